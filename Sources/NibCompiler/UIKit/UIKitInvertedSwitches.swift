import NibArchive
import NibDocument

/// UIKit switches Apple's nibs hold inverted, as the opposite of Interface Builder's attribute,
/// in both schemas (NibKit's `UIView` and `UIScrollView` read them so):
/// - a view's `userInteractionEnabled` as `UIUserInteractionDisabled`, on every element;
/// - a scroll view's `scrollEnabled` as `UIScrollDisabled` (YES when the attribute is NO). Sources:
///   nib-binary-format.md §3.3 (`UIScrollDisabled` among a scroll view's keys in Apple-compiled
///   nibs); xibdump (satroschenko/xibdump, which turns Apple-compiled UIKit nibs back into
///   documents) reads it back as `scrollEnabled` inverted, and Microsoft's xib2nib (WinObjC
///   `UIScrollView.cpp`) writes it so. A map view's switch is MapKit's, not this one.
extension KeyTables {
    /// The inverted switches by attribute: the key that holds the attribute's opposite, and the
    /// elements that have it (nil: every element).
    static let uiKitInvertedSwitches: [String: (key: String, elements: Set<String>?)] = [
        "userInteractionEnabled": ("UIUserInteractionDisabled", nil),
        "scrollEnabled": ("UIScrollDisabled", ["scrollView", "textView", "tableView", "collectionView"]),
    ]

    /// The key holding the opposite of `attribute` of `element` (any element when nil), if it is
    /// one of ``uiKitInvertedSwitches``.
    package static func uiKitInvertedSwitchKey(_ attribute: String, element: String?) -> String? {
        guard let entry = uiKitInvertedSwitches[attribute] else { return nil }
        if let elements = entry.elements, !(element.map(elements.contains) ?? false) { return nil }
        return entry.key
    }
}

extension Compilation {
    /// The value of an inverted switch (``KeyTables/uiKitInvertedSwitches``) of `element`, or nil
    /// when `attribute` is none.
    static func uiKitInvertedSwitch(_ attribute: Attribute, of element: Element) -> KeyedValue? {
        guard let key = KeyTables.uiKitInvertedSwitchKey(attribute.name, element: element.name) else { return nil }
        return KeyedValue(key, .bool(attribute.value != "YES"))
    }
}
