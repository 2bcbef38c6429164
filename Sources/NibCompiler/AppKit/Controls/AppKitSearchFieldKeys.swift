import NibArchive
import NibDocument

/// Search fields as ibtool writes them (learnt from `searchfield_no_completion` and
/// `searchfieldcell_customclass`), Apple's schema only.
///
/// A search field's cell archives the search and cancel buttons it draws (button cells that
/// send `_searchFieldSearch:` and `_searchFieldCancel:` to the cell), its recents limit and
/// flags (the search-string switches), and whether completion is off, which the document says on the field
/// (a text field's cell says so too). A rounded text
/// bezel is `NSTextBezelStyle` 1 on any text field cell (the name stays in NibKit's schema).
extension Compilation {
    /// A search field cell's completion switch (both schemas), and in Apple's schema a text field
    /// cell's bezel style as a number and a search field cell's buttons and recents.
    mutating func appKitSearchFieldCellValues(_ cell: Element, className: String, index: Int?, field: Element?, control: ArchiveValue?,
                                             _ result: inout [KeyedValue]) {
        // (Both schemas, so both load the cell alike.)
        // (A text field's too: viraptor/ibtool's `textField.py`.)
        if Self.completingFields[field?.name ?? ""] == className, cell["key"] == "cell", field?["textCompletion"] == "NO" {
            result.append(KeyedValue("NSAutomaticTextCompletionDisabled", .bool(true)))
        }
        guard writesAppleOnlyKeys, ["NSTextFieldCell", "NSSearchFieldCell"].contains(className) else { return }
        if let style = cell["bezelStyle"].flatMap({ AppKitEnumerationNumbers.textBezelStyles[$0] }), result.contains(where: { $0.key == "NSBezelStyle" }) {
            result.removeAll { $0.key == "NSBezelStyle" }
            result.append(KeyedValue("NSTextBezelStyle", .int(style)))
            if diagnostics.recordsAttributeUses, let index { renameUses(of: index, from: "NSBezelStyle", to: "NSTextBezelStyle") }
        }
        guard className == "NSSearchFieldCell", let index else { return }
        result.append(KeyedValue("NSSearchButtonCell", searchFieldButtonCell(cancels: false, control: control, cell: index)))
        result.append(KeyedValue("NSCancelButtonCell", searchFieldButtonCell(cancels: true, control: control, cell: index)))
        if !result.contains(where: { $0.key == "NSMaximumRecents" }) { result.append(KeyedValue("NSMaximumRecents", .int(255))) }
        // NSSearchFieldFlags, four bytes, always: 0x06 in the first, and 0x08 for a cell that sends
        // its string immediately (viraptor/ibtool's `searchFieldCell.py`; the decoders of
        // Cappuccino's nib2cib, which reads the key as that switch, and others read bit 0x8). What
        // 0x06 stands for is not known. Sending the whole string is `NSSendsWholeSearchString`,
        // only when on (viraptor/ibtool; the key as Cappuccino and mySTEP decode it).
        let immediately = cell["sendsSearchStringImmediately"] == "YES"
        replaceKey("NSSendsSearchStringImmediately", with: "NSSearchFieldFlags", .data([immediately ? 0x0E : 0x06, 0, 0, 0]), in: &result, index: index)
        if cell["sendsWholeSearchString"] != "YES" { replaceKey("NSSendsWholeSearchString", with: "NSSendsWholeSearchString", nil, in: &result, index: index) }
        result.append(KeyedValue("NSAutomaticTextCompletionStored", .bool(true)))
    }

    /// The fields whose cell says their completion is off, and their cells' classes.
    static let completingFields = ["searchField": "NSSearchFieldCell", "textField": "NSTextFieldCell"]

    /// A search or text field's completion, said by its cell in Apple's schema.
    mutating func appKitSearchFieldControlValues(_ field: Element, index: Int?, cellIndex: Int?, _ result: inout [KeyedValue]) {
        guard writesAppleOnlyKeys, Self.completingFields[field.name] != nil else { return }
        guard result.contains(where: { $0.key == "NSTextCompletion" }) else { return }
        result.removeAll { $0.key == "NSTextCompletion" }
        if diagnostics.recordsAttributeUses, let index, let cellIndex {
            redirectUses(of: index, key: "NSTextCompletion", to: cellIndex, key: "NSAutomaticTextCompletionDisabled")
        }
    }

    /// The search or cancel button a search field cell draws: a button cell aimed at the cell.
    private mutating func searchFieldButtonCell(cancels: Bool, control: ArchiveValue?, cell: Int) -> ArchiveValue {
        var values = [KeyedValue("NSCellFlags", .int(cancels ? Int(Int32.min) : 0)), KeyedValue("NSCellFlags2", .int(0))]
        if cancels {
            // VoiceOver calls the cancel button "cancel".
            let description = builder.dictionary([
                (.object(builder.string("AXDescription")), .object(builder.string("cancel"))),
                (.object(builder.string("NSAccessibilityEncodedAttributesValueType")), .object(builder.number(.int(1)))),
            ], className: "NSMutableDictionary")
            values.append(KeyedValue("NSAccessibilityOverriddenAttributes", .object(builder.array([.object(description)], className: "NSMutableArray"))))
        } else {
            values.append(KeyedValue("NSContents", .object(builder.string("search"))))
        }
        values += [
            KeyedValue("NSControlView", control ?? .null),
            KeyedValue("NSAction", .object(builder.string(cancels ? "_searchFieldCancel:" : "_searchFieldSearch:"))),
            KeyedValue("NSTarget", .object(cell)),
            KeyedValue("NSButtonFlags", .int(0x0840_4000)), KeyedValue("NSButtonFlags2", .int(0)), KeyedValue("NSBezelStyle", .int(0)),
            KeyedValue("NSKeyEquivalent", .object(builder.string(""))), KeyedValue("NSPeriodicDelay", .int(400)),
            KeyedValue("NSPeriodicInterval", .int(75)), KeyedValue("NSAuxButtonType", .int(5)),
        ]
        return .object(builder.add(ArchivedObject(className: "NSButtonCell", values: values)))
    }
}
