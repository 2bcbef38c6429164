import NibArchive
import NibDocument

/// Interface Builder attributes that no UIKit coder archives, left out in both schemas (so that
/// either loads alike), their uses marked as Interface Builder's own.
/// Each is absent from its class's `-encodeWithCoder:` in UIKitCore (iOS 26.1, decompiled in the
/// search index), which archives what the attribute stands for another way:
///
/// - a label's `usesAttributedText`: `-[UILabel encodeWithCoder:]` writes the attributed text
///   itself (`UIAttributedText`);
/// - an image view's `catalog`: `-[UIImageView encodeWithCoder:]` writes the image, whose own
///   reference names its catalog (``Compilation/imagePlaceholder(_:catalog:)``);
/// - a button's `hasAttributedTitle`: `-[UIButton encodeWithCoder:]` writes each state's title,
///   attributed or not, in `UIButtonStatefulContent`; its `pointerInteraction`: the coder writes no
///   pointer switch;
/// - a table view cell's `hidesAccessoryWhenEditing`: `-[UITableViewCell encodeWithCoder:]` writes
///   the accessory types, views and styles, and no such switch;
/// - a segmented control's `segmentControlStyle` (UIKit's deprecated `UISegmentedControlStyle`):
///   `-[UISegmentedControl encodeWithCoder:]` writes no style.
extension Compilation {
    /// The prefix-rule keys of those attributes, by element.
    static let uiKitUnarchivedKeys: [String: Set<String>] = [
        "label": ["UIUsesAttributedText"], "imageView": ["UICatalog"], "button": ["UIHasAttributedTitle", "UIPointerInteraction"],
        "tableViewCell": ["UIHidesAccessoryWhenEditing"], "segmentedControl": ["UISegmentControlStyle"],
    ]

    mutating func uiKitWithoutUnarchivedAttributes(_ object: DocumentObject, _ values: [KeyedValue]) -> [KeyedValue] {
        guard let keys = Self.uiKitUnarchivedKeys[object.elementName] else { return values }
        if let index = archiveIndex.indexByID[object.id] { for key in keys { markUsesDesignTime(of: index, key: key) } }
        return values.filter { !keys.contains($0.key) }
    }
}
