import Foundation
import NibArchive
import NibCompiler
import NibLoading
import NibTestSupport
import Testing

/// A view that does not autoresize its subviews, PDFKit's view (`test34_pdfview`), and smaller
/// switches ibtool packs or renames (`transmission_MainMenu`).
@Suite struct AppKitPDFViewAndViewFlagsTests {
    static func view(_ element: String, mask: String = "<autoresizingMask key=\"autoresizingMask\"/>") -> String {
        Fixture.macOS("""
            <customView id="host"><rect key="frame" x="0" y="0" width="600" height="500"/>
                <subviews>
                    <\(element) autoresizesSubviews="NO" id="v">
                        <rect key="frame" x="0" y="0" width="500" height="400"/>
                        \(mask)
                    </\(element)>
                </subviews>
            </customView>
            """)
    }

    @Test func aViewThatDoesNotAutoresizeItsSubviewsHasBit8ClearAndNoFlagsWhenNoneIsSet() throws {
        for schema in NibCompiler.Options.Schema.allCases {
            // An empty mask and no bit 8: no flags at all (the host keeps IB's default, with bit 8).
            let plain = try AppleSchemaTests.archive(Self.view("view"), schema: schema)
            #expect(plain.objects.filter { $0.className == "NSView" }.map { $0["NSvFlags"] } == [nil], "\(schema)")
            #expect(!plain.objects.contains { $0["NSAutoresizesSubviews"] != nil }, "\(schema)")
            let widthSizable = Self.view("view", mask: #"<autoresizingMask key="autoresizingMask" widthSizable="YES"/>"#)
            let sized = try AppleSchemaTests.archive(widthSizable, schema: schema)
            #expect(sized.objects.contains { $0.className == "NSView" && $0["NSvFlags"] == .int(2) }, "\(schema)")
            let views = try AppKitColumnAndScrollerTests.loaded(widthSizable, schema: schema, NSView.self)
            #expect(views.map(\.autoresizesSubviews).contains(false), "\(schema)")
        }
    }

    @Test func aViewsOpacityIsNSViewsAlphaValueADouble() throws {
        let xml = Fixture.macOS("""
            <customView id="top"><rect key="frame" x="0" y="0" width="200" height="100"/>
                <subviews>
                    <box alphaValue="0.5" title="B" id="b"><rect key="frame" x="0" y="0" width="100" height="60"/>
                        <view key="contentView" id="bc"><rect key="frame" x="2" y="2" width="96" height="56"/></view>
                    </box>
                    <textField alphaValue="1" id="f"><rect key="frame" x="0" y="70" width="100" height="20"/>
                        <textFieldCell key="cell" title="T" id="fc"><font key="font" metaFont="system"/></textFieldCell>
                    </textField>
                </subviews>
            </customView>
            """)
        let archive = try AppleSchemaTests.archive(xml, schema: .apple)
        let box = try AppleSchemaTests.object("NSBox", in: archive)
        #expect(box["NSViewAlphaValue"] == .double(0.5) && box["NSAlphaValue"] == nil)
        #expect(try AppleSchemaTests.object("NSTextField", in: archive)["NSViewAlphaValue"] == .double(1))
        #expect(try AppleSchemaTests.object("NSBox", in: AppleSchemaTests.archive(xml, schema: .compact))["NSAlphaValue"] != nil)
    }

    @Test func aPDFViewArchivesPDFKitsOwnKeysWithApplesSchema() throws {
        let archive = try AppleSchemaTests.archive(Self.view("pdfView").replacingOccurrences(of: #"autoresizesSubviews="NO""#, with: #"autoresizesSubviews="NO" displaysPageBreaks="NO" autoScales="YES""#), schema: .apple)
        let view = try AppleSchemaTests.object("PDFView", in: archive)
        #expect(view["Version"] == .int(3) && view["DisplayMode"] == .int(1) && view["PageBreaks"] == .bool(false) && view["AutoScale"] == .bool(true))
        #expect(view["ScaleFactor"] == .float(1) && view["MinScaleFactor"] == .float(0.1) && view["MaxScaleFactor"] == .float(20))
        #expect(view["NSDisplaysPageBreaks"] == nil && view["NSAutoScales"] == nil && view["NSvFlags"] == nil)
        guard case .object(let types)? = view["NSDragTypes"] else { Issue.record("no drag types"); return }
        #expect(archive.objects[types].className == "NSMutableSet" && archive.objects[types].elements.count == 1)
    }

    @Test func aLegacyWebViewArchivesWebKitsOwnKeysWithApplesSchema() throws {
        let xml = Self.view("webView").replacingOccurrences(of: #"autoresizesSubviews="NO" id="v">"#, with: #"""
            maintainsBackForwardList="NO" id="v">
            <webPreferences key="preferences" defaultFontSize="12" defaultFixedFontSize="12" minimumFontSize="7" plugInsEnabled="NO" javaEnabled="NO"><nil key="identifier"/></webPreferences>
            """#)
        let archive = try AppleSchemaTests.archive(xml, schema: .apple)
        let view = try AppleSchemaTests.object("WebView", in: archive)
        #expect(view["UseBackForwardList"] == .bool(false) && view["AllowsUndo"] == .bool(true) && view["NSNextKeyView"] == .null)
        #expect(archive.string("FrameName", of: try #require(archive.objects.firstIndex { $0.className == "WebView" })) == "")
        for key in ["NSMaintainsBackForwardList", "NSPreferences"] { #expect(view[key] == nil, "\(key)") }
        let preferences = try AppleSchemaTests.object("WebPreferences", in: archive)
        #expect(preferences["Identifier"] == .null)
        guard case .object(let values)? = preferences["Values"], case .object(let types)? = view["NSDragTypes"] else { Issue.record("no values or drag types"); return }
        #expect(archive.objects[values].className == "NSMutableDictionary" && archive.objects[values].elements.isEmpty)
        #expect(archive.objects[types].className == "NSMutableSet" && archive.objects[types].elements.count == 16)
        #expect(!archive.objects.contains { $0.className == "NSWebPreferences" })
    }

    @Test func aLegacyWebViewLoadsAsAViewOfItsSuperviewWithEitherSchema() throws {
        // Its class has no fallback in Apple's nibs: the library has a WebView of its own.
        for schema in NibCompiler.Options.Schema.allCases {
            let host = try #require(try Fixture.topLevelObjects(Self.view("webView"), schema: schema).first as? NSView)
            #expect(host.subviews.map { String(describing: type(of: $0)) } == ["WebView"], "\(schema)")
        }
    }

    static func field(allowsUndo: String) -> String {
        Fixture.macOS("""
            <textField id="f"><rect key="frame" x="0" y="0" width="100" height="20"/>
                <textFieldCell key="cell" allowsUndo="\(allowsUndo)" title="T" id="fc"/>
            </textField>
            """)
    }

    @Test func undoTurnedOffIsBit12OfTheCellsSecondFlagsAndOnIsNotArchived() throws {
        let off = try AppleSchemaTests.object("NSTextFieldCell", in: AppleSchemaTests.archive(Self.field(allowsUndo: "NO"), schema: .apple))
        guard case .integer(let flags, _)? = off["NSCellFlags2"] else { Issue.record("no flags"); return }
        #expect(flags & 0x1000 != 0 && off["NSAllowsUndo"] == nil)
        for schema in NibCompiler.Options.Schema.allCases {
            #expect(try AppleSchemaTests.object("NSTextFieldCell", in: AppleSchemaTests.archive(Self.field(allowsUndo: "YES"), schema: schema))["NSAllowsUndo"] == nil)
            let field = try #require(try AppKitColumnAndScrollerTests.loaded(Self.field(allowsUndo: "NO"), schema: schema, NSTextField.self).first)
            #expect((field.cell as? NSTextFieldCell)?.allowsUndo == false, "\(schema)")
        }
    }

    @Test func anOutlinesIndentationMarkerAndASharedDefaultsControllerTakeAppKitsKeys() throws {
        let xml = Fixture.macOS("""
            <outlineView indentationPerLevel="16" indentationMarkerFollowsCell="NO" outlineTableColumn="c" id="o">
                <rect key="frame" x="0" y="0" width="100" height="100"/>
                <tableColumns><tableColumn identifier="c" width="90" minWidth="10" maxWidth="1000" id="c">
                    <tableHeaderCell key="headerCell" title="C"/><textFieldCell key="dataCell" title="T" id="dc"/>
                </tableColumn></tableColumns>
            </outlineView>
            <userDefaultsController representsSharedInstance="YES" id="d"/>
            """)
        let archive = try AppleSchemaTests.archive(xml, schema: .apple)
        #expect(try AppleSchemaTests.object("NSOutlineView", in: archive)["NSOutlineViewIndentationMarkerFollowsCellKey"] == .bool(false))
        #expect(try AppleSchemaTests.object("NSUserDefaultsController", in: archive)["NSSharedInstance"] == .bool(true))
    }

    /// A window without Auto Layout whose animation behaviour is the default, holding a
    /// scroll view and a progress indicator (`blocklist_big`, `outline_2col_default`).
    static func animatedWindow(autolayout: Bool) -> String {
        Fixture.macOS("""
            <window title="W" releasedWhenClosed="NO" animationBehavior="default" id="w">
                <windowStyleMask key="styleMask" titled="YES"/>
                <rect key="contentRect" x="0" y="0" width="300" height="200"/>
                <rect key="screenRect" x="0.0" y="0.0" width="1440" height="900"/>
                <view key="contentView" id="cv">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                    <subviews>
                        <progressIndicator maxValue="1" bezeled="NO" indeterminate="YES" style="bar" id="p">
                            <rect key="frame" x="20" y="20" width="100" height="20"/>
                        </progressIndicator>
                        <scrollView id="sv">
                            <rect key="frame" x="20" y="50" width="200" height="100"/>
                            <clipView key="contentView" id="clip"><rect key="frame" x="1" y="1" width="183" height="98"/></clipView>
                            <scroller key="horizontalScroller" hidden="YES" horizontal="YES" id="hs"><rect key="frame" x="-100" y="-100" width="183" height="15"/></scroller>
                            <scroller key="verticalScroller" horizontal="NO" id="vs"><rect key="frame" x="184" y="1" width="15" height="98"/></scroller>
                        </scrollView>
                    </subviews>
                </view>
            </window>
            """).replacingOccurrences(of: #"propertyAccessControl="none""#, with: autolayout ? #"propertyAccessControl="none" useAutolayout="YES""# : #"propertyAccessControl="none""#)
    }

    @Test func aProgressIndicatorsSwitchesAreItsFlags() throws {
        let archive = try AppleSchemaTests.archive(Self.animatedWindow(autolayout: true), schema: .apple)
        let indicator = try AppleSchemaTests.object("NSProgressIndicator", in: archive)
        #expect(indicator["NSpiFlags"] == .int(0x4006) && indicator["NSBezeled"] == nil && indicator["NSIndeterminate"] == nil && indicator["NSStyle"] == nil)
        for schema in NibCompiler.Options.Schema.allCases {
            let window = try #require(try Fixture.topLevelObjects(Self.animatedWindow(autolayout: true), schema: schema).compactMap { $0 as? NSWindow }.first)
            let loaded = try #require(window.contentView?.subviews.compactMap { $0 as? NSProgressIndicator }.first)
            #expect(loaded.bezeled == false && loaded.indeterminate == true && loaded.style == "bar", "\(schema)")
        }
    }

    @Test func scrollersHostLayerTreesInAnAnimatedWindowWithoutAutoLayoutAndIndicatorsAlways() throws {
        for (autolayout, hosts) in [(false, true), (true, false)] {
            let archive = try AppleSchemaTests.archive(Self.animatedWindow(autolayout: autolayout), schema: .apple)
            let scrollers = archive.objects.filter { $0.className == "NSScroller" }.map { $0["NSViewIsLayerTreeHost"] == .bool(true) }
            #expect(scrollers.count == 2 && scrollers.allSatisfy { $0 == hosts }, "Auto Layout \(autolayout)")
            #expect(try AppleSchemaTests.object("NSProgressIndicator", in: archive)["NSViewIsLayerTreeHost"] == .bool(true), "Auto Layout \(autolayout)")
        }
    }
}

