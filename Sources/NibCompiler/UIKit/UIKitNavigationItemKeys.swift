import NibArchive
import NibDocument

/// `UINavigationItem`'s large title mode as its `-encodeWithCoder:` writes it: `UILargeTitleDisplayMode`
/// as a number (`encodeInteger:`), always (for apps built with current SDKs, as ibtool's archives
/// are). Source: UIKitCore's `-[UINavigationItem encodeWithCoder:]` and `initWithCoder:` (iOS 26.1,
/// decompiled in the search index); raw values from Apple's `UINavigationItem.h`
/// (`LargeTitleDisplayMode`: automatic 0, always 1, never 2, inline 3).
extension Compilation {
    mutating func uiKitNavigationItemValues(_ element: Element, _ values: [KeyedValue]) -> [KeyedValue] {
        var values = values.filter { $0.key != "UILargeTitleDisplayMode" }
        let mode = element["largeTitleDisplayMode"].flatMap { Self.uiKitLargeTitleDisplayModes[$0] } ?? 0
        values.append(KeyedValue("UILargeTitleDisplayMode", .int(mode)))
        return values
    }

    /// `UINavigationItem.LargeTitleDisplayMode` raw values by Interface Builder's names.
    static let uiKitLargeTitleDisplayModes = ["automatic": 0, "always": 1, "never": 2, "inline": 3]
}
