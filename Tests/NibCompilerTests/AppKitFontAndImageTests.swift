import Foundation
import NibArchive
import NibCompiler
import NibDocument
import NibLoading
import NibTestSupport
import Testing

/// Fonts, colours and images that ibtool archives otherwise than the
/// document says (figures from the ibtool pairs `metafonts_extra`, `textfield_textcolor`,
/// `test5_connect`, `square_shadowless_button`).
@Suite struct AppKitFontAndImageTests {
    @Test func anAppearanceFontIsTheSystemFontUnderAppKitsKey() throws {
        let xml = Fixture.macOS("""
            <textField id="f"><rect key="frame" x="0" y="0" width="100" height="20"/>
                <textFieldCell key="cell" title="T" id="fc"><font key="font" usesAppearanceFont="YES"/></textFieldCell>
            </textField>
            """)
        let font = try AppleSchemaTests.object("NSFont", in: AppleSchemaTests.archive(xml, schema: .apple))
        #expect(font["NSFontUsesAppearanceFontSize"] == .bool(true) && font["NSUsesAppearanceFont"] == nil)
        #expect(font["NSfFlags"] == .int(1044))
        for schema in NibCompiler.Options.Schema.allCases {
            let field = try #require(try AppKitColumnAndScrollerTests.loaded(xml, schema: schema, NSTextField.self).first)
            #expect(field.cell?.font?.usesAppearanceFont == true, "\(schema)")
        }
    }

    @Test func theSemiboldSystemFontIsTheDemiboldSystemFont() throws {
        let xml = Fixture.macOS("""
            <textField id="f"><rect key="frame" x="0" y="0" width="100" height="20"/>
                <textFieldCell key="cell" title="T" id="fc"><font key="font" metaFont="systemSemibold" size="13"/></textFieldCell>
            </textField>
            """)
        let archive = try AppleSchemaTests.archive(xml, schema: .apple)
        let index = try #require(archive.objects.firstIndex { $0.className == "NSFont" })
        #expect(archive.string("NSName", of: index) == ".AppleSystemUIFontDemi")
        #expect(archive.objects[index]["NSSize"] == .double(13) && archive.objects[index]["NSfFlags"] == .int(6164))
        for schema in NibCompiler.Options.Schema.allCases {
            let field = try #require(try AppKitColumnAndScrollerTests.loaded(xml, schema: schema, NSTextField.self).first)
            #expect(field.cell?.font?.fontName == ".AppleSystemUIFontDemi", "\(schema)")
        }
    }

    static func textStyleField(_ style: String) -> String {
        Fixture.macOS("""
            <textField id="f"><rect key="frame" x="0" y="0" width="100" height="20"/>
                <textFieldCell key="cell" title="T" id="fc"><font key="font" textStyle="\(style)"/></textFieldCell>
            </textField>
            """)
    }

