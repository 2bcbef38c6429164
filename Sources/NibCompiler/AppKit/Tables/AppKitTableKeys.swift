import NibArchive
import NibDocument

/// Table columns as ibtool writes them (learnt from the ibtool pairs): widths as doubles, the
/// owning table view, the resizing mask as bits and the resizable and editable switches.
extension Compilation {
    /// Adds a table column's keys.
    mutating func appKitTableColumnValues(_ object: DocumentObject, _ values: [KeyedValue]) -> [KeyedValue] {
        let element = document.element(at: object.path)
        var result = values.filter { !["NSWidth", "NSMinWidth", "NSMaxWidth", "NSResizingMask"].contains($0.key) }
        for (attribute, key) in [("width", "NSWidth"), ("minWidth", "NSMinWidth"), ("maxWidth", "NSMaxWidth")] {
            if let number = element[attribute].flatMap(Double.init) { result.append(KeyedValue(key, .double(number))) }
        }
        if let table = object.parentID.flatMap({ document.object(id: $0) }), let width = fittedColumnWidth(element, in: table),
           let position = result.firstIndex(where: { $0.key == "NSWidth" }) {
            result[position].value = .double(width)
        }
        if !result.contains(where: { $0.key == "NSIdentifier" }) {
            // AppKit names a column without an identifier by its place (sv16b, HSChooserWindow).
            let columns = object.parentID.flatMap { document.object(id: $0) }.map { document.element(at: $0.path).child("tableColumns")?.children(named: "tableColumn") ?? [] } ?? []
            let position = columns.firstIndex { $0["id"] == object.id } ?? 0
            result.append(KeyedValue("NSIdentifier", .object(builder.string(ReusableViewPrototypes.columnIdentifier(element, position: position)))))
        }
        let mask = element.child(key: "resizingMask")
        if let mask, let index = archiveIndex.indexByID[object.id] { recordUses(of: mask, index: index, allUnder: "NSResizingMask") }
        let resizesWithTable = mask?["resizeWithTable"] == "YES"
        let userResizable = mask?["userResizable"] == "YES"
        let resizing = (resizesWithTable ? 1 : 0) | (userResizable ? 2 : 0)
        // Apple's schema leaves out a mask of 0 (the loader reads no key as 0), and calls a column
        // that resizes in any way resizable.
        if resizing != 0 || !writesAppleOnlyKeys { result.append(KeyedValue("NSResizingMask", .int(resizing))) }
        guard writesAppleOnlyKeys else { return result }
        // A column is no view: hidden, it says so as NSTableColumn's NSHidden (the decoders of
        // Cappuccino, GNUstep and Finch), not with a view's flags.
        if element["hidden"] == "YES" {
            replaceKey("NSvFlags", with: "NSHidden", .bool(true), in: &result, index: archiveIndex.indexByID[object.id])
        }
        if let table = reference(to: object.parentID) { result.append(KeyedValue("NSTableView", table)) }
        if resizing != 0 { result.append(KeyedValue("NSIsResizeable", .bool(true))) }
        // Editability is NSIsEditable, present only when on.
        result.removeAll { $0.key == "NSEditable" }
        if element["editable"] != "NO" { result.append(KeyedValue("NSIsEditable", .bool(true))) }
        return result
    }
}

