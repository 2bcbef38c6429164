/// The library's named key constants (`NibKey.uiTag`): every key a generated class reads with a
/// signature check, and the keys the hand-written classes read so.
enum KeyConstants {
    /// Keys the hand-written classes read by constant (`coder.decodeString(.uiSystemColorName, in: keys)`).
    /// A key a hand-written class reads must be listed here: the generator learns from these
    /// constants which keys the hand-written classes read.
    static let handWritten: [String] = [
        // UIColor, NSColor
        "UISystemColorName", "NSColorName", "UIAssetName", "NSColorSpace", "IBColorSpaceName", "NSCatalogName",
        "UIColorComponentCount", "UIRed", "UIWhite", "NSCustomColorSpace", "NSComponents", "NSColor",
        // UIFont, NSFont
        "UIFontName", "NSName", "UIFontPointSize", "NSSize", "UISystemFont", "UIFontTextStyleForScaling", "NSTextStyle",
        "IBMetaFont", "NSfFlags", "IBFontWeight", "NSUsesAppearanceFont", "NSFontUsesAppearanceFontSize", "UIFontTraits",
        "UIFontDescriptor", "UIFontPointSizeForScaling", "UIFontMaximumPointSizeAfterScaling", "NSTextStyleDescriptor",
        // UIControl
        "UIEnabled", "UIDisabled", "UISelected", "UIHighlighted",
        // UIView
        "UIBackgroundColor", "UITintColor", "UIHidden", "UIAlpha", "UITag", "UIClipsToBounds", "UIOpaque",
        "UIUserInteractionDisabled", "UIContentMode", "UIAutoresizingMask", "UIViewDoesNotTranslateAutoresizingMaskIntoConstraints",
        "UIRestorationIdentifier", "UIViewSemanticContentAttribute", "UIDeepDrawRect", "UIViewContentHuggingPriority",
        "UIViewContentCompressionResistancePriority", "UIAccessibilityConfiguration",
        // UIButton
        "UITitle", "UITitleColor", "UIImage",
        // UILabel
        "UITextAlignment", "UINumberOfLines", "UIDisableUpdateTextColorOnTraitCollectionChange",
    ]

    /// A key's constant name: its framework prefix in lower case, the rest as it is
    /// (`UITag` → `uiTag`, `NSfFlags` → `nsfFlags`, `IBMetaFont` → `ibMetaFont`).
    static func name(of key: String) -> String {
        for prefix in ["UI", "NS", "IB"] where key.hasPrefix(prefix) { return prefix.lowercased() + key.dropFirst(prefix.count) }
        return key.prefix(1).lowercased() + key.dropFirst()
    }

    /// Constant names of the hand-written keys, to the keys.
    static var handWrittenByName: [String: String] {
        Dictionary(uniqueKeysWithValues: handWritten.map { (name(of: $0), $0) })
    }
}
