import NibArchive
import NibDocument

/// Matrices as ibtool writes them (learnt from the ibtool pairs, which hold two): the control
/// keys at their defaults with a placeholder `NSActionCell` as the matrix's own cell, the rows
/// and columns counted, the prototype as `NSProtoCell`, no selection (-1, as 64-bit numbers), the
/// background colour repeated for the cells, and the switches in `NSMatrixFlags` (only
/// allowsEmptySelection, 0x10000000, is known: the rest is the pairs' constant).
extension Compilation {
    mutating func appKitMatrixValues(_ object: DocumentObject, _ values: [KeyedValue]) -> [KeyedValue] {
        let element = document.element(at: object.path)
        var result = values
        func add(_ key: String, _ value: ArchiveValue) {
            if !result.contains(where: { $0.key == key }) { result.append(KeyedValue(key, value)) }
        }
        // The matrix's own cell is a part of the loaded matrix in either schema.
        let ownCell = builder.add(ArchivedObject(className: "NSActionCell", values: [
            KeyedValue("NSCellFlags", .int(0x20)), KeyedValue("NSCellFlags2", .int(0x2000)),
        ]))
        add("NSCell", .object(ownCell))
        guard writesAppleOnlyKeys else { return result }
        result.removeAll { $0.key == "NSAllowsEmptySelection" }
        add("NSEnabled", .bool(element["enabled"] != "NO"))
        add("NSCellIsDiscardable", .bool(true))
        for (key, value) in [("NSAllowsLogicalLayoutDirection", ArchiveValue.bool(false)), ("NSControlSize", .int(0)), ("NSControlContinuous", .bool(false)),
                             ("NSControlRefusesFirstResponder", .bool(false)), ("NSControlUsesSingleLineMode", .bool(false)), ("NSControlTextAlignment", .int(0)),
                             ("NSControlLineBreakMode", .int(0)), ("NSControlWritingDirection", .int(0)), ("NSControlSendActionMask", .int(0))] {
            add(key, value)
        }
        let columns = element.child("cells")?.children.filter { $0.name == "column" } ?? []
        add("NSNumRows", .int(columns.first?.children.count ?? 0))
        add("NSNumCols", .int(columns.count))
        var flags = 0x4480_0000
        if element["allowsEmptySelection"] != "NO" { flags |= 0x1000_0000 }
        add("NSMatrixFlags", .int(flags))
        add("NSCellClass", .object(builder.string("NSActionCell")))
        add("NSSelectedRow", .integer(-1, width: 8))
        add("NSSelectedCol", .integer(-1, width: 8))
        if let background = result.first(where: { $0.key == "NSBackgroundColor" })?.value { add("NSCellBackgroundColor", background) }
        return result
    }
}
