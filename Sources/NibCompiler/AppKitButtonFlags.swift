import NibDocument

/// A button cell's `NSButtonFlags`, `NSButtonFlags2` and `NSAuxButtonType` as ibtool writes them
/// (learnt from the ibtool pairs): the behaviour, border, image position and inset in the first
/// word; the image scaling, the button kind and a key equivalent in the second.
extension Compilation {
    static let buttonBehaviorBits: [String: Int] = [
        "pushIn": Int(Int32.min), "changeContents": 0x4000_0000, "changeBackground": 0x2000_0000, "changeGray": 0x1000_0000,
        "lightByContents": 0x0800_0000, "lightByBackground": 0x0400_0000, "lightByGray": 0x0200_0000,
    ]
    static let buttonImagePositions = ["only": 0x40_0000, "overlaps": 0x48_0000, "left": 0x38_0000, "right": 0x28_0000, "below": 0x18_0000, "above": 0x08_0000]
    static let buttonBorders = ["border": 0x80_0000, "bezel": 0x30_0000, "borderAndBezel": 0xB0_0000]
    /// The kind of button in `NSButtonFlags2`'s low bits.
    static let buttonKinds = [
        "push": 0x1, "check": 0x2, "square": 0x6, "squareTextured": 0x20, "disclosureTriangle": 0x5, "help": 0x21, "smallSquare": 0x22,
        "roundTextured": 0x23, "disclosure": 0x26, "roundRect": 0x24, "recessed": 0x2D, "inline": 0x27, "bevel": 0x2,
    ]
    static let auxiliaryButtonTypes = [
        "push": 7, "radio": 4, "recessed": 1, "check": 3, "roundRect": 7, "disclosureTriangle": 2, "help": 7, "smallSquare": 7,
        "roundTextured": 7, "disclosure": 6, "inline": 7, "bevel": 7,
    ]

    /// `NSButtonFlags` of a `<buttonCell>`.
    static func buttonFlags(_ cell: Element) -> Int {
        var flags = 0
        if let behavior = cell.child(key: "behavior") {
            for (attribute, bit) in buttonBehaviorBits where behavior[attribute] == "YES" { flags |= bit }
        }
        flags |= buttonBorders[cell["borderStyle"] ?? ""] ?? 0
        flags |= buttonImagePositions[cell["imagePosition"] ?? ""] ?? 0
        if cell["transparent"] == "YES" { flags |= 0x8000 }
        flags |= [0, 0x2000, 0x4000, 0x6000][min(max(Int(cell["inset"] ?? "0") ?? 0, 0), 3)]
        if ["radio", "check"].contains(cell["type"] ?? "push") { flags |= 0x100 }
        return Int(Int32(truncatingIfNeeded: flags))
    }

    /// `NSButtonFlags2` of a `<buttonCell>`.
    static func buttonFlags2(_ cell: Element) -> Int {
        let type = cell["type"] ?? "push"
        var flags = type == "radio" ? KeyTables.enumerations["bezelStyle"]?[cell["bezelStyle"] ?? ""] ?? 0 : buttonKinds[type] ?? 0
        flags |= ["proportionallyDown": 0x80, "proportionallyUpOrDown": 0x40][cell["imageScaling"] ?? ""] ?? 0
        if cell["showsBorderOnlyWhileMouseInside"] == "YES" { flags |= 0x8 }
        if cell["keyEquivalent"]?.isEmpty == false { flags |= 0x1000_0000 }
        return flags
    }

    /// `NSAuxButtonType` of a `<buttonCell>` (its NSButton.ButtonType).
    static func auxiliaryButtonType(_ cell: Element) -> Int {
        let type = cell["type"] ?? "push"
        guard type == "square" || type == "squareTextured" else { return auxiliaryButtonTypes[type] ?? 7 }
        let behavior = cell.child(key: "behavior")
        if behavior?["pushIn"] == "YES" { return type == "square" ? 7 : 2 }
        if behavior?["lightByContents"] == "YES" { return 5 }
        return type == "squareTextured" ? 7 : 0
    }
}
