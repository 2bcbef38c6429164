import Foundation
import NibArchive
import NibCompiler
import NibDocument
import NibLoading
import NibTestSupport
import Testing

/// Table columns' resizing, scrollers' sizes and controls' values compile as the
/// ibtool pairs have them, and that both schemas load them alike.
@Suite struct AppKitColumnAndScrollerTests {
    static let table = Fixture.macOS("""
        <scrollView id="sv"><rect key="frame" x="0" y="0" width="200" height="100"/>
            <clipView key="contentView" id="cv"><rect key="frame" x="1" y="1" width="198" height="98"/>
                <subviews>
                    <tableView id="t"><rect key="frame" x="0" y="0" width="198" height="98"/>
                        <tableColumns>
                            <tableColumn identifier="a" width="100" minWidth="40" maxWidth="1000" id="c1">
                                <tableColumnResizingMask key="resizingMask" resizeWithTable="YES"/>
                            </tableColumn>
                            <tableColumn identifier="b" width="90" minWidth="40" maxWidth="1000" id="c2"/>
                        </tableColumns>
                    </tableView>
                </subviews>
            </clipView>
            <scroller key="horizontalScroller" hidden="YES" controlSize="small" horizontal="YES" id="hs"><rect key="frame" x="-100" y="-100" width="225" height="11"/></scroller>
            <scroller key="verticalScroller" controlSize="small" horizontal="NO" id="vs"><rect key="frame" x="188" y="1" width="11" height="98"/></scroller>
        </scrollView>
        """)

    static func loaded<T>(_ xml: String, schema: NibCompiler.Options.Schema, _ type: T.Type) throws -> [T] {
        let top = try Fixture.topLevelObjects(xml, schema: schema)
        var found: [T] = []
        func walk(_ view: NSView) {
            if let match = view as? T { found.append(match) }
            view.subviews.forEach(walk)
        }
        for case let view as NSView in top { walk(view) }
        return found
    }

    @Test func aColumnThatResizesIsResizeableAndAMaskOfZeroIsNoKey() throws {
        let archive = try AppleSchemaTests.archive(Self.table, schema: .apple)
        let columns = archive.objects.filter { $0.className == "NSTableColumn" }
        #expect(columns.count == 2)
        #expect(columns[0]["NSResizingMask"] == .int(1) && columns[0]["NSIsResizeable"] == .bool(true))
        #expect(columns[1]["NSResizingMask"] == nil && columns[1]["NSIsResizeable"] == nil)
        for schema in NibCompiler.Options.Schema.allCases {
            let table = try #require(try Self.loaded(Self.table, schema: schema, NSTableView.self).first)
            #expect(table.tableColumns.compactMap { ($0 as? NSTableColumn)?.resizingMask } == [.autoresizingMask, []], "\(schema)")
        }
    }

    static func fittedTable(style: String?, autosaveName: String? = nil, header: Bool = true, firstWidth: Int = 178) -> String {
        Fixture.macOS("""
            <scrollView id="sv"><rect key="frame" x="0" y="0" width="360" height="260"/>
                <clipView key="contentView" id="cv"><rect key="frame" x="1" y="1" width="358" height="258"/>
                    <subviews>
                        <tableView \(style.map { "columnAutoresizingStyle=\"\($0)\" " } ?? "")\(autosaveName.map { "autosaveName=\"\($0)\" " } ?? "")\(header ? #"headerView="hv" "# : "")id="t">
                            <rect key="frame" x="0" y="0" width="358" height="235"/>
                            <size key="intercellSpacing" width="3" height="2"/>
                            <tableColumns>
                                <tableColumn identifier="a" width="\(firstWidth)" minWidth="40" maxWidth="1000" id="c1">
                                    <tableColumnResizingMask key="resizingMask" resizeWithTable="YES" userResizable="YES"/>
                                </tableColumn>
                                <tableColumn identifier="b" width="172" minWidth="40" maxWidth="1000" id="c2">
                                    <tableColumnResizingMask key="resizingMask" resizeWithTable="YES" userResizable="YES"/>
                                </tableColumn>
                            </tableColumns>
                        </tableView>
                    </subviews>
                </clipView>
                \(header ? #"<tableHeaderView key="headerView" id="hv"><rect key="frame" x="0" y="0" width="358" height="23"/></tableHeaderView>"# : "")
            </scrollView>
            """)
    }

