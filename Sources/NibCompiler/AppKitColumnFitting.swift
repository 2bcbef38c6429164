import NibDocument

/// Column widths ibtool changes as AppKit fits a table's columns, learnt from the ibtool pairs:
/// a table with a header and no autosave name, whose columns (with the 3-point intercell
/// spacing) leave less than 29 points of its width free, has its resizable columns narrowed by
/// 29 points, as its autoresizing style shares a change of width — the last column alone
/// (`lastColumnOnly`: `test_outline_indent`, `sv_nohs_small_vs`) or every column that resizes
/// with the table in proportion to its width, rounded (`uniform`: `test_single_col_noresize`,
/// `test_table_mult_sel_no`). No pair shows the other styles, tables without a header or with
/// an autosave name (whose columns ibtool fits differently), or other spacings: those keep
/// the document's widths.
extension Compilation {
    /// The free width below which ibtool narrows the columns, and by how much.
    static let columnFittingSlack = 29.0

    /// The width ibtool archives for `column` of `table`, where it is not the document's.
    func fittedColumnWidth(_ column: Element, in table: Element) -> Double? {
        guard table["headerView"] != nil, table["autosaveName"] == nil,
              let tableWidth = table.child("rect", key: "frame")?["width"].flatMap(Double.init) else { return nil }
        let spacing = table.child("size", key: "intercellSpacing")?["width"].flatMap(Double.init) ?? 3
        let columns = table.child("tableColumns")?.children.filter { $0.name == "tableColumn" } ?? []
        guard spacing == 3, let position = columns.firstIndex(where: { $0["id"] == column["id"] }) else { return nil }
        let widths = columns.map { $0["width"].flatMap(Double.init) ?? 0 }
        let free = tableWidth - widths.reduce(0, +) - spacing * Double(columns.count)
        guard free < Self.columnFittingSlack else { return nil }
        let resizes = columns.map { $0.child(key: "resizingMask")?["resizeWithTable"] == "YES" }
        let minimum = column["minWidth"].flatMap(Double.init) ?? 0
        switch table["columnAutoresizingStyle"] ?? "uniform" {
        case "lastColumnOnly":
            guard position == columns.count - 1, resizes[position] else { return nil }
            return max(minimum, widths[position] - Self.columnFittingSlack)
        case "uniform":
            let sharing = columns.indices.filter { resizes[$0] }
            let total = sharing.map { widths[$0] }.reduce(0, +)
            guard resizes[position], total > 0, let last = sharing.last else { return nil }
            // Each takes its share rounded; the last resizing column takes what is left.
            let shares = sharing.map { (Self.columnFittingSlack * widths[$0] / total).rounded() }
            let share = position == last ? Self.columnFittingSlack - shares.dropLast().reduce(0, +) : (Self.columnFittingSlack * widths[position] / total).rounded()
            return max(minimum, widths[position] - share)
        default:
            return nil
        }
    }
}
