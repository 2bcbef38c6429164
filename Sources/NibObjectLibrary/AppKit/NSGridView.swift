import Foundation
import NibRuntime

/// AppKit's grid view as nibs archive it (`NSGrid_…` keys, as Apple's ibtool writes them): rows
/// and columns of cells, each holding at most one view, with the spacing and placements that
/// lay them out. The cells' views are the grid's subviews.
open class NSGridView: NSView {
    /// The height of a row or width of a column that its views' sizes decide.
    public static let sizedForContent = Double(Float.leastNormalMagnitude)

    /// The rows, top to bottom.
    public private(set) var rows: [NSGridRow] = []
    /// The columns, leading to trailing.
    public private(set) var columns: [NSGridColumn] = []
    /// The space between rows, and between columns (AppKit's default is 6).
    open var rowSpacing = 6.0, columnSpacing = 6.0
    /// Where the cells place their views, unless a row, column or cell says otherwise.
    open var xPlacement = NSGridCell.Placement.inherited, yPlacement = NSGridCell.Placement.inherited
    /// How the rows align their cells' views, unless a row or cell says otherwise.
    open var rowAlignment = NSGridRow.Alignment.inherited

    /// The number of rows.
    public var numberOfRows: Int { rows.count }
    /// The number of columns.
    public var numberOfColumns: Int { columns.count }

    /// The row at `index`.
    public func row(at index: Int) -> NSGridRow { rows[index] }
    /// The column at `index`.
    public func column(at index: Int) -> NSGridColumn { columns[index] }

    /// The cell in the given column and row, or nil outside the grid.
    public func cell(atColumnIndex column: Int, rowIndex row: Int) -> NSGridCell? {
        guard rows.indices.contains(row), columns.indices.contains(column) else { return nil }
        return rows[row].cells.first { $0.column === columns[column] }
    }

    /// The cell that holds `view`, if any.
    public func cell(for view: NSView) -> NSGridCell? {
        rows.lazy.flatMap(\.cells).first { $0.contentView === view }
    }

    public required init(frame: CGRect) { super.init(frame: frame) }

    public required init?(coder: NSCoder) {
        // Columns first: a cell, decoded with its row, then finds its column already made.
        columns = coder.nibObjects(forKey: "NSGrid_columns").compactMap { $0 as? NSGridColumn }
        rows = coder.nibObjects(forKey: "NSGrid_rows").compactMap { $0 as? NSGridRow }
        rowSpacing = coder.nibDouble(forKey: "NSGrid_rowSpacing") ?? 6
        columnSpacing = coder.nibDouble(forKey: "NSGrid_columnSpacing") ?? 6
        xPlacement = NSGridCell.Placement(archived: coder.nibInt(forKey: "NSGrid_xPlacement"))
        yPlacement = NSGridCell.Placement(archived: coder.nibInt(forKey: "NSGrid_yPlacement"))
        rowAlignment = NSGridRow.Alignment(archived: coder.nibInt(forKey: "NSGrid_alignment"))
        super.init(coder: coder)
        // The back references the archive holds were made while this grid was still being decoded.
        for column in columns { column.gridView = self }
        for row in rows {
            row.gridView = self
            for cell in row.cells { cell.row = row }
        }
    }
}

/// A row of a grid view (AppKit's `NSGridRow`).
open class NSGridRow: NibObject {
    /// How a row aligns its cells' views (AppKit's `NSGridRow.Alignment`).
    public enum Alignment: Int, Sendable {
        case inherited, none, firstBaseline, lastBaseline

        init(archived number: Int?) { self = number.flatMap(Self.init(rawValue:)) ?? .inherited }
    }

    /// The grid the row belongs to.
    public internal(set) weak var gridView: NSGridView?
    /// The row's cells, one per column.
    public private(set) var cells: [NSGridCell] = []
    /// Where the row's cells place their views vertically, unless a cell says otherwise.
    open var yPlacement = NSGridCell.Placement.inherited
    /// How the row aligns its cells' views.
    open var rowAlignment = Alignment.inherited
    /// The row's height (``NSGridView/sizedForContent`` where its views decide it) and its padding.
    open var height = NSGridView.sizedForContent, topPadding = 0.0, bottomPadding = 0.0
    /// Whether the row is hidden.
    open var isHidden = false

    /// The number of cells.
    public var numberOfCells: Int { cells.count }
    /// The cell at `index`.
    public func cell(at index: Int) -> NSGridCell { cells[index] }

