import Foundation
import NibArchive
import NibCompiler
import NibDocument
import NibLoading
import NibTestSupport
import Testing

/// Toolbars, window flags, boxes' titles and tab views' flags compile by AppKit's encoders' rules
/// (the ibtool pairs `toolbar_button_item`, `toolbar_default_refs`; GNUstep's `GSNibLoading.m` and
/// `NSTabView.m`; viraptor/ibtool's `toolbar.py`, `box.py`, `tabView.py`).
@Suite struct AppKitToolbarAndWindowTests {
    static func window(attributes: String = "", _ body: String) -> String {
        Fixture.macOS("""
            <window title="W" allowsToolTipsWhenApplicationIsInactive="NO" autorecalculatesKeyViewLoop="NO" releasedWhenClosed="NO" animationBehavior="default" \(attributes) id="w">
                <windowStyleMask key="styleMask" titled="YES" closable="YES"/>
                <windowPositionMask key="initialPositionMask" leftStrut="YES" rightStrut="YES" topStrut="YES" bottomStrut="YES"/>
                <rect key="contentRect" x="10" y="20" width="300" height="200"/>
                <rect key="screenRect" x="0.0" y="0.0" width="1440" height="900"/>
                <view key="contentView" id="content"><rect key="frame" x="0.0" y="0.0" width="300" height="200"/><autoresizingMask key="autoresizingMask"/></view>
                \(body)
            </window>
            """)
    }

    static let toolbar = window("""
        <toolbar key="toolbar" implicitIdentifier="TB-implicit" explicitIdentifier="Main" displayMode="iconOnly" sizeMode="small" allowsUserCustomization="NO" showsBaselineSeparator="NO" id="tb">
            <allowedToolbarItems>
                <toolbarItem implicitItemIdentifier="NSToolbarFlexibleSpaceItem" id="flex"/>
                <toolbarItem implicitItemIdentifier="UUID-1" explicitItemIdentifier="Go" label="Go" paletteLabel="Go Palette" tag="7" selectable="YES" id="go">
                    <size key="minSize" width="40" height="25"/>
                    <size key="maxSize" width="60" height="25"/>
                    <button key="view" verticalHuggingPriority="750" id="goButton">
                        <rect key="frame" x="0" y="14" width="40" height="25"/>
                        <buttonCell key="cell" type="roundTextured" title="Go!" bezelStyle="texturedRounded" alignment="center" borderStyle="border" inset="2" id="goCell">
                            <behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/>
                            <font key="font" metaFont="system"/>
                        </buttonCell>
                    </button>
                </toolbarItem>
                <toolbarItem implicitItemIdentifier="UUID-2" label="Plain" paletteLabel="Plain" id="plain">
                    <nil key="toolTip"/>
                </toolbarItem>
            </allowedToolbarItems>
            <defaultToolbarItems>
                <toolbarItem reference="go"/>
                <toolbarItem reference="flex"/>
            </defaultToolbarItems>
        </toolbar>
        """)

    static func members(_ value: ArchiveValue?, in archive: KeyedArchive) -> [ArchiveValue] {
        guard case .object(let index)? = value else { return [] }
        return archive.objects[index].elements
    }

    @Test func aWindowHoldsItsToolbarAsItsViewClassAndHasNoDefaultMaximumSize() throws {
        let archive = try AppleSchemaTests.archive(Self.toolbar, schema: .apple)
        let template = try AppleSchemaTests.object("NSWindowTemplate", in: archive)
        guard case .object(let toolbar)? = template["NSViewClass"] else { Issue.record("no NSViewClass"); return }
        #expect(archive.objects[toolbar].className == "NSToolbar")
        #expect(template["NSToolbar"] == nil && template["NSMaxSize"] == nil)
        let plain = try AppleSchemaTests.archive(Self.window(""), schema: .apple)
        #expect(try AppleSchemaTests.object("NSWindowTemplate", in: plain)["NSMaxSize"] != nil)
    }

