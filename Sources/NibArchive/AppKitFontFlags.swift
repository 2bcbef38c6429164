/// The `NSfFlags` Apple's AppKit nibs give a font for each of Interface Builder's meta fonts
/// (the font's role: system, small system, menu…), as found in the ibtool pairs. The compiler
/// writes them; the object library reads a nib's meta font back from them.
public enum AppKitFontFlags {
    /// `NSfFlags` by meta font name.
    public static let byMetaFont: [String: Int] = [
        "system": 1044, "smallSystem": 3100, "cellTitle": 4883, "systemBold": 2072, "smallSystemBold": 3357, "message": 1558,
        "label": 2843, "menu": 1558, "miniSystem": 3614, "titleBar": 787, "menuBar": 4112, "toolTip": 2329,
        "controlContent": 2586, "miniSystemBold": 3871, "user": 273, "palette": 1815,
        // The semibold system font (Flycut's Apple-compiled MainMenu nib: .AppleSystemUIFontDemi, 13 points).
        "systemSemibold": 6164,
    ]

    /// The meta font an `NSfFlags` value names; where two share a value (menu, message), the
    /// first by name.
    public static func metaFont(forFlags flags: Int) -> String? {
        byFlags[flags]
    }

    /// The reverse of ``byMetaFont``, made once (fonts are decoded on every instantiation).
    private static let byFlags: [Int: String] = byMetaFont.keys.sorted().reduce(into: [:]) { table, name in
        if table[byMetaFont[name]!] == nil { table[byMetaFont[name]!] = name }
    }
}