extension Compilation {
    /// Adds a table or outline view's keys as ibtool writes them: its NSControl settings (all at
    /// their defaults: a table sends no actions by mask), the intercell spacing as two doubles,
    /// empty delegate and data source, and its dragging and group-row defaults.
    mutating func appKitTableViewValues(_ object: DocumentObject, _ values: [KeyedValue]) -> [KeyedValue] {
        let element = document.element(at: object.path)
        // AppKit's defaults, which the loader reads too: row height as a double, uniform column
        // resizing, type-select on.
        var result = values.map { value in
            if value.key == "NSRowHeight", case .integer(let height, _) = value.value { return KeyedValue("NSRowHeight", .double(Double(height))) }
            return value
        }
        func add(_ key: String, _ value: ArchiveValue) {
            if !result.contains(where: { $0.key == key }) { result.append(KeyedValue(key, value)) }
        }
        add("NSRowHeight", .double(17))
        add("NSColumnAutoresizingStyle", .int(1))
        // The grid lines are AppKit's mask: solid vertical 1, solid horizontal 2, dashed horizontal 8.
        if let grid = element.child(key: "gridStyleMask"), let position = result.firstIndex(where: { $0.key == "NSGridStyleMask" }) {
            result[position].value = .int(Self.gridStyleMask(grid))
            if diagnostics.recordsAttributeUses, let index = archiveIndex.indexByID[object.id] { recordUses(of: grid, index: index, allUnder: "NSGridStyleMask") }
        }
        add("NSAllowsTypeSelect", .bool(true))
        // The automatic row size is AppKit's default, which ibtool writes no key for (test28_tableview_attrs).
        if element["rowSizeStyle"] == "automatic" {
            result.removeAll { $0.key == "NSRowSizeStyle" }
            if diagnostics.recordsAttributeUses, let index = archiveIndex.indexByID[object.id] { markUsesDesignTime(of: index, key: "NSRowSizeStyle") }
        }
        guard writesAppleOnlyKeys else { return result }
        if let corner = enclosingScrollViewID(of: object).flatMap({ tableScrollParts(ofScrollView: $0) })?.corner {
            add("NSCornerView", .object(corner))
        }
        add("NSEnabled", .bool(true))
        for value in Self.controlDefaultKeys(sendActionMask: 0) { add(value.key, value.value) }
        // The selection, column and autosave switches are NSTvFlags bits.
        if diagnostics.recordsAttributeUses, let index = archiveIndex.indexByID[object.id] {
            for key in Self.tableViewFlagKeys where result.contains(where: { $0.key == key }) { renameUses(of: index, from: key, to: "NSTvFlags") }
        }
        result.removeAll { Self.tableViewFlagKeys.contains($0.key) }
        add("NSTvFlags", .int(Self.tableViewFlags(element, isWider: widerTableWidth(object) != nil)))  // 32-bit, or 64-bit when negative, as ibtool writes it
        if let spacing = element.child("size", key: "intercellSpacing") {
            // The spacing is two doubles, with no size of its own.
            result.removeAll { $0.key == "NSIntercellSpacing" }
            add("NSIntercellSpacingWidth", .double(Double(spacing["width"] ?? "") ?? 3))
            add("NSIntercellSpacingHeight", .double(Double(spacing["height"] ?? "") ?? 2))
        }
        add("NSDelegate", .null)
        add("NSDataSource", .null)
        add("NSDraggingSourceMaskForLocal", .integer(-1, width: 8))
        add("NSDraggingSourceMaskForNonLocal", .int(0))
        add("NSTableViewDraggingDestinationStyle", .int(0))
        add("NSTableViewGroupRowStyle", .int(1))
        return result
    }
}

extension Compilation {
    /// A sort descriptor as Foundation archives it: its key as `NSKey` (see
    /// `KeyTables.appKitElementKeys`); with Apple's schema, its null ordering too, and whether it
    /// ascends, which `NSSortDescriptor -encodeWithCoder:` always writes (GNUstep-base's coder;
    /// viraptor/ibtool's `sortDescriptor.py`): Interface Builder leaves out the default, ascending.
    mutating func appKitSortDescriptorValues(_ element: Element, index: Int?, _ values: [KeyedValue]) -> [KeyedValue] {
        guard flavour == .appKit, document.format == .document, element.name == "sortDescriptor" else { return values }
        var result = values
        if let position = result.firstIndex(where: { $0.key == "NSSortKey" }) {
            result[position].key = "NSKey"
            if diagnostics.recordsAttributeUses, let index { renameUses(of: index, from: "NSSortKey", to: "NSKey") }
        }
        if writesAppleOnlyKeys, !result.contains(where: { $0.key == "NSAscending" }) { result.append(KeyedValue("NSAscending", .bool(element["ascending"] != "NO"))) }
        if writesAppleOnlyKeys, !result.contains(where: { $0.key == "NSReverseNullOrder" }) { result.append(KeyedValue("NSReverseNullOrder", .bool(false))) }
        // A descriptor compares with `compare:` unless the document names another selector
        // (NSSortDescriptor's default, which Foundation's encoder writes like any other).
        if writesAppleOnlyKeys, !result.contains(where: { $0.key == "NSSelector" }) { result.append(KeyedValue("NSSelector", .object(builder.string("compare:")))) }
        return result
    }
}

