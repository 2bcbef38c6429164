import NibArchive
import NibDocument

/// `UIButton`'s own keys as its `encodeWithCoder:` writes them, which ibtool's are (ibtool archives
/// the live UIKit objects): `UIAdjustsImageWhenHighlighted` and `UIAdjustsImageWhenDisabled` are
/// written when on (their default; UIKit's decoder takes an absent key as NO), the title-shadow
/// reversal and touch glow only when on, `UIButtonType` only when not custom (0) and
/// `UILineBreakMode` only when not a button's own middle truncation (5). Source: UIKit's
/// `-[UIButton encodeWithCoder:]`/`initWithCoder:` (public decompilations).
///
/// The content, title and image insets (`UIContentEdgeInsets`, `UITitleEdgeInsets`,
/// `UIImageEdgeInsets`, `encodeUIEdgeInsets:`) only when some edge is not zero. Source:
/// UIKitCore's `-[UIButton encodeWithCoder:]` (iOS 26.1, decompiled in the search index).
extension Compilation {
    mutating func uiKitButtonValues(_ element: Element, _ values: [KeyedValue]) -> [KeyedValue] {
        var values = values.filter { value in
            switch (value.key, value.value) {
            case ("UIButtonType", .integer(0, _)), ("UILineBreakMode", .integer(5, _)): return false
            case ("UIReversesTitleShadowWhenHighlighted", .bool(false)), ("UIShowsTouchWhenHighlighted", .bool(false)): return false
            case ("UIAdjustsImageWhenHighlighted", _), ("UIAdjustsImageWhenDisabled", _): return false
            case ("UIContentEdgeInsets", _), ("UITitleEdgeInsets", _), ("UIImageEdgeInsets", _): return value.value != geometry([0, 0, 0, 0])
            default: return true
            }
        }
        if element["adjustsImageWhenHighlighted"] != "NO" { values.append(KeyedValue("UIAdjustsImageWhenHighlighted", .bool(true))) }
        if element["adjustsImageWhenDisabled"] != "NO" { values.append(KeyedValue("UIAdjustsImageWhenDisabled", .bool(true))) }
        return values
    }
}
