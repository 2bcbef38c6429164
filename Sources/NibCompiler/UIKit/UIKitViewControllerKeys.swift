import NibArchive
import NibDocument

/// A view controller's own settings under the keys `-[UIViewController initWithCoder:]` reads (a
/// trace of UIKit's decoder, published with a UIKit reimplementation; another that reads Apple's
/// nibs finds `UIKeyAutomaticallyAdjustsScrollViewInsets` and `UIRestorationIdentifier` in
/// them): the layout switches and extended edges as integers under their `UIKey…` names (the decoder reads them
/// with `decodeInt64ForKey:`; presentation context is the prefix rule's bool, as the decoder
/// reads it), and a controller that uses its
/// storyboard identifier for state restoration carries that identifier as its restoration
/// identifier, which is what the switch means (there is no key of its own).
extension Compilation {
    /// UIKit's controller elements.
    static let uiKitControllerElements: Set<String> = [
        "viewController", "tableViewController", "collectionViewController", "navigationController", "tabBarController",
        "pageViewController", "splitViewController", "avPlayerViewController", "glkViewController",
    ]

    /// The prefix rule's keys for a controller's switches, and UIKit's.
    static let uiKitControllerSwitchKeys = [
        "UIAutomaticallyAdjustsScrollViewInsets": "UIKeyAutomaticallyAdjustsScrollViewInsets",
        "UIExtendedLayoutIncludesOpaqueBars": "UIKeyExtendedLayoutIncludesOpaqueBars",
    ]

    mutating func uiKitViewControllerValues(_ object: DocumentObject, _ element: Element, _ values: [KeyedValue]) -> [KeyedValue] {
        let index = archiveIndex.indexByID[object.id]
        var result: [KeyedValue] = []
        for value in values {
            if let key = Self.uiKitControllerSwitchKeys[value.key] {
                result.append(KeyedValue(key, .int(value.value == .bool(true) ? 1 : 0)))
                if diagnostics.recordsAttributeUses, let index { renameUses(of: index, from: value.key, to: key) }
            } else if value.key != "UIUseStoryboardIdentifierAsRestorationIdentifier" {
                result.append(value)
            }
        }
        if element["useStoryboardIdentifierAsRestorationIdentifier"] == "YES", let identifier = element["storyboardIdentifier"] {
            result.removeAll { $0.key == "UIRestorationIdentifier" }
            result.append(KeyedValue("UIRestorationIdentifier", .object(builder.string(identifier))))
            if diagnostics.recordsAttributeUses, let index {
                renameUses(of: index, from: "UIUseStoryboardIdentifierAsRestorationIdentifier", to: "UIRestorationIdentifier")
            }
        } else if diagnostics.recordsAttributeUses, let index {
            markUsesDesignTime(of: index, key: "UIUseStoryboardIdentifierAsRestorationIdentifier")
        }
        // The edges its layout extends under: UIRectEdge's bits (top 1, left 2, bottom 4, right 8).
        if let edges = element.child("extendedEdge", key: "edgesForExtendedLayout"), let position = result.firstIndex(where: { $0.key == "UIEdgesForExtendedLayout" }) {
            let mask = Self.uiKitRectEdges.reduce(0) { edges[$1.key] == "YES" ? $0 | $1.value : $0 }
            result[position] = KeyedValue("UIKeyEdgesForExtendedLayout", .int(mask))
            if diagnostics.recordsAttributeUses, let index, case .object(let archived) = values.first(where: { $0.key == "UIEdgesForExtendedLayout" })?.value {
                redirectUses(ofObject: archived, to: index, key: "UIKeyEdgesForExtendedLayout")
            }
        }
        return result
    }

    /// UIRectEdge's bits by `<extendedEdge>` attribute.
    static let uiKitRectEdges = ["top": 1, "left": 2, "bottom": 4, "right": 8]
}
