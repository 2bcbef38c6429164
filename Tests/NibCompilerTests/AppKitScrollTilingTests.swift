import Foundation
import NibArchive
import NibCompiler
import NibLoading
import NibTestSupport
import Testing

/// A scroll view that shows both scrollers compiles and loads as the ibtool pairs have it
/// (`test10_next_key`, `test20_framecalc`): the clip view is tiled both ways, and its document
/// view and that view's subviews follow by their autoresizing masks. Both schemas.
@Suite struct AppKitScrollTilingTests {
    static let scrollView = Fixture.macOS("""
        <scrollView horizontalLineScroll="10" horizontalPageScroll="10" verticalLineScroll="10" verticalPageScroll="10" usesPredominantAxisScrolling="NO" id="sv">
            <rect key="frame" x="0.0" y="0.0" width="480" height="270"/>
            <clipView key="contentView" id="clip">
                <rect key="frame" x="1" y="1" width="478" height="268"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <view id="doc">
                        <rect key="frame" x="0.0" y="0.0" width="463" height="253"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <imageView id="img">
                                <rect key="frame" x="207" y="103" width="48" height="48"/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
                                <imageCell key="cell" refusesFirstResponder="YES" alignment="left" imageScaling="proportionallyDown" id="imgc"/>
                            </imageView>
                        </subviews>
                    </view>
                </subviews>
            </clipView>
            <scroller key="horizontalScroller" horizontal="YES" id="hs"><rect key="frame" x="1" y="253" width="478" height="16"/></scroller>
            <scroller key="verticalScroller" horizontal="NO" id="vs"><rect key="frame" x="463" y="1" width="16" height="268"/></scroller>
        </scrollView>
        """)

    static func frame(of className: String, in archive: KeyedArchive) throws -> String? {
        let index = try #require(archive.objects.firstIndex { $0.className == className }, "no \(className)")
        return archive.string("NSFrame", of: index) ?? archive.string("NSFrameSize", of: index)
    }

    @Test func aScrollViewShowingBothScrollersTilesItsClipViewBothWays() throws {
        for schema in NibCompiler.Options.Schema.allCases {
            let archive = try AppleSchemaTests.archive(Self.scrollView, schema: schema)
            // Inside the 1-point bezel, less 17 points each way.
            #expect(try Self.frame(of: "NSClipView", in: archive) == "{{1, 1}, {461, 251}}", "\(schema)")
        }
    }

    @Test func aTiledDocumentViewsSubviewsFollowItByTheirMasks() throws {
        for schema in NibCompiler.Options.Schema.allCases {
            let archive = try AppleSchemaTests.archive(Self.scrollView, schema: schema)
            let documentViewShrank = archive.objects.indices.contains { index in
                archive.objects[index].className == "NSView" && archive.string("NSFrameSize", of: index) == "{446, 236}"
            }
            #expect(documentViewShrank, "the document view shrinks with its clip view (\(schema))")
            // Flexible bottom margin: the image keeps its distance from the top, 17 points lower.
            #expect(try Self.frame(of: "NSImageView", in: archive) == "{{207, 86}, {48, 48}}", "\(schema)")
        }
    }

    /// A header-less table in a scroll view whose document frames were not tiled (`sv16b`).
    static let table = Fixture.macOS("""
        <scrollView hasHorizontalScroller="NO" usesPredominantAxisScrolling="NO" id="sv">
            <rect key="frame" x="0.0" y="0.0" width="587" height="97"/>
            <clipView key="contentView" id="clip">
                <rect key="frame" x="1" y="1" width="585" height="95"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <tableView columnAutoresizingStyle="lastColumnOnly" columnReordering="NO" columnResizing="NO" autosaveColumns="NO" id="tv">
                        <rect key="frame" x="0.0" y="0.0" width="585" height="95"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <size key="intercellSpacing" width="3" height="2"/>
                        <tableColumns>
                            <tableColumn width="542" minWidth="40" maxWidth="1000" id="col">
                                <tableHeaderCell key="headerCell" lineBreakMode="truncatingTail" borderStyle="border"/>
                                <textFieldCell key="dataCell" lineBreakMode="truncatingTail" title="Text Cell" id="dc"/>
                                <tableColumnResizingMask key="resizingMask" resizeWithTable="YES" userResizable="YES"/>
                            </tableColumn>
                        </tableColumns>
                    </tableView>
                </subviews>
            </clipView>
            <scroller key="horizontalScroller" hidden="YES" horizontal="YES" id="hs"><rect key="frame" x="-100" y="-100" width="223" height="15"/></scroller>
            <scroller key="verticalScroller" horizontal="NO" id="vs"><rect key="frame" x="570" y="1" width="16" height="95"/></scroller>
        </scrollView>
        """)