    @Test func aWindowsTabbingIdentifierIsItsTemplatesAndLoadsFromBothSchemas() throws {
        let xml = Self.window(attributes: #"tabbingIdentifier="documents""#, "")
        let template = try AppleSchemaTests.object("NSWindowTemplate", in: AppleSchemaTests.archive(xml, schema: .apple))
        #expect(template["NSWindowTabbingIdentifier"] != nil && template["NSTabbingIdentifier"] == nil)
        for schema in NibCompiler.Options.Schema.allCases {
            let window = try #require(Fixture.topLevelObjects(xml, schema: schema).first { $0 is NSWindow } as? NSWindow)
            #expect(window.tabbingIdentifier == "documents", "\(schema)")
        }
    }

    @Test func aToolbarWritesEveryKeyOfAppKitsEncoder() throws {
        let archive = try AppleSchemaTests.archive(Self.toolbar, schema: .apple)
        let toolbar = try AppleSchemaTests.object("NSToolbar", in: archive)
        #expect(archive.string("NSToolbarIdentifier", of: try #require(archive.objects.firstIndex { $0.className == "NSToolbar" })) == "Main")
        #expect(toolbar["NSToolbarDelegate"] == .null && toolbar["NSToolbarCenteredItemIdentifier"] == .null)
        #expect(toolbar["NSToolbarPrefersToBeShown"] == .bool(true) && toolbar["NSToolbarAutosavesConfiguration"] == .bool(true))
        #expect(toolbar["NSToolbarAllowsUserCustomization"] == .bool(false) && toolbar["NSToolbarShowsBaselineSeparator"] == .bool(false))
        #expect(toolbar["NSToolbarDisplayMode"] == .int(2) && toolbar["NSToolbarSizeMode"] == .int(2))
        #expect(toolbar["NSImplicitIdentifier"] == nil && toolbar["NSAllowedToolbarItems"] == nil)
        let classes = { (key: String) in Self.members(toolbar[key], in: archive).compactMap { value -> String? in
            guard case .object(let index) = value else { return nil }
            return archive.objects[index].className
        } }
        #expect(classes("NSToolbarIBAllowedItems") == ["NSToolbarFlexibleSpaceItem", "NSToolbarItem", "NSToolbarItem"])
        #expect(classes("NSToolbarIBDefaultItems") == ["NSToolbarItem", "NSToolbarFlexibleSpaceItem"])
        #expect(classes("NSToolbarIBSelectableItems") == ["NSToolbarItem"])
        // The identified items: identifier, item, in the allowed order.
        #expect(Self.members(toolbar["NSToolbarIBIdentifiedItems"], in: archive).count == 3 * 2)
    }

    @Test func aToolbarItemWritesEveryKeyOfAppKitsEncoder() throws {
        let archive = try AppleSchemaTests.archive(Self.toolbar, schema: .apple)
        let items = archive.objects.enumerated().filter { $0.element.className == "NSToolbarItem" }
        let go = try #require(items.first { archive.string("NSToolbarItemLabel", of: $0.offset) == "Go" })
        #expect(archive.string("NSToolbarItemIdentifier", of: go.offset) == "Go")
        #expect(archive.string("NSToolbarItemPaletteLabel", of: go.offset) == "Go Palette")
        #expect(archive.string("NSToolbarItemToolTip", of: go.offset) == "")
        #expect(archive.string("NSToolbarItemTitle", of: go.offset) == "Go!")
        #expect(archive.string("NSToolbarItemMinSize", of: go.offset) == "{40, 25}" && archive.string("NSToolbarItemMaxSize", of: go.offset) == "{60, 25}")
        guard case .object(let view)? = go.element["NSToolbarItemView"] else { Issue.record("no view"); return }
        #expect(archive.objects[view].className == "NSButton")
        #expect(go.element["NSToolbarItemBordered"] == .bool(true) && go.element["NSToolbarItemTag"] == .int(7))
        #expect(go.element["NSToolbarItemImage"] == .null && go.element["NSToolbarItemTarget"] == .null && go.element["NSToolbarItemAction"] == .null)
        #expect(go.element["NSToolbarItemEnabled"] == .bool(true) && go.element["NSToolbarItemAutovalidates"] == .bool(true))
        #expect(go.element["NSToolbarIsUserRemovable"] == .bool(true) && go.element["NSToolbarItemStyle"] == .int(0))
        #expect(go.element["NSLabel"] == nil && go.element["NSView"] == nil && go.element["NSExplicitItemIdentifier"] == nil)
        let plain = try #require(items.first { archive.string("NSToolbarItemLabel", of: $0.offset) == "Plain" })
        #expect(plain.element["NSToolbarItemToolTip"] == .null && plain.element["NSToolbarItemView"] == .null)
        #expect(plain.element["NSToolbarItemBordered"] == .bool(false) && plain.element["NSToolbarItemTag"] == .int(0))
        #expect(archive.string("NSToolbarItemMinSize", of: plain.offset) == "{0, 0}")
    }

    @Test func anImageItemIsBorderedOnlyWhereTheDocumentSaysAndItsSizingBehaviorIsNotArchived() throws {
        let xml = Self.window("""
            <toolbar key="toolbar" implicitIdentifier="TB" id="tb">
                <allowedToolbarItems>
                    <toolbarItem implicitItemIdentifier="A" label="Image" paletteLabel="Image" image="gear" sizingBehavior="auto" id="image"/>
                    <toolbarItem implicitItemIdentifier="B" label="Bordered" paletteLabel="Bordered" image="gear" bordered="YES" id="bordered"/>
                </allowedToolbarItems>
                <defaultToolbarItems><toolbarItem reference="image"/></defaultToolbarItems>
            </toolbar>
            """)
        for schema in NibCompiler.Options.Schema.allCases {
            let archive = try AppleSchemaTests.archive(xml, schema: schema)
            let items = archive.objects.filter { $0.className == "NSToolbarItem" }
            #expect(items.map { $0["NSToolbarItemBordered"] } == [.bool(false), .bool(true)], "\(schema)")
            #expect(items.allSatisfy { $0["NSSizingBehavior"] == nil }, "\(schema)")
        }
    }

    @Test func aStandardSpaceItemIsArchivedAsItsOwnClassWithAppKitsValues() throws {
        let archive = try AppleSchemaTests.archive(Self.toolbar, schema: .apple)
        let index = try #require(archive.objects.firstIndex { $0.className == "NSToolbarFlexibleSpaceItem" })
        let item = archive.objects[index]
        #expect(archive.string("NSToolbarItemPaletteLabel", of: index) == "Flexible Space")
        #expect(archive.string("NSToolbarItemMaxSize", of: index) == "{20000, 24}")
        #expect(item["NSToolbarItemTag"] == .int(-1) && item["NSToolbarItemToolTip"] == .null)
        guard case .object(let menuItem)? = item["NSToolbarItemMenuFormRepresentation"] else { Issue.record("no menu form"); return }
        #expect(archive.objects[menuItem]["NSIsSeparator"] == .bool(true) && archive.objects[menuItem]["NSKeyEquivModMask"] == .int(1 << 20))
        // NibKit's compact schema has the class too, and of Apple's keys only those its loader reads.
        let compact = try AppleSchemaTests.archive(Self.toolbar, schema: .compact)
        let compactItem = try AppleSchemaTests.object("NSToolbarFlexibleSpaceItem", in: compact)
        #expect(compactItem["NSToolbarItemMenuFormRepresentation"] == nil && compactItem["NSToolbarItemPaletteLabel"] != nil)
    }

    @Test func thePrintAndFontItemsAreArchivedWithAppKitsLabelsActionsAndSymbols() throws {
        let xml = Self.window("""
            <toolbar key="toolbar" implicitIdentifier="TB" id="tb">
                <allowedToolbarItems>
                    <toolbarItem implicitItemIdentifier="NSToolbarPrintItem" id="print"/>
                    <toolbarItem implicitItemIdentifier="NSToolbarShowFontsItem" id="fonts"/>
                </allowedToolbarItems>
                <defaultToolbarItems/>
            </toolbar>
            """)
        let archive = try AppleSchemaTests.archive(xml, schema: .apple)
        let items = archive.objects.indices.filter { archive.objects[$0].className == "NSToolbarItem" }
        #expect(items.count == 2)
        let print = try #require(items.first { archive.string("NSToolbarItemIdentifier", of: $0) == "NSToolbarPrintItem" })
        #expect(archive.string("NSToolbarItemLabel", of: print) == "Print" && archive.string("NSToolbarItemToolTip", of: print) == "Print")
        #expect(archive.string("NSToolbarItemAction", of: print) == "printDocument:" && archive.string("NSToolbarItemMaxSize", of: print) == "{35, 24}")
        #expect(archive.objects[print]["NSToolbarItemBordered"] == .bool(true) && archive.objects[print]["NSToolbarItemTag"] == .int(-1))
        #expect(archive.objects[print]["NSToolbarItemMenuFormRepresentation"] == nil)
        let fonts = try #require(items.first { archive.string("NSToolbarItemIdentifier", of: $0) == "NSToolbarShowFontsItem" })
        #expect(archive.string("NSToolbarItemToolTip", of: fonts) == "Show Font Panel" && archive.string("NSToolbarItemAction", of: fonts) == "orderFrontFontPanel:")
        // The symbol: an NSImage whose one representation names it, a template.
        guard case .object(let image)? = archive.objects[fonts]["NSToolbarItemImage"] else { Issue.record("no image"); return }
        #expect(archive.objects[image].className == "NSImage" && archive.objects[image]["NSIsTemplate"] == .bool(true))
        #expect(archive.string("NSSize", of: image) == "{19, 12}" && archive.objects[image]["NSImageFlags"] == .int(0x20C0_0000))
        let representation = Self.members(Self.members(archive.objects[image]["NSReps"], in: archive).first, in: archive)
        #expect(representation.count == 3)
        if representation.count == 3, case .object(let name) = representation[1], case .data(let bytes)? = archive.objects[name]["NS.bytes"] {
            #expect(String(decoding: bytes, as: UTF8.self) == "textformat")
        } else {
            Issue.record("no symbol name")
        }
    }

    static let searchItemToolbar = window("""
        <toolbar key="toolbar" implicitIdentifier="TB" displayMode="iconAndLabel" sizeMode="regular" id="tb">
            <allowedToolbarItems>
                <searchToolbarItem implicitItemIdentifier="UUID-S" label="Search" paletteLabel="Find" bordered="YES" visibilityPriority="1001" id="s">
                    <nil key="toolTip"/>
                    <searchField key="view" focusRingType="none" verticalHuggingPriority="750" textCompletion="NO" id="sf">
                        <rect key="frame" x="0.0" y="0.0" width="94" height="24"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <searchFieldCell key="cell" scrollable="YES" lineBreakMode="clipping" selectable="YES" editable="YES" sendsActionOnEndEditing="YES" borderStyle="bezel" usesSingleLineMode="YES" bezelStyle="round" id="sfc">
                            <font key="font" metaFont="system"/>
                        </searchFieldCell>
                    </searchField>
                </searchToolbarItem>
            </allowedToolbarItems>
            <defaultToolbarItems>
                <searchToolbarItem reference="s"/>
            </defaultToolbarItems>
        </toolbar>
        """)

    @Test func aSearchToolbarItemWritesAToolbarItemsKeys() throws {
        let archive = try AppleSchemaTests.archive(Self.searchItemToolbar, schema: .apple)
        let index = try #require(archive.objects.firstIndex { $0.className == "NSSearchToolbarItem" })
        let item = archive.objects[index]
        #expect(archive.string("NSToolbarItemIdentifier", of: index) == "UUID-S")
        #expect(archive.string("NSToolbarItemLabel", of: index) == "Search" && archive.string("NSToolbarItemPaletteLabel", of: index) == "Find")
        #expect(item["NSToolbarItemBordered"] == .bool(true) && item["NSToolbarItemVisibilityPriority"] == .int(1001))
        #expect(item["NSToolbarItemToolTip"] == .null)
        guard case .object(let view)? = item["NSToolbarItemView"] else { Issue.record("no view"); return }
        #expect(archive.objects[view].className == "NSSearchField")
        for key in ["NSLabel", "NSPaletteLabel", "NSBordered", "NSVisibilityPriority", "NSImplicitItemIdentifier", "NSView"] { #expect(item[key] == nil, "\(key)") }
        for schema in NibCompiler.Options.Schema.allCases {
            let toolbar = try #require(try Fixture.topLevelObjects(Self.searchItemToolbar, schema: schema).compactMap { ($0 as? NSWindow)?.toolbar }.first, "\(schema)")
            let search = try #require(toolbar.allowedToolbarItems.compactMap { $0 as? NSSearchToolbarItem }.first, "\(schema)")
            #expect(search.label == "Search" && search.paletteLabel == "Find" && search.implicitItemIdentifier == "UUID-S", "\(schema)")
            #expect(search.bordered == true && search.visibilityPriority == 1001 && search.view is NSSearchField, "\(schema)")
        }
    }

    @Test func aToolbarLoadsAlikeFromEitherSchema() throws {
        for schema in NibCompiler.Options.Schema.allCases {
            let toolbar = try #require(try Fixture.topLevelObjects(Self.toolbar, schema: schema).compactMap { ($0 as? NSWindow)?.toolbar }.first, "\(schema)")
            #expect(toolbar.identifier == "Main" && toolbar.displayMode == "iconOnly" && toolbar.sizeMode == "small", "\(schema)")
            #expect(toolbar.allowsUserCustomization == false && toolbar.showsBaselineSeparator == false, "\(schema)")
            let items = toolbar.allowedToolbarItems.compactMap { $0 as? NSToolbarItem }
            #expect(items.count == 3 && toolbar.defaultToolbarItems.count == 2, "\(schema)")
            let go = try #require(items.first { $0.label == "Go" }, "\(schema)")
            #expect(go.explicitItemIdentifier == "Go" && go.paletteLabel == "Go Palette" && go.tag == 7 && go.view is NSButton, "\(schema)")
        }
    }

    @Test func aToolbarWithoutDefaultItemsWritesNoDefaultItemsKey() throws {
        let xml = Self.toolbar.replacingOccurrences(of: #"<toolbarItem reference="go"/>"#, with: "").replacingOccurrences(of: #"<toolbarItem reference="flex"/>"#, with: "")
        let toolbar = try AppleSchemaTests.object("NSToolbar", in: AppleSchemaTests.archive(xml, schema: .apple))
        #expect(toolbar["NSToolbarIBDefaultItems"] == nil && toolbar["NSToolbarIBAllowedItems"] != nil)
        for schema in NibCompiler.Options.Schema.allCases {
            let loaded = try #require(try Fixture.topLevelObjects(xml, schema: schema).compactMap { ($0 as? NSWindow)?.toolbar }.first, "\(schema)")
            #expect(loaded.defaultToolbarItems.isEmpty && loaded.allowedToolbarItems.count == 3, "\(schema)")
        }
    }

    @Test func aUtilityWindowsSmallTitleBarAdds24PointsToItsMinimumAndMaximumSizes() throws {
        func sizes(_ style: String) throws -> (String?, String?) {
            let xml = Self.window(#"<value key="minSize" type="size" width="200" height="140"/><value key="maxSize" type="size" width="400" height="300"/>"#)
                .replacingOccurrences(of: #"titled="YES" closable="YES""#, with: style)
            let archive = try AppleSchemaTests.archive(xml, schema: .apple)
            let index = try #require(archive.objects.firstIndex { $0.className == "NSWindowTemplate" })
            return (archive.string("NSMinSize", of: index), archive.string("NSMaxSize", of: index))
        }
        #expect(try sizes(#"titled="YES" closable="YES" utility="YES""#) == ("{200, 164}", "{400, 324}"))
        #expect(try sizes(#"titled="YES" closable="YES""#) == ("{200, 172}", "{400, 332}"))
    }

    @Test func aWindowsIdentifierIsItsUserInterfaceItemIdentifier() throws {
        let xml = Self.window(attributes: #"identifier="MainWindow""#, "")
        let archive = try AppleSchemaTests.archive(xml, schema: .apple)
        let index = try #require(archive.objects.firstIndex { $0.className == "NSWindowTemplate" })
        #expect(archive.string("NSUserInterfaceItemIdentifier", of: index) == "MainWindow" && archive.objects[index]["NSIdentifier"] == nil)
        #expect(try AppleSchemaTests.object("NSWindowTemplate", in: AppleSchemaTests.archive(Self.window(""), schema: .apple))["NSUserInterfaceItemIdentifier"] == .null)
        for schema in NibCompiler.Options.Schema.allCases {
            let window = try #require(try Fixture.topLevelObjects(xml, schema: schema).compactMap { $0 as? NSWindow }.first, "\(schema)")
            #expect(window.identifier == "MainWindow", "\(schema)")
        }
    }

    @Test func aWindowWithoutAShadowSetsTheNotShadowedBitOfItsTemplateFlags() throws {
        let archive = try AppleSchemaTests.archive(Self.window(attributes: "hasShadow=\"NO\"", ""), schema: .apple)
        let template = try AppleSchemaTests.object("NSWindowTemplate", in: archive)
        guard case .integer(let flags, _)? = template["NSWTFlags"] else { Issue.record("no NSWTFlags"); return }
        #expect(Int(flags) & AppKitWindowFlags.notShadowed != 0)
        #expect(template["NSHasShadow"] == nil)
        let shadowed = try AppleSchemaTests.object("NSWindowTemplate", in: AppleSchemaTests.archive(Self.window(""), schema: .apple))
        guard case .integer(let plain, _)? = shadowed["NSWTFlags"] else { Issue.record("no NSWTFlags"); return }
        #expect(Int(plain) & AppKitWindowFlags.notShadowed == 0)
    }

    @Test func aWindowsTitleSeparatorAndToolbarStylesAreAppKitsNumbersUnderTheWindowsKeys() throws {
        let xml = Self.window(attributes: #"titleVisibility="hidden" separatorStyle="none" toolbarStyle="preference""#, "")
        let template = try AppleSchemaTests.object("NSWindowTemplate", in: AppleSchemaTests.archive(xml, schema: .apple))
        #expect(template["NSWindowTitleVisibility"] == .int(1) && template["NSTitlebarSeparatorStyle"] == .int(1))
        #expect(template["NSWindowToolbarStyle"] == .int(2))
        #expect(template["NSTitleVisibility"] == nil && template["NSSeparatorStyle"] == nil && template["NSToolbarStyle"] == nil)
        let unified = try AppleSchemaTests.object("NSWindowTemplate", in: AppleSchemaTests.archive(Self.window(attributes: #"toolbarStyle="unifiedCompact""#, ""), schema: .apple))
        #expect(unified["NSWindowToolbarStyle"] == .int(4))
        // None of the keys where the document says nothing.
        let plain = try AppleSchemaTests.object("NSWindowTemplate", in: AppleSchemaTests.archive(Self.window(""), schema: .apple))
        #expect(plain["NSWindowTitleVisibility"] == nil && plain["NSTitlebarSeparatorStyle"] == nil && plain["NSWindowToolbarStyle"] == nil)
    }

    @Test func aWindowsAnimationIsANumberItsOneShotSwitchABitAndAHUDPanelItsStyleBit() throws {
        // (The fixture says animationBehavior="default"; this window says none.)
        let xml = Self.window(attributes: #"oneShot="YES""#, "").replacingOccurrences(of: #"animationBehavior="default""#, with: #"animationBehavior="none""#)
            .replacingOccurrences(of: #"<windowStyleMask key="styleMask" titled="YES" closable="YES"/>"#, with: #"<windowStyleMask key="styleMask" titled="YES" utility="YES" HUD="YES"/>"#)
        for schema in NibCompiler.Options.Schema.allCases {
            let archive = try AppleSchemaTests.archive(xml, schema: schema)
            let template = try AppleSchemaTests.object("NSWindowTemplate", in: archive)
            #expect(template["NSWindowAnimationBehavior"] == .int(2) && template["NSAnimationBehavior"] == nil, "\(schema)")
            #expect(template["NSOneShot"] == nil, "\(schema)")
            guard case .integer(let flags, _)? = template["NSWTFlags"] else { Issue.record("no flags"); continue }
            #expect(flags & 0x1000_0000 != 0, "\(schema)")
            #expect(template["NSWindowStyleMask"] == .int(1 | 16 | 8192), "\(schema)")
        }
        let plain = try AppleSchemaTests.object("NSWindowTemplate", in: AppleSchemaTests.archive(Self.window(""), schema: .apple))
        #expect(plain["NSWindowAnimationBehavior"] == nil)
        guard case .integer(let flags, _)? = plain["NSWTFlags"] else { Issue.record("no flags"); return }
        #expect(flags & 0x1000_0000 == 0)
    }

    @Test func aWindowsSubtitleIsItsWindowSubtitleAndATransparentTitleBarIsAppKitsKey() throws {
        let xml = Self.window(attributes: #"subtitle="Unread" titlebarAppearsTransparent="YES""#, "")
        let compiled = try NibCompiler(options: .init(schema: .apple)).compile(DocumentReader().read(data: Data(xml.utf8), file: "Test.xib"))
        let index = try #require(compiled.archive.objects.firstIndex { $0.className == "NSWindowTemplate" })
        #expect(compiled.archive.string("NSWindowSubtitle", of: index) == "Unread" && compiled.archive.objects[index]["NSSubtitle"] == nil)
        #expect(compiled.archive.objects[index]["NSTitlebarAppearsTransparent"] == .bool(true))
        #expect(!compiled.inventedKeys.keys.contains { $0.contains("NSTitlebarAppearsTransparent") || $0.contains("NSSubtitle") })
        let plain = try AppleSchemaTests.archive(Self.window(""), schema: .apple)
        #expect(plain.string("NSWindowSubtitle", of: try #require(plain.objects.firstIndex { $0.className == "NSWindowTemplate" })) == "")
    }

    @Test func aDocumentModalWindowSetsBitSixOfItsStyleMask() throws {
        let xml = Self.window("").replacingOccurrences(of: #"<windowStyleMask key="styleMask" titled="YES" closable="YES"/>"#,
                                                       with: #"<windowStyleMask key="styleMask" titled="YES" documentModal="YES"/>"#)
        let template = try AppleSchemaTests.object("NSWindowTemplate", in: AppleSchemaTests.archive(xml, schema: .apple))
        #expect(template["NSWindowStyleMask"] == .int(1 | 64))
    }

    static let boxes = Fixture.macOS("""
        <box titlePosition="noTitle" id="untitled"><rect key="frame" x="0" y="0" width="100" height="60"/>
            <view key="contentView" id="uc"><rect key="frame" x="2" y="2" width="96" height="56"/></view>
        </box>
        <box verticalHuggingPriority="750" boxType="separator" title="Ignored" titlePosition="noTitle" id="separator"><rect key="frame" x="0" y="70" width="100" height="5"/>
            <font key="titleFont" metaFont="system" size="20"/>
        </box>
        """)

    @Test func aBoxWithoutTitleShowsNoneAndASeparatorKeepsAppKitsTitle() throws {
        let archive = try AppleSchemaTests.archive(Self.boxes, schema: .apple)
        let boxes = archive.objects.filter { $0.className == "NSBox" }
        #expect(boxes.count == 2)
        func title(_ box: ArchivedObject) -> String? {
            guard case .object(let cell)? = box["NSTitleCell"] else { return nil }
            return archive.string("NSContents", of: cell)
        }
        let untitled = try #require(boxes.first { $0["NSBoxType"] == .int(0) })
        let separator = try #require(boxes.first { $0["NSBoxType"] == .int(2) })
        #expect(title(untitled) == "" && untitled["NSTitlePosition"] == .int(0))
        #expect(title(separator) == "Title" && separator["NSTitlePosition"] == .int(2))
        guard case .object(let cell)? = separator["NSTitleCell"], case .object(let font)? = archive.objects[cell]["NSSupport"] else {
            Issue.record("no title font"); return
        }
        #expect(archive.objects[font]["NSSize"] == .double(11))
    }

    static let tabs = Fixture.macOS("""
        <tabView controlSize="small" type="bottomTabsBezelBorder" id="tabs"><rect key="frame" x="0" y="0" width="200" height="100"/>
            <font key="font" metaFont="smallSystem"/>
            <tabViewItems>
                <tabViewItem identifier="one" id="one"><view key="view" id="v1"><rect key="frame" x="10" y="33" width="180" height="54"/></view></tabViewItem>
            </tabViewItems>
        </tabView>
        """)

    @Test func aTabViewKeepsItsTypeAndControlSizeInItsFlagsAndEveryItemHasALabel() throws {
        let archive = try AppleSchemaTests.archive(Self.tabs, schema: .apple)
        let tabView = try AppleSchemaTests.object("NSTabView", in: archive)
        #expect(tabView["NSTvFlags"] == .int(2 | 1 << 26))
        #expect(tabView["NSControlSize"] == nil)
        let item = try #require(archive.objects.firstIndex { $0.className == "NSTabViewItem" })
        #expect(archive.string("NSLabel", of: item) == "")
    }
}
