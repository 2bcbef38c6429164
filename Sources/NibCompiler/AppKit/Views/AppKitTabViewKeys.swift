import NibArchive
import NibDocument

/// Tab views as ibtool writes them (learnt from the ibtool pairs): the selected item's view is
/// the tab view's one subview (in both schemas, as AppKit has it), the font is AppKit's small
/// system font unless the document names one, and in Apple's schema the type and control size are
/// `NSTvFlags`' bits, the selected item is named, every item has a label, truncated labels are allowed by default and each item
/// has the control colour and points back at its tab view; an item's image catalog is its image's.
extension Compilation {
    mutating func appKitTabViewValues(_ object: DocumentObject, _ values: [KeyedValue]) -> [KeyedValue] {
        let element = document.element(at: object.path)
        switch object.elementName {
        case "tabView": return tabViewValues(element, index: archiveIndex.indexByID[object.id], values)
        case "tabViewItem" where writesAppleOnlyKeys:
            var result = values
            if !result.contains(where: { $0.key == "NSColor" }) {
                result.append(KeyedValue("NSColor", systemCatalogColor("controlColor")))
            }
            if let tabView = reference(to: object.parentID) { result.append(KeyedValue("NSTabView", tabView)) }
            // The image's catalog is its resource's (`NSCatalogName`), as a menu item's, a
            // segment's and a toolbar item's are: NSTabViewItem has no key of its own for it.
            if result.contains(where: { $0.key == "NSCatalog" }) {
                replaceKey("NSCatalog", with: "NSImage", nil, in: &result, index: archiveIndex.indexByID[object.id])
            }
            // Every item has a label, empty when the document gives none (viraptor/ibtool's `tabView.py`).
            if !result.contains(where: { $0.key == "NSLabel" }) { result.append(KeyedValue("NSLabel", .object(builder.string("")))) }
            return result
        default: return values
        }
    }

    private mutating func tabViewValues(_ element: Element, index: Int?, _ values: [KeyedValue]) -> [KeyedValue] {
        var result = values
        func add(_ key: String, _ value: ArchiveValue) {
            if !result.contains(where: { $0.key == key }) { result.append(KeyedValue(key, value)) }
        }
        let selected = Self.shownTabViewItem(of: element)
        let selectedView = selected?.child(key: "view").flatMap { reference(to: $0["id"]) }
        add("NSSubviews", .object(builder.array(selectedView.map { [$0] } ?? [], className: "NSMutableArray")))
        // The initial item is an id: it is archived as the item itself.
        result.removeAll { $0.key == "NSInitialItem" }
        if diagnostics.recordsAttributeUses, let index { renameUses(of: index, from: "NSInitialItem", to: "NSSelectedTabViewItem") }
        if let item = selected.flatMap({ reference(to: $0["id"]) }) { add("NSSelectedTabViewItem", item) }
        if element.child(key: "font") == nil {
            let font = metaFont("smallSystem")
            add("NSSupport", font)
        }
        guard writesAppleOnlyKeys else {
            add("NSDrawsBackground", .bool(element["drawsBackground"] != "NO"))  // AppKit's default, said as Apple's schema says it
            return result
        }
        if let position = result.firstIndex(where: { $0.key == "NSSupport" }) { result[position].key = "NSFont" }
        result.removeAll { ["NSType", "NSAllowsTruncatedLabels", "NSDrawsBackground"].contains($0.key) }
        if diagnostics.recordsAttributeUses, let index {
            renameUses(of: index, from: "NSType", to: "NSTvFlags")
            renameUses(of: index, from: "NSAllowsTruncatedLabels", to: "NSAllowTruncatedLabels")
        }
        if let next = tabViewNextKeyView(element) { add("NSNextKeyView", next) }
        add("NSTabViewItems", .object(builder.array([], className: "NSMutableArray")))
        // NSTvFlags: the type in bits 0-2, the control size in bits 26-27 (GNUstep's NSTabView.m reads them so).
        let size = Self.controlSizes[element["controlSize"] ?? ""] ?? 0
        result.removeAll { $0.key == "NSControlSize" }
        if diagnostics.recordsAttributeUses, let index { renameUses(of: index, from: "NSControlSize", to: "NSTvFlags") }
        add("NSTvFlags", .int((AppKitEnumerationNumbers.tabViewTypes[element["type"] ?? ""] ?? 0) | (size & 3) << 26))
        add("NSAllowTruncatedLabels", .bool(element["allowsTruncatedLabels"] != "NO"))
        if element["drawsBackground"] != "NO" { add("NSDrawsBackground", .bool(true)) }
        return result
    }

    /// The item a tab view shows: its initial item, else its first.
    static func shownTabViewItem(of tabView: Element) -> Element? {
        let items = tabView.child("tabViewItems")?.children.filter { $0.name == "tabViewItem" } ?? []
        return items.first { $0["id"] != nil && $0["id"] == tabView["initialItem"] } ?? items.first
    }
}
