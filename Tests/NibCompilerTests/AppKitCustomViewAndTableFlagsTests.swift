import Foundation
import NibArchive
import NibCompiler
import NibDocument
import NibLoading
import NibTestSupport
import Testing

/// Custom views' subviews, tables' layout, masks, header fonts and state, and clip views' flags, as
/// the ibtool pairs have them (`test32_hugging_priority`, `nkv_simple`, `test_sort_desc`,
/// `outline_2col_firstcolonly_noreorder`, `pred_compound_chain`, `textview_linkdetection`), and
/// that both schemas load them alike.
@Suite struct AppKitCustomViewAndTableFlagsTests {
    static let customView = Fixture.macOS("""
        <customView id="box"><rect key="frame" x="0" y="0" width="300" height="200"/>
            <subviews>
                <textField id="first"><rect key="frame" x="10" y="150" width="80" height="22"/>
                    <textFieldCell key="cell" title="First" id="firstCell"/>
                </textField>
                <button id="second"><rect key="frame" x="10" y="100" width="80" height="22"/>
                    <buttonCell key="cell" type="push" title="Second" bezelStyle="rounded" id="secondCell"/>
                </button>
                <customView id="third"><rect key="frame" x="10" y="10" width="80" height="80"/></customView>
            </subviews>
        </customView>
        """)

    @Test func aCustomViewArchivesItsSubviewsLastFirstAndLoadsThemInDocumentOrder() throws {
        for schema in NibCompiler.Options.Schema.allCases {
            let archive = try AppleSchemaTests.archive(Self.customView, schema: schema)
            func subviews(_ object: ArchivedObject) -> [ArchiveValue] {
                guard case .object(let list)? = object["NSSubviews"] else { return [] }
                return archive.objects[list].elements
            }
            let outer = try #require(archive.objects.first { $0.className == "NSCustomView" && subviews($0).count == 3 }, "\(schema)")
            let classes = subviews(outer).map { member -> String in
                guard case .object(let index) = member else { return "?" }
                return archive.objects[index].className
            }
            #expect(classes == ["NSCustomView", "NSButton", "NSTextField"], "\(schema)")

            let top = try Fixture.topLevelObjects(Self.customView, schema: schema)
            let view = try #require(top.compactMap { $0 as? NSView }.first { $0.subviews.count == 3 }, "\(schema)")
            #expect(view.subviews.map { String(describing: type(of: $0)) } == ["NSTextField", "NSButton", "NSView"], "\(schema)")
            #expect(view.subviews.allSatisfy { $0.superview === view }, "\(schema)")
        }
    }

    @Test func aSwappedCustomViewOfADirectInstantiationDocumentKeepsItsSubviewsInDocumentOrder() throws {
        // (iTerm2's Apple-compiled SearchableComboView.nib: a class swapper is no NSCustomView.)
        let xml = Self.customView.replacingOccurrences(of: #"<customView id="box">"#, with: #"<customView customClass="Panel" id="box">"#)
            .replacingOccurrences(of: #"propertyAccessControl="none""#, with: #"propertyAccessControl="none" customObjectInstantitationMethod="direct""#)
        let archive = try AppleSchemaTests.archive(xml, schema: .apple)
        let swapper = try #require(archive.objects.first { $0.className == "NSClassSwapper" && $0["NSSubviews"] != nil })
        guard case .object(let list)? = swapper["NSSubviews"] else { Issue.record("no subviews"); return }
        #expect(archive.objects[list].elements.compactMap { value -> String? in
            guard case .object(let index) = value else { return nil }
            return archive.objects[index].className
        } == ["NSTextField", "NSButton", "NSClassSwapper"])
    }

