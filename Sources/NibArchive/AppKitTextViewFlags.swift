/// Where Apple's nibs keep a text view's switches, shared by the compiler, which folds them,
/// and the object library, which reads them back (learnt from the seven text-view pairs).
///
/// - `NSTextViewSharedData`'s `NSFlags`: selectable `0x1`, editable `0x2`, rich text `0x4`,
///   imports graphics `0x8`, font panel `0x20`, ruler `0x40`, smart insert and delete `0x200`,
///   find panel `0x2000`, link detection `0x4_0000`, spelling correction `0x400_0000`, incremental
///   searching `0x4000_0000`; grammar checking `0x8000`, quote substitution `0x2_0000`, dash
///   substitution `0x100_0000` and text replacement `0x200_0000` (Finch's `NSTextView.m`); continuous
///   spell checking `0x80` and undo `0x400` as GNUstep's `NSTextView.m` reads them; drawing the
///   background `0x100` (on unless the document says NO: viraptor/ibtool's text view rule, learnt
///   from Apple's nibs, and Finch's `NSTextView.m`; GNUstep reads bit 11 for it), and bit 11 always set. Its `NSPreferredTextFinderStyle` is the find style (panel 1, bar 2).
/// - The view's `NSTVFlags`: horizontally resizable `0x1`, vertically resizable `0x2`, over a
///   constant `0x84`.
public enum AppKitTextViewFlags {
    /// One switch of `NSFlags`: NibKit's key, the document's attribute, its bit, and its value
    /// when the document leaves it out.
    public struct Switch: Sendable {
        /// NibKit's own archive key.
        public let key: String
        /// Interface Builder's attribute.
        public let attribute: String
        /// The bit of `NSFlags`.
        public let bit: Int
        /// The value without the attribute.
        public let standard: Bool
    }

    /// The switches `NSFlags` holds.
    public static let switches: [Switch] = [
        Switch(key: "NSSelectable", attribute: "selectable", bit: 0x1, standard: true),
        Switch(key: "NSEditable", attribute: "editable", bit: 0x2, standard: true),
        Switch(key: "NSRichText", attribute: "richText", bit: 0x4, standard: true),
        Switch(key: "NSImportsGraphics", attribute: "importsGraphics", bit: 0x8, standard: true),
        // A field editor's bit, as GNUstep's and Finch's text view decoders read ibtool's NSFlags.
        Switch(key: "NSFieldEditor", attribute: "fieldEditor", bit: 0x10, standard: false),
        Switch(key: "NSUsesFontPanel", attribute: "usesFontPanel", bit: 0x20, standard: false),
        Switch(key: "NSUsesRuler", attribute: "usesRuler", bit: 0x40, standard: false),
        Switch(key: "NSSmartInsertDelete", attribute: "smartInsertDelete", bit: 0x200, standard: false),
        Switch(key: "NSLinkDetection", attribute: "linkDetection", bit: 0x4_0000, standard: false),
        Switch(key: "NSSpellingCorrection", attribute: "spellingCorrection", bit: 0x400_0000, standard: false),
        // The next three as GNUstep's NSTextView.m reads them from Cocoa's nibs (it agrees with the
        // pairs on every bit above); drawing the background is the bit every pair's views have.
        Switch(key: "NSContinuousSpellChecking", attribute: "continuousSpellChecking", bit: 0x80, standard: false),
        Switch(key: "NSAllowsUndo", attribute: "allowsUndo", bit: 0x400, standard: false),
        Switch(key: "NSDrawsBackground", attribute: "drawsBackground", bit: 0x100, standard: true),
        // The bit after the find panel's, as viraptor/ibtool's `textView.py` writes it.
        Switch(key: "NSAllowsDocumentBackgroundColorChange", attribute: "allowsDocumentBackgroundColorChange", bit: 0x4000, standard: false),
        // Bit 30, as a probed Python ibtool for NetNewsWire's Mac xibs (ibtool 27) has it.
        Switch(key: "NSIncrementalSearchingEnabled", attribute: "incrementalSearchingEnabled", bit: 0x4000_0000, standard: false),
        // The text checking switches, as Finch (an open AppKit whose NSTextView.m reads ibtool's
        // `NSFlags`) names them: grammar bit 15, quotes 17, dashes 24, text replacement 25. They
        // fit what viraptor/ibtool's `textView.py` learnt from Apple's nibs without naming them:
        // a custom class's view has bits 17, 24 and 26 (macOS's "smart quotes and dashes" and
        // "correct spelling" defaults), a storyboard's bits 15 and 25.
        Switch(key: "NSGrammarChecking", attribute: "grammarChecking", bit: 0x8000, standard: false),
        Switch(key: "NSQuoteSubstitution", attribute: "quoteSubstitution", bit: 0x2_0000, standard: false),
        Switch(key: "NSDashSubstitution", attribute: "dashSubstitution", bit: 0x100_0000, standard: false),
        Switch(key: "NSTextReplacement", attribute: "textReplacement", bit: 0x200_0000, standard: false),
        // Image editing bit 16 and the inspector bar bit 31, as Finch's `NSTextView.m` reads them.
        Switch(key: "NSAllowsImageEditing", attribute: "allowsImageEditing", bit: 0x1_0000, standard: false),
        Switch(key: "NSUsesInspectorBar", attribute: "usesInspectorBar", bit: 0x8000_0000, standard: false),
    ]

