import NibArchive
import NibDocument

/// A UIKit scroll view's scrolling switch as Apple's nibs hold it: inverted, `UIScrollDisabled`
/// (YES when Interface Builder's `scrollEnabled` is NO), in both schemas, as NibKit's `UIScrollView`
/// reads it. Sources: nib-binary-format.md §3.3 (`UIScrollDisabled` among a scroll view's keys in
/// Apple-compiled nibs); xibdump (satroschenko/xibdump, which turns Apple-compiled UIKit nibs back
/// into documents) reads `UIScrollDisabled` back as `scrollEnabled` inverted, and Microsoft's
/// xib2nib (WinObjC `UIScrollView.cpp`) writes it so. A map view's switch is MapKit's, not this one.
extension KeyTables {
    /// The inverted switches, by `element.attribute`: the key that holds the opposite of the attribute.
    package static let uiKitInvertedSwitchKeys: [String: String] = [
        "scrollView.scrollEnabled": "UIScrollDisabled", "textView.scrollEnabled": "UIScrollDisabled",
        "tableView.scrollEnabled": "UIScrollDisabled", "collectionView.scrollEnabled": "UIScrollDisabled",
    ]
}

extension Compilation {
    /// The value of an inverted switch (``KeyTables/uiKitInvertedSwitchKeys``) of `element`, or nil
    /// when `attribute` is none.
    static func uiKitInvertedSwitch(_ attribute: Attribute, of element: Element) -> KeyedValue? {
        guard let key = KeyTables.uiKitInvertedSwitchKeys["\(element.name).\(attribute.name)"] else { return nil }
        return KeyedValue(key, .bool(attribute.value != "YES"))
    }
}