    @Test func aTablesVerticalScrollerIsTiledAtTheScrollViewsRight() throws {
        for schema in NibCompiler.Options.Schema.allCases {
            let archive = try AppleSchemaTests.archive(Self.table, schema: schema)
            let scrollers = archive.objects.indices.filter { archive.objects[$0].className == "NSScroller" }.compactMap { archive.string("NSFrame", of: $0) }
            #expect(scrollers.contains("{{569, 1}, {17, 95}}"), "\(schema): \(scrollers)")
        }
    }

    @Test func aTableFillsItsTiledClipViewAndItsLastColumnLeavesNinePointsFree() throws {
        for schema in NibCompiler.Options.Schema.allCases {
            let archive = try AppleSchemaTests.archive(Self.table, schema: schema)
            #expect(try Self.frame(of: "NSTableView", in: archive) == "{568, 95}", "\(schema)")
            #expect(try AppleSchemaTests.object("NSTableColumn", in: archive)["NSWidth"] == .double(556), "\(schema)")
        }
    }

    /// A headered table whose scroll view hides scrollers automatically or never.
    static func headeredTable(autohides: Bool, verticalHidden: Bool) -> String {
        Fixture.macOS("""
            <scrollView autohidesScrollers="\(autohides ? "YES" : "NO")" horizontalLineScroll="16" horizontalPageScroll="10" verticalLineScroll="16" verticalPageScroll="10" usesPredominantAxisScrolling="NO" id="sv">
                <rect key="frame" x="0.0" y="0.0" width="300" height="120"/>
                <clipView key="contentView" id="clip">
                    <rect key="frame" x="1" y="1" width="298" height="105"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <tableView columnAutoresizingStyle="lastColumnOnly" rowHeight="14" headerView="hv" id="tv">
                            <rect key="frame" x="0.0" y="0.0" width="299" height="82"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <size key="intercellSpacing" width="3" height="2"/>
                            <tableColumns>
                                <tableColumn width="120" minWidth="40" maxWidth="1000" id="col">
                                    <tableHeaderCell key="headerCell" lineBreakMode="truncatingTail" borderStyle="border" title="A"/>
                                    <textFieldCell key="dataCell" lineBreakMode="truncatingTail" title="Text Cell" id="dc"/>
                                </tableColumn>
                            </tableColumns>
                        </tableView>
                    </subviews>
                </clipView>
                <scroller key="horizontalScroller" controlSize="small" horizontal="YES" id="hs"><rect key="frame" x="1" y="106" width="298" height="13"/></scroller>
                <scroller key="verticalScroller" \(verticalHidden ? "hidden=\"YES\"" : "") horizontal="NO" id="vs"><rect key="frame" x="224" y="17" width="15" height="102"/></scroller>
                <tableHeaderView key="headerView" id="hv"><rect key="frame" x="0.0" y="0.0" width="299" height="23"/></tableHeaderView>
            </scrollView>
            """)
    }

    static func scrollerFlags(_ archive: KeyedArchive) -> [Int64] {
        archive.objects.filter { $0.className == "NSScroller" }.compactMap { object in
            guard case .integer(let flags, _)? = object["NSvFlags"] else { return nil }
            return flags
        }
    }

