import NibArchive
import NibDocument

/// A button's content tint colour as AppKit archives it with Apple's schema: the document has it
/// on the button (`<color key="contentTintColor">`), ibtool on the button's cell, as the cell's
/// `NSContentTintColor` (a probed Python ibtool for NetNewsWire's Mac xibs, ibtool 27); the
/// button itself keeps none (``appKitControlValues(_:_:)``). The loader reads it from the cell.
extension Compilation {
    /// Adds the content tint of the button that owns a button cell to the cell's values.
    mutating func buttonContentTint(ownerID: String?, className: String, _ result: inout [KeyedValue]) {
        guard className == "NSButtonCell", let owner = ownerID.flatMap({ document.object(id: $0) }), owner.elementName == "button",
              let tint = document.element(at: owner.path).child("color", key: "contentTintColor"),
              !result.contains(where: { $0.key == "NSContentTintColor" }) else { return }
        result.append(KeyedValue("NSContentTintColor", encodeColor(tint)))
    }
}