    /// The switches Apple's nibs give a storyboard's text view whatever the document says:
    /// grammar checking and text replacement on, spelling correction off (viraptor/ibtool's
    /// `textView.py` writes 0x2008000 for storyboards and leaves spelling correction out; the pair
    /// `sb_textview`).
    public static let storyboardSwitches: [(key: String, on: Bool)] = [
        ("NSGrammarChecking", true), ("NSTextReplacement", true), ("NSSpellingCorrection", false),
    ]
    /// The switches Apple's nibs give a text view of a custom class whatever the document says:
    /// quote and dash substitution and spelling correction on (viraptor/ibtool's `textView.py`
    /// writes 0x5020000 for a `customClass`).
    public static let customClassSwitches: [(key: String, on: Bool)] = [
        ("NSQuoteSubstitution", true), ("NSDashSubstitution", true), ("NSSpellingCorrection", true),
    ]

    /// The bits every `NSFlags` has (bit 11).
    public static let sharedFlagsBase = 0x800
    /// The `NSFlags` bit of the find panel.
    public static let findPanelBit = 0x2000
    /// `NSMoreFlags`' constant part, and its bit for the character picker's Touch Bar item (a
    /// probed Python ibtool for NetNewsWire's Mac xibs, ibtool 27: 1, and 3 with
    /// `allowsCharacterPickerTouchBarItem`).
    public static let moreFlagsBase = 0x1
    /// `NSMoreFlags`' character picker bit.
    public static let characterPickerBit = 0x2
    /// `NSPreferredTextFinderStyle`'s numbers by Interface Builder's find style.
    public static let findStyles = ["panel": 1, "bar": 2]

    /// The text view's layout manager's `NSLMFlags`: a constant part (every text-view pair's 102),
    /// and bit 7 for non-contiguous layout (Finch's `NSLayoutManager.m`, which reads Apple's nibs;
    /// GNUstep's `NSLayoutManager.m` names only bits 0 to 4, none of them this one).
    public static let layoutManagerFlagsBase = 102
    /// `NSLMFlags`' non-contiguous layout bit.
    public static let nonContiguousLayoutBit = 0x80

    /// The constant part of `NSTVFlags`.
    public static let viewFlagsBase = 0x84
    /// `NSTVFlags`' horizontally resizable bit.
    public static let horizontallyResizableBit = 0x1
    /// `NSTVFlags`' vertically resizable bit.
    public static let verticallyResizableBit = 0x2

    /// The find style a `NSPreferredTextFinderStyle` number names; nil for none.
    public static func findStyle(_ number: Int) -> String? {
        findStyles.first { $0.value == number }?.key
    }
}
