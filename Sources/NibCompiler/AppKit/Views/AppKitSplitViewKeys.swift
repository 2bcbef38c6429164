import NibArchive
import NibDocument

/// Split views as ibtool writes them (learnt from the ibtool pairs): the divider style as
/// `NSSplitView.DividerStyle`'s number, holding priorities left out while all are the default
/// 250 (Apple's encoding of others is not known: they keep NibKit's key), and each pane clipping
/// its content (`NSViewClipsToBoundsKeyName`, which AppKit sets; IB's own switch stays off).
extension Compilation {
    mutating func appKitSplitViewValues(_ object: DocumentObject, _ values: [KeyedValue]) -> [KeyedValue] {
        let element = document.element(at: object.path)
        if object.elementName == "splitView" {
            var result = values
            if let style = element["dividerStyle"], let number = AppKitEnumerationNumbers.splitViewDividerStyles[style],
               let position = result.firstIndex(where: { $0.key == "NSDividerStyle" }) {
                result[position].value = .int(number)
            }
            if element.child("holdingPriorities")?.children.allSatisfy({ $0["value"] == "250" }) ?? true {
                result.removeAll { $0.key == "NSHoldingPriorities" }
            }
            return result
        }
        // A split view's panes clip their content.
        if let parent = object.parentID.flatMap({ document.object(id: $0) }), parent.elementName == "splitView", object.key == nil,
           isViewLike(object), !values.contains(where: { $0.key == "NSViewClipsToBoundsKeyName" }) {
            return values + [KeyedValue("NSViewClipsToBoundsKeyName", .bool(true))]
        }
        return values
    }
}
