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

/// `UIBarButtonItem`'s keys as its `encodeWithCoder:` writes them: `UIEnabled` only when enabled
/// (an item is enabled unless the document says NO), a system item as `UIIsSystemItem` (YES) and
/// `UISystemItem` (its `UIBarButtonItem.SystemItem` raw value) with no title or image (UIKit's
/// system item ignores them), `UIStyle` only when not plain (bordered 1, done 2; the Done system
/// item is made with the done style, as `initWithBarButtonSystemItem:` makes it), `UIItemHidden`
/// only when hidden, `UITag` only when not 0 and `UIWidth` with `encodeFloat:` only when not 0.
/// Source: UIKit's `-[UIBarButtonItem encodeWithCoder:]`, `initWithCoder:` and
/// `initWithBarButtonSystemItem:target:action:` (public decompilations of UIKit); raw values from
/// Apple's `UIBarButtonItem.h`.
extension Compilation {
    mutating func uiKitBarButtonItemValues(_ element: Element, _ values: [KeyedValue]) -> [KeyedValue] {
        var values = values.filter { value in
            if ["UITag", "UIWidth"].contains(value.key), value.value == .int(0) || value.value == .double(0) { return false }
            return !["UIEnabled", "UISystemItem", "UIIsSystemItem", "UIStyle", "UIHidden", "UIItemHidden"].contains(value.key)
        }
        values = values.map { value in
            guard value.key == "UIWidth" else { return value }
            switch value.value {
            case .integer(let number, _): return KeyedValue("UIWidth", .float(Float(number)))
            case .double(let number): return KeyedValue("UIWidth", .float(Float(number)))
            default: return value
            }
        }
        if element["enabled"] != "NO" { values.append(KeyedValue("UIEnabled", .bool(true))) }
        var style = element["style"].flatMap { Self.uiKitBarButtonStyles[$0] } ?? 0
        if let systemItem = element["systemItem"], let number = Self.uiKitBarButtonSystemItems[systemItem] {
            values.removeAll { ["UITitle", "UIImage", "UILandscapeImagePhone"].contains($0.key) }
            values.append(KeyedValue("UIIsSystemItem", .bool(true)))
            values.append(KeyedValue("UISystemItem", .int(number)))
            if systemItem == "done" { style = 2 }
        }
        if style != 0 { values.append(KeyedValue("UIStyle", .int(style))) }
        if element["hidden"] == "YES" { values.append(KeyedValue("UIItemHidden", .bool(true))) }
        return values
    }

    /// `UIBarButtonItem.Style` raw values.
    static let uiKitBarButtonStyles = ["plain": 0, "bordered": 1, "done": 2]

    /// `UIBarButtonItem.SystemItem` raw values, by Interface Builder's `systemItem` name.
    static let uiKitBarButtonSystemItems = [
        "done": 0, "cancel": 1, "edit": 2, "save": 3, "add": 4, "flexibleSpace": 5, "fixedSpace": 6, "compose": 7, "reply": 8,
        "action": 9, "organize": 10, "bookmarks": 11, "search": 12, "refresh": 13, "stop": 14, "camera": 15, "trash": 16,
        "play": 17, "pause": 18, "rewind": 19, "fastForward": 20, "undo": 21, "redo": 22, "pageCurl": 23, "close": 24,
    ]
}

/// `UIToolbar`'s and `UINavigationBar`'s style and translucence as their `encodeWithCoder:`
/// writes them: `UIBarStyle` (`UIBarStyle` raw value) only when not default, `UIBarTranslucence`
/// only when the document sets `translucent` (`setTranslucent:` stores 1 for YES, 2 for NO; 0,
/// never set, is not written), and a navigation bar's `UIBarPrefersLargeTitles` only when on.
/// Source: UIKit's `-[UIToolbar encodeWithCoder:]`, `-[UIToolbar setTranslucent:]` and
/// `-[UINavigationBar encodeWithCoder:]` (public decompilations of UIKit; the 1/2 convention for
/// a navigation bar also in the original Python ibtool's xibparser); raw values from Apple's
/// `UIInterface.h`.
extension Compilation {
    mutating func uiKitBarValues(_ object: DocumentObject, _ element: Element, _ values: [KeyedValue]) -> [KeyedValue] {
        var values = values.filter { !["UIBarStyle", "UITranslucent", "UIBarTranslucence", "UILargeTitles"].contains($0.key) }
        if element.name == "navigationBar", element["largeTitles"] == "YES" {
            values.append(KeyedValue("UIBarPrefersLargeTitles", .bool(true)))
            if diagnostics.recordsAttributeUses, let index = archiveIndex.indexByID[object.id] { renameUses(of: index, from: "UILargeTitles", to: "UIBarPrefersLargeTitles") }
        }
        if let style = element["barStyle"].flatMap({ Self.uiKitBarStyles[$0] }), style != 0 { values.append(KeyedValue("UIBarStyle", .int(style))) }
        if let translucent = element["translucent"] {
            values.append(KeyedValue("UIBarTranslucence", .int(translucent == "NO" ? 2 : 1)))
            if diagnostics.recordsAttributeUses, let index = archiveIndex.indexByID[object.id] { renameUses(of: index, from: "UITranslucent", to: "UIBarTranslucence") }
        }
        return values
    }

    /// `UIBarStyle` raw values by Interface Builder's `barStyle` names.
    static let uiKitBarStyles = ["default": 0, "black": 1, "blackOpaque": 1, "blackTranslucent": 2]
}
