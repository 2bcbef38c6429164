import Foundation
import NibArchive
import NibCompiler
import NibDocument
import NibLoading
import NibTestSupport
import Testing

/// Bevel buttons, a button's image hugging its title, tool tips written as
/// base64 text and accessibility descriptions, as the ibtool pairs have them (`bevel_rounded_flags`,
/// `test16_buttons`, `button_imagehugstitle`, `tooltip_base64`, `tooltip_both`, `test_accessibility`).
@Suite struct AppKitButtonAndToolTipTests {
    static func bevel(_ bezelStyle: String) -> String {
        Fixture.macOS("""
            <button id="b"><rect key="frame" x="0" y="0" width="50" height="16"/>
                <buttonCell key="cell" type="bevel" title="T" bezelStyle="\(bezelStyle)" imageScaling="proportionallyDown" id="bc"/>
            </button>
            """)
    }

    @Test func aBevelButtonsKindIsItsBezelStyle() throws {
        for (style, kind) in [("rounded", 1), ("regularSquare", 2)] {
            let cell = try AppleSchemaTests.object("NSButtonCell", in: AppleSchemaTests.archive(Self.bevel(style), schema: .apple))
            #expect(cell["NSButtonFlags2"] == .int(0x80 | kind), "\(style)")
        }
    }

    @Test func aTypeTheFlagWordsCannotCarryIsNotArchived() throws {
        // The words cannot tell a rounded bevel button from a push button, nor can AppKit: no key
        // says "bevel" (as ibtool writes it), and both schemas load the push button it is.
        #expect(try AppleSchemaTests.object("NSButtonCell", in: AppleSchemaTests.archive(Self.bevel("rounded"), schema: .apple))["NSType"] == nil)
        for schema in NibCompiler.Options.Schema.allCases {
            let buttons = try AppKitColumnAndScrollerTests.loaded(Self.bevel("rounded"), schema: schema, NSButton.self)
            #expect((buttons.first?.cell as? NSButtonCell)?.typeValue == "push", "\(schema)")
        }
    }

    static let hugging = Fixture.macOS("""
        <button imageHugsTitle="YES" id="b"><rect key="frame" x="0" y="0" width="50" height="24"/>
            <buttonCell key="cell" type="roundTextured" title="Hi" bezelStyle="texturedRounded" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="bc"/>
        </button>
        """)

    @Test func aLeadingOrTrailingImageTakesTheLeftOrRightPositionBitsAndNoStringKey() throws {
        for (position, bits) in [("leading", 0x38_0000), ("trailing", 0x28_0000)] {
            let xml = Fixture.macOS("""
                <button id="b"><rect key="frame" x="0" y="0" width="80" height="18"/>
                    <buttonCell key="cell" type="check" title="All" bezelStyle="regularSquare" imagePosition="\(position)" inset="2" id="c">
                        <behavior key="behavior" changeContents="YES" doesNotDimImage="YES" lightByContents="YES"/>
                        <font key="font" metaFont="system"/>
                    </buttonCell>
                </button>
                """)
            let cell = try AppleSchemaTests.object("NSButtonCell", in: AppleSchemaTests.archive(xml, schema: .apple))
            #expect(cell["NSImagePosition"] == nil, "\(position)")
            #expect((AppKitControlKeysByClassTests.integer(cell["NSButtonFlags"]) ?? 0) & 0x78_0000 == bits, "\(position)")
        }
    }

    @Test func aMixedStateIsBit23OfTheCellsSecondFlagWordAndNoStateKey() throws {
        let xml = Fixture.macOS("""
            <button id="b"><rect key="frame" x="0" y="0" width="80" height="18"/>
                <buttonCell key="cell" type="check" title="All" bezelStyle="regularSquare" imagePosition="left" state="mixed" allowsMixedState="YES" inset="2" id="c">
                    <behavior key="behavior" changeContents="YES" doesNotDimImage="YES" lightByContents="YES"/>
                    <font key="font" metaFont="system"/>
                </buttonCell>
            </button>
            """)
        let cell = try AppleSchemaTests.object("NSButtonCell", in: AppleSchemaTests.archive(xml, schema: .apple))
        #expect(cell["NSState"] == nil)
        let flags2 = try #require(AppKitControlKeysByClassTests.integer(cell["NSCellFlags2"]))
        #expect(flags2 & 0x0080_0000 != 0 && flags2 & 0x0100_0000 != 0)
        #expect((AppKitControlKeysByClassTests.integer(cell["NSCellFlags"]) ?? 0) & Int(Int32.min) == 0)
        for schema in NibCompiler.Options.Schema.allCases {
            let button = try #require(Fixture.topLevelObjects(xml, schema: schema).first { $0 is NSButton } as? NSButton)
            #expect((button.cell as? NSButtonCell)?.state == -1, "\(schema)")
        }
    }