    @Test func columnsOfATableWithoutAHeaderLeavingLessThan9PointsFreeAreNarrowedUntil9Are() throws {
        // 180 + 172 + 2 × 3 fills 358 points: 9 more are freed; 180 + 600 overflows and stays.
        let cases: [(style: String, first: Int, widths: [Double])] = [("lastColumnOnly", 180, [180, 163]), ("uniform", 180, [175, 168]), ("lastColumnOnly", 600, [600, 172])]
        for item in cases {
            let xml = Self.fittedTable(style: item.style, header: false, firstWidth: item.first)
            for schema in NibCompiler.Options.Schema.allCases {
                let archive = try AppleSchemaTests.archive(xml, schema: schema)
                #expect(archive.objects.filter { $0.className == "NSTableColumn" }.map { $0["NSWidth"] } == item.widths.map { .double($0) }, "\(item) \(schema)")
            }
        }
    }

    /// A headerless table's corner view, which the scroll view does not hold, with the vertical
    /// scroller hidden at `x` and the horizontal one switched off.
    static func cornerFlags(verticalScrollerX: Int) throws -> ArchiveValue? {
        let xml = Fixture.macOS("""
            <scrollView autohidesScrollers="YES" hasHorizontalScroller="NO" id="sv"><rect key="frame" x="0" y="0" width="360" height="260"/>
                <clipView key="contentView" id="cv"><rect key="frame" x="1" y="1" width="358" height="258"/>
                    <subviews>
                        <tableView id="t"><rect key="frame" x="0" y="0" width="358" height="258"/>
                            <tableColumns><tableColumn width="300" minWidth="40" maxWidth="1000" id="c1"/></tableColumns>
                        </tableView>
                    </subviews>
                </clipView>
                <scroller key="horizontalScroller" hidden="YES" horizontal="YES" id="h"><rect key="frame" x="-100" y="-100" width="358" height="15"/></scroller>
                <scroller key="verticalScroller" hidden="YES" horizontal="NO" id="v"><rect key="frame" x="\(verticalScrollerX)" y="1" width="15" height="258"/></scroller>
            </scrollView>
            """)
        return try AppleSchemaTests.object("_NSCornerView", in: AppleSchemaTests.archive(xml, schema: .apple))["NSvFlags"]
    }

    @Test func aDetachedCornerViewIsHiddenOnlyWhereTheHiddenVerticalScrollerIsParkedOutside() throws {
        #expect(try Self.cornerFlags(verticalScrollerX: -100) == .int(Int(Int32.min) | 0x100))
        #expect(try Self.cornerFlags(verticalScrollerX: 344) == .int(0x100))
    }