    @Test func aTableFillsTheHeightItsClipViewShowsBelowTheHeader() throws {
        for header in [true, false] {
            let xml = Self.table(header: header, autosaveName: nil, tableHeight: 40)
            for schema in NibCompiler.Options.Schema.allCases {
                let archive = try AppleSchemaTests.archive(xml, schema: schema)
                let table = try AppleSchemaTests.object("NSTableView", in: archive)
                // Tiled, the clip view is 98 high inside the scroll view's border (the document has
                // it below the header); the header takes 23 of it.
                #expect(try AppKitTextViewTests.text(#require(table["NSFrameSize"]), in: archive) == (header ? "{198, 75}" : "{198, 98}"), "\(schema)")
                let loaded = try #require(AppKitColumnAndScrollerTests.loaded(xml, schema: schema, NSTableView.self).first)
                #expect(loaded.frame.size.height == (header ? 75 : 98), "\(schema)")
            }
            guard header else { continue }
            let clip = try #require(AppleSchemaTests.archive(xml, schema: .apple).objects.first { $0.className == "NSClipView" && $0["NSDocView"] != nil && $0["NSBounds"] != nil })
            #expect(try AppKitTextViewTests.text(#require(clip["NSBounds"]), in: AppleSchemaTests.archive(xml, schema: .apple)) == "{{0, -23}, {198, 98}}")
        }
    }

    @Test func aTableInAClipViewResizesWithItBothWays() throws {
        let xml = Self.table(header: false, autosaveName: nil)  // the table names no mask
        for schema in NibCompiler.Options.Schema.allCases {
            let table = try AppleSchemaTests.object("NSTableView", in: AppleSchemaTests.archive(xml, schema: schema))
            guard case .integer(let flags, _)? = table["NSvFlags"] else { Issue.record("no NSvFlags"); continue }
            #expect(flags & 18 == 18, "\(schema)")
            let loaded = try #require(AppKitColumnAndScrollerTests.loaded(xml, schema: schema, NSTableView.self).first)
            #expect(loaded.autoresizingMask.isSuperset(of: [.width, .height]), "\(schema)")
        }
    }

    @Test func aHeaderCellsSmallSystemFontIsAppKitsHeaderFont() throws {
        let xml = Fixture.macOS("""
            <tableView headerView="hv" id="t"><rect key="frame" x="0" y="0" width="200" height="100"/>
                <tableColumns>
                    <tableColumn identifier="a" width="100" minWidth="40" maxWidth="1000" id="c1">
                        <tableHeaderCell key="headerCell" lineBreakMode="truncatingTail" borderStyle="border" alignment="left" title="A">
                            <font key="font" metaFont="smallSystem"/>
                        </tableHeaderCell>
                    </tableColumn>
                    <tableColumn identifier="b" width="90" minWidth="40" maxWidth="1000" id="c2">
                        <tableHeaderCell key="headerCell" lineBreakMode="truncatingTail" borderStyle="border" alignment="left" title="B"/>
                    </tableColumn>
                </tableColumns>
            </tableView>
            """)
        for schema in NibCompiler.Options.Schema.allCases {
            let table = try #require(try Fixture.topLevelObjects(xml, schema: schema).first { $0 is NSTableView } as? NSTableView)
            let fonts = table.tableColumns.compactMap { (($0 as? NSTableColumn)?.headerCell as? NSCell)?.font }
            #expect(fonts.count == 2 && fonts.allSatisfy { $0.fontName == ".AppleSystemUIFont" && $0.pointSize == 11 && $0.metaFont == nil }, "\(schema)")
            // The subheadline style, from its descriptor (Apple's schema) or its name (compact).
            #expect(fonts.allSatisfy { $0.textStyle == "subheadline" }, "\(schema)")
        }
        let apple = try AppleSchemaTests.archive(xml, schema: .apple)
        let fonts = apple.objects.filter { $0.className == "NSTableHeaderCell" }.compactMap { cell -> ArchivedObject? in
            guard case .object(let font)? = cell["NSSupport"] else { return nil }
            return apple.objects[font]
        }
        #expect(fonts.count == 2 && fonts.allSatisfy { $0["NSfFlags"] == .int(16) && $0["NSTextStyleDescriptor"] != nil })
    }

