/// The fonts Apple's ibtool archives for a Mac `<font textStyle="…"/>` that names no font and no
/// meta font: the system font (the bold one for the headline) at the style's size, `NSfFlags` 16,
/// and a descriptor naming the style by its UI usage (`UICTFontTextStyleHeadline`). Source: a
/// probed Python ibtool for NetNewsWire's Mac xibs (Apple's ibtool 27). The compiler writes
/// them; the object library reads a text style back from the usage.
public enum AppKitTextStyleFonts {
    /// One style's font.
    public struct Font: Sendable {
        /// The UI usage the descriptor names the style by.
        public let usage: String
        /// The point size.
        public let size: Double
        /// Whether the font is the bold system font.
        public let isBold: Bool
    }

    /// Every macOS text style by Interface Builder's name: the four the probes show, and the rest
    /// at AppKit's documented macOS sizes (large title 26, title 1 22, title 2 17, body 13,
    /// footnote and captions 10) under CoreText's usage names (the large title is `Title0`).
    public static let byStyle: [String: Font] = [
        "largeTitle": Font(usage: "UICTFontTextStyleTitle0", size: 26, isBold: false),
        "title1": Font(usage: "UICTFontTextStyleTitle1", size: 22, isBold: false),
        "title2": Font(usage: "UICTFontTextStyleTitle2", size: 17, isBold: false),
        "title3": Font(usage: "UICTFontTextStyleTitle3", size: 15, isBold: false),
        "headline": Font(usage: "UICTFontTextStyleHeadline", size: 13, isBold: true),
        "subheadline": Font(usage: "UICTFontTextStyleSubhead", size: 11, isBold: false),
        "body": Font(usage: "UICTFontTextStyleBody", size: 13, isBold: false),
        "callout": Font(usage: "UICTFontTextStyleCallout", size: 12, isBold: false),
        "footnote": Font(usage: "UICTFontTextStyleFootnote", size: 10, isBold: false),
        "caption1": Font(usage: "UICTFontTextStyleCaption1", size: 10, isBold: false),
        "caption2": Font(usage: "UICTFontTextStyleCaption2", size: 10, isBold: false),
    ]

    /// The `NSfFlags` of such a font.
    public static let flags = 16

    /// Interface Builder's name of the style a descriptor's UI usage names, if it is one of ``byStyle``.
    public static func style(forUsage usage: String) -> String? { styleByUsage[usage] }

    private static let styleByUsage: [String: String] = Dictionary(uniqueKeysWithValues: byStyle.map { ($0.value.usage, $0.key) })
}
