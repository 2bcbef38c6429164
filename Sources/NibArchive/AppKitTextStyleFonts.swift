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

    /// The styles the probes show, by Interface Builder's name.
    public static let byStyle: [String: Font] = [
        "callout": Font(usage: "UICTFontTextStyleCallout", size: 12, isBold: false),
        "headline": Font(usage: "UICTFontTextStyleHeadline", size: 13, isBold: true),
        "subheadline": Font(usage: "UICTFontTextStyleSubhead", size: 11, isBold: false),
        "title3": Font(usage: "UICTFontTextStyleTitle3", size: 15, isBold: false),
    ]

    /// The `NSfFlags` of such a font.
    public static let flags = 16

    /// Interface Builder's name of the style a descriptor's UI usage names, if it is one of ``byStyle``.
    public static func style(forUsage usage: String) -> String? { styleByUsage[usage] }

    private static let styleByUsage: [String: String] = Dictionary(uniqueKeysWithValues: byStyle.map { ($0.value.usage, $0.key) })
}
