import NibArchive
import NibDocument

/// Window templates as ibtool writes them (learnt from the ibtool pairs): the window's switches
/// and initial position packed into `NSWTFlags`, the content rectangle placed on the screen as
/// the position mask says, the collection behaviour as bits, and the frame's minimum and maximum
/// sizes a title bar higher than the document's, which are the content's (``titleBarHeight(_:)``).
extension Compilation {
    /// The window attributes `NSWTFlags` holds (not archived under keys of their own).
    static let windowFlagAttributes: Set<String> = ["deferred", "releasedWhenClosed", "hidesOnDeactivate", "allowsToolTipsWhenApplicationIsInactive", "autorecalculatesKeyViewLoop", "hasShadow", "oneShot"]

    /// `NSWTFlags` for a `<window>` element (bits in ``AppKitWindowFlags``).
    static func windowTemplateFlags(_ element: Element) -> Int {
        typealias Flags = AppKitWindowFlags
        var flags = 0
        if element["deferred"] != "NO" { flags |= Flags.deferred }
        if element["releasedWhenClosed"] == "NO" { flags |= Flags.notReleasedWhenClosed }
        if element["hidesOnDeactivate"] == "YES" { flags |= Flags.hidesOnDeactivate }
        if element["allowsToolTipsWhenApplicationIsInactive"] != "NO" { flags |= Flags.allowsToolTipsWhenInactive }
        if element["autorecalculatesKeyViewLoop"] != "NO" { flags |= Flags.autorecalculatesKeyViewLoop }
        if element["hasShadow"] == "NO" { flags |= Flags.notShadowed }
        if element["oneShot"] == "YES" { flags |= Flags.oneShot }
        flags |= initialStruts(element).flatMap { Flags.strutBits[$0] } ?? Flags.strutsMask
        return Int(Int32(truncatingIfNeeded: flags))
    }

    /// The height a window's title bar adds to its content in Apple's nibs: 32 points for a
    /// titled window whose content does not run under the title bar (the pairs' figure), 24 for
    /// a utility window's small one (an Apple-compiled probe of NetNewsWire's utility inspector
    /// panel; the style decides, not the class: Flycut's Apple nib gives a plain panel the regular
    /// bar), else 0.
    /// `NSMinSize`/`NSMaxSize` are the document's sizes plus this; with Apple's schema the document's
    /// own stay as `NSWindowContentMinSize`/`NSWindowContentMaxSize`.
    static func titleBarHeight(_ window: Element) -> Double {
        let style = window.child(key: "styleMask")
        guard style?["titled"] == "YES", style?["fullSizeContentView"] != "YES" else { return 0 }
        return style?["utility"] == "YES" ? 24 : 32
    }

    /// The struts of a `<windowPositionMask>` (left 1, right 2, top 4, bottom 8).
    static func struts(_ mask: Element) -> Int {
        KeyTables.windowPositionBits.reduce(0) { mask[$1.key] == "YES" ? $0 | $1.value : $0 }
    }

    /// The struts of a window's initial position mask; nil when the document gives none.
    static func initialStruts(_ window: Element) -> Int? {
        window.child(key: "initialPositionMask").map(struts)
    }

    /// The window's frame as ibtool archives it: the content rectangle, centred on the screen
    /// rectangle along each axis where no strut holds it (unchanged when there is no screen).
    static func placedWindowRect(_ content: [Double], screen: [Double], struts: Int?) -> [Double] {
        guard content.count == 4, screen.count == 4 else { return content }
        if screen.allSatisfy({ $0 == 0 }), struts != nil { return content }
        let mask = struts ?? 0
        let x = mask & 0b11 != 0 ? content[0] : screen[2] / 2 - content[2] / 2
        let y = mask & 0b1100 != 0 ? content[1] : screen[3] / 2 - content[3] / 2
        return [x, y, content[2], content[3]]
    }

    /// Window attributes Apple's schema archives as numbers of AppKit's enumerations, each under
    /// a key of its own and only where the document gives the attribute: the title's visibility
    /// (`NSWindowTitleVisibility`, `NSWindow.TitleVisibility`), the title bar's separator
    /// (`NSTitlebarSeparatorStyle`, `NSTitlebarSeparatorStyle`) and the toolbar's style
    /// (`NSWindowToolbarStyle`, `NSWindow.ToolbarStyle`). Source: a probed Python ibtool for
    /// NetNewsWire's Mac xibs (Apple's ibtool 27: `titleVisibility="hidden"` 1,
    /// `separatorStyle="none"` 1, the toolbar styles as below); the numbers of values those
    /// documents do not show are the enumerations' own, from AppKit's headers. A value the table
    /// lacks keeps the prefix rule's key.
    static let windowEnumerationKeys: [String: (key: String, numbers: [String: Int])] = [
        "titleVisibility": ("NSWindowTitleVisibility", ["visible": 0, "hidden": 1]),
        "separatorStyle": ("NSTitlebarSeparatorStyle", ["automatic": 0, "none": 1, "line": 2, "shadow": 3]),
        "toolbarStyle": ("NSWindowToolbarStyle", ["automatic": 0, "expanded": 1, "preference": 2, "unified": 3, "unifiedCompact": 4]),
    ]

    /// Apple's key and number for a window attribute of ``windowEnumerationKeys`` (Apple's schema
    /// only; nil for any other attribute or value).
    func windowEnumerationValue(_ attribute: String, _ value: String) -> KeyedValue? {
        guard writesAppleOnlyKeys, let entry = Self.windowEnumerationKeys[attribute], let number = entry.numbers[value] else { return nil }
        return KeyedValue(entry.key, .int(number))
    }

    /// `<windowCollectionBehavior key="collectionBehavior">` as NSWindow.CollectionBehavior bits.
    static func collectionBehavior(_ element: Element) -> Int {
        let bits = [
            "canJoinAllSpaces": 1, "moveToActiveSpace": 2, "managed": 4, "transient": 8, "stationary": 16,
            "participatesInCycle": 32, "ignoresCycle": 64, "fullScreenPrimary": 128, "fullScreenAuxiliary": 256,
            "fullScreenNone": 512, "allowsTiling": 2048, "disallowsTiling": 4096,
        ]
        return bits.reduce(0) { element[$1.key] == "YES" ? $0 | $1.value : $0 }
    }
}
