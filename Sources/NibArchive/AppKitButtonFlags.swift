/// A button cell's `NSButtonFlags`, `NSButtonFlags2` and `NSAuxButtonType` as ibtool writes them
/// (learnt from the ibtool pairs), both ways: the compiler packs Interface Builder's attributes,
/// the object library unpacks them from Apple's nibs.
///
/// `NSButtonFlags` holds the behaviour (bits 25–31), the border (bit 23, or bits 20–21 for a
/// bezel), the image position (bit 19 with bits 20–22, or bit 22 alone for "only"), the
/// transparency (bit 15), the inset (bits 13–14), images that do not dim (bit 12) and a check
/// or radio mark (bit 8).
/// `NSButtonFlags2` holds the bezel style (bits 0–2 hold its low three bits, bit 5 its 8), showing
/// the border only under the mouse (bit 3), the image scaling (bits 6–7: up or down 1, down 2, axes
/// independently 3) and the key equivalent's modifier flags shifted right by 8 (command, 1 << 20,
/// is bit 28). (GNUstep libs-gui `NSButtonCell -encodeWithCoder:` and the ibtool pairs.)
public enum AppKitButtonFlags {
    /// `<behavior>`'s switches and their bits.
    public static let behaviorBits: [String: Int] = [
        "pushIn": Int(Int32.min), "changeContents": 0x4000_0000, "changeBackground": 0x2000_0000, "changeGray": 0x1000_0000,
        "lightByContents": 0x0800_0000, "lightByBackground": 0x0400_0000, "lightByGray": 0x0200_0000, "doesNotDimImage": 0x1000,
    ]
    /// Image positions.
    public static let imagePositions = ["only": 0x40_0000, "overlaps": 0x48_0000, "left": 0x38_0000, "right": 0x28_0000, "below": 0x18_0000, "above": 0x08_0000]
    /// The positions that follow the writing direction (NSImageLeading, NSImageTrailing), by the
    /// side whose bits they take: the word has no bits of their own, and NSButtonCell's coder
    /// writes a leading image as a left one (Finch's NSButtonCell coder).
    public static let directionalImagePositions = ["leading": "left", "trailing": "right"]
    /// Borders.
    public static let borders = ["border": 0x80_0000, "bezel": 0x30_0000, "borderAndBezel": 0xB0_0000]
    /// The kind of button in `NSButtonFlags2`'s low bits, by the cell's `type`.
    public static let kinds = [
        "push": 0x1, "check": 0x2, "square": 0x6, "squareTextured": 0x20, "disclosureTriangle": 0x5, "help": 0x21, "smallSquare": 0x22,
        "roundTextured": 0x23, "disclosure": 0x26, "roundRect": 0x24, "recessed": 0x2D, "inline": 0x27, "bevel": 0x2,
    ]
    /// `NSAuxButtonType` (NSButton.ButtonType) by the cell's `type`, where the behaviour does not decide it.
    public static let auxiliaryTypes = [
        "push": 7, "radio": 4, "recessed": 1, "check": 3, "roundRect": 7, "disclosureTriangle": 2, "help": 7, "smallSquare": 7,
        "roundTextured": 7, "disclosure": 6, "inline": 7, "bevel": 7,
    ]
    /// The `<behavior>` switch that makes a button a multi-level accelerator: no bit of the flag
    /// words but the button's kind, `NSAuxButtonType` 9 (AppKit's NSButton.ButtonType).
    public static let multiLevelAccelerator = "multiLevelAccelerator"
    static let multiLevelAcceleratorType = 9
    /// The `<behavior>` switches the flag words and the button's kind carry between them.
    public static let foldedBehaviorSwitches = Set(behaviorBits.keys).union([multiLevelAccelerator])
    /// Image scalings in `NSButtonFlags2` (bits 6–7; none is 0).
    public static let imageScalings = ["proportionallyDown": 0x80, "proportionallyUpOrDown": 0x40, "axesIndependently": 0xC0]
    static let imageScalingMask = 0xC0
    /// The kinds' names in order, so that unpacking picks the same one every time (made once: read on every decode).
    static let kindNames = kinds.keys.sorted()
    static let positionMask = 0x78_0000
    static let kindMask = 0x27

