import Foundation
import NibArchive
import NibCompiler
import NibDocument
import NibLoading
import NibTestSupport
import Testing

/// Grid views as Apple's ibtool archives them, in both schemas (`AppKitGridViewKeys`): the cells'
/// views are the grid's subviews, and the grid, its rows, columns and cells point at each other
/// under `NSGrid_…` keys; NibKit's loader reads them back (`NSGridView`).
@Suite struct AppKitGridViewTests {
    static let grid = Fixture.macOS("""
        <customView id="top"><rect key="frame" x="0" y="0" width="300" height="100"/>
            <subviews>
                <gridView xPlacement="trailing" yPlacement="center" rowAlignment="none" rowSpacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="grid">
                    <rect key="frame" x="20" y="20" width="260" height="60"/>
                    <rows>
                        <gridRow bottomPadding="-6" id="r1"/>
                        <gridRow height="20" id="r2"/>
                    </rows>
                    <columns>
                        <gridColumn id="c1"/>
                        <gridColumn xPlacement="leading" width="190" id="c2"/>
                    </columns>
                    <gridCells>
                        <gridCell row="r1" column="c1" xPlacement="trailing" id="g11">
                            <textField key="contentView" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                                <rect key="frame" x="0" y="40" width="60" height="16"/>
                                <textFieldCell key="cell" title="Name:" id="labelCell"><font key="font" metaFont="system"/></textFieldCell>
                            </textField>
                        </gridCell>
                        <gridCell row="r1" column="c2" id="g12">
                            <textField key="contentView" translatesAutoresizingMaskIntoConstraints="NO" id="field">
                                <rect key="frame" x="70" y="38" width="190" height="21"/>
                                <textFieldCell key="cell" scrollable="YES" editable="YES" id="fieldCell"><font key="font" metaFont="system"/></textFieldCell>
                            </textField>
                        </gridCell>
                        <gridCell row="r2" column="c1" id="g21"/>
                        <gridCell row="r2" column="c2" id="g22"/>
                    </gridCells>
                </gridView>
            </subviews>
        </customView>
        """)

    static func indices(_ className: String, in archive: KeyedArchive) -> [Int] {
        archive.objects.indices.filter { archive.objects[$0].className == className }
    }

    static func members(_ value: ArchiveValue?, in archive: KeyedArchive) -> [ArchiveValue] {
        guard case .object(let index)? = value else { return [] }
        return archive.objects[index].elements
    }

    @Test func aGridCellsContentViewKeepsItsSwitchOffTranslatingItsMaskAsTheGridConstrainsIt() throws {
        let archive = try AppleSchemaTests.archive(Self.grid, schema: .apple)
        let fields = Self.indices("NSTextField", in: archive)
        #expect(fields.count == 2)
        #expect(fields.allSatisfy { archive.objects[$0]["NSDoNotTranslateAutoresizingMask"] == .bool(true) })
    }

    @Test(arguments: NibCompiler.Options.Schema.allCases)
    func aGridsRowsColumnsAndCellsPointAtEachOtherUnderTheGridKeys(schema: NibCompiler.Options.Schema) throws {
        let archive = try AppleSchemaTests.archive(Self.grid, schema: schema)
        let gridIndex = try #require(Self.indices("NSGridView", in: archive).first)
        let grid = archive.objects[gridIndex]
        let rows = Self.indices("NSGridRow", in: archive), columns = Self.indices("NSGridColumn", in: archive)
        let cells = Self.indices("NSGridCell", in: archive), fields = Self.indices("NSTextField", in: archive)
        #expect(grid["NSGrid_rowSpacing"] == .double(10) && grid["NSGrid_columnSpacing"] == .double(6))
        #expect(grid["NSGrid_xPlacement"] == .int(3) && grid["NSGrid_yPlacement"] == .int(4) && grid["NSGrid_alignment"] == .int(1))
        #expect(Self.members(grid["NSGrid_rows"], in: archive) == rows.map { .object($0) })
        #expect(Self.members(grid["NSGrid_columns"], in: archive) == columns.map { .object($0) })
        #expect(grid["NSRows"] == nil && grid["NSColumns"] == nil && grid["NSGridCells"] == nil && grid["NSXPlacement"] == nil)
        // The cells' views are the grid's subviews, in the cells' order, and the grid is their superview.
        #expect(Self.members(grid["NSSubviews"], in: archive) == fields.map { .object($0) })
        if schema == .apple {
            #expect(fields.allSatisfy { archive.objects[$0]["NSSuperview"] == .object(gridIndex) && archive.objects[$0]["NSNextResponder"] == .object(gridIndex) })
        }
        let first = archive.objects[rows[0]], second = archive.objects[rows[1]]
        #expect(first["NSGrid_owningGrid"] == .object(gridIndex) && first["NSGrid_bottomPadding"] == .double(-6))
        #expect(first["NSGrid_height"] == .double(Double(Float.leastNormalMagnitude)) && second["NSGrid_height"] == .double(20))
        #expect(first["NSGrid_hidden"] == .bool(false) && Self.members(first["NSGrid_cells"], in: archive) == cells.prefix(2).map { .object($0) })
        let wide = archive.objects[columns[1]]
        #expect(wide["NSGrid_xPlacement"] == .int(2) && wide["NSGrid_width"] == .double(190) && wide["NSGrid_owningGrid"] == .object(gridIndex))
        let labelled = archive.objects[cells[0]]
        #expect(labelled["NSGrid_owningRow"] == .object(rows[0]) && labelled["NSGrid_owningColumn"] == .object(columns[0]))
        #expect(labelled["NSGrid_content"] == .object(fields[0]) && labelled["NSGrid_mergeHead"] == .null && labelled["NSGrid_xPlacement"] == .int(3))
        #expect(labelled["NSCellFlags"] == nil && labelled["NSRow"] == nil)
        #expect(archive.objects[cells[2]]["NSGrid_content"] == .null)
    }

    @Test(arguments: NibCompiler.Options.Schema.allCases)
    func aGridLoadsItsRowsColumnsCellsAndTheirViews(schema: NibCompiler.Options.Schema) throws {
        let top = try #require(try AppKitColumnAndScrollerTests.loaded(Self.grid, schema: schema, NSView.self).first)
        let grid = try #require(top.subviews.first as? NSGridView)
        #expect(grid.numberOfRows == 2 && grid.numberOfColumns == 2)
        #expect(grid.rowSpacing == 10 && grid.columnSpacing == 6)
        #expect(grid.xPlacement == .trailing && grid.yPlacement == .center && grid.rowAlignment == NSGridRow.Alignment.none)
        let label = try #require(grid.cell(atColumnIndex: 0, rowIndex: 0))
        #expect(label.row === grid.row(at: 0) && label.column === grid.column(at: 0) && label.xPlacement == .trailing)
        let field = try #require(grid.cell(atColumnIndex: 1, rowIndex: 0)?.contentView as? NSTextField)
        #expect(field.superview === grid && grid.subviews.count == 2 && grid.cell(for: field)?.column === grid.column(at: 1))
        #expect(grid.cell(atColumnIndex: 1, rowIndex: 1)?.contentView == nil && grid.cell(atColumnIndex: 2, rowIndex: 0) == nil)
        #expect(grid.row(at: 0).bottomPadding == -6 && grid.row(at: 0).height == NSGridView.sizedForContent && grid.row(at: 1).height == 20)
        #expect(grid.column(at: 1).width == 190 && grid.column(at: 1).xPlacement == .leading && grid.column(at: 1).cells.count == 2)
        #expect(grid.row(at: 1).gridView === grid && grid.column(at: 0).gridView === grid)
    }
}