    @Test func scrollersATableDoesNotNeedAreHiddenWhereTheScrollViewHidesThemAutomatically() throws {
        for schema in NibCompiler.Options.Schema.allCases {
            let archive = try AppleSchemaTests.archive(Self.headeredTable(autohides: true, verticalHidden: false), schema: schema)
            // Both hidden (the table is not wider than its clip view), so the clip view keeps the height.
            #expect(Self.scrollerFlags(archive).allSatisfy { $0 < 0 }, "\(schema)")
            #expect(try Self.frame(of: "NSClipView", in: archive) == "{{1, 1}, {298, 118}}", "\(schema)")
            // The header is as wide as the clip view.
            #expect(try Self.frame(of: "NSTableHeaderView", in: archive) == "{298, 23}", "\(schema)")
        }
    }

    @Test func aScrollerTheDocumentHidesShowsWhereTheScrollViewNeverHidesThem() throws {
        for schema in NibCompiler.Options.Schema.allCases {
            let archive = try AppleSchemaTests.archive(Self.headeredTable(autohides: false, verticalHidden: true), schema: schema)
            let vertical = try #require(archive.objects.firstIndex { $0.className == "NSScroller" && archive.string("NSFrame", of: archive.objects.firstIndex(of: $0)!)?.hasPrefix("{{282") == true })
            if case .integer(let flags, _)? = archive.objects[vertical]["NSvFlags"] { #expect(flags >= 0, "\(schema)") }
            // Tiled at the right below the header: 300 − 1 − 17, 1 + 23, 120 − 2 − 23.
            #expect(archive.string("NSFrame", of: vertical) == "{{282, 24}, {17, 95}}", "\(schema)")
        }
    }

    @Test func aSmallScrollerBesideAnythingButATableTakesSeventeenPoints() throws {
        let xml = Fixture.macOS("""
            <scrollView hasHorizontalScroller="NO" id="sv">
                <rect key="frame" x="10" y="10" width="257" height="58"/>
                <clipView key="contentView" id="clip">
                    <rect key="frame" x="1" y="1" width="242" height="56"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <textView id="tv"><rect key="frame" x="0.0" y="0.0" width="242" height="56"/></textView>
                    </subviews>
                </clipView>
                <scroller key="horizontalScroller" hidden="YES" horizontal="YES" id="hs"><rect key="frame" x="-100" y="-100" width="225" height="15"/></scroller>
                <scroller key="verticalScroller" controlSize="small" horizontal="NO" id="vs"><rect key="frame" x="242" y="1" width="14" height="56"/></scroller>
            </scrollView>
            """)
        for schema in NibCompiler.Options.Schema.allCases {
            #expect(try Self.frame(of: "NSClipView", in: AppleSchemaTests.archive(xml, schema: schema)) == "{{1, 1}, {238, 56}}", "\(schema)")
        }
        // Beside a table it takes 13 (the outline's own test: `anOutlineColumnsPrototype…`'s 301 of 316).
        let table = try AppleSchemaTests.archive(AppKitViewBasedTableTests.outline.replacingOccurrences(of: "</scrollView>", with: #"<scroller key="verticalScroller" controlSize="small" horizontal="NO" id="vs"><rect key="frame" x="289" y="1" width="13" height="311"/></scroller></scrollView>"#), schema: .apple)
        #expect(try Self.frame(of: "NSClipView", in: table) == "{{1, 1}, {288, 311}}")
    }
}


/// A clip view's switch for adjusting its insets automatically, archived once.
@Suite struct AppKitClipViewInsetTests {
    @Test func aClipViewThatDoesNotAdjustItsInsetsSaysSoOnce() throws {
        let archive = try AppleSchemaTests.archive(Fixture.macOS("""
            <scrollView id="sv"><rect key="frame" x="0" y="0" width="100" height="100"/>
                <clipView key="contentView" automaticallyAdjustsContentInsets="NO" id="clip">
                    <rect key="frame" x="1" y="1" width="98" height="98"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                </clipView>
            </scrollView>
            """), schema: .apple)
        let clip = try AppleSchemaTests.object("NSClipView", in: archive)
        #expect(clip.values.filter { $0.key == "NSAutomaticallyAdjustsContentInsets" }.map(\.value) == [.bool(false)])
    }
}