    @Test func aButtonsImageHugsTitleIsABitOfItsCellsFlags() throws {
        let archive = try AppleSchemaTests.archive(Self.hugging, schema: .apple)
        #expect(try AppleSchemaTests.object("NSButton", in: archive)["NSImageHugsTitle"] == nil)
        guard case .integer(let flags, _)? = try AppleSchemaTests.object("NSButtonCell", in: archive)["NSButtonFlags"] else {
            Issue.record("no NSButtonFlags")
            return
        }
        #expect(Int(flags) & AppKitButtonFlags.imageHugsTitleBit != 0)
        for schema in NibCompiler.Options.Schema.allCases {
            #expect(try AppKitColumnAndScrollerTests.loaded(Self.hugging, schema: schema, NSButton.self).first?.imageHugsTitle == true, "\(schema)")
        }
    }

    static let accessibility = Fixture.macOS("""
        <button id="b1"><rect key="frame" x="0" y="0" width="50" height="24"/>
            <buttonCell key="cell" type="push" title="A" bezelStyle="rounded" id="c1"/>
            <accessibility description="Confirm"/>
        </button>
        <button id="b2"><rect key="frame" x="0" y="30" width="50" height="24"/>
            <buttonCell key="cell" type="push" title="B" bezelStyle="rounded" id="c2"/>
            <accessibility identifier="second"/>
        </button>
        """)

    @Test func anAccessibilityDescriptionOrIdentifierIsAConnectorWithApplesSchemaAndTheViewsLabelOrIdentifier() throws {
        let archive = try AppleSchemaTests.archive(Self.accessibility, schema: .apple)
        let connectors = archive.objects.filter { $0.className == "NSNibAXAttributeConnector" }
        let attributes = connectors.compactMap { connector -> String? in
            guard case .object(let attribute)? = connector["AXAttributeTypeArchiveKey"], archive.objects[attribute].className == "NSMutableString",
                  case .data(let bytes)? = archive.objects[attribute]["NS.bytes"] else { return nil }
            return String(decoding: bytes, as: UTF8.self)
        }
        #expect(attributes == ["AXDescription", "AXIdentifier"])
        #expect(archive.objects.filter { $0.className == "NSButton" }.allSatisfy { $0["NSAccessibility"] == nil })
        for schema in NibCompiler.Options.Schema.allCases {
            let buttons = try AppKitColumnAndScrollerTests.loaded(Self.accessibility, schema: schema, NSButton.self)
            #expect(buttons.map(\.accessibilityLabel) == ["Confirm", nil], "\(schema)")
            #expect(buttons.map(\.accessibilityIdentifier) == [nil, "second"], "\(schema)")
        }
    }

    @Test func anAccessibilityHelpIsAConnectorBesideTheDescriptionAndIdentifier() throws {
        let xml = Fixture.macOS("""
            <textField id="f"><rect key="frame" x="0" y="0" width="100" height="22"/>
                <textFieldCell key="cell" title="T" id="c"><font key="font" metaFont="system"/></textFieldCell>
                <accessibility description="Path" help="Where the tool is" identifier="path"/>
            </textField>
            """)
        let archive = try AppleSchemaTests.archive(xml, schema: .apple)
        let attributes = archive.objects.filter { $0.className == "NSNibAXAttributeConnector" }.compactMap { connector -> String? in
            guard case .object(let attribute)? = connector["AXAttributeTypeArchiveKey"], case .data(let bytes)? = archive.objects[attribute]["NS.bytes"] else { return nil }
            return String(decoding: bytes, as: UTF8.self)
        }
        #expect(attributes == ["AXDescription", "AXHelp", "AXIdentifier"])
        #expect(!archive.objects.contains { $0["NSAccessibility"] != nil || $0.className == "NSAccessibility" })
    }