    @Test func aTextStyleFontIsTheSystemFontAtTheStylesSizeWithItsDescriptor() throws {
        let archive = try AppleSchemaTests.archive(Self.textStyleField("headline"), schema: .apple)
        let index = try #require(archive.objects.firstIndex { $0.className == "NSFont" })
        #expect(archive.string("NSName", of: index) == ".AppleSystemUIFontBold")
        #expect(archive.objects[index]["NSSize"] == .double(13) && archive.objects[index]["NSfFlags"] == .int(16))
        #expect(archive.objects[index]["NSTextStyle"] == nil && archive.objects[index]["NSHasWidth"] == .bool(false))
        guard case .object(let descriptor)? = archive.objects[index]["NSTextStyleDescriptor"] else { Issue.record("no descriptor"); return }
        #expect(archive.objects[descriptor].className == "NSFontDescriptor")
        #expect(archive.objects.contains { $0["NS.bytes"] == .data(Array("UICTFontTextStyleHeadline".utf8)) })
        // Both schemas load the same font, its style included.
        for schema in NibCompiler.Options.Schema.allCases {
            let field = try #require(try AppKitColumnAndScrollerTests.loaded(Self.textStyleField("subheadline"), schema: schema, NSTextField.self).first)
            let font = try #require(field.cell?.font, "\(schema)")
            #expect(font.textStyle == "subheadline" && font.fontName == ".AppleSystemUIFont" && font.pointSize == 11, "\(schema)")
        }
        // A style no probe shows takes AppKit's documented size, and IB's design-time name beside
        // the style (as every document writes one) does not decide the font.
        let named = Self.textStyleField("caption1").replacingOccurrences(of: #"textStyle="caption1""#, with: #"textStyle="caption1" name=".SFNS-Regular""#)
        let archive2 = try AppleSchemaTests.archive(named, schema: .apple)
        let caption = try #require(archive2.objects.firstIndex { $0.className == "NSFont" })
        #expect(archive2.string("NSName", of: caption) == ".AppleSystemUIFont" && archive2.objects[caption]["NSSize"] == .double(10))
        #expect(archive2.objects[caption]["NSTextStyle"] == nil && archive2.objects[caption]["NSTextStyleDescriptor"] != nil)
        #expect(archive2.objects.contains { $0["NS.bytes"] == .data(Array("UICTFontTextStyleCaption1".utf8)) })
    }

    static func popUp(metaFont: String, cell attributes: String = "") -> String {
        Fixture.macOS("""
            <popUpButton id="p"><rect key="frame" x="0" y="0" width="80" height="25"/>
                <popUpButtonCell key="cell" type="push" title="B" bezelStyle="rounded" alignment="left" lineBreakMode="truncatingTail" borderStyle="borderAndBezel" \(attributes) id="pc">
                    <font key="font" metaFont="\(metaFont)"/>
                    <menu key="menu" title="" id="m"><items><menuItem title="x" id="mi"/></items></menu>
                </popUpButtonCell>
            </popUpButton>
            """)
    }

    @Test func aPopUpsSystemFontIsTheMenuFont() throws {
        for schema in NibCompiler.Options.Schema.allCases {
            #expect(try AppleSchemaTests.object("NSFont", in: AppleSchemaTests.archive(Self.popUp(metaFont: "system"), schema: schema))["NSfFlags"] == .int(1558), "\(schema)")
            let popUp = try #require(try AppKitColumnAndScrollerTests.loaded(Self.popUp(metaFont: "system"), schema: schema, NSPopUpButton.self).first)
            #expect(popUp.cell?.font?.metaFont == "menu", "\(schema)")
        }
    }

    @Test func aPopUpsAppearanceFontIsTheMenuFontToo() throws {
        let xml = Self.popUp(metaFont: "system").replacingOccurrences(of: #"<font key="font" metaFont="system"/>"#, with: #"<font key="font" usesAppearanceFont="YES"/>"#)
        for schema in NibCompiler.Options.Schema.allCases {
            #expect(try AppleSchemaTests.object("NSFont", in: AppleSchemaTests.archive(xml, schema: schema))["NSfFlags"] == .int(1558), "\(schema)")
        }
    }

    @Test func aSmallPopUpsSystemFontKeepsItsOwnRole() throws {
        for schema in NibCompiler.Options.Schema.allCases {
            let font = try AppleSchemaTests.object("NSFont", in: AppleSchemaTests.archive(Self.popUp(metaFont: "system", cell: #"controlSize="small""#), schema: schema))
            #expect(font["NSfFlags"] == .int(1044), "\(schema)")
        }
    }

    @Test func metaFontsWithTheSameFlagsAreOneFontAsInAppKit() throws {
        // The message and menu fonts share their flags: nothing else is archived to tell them
        // apart, in either schema, and both load as the menu font.
        for schema in NibCompiler.Options.Schema.allCases {
            let font = try AppleSchemaTests.object("NSFont", in: AppleSchemaTests.archive(Self.popUp(metaFont: "message"), schema: schema))
            #expect(font["NSfFlags"] == .int(1558) && font["IBMetaFont"] == nil, "\(schema)")
            let popUp = try #require(try AppKitColumnAndScrollerTests.loaded(Self.popUp(metaFont: "message"), schema: schema, NSPopUpButton.self).first)
            #expect(popUp.cell?.font?.metaFont == "menu", "\(schema)")
        }
    }

    @Test func theLabelFontIsTenPoints() throws {
        let xml = Fixture.macOS("""
            <textField id="f"><rect key="frame" x="0" y="0" width="100" height="20"/>
                <textFieldCell key="cell" title="T" id="fc"><font key="font" metaFont="label"/></textFieldCell>
            </textField>
            """)
        for schema in NibCompiler.Options.Schema.allCases {
            #expect(try AppleSchemaTests.object("NSFont", in: AppleSchemaTests.archive(xml, schema: schema))["NSSize"] == .double(10), "\(schema)")
        }
    }

    @Test func theTitleBarFontCarriesItsTextStyle() throws {
        let xml = Fixture.macOS("""
            <textField id="f"><rect key="frame" x="0" y="0" width="100" height="20"/>
                <textFieldCell key="cell" title="T" id="fc"><font key="font" metaFont="titleBar"/></textFieldCell>
            </textField>
            """)
        let archive = try AppleSchemaTests.archive(xml, schema: .apple)
        let font = try AppleSchemaTests.object("NSFont", in: archive)
        #expect(font["NSfFlags"] == .int(787) && font["NSHasWidth"] == .bool(false))
        let descriptor = try AppKitTextViewTests.referenced(font["NSTextStyleDescriptor"], in: archive)
        let attributes = try AppKitTextViewTests.referenced(descriptor["NSFontDescriptorAttributes"], in: archive).elements
        #expect(try AppKitTextViewTests.text(attributes[3], in: archive) == "UICTFontTextStyleHeadline")
    }

    @Test func anOldDocumentsEditableTextFieldGetsTheControlTextColour() throws {
        func colorName(toolsVersion: String, editable: Bool = true, background: String = "textBackgroundColor") throws -> String {
            let xml = Fixture.macOS("""
                <textField id="f"><rect key="frame" x="0" y="0" width="100" height="20"/>
                    <textFieldCell key="cell" \(editable ? #"editable="YES""# : "") title="T" id="fc">
                        <color key="textColor" name="textColor" catalog="System" colorSpace="catalog"/>
                        <color key="backgroundColor" name="\(background)" catalog="System" colorSpace="catalog"/>
                    </textFieldCell>
                </textField>
                """).replacingOccurrences(of: #"toolsVersion="22505""#, with: #"toolsVersion="\#(toolsVersion)""#)
            let archive = try AppleSchemaTests.archive(xml, schema: .apple)
            let color = try AppKitTextViewTests.referenced(AppleSchemaTests.object("NSTextFieldCell", in: archive)["NSTextColor"], in: archive)
            return try AppKitTextViewTests.text(try #require(color["NSColorName"]), in: archive)
        }
        #expect(try colorName(toolsVersion: "11762") == "controlTextColor")
        #expect(try colorName(toolsVersion: "14268") == "controlTextColor")
        #expect(try colorName(toolsVersion: "14269") == "textColor")
        #expect(try colorName(toolsVersion: "20037") == "textColor")
        // Only an editable field over the text background colour.
        #expect(try colorName(toolsVersion: "11762", editable: false) == "textColor")
        #expect(try colorName(toolsVersion: "11762", background: "controlColor") == "textColor")
    }

    /// The design size (`IBDesignSize`) a button's image `image` gets beside the document's `resource`.
    static func designSize(_ image: String, resource: String) throws -> String {
        let xml = Fixture.macOS("""
            <button id="b"><rect key="frame" x="0" y="0" width="48" height="48"/>
                <buttonCell key="cell" type="square" bezelStyle="shadowlessSquare" image="\(image)" imagePosition="only" id="bc"/>
            </button>
            """).replacingOccurrences(of: "</objects>", with: "</objects><resources>\(resource)</resources>")
        let archive = try AppleSchemaTests.archive(xml, schema: .apple)
        let resource = try AppleSchemaTests.object("NSCustomResource", in: archive)
        let size = try AppKitTextViewTests.referenced(resource["IBDesignSize"], in: archive)
        return try AppKitTextViewTests.text(try #require(size["NS.sizeval"]), in: archive)
    }

    @Test func appKitsNamedImagesHaveTheSystemsDesignSize() throws {
        #expect(try Self.designSize("NSApplicationIcon", resource: #"<image name="NSApplicationIcon" width="128" height="128"/>"#) == "{32, 32}")
    }

    @Test func appKitsNamedImagesAreDesignedAtAppKitsSizeAtMost32Points() throws {
        // AppKit's own size, whatever the document says.
        #expect(try Self.designSize("NSRefreshTemplate", resource: #"<image name="NSRefreshTemplate" width="15" height="15"/>"#) == "{17, 20}")
        #expect(try Self.designSize("NSRemoveTemplate", resource: #"<image name="NSRemoveTemplate" width="11" height="11"/>"#) == "{18, 4}")
        // A system image AppKit's table lacks: the document's size, no side above 32.
        #expect(try Self.designSize("NSHugeThing", resource: #"<image name="NSHugeThing" width="64" height="20"/>"#) == "{32, 20}")
        // An app's own image keeps the document's size.
        #expect(try Self.designSize("Logo", resource: #"<image name="Logo" width="64" height="20"/>"#) == "{64, 20}")
    }

    @Test func anImageReferenceIsTheImagesResourceItself() throws {
        let archive = try AppleSchemaTests.archive(Fixture.macOS("""
            <button id="b"><rect key="frame" x="0" y="0" width="48" height="48"/>
                <buttonCell key="cell" type="square" bezelStyle="shadowlessSquare" imagePosition="only" id="bc">
                    <imageReference key="image" image="gear" catalog="system"/>
                </buttonCell>
            </button>
            """), schema: .apple)
        #expect(!archive.objects.contains { $0.className == "NSImageReference" })
        let cell = try AppleSchemaTests.object("NSButtonCell", in: archive)
        let resource = try AppKitTextViewTests.referenced(cell["NSNormalImage"], in: archive)
        #expect(resource.className == "NSCustomResource")
        #expect(try AppKitTextViewTests.text(try #require(resource["NSResourceName"]), in: archive) == "gear")
        #expect(try AppKitTextViewTests.text(try #require(resource["NSCatalogName"]), in: archive) == "system")
        #expect(resource["IBDesignImageConfiguration"] == .null)
        // NibKit's loader keeps the catalog the resource names.
        var options = Nib.Options()
        options.recordsKeyReads = true
        let loaded = try Nib(archive: archive, flavour: .appKit, source: "Test.xib").instantiateWithDetails(owner: NibGenericOwner(), options: options)
        let index = try #require(archive.objects.firstIndex { $0.className == "NSCustomResource" })
        #expect(loaded.keyReads.contains(KeyRead(objectIndex: index, key: "NSCatalogName")))
    }

    @Test func anImageReferencesSymbolScaleIsItsDesignConfiguration() throws {
        let archive = try AppleSchemaTests.archive(Fixture.macOS("""
            <button id="b"><rect key="frame" x="0" y="0" width="48" height="48"/>
                <buttonCell key="cell" type="square" bezelStyle="shadowlessSquare" imagePosition="only" id="bc">
                    <imageReference key="image" image="wifi" catalog="system" symbolScale="large" variableValue="0.5"/>
                </buttonCell>
            </button>
            """), schema: .apple)
        let resource = try AppleSchemaTests.object("NSCustomResource", in: archive)
        #expect(resource["NSImageVariableValue"] == .double(0.5))
        let configuration = try AppKitTextViewTests.referenced(resource["IBDesignImageConfiguration"], in: archive)
        #expect(configuration.className == "IBImageConfiguration")
        #expect(configuration["IBSymbolScale"] == .int(3) && configuration["IBRenderingMode"] == .int(0) && configuration["IBLocale"] == .null)
        let value = try AppKitTextViewTests.referenced(configuration["IBVariableValue"], in: archive)
        #expect(value["NS.dblval"] == .double(0.5))
        let colors = try AppKitTextViewTests.referenced(configuration["IBHierarchicalColors"], in: archive)
        #expect(colors.className == "NSArray" && colors.elements.isEmpty)
    }

    @Test func aConfiguredSymbolIsDesignedAtItsOwnSizeAndAPlainOneAt32() throws {
        func designSize(_ reference: String, width: String) throws -> String? {
            let xml = Fixture.macOS("""
                <button id="b"><rect key="frame" x="0" y="0" width="48" height="48"/>
                    <buttonCell key="cell" type="square" bezelStyle="shadowlessSquare" imagePosition="only" id="bc">\(reference)</buttonCell>
                </button>
                """).replacingOccurrences(of: "</document>", with: """
                <resources><image name="wifi" catalog="system" width="\(width)" height="15"/></resources>
                </document>
                """)
            let archive = try AppleSchemaTests.archive(xml, schema: .apple)
            let resource = try AppleSchemaTests.object("NSCustomResource", in: archive)
            let size = try AppKitTextViewTests.referenced(resource["IBDesignSize"], in: archive)
            return try size["NS.sizeval"].map { try AppKitTextViewTests.text($0, in: archive) }
        }
        let configured = #"<imageReference key="image" image="wifi" catalog="system" symbolScale="large"/>"#
        #expect(try designSize(configured, width: "17") == "{18, 15}")
        #expect(try designSize(#"<imageReference key="image" image="wifi" catalog="system"/>"#, width: "17") == "{32, 32}")
        // A size that is no number keeps the symbol's default.
        #expect(try designSize(configured, width: "1e400") == "{32, 32}")
    }

    @Test func roundRectControlsDrawTheirSystemFontAtTwelvePoints() throws {
        let xml = Fixture.macOS("""
            <segmentedControl id="s"><rect key="frame" x="0" y="0" width="100" height="24"/>
                <segmentedCell key="cell" borderStyle="border" alignment="left" style="roundRect" trackingMode="selectOne" id="sc">
                    <font key="font" metaFont="system"/>
                    <segments><segment label="a" width="32"/></segments>
                </segmentedCell>
            </segmentedControl>
            """)
        for schema in NibCompiler.Options.Schema.allCases {
            #expect(try AppleSchemaTests.object("NSFont", in: AppleSchemaTests.archive(xml, schema: schema))["NSSize"] == .double(12), "\(schema)")
        }
    }

    @Test func segmentLabelsFollowTheCellsClassAndANilLabelIsNone() throws {
        func labels(customClass: Bool) throws -> [Bool] {
            let xml = Fixture.macOS("""
                <segmentedControl id="s"><rect key="frame" x="0" y="0" width="100" height="24"/>
                    <segmentedCell key="cell" borderStyle="border" alignment="left" style="rounded" trackingMode="selectOne" id="sc"\(customClass ? #" customClass="MyCell""# : "")>
                        <segments>
                            <segment label="a" width="32"/>
                            <segment image="NSAdvanced" width="32"/>
                            <segment width="32"><nil key="label"/></segment>
                        </segments>
                    </segmentedCell>
                </segmentedControl>
                """)
            return try AppleSchemaTests.archive(xml, schema: .apple).objects.filter { $0.className == "NSSegmentItem" }.map { $0["NSSegmentItemLabel"] != nil }
        }
        #expect(try labels(customClass: false) == [true, false, false])
        #expect(try labels(customClass: true) == [true, true, false])
    }

    @Test func aTableColumnsImageDataCellWithAFontIsFlaggedAsATextCell() throws {
        let xml = Fixture.macOS("""
            <tableView id="t"><rect key="frame" x="0" y="0" width="200" height="100"/>
                <tableColumns>
                    <tableColumn identifier="c" width="100" minWidth="40" maxWidth="1000" id="col">
                        <imageCell key="dataCell" refusesFirstResponder="YES" alignment="left" imageScaling="proportionallyDown" id="ic">
                            <font key="font" metaFont="system"/>
                        </imageCell>
                    </tableColumn>
                    <tableColumn identifier="d" width="90" minWidth="40" maxWidth="1000" id="col2">
                        <imageCell key="dataCell" refusesFirstResponder="YES" alignment="left" imageScaling="proportionallyDown" id="ic2"/>
                    </tableColumn>
                </tableColumns>
            </tableView>
            """)
        let cells = try AppleSchemaTests.archive(xml, schema: .apple).objects.filter { $0.className == "NSImageCell" }
        #expect(cells.map { $0["NSCellFlags"] } == [.int(0x0400_0000), .int(0)])
    }

    @Test func anImageViewsCellInAnXcode4DocumentIsFlaggedAsAnImageCell() throws {
        func flags(toolsVersion: String) throws -> ArchiveValue? {
            let xml = Fixture.macOS("""
                <imageView id="i"><rect key="frame" x="0" y="0" width="48" height="48"/>
                    <imageCell key="cell" refusesFirstResponder="YES" alignment="left" imageScaling="proportionallyDown" id="ic"/>
                </imageView>
                """).replacingOccurrences(of: #"toolsVersion="22505""#, with: #"toolsVersion="\#(toolsVersion)""#)
            return try AppleSchemaTests.object("NSImageCell", in: AppleSchemaTests.archive(xml, schema: .apple))["NSCellFlags"]
        }
        #expect(try flags(toolsVersion: "2494") == .int(0x0800_0000))
        #expect(try flags(toolsVersion: "3084") == .int(0))
        #expect(try flags(toolsVersion: "22505") == .int(0))
    }

    @Test func anImageArchiveThatCannotBeReadIsAWarningAndANamedImage() throws {
        let xml = Fixture.macOS("""
            <button id="b"><rect key="frame" x="0" y="0" width="48" height="48"/>
                <buttonCell key="cell" type="square" bezelStyle="shadowlessSquare" image="pasted" imagePosition="only" id="bc"/>
            </button>
            """).replacingOccurrences(of: "</objects>", with: """
            </objects><resources><image name="pasted" width="1" height="1"><mutableData key="keyedArchiveRepresentation">bm90IGFuIGFyY2hpdmU=</mutableData></image></resources>
            """)
        let document = try DocumentReader().read(data: Data(xml.utf8), file: "Test.xib")
        let compiled = try NibCompiler(options: .init(schema: .apple)).compile(document)
        #expect(compiled.findings.contains { $0.message.contains("'pasted'") && $0.location.line > 0 })
        #expect(compiled.archive.objects.contains { $0.className == "NSCustomResource" })
    }
}