    public required init() { super.init() }

    public required init?(coder: NSCoder) {
        cells = coder.nibObjects(forKey: "NSGrid_cells").compactMap { $0 as? NSGridCell }
        yPlacement = NSGridCell.Placement(archived: coder.nibInt(forKey: "NSGrid_yPlacement"))
        rowAlignment = Alignment(archived: coder.nibInt(forKey: "NSGrid_alignment"))
        height = coder.nibDouble(forKey: "NSGrid_height") ?? NSGridView.sizedForContent
        topPadding = coder.nibDouble(forKey: "NSGrid_topPadding") ?? 0
        bottomPadding = coder.nibDouble(forKey: "NSGrid_bottomPadding") ?? 0
        isHidden = coder.nibBool(forKey: "NSGrid_hidden") ?? false
        // (NSGrid_owningGrid names the grid, which sets it once decoded.)
        coder.nibSkipValue(forKey: "NSGrid_owningGrid")
        super.init(coder: coder)
    }
}

/// A column of a grid view (AppKit's `NSGridColumn`).
open class NSGridColumn: NibObject {
    /// The grid the column belongs to.
    public internal(set) weak var gridView: NSGridView?
    /// Where the column's cells place their views horizontally, unless a cell says otherwise.
    open var xPlacement = NSGridCell.Placement.inherited
    /// The column's width (``NSGridView/sizedForContent`` where its views decide it) and its padding.
    open var width = NSGridView.sizedForContent, leadingPadding = 0.0, trailingPadding = 0.0
    /// Whether the column is hidden.
    open var isHidden = false

    /// The column's cells, top to bottom.
    public var cells: [NSGridCell] { gridView?.rows.compactMap { row in row.cells.first { $0.column === self } } ?? [] }

    public required init() { super.init() }

    public required init?(coder: NSCoder) {
        xPlacement = NSGridCell.Placement(archived: coder.nibInt(forKey: "NSGrid_xPlacement"))
        width = coder.nibDouble(forKey: "NSGrid_width") ?? NSGridView.sizedForContent
        leadingPadding = coder.nibDouble(forKey: "NSGrid_leadingPadding") ?? 0
        trailingPadding = coder.nibDouble(forKey: "NSGrid_trailingPadding") ?? 0
        isHidden = coder.nibBool(forKey: "NSGrid_hidden") ?? false
        coder.nibSkipValue(forKey: "NSGrid_owningGrid")
        super.init(coder: coder)
    }
}

/// A cell of a grid view (AppKit's `NSGridCell`): where a row and a column meet, holding at most one view.
open class NSGridCell: NibObject {
    /// Where a cell places its view in its row or column (AppKit's `NSGridCell.Placement`).
    public enum Placement: Int, Sendable {
        case inherited, none, leading, trailing, center, fill

        /// The vertical names of the same placements.
        public static let top = Placement.leading, bottom = Placement.trailing

        init(archived number: Int?) { self = number.flatMap(Self.init(rawValue:)) ?? .inherited }
    }

    /// The row and the column the cell is in.
    public internal(set) weak var row: NSGridRow?
    public private(set) weak var column: NSGridColumn?
    /// The cell's view, if any.
    open var contentView: NSView?
    /// The first cell of the merged region this cell belongs to, if it is merged.
    public private(set) weak var headOfMergedCell: NSGridCell?
    /// Where the cell places its view, unless inherited.
    open var xPlacement = Placement.inherited, yPlacement = Placement.inherited
    /// How the cell's view aligns in its row, unless inherited.
    open var rowAlignment = NSGridRow.Alignment.inherited

    public required init() { super.init() }

    public required init?(coder: NSCoder) {
        column = coder.nibObject(forKey: "NSGrid_owningColumn", as: NSGridColumn.self)
        // (NSGrid_owningRow names the row being decoded, which sets it.)
        coder.nibSkipValue(forKey: "NSGrid_owningRow")
        contentView = coder.nibObject(forKey: "NSGrid_content", as: NSView.self)
        headOfMergedCell = coder.nibObject(forKey: "NSGrid_mergeHead", as: NSGridCell.self)
        xPlacement = Placement(archived: coder.nibInt(forKey: "NSGrid_xPlacement"))
        yPlacement = Placement(archived: coder.nibInt(forKey: "NSGrid_yPlacement"))
        rowAlignment = NSGridRow.Alignment(archived: coder.nibInt(forKey: "NSGrid_alignment"))
        super.init(coder: coder)
    }
}
