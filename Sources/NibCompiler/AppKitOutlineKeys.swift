import NibArchive
import NibDocument

/// Outline views' own keys in Apple's schema (learnt from the ibtool pairs): the indentation
/// as a float under `NSOutlineViewIndentationPerLevelKey` (0 where the document names none),
/// `NSOutlineViewAutoresizesOutlineColumnKey` false unless the document turns it on (then no
/// key), `NSOutlineViewAutosaveExpandedItemsKey`, and `NSOutineViewStronglyReferencesItems`
/// (AppKit's spelling). The outline column is not archived where it is the first column, as
/// AppKit takes that one; the loader does the same.
extension Compilation {
    mutating func appKitOutlineViewValues(_ object: DocumentObject, _ values: [KeyedValue]) -> [KeyedValue] {
        guard flavour == .appKit, document.format == .document, writesAppleOnlyKeys, object.elementName == "outlineView" else { return values }
        let element = document.element(at: object.path)
        let index = indexByID[object.id]
        var result = values
        func rename(_ key: String, to newKey: String, _ value: ArchiveValue?) {
            let had = result.contains { $0.key == key }
            result.removeAll { $0.key == key }
            if let value { result.append(KeyedValue(newKey, value)) }
            if had, recordsAttributeUses, let index { renameUses(of: index, from: key, to: newKey) }
        }
        let firstColumn = element.child("tableColumns")?.children.first { $0.name == "tableColumn" }?["id"]
        if let outlineColumn = element["outlineTableColumn"], outlineColumn == firstColumn {
            rename("NSOutlineTableColumn", to: "NSTableColumns", nil)
        }
        rename("NSIndentationPerLevel", to: "NSOutlineViewIndentationPerLevelKey", .float(Float(element["indentationPerLevel"] ?? "") ?? 0))
        rename("NSAutoresizesOutlineColumn", to: "NSOutlineViewAutoresizesOutlineColumnKey",
               element["autoresizesOutlineColumn"] == "YES" ? nil : .bool(false))
        if element["autosaveExpandedItems"] == "YES" { rename("NSAutosaveExpandedItems", to: "NSOutlineViewAutosaveExpandedItemsKey", .bool(true)) }
        result.append(KeyedValue("NSOutineViewStronglyReferencesItems", .bool(true)))
        return result
    }
}
