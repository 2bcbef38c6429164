/// The numbers Apple's text classes (`NSParagraphStyle`, `NSTextTab`) archive for what Interface
/// Builder writes by name. They are UIFoundation's coder numbers, the same on every platform:
/// alignments keep the original macOS (Core Text) order, which Apple silicon's and UIKit's
/// `NSTextAlignment` reorders (centre 1, right 2).
public enum TextEnumerationNumbers {
    /// `NSTextAlignment` as archived (`NSAlignment`, `NSTextAlignment`).
    public static let alignments = ["left": 0, "right": 1, "center": 2, "justified": 3, "natural": 4]
    /// `NSLineBreakMode` (`NSLineBreakMode`).
    public static let lineBreakModes = [
        "wordWrapping": 0, "charWrapping": 1, "clipping": 2, "truncatingHead": 3, "truncatingTail": 4, "truncatingMiddle": 5,
    ]
    /// `NSWritingDirection` as archived (`NSWritingDirection`): one higher than its raw value;
    /// natural is not archived.
    public static let writingDirections = ["leftToRight": 1, "rightToLeft": 2]
    /// `NSTextTab.TabType` (`NSType`), by the alignment a tab is made with.
    public static let tabTypesByAlignment = ["left": 0, "right": 1, "center": 2]
    /// The tightening factor for truncation a paragraph style has unless set (UIFoundation's
    /// default, a double; a set factor is a float, so a set 0.05 differs from it).
    public static let defaultTighteningFactor = 0.05
}