    // MARK: Packing

    /// `NSButtonFlags`.
    /// - Parameter imageHugsTitle: the owning button's switch, which AppKit keeps in its cell.
    public static func flags(behavior: Set<String>, border: String?, imagePosition: String?, isTransparent: Bool, inset: Int, type: String,
                             imageHugsTitle: Bool = false) -> Int {
        var flags = behaviorBits.reduce(0) { behavior.contains($1.key) ? $0 | $1.value : $0 }
        flags |= borders[border ?? ""] ?? 0
        flags |= imagePositions[imagePosition.map { directionalImagePositions[$0] ?? $0 } ?? ""] ?? 0
        if isTransparent { flags |= 0x8000 }
        if imageHugsTitle { flags |= imageHugsTitleBit }
        flags |= min(max(inset, 0), 3) << 13
        if type == "radio" || type == "check" { flags |= 0x100 }
        return Int(Int32(truncatingIfNeeded: flags))
    }

    /// The `NSButtonFlags` bit of the owning button's `imageHugsTitle` (`button_imagehugstitle`):
    /// AppKit's button keeps it in its cell.
    public static let imageHugsTitleBit = 0x20

    /// `NSButtonFlags2`.
    /// - Parameters:
    ///   - bezelStyle: the bezel style's number (NSBezelStyle), packed as its low three bits and its
    ///     bit 3 moved to bit 5; nil where the document names none, and the kind of `type` is packed
    ///     (each kind's table entry is its usual bezel: push is rounded, 1; a check box regular square, 2).
    ///     A recessed bezel (13) also shows its border only under the mouse (bit 3), as the pairs' two
    ///     recessed buttons without the attribute do.
    ///   - keyEquivalentModifierMask: NSEvent.ModifierFlags of the key equivalent, kept in bits 8–31
    ///     (the flags shifted right by 8, as AppKit encodes them).
    public static func flags2(type: String, bezelStyle: Int?, imageScaling: String?, showsBorderOnlyWhileMouseInside: Bool,
                              keyEquivalentModifierMask: Int = 0) -> Int {
        var flags = bezelStyle.map(bezelBits) ?? kinds[type] ?? 0
        if bezelStyle == 13 { flags |= 0x8 }
        flags |= imageScalings[imageScaling ?? ""] ?? 0
        if showsBorderOnlyWhileMouseInside { flags |= 0x8 }
        flags |= (keyEquivalentModifierMask & 0xFFFF_0000) << 8
        return Int(Int32(truncatingIfNeeded: flags))
    }

    /// A bezel style's bits in `NSButtonFlags2`: its low three bits, and its bit 3 at bit 5.
    public static func bezelBits(_ bezelStyle: Int) -> Int {
        (bezelStyle & 0x7) | ((bezelStyle & 0x8) << 2)
    }

    /// The bezel style `NSButtonFlags2` holds.
    public static func bezelStyle(flags2: Int) -> Int {
        (flags2 & 0x7) | ((flags2 & 0x20) >> 2)
    }

    /// The key equivalent's modifier flags `NSButtonFlags2` holds.
    public static func keyEquivalentModifierMask(flags2: Int) -> Int {
        (Int(UInt32(truncatingIfNeeded: flags2)) >> 8) & 0xFFFF_0000
    }