    @Test func aCellsWindowsAndMenusAccessibilityAreConnectorsToThemAndLoadAlike() throws {
        let xml = Fixture.macOS("""
            <window title="W" releasedWhenClosed="NO" animationBehavior="default" id="w">
                <windowStyleMask key="styleMask" titled="YES" closable="YES"/>
                <rect key="contentRect" x="10" y="20" width="300" height="200"/>
                <rect key="screenRect" x="0.0" y="0.0" width="1440" height="900"/>
                <view key="contentView" id="content"><rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                    <subviews>
                        <button id="b"><rect key="frame" x="0" y="0" width="80" height="18"/>
                            <buttonCell key="cell" type="check" title="All" bezelStyle="regularSquare" imagePosition="left" inset="2" id="c">
                                <font key="font" metaFont="system"/>
                                <accessibility description="Cell"/>
                            </buttonCell>
                        </button>
                    </subviews>
                </view>
                <accessibility identifier="mainWindow"/>
            </window>
            <menu title="M" id="m"><items><menuItem title="A" id="mi"/></items><accessibility identifier="menu"/></menu>
            """)
        let archive = try AppleSchemaTests.archive(xml, schema: .apple)
        let destinations = archive.objects.filter { $0.className == "NSNibAXAttributeConnector" }.compactMap { connector -> String? in
            guard case .object(let destination)? = connector["AXDestinationArchiveKey"] else { return nil }
            return archive.objects[destination].className
        }
        #expect(Set(destinations) == ["NSWindowTemplate", "NSButtonCell", "NSMenu"])
        #expect(!archive.objects.contains { $0["NSAccessibility"] != nil || $0.className == "NSAccessibility" })
        for schema in NibCompiler.Options.Schema.allCases {
            let objects = try Fixture.topLevelObjects(xml, schema: schema)
            let window = try #require(objects.first { $0 is NSWindow } as? NSWindow)
            #expect(window.accessibilityIdentifier == "mainWindow", "\(schema)")
            #expect((objects.first { $0 is NSMenu } as? NSMenu)?.accessibilityIdentifier == "menu", "\(schema)")
            let button = try #require(window.contentView?.subviews.first as? NSButton)
            #expect(button.cell?.accessibilityLabel == "Cell", "\(schema)")
        }
    }

    static let toolTips = Fixture.macOS("""
        <button toolTip="Plain" id="b1"><rect key="frame" x="0" y="0" width="50" height="24"/>
            <buttonCell key="cell" type="push" title="A" bezelStyle="rounded" id="c1"/>
        </button>
        <button id="b2"><rect key="frame" x="0" y="30" width="50" height="24"/>
            <string key="toolTip" base64-UTF8="YES">
        KFJldHVybik=
        </string>
            <buttonCell key="cell" type="push" title="B" bezelStyle="rounded" id="c2"/>
        </button>
        """)

    @Test func aToolTipWrittenAsBase64IsLeftOutOfApplesSchemaWithAWarning() throws {
        let document = try DocumentReader().read(data: Data(Self.toolTips.utf8), file: "Test.xib")
        let apple = try NibCompiler(options: .init(schema: .apple)).compile(document)
        #expect(apple.archive.objects.filter { $0.className == "NSIBHelpConnector" }.count == 1)
        #expect(apple.findings.contains { $0.message.contains("'b2'") && $0.message.contains("base64") && $0.location.line > 0 })
        let compact = try NibCompiler(options: .init(schema: .compact)).compile(document)
        #expect(compact.findings.isEmpty)
        let loaded = try AppKitColumnAndScrollerTests.loaded(Self.toolTips, schema: .compact, NSButton.self)
        #expect(loaded.map(\.toolTip) == ["Plain", "(Return)"])
    }

