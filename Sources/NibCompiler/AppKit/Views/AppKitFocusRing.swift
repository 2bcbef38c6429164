import NibArchive
import NibDocument

/// A view's or control's focus ring type as ibtool writes it (`NibArchive/AppKitFocusRing.swift`
/// has the bits; a cell's is folded with its other flags in `AppKitCellKeys.swift`):
/// - a control has none of its own: AppKit's control takes its cell's, so the control's attribute
///   is dropped (both schemas, so both load alike);
/// - a view without a cell keeps its type in `NSvFlags`, none 0x1000 and exterior 0x2000 (Apple's
///   schema, viraptor/ibtool's scroll view and table rules; NibKit's keeps its key).
extension Compilation {
    mutating func appKitFocusRingValues(_ object: DocumentObject, _ values: [KeyedValue]) -> [KeyedValue] {
        guard isViewLike(object),
              values.contains(where: { $0.key == "NSFocusRingType" }) else { return values }
        let element = document.element(at: object.path)
        let index = archiveIndex.indexByID[object.id]
        if let cell = element.children.first(where: { $0["key"] == "cell" }) {
            // Where the ring comes from at run time: the cell's flags (or its own key).
            if diagnostics.recordsAttributeUses, let index {
                let cellIndex = cell["id"].flatMap { archiveIndex.indexByID[$0] } ?? index
                redirectUses(of: index, key: "NSFocusRingType", to: cellIndex, key: writesAppleOnlyKeys ? "NSCellFlags2" : "NSFocusRingType")
            }
            return values.filter { $0.key != "NSFocusRingType" }
        }
        let type = element["focusRingType"]
        guard writesAppleOnlyKeys, AppKitFocusRing.number(type) != 0,
              let position = values.firstIndex(where: { $0.key == "NSvFlags" }), case .integer(let flags, _) = values[position].value
        else { return values }
        var result = values
        result[position] = KeyedValue("NSvFlags", .int(Int(flags) | AppKitFocusRing.viewFlagsBits(type)))
        result.removeAll { $0.key == "NSFocusRingType" }
        if diagnostics.recordsAttributeUses, let index { renameUses(of: index, from: "NSFocusRingType", to: "NSvFlags") }
        return result
    }
}