    @Test func aHeaderlessTableBesideAHiddenSmallAutohidingScrollerIsNarrowedBy29() throws {
        func width(controlSize: String) throws -> ArchiveValue? {
            let xml = Fixture.macOS("""
                <scrollView autohidesScrollers="YES" hasHorizontalScroller="NO" id="sv"><rect key="frame" x="0" y="0" width="360" height="260"/>
                    <clipView key="contentView" id="cv"><rect key="frame" x="1" y="1" width="358" height="258"/>
                        <subviews>
                            <tableView columnAutoresizingStyle="lastColumnOnly" id="t"><rect key="frame" x="0" y="0" width="358" height="258"/>
                                <tableColumns><tableColumn width="346" minWidth="40" maxWidth="1000" id="c1">
                                    <tableColumnResizingMask key="resizingMask" resizeWithTable="YES" userResizable="YES"/>
                                </tableColumn></tableColumns>
                            </tableView>
                        </subviews>
                    </clipView>
                    <scroller key="verticalScroller" hidden="YES" controlSize="\(controlSize)" horizontal="NO" id="v"><rect key="frame" x="346" y="1" width="13" height="258"/></scroller>
                </scrollView>
                """)
            return try AppleSchemaTests.object("NSTableColumn", in: AppleSchemaTests.archive(xml, schema: .apple))["NSWidth"]
        }
        // 346 + 3 leave 9 of 358 free: beside a small scroller 29 more are taken; beside a regular one, none.
        #expect(try width(controlSize: "small") == .double(317))
        #expect(try width(controlSize: "regular") == .double(346))
    }

    @Test func headeredColumnsOverflowingByMoreThan29KeepTheirWidthsAndTheTableIsWider() throws {
        let archive = try AppleSchemaTests.archive(Self.fittedTable(style: "lastColumnOnly", firstWidth: 400), schema: .apple)
        #expect(archive.objects.filter { $0.className == "NSTableColumn" }.map { $0["NSWidth"] } == [.double(400), .double(172)])
        let flags = try #require(AppKitControlKeysByClassTests.integer(AppleSchemaTests.object("NSTableView", in: archive)["NSTvFlags"]))
        #expect(flags >> 21 & 3 == 3)
    }

