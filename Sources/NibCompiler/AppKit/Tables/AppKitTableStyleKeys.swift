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
/// (`test28_tableview_attrs`, ``appKitTableViewValues(_:_:)``); a custom one is AppKit's 0, an
/// outline view's as a table's. The loader reads the names back from the numbers.
extension Compilation {
    /// Puts a table's styles under AppKit's keys, as numbers.
    mutating func appKitTableStyleValues(_ object: DocumentObject, _ values: [KeyedValue]) -> [KeyedValue] {
        let element = document.element(at: object.path)
        let index = archiveIndex.indexByID[object.id]
        var result = values
        // AppKit's default style and highlight (0) are no key.
        if let name = element["tableStyle"], let style = AppKitEnumerationNumbers.tableViewStyles[name] {
            replaceKey("NSTableStyle", with: "NSTableViewStyle", style == 0 ? nil : .int(style), in: &result, index: index)
        }
        if let name = element["rowSizeStyle"], let size = AppKitEnumerationNumbers.tableRowSizeStyles[name] {
            replaceKey("NSRowSizeStyle", with: "NSTableViewRowSizeStyle", .int(size), in: &result, index: index)
        }
        if let name = element["selectionHighlightStyle"], let highlight = AppKitEnumerationNumbers.tableSelectionHighlightStyles[name] {
            replaceKey("NSSelectionHighlightStyle", with: "NSTableViewSelectionHighlightStyle", highlight == 0 ? nil : .int(highlight), in: &result, index: index)
            // A source list shows where a drop goes as a source list does.
            if name == "sourceList", let position = result.firstIndex(where: { $0.key == "NSTableViewDraggingDestinationStyle" }) {
                result[position].value = .int(1)
            }
        }
        if let floats = element["floatsGroupRows"] {
            replaceKey("NSFloatsGroupRows", with: "NSTableViewShouldFloatGroupRows", .bool(floats != "NO"), in: &result, index: index)
        }
        return result
    }
}