    @Test func anInlineButtonsSmallBoldFontIsTheDemiBoldEmphasizedSubheadline() throws {
        let xml = Fixture.macOS("""
            <button id="b"><rect key="frame" x="0" y="0" width="60" height="17"/>
                <buttonCell key="cell" type="inline" title="Go" bezelStyle="inline" alignment="center" borderStyle="border" id="bc">
                    <font key="font" metaFont="smallSystemBold"/>
                </buttonCell>
            </button>
            <button id="p"><rect key="frame" x="0" y="30" width="60" height="17"/>
                <buttonCell key="cell" type="push" title="Push" bezelStyle="rounded" alignment="center" borderStyle="border" id="pc">
                    <font key="font" metaFont="smallSystemBold"/>
                </buttonCell>
            </button>
            """)
        for schema in NibCompiler.Options.Schema.allCases {
            let buttons = try AppKitColumnAndScrollerTests.loaded(xml, schema: schema, NSButton.self)
            // The inline button's font is AppKit's; the push button keeps the document's.
            #expect(buttons.map { $0.cell?.font?.fontName } == [".AppleSystemUIFontDemi", ".AppleSystemUIFontBold"], "\(schema)")
        }
        let apple = try AppleSchemaTests.archive(xml, schema: .apple)
        let font = try #require(apple.objects.first { $0.className == "NSFont" && apple.string("NSName", of: apple.objects.firstIndex(of: $0)!) == ".AppleSystemUIFontDemi" })
        #expect(font["NSfFlags"] == .int(16) && font["NSTextStyleDescriptor"] != nil && font["NSSize"] == .double(11))
    }

    @Test func aLargeControlKeepsTheRegularSizeInItsOldKeysAndSaysLargeInNSControlSize2() throws {
        func button(_ size: String) -> String {
            Fixture.macOS("""
                <button id="b"><rect key="frame" x="0" y="0" width="80" height="32"/>
                    <buttonCell key="cell" type="push" title="Copy" bezelStyle="rounded" alignment="center" controlSize="\(size)" id="bc"/>
                </button>
                """)
        }
        let archive = try AppleSchemaTests.archive(button("large"), schema: .apple)
        let view = try AppleSchemaTests.object("NSButton", in: archive), cell = try AppleSchemaTests.object("NSButtonCell", in: archive)
        #expect(view["NSControlSize"] == .int(0) && view["NSControlSize2"] == .int(3) && view["NSControlSizeExtraLarge"] == .bool(false))
        #expect(cell["NSControlSize2"] == .int(3) && cell["NSControlSizeExtraLarge"] == .bool(false))
        guard case .integer(let flags2, _)? = cell["NSCellFlags2"] else { Issue.record("no NSCellFlags2"); return }
        #expect(flags2 & 0xE_0000 == 0)
        // A small one keeps its size in the old places, with no NSControlSize2.
        let small = try AppleSchemaTests.archive(button("small"), schema: .apple)
        #expect(try AppleSchemaTests.object("NSButton", in: small)["NSControlSize2"] == nil && AppleSchemaTests.object("NSButtonCell", in: small)["NSControlSize2"] == nil)
        for schema in NibCompiler.Options.Schema.allCases {
            let loaded = try #require(AppKitColumnAndScrollerTests.loaded(button("large"), schema: schema, NSButton.self).first)
            #expect((loaded.cell as? NSButtonCell)?.controlSize == "large", "\(schema)")
        }
    }

    @Test func aButtonsContentTintIsItsCellsWithApplesSchema() throws {
        let xml = Fixture.macOS("""
            <button id="b"><rect key="frame" x="0" y="0" width="80" height="32"/>
                <buttonCell key="cell" type="push" title="Go" bezelStyle="rounded" alignment="center" id="bc"/>
                <color key="contentTintColor" name="linkColor" catalog="System" colorSpace="catalog"/>
            </button>
            """)
        let archive = try AppleSchemaTests.archive(xml, schema: .apple)
        #expect(try AppleSchemaTests.object("NSButton", in: archive)["NSContentTintColor"] == nil)
        let tint = try #require(AppleSchemaTests.object("NSButtonCell", in: archive)["NSContentTintColor"])
        guard case .object(let color) = tint else { Issue.record("no colour object"); return }
        #expect(archive.objects[color].className == "NSColor")
        for schema in NibCompiler.Options.Schema.allCases {
            let loaded = try #require(AppKitColumnAndScrollerTests.loaded(xml, schema: schema, NSButton.self).first)
            #expect(loaded.contentTintColor?.systemName == "linkColor", "\(schema)")
        }
    }
}