    /// A simple scroll view named `name` for a tab's key view loop: a custom document view, a
    /// hidden horizontal scroller parked outside, a shown vertical one.
    static func loopScrollView(_ name: String, x: Int) -> String {
        """
        <scrollView borderType="none" horizontalLineScroll="10" horizontalPageScroll="10" verticalLineScroll="10" verticalPageScroll="10" id="\(name)">
            <rect key="frame" x="\(x)" y="20" width="200" height="150"/>
            <autoresizingMask key="autoresizingMask"/>
            <clipView key="contentView" id="\(name)-clip"><rect key="frame" x="0.0" y="0.0" width="200" height="150"/>
                <subviews><customView id="\(name)-doc"><rect key="frame" x="0" y="0" width="200" height="150"/></customView></subviews>
            </clipView>
            <scroller key="horizontalScroller" hidden="YES" verticalHuggingPriority="750" horizontal="YES" id="\(name)-hs"><rect key="frame" x="-100" y="-100" width="225" height="15"/></scroller>
            <scroller key="verticalScroller" verticalHuggingPriority="750" horizontal="NO" id="\(name)-vs"><rect key="frame" x="184" y="0" width="16" height="150"/></scroller>
        </scrollView>
        """
    }

    /// A tab view whose item `page` holds the scroll views `one` and `two`; that item is shown, or
    /// a second one, after an empty shown item.
    static func tabOfTwoScrollViews(shown: Bool) -> String {
        let empty = #"<tabViewItem label="A" identifier="a" id="shown"><view key="view" id="first"><rect key="frame" x="0" y="0" width="500" height="400"/></view></tabViewItem>"#
        return Fixture.macOS("""
            <tabView \(shown ? "" : #"initialItem="shown" "#)id="tab"><rect key="frame" x="0" y="0" width="500" height="400"/>
                <tabViewItems>
                    \(shown ? "" : empty)
                    <tabViewItem label="B" identifier="b" id="item">
                        <view key="view" id="page"><rect key="frame" x="0" y="0" width="500" height="400"/>
                            <subviews>\(loopScrollView("one", x: 20))\(loopScrollView("two", x: 240))</subviews>
                        </view>
                    </tabViewItem>
                </tabViewItems>
            </tabView>
            """)
    }

    /// A tab view (`tab`, 480 × 480) holding `items`.
    static func tabView(attributes: String = "", _ items: String) -> String {
        Fixture.macOS("""
            <tabView \(attributes.isEmpty ? "" : attributes + " ")id="tab"><rect key="frame" x="0" y="0" width="480" height="480"/>
                <tabViewItems>\(items)</tabViewItems>
            </tabView>
            """)
    }

    /// Each object's next key view in the compiled document, by id: "none" for no key, nil for a nil one.
    static func nextKeyViews(_ xml: String) throws -> (String) -> String? {
        let document = try DocumentReader().read(data: Data(xml.utf8), file: "Test.xib")
        let compiled = try NibCompiler(options: .init(schema: .apple)).compile(document)
        return { id in
            guard let index = compiled.objectIndexes[id], let value = compiled.archive.objects[index]["NSNextKeyView"] else { return "none" }
            guard case .object(let target) = value else { return nil }
            return compiled.objectIndexes.first { $0.value == target }?.key
        }
    }

    @Test func aTabsKeyViewLoopPassesThroughEachScrollViewsDocumentAndScrollers() throws {
        let next = try Self.nextKeyViews(Self.tabOfTwoScrollViews(shown: true))
        // tab → page → one ⇢ its hidden scroller (the end); clip → document → vertical scroller → two …
        #expect(next("tab") == "page" && next("page") == "one")
        #expect(next("one") == "one-hs" && next("one-hs") == nil)
        #expect(next("one-clip") == "one-doc" && next("one-doc") == "one-vs" && next("one-vs") == "two")
        #expect(next("two") == "two-hs" && next("two-doc") == "two-vs" && next("two-vs") == "tab")
    }

