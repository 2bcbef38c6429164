import NibArchive
import NibDocument

/// `UIActivityIndicatorView`'s own keys as its `-encodeWithCoder:` writes them (ibtool archives the
/// live UIKit objects, so its keys are the coder's). Source: UIKitCore's
/// `-[UIActivityIndicatorView encodeWithCoder:]` and `initWithCoder:` (iOS 26.1, decompiled in the
/// search index):
///
/// - the style as numbers (`encodeInteger:`), always: `UIActivityIndicatorViewStyle-Modern` the
///   style itself (medium 100, large 101), `UIActivityIndicatorViewStyle` the legacy one the
///   modern styles stand in for on older systems (large as whiteLarge 0, medium as white 1; the
///   legacy styles as they are). NibKit's compact schema keeps the one `UIStyle`, as the number.
/// - `UIHidesWhenStopped` only when off (the decoder takes an absent key as on).
/// - `UIAnimating` only when on.
/// - the colour under `UIColor`, and with Apple's schema also under `UITintColor` and with
///   `UIDisableUpdateColorOnTraitCollectionChange` (setting a colour sets that flag).
///
/// Interface Builder's style names are UIKit's `UIActivityIndicatorView.Style` cases.
extension Compilation {
    mutating func uiKitActivityIndicatorValues(_ element: Element, _ values: [KeyedValue]) -> [KeyedValue] {
        let replaced: Set<String> = ["UIStyle", "UIHidesWhenStopped", "UIAnimating"]
        var values = values.filter { !replaced.contains($0.key) }
        let style = element["style"].flatMap { Self.uiKitActivityIndicatorStyles[$0] } ?? Self.uiKitActivityIndicatorDefaultStyle
        values.append(KeyedValue("UIStyle", .int(style)))
        if writesAppleOnlyKeys { values.append(KeyedValue("UIActivityIndicatorViewStyle", .int(Self.uiKitLegacyActivityIndicatorStyle(style)))) }
        if element["hidesWhenStopped"] == "NO" { values.append(KeyedValue("UIHidesWhenStopped", .bool(false))) }
        if element["animating"] == "YES" { values.append(KeyedValue("UIAnimating", .bool(true))) }
        if writesAppleOnlyKeys, let color = values.first(where: { $0.key == "UIColor" }) {
            values.append(KeyedValue("UITintColor", color.value))
            values.append(KeyedValue("UIDisableUpdateColorOnTraitCollectionChange", .bool(true)))
        }
        return values
    }

    /// `UIActivityIndicatorView.Style` raw values by Interface Builder's names.
    static let uiKitActivityIndicatorStyles = ["whiteLarge": 0, "white": 1, "gray": 2, "medium": 100, "large": 101]

    /// The style of an indicator made without one: UIKit's default for current SDKs (medium).
    static let uiKitActivityIndicatorDefaultStyle = 100

    /// The legacy style UIKit's coder writes beside a modern one: large as whiteLarge, medium as white.
    static func uiKitLegacyActivityIndicatorStyle(_ style: Int) -> Int {
        switch style {
        case 101: 0
        case 100: 1
        default: style
        }
    }
}
