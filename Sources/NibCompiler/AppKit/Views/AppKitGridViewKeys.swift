import NibArchive
import NibDocument

/// Grid views as Apple's ibtool archives them (both schemas: NibKit's loader reads these keys
/// and has no others for grids, so both load alike): the views of the grid's
/// cells are the grid's subviews (in the cells' document order, the grid their superview), and
/// the grid, its rows, columns and cells point at each other under `NSGrid_…` keys:
///
/// - the grid: `NSGrid_rowSpacing` and `NSGrid_columnSpacing` (doubles; 6, AppKit's default,
///   where the document says nothing), `NSGrid_xPlacement`, `NSGrid_yPlacement` and
///   `NSGrid_alignment` (numbers), `NSGrid_rows` and `NSGrid_columns`;
/// - a row: `NSGrid_owningGrid`, `NSGrid_yPlacement`, `NSGrid_alignment`, `NSGrid_height`
///   (`NSGridView.sizeForContent`, the smallest normal float, where the document gives none),
///   `NSGrid_topPadding`, `NSGrid_bottomPadding`, `NSGrid_hidden` and its cells, `NSGrid_cells`;
/// - a column: `NSGrid_owningGrid`, `NSGrid_xPlacement`, `NSGrid_width`,
///   `NSGrid_leadingPadding`, `NSGrid_trailingPadding` and `NSGrid_hidden`;
/// - a cell: `NSGrid_owningRow`, `NSGrid_owningColumn`, `NSGrid_mergeHead` (nil unless merged),
///   `NSGrid_xPlacement`, `NSGrid_yPlacement`, `NSGrid_alignment` and its view, `NSGrid_content`.
///
/// Placements are `NSGridCell.Placement`'s numbers and row alignments `NSGridRow.Alignment`'s
/// (AppKit's headers), 0 (inherited) where the document gives none. Source: a probed Python
/// ibtool for NetNewsWire's Mac xibs (Apple's ibtool 27, a grid of text fields: trailing 3,
/// leading 2, centre 4, no row alignment 1); the default spacing is AppKit's, as the frames of
/// a grid without `columnSpacing` in ../shared/corpus (MonitorControl's `Main.storyboard`) show.
/// Not known: a merged region's head cell's own `NSGrid_mergeHead` (NibKit names the head, as
/// the other cells of the region do).
extension Compilation {
    /// `NSGridCell.Placement`.
    static let gridPlacements = ["inherited": 0, "none": 1, "leading": 2, "top": 2, "trailing": 3, "bottom": 3, "center": 4, "fill": 5]
    /// `NSGridRow.Alignment`.
    static let gridRowAlignments = ["inherited": 0, "none": 1, "firstBaseline": 2, "lastBaseline": 3]
    /// `NSGridView.sizeForContent`: a row's height or a column's width sized by its views.
    static let gridSizeForContent = Double(Float.leastNormalMagnitude)
    /// AppKit's spacing between a grid's rows and between its columns.
    static let gridDefaultSpacing = 6.0
    /// The keys NibKit's compact schema writes for a grid's, a row's, a column's or a cell's attributes and lists.
    static let compactGridKeys: Set<String> = [
        "NSXPlacement", "NSYPlacement", "NSRowAlignment", "NSRowSpacing", "NSColumnSpacing", "NSRows", "NSColumns", "NSGridCells",
        "NSHeight", "NSWidth", "NSTopPadding", "NSBottomPadding", "NSLeadingPadding", "NSTrailingPadding", "NSHidden",
        "NSRow", "NSColumn", "NSHeadOfMergedCell", "NSContentView",
    ]

