import NibArchive
import NibDocument

/// Outline views' own keys in Apple's schema (learnt from the ibtool pairs): the indentation
/// as a float under `NSOutlineViewIndentationPerLevelKey` (0 where the document names none),
/// `NSOutlineViewAutoresizesOutlineColumnKey` false unless the document turns it on (then no
/// key), `NSOutlineViewAutosaveExpandedItemsKey`, and `NSOutineViewStronglyReferencesItems`
/// (AppKit's spelling). The outline column is not archived where it is the first column, as
/// AppKit takes that one (the loader does the same); another is `NSOutlineViewOutlineTableColumnKey`.
extension Compilation {
    mutating func appKitOutlineViewValues(_ object: DocumentObject, _ values: [KeyedValue]) -> [KeyedValue] {
        let element = document.element(at: object.path)
        let index = archiveIndex.indexByID[object.id]
        var result = values
        let firstColumn = element.child("tableColumns")?.children.first { $0.name == "tableColumn" }?["id"]
        if let outlineColumn = element["outlineTableColumn"], outlineColumn == firstColumn {
            replaceKey("NSOutlineTableColumn", with: "NSTableColumns", nil, in: &result, index: index)
        } else if let column = result.first(where: { $0.key == "NSOutlineTableColumn" })?.value {
            // Another column is NSOutlineView's under its own key (Cappuccino's and Finch's decoders).
            replaceKey("NSOutlineTableColumn", with: "NSOutlineViewOutlineTableColumnKey", column, in: &result, index: index)
        }
        let indentation = Float(element["indentationPerLevel"] ?? "") ?? 0
        replaceKey("NSIndentationPerLevel", with: "NSOutlineViewIndentationPerLevelKey", .float(indentation), in: &result, index: index)
        let resizesColumn: ArchiveValue? = element["autoresizesOutlineColumn"] == "YES" ? nil : .bool(false)
        replaceKey("NSAutoresizesOutlineColumn", with: "NSOutlineViewAutoresizesOutlineColumnKey", resizesColumn, in: &result, index: index)
        if element["autosaveExpandedItems"] == "YES" {
            replaceKey("NSAutosaveExpandedItems", with: "NSOutlineViewAutosaveExpandedItemsKey", .bool(true), in: &result, index: index)
        }
        result.append(KeyedValue("NSOutineViewStronglyReferencesItems", .bool(true)))
        return result
    }
}
