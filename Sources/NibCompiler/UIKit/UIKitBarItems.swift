import NibArchive
import NibDocument

/// UIKit's bar items as ibtool archives them. For iOS, ibtool archives the live UIKit objects, so
/// an item's keys are those its class's `encodeWithCoder:` writes: UIKit's `UITabBarItem` writes
/// `UISystemItem` (a number) for a system item and then no title or images, `UIEnabled` only
/// when enabled (its decoder takes an absent key as NO), `UITag` only when not 0, and the
/// selected image under `UISelectedTemplateImage`. Sources: UIKit's `-[UITabBarItem
/// encodeWithCoder:]`/`initWithCoder:` (public decompilations), the tab bar items of the
/// calabash TestApp's `Main.storyboardc` (Apple's ibtool: `UIEnabled`, `UITitle`, `UIImage`,
/// `UISelectedTemplateImage`), Apple's `UITabBarItem.SystemItem` raw values.
extension Compilation {
    mutating func uiKitTabBarItemValues(_ element: Element, _ values: [KeyedValue]) -> [KeyedValue] {
        var values = values.filter { value in
            if value.key == "UITag", case .integer(0, _) = value.value { return false }
            return value.key != "UIEnabled" && value.key != "UISystemItem"
        }
        values = values.map { $0.key == "UISelectedImage" ? KeyedValue("UISelectedTemplateImage", $0.value) : $0 }
        if let systemItem = element["systemItem"], let number = Self.uiKitTabBarSystemItems[systemItem] {
            values.removeAll { ["UITitle", "UIImage", "UISelectedTemplateImage"].contains($0.key) }
            values.append(KeyedValue("UISystemItem", .int(number)))
        }
        if element["enabled"] != "NO" { values.append(KeyedValue("UIEnabled", .bool(true))) }
        return values
    }

    /// `UITabBarItem.SystemItem` raw values, by Interface Builder's `systemItem` name.
    static let uiKitTabBarSystemItems = [
        "more": 0, "favorites": 1, "featured": 2, "topRated": 3, "recents": 4, "contacts": 5, "history": 6,
        "bookmarks": 7, "search": 8, "downloads": 9, "mostRecent": 10, "mostViewed": 11,
    ]
}
