/// The numbers Apple's AppKit nibs give a stack view's orientation, alignment and distribution
/// (`NSStackViewOrientation`, `NSStackViewAlignment`, `NSStackViewSecondaryAlignment`,
/// `NSStackViewdistribution`), as found in the ibtool pairs, by Interface Builder's names. The
/// compiler writes them; the object library reads the names back.
public enum AppKitStackViewNumbers {
    /// `NSUserInterfaceLayoutOrientation`.
    public static let orientations = ["horizontal": 0, "vertical": 1]
    /// The alignment as an `NSLayoutConstraint.Attribute`.
    public static let alignments = [
        "left": 1, "right": 2, "top": 3, "bottom": 4, "leading": 5, "trailing": 6, "width": 7, "height": 8,
        "centerX": 9, "centerY": 10, "baseline": 11, "firstBaseline": 12,
    ]
    /// The alignment across the stack (the stack view's own numbering): start, first
    /// baseline, centre, end, last baseline.
    public static let secondaryAlignments = [
        "left": 1, "top": 1, "leading": 1, "firstBaseline": 2, "centerX": 3, "centerY": 3,
        "right": 4, "bottom": 4, "trailing": 4, "baseline": 5,
    ]
    /// `NSStackView.Distribution`.
    public static let distributions = [
        "gravityAreas": -1, "fill": 0, "fillEqually": 1, "fillProportionally": 2, "equalSpacing": 3, "equalCentering": 4,
    ]

    /// The alignment a stack view has when the document names none: centred across the stack.
    public static func defaultAlignment(orientation: String) -> String {
        orientation == "vertical" ? "centerX" : "centerY"
    }

    /// The names by number, made once (stack views are decoded on every instantiation); where
    /// two names share a number, the first by name.
    public static let orientationNames = AppKitEnumerationNumbers.names(orientations)
    /// Alignment names by `NSLayoutConstraint.Attribute` number.
    public static let alignmentNames = AppKitEnumerationNumbers.names(alignments)
    /// Distribution names by number.
    public static let distributionNames = AppKitEnumerationNumbers.names(distributions)
}
