import NibArchive
import NibDocument

/// The colours a text field's cell always has: `NSTextFieldCell -encodeWithCoder:` writes its text
/// and background colours whether or not they were set (GNUstep libs-gui's keyed encoder), and a
/// cell AppKit made has its defaults, the control text colour and the text background colour.
/// Interface Builder names both for every field it saves; a document that names neither (written
/// by hand, or by another tool) archives AppKit's defaults (Apple's schema).
extension Compilation {
    /// The text field cell classes (and their subclasses a control draws with).
    static let textFieldCellClasses: Set<String> = [
        "NSTextFieldCell", "NSSecureTextFieldCell", "NSSearchFieldCell", "NSComboBoxCell", "NSTokenFieldCell",
    ]

    /// Adds a control's text field cell's default colours where the document names none.
    mutating func appKitTextCellDefaultColors(_ cell: Element, className: String, _ result: inout [KeyedValue]) {
        guard writesAppleOnlyKeys, Self.textFieldCellClasses.contains(className), cell["key"] == "cell" else { return }
        if !result.contains(where: { $0.key == "NSTextColor" }) { result.append(KeyedValue("NSTextColor", systemCatalogColor("controlTextColor"))) }
        if !result.contains(where: { $0.key == "NSBackgroundColor" }) {
            result.append(KeyedValue("NSBackgroundColor", systemCatalogColor("textBackgroundColor")))
        }
    }
}