    /// `NSAuxButtonType`: by the type, and for square buttons by the behaviour.
    public static func auxiliaryType(type: String, behavior: Set<String>) -> Int {
        // A multi-level accelerator is that kind of button whatever its look (NSButtonTypeMultiLevelAccelerator).
        if behavior.contains(multiLevelAccelerator) { return multiLevelAcceleratorType }
        guard type == "square" || type == "squareTextured" else { return auxiliaryTypes[type] ?? 7 }
        if behavior.contains("pushIn") { return type == "square" ? 7 : 2 }
        if behavior.contains("lightByContents") { return 5 }
        return type == "squareTextured" ? 7 : 0
    }

    // MARK: Pop-up button cells

    /// A pop-up cell's `NSButtonFlags` border bits: the border alone (its bezel is a bit of `NSCellFlags`).
    public static func popUpBorderBits(_ border: String?) -> Int {
        border == "border" || border == "borderAndBezel" ? 0x80_0000 : 0
    }

    /// A pop-up cell's `NSAuxButtonType`: momentary light (0), or push on/push off (1) where it
    /// changes its background or gray; a pushed-in one without either, momentary push-in (7).
    public static func popUpAuxiliaryType(behavior: Set<String>) -> Int {
        if behavior.contains("changeBackground") || behavior.contains("changeGray") { return 1 }
        return behavior.contains("pushIn") ? 7 : 0
    }

    /// A pop-up cell's border, from the border bit of `NSButtonFlags` and the bezel bit of `NSCellFlags`.
    public static func popUpBorder(flags: Int, cellFlags: Int) -> String? {
        switch (flags & 0x80_0000 != 0, cellFlags & 0x40_0000 != 0) {
        case (true, true): "borderAndBezel"
        case (true, false): "border"
        case (false, true): "bezel"
        case (false, false): nil
        }
    }

    /// A pop-up cell's `type`: its kind alone (a pop-up is never a check box).
    public static func popUpType(flags2: Int) -> String? {
        kindNames.first { $0 != "check" && kinds[$0]! & kindMask == flags2 & kindMask }
    }

    // MARK: Unpacking

    /// The behaviour's switches that are on.
    public static func behavior(_ flags: Int) -> Set<String> {
        Set(behaviorBits.filter { flags & $0.value != 0 }.map(\.key))
    }

    /// The border, or nil for none.
    public static func border(_ flags: Int) -> String? {
        let bezel = flags & 0x8_0000 == 0 && flags & 0x30_0000 == 0x30_0000
        if flags & 0x80_0000 != 0 { return bezel ? "borderAndBezel" : "border" }
        return bezel ? "bezel" : nil
    }

    /// The image position, or nil when none is packed.
    public static func imagePosition(_ flags: Int) -> String? {
        let bits = flags & positionMask
        if bits & 0x8_0000 == 0 { return bits == 0x40_0000 ? "only" : nil }
        return imagePositions.first { $0.value == bits }?.key
    }

    /// The inset (0–3).
    public static func inset(_ flags: Int) -> Int { (flags >> 13) & 3 }

    /// Whether the button is transparent.
    public static func isTransparent(_ flags: Int) -> Bool { flags & 0x8000 != 0 }

    /// Whether the owning button's image hugs its title.
    public static func imageHugsTitle(_ flags: Int) -> Bool { flags & imageHugsTitleBit != 0 }

    /// The image scaling, or nil when none is packed.
    public static func imageScaling(_ flags2: Int) -> String? {
        imageScalings.first { flags2 & imageScalingMask == $0.value }?.key
    }

    /// The cell's `type`: the one whose kind, auxiliary type (and behaviour) pack to these words.
    public static func type(flags: Int, flags2: Int, auxiliary: Int) -> String? {
        if auxiliary == auxiliaryTypes["radio"] { return "radio" }
        var behavior = behavior(flags)
        if auxiliary == multiLevelAcceleratorType { behavior.insert(multiLevelAccelerator) }
        return kindNames.first { type in
            kinds[type]! & kindMask == flags2 & kindMask && auxiliaryType(type: type, behavior: behavior) == auxiliary
        }
    }
}
