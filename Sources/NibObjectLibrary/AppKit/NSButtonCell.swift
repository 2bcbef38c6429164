import Foundation
import NibArchive
import NibRuntime

/// A button's cell. Interface Builder's `<behavior>` switches arrive as AppKit keeps them: how the
/// cell highlights while pressed, how it shows its on state, and whether its image dims when it
/// is disabled (a `<behavior>` object in NibKit's nibs, bits of `NSButtonFlags` in Apple's).
open class NSButtonCell: _NSButtonCellAttributes {
    /// What changes while the button is pressed (`pushIn`, `lightByContents`, `lightByGray`,
    /// `lightByBackground`).
    open var highlightsBy: NSCell.StyleMask = []
    /// What changes while the button is on (`changeContents`, `changeGray`, `changeBackground`).
    open var showsStateBy: NSCell.StyleMask = []
    /// Whether its image dims when the button is disabled (`doesNotDimImage` turns it off).
    open var imageDimsWhenDisabled = true

    public required init() { super.init() }

    public required init?(coder: NSCoder) {
        let switches = Self.behaviorSwitches(coder)
        highlightsBy = Self.mask(switches, ["lightByContents": .contentsCellMask, "pushIn": .pushInCellMask, "lightByGray": .changeGrayCellMask, "lightByBackground": .changeBackgroundCellMask])
        showsStateBy = Self.mask(switches, ["changeContents": .contentsCellMask, "changeGray": .changeGrayCellMask, "changeBackground": .changeBackgroundCellMask])
        imageDimsWhenDisabled = !switches.contains("doesNotDimImage")
        super.init(coder: coder)
    }

    /// The `<behavior>` switches that are on: those of an archived behaviour, else the bits of
    /// `NSButtonFlags`.
    private static func behaviorSwitches(_ coder: NSCoder) -> Set<String> {
        if let behavior = coder.decodeObject(forKey: "NSBehavior") as? ArchivedNSBehavior {
            let switches: [(String, Bool?)] = [
                ("pushIn", behavior.pushIn), ("changeContents", behavior.changeContents), ("changeBackground", behavior.changeBackground),
                ("changeGray", behavior.changeGray), ("lightByContents", behavior.lightByContents),
                ("lightByBackground", behavior.lightByBackground), ("lightByGray", behavior.lightByGray),
                ("doesNotDimImage", behavior.doesNotDimImage),
            ]
            return Set(switches.compactMap { $0.1 == true ? $0.0 : nil })
        }
        return coder.nibButtonFlags().map(AppKitButtonFlags.behavior) ?? []
    }

    private static func mask(_ switches: Set<String>, _ masks: [String: NSCell.StyleMask]) -> NSCell.StyleMask {
        masks.reduce(into: []) { mask, entry in if switches.contains(entry.key) { mask.insert(entry.value) } }
    }
}
