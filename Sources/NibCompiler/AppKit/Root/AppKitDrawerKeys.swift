import NibArchive
import NibDocument

/// Drawers as ibtool writes them with Apple's schema (viraptor/ibtool's `drawer.py`, written
/// against Apple-compiled nibs; the key names also in GNUstep libs-gui's and Cocotron's NSDrawer
/// coders): the offsets as doubles, the leading one even at 0 and the trailing one where the
/// document sets it; the preferred edge as `NSRectEdge`'s number, even at its default (max X);
/// and no delegate, next responder, touch bar or parent window (outlets connect them). Both
/// schemas write them: NibKit's loader keeps a drawer's keys as they are, so both load alike.
extension Compilation {
    mutating func appKitDrawerValues(_ object: DocumentObject, _ element: Element, _ values: [KeyedValue]) -> [KeyedValue] {
        var result = values
        let index = archiveIndex.indexByID[object.id]
        for (attribute, key, standard) in [("leadingOffset", "NSLeadingOffset", 0.0 as Double?), ("trailingOffset", "NSTrailingOffset", nil)] {
            let offset = element[attribute].flatMap(Double.init) ?? standard
            replaceKey(key, with: key, offset.map { .double($0) }, in: &result, index: index)
        }
        let edge = AppKitEnumerationNumbers.rectEdges[element["preferredEdge"] ?? ""] ?? 2
        replaceKey("NSPreferredEdge", with: "NSPreferredEdge", .int(edge), in: &result, index: index)
        for key in ["NSDelegate", "NSNextResponder", "NSNibTouchBar", "NSParentWindow"] where !result.contains(where: { $0.key == key }) {
            result.append(KeyedValue(key, .null))
        }
        return result
    }
}
