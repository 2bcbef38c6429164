import NibArchive
import NibDocument

/// Combo box cells as AppKit's coder archives them with Apple's schema: the number of visible
/// items always, as `NSVisibleItemCount` (5, AppKit's default, where the document names none),
/// the vertical scroller always, as `NSHasVerticalScroller` (on unless the document turns it
/// off), completion and the data source as `NSCompletes` and `NSUsesDataSource` only when on,
/// the button's border as `NSButtonBordered` only when off, and the items as `NSPopUpListData`
/// (`KeyTables.appleKeyRenames`). Sources: Apple's keyed archive of an `NSComboBoxCell` in
/// ../shared/corpus (CotEditor's `Preferences.nib/designable.nib`, written by AppKit's coder:
/// `NSVisibleItemCount` 9, `NSHasVerticalScroller` YES, no `NSCompletes` for a cell that does not
/// complete), Cocotron's and Cappuccino's nib decoders (the same keys; Cappuccino: the border
/// key "is present only if the value is NO"). Interface Builder writes `completes="NO"` for a
/// cell that does not complete: a cell without the attribute completes.
///
/// Not known, and not written: the `NSComboTableView` that archive also holds under
/// `NSTableView` (with the cell as `NSDelegate`), and whether a cell without items has an empty
/// `NSPopUpListData`.
extension Compilation {
    mutating func appKitComboBoxCellValues(_ object: DocumentObject, _ element: Element, _ values: [KeyedValue]) -> [KeyedValue] {
        var result = values
        let index = archiveIndex.indexByID[object.id]
        func set(_ key: String, _ value: ArchiveValue?) {
            replaceKey(key, with: key, value, in: &result, index: index)
        }
        // (Both schemas leave out completion that is off, so both load it alike.)
        if element["completes"] == "NO" { set("NSCompletes", nil) }
        guard writesAppleOnlyKeys else { return result }
        if !result.contains(where: { $0.key == "NSNumberOfVisibleItems" }) { result.append(KeyedValue("NSNumberOfVisibleItems", .int(5))) }
        set("NSHasVerticalScroller", .bool(element["hasVerticalScroller"] != "NO"))
        set("NSCompletes", element["completes"] == "NO" ? nil : .bool(true))
        set("NSUsesDataSource", element["usesDataSource"] == "YES" ? .bool(true) : nil)
        set("NSButtonBordered", element["buttonBordered"] == "NO" ? .bool(false) : nil)
        return result
    }
}
