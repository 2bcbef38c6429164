import NibArchive
import NibDocument

/// A button's content tint colour as AppKit archives it with Apple's schema: the document has it
/// on the button (`<color key="contentTintColor">`), ibtool on the button's cell, as the cell's
/// `NSContentTintColor` (a probed Python ibtool for NetNewsWire's Mac xibs, ibtool 27); the
/// button itself keeps none. The loader reads it from the cell.
extension Compilation {
    /// Adds the content tint of the button that owns a button cell to the cell's values.
    mutating func buttonContentTint(ownerID: String?, className: String, _ result: inout [KeyedValue]) {
        guard className == "NSButtonCell", let owner = ownerID.flatMap({ document.object(id: $0) }), owner.elementName == "button",
              let tint = document.element(at: owner.path).child("color", key: "contentTintColor"),
              !result.contains(where: { $0.key == "NSContentTintColor" }) else { return }
        result.append(KeyedValue("NSContentTintColor", encodeColor(tint)))
    }

    /// Takes the content tint off a button (Apple's schema), its uses recorded on the cell that has it.
    mutating func buttonContentTintLeaves(_ object: DocumentObject, _ element: Element, cell: Element, _ result: inout [KeyedValue]) {
        guard element.name == "button", result.contains(where: { $0.key == "NSContentTintColor" }) else { return }
        result.removeAll { $0.key == "NSContentTintColor" }
        if diagnostics.recordsAttributeUses, let index = archiveIndex.indexByID[object.id], let cellIndex = cell["id"].flatMap({ archiveIndex.indexByID[$0] }) {
            redirectUses(of: index, key: "NSContentTintColor", to: cellIndex, key: "NSContentTintColor")
        }
    }
}
