import NibArchive
import NibDocument

/// A table or outline view's styles as AppKit archives them with Apple's schema: numbers of
/// AppKit's enumerations (``AppKitEnumerationNumbers``) under keys of NSTableView's own, each only
/// where the document names a style other than AppKit's default. As a probed Python ibtool for
/// NetNewsWire's Mac xibs (ibtool 27) has them: an inset table archives `NSTableViewStyle` 2, a
/// full-width one 1; a medium row size `NSTableViewRowSizeStyle` 2, the system default −1 (a
/// 64-bit number); a source-list highlight `NSTableViewSelectionHighlightStyle` 1 and, with it,
/// `NSTableViewDraggingDestinationStyle` 1; `floatsGroupRows="NO"`
/// `NSTableViewShouldFloatGroupRows` false. An automatic row size writes no key
/// (`test28_tableview_attrs`, ``appKitTableViewValues(_:_:)``); a custom one keeps NibKit's key,
/// its number not known. The loader reads the names back from the numbers.
extension Compilation {
    /// Puts a table's styles under AppKit's keys, as numbers.
    mutating func appKitTableStyleValues(_ object: DocumentObject, _ values: [KeyedValue]) -> [KeyedValue] {
        let element = document.element(at: object.path)
        let index = archiveIndex.indexByID[object.id]
        var result = values
        /// The number of the document's `attribute` in `table`, nil for AppKit's default (no key).
        func number(_ attribute: String, _ table: [String: Int], standard: Int? = nil) -> ArchiveValue? {
            element[attribute].flatMap { table[$0] }.flatMap { $0 == standard ? nil : .int($0) }
        }
        if let style = element["tableStyle"], AppKitEnumerationNumbers.tableViewStyles[style] != nil {
            replaceKey("NSTableStyle", with: "NSTableViewStyle", number("tableStyle", AppKitEnumerationNumbers.tableViewStyles, standard: 0), in: &result, index: index)
        }
        if let size = element["rowSizeStyle"], AppKitEnumerationNumbers.tableRowSizeStyles[size] != nil {
            replaceKey("NSRowSizeStyle", with: "NSTableViewRowSizeStyle", number("rowSizeStyle", AppKitEnumerationNumbers.tableRowSizeStyles), in: &result, index: index)
        }
        if let highlight = element["selectionHighlightStyle"], AppKitEnumerationNumbers.tableSelectionHighlightStyles[highlight] != nil {
            let styles = AppKitEnumerationNumbers.tableSelectionHighlightStyles
            replaceKey("NSSelectionHighlightStyle", with: "NSTableViewSelectionHighlightStyle", number("selectionHighlightStyle", styles, standard: 0), in: &result, index: index)
            // A source list shows where a drop goes as a source list does.
            if highlight == "sourceList", let position = result.firstIndex(where: { $0.key == "NSTableViewDraggingDestinationStyle" }) {
                result[position].value = .int(1)
            }
        }
        if let floats = element["floatsGroupRows"] {
            replaceKey("NSFloatsGroupRows", with: "NSTableViewShouldFloatGroupRows", .bool(floats != "NO"), in: &result, index: index)
        }
        return result
    }
}
