import NibArchive
import NibDocument

/// A view controller's top or bottom layout guide (`<viewControllerLayoutGuide type="top">`) as
/// `_UILayoutGuide` archives it. Source: UIKitCore's `-[_UILayoutGuide encodeWithCoder:]`
/// (iOS 26.1, decompiled in the search index): after UIView's keys it writes
/// `_UILayoutGuideIsHorizontal` when horizontal, its archived identifier as an object under
/// `_UILayoutGuideIdentifier`, and the constraints to remove at run time; no type. The guide's
/// kind is its identifier: `_UIViewControllerTop` or `_UIViewControllerBottom`, the names
/// viraptor/ibtool's and WinObjC's nib writers give IB's top and bottom guides.
///
/// Both schemas write the identifier (the object library reads it back as the guide's type).
extension Compilation {
    /// The identifier of each guide type.
    static let uiKitLayoutGuideIdentifiers = ["top": "_UIViewControllerTop", "bottom": "_UIViewControllerBottom"]

    mutating func uiKitLayoutGuideValues(_ object: DocumentObject, _ element: Element, _ values: [KeyedValue]) -> [KeyedValue] {
        guard let type = element["type"], let identifier = Self.uiKitLayoutGuideIdentifiers[type] else { return values }
        var values = values.filter { $0.key != "UIType" }
        values.append(KeyedValue("_UILayoutGuideIdentifier", .object(builder.string(identifier))))
        if let index = archiveIndex.indexByID[object.id] {
            diagnostics.attributeUses.rewrite(ofObject: index, key: "UIType", to: .archived(objectIndex: index, key: "_UILayoutGuideIdentifier"))
        }
        return uiKitViewNibLayoutGuideValues(object, type, values)
    }
}
