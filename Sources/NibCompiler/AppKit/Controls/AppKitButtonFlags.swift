import NibArchive
import NibDocument

/// A `<buttonCell>`'s attributes packed into `NSButtonFlags`, `NSButtonFlags2` and
/// `NSAuxButtonType` (the bits are `AppKitButtonFlags`'), and the keys those words hold so
/// exactly that ibtool writes them no more.
extension Compilation {
    /// The `<behavior>` switches that are on.
    static func buttonBehavior(_ cell: Element) -> Set<String> {
        guard let behavior = cell.child(key: "behavior") else { return [] }
        return AppKitButtonFlags.foldedBehaviorSwitches.filter { behavior[$0] == "YES" }
    }

    /// `NSButtonFlags` of a `<buttonCell>`, with its button's `imageHugsTitle`.
    /// (A pop-up cell keeps only its border there; its bezel is a bit of `NSCellFlags`.)
    static func buttonFlags(_ cell: Element, imageHugsTitle: Bool = false) -> Int {
        let isPopUp = cell.name == "popUpButtonCell"
        let flags = AppKitButtonFlags.flags(
            behavior: buttonBehavior(cell), border: isPopUp ? nil : cell["borderStyle"], imagePosition: cell["imagePosition"],
            isTransparent: cell["transparent"] == "YES", inset: Int(cell["inset"] ?? "0") ?? 0, type: cell["type"] ?? "push",
            imageHugsTitle: imageHugsTitle)
        return isPopUp ? flags | AppKitButtonFlags.popUpBorderBits(cell["borderStyle"]) : flags
    }

    /// `NSButtonFlags2` of a `<buttonCell>`: its bezel style (the kind of its `type` where it names
    /// none), image scaling, border under the mouse and key equivalent modifier flags.
    static func buttonFlags2(_ cell: Element) -> Int {
        AppKitButtonFlags.flags2(
            type: cell["type"] ?? "push", bezelStyle: cell["bezelStyle"].flatMap { KeyTables.enumerations["bezelStyle"]?[$0] },
            imageScaling: cell["imageScaling"], showsBorderOnlyWhileMouseInside: cell["showsBorderOnlyWhileMouseInside"] == "YES",
            keyEquivalentModifierMask: buttonKeyEquivalentModifierMask(cell))
    }

    /// The modifier flags of a button cell's key equivalent, as its `<modifierMask
    /// key="keyEquivalentModifierMask">` says; none without one. (Unlike a menu item's, whose
    /// Command Interface Builder leaves out, a button's Command is written out: the corpus'
    /// `QSCatalog` buttons name `command="YES"`. A default button's Return needs no modifier.)
    static func buttonKeyEquivalentModifierMask(_ cell: Element) -> Int {
        guard let mask = cell.child("modifierMask", key: "keyEquivalentModifierMask") else { return 0 }
        return KeyTables.modifierBits.reduce(0) { mask[$1.key] == "YES" ? $0 | $1.value : $0 }
    }

    /// `NSAuxButtonType` of a `<buttonCell>` (its NSButton.ButtonType).
    static func auxiliaryButtonType(_ cell: Element) -> Int {
        if cell.name == "popUpButtonCell" { return AppKitButtonFlags.popUpAuxiliaryType(behavior: buttonBehavior(cell)) }
        return AppKitButtonFlags.auxiliaryType(type: cell["type"] ?? "push", behavior: buttonBehavior(cell))
    }

    /// The button cell keys its flag words hold, each with its word: those whose attribute the
    /// words give back unchanged when unpacked (the object library reads them from there), so a
    /// value they cannot carry (a behaviour switch set to NO) keeps its key. A leading or trailing
    /// image is held as the side it takes (``AppKitButtonFlags/directionalImagePositions``).
    static func foldedButtonKeys(_ cell: Element) -> [String: String] {
        let (flags, flags2) = (buttonFlags(cell), buttonFlags2(cell))
        let isPopUp = cell.name == "popUpButtonCell"
        var folded: [String: String] = [:]
        let packedType = isPopUp
            ? AppKitButtonFlags.popUpType(flags2: flags2) : AppKitButtonFlags.type(flags: flags, flags2: flags2, auxiliary: auxiliaryButtonType(cell))
        if let type = cell["type"], packedType == type { folded["NSType"] = "NSButtonFlags2" }
        if let behavior = cell.child(key: "behavior") {
            let switches = behavior.attributes.filter { $0.name != "key" }
            if !switches.isEmpty, switches.allSatisfy({ $0.value == "YES" && AppKitButtonFlags.foldedBehaviorSwitches.contains($0.name) }) {
                folded["NSBehavior"] = "NSButtonFlags"
            }
        }
        let packedBorder = isPopUp
            ? AppKitButtonFlags.popUpBorder(flags: flags, cellFlags: cellFlags(cell, className: "NSPopUpButtonCell")) : AppKitButtonFlags.border(flags)
        if let border = cell["borderStyle"], packedBorder == border { folded["NSBorderStyle"] = "NSButtonFlags" }
        if let position = cell["imagePosition"], AppKitButtonFlags.imagePosition(flags) == AppKitButtonFlags.directionalImagePositions[position] ?? position { folded["NSImagePosition"] = "NSButtonFlags" }
        if let inset = cell["inset"].flatMap(Int.init), inset != 0, AppKitButtonFlags.inset(flags) == inset { folded["NSInset"] = "NSButtonFlags" }
        if cell["transparent"] == "YES" { folded["NSTransparent"] = "NSButtonFlags" }
        if let scaling = cell["imageScaling"], AppKitButtonFlags.imageScaling(flags2) == scaling { folded["NSImageScaling"] = "NSButtonFlags2" }
        // (Bit 3 of NSButtonFlags2: GNUstep's NSButtonCell coder keeps the switch there only.)
        if cell["showsBorderOnlyWhileMouseInside"] == "YES" { folded["NSShowsBorderOnlyWhileMouseInside"] = "NSButtonFlags2" }
        return folded
    }

    /// A button cell's kind as AppKit has it: the one its flag words give back. A document's
    /// `type` the words cannot carry (a bevel button with a rounded bezel, `bevel_rounded_flags`)
    /// is Interface Builder's label for the same button (a pop-up's too: a push pop-up with a
    /// textured bezel); ibtool archives nothing for it, and
    /// NibKit's compact schema archives the kind the words give, so both load alike.
    mutating func appKitButtonTypeValue(_ cell: Element, className: String, index: Int?, _ values: inout [KeyedValue]) {
        guard className == "NSButtonCell" || className == "NSPopUpButtonCell", let type = cell["type"],
              let position = values.firstIndex(where: { $0.key == "NSType" }) else { return }
        let packed = className == "NSPopUpButtonCell"
            ? AppKitButtonFlags.popUpType(flags2: Self.buttonFlags2(cell))
            : AppKitButtonFlags.type(flags: Self.buttonFlags(cell), flags2: Self.buttonFlags2(cell), auxiliary: Self.auxiliaryButtonType(cell))
        guard packed != type else { return }
        if let packed, !writesAppleOnlyKeys {
            values[position].value = .object(builder.string(packed))
        } else {
            values.remove(at: position)
            if diagnostics.recordsAttributeUses, let index { renameUses(of: index, from: "NSType", to: "NSButtonFlags2") }
        }
    }
}
