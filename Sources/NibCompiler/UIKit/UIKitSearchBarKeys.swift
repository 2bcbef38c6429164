import NibArchive
import NibDocument

/// `UISearchBar`'s style and switches as its `-encodeWithCoder:` writes them: `UIBarStyle` and
/// `UISearchBarStyle` as numbers only when not default (0), `UISearchBarTranslucence` only when
/// the document sets `translucent` (1 for YES, 2 for NO, as the bars' own), the cancel, bookmark,
/// scope bar and results buttons only when on (`UIShowsCancelButton`, `UIShowsBookmarkButton`,
/// `UIShowsScopeBar`, `UIShowSearchResultsButton`, `UISearchResultsButtonSelected`). Source: UIKitCore's `-[UISearchBar encodeWithCoder:]`
/// and `initWithCoder:` (iOS 26.1, decompiled in the search index); raw values from Apple's
/// `UIInterface.h` (`UIBarStyle`) and `UISearchBar.h` (`UISearchBar.Style`).
///
/// NibKit's compact schema keeps `UITranslucent` and `UIShowsSearchResultsButton`
/// (`KeyTables.appleKeyRenames` names Apple's); the values and omissions are Apple's in both.
/// (A disabled search bar, `UISearchBarDisabled`, is not handled here yet.)
extension Compilation {
    mutating func uiKitSearchBarValues(_ element: Element, _ values: [KeyedValue]) -> [KeyedValue] {
        let switches: Set<String> = ["UIShowsCancelButton", "UIShowsBookmarkButton", "UIShowsScopeBar", "UIShowsSearchResultsButton", "UISearchResultsButtonSelected"]
        var values = values.filter { value in
            if switches.contains(value.key) { return value.value == .bool(true) }
            return !["UIBarStyle", "UISearchBarStyle", "UITranslucent"].contains(value.key)
        }
        if let style = element["barStyle"].flatMap({ Self.uiKitBarStyles[$0] }), style != 0 { values.append(KeyedValue("UIBarStyle", .int(style))) }
        if let style = element["searchBarStyle"].flatMap({ Self.uiKitSearchBarStyles[$0] }), style != 0 {
            values.append(KeyedValue("UISearchBarStyle", .int(style)))
        }
        if let translucent = element["translucent"] { values.append(KeyedValue("UITranslucent", .int(translucent == "NO" ? 2 : 1))) }
        return values
    }

    /// `UISearchBar.Style` raw values by Interface Builder's `searchBarStyle` names.
    static let uiKitSearchBarStyles = ["default": 0, "prominent": 1, "minimal": 2]
}
