import NibDocument

/// Column widths ibtool changes as AppKit fits a table's columns, learnt from the ibtool pairs,
/// for tables with the 3-point intercell spacing whose resizable columns share a change of width
/// as their autoresizing style says: the last column alone (`lastColumnOnly`), or every column
/// that resizes with the table in proportion to its width, rounded (`uniform`).
///
/// - A table with a header and no autosave name whose columns leave less than 29 points of its
///   width free has its columns narrowed by 29 (`test_outline_indent`,
///   `test_single_col_noresize`, `test_table_mult_sel_no`).
/// - So has a headerless one beside a small vertical scroller that autohides, hidden inside the
///   scroll view (``leavesRoomForAHiddenSmallScroller(_:)``).
/// - Any other table whose columns leave less than 29 points free, but overflow it by less
///   than 29, has them narrowed or widened until about 9 are, in whole points (`scrollview_table`,
///   `test_table_vignettes`, `test_outline_small_sv`; `sv16b` widens by 14).
///
/// No pair shows the other styles or spacings: those keep the document's widths.
extension Compilation {
    /// The free width below which ibtool narrows a headered table's columns, and by how much.
    static let columnFittingSlack = 29.0
    /// The free width ibtool leaves in other tables.
    static let columnFittingMargin = 9.0

    /// Whether a scroll view keeps room beside a headerless table for a vertical scroller that
    /// autohides, hidden inside it and smaller than AppKit's regular one (viraptor/ibtool's
    /// `scrollView.py`: such a table's columns are narrowed by 17 points and four spacings as a
    /// headered one's; `sv_nohs_small_vs`, 344 → 315).
    static func leavesRoomForAHiddenSmallScroller(_ scroll: Element) -> Bool {
        guard scroll["autohidesScrollers"] == "YES", let vertical = scroll.child(key: "verticalScroller"),
              vertical["hidden"] == "YES" else { return false }
        let width = scroll.child("rect", key: "frame")?["width"].flatMap(Double.init)
        guard !isParkedOutside(vertical, scrollWidth: width) else { return false }
        return ["small", "mini"].contains(vertical["controlSize"] ?? "") || vertical.child("rect", key: "frame")?["width"] == "16"
    }

    /// The width ibtool archives for `column` of `table`, where it is not the document's.
    func fittedColumnWidth(_ column: Element, in tableObject: DocumentObject) -> Double? {
        let table = document.element(at: tableObject.path)
        // The table is as wide as its clip view shows once the scroll view is tiled.
        let clip = tableObject.parentID.flatMap { document.object(id: $0) }
        let scroll = clip.flatMap { $0.key == "contentView" ? $0.parentID.flatMap { document.object(id: $0) } : nil }
        guard let tableWidth = scroll.flatMap({ $0.elementName == "scrollView" ? tiledClipWidth(ofScrollView: $0) : nil })
            ?? table.child("rect", key: "frame")?["width"].flatMap(Double.init) else { return nil }
        let spacing = table.child("size", key: "intercellSpacing")?["width"].flatMap(Double.init) ?? 3
        let columns = table.child("tableColumns")?.children.filter { $0.name == "tableColumn" } ?? []
        guard spacing == 3, let position = columns.firstIndex(where: { $0["id"] == column["id"] }) else { return nil }
        let widths = columns.map { $0["width"].flatMap(Double.init) ?? 0 }
        let free = tableWidth - widths.reduce(0, +) - spacing * Double(columns.count)
        let narrowing: Double
        if table["headerView"] != nil, table["autosaveName"] == nil {
            // (Columns overflowing by more than that keep their widths: the table is made wider,
            // ``widerTableWidth(_:)``, as `test_outline_header`'s and `test28_tableview_attrs`'s are.)
            guard free < Self.columnFittingSlack, free > -Self.columnFittingSlack else { return nil }
            narrowing = Self.columnFittingSlack
        } else if table["headerView"] == nil, let scroll, Self.leavesRoomForAHiddenSmallScroller(document.element(at: scroll.path)) {
            guard free < Self.columnFittingSlack else { return nil }
            narrowing = Self.columnFittingSlack
        } else {
            // (A table far wider than its columns allow is left to scroll: `sv_nohs_wide_col`;
            // one with 29 points or more free keeps its columns: `HSChooserWindow`.)
            guard free < Self.columnFittingSlack, free > -Self.columnFittingSlack, free != Self.columnFittingMargin else { return nil }
            narrowing = (Self.columnFittingMargin - free).rounded()
        }
        let resizes = columns.map { $0.child(key: "resizingMask")?["resizeWithTable"] == "YES" }
        let minimum = column["minWidth"].flatMap(Double.init) ?? 0
        switch table["columnAutoresizingStyle"] ?? "uniform" {
        case "lastColumnOnly":
            guard position == columns.count - 1, resizes[position] else { return nil }
            return max(minimum, widths[position] - narrowing)
        case "uniform":
            let sharing = columns.indices.filter { resizes[$0] }
            let total = sharing.map { widths[$0] }.reduce(0, +)
            guard resizes[position], total > 0, let place = sharing.firstIndex(of: position) else { return nil }
            // Each takes its share rounded; the last resizing column takes what is left.
            let shares = sharing.map { (narrowing * widths[$0] / total).rounded() }
            let share = place == sharing.count - 1 ? narrowing - shares.dropLast().reduce(0, +) : shares[place]
            return max(minimum, widths[position] - share)
        default:
            return nil
        }
    }
}

extension Compilation {
    /// The width of a headered table that its columns make wider than its tiled clip view:
    /// the columns with their intercell spacing and 32 points less one spacing, as ibtool lays
    /// it out (`test_table_uniform_header`, `test_outline_header`, `test_6col`,
    /// `test17_scrollhiding`); nil where the table fits or its columns were narrowed to fit.
    /// The scroll view then says its horizontal scroller is enabled (`NSsFlags` 0x80).
    func widerTableWidth(_ tableObject: DocumentObject) -> Double? {
        let table = document.element(at: tableObject.path)
        guard ["tableView", "outlineView"].contains(tableObject.elementName), table["headerView"] != nil,
              let clip = tableObject.parentID.flatMap({ document.object(id: $0) }), clip.key == "contentView",
              let scroll = clip.parentID.flatMap({ document.object(id: $0) }), scroll.elementName == "scrollView",
              let clipWidth = tiledClipWidth(ofScrollView: scroll) else { return nil }
        let columns = table.child("tableColumns")?.children.filter { $0.name == "tableColumn" } ?? []
        guard !columns.isEmpty, columns.allSatisfy({ fittedColumnWidth($0, in: tableObject) == nil }) else { return nil }
        let spacing = table.child("size", key: "intercellSpacing")?["width"].flatMap(Double.init) ?? 3
        let natural = columns.compactMap { $0["width"].flatMap(Double.init) }.reduce(0, +) + spacing * Double(columns.count) + 32 - spacing
        return natural > clipWidth ? natural : nil
    }

    /// The same, for the table a scroll view shows.
    func widerTableWidth(inScrollView scrollID: String?) -> Double? {
        guard let scroll = scrollID.flatMap({ document.object(id: $0) }), scroll.elementName == "scrollView",
              let tableID = document.element(at: scroll.path).child(key: "contentView")?.child("subviews")?.children.first?["id"],
              let table = document.object(id: tableID) else { return nil }
        return widerTableWidth(table)
    }
}
