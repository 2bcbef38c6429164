import NibArchive
import NibDocument

/// The text colour of an editable text field saved by Interface Builder before Xcode 10: ibtool
/// archives the control text colour where the document names the text colour over the text
/// background colour (both schemas). Only for documents up to tools version 14268, only an
/// editable field's cell, and only with both named colours: viraptor/ibtool's `textFieldCell.py`,
/// from Apple's nibs (a newer field keeps its text colour: the pair `textfield_textcolor_v20037`).
extension Compilation {
    /// The last tools version whose editable fields' text colour ibtool archives as the control text colour.
    static let lastToolsVersionWithControlTextFieldColor = 14268

    /// Replaces an old editable text field's named text colour by the control text colour.
    mutating func appKitOldEditableFieldTextColor(_ cell: Element, className: String, _ result: inout [KeyedValue]) {
        guard className == "NSTextFieldCell", cell["key"] == "cell", cell["editable"] == "YES",
              (toolsVersionNumber ?? Int.max) <= Self.lastToolsVersionWithControlTextFieldColor,
              Self.isSystemColor(cell.child("color", key: "textColor"), named: "textColor"),
              Self.isSystemColor(cell.child("color", key: "backgroundColor"), named: "textBackgroundColor"),
              let position = result.firstIndex(where: { $0.key == "NSTextColor" }) else { return }
        result[position] = KeyedValue("NSTextColor", systemCatalogColor("controlTextColor"))
    }

    /// Whether `color` is the System catalog's colour `name`.
    static func isSystemColor(_ color: Element?, named name: String) -> Bool {
        color?["name"] == name && color?["catalog"] == "System"
    }
}