    @Test func aHiddenColumnSaysSoAsATableColumnNotWithAViewsFlags() throws {
        let xml = Self.fittedTable(style: "none").replacingOccurrences(of: #"<tableColumn identifier="b""#, with: #"<tableColumn identifier="b" hidden="YES""#)
        let archive = try AppleSchemaTests.archive(xml, schema: .apple)
        let hidden = try #require(archive.objects.first { $0.className == "NSTableColumn" && $0["NSHidden"] != nil })
        #expect(hidden["NSHidden"] == .bool(true) && hidden["NSvFlags"] == nil)
    }

    @Test func anOutlineColumnThatIsNotTheFirstIsNSOutlineViewsOwnKeyAndLoads() throws {
        let xml = Self.fittedTable(style: "none").replacingOccurrences(of: "<tableView ", with: #"<outlineView outlineTableColumn="c2" "#)
            .replacingOccurrences(of: "</tableView>", with: "</outlineView>")
        let outline = try AppleSchemaTests.object("NSOutlineView", in: AppleSchemaTests.archive(xml, schema: .apple))
        #expect(outline["NSOutlineViewOutlineTableColumnKey"] != nil && outline["NSOutlineTableColumn"] == nil)
        for schema in NibCompiler.Options.Schema.allCases {
            let loaded = try #require(Self.loaded(xml, schema: schema, NSOutlineView.self).first)
            #expect(loaded.outlineTableColumn?.identifier == "b", "\(schema)")
        }
    }

    @Test func columnsLeavingLessThan29PointsFreeAreNarrowedBy29AsTheirStyleShares() throws {
        // 178 + 172 + 2 × 3 leaves 2 of 358 points free.
        let cases: [(style: String?, autosaveName: String?, widths: [Double])] = [
            (nil, nil, [163, 158]), ("lastColumnOnly", nil, [178, 143]), ("firstColumnOnly", nil, [178, 172]),
            // With an autosave name the 9-point rule applies instead: 7 more points are freed.
            (nil, "Saved", [174, 169]),
        ]
        for item in cases {
            let xml = Self.fittedTable(style: item.style, autosaveName: item.autosaveName)
            for schema in NibCompiler.Options.Schema.allCases {
                let archive = try AppleSchemaTests.archive(xml, schema: schema)
                let widths = archive.objects.filter { $0.className == "NSTableColumn" }.map { $0["NSWidth"] }
                #expect(widths == item.widths.map { .double($0) }, "\(item.style ?? "uniform") \(schema)")
                let table = try #require(Self.loaded(xml, schema: schema, NSTableView.self).first)
                #expect(table.tableColumns.compactMap { ($0 as? NSTableColumn)?.width } == item.widths, "\(item.style ?? "uniform") \(schema)")
            }
        }
    }

    @Test func aSortDescriptorAlwaysSaysWhetherItAscends() throws {
        func ascends(_ attribute: String) throws -> ArchiveValue? {
            let xml = Self.table.replacingOccurrences(of: #"<tableColumn identifier="b" width="90" minWidth="40" maxWidth="1000" id="c2"/>"#, with: """
                <tableColumn identifier="b" width="90" minWidth="40" maxWidth="1000" id="c2">
                    <sortDescriptor key="sortDescriptorPrototype" selector="compare:" sortKey="name" \(attribute)/>
                </tableColumn>
                """)
            let descriptor = try AppleSchemaTests.object("NSSortDescriptor", in: AppleSchemaTests.archive(xml, schema: .apple))
            #expect(descriptor["NSReverseNullOrder"] == .bool(false) && descriptor["NSKey"] != nil && descriptor["NSSelector"] != nil)
            return descriptor["NSAscending"]
        }
        #expect(try ascends("") == .bool(true))
        #expect(try ascends(#"ascending="NO""#) == .bool(false))
    }

    @Test func aSortDescriptorWithoutASelectorComparesWithCompare() throws {
        let xml = Self.table.replacingOccurrences(of: #"<tableColumn identifier="b" width="90" minWidth="40" maxWidth="1000" id="c2"/>"#, with: """
            <tableColumn identifier="b" width="90" minWidth="40" maxWidth="1000" id="c2">
                <sortDescriptor key="sortDescriptorPrototype" sortKey="name"/>
            </tableColumn>
            """)
        let archive = try AppleSchemaTests.archive(xml, schema: .apple)
        let index = try #require(archive.objects.firstIndex { $0.className == "NSSortDescriptor" })
        #expect(archive.string("NSSelector", of: index) == "compare:")
    }

    @Test func aScrollersSizeIsInItsScrollerFlagsWithApplesSchema() throws {
        let archive = try AppleSchemaTests.archive(Self.table, schema: .apple)
        let scrollers = archive.objects.filter { $0.className == "NSScroller" }
        #expect(scrollers.count == 2 && scrollers.allSatisfy { $0["NSControlSize"] == .int(0) })
        #expect(scrollers.allSatisfy { if case .integer(let flags, _)? = $0["NSsFlags"] { flags & 0x100 != 0 } else { false } })
        for schema in NibCompiler.Options.Schema.allCases {
            let loaded = try Self.loaded(Self.table, schema: schema, NSScroller.self)
            #expect(loaded.count == 2 && loaded.allSatisfy { $0.controlSize == "small" }, "\(schema)")
        }
    }

    @Test func aLargeScrollersSizeIsThreeInItsFlagsAndARefusingScrollerSaysSoAsAControl() throws {
        let xml = Self.table.replacingOccurrences(of: #"controlSize="small" horizontal="NO""#, with: #"controlSize="large" refusesFirstResponder="YES" horizontal="NO""#)
        let archive = try AppleSchemaTests.archive(xml, schema: .apple)
        let vertical = try #require(archive.objects.first { $0.className == "NSScroller" && $0["NSsFlags"].map { if case .integer(let flags, _) = $0 { flags & 1 == 0 } else { false } } ?? true })
        #expect(vertical["NSsFlags"] == .int(0x300) && vertical["NSControlRefusesFirstResponder"] == .bool(true) && vertical["NSRefusesFirstResponder"] == nil)
        let horizontal = try #require(archive.objects.first { $0.className == "NSScroller" && $0["NSsFlags"] == .int(0x101) })
        #expect(horizontal["NSControlRefusesFirstResponder"] == .bool(false))
        for schema in NibCompiler.Options.Schema.allCases {
            let sizes = try Self.loaded(xml, schema: schema, NSScroller.self).map(\.controlSize)
            #expect(sizes.contains("large") && sizes.contains("small"), "\(schema)")
        }
    }

    @Test func valuesOfIndicatorsSlidersAndSteppersAreDoublesAndALevelIndicatorHasItsStyle() throws {
        let xml = Fixture.macOS("""
            <levelIndicator id="l"><rect key="frame" x="20" y="200" width="200" height="18"/>
                <levelIndicatorCell key="cell" alignment="left" maxValue="10" warningValue="5" criticalValue="2" id="lc"/>
            </levelIndicator>
            <slider id="s"><rect key="frame" x="20" y="100" width="200" height="20"/>
                <sliderCell key="cell" maxValue="10" doubleValue="5" id="sc"/>
            </slider>
            <stepper id="t"><rect key="frame" x="20" y="20" width="19" height="28"/>
                <stepperCell key="cell" minValue="0" maxValue="100" id="tc"/>
            </stepper>
            """)
        let archive = try AppleSchemaTests.archive(xml, schema: .apple)
        let level = try AppleSchemaTests.object("NSLevelIndicatorCell", in: archive)
        #expect(level["NSMaxValue"] == .double(10) && level["NSWarningValue"] == .double(5) && level["NSCriticalValue"] == .double(2))
        #expect(level["NSIndicatorStyle"] == .int(2))  // discrete capacity
        #expect(try AppleSchemaTests.object("NSLevelIndicator", in: archive)["NSControlWritingDirection"] == .integer(-1, width: 8))
        #expect(try AppleSchemaTests.object("NSSliderCell", in: archive)["NSMinValue"] == .double(0))
        let stepper = try AppleSchemaTests.object("NSStepperCell", in: archive)
        #expect(stepper["NSMinValue"] == nil && stepper["NSMaxValue"] == .double(100))
    }

    @Test func aScrollViewsHorizontalElasticityIsTwoBitsOfItsFlagsFromBit14() throws {
        func scrollView(_ elasticity: String?) -> String {
            Fixture.macOS("""
                <scrollView borderType="none" \(elasticity.map { "horizontalScrollElasticity=\"\($0)\" " } ?? "")id="sv">
                    <rect key="frame" x="0" y="0" width="200" height="100"/>
                    <clipView key="contentView" id="cv"><rect key="frame" x="0" y="0" width="200" height="100"/></clipView>
                </scrollView>
                """)
        }
        for (elasticity, bits) in [(nil, 0), ("none", 0x4000), ("allowed", 0x8000)] as [(String?, Int64)] {
            let scroll = try AppleSchemaTests.object("NSScrollView", in: AppleSchemaTests.archive(scrollView(elasticity), schema: .apple))
            guard case .integer(let flags, _)? = scroll["NSsFlags"] else { Issue.record("no NSsFlags"); continue }
            #expect(flags & 0xC000 == bits && scroll["NSHorizontalScrollElasticity"] == nil, "\(elasticity ?? "automatic")")
            for schema in NibCompiler.Options.Schema.allCases {
                let loaded = try #require(Self.loaded(scrollView(elasticity), schema: schema, NSScrollView.self).first)
                #expect(loaded.horizontalScrollElasticity == elasticity, "\(schema)")
            }
        }
    }

    @Test func aScrollViewsFindBarPositionIsTwoBitsFromBit17AndItsKnobStyleANumber() throws {
        func scroll(_ attributes: String) throws -> ArchivedObject {
            try AppleSchemaTests.object("NSScrollView", in: AppleSchemaTests.archive(Fixture.macOS("""
                <scrollView borderType="none" \(attributes) id="sv">
                    <rect key="frame" x="0" y="0" width="200" height="100"/>
                    <clipView key="contentView" id="cv"><rect key="frame" x="0" y="0" width="200" height="100"/></clipView>
                </scrollView>
                """), schema: .apple))
        }
        func findBar(_ scrollView: ArchivedObject) -> Int? { AppKitControlKeysByClassTests.integer(scrollView["NSsFlags"]).map { $0 >> 17 & 3 } }
        #expect(try findBar(scroll("")) == 1)
        #expect(try findBar(scroll(#"findBarPosition="belowContent""#)) == 2)
        #expect(try findBar(scroll(#"findBarPosition="aboveHorizontalRuler""#)) == 0)
        #expect(try scroll(#"findBarPosition="belowContent""#)["NSFindBarPosition"] == nil)
        #expect(try AppKitControlKeysByClassTests.integer(scroll(#"scrollerKnobStyle="dark""#)["NSScrollerKnobStyle"]) == 1)
        #expect(try scroll(#"scrollerKnobStyle="default""#)["NSScrollerKnobStyle"] == nil)
    }

    @Test func aScrollViewsVerticalElasticityIsTwoBitsFromBit12AndMagnificationBit19() throws {
        func scrollView(_ attributes: String) -> String {
            Fixture.macOS("""
                <scrollView borderType="none" \(attributes) id="sv">
                    <rect key="frame" x="0" y="0" width="200" height="100"/>
                    <clipView key="contentView" id="cv"><rect key="frame" x="0" y="0" width="200" height="100"/></clipView>
                </scrollView>
                """)
        }
        let attributes = #"verticalScrollElasticity="none" allowsMagnification="YES" minMagnification="1" maxMagnification="8""#
        let scroll = try AppleSchemaTests.object("NSScrollView", in: AppleSchemaTests.archive(scrollView(attributes), schema: .apple))
        guard case .integer(let flags, _)? = scroll["NSsFlags"] else { Issue.record("no NSsFlags"); return }
        #expect(flags & 0xF000 == 0x1000 && flags & 0x8_0000 == 0x8_0000)
        #expect(scroll["NSVerticalScrollElasticity"] == nil && scroll["NSAllowsMagnification"] == nil)
        // The magnifications are doubles, whatever number the document writes.
        #expect(scroll["NSMinMagnification"] == .double(1) && scroll["NSMaxMagnification"] == .double(8))
        let allowed = try AppleSchemaTests.object("NSScrollView", in: AppleSchemaTests.archive(scrollView(#"verticalScrollElasticity="allowed""#), schema: .apple))
        guard case .integer(let allowedFlags, _)? = allowed["NSsFlags"] else { Issue.record("no NSsFlags"); return }
        #expect(allowedFlags & 0xF000 == 0x2000 && allowedFlags & 0x8_0000 == 0)
        for schema in NibCompiler.Options.Schema.allCases {
            let loaded = try #require(Self.loaded(scrollView(attributes), schema: schema, NSScrollView.self).first)
            #expect(loaded.verticalScrollElasticity == "none" && loaded.allowsMagnification == true, "\(schema)")
        }
    }

    @Test func aTablesStylesLoadAlikeFromBothSchemas() throws {
        let xml = Fixture.macOS("""
            <tableView tableStyle="inset" rowSizeStyle="systemDefault" selectionHighlightStyle="sourceList" id="t">
                <rect key="frame" x="0" y="0" width="198" height="75"/>
                <tableColumns><tableColumn identifier="a" width="100" minWidth="40" maxWidth="1000" id="c1"/></tableColumns>
            </tableView>
            """)
        for schema in NibCompiler.Options.Schema.allCases {
            let table = try #require(Self.loaded(xml, schema: schema, NSTableView.self).first)
            #expect(table.tableStyle == "inset" && table.rowSizeStyle == "systemDefault" && table.selectionHighlightStyle == "sourceList", "\(schema)")
        }
    }
}