extension Compilation {
    /// `<tableViewGridLines>` as AppKit's grid style mask: Interface Builder writes a mask one
    /// attribute per bit, so each switch is its own bit of NSTableView.GridLineStyle (solid
    /// vertical 1, solid horizontal 2, dashed horizontal 8), `dashed` with or without `horizontal`.
    static func gridStyleMask(_ grid: Element) -> Int {
        (grid["vertical"] == "YES" ? 1 : 0) | (grid["horizontal"] == "YES" ? 2 : 0) | (grid["dashed"] == "YES" ? 8 : 0)
    }

    /// The compact keys whose switches `NSTvFlags` holds.
    static let tableViewFlagKeys: Set<String> = [
        "NSColumnReordering", "NSColumnResizing", "NSEmptySelection", "NSMultipleSelection", "NSColumnSelection",
        "NSAutosaveColumns", "NSAlternatingRowBackgroundColors",
    ]

    /// A table view's `NSTvFlags` (learnt from the ibtool pairs), sign-extended from 32 bits as
    /// ibtool writes it: column reordering (bit 31), column resizing (30), both solid grid lines (29), empty selection (28),
    /// multiple selection (27), column selection (26), a bit every table has (25), column
    /// autosaving (24), alternating row colours (23) and uniform column resizing (15, every
    /// table of the pairs without a resizing style has it, none with one).
    ///
    /// Bits 22–21 are AppKit's `compareWidthWithSuperview`, state its tiling leaves behind: 3
    /// where the table is wider than its clip view (`widerTableWidth`, headered tables only);
    /// otherwise 1 for a table with a header and no autosave name,
    /// and 2 for the rest. That split holds for 18 of the 19 tables of the pairs that are not
    /// wider (`sv_nohs_small_vs`, an Xcode 7 document whose column ibtool resized, has 1).
    static func tableViewFlags(_ table: Element, isWider: Bool = false) -> Int {
        var flags = 0x0200_0000
        if table["columnReordering"] != "NO" { flags |= 0x8000_0000 }
        if table["columnResizing"] != "NO" { flags |= 0x4000_0000 }
        if table["emptySelection"] != "NO" { flags |= 0x1000_0000 }
        if table["multipleSelection"] != "NO" { flags |= 0x0800_0000 }
        if table["columnSelection"] == "YES" { flags |= 0x0400_0000 }
        if table["autosaveColumns"] != "NO" { flags |= 0x0100_0000 }
        if table["alternatingRowBackgroundColors"] == "YES" { flags |= 0x0080_0000 }
        if (table["columnAutoresizingStyle"] ?? "uniform") == "uniform" { flags |= 0x8000 }
        // AppKit's old draws-grid switch: both solid grid lines (`test_table_vignettes`).
        if let grid = table.child(key: "gridStyleMask"), gridStyleMask(grid) & 3 == 3 { flags |= 0x2000_0000 }
        flags |= isWider ? 0x0060_0000 : table["headerView"] != nil && table["autosaveName"] == nil ? 0x0020_0000 : 0x0040_0000
        return Int(Int32(truncatingIfNeeded: flags))
    }
}