    /// A grid view's, row's, column's or cell's values.
    mutating func appKitGridValues(_ object: DocumentObject, _ element: Element, _ values: [KeyedValue]) -> [KeyedValue] {
        guard let grid = gridViewObject(of: object) else { return values }
        let gridElement = document.element(at: grid.path)
        let cells = gridElement.child("gridCells")?.children ?? []
        let index = archiveIndex.indexByID[object.id]
        func reference(_ id: String?) -> ArchiveValue { id.flatMap { self.reference(to: $0) } ?? .null }
        func number(_ table: [String: Int], _ attribute: String) -> ArchiveValue { .int(element[attribute].flatMap { table[$0] } ?? 0) }
        func length(_ attribute: String, _ standard: Double) -> ArchiveValue { .double(element[attribute].flatMap(Double.init) ?? standard) }
        var result: [KeyedValue]
        switch element.name {
        case "gridView":
            result = values.filter { !Self.compactGridKeys.contains($0.key) }
            let contents = cells.compactMap { $0.child(key: "contentView")?["id"] }.compactMap { self.reference(to: $0) }
            if !contents.isEmpty, !result.contains(where: { $0.key == "NSSubviews" }) {
                result.append(KeyedValue("NSSubviews", .object(builder.array(contents, className: "NSMutableArray"))))
            }
            let rows = (gridElement.child("rows")?.children ?? []).map { reference($0["id"]) }
            let columns = (gridElement.child("columns")?.children ?? []).map { reference($0["id"]) }
            result += [
                KeyedValue("NSGrid_rowSpacing", length("rowSpacing", Self.gridDefaultSpacing)),
                KeyedValue("NSGrid_columnSpacing", length("columnSpacing", Self.gridDefaultSpacing)),
                KeyedValue("NSGrid_xPlacement", number(Self.gridPlacements, "xPlacement")),
                KeyedValue("NSGrid_yPlacement", number(Self.gridPlacements, "yPlacement")),
                KeyedValue("NSGrid_alignment", number(Self.gridRowAlignments, "rowAlignment")),
                KeyedValue("NSGrid_rows", .object(builder.array(rows, className: "NSMutableArray"))),
                KeyedValue("NSGrid_columns", .object(builder.array(columns, className: "NSMutableArray"))),
            ]
            renameGridUses(index, ["NSRowSpacing": "NSGrid_rowSpacing", "NSColumnSpacing": "NSGrid_columnSpacing", "NSXPlacement": "NSGrid_xPlacement",
                                   "NSYPlacement": "NSGrid_yPlacement", "NSRowAlignment": "NSGrid_alignment"])
        case "gridRow":
            let rowCells = cells.filter { $0["row"] == object.id }.map { reference($0["id"]) }
            result = [
                KeyedValue("NSGrid_owningGrid", reference(grid.id)),
                KeyedValue("NSGrid_yPlacement", number(Self.gridPlacements, "yPlacement")),
                KeyedValue("NSGrid_alignment", number(Self.gridRowAlignments, "rowAlignment")),
                KeyedValue("NSGrid_height", length("height", Self.gridSizeForContent)),
                KeyedValue("NSGrid_topPadding", length("topPadding", 0)),
                KeyedValue("NSGrid_bottomPadding", length("bottomPadding", 0)),
                KeyedValue("NSGrid_hidden", .bool(element["hidden"] == "YES")),
                KeyedValue("NSGrid_cells", .object(builder.array(rowCells, className: "NSMutableArray"))),
            ]
            renameGridUses(index, ["NSYPlacement": "NSGrid_yPlacement", "NSRowAlignment": "NSGrid_alignment", "NSHeight": "NSGrid_height",
                                   "NSTopPadding": "NSGrid_topPadding", "NSBottomPadding": "NSGrid_bottomPadding", "NSHidden": "NSGrid_hidden"])
        case "gridColumn":
            result = [
                KeyedValue("NSGrid_owningGrid", reference(grid.id)),
                KeyedValue("NSGrid_xPlacement", number(Self.gridPlacements, "xPlacement")),
                KeyedValue("NSGrid_width", length("width", Self.gridSizeForContent)),
                KeyedValue("NSGrid_leadingPadding", length("leadingPadding", 0)),
                KeyedValue("NSGrid_trailingPadding", length("trailingPadding", 0)),
                KeyedValue("NSGrid_hidden", .bool(element["hidden"] == "YES")),
            ]
            renameGridUses(index, ["NSXPlacement": "NSGrid_xPlacement", "NSWidth": "NSGrid_width", "NSLeadingPadding": "NSGrid_leadingPadding",
                                   "NSTrailingPadding": "NSGrid_trailingPadding", "NSHidden": "NSGrid_hidden"])
        case "gridCell":
            result = [
                KeyedValue("NSGrid_owningRow", reference(element["row"])),
                KeyedValue("NSGrid_owningColumn", reference(element["column"])),
                KeyedValue("NSGrid_mergeHead", reference(element["headOfMergedCell"])),
                KeyedValue("NSGrid_xPlacement", number(Self.gridPlacements, "xPlacement")),
                KeyedValue("NSGrid_yPlacement", number(Self.gridPlacements, "yPlacement")),
                KeyedValue("NSGrid_alignment", number(Self.gridRowAlignments, "rowAlignment")),
                KeyedValue("NSGrid_content", reference(element.child(key: "contentView")?["id"])),
            ]
            renameGridUses(index, ["NSRow": "NSGrid_owningRow", "NSColumn": "NSGrid_owningColumn", "NSHeadOfMergedCell": "NSGrid_mergeHead",
                                   "NSXPlacement": "NSGrid_xPlacement", "NSYPlacement": "NSGrid_yPlacement", "NSRowAlignment": "NSGrid_alignment"])
        default:
            return values
        }
        return result
    }

    /// The grid view a grid's row, column or cell belongs to (itself for a grid view).
    func gridViewObject(of object: DocumentObject) -> DocumentObject? {
        var current: DocumentObject? = object
        while let candidate = current {
            if candidate.elementName == "gridView" { return candidate }
            current = candidate.parentID.flatMap { document.object(id: $0) }
        }
        return nil
    }

    /// The grid view whose cell holds `object` as its view (the view's superview).
    func gridSuperviewID(of object: DocumentObject) -> String? {
        guard flavour == .appKit, object.key == "contentView", let cell = object.parentID.flatMap({ document.object(id: $0) }),
              cell.elementName == "gridCell" else { return nil }
        return gridViewObject(of: cell)?.id
    }

    /// Points the attribute uses recorded under NibKit's keys at Apple's.
    private mutating func renameGridUses(_ index: Int?, _ renames: [String: String]) {
        guard diagnostics.recordsAttributeUses, let index else { return }
        for (key, newKey) in renames { renameUses(of: index, from: key, to: newKey) }
    }
}