    @Test func aTabThatIsNotShownChainsItsScrollViewsPartsAndEndsNowhere() throws {
        let next = try Self.nextKeyViews(Self.tabOfTwoScrollViews(shown: false))
        #expect(next("one") == "one-hs" && next("one-hs") == nil)
        #expect(next("one-clip") == "one-doc" && next("one-doc") == "one-vs" && next("one-vs") == "two")
        #expect(next("two-doc") == "two-vs" && next("two-vs") == "none")
    }

    @Test func aTabNotShownWhoseViewHoldsOneContainerChainsItsControlsInRowsAndTheTabViewLeadsThere() throws {
        let xml = Self.tabView("""
            <tabViewItem label="One" identifier="one" id="item1">
                <view key="view" id="page1"><rect key="frame" x="10" y="33" width="460" height="434"/>
                    <subviews><button id="A"><rect key="frame" x="20" y="250" width="80" height="18"/>
                        <buttonCell key="cell" type="push" title="A" bezelStyle="rounded" id="Ac"/></button></subviews>
                </view>
            </tabViewItem>
            <tabViewItem label="Two" identifier="two" id="item2">
                <view key="view" id="page2"><rect key="frame" x="10" y="33" width="460" height="434"/>
                    <subviews>
                        <customView id="cont"><rect key="frame" x="0" y="0" width="460" height="434"/>
                            <subviews>
                                <button id="P"><rect key="frame" x="20" y="200" width="80" height="18"/>
                                    <buttonCell key="cell" type="push" title="P" bezelStyle="rounded" id="Pc"/></button>
                                <customView id="inner"><rect key="frame" x="0" y="0" width="300" height="150"/>
                                    <subviews><textField id="Q"><rect key="frame" x="20" y="100" width="80" height="21"/>
                                        <textFieldCell key="cell" title="Q" id="Qc"/></textField></subviews>
                                </customView>
                                <secureTextField id="R"><rect key="frame" x="200" y="198" width="80" height="21"/>
                                    <secureTextFieldCell key="cell" id="Rc"/></secureTextField>
                            </subviews>
                        </customView>
                    </subviews>
                </view>
            </tabViewItem>
            """)
        let next = try Self.nextKeyViews(xml)
        // P and R share the top row (left to right), Q (in the inner custom view) is the next row.
        #expect(next("page2") == "cont" && next("cont") == "P" && next("P") == "R" && next("R") == "Q" && next("Q") == "tab")
        // The tab view leads to the last item whose container loop is built.
        #expect(next("tab") == "page2")
        let explicit = xml.replacingOccurrences(of: #"<textFieldCell key="cell" title="Q" id="Qc"/></textField>"#,
            with: #"<textFieldCell key="cell" title="Q" id="Qc"/><connections><outlet property="nextKeyView" destination="P" id="o1"/></connections></textField>"#)
        let unchained = try Self.nextKeyViews(explicit)
        #expect(unchained("cont") == "none" && unchained("tab") == "page1")
    }

    @Test func aTabsKeyViewLoopRunsThroughItsViewsInReadingOrderAndBackToTheTabView() throws {
        let xml = Self.tabView("""
            <tabViewItem label="One" identifier="one" id="item">
                <view key="view" id="page"><rect key="frame" x="10" y="33" width="460" height="434"/>
                    <subviews>
                        <button id="A"><rect key="frame" x="20" y="250" width="80" height="18"/>
                            <buttonCell key="cell" type="push" title="A" bezelStyle="rounded" id="Ac"/></button>
                        <popUpButton id="B"><rect key="frame" x="260" y="245" width="80" height="25"/>
                            <popUpButtonCell key="cell" type="push" title="B" bezelStyle="rounded" id="Bc"/></popUpButton>
                        <button id="C"><rect key="frame" x="20" y="230" width="80" height="18"/>
                            <buttonCell key="cell" type="push" title="C" bezelStyle="rounded" id="Cc"/></button>
                    </subviews>
                </view>
            </tabViewItem>
            """)
        let archive = try AppleSchemaTests.archive(xml, schema: .apple)
        func next(_ index: Int) -> Int? {
            guard case .object(let next)? = archive.objects[index]["NSNextKeyView"] else { return nil }
            return next
        }
        let tab = try #require(archive.objects.firstIndex { $0.className == "NSTabView" })
        // tab → page → A → C (below A) → B (beside both, right) → tab.
        var visited: [String] = []
        var current = next(tab)
        while let index = current, index != tab, visited.count < 10 {
            let title = archive.objects[index]["NSCell"].flatMap { cell -> String? in
                guard case .object(let cellIndex) = cell else { return nil }
                return archive.string("NSContents", of: cellIndex)
            }
            visited.append(title ?? archive.objects[index].className)
            current = next(index)
        }
        #expect(visited == ["NSView", "A", "C", "B"] && current == tab)
    }

    @Test func aShownTabsKeyViewLoopGoesThroughABoxAndItsContentView() throws {
        let xml = Self.tabView(attributes: #"type="noTabsNoBorder""#, """
            <tabViewItem label="One" identifier="one" id="item">
                <view key="view" id="page"><rect key="frame" x="0" y="0" width="480" height="480"/>
                    <subviews>
                        <box boxType="oldStyle" borderType="none" title="Box" titlePosition="noTitle" id="box">
                            <rect key="frame" x="0" y="0" width="480" height="480"/>
                            <view key="contentView" id="content"><rect key="frame" x="0" y="0" width="480" height="480"/>
                                <subviews>
                                    <button id="A"><rect key="frame" x="14" y="438" width="200" height="18"/>
                                        <buttonCell key="cell" type="check" title="A" bezelStyle="regularSquare" imagePosition="left" id="Ac"/></button>
                                    <textField id="B"><rect key="frame" x="34" y="359" width="80" height="16"/>
                                        <textFieldCell key="cell" title="B" id="Bc"/></textField>
                                </subviews>
                            </view>
                        </box>
                    </subviews>
                </view>
            </tabViewItem>
            """)
        let next = try Self.nextKeyViews(xml)
        #expect(next("tab") == "page" && next("page") == "box" && next("box") == "content")
        #expect(next("content") == "A" && next("A") == "B" && next("B") == "tab")
    }

    @Test func aHeaderedTableItsColumnsMakeWiderThanItsClipViewGrowsAndEnablesTheHorizontalScroller() throws {
        // One 300-point column that does not resize: 300 + 3 + 29 = 332 points, in a 198-point clip view.
        let xml = Fixture.macOS("""
            <scrollView hasHorizontalScroller="NO" id="sv"><rect key="frame" x="0" y="0" width="200" height="100"/>
                <clipView key="contentView" id="cv"><rect key="frame" x="1" y="1" width="198" height="98"/>
                    <subviews>
                        <tableView headerView="hv" id="t"><rect key="frame" x="0" y="0" width="198" height="75"/>
                            <tableColumns><tableColumn identifier="a" width="300" minWidth="40" maxWidth="1000" id="c1"/></tableColumns>
                        </tableView>
                    </subviews>
                </clipView>
                <scroller key="horizontalScroller" hidden="YES" horizontal="YES" id="hs"><rect key="frame" x="-100" y="-100" width="180" height="15"/></scroller>
                <tableHeaderView key="headerView" id="hv"><rect key="frame" x="0" y="0" width="198" height="23"/></tableHeaderView>
            </scrollView>
            """)
        for schema in NibCompiler.Options.Schema.allCases {
            let archive = try AppleSchemaTests.archive(xml, schema: schema)
            let table = try AppleSchemaTests.object("NSTableView", in: archive)
            #expect(try AppKitTextViewTests.text(#require(table["NSFrameSize"]), in: archive) == "{332, 75}", "\(schema)")
            let header = try AppleSchemaTests.object("NSTableHeaderView", in: archive)
            #expect(try AppKitTextViewTests.text(#require(header["NSFrameSize"] ?? header["NSFrame"]), in: archive).hasSuffix("{332, 23}"), "\(schema)")
        }
        let apple = try AppleSchemaTests.archive(xml, schema: .apple)
        guard case .integer(let tableFlags, _)? = try AppleSchemaTests.object("NSTableView", in: apple)["NSTvFlags"],
              case .integer(let scrollFlags, _)? = try AppleSchemaTests.object("NSScrollView", in: apple)["NSsFlags"] else { Issue.record("no flags"); return }
        #expect(tableFlags & 0x0060_0000 == 0x0060_0000 && scrollFlags & 0x80 == 0x80)
        let scroller = try #require(apple.objects.first { $0.className == "NSScroller" && $0["NSsFlags"].map { if case .integer(let f, _) = $0 { f & 1 == 1 } else { false } } == true })
        #expect(scroller["NSEnabled"] == .bool(true))

        // Where the scroll view has a horizontal scroller, it shows across the bottom, its knob
        // the share of the table the clip view shows.
        let scrolling = xml.replacingOccurrences(of: #"hasHorizontalScroller="NO" "#, with: "")
            .replacingOccurrences(of: #"hidden="YES" horizontal="YES""#, with: #"hidden="YES" controlSize="small" horizontal="YES""#)
        for schema in NibCompiler.Options.Schema.allCases {
            let shown = try #require(AppKitColumnAndScrollerTests.loaded(scrolling, schema: schema, NSScroller.self).first)
            #expect(!shown.isHidden && shown.frame == CGRect(x: 1, y: 84, width: 198, height: 15), "\(schema)")
        }
        let percent = try AppleSchemaTests.object("NSScroller", in: AppleSchemaTests.archive(scrolling, schema: .apple))["NSPercent"]
        #expect(percent == .double(198.0 / 332.0))
    }

    @Test func aTableWithAutomaticRowHeightsSaysSoUnderNSTableViewUseARH() throws {
        let xml = Fixture.macOS("""
            <tableView usesAutomaticRowHeights="YES" id="t"><rect key="frame" x="0" y="0" width="200" height="100"/>
                <tableColumns><tableColumn identifier="a" width="100" minWidth="40" maxWidth="1000" id="c1"/></tableColumns>
            </tableView>
            """)
        let table = try AppleSchemaTests.object("NSTableView", in: AppleSchemaTests.archive(xml, schema: .apple))
        #expect(table["NSTableViewUseARH"] == .bool(true) && table["NSUsesAutomaticRowHeights"] == nil)
    }

    @Test func aTablesGridLinesAreAppKitsGridStyleMaskOneBitPerSwitchAndBothSolidLinesSetTheOldDrawsGridBit() throws {
        func table(_ grid: String) -> String {
            Fixture.macOS("""
                <tableView id="t"><rect key="frame" x="0" y="0" width="200" height="100"/>
                    <tableViewGridLines key="gridStyleMask" \(grid)/>
                    <tableColumns><tableColumn identifier="a" width="100" minWidth="40" maxWidth="1000" id="c1"/></tableColumns>
                </tableView>
                """)
        }
        let cases: [(grid: String, mask: Int, drawsGrid: Bool)] = [
            (#"vertical="YES" horizontal="YES""#, 3, true), (#"horizontal="YES" dashed="YES""#, 10, false), (#"vertical="YES""#, 1, false),
            (#"vertical="YES" dashed="YES""#, 9, false),
        ]
        for item in cases {
            for schema in NibCompiler.Options.Schema.allCases {
                let archived = try AppleSchemaTests.object("NSTableView", in: AppleSchemaTests.archive(table(item.grid), schema: schema))
                #expect(archived["NSGridStyleMask"] == .int(item.mask), "\(item.grid) \(schema)")
                let loaded = try #require(try Fixture.topLevelObjects(table(item.grid), schema: schema).first { $0 is NSTableView } as? NSTableView)
                #expect(loaded.gridStyleMask == NSTableView.GridLineStyle(rawValue: UInt(item.mask)), "\(item.grid) \(schema)")
            }
            let apple = try AppleSchemaTests.object("NSTableView", in: AppleSchemaTests.archive(table(item.grid), schema: .apple))
            guard case .integer(let flags, _)? = apple["NSTvFlags"] else { Issue.record("no NSTvFlags"); continue }
            #expect((flags & 0x2000_0000 != 0) == item.drawsGrid, "\(item.grid)")
        }
    }

    static func table(header: Bool, autosaveName: String?, tableHeight: Int = 75) -> String {
        Fixture.macOS("""
            <scrollView id="sv"><rect key="frame" x="0" y="0" width="200" height="100"/>
                <clipView key="contentView" id="cv"><rect key="frame" x="1" y="\(header ? 24 : 1)" width="198" height="\(header ? 75 : 98)"/>
                    <subviews>
                        <tableView \(autosaveName.map { "autosaveName=\"\($0)\" " } ?? "")\(header ? "headerView=\"hv\" " : "")id="t">
                            <rect key="frame" x="0" y="0" width="198" height="\(tableHeight)"/>
                            <tableColumns>
                                <tableColumn identifier="a" width="100" minWidth="40" maxWidth="1000" id="c1"/>
                            </tableColumns>
                        </tableView>
                    </subviews>
                </clipView>
                \(header ? "<tableHeaderView key=\"headerView\" id=\"hv\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"198\" height=\"23\"/></tableHeaderView>" : "")
            </scrollView>
            """)
    }

    static func tableFlags(header: Bool, autosaveName: String?) throws -> Int64 {
        let archive = try AppleSchemaTests.archive(table(header: header, autosaveName: autosaveName), schema: .apple)
        let table = try #require(archive.objects.first { $0.className == "NSTableView" })
        guard case .integer(let flags, _)? = table["NSTvFlags"] else { throw CompileCheckFailure.noFlags }
        return flags
    }

    enum CompileCheckFailure: Error { case noFlags }

    @Test func aClipViewKeepsItsBackgroundAndScrollingSwitchesInItsFlags() throws {
        func scrollView(_ attributes: String) -> String {
            Fixture.macOS("""
                <scrollView id="sv"><rect key="frame" x="0" y="0" width="200" height="100"/>
                    <clipView key="contentView" \(attributes) id="cv"><rect key="frame" x="1" y="1" width="198" height="98"/></clipView>
                </scrollView>
                """)
        }
        let cases: [(attributes: String, flags: Int64?, draws: Bool, copies: Bool)] = [
            ("", 0x4, true, true), (#"drawsBackground="NO""#, nil, false, true), (#"drawsBackground="NO" copiesOnScroll="NO""#, 0x2, false, false),
        ]
        for item in cases {
            for schema in NibCompiler.Options.Schema.allCases {
                let clip = try AppleSchemaTests.object("NSClipView", in: AppleSchemaTests.archive(scrollView(item.attributes), schema: schema))
                #expect(clip["NSDrawsBackground"] == nil && clip["NSCopiesOnScroll"] == nil, "\(schema)")
                if case .integer(let flags, _)? = clip["NScvFlags"] { #expect(flags == item.flags, "\(item.attributes) \(schema)") } else { #expect(item.flags == nil, "\(item.attributes) \(schema)") }
                let loaded = try #require(AppKitColumnAndScrollerTests.loaded(scrollView(item.attributes), schema: schema, NSClipView.self).first)
                #expect(loaded.drawsBackground == item.draws && loaded.copiesOnScroll == item.copies, "\(item.attributes) \(schema)")
            }
        }
    }

    @Test func aTableWithAHeaderAndNoAutosaveNameComparedNarrowerWithItsClipView() throws {
        // AppKit's compareWidthWithSuperview, bits 22–21: 1 here, 2 otherwise.
        #expect(try Self.tableFlags(header: true, autosaveName: nil) & 0x0060_0000 == 0x0020_0000)
        #expect(try Self.tableFlags(header: true, autosaveName: "Saved") & 0x0060_0000 == 0x0040_0000)
        #expect(try Self.tableFlags(header: false, autosaveName: nil) & 0x0060_0000 == 0x0040_0000)
    }

    @Test func aTablesStylesAreAppKitsNumbersUnderTableViewKeys() throws {
        func table(_ attributes: String) throws -> ArchivedObject {
            let xml = Fixture.macOS("""
                <tableView \(attributes) id="t"><rect key="frame" x="0" y="0" width="198" height="75"/>
                    <tableColumns><tableColumn identifier="a" width="100" minWidth="40" maxWidth="1000" id="c1"/></tableColumns>
                </tableView>
                """)
            return try AppleSchemaTests.object("NSTableView", in: AppleSchemaTests.archive(xml, schema: .apple))
        }
        let inset = try table(#"tableStyle="inset" rowSizeStyle="medium" floatsGroupRows="NO""#)
        #expect(inset["NSTableViewStyle"] == .int(2) && inset["NSTableViewRowSizeStyle"] == .int(2))
        #expect(inset["NSTableViewShouldFloatGroupRows"] == .bool(false) && inset["NSTableViewDraggingDestinationStyle"] == .int(0))
        #expect(inset["NSTableStyle"] == nil && inset["NSRowSizeStyle"] == nil && inset["NSFloatsGroupRows"] == nil)
        let sourceList = try table(#"tableStyle="fullWidth" rowSizeStyle="systemDefault" selectionHighlightStyle="sourceList""#)
        #expect(sourceList["NSTableViewStyle"] == .int(1) && sourceList["NSTableViewSelectionHighlightStyle"] == .int(1))
        // The system default row size is −1, a 64-bit number; a source list takes drops as one.
        #expect(sourceList["NSTableViewRowSizeStyle"] == .integer(-1, width: 8) && sourceList["NSTableViewDraggingDestinationStyle"] == .int(1))
        let plain = try table("")
        #expect(plain["NSTableViewStyle"] == nil && plain["NSTableViewRowSizeStyle"] == nil && plain["NSTableViewSelectionHighlightStyle"] == nil)
        #expect(plain["NSTableViewShouldFloatGroupRows"] == nil)
    }

    @Test func aCustomRowSizeIsAppKitsZeroUnderTheTableViewKeyAlsoForAnOutlineView() throws {
        let xml = Fixture.macOS("""
            <outlineView rowSizeStyle="custom" indentationPerLevel="16" outlineTableColumn="c1" id="o"><rect key="frame" x="0" y="0" width="198" height="75"/>
                <tableColumns><tableColumn identifier="a" width="100" minWidth="40" maxWidth="1000" id="c1"/></tableColumns>
            </outlineView>
            """)
        let outline = try AppleSchemaTests.object("NSOutlineView", in: AppleSchemaTests.archive(xml, schema: .apple))
        #expect(outline["NSTableViewRowSizeStyle"] == .int(0) && outline["NSRowSizeStyle"] == nil)
        for schema in NibCompiler.Options.Schema.allCases {
            let loaded = try #require(AppKitColumnAndScrollerTests.loaded(xml, schema: schema, NSOutlineView.self).first)
            #expect(loaded.rowSizeStyle == "custom", "\(schema)")
        }
    }
}
