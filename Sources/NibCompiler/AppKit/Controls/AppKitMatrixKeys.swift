import NibArchive
import NibDocument

/// Matrices as ibtool writes them (learnt from the ibtool pairs, which hold two): the control
/// keys at their defaults with a placeholder `NSActionCell` as the matrix's own cell, the rows
/// and columns counted, the prototype as `NSProtoCell`, no selection (-1, as 64-bit numbers), the
/// background colour repeated for the cells, and the switches in `NSMatrixFlags` (``matrixFlags(_:)``).
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
        // What the flags hold is not archived again.
        let folded = ["NSAllowsEmptySelection", "NSMode", "NSSelectionByRect", "NSDrawsCellBackground", "NSDrawsBackground", "NSAutosizesCells"]
        if diagnostics.recordsAttributeUses, let index = archiveIndex.indexByID[object.id] {
            for key in folded where result.contains(where: { $0.key == key }) { renameUses(of: index, from: key, to: "NSMatrixFlags") }
        }
        result.removeAll { folded.contains($0.key) }
        add("NSEnabled", .bool(element["enabled"] != "NO"))
        add("NSCellIsDiscardable", .bool(true))
        for value in Self.controlDefaultKeys(sendActionMask: 0) { add(value.key, value.value) }
        let columns = element.child("cells")?.children.filter { $0.name == "column" } ?? []
        add("NSNumRows", .int(columns.first?.children.count ?? 0))
        add("NSNumCols", .int(columns.count))
        add("NSMatrixFlags", .int(Self.matrixFlags(element)))
        add("NSCellClass", .object(builder.string("NSActionCell")))
        add("NSSelectedRow", .integer(-1, width: 8))
        add("NSSelectedCol", .integer(-1, width: 8))
        if let background = result.first(where: { $0.key == "NSBackgroundColor" })?.value { add("NSCellBackgroundColor", background) }
        return result
    }

    /// `NSMatrixFlags`, NSMatrix's `_mFlags` from bit 31 down (GNUstep libs-gui's `GSMatrixFlags`,
    /// which reads Apple's nibs): highlight mode 0x80000000, radio mode 0x40000000, list mode
    /// 0x20000000 (track mode none of them), allows empty selection 0x10000000, selection by rect
    /// 0x04000000, draws cell background 0x02000000, draws background 0x01000000, autosizes cells
    /// 0x00800000. Interface Builder's defaults are radio mode, empty selection, selection by rect
    /// and autosizing cells (the pairs' matrices without those attributes: 0x54800000), so the
    /// document names only what differs.
    static func matrixFlags(_ matrix: Element) -> Int {
        var flags = ["highlight": Int(Int32.min), "radio": 0x4000_0000, "list": 0x2000_0000, "track": 0][matrix["mode"] ?? "radio"] ?? 0x4000_0000
        if matrix["allowsEmptySelection"] != "NO" { flags |= 0x1000_0000 }
        if matrix["selectionByRect"] != "NO" { flags |= 0x0400_0000 }
        if matrix["drawsCellBackground"] == "YES" { flags |= 0x0200_0000 }
        if matrix["drawsBackground"] == "YES" { flags |= 0x0100_0000 }
        if matrix["autosizesCells"] != "NO" { flags |= 0x0080_0000 }
        return flags
    }
}
