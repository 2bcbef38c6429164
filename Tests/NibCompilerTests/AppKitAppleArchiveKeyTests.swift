import Foundation
import NibArchive
import NibCompiler
import NibDocument
import NibLoading
import NibTestSupport
import Testing

/// Keys the prefix rule gives (`boxType` → `NSBoxType`) that Apple's own keyed archives show
/// under the same class (`KeyTables.appKitConfirmedPrefixKeys` names each source), and the
/// compatibility table's record of guessed keys per element.
@Suite struct AppKitAppleArchiveKeyTests {
    static func compiled(_ objects: String, schema: NibCompiler.Options.Schema = .apple) throws -> CompiledNib {
        let document = try DocumentReader().read(data: Data(Fixture.macOS(objects).utf8), file: "Test.xib")
        return try NibCompiler(options: .init(recordsAttributeUses: true, schema: schema)).compile(document)
    }

    static let box = """
        <box boxType="custom" borderType="line" title="T" titlePosition="noTitle" transparent="YES" id="b">
            <rect key="frame" x="0" y="0" width="100" height="100"/>
            <view key="contentView" id="c"><rect key="frame" x="1" y="1" width="98" height="98"/></view>
        </box>
        """

    @Test func aBoxsTypeBorderTitlePositionAndTransparencyAreAppKitsOwnKeys() throws {
        let nib = try Self.compiled(Self.box)
        for key in ["NSBoxType", "NSBorderType", "NSTitlePosition", "NSTransparent"] {
            #expect(nib.inventedKeys[key] == nil, "\(key)")
            #expect(!nib.invented(key, forElement: "box"), "\(key)")
        }
        let box = try #require(nib.archive.objects.first { $0.className == "NSBox" })
        #expect(box["NSBoxType"] != nil && box["NSBorderType"] != nil && box["NSTitlePosition"] != nil)
        // Transparent: NSFullyTransparent, the older switch off (see AppKitFocusRingAndBoxTests).
        #expect(box["NSTransparent"] == .bool(false) && box["NSFullyTransparent"] == .bool(true))
    }

    @Test func aMenuItemsIdentifierIndentationAndKeyEquivalentSwitchesAreNSMenuItemsKeys() throws {
        let menu = """
            <menu title="M" id="m"><items>
                <menuItem title="Photo" identifier="NSMenuItemImportFromDeviceIdentifier" indentationLevel="2" localization="NO" mirroring="NO" id="i"/>
                <menuItem title="Plain" id="j"/>
            </items></menu>
            """
        let nib = try Self.compiled(menu)
        let items = nib.archive.objects.filter { $0.className == "NSMenuItem" }
        let photo = try #require(items.first { $0["NSIndent"] != nil })
        #expect(nib.archive.string("NSUserInterfaceItemIdentifier", of: try #require(nib.archive.objects.firstIndex(of: photo))) == "NSMenuItemImportFromDeviceIdentifier")
        #expect(photo["NSIndent"] == .int(2) && photo["NSIdentifier"] == nil && photo["NSIndentationLevel"] == nil)
        #expect(photo["NSAllowsKeyEquivalentLocalization"] == .bool(false) && photo["NSAllowsKeyEquivalentMirroring"] == .bool(false))
        #expect(photo["NSLocalization"] == nil && photo["NSMirroring"] == nil)
        let plain = try #require(items.first { $0["NSIndent"] == nil })
        #expect(plain["NSAllowsKeyEquivalentLocalization"] == .bool(true) && plain["NSAllowsKeyEquivalentMirroring"] == .bool(true))
        for schema in NibCompiler.Options.Schema.allCases {
            let loaded = try Fixture.topLevelObjects(Fixture.macOS(menu), schema: schema).compactMap { $0 as? NSMenu }.first?.items.first as? NSMenuItem
            #expect(loaded?.identifier == "NSMenuItemImportFromDeviceIdentifier" && loaded?.indentationLevel == 2 && loaded?.localization == false, "\(schema)")
        }
    }

    @Test func aSteppersRangeAndAPopUpsArrowAndEdgeAreAppKitsOwnKeys() throws {
        let nib = try Self.compiled("""
            <stepper id="s"><rect key="frame" x="0" y="0" width="19" height="28"/>
                <stepperCell key="cell" continuous="YES" alignment="left" minValue="1" maxValue="50" id="sc"/>
            </stepper>
            <popUpButton id="p"><rect key="frame" x="0" y="40" width="100" height="25"/>
                <popUpButtonCell key="cell" type="push" bezelStyle="rounded" alignment="left" lineBreakMode="truncatingTail" borderStyle="borderAndBezel" imageScaling="proportionallyDown" inset="2" arrowPosition="arrowAtCenter" preferredEdge="maxY" id="pc">
                    <font key="font" metaFont="menu"/>
                    <menu key="menu" id="m"/>
                </popUpButtonCell>
            </popUpButton>
            """)
        for key in ["NSMinValue", "NSMaxValue", "NSArrowPosition", "NSPreferredEdge"] { #expect(nib.inventedKeys[key] == nil, "\(key)") }
    }

    @Test func aGuessedKeyIsRecordedForTheElementItWasGuessedForOnly() throws {
        // `titleVisibility` has no key of its own in NibKit's compact schema (Apple's is
        // `NSWindowTitleVisibility`): the prefix rule's guess counts against the window's
        // attribute, not against another element's key of the same name.
        let nib = try Self.compiled(Self.box + """
            <window title="W" allowsToolTipsWhenApplicationIsInactive="NO" autorecalculatesKeyViewLoop="NO" titleVisibility="hidden" id="w">
                <windowStyleMask key="styleMask" titled="YES"/>
                <rect key="contentRect" x="0" y="0" width="200" height="100"/>
                <rect key="screenRect" x="0" y="0" width="1440" height="900"/>
                <view key="contentView" id="wc"><rect key="frame" x="0" y="0" width="200" height="100"/></view>
            </window>
            """, schema: .compact)
        #expect(nib.invented("NSTitleVisibility", forElement: "window"))
        #expect(!nib.invented("NSTitleVisibility", forElement: "box"))
        #expect(nib.inventedKeys["NSTitleVisibility"] != nil)
    }
}

/// Colours in a profiled space and a clip view without a colour, as Apple's nibs hold them
/// (iTerm2's Apple-compiled `SearchableComboView.nib`; the pairs' system colour fallbacks).
@Suite struct AppKitProfiledColorTests {
    static func field(_ color: String) -> String {
        Fixture.macOS("""
            <textField id="f"><rect key="frame" x="0" y="0" width="100" height="22"/>
                <textFieldCell key="cell" title="T" drawsBackground="YES" id="c">
                    <font key="font" metaFont="system"/>
                    \(color)
                </textFieldCell>
            </textField>
            """)
    }

    static func text(_ value: ArchiveValue?) -> String? {
        guard case .data(let bytes)? = value else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func color(withComponents components: String, in archive: KeyedArchive) -> ArchivedObject? {
        archive.objects.first { $0.className == "NSColor" && text($0["NSComponents"]) == components }
    }

    @Test func aCalibratedColoursComponentsAreWrittenToTenSignificantDigits() throws {
        let archive = try AppleSchemaTests.archive(Self.field(
            #"<color key="backgroundColor" red="0.36963383838383834" green="0.5" blue="0.33333333333333331" alpha="1" colorSpace="calibratedRGB"/>"#), schema: .apple)
        let color = try #require(archive.objects.first { $0.className == "NSColor" && $0["NSRGB"] != nil && $0["NSColorSpace"] == .int(1) })
        #expect(Self.text(color["NSRGB"]) == "0.3696338384 0.5 0.3333333333\0")
    }

    @Test func aGreyInGenericGamma22NamesItsSpaceAndEveryComponent() throws {
        let archive = try AppleSchemaTests.archive(Self.field(
            #"<color key="backgroundColor" white="0.0" alpha="0.0" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#), schema: .apple)
        let color = try #require(Self.color(withComponents: "0 0", in: archive))
        #expect(Self.text(color["NSWhite"]) == "0 0\0")
        #expect(color["NSColorSpace"] == .int(3))
        #expect(Self.text(color["NSLinearExposure"]) == "1")
        guard case .object(let space)? = color["NSCustomColorSpace"] else { Issue.record("no space"); return }
        #expect(archive.objects[space].className == "NSColorSpace" && archive.objects[space]["NSID"] == .int(9))
    }

    @Test(arguments: [("0.5", "0.4246723652"), ("0.66666666666666663", "0.602715373"), ("0.33333333333333331", "0.2637968361"), ("1", "1"), ("0.0", "0")])
    func aGenericGamma22GreysCalibratedWhiteIsConvertedToGamma18(_ white: String, _ calibrated: String) throws {
        let archive = try AppleSchemaTests.archive(Self.field(
            #"<color key="backgroundColor" white="\#(white)" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#), schema: .apple)
        let color = try #require(archive.objects.first { $0.className == "NSColor" && $0["NSCustomColorSpace"] != nil && $0["NSWhite"] != nil })
        #expect(Self.text(color["NSWhite"]) == calibrated + "\0")
    }

    @Test func anSRGBColourNamesItsSpaceAndEveryComponent() throws {
        let xml = Self.field(#"<color key="backgroundColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#)
        let archive = try AppleSchemaTests.archive(xml, schema: .apple)
        let color = try #require(Self.color(withComponents: "1 0 0 1", in: archive))
        #expect(color["NSColorSpace"] == .int(1) && Self.text(color["NSLinearExposure"]) == "1")
        guard case .object(let space)? = color["NSCustomColorSpace"] else { Issue.record("no space"); return }
        #expect(archive.objects[space]["NSID"] == .int(7))
        // The compact schema keeps what NibKit's loader reads.
        let compact = try AppleSchemaTests.archive(xml, schema: .compact)
        #expect(!compact.objects.contains { $0["NSComponents"] != nil })
    }

    @Test func aProfiledColourIsNamedByItsSpaceObjectNotByANibKitKey() throws {
        let xml = Self.field(#"<color key="backgroundColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#)
        var archive = try AppleSchemaTests.archive(xml, schema: .apple)
        #expect(!archive.objects.contains { $0["IBColorSpaceName"] != nil })
        // The compact schema has no space object, so it names the space itself.
        #expect(try AppleSchemaTests.archive(xml, schema: .compact).objects.contains { $0["IBColorSpaceName"] != nil })
        // Loaded as Apple's nibs hold it: the legacy NSRGB converted to the calibrated space, the
        // colour's own components in NSComponents.
        let index = try #require(archive.objects.firstIndex { $0.className == "NSColor" && Self.text($0["NSComponents"]) == "1 0 0 1" })
        let position = try #require(archive.objects[index].values.firstIndex { $0.key == "NSRGB" })
        archive.objects[index].values[position].value = .data(Array("0.9859541655 0 0.02694000863\0".utf8))
        let decoder = NibDecoder(archive: archive, resolver: ClassResolver(library: ObjectLibrary.classes), proxies: [:])
        let color = try #require(decoder.objectReference(at: index) as? NibColor)
        #expect(color.colorSpaceName == "sRGB")
        #expect(color.red == 1 && color.green == 0 && color.blue == 0 && color.alpha == 1)
    }

    @Test func bothSchemasLoadAProfiledColourAlike() throws {
        // A grey and an RGB colour in profiled spaces, with more digits than AppKit's ten.
        let xml = Self.field(#"<color key="backgroundColor" red="0.48627450980392156" green="0.2" blue="1" alpha="0.5" colorSpace="custom" customColorSpace="sRGB"/>"#)
            .replacingOccurrences(of: "</textFieldCell>", with: #"<color key="textColor" white="0.33333333333333331" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></textFieldCell>"#)
        func colors(_ schema: NibCompiler.Options.Schema) throws -> [String] {
            let archive = try AppleSchemaTests.archive(xml, schema: schema)
            let decoder = NibDecoder(archive: archive, resolver: ClassResolver(library: ObjectLibrary.classes), proxies: [:])
            return archive.objects.indices.filter { archive.objects[$0].className == "NSColor" }
                .compactMap { decoder.objectReference(at: $0) as? NibColor }.filter { $0.colorSpaceName != nil }
                .map { "\($0.red) \($0.green) \($0.blue) \($0.alpha) \($0.colorSpaceName ?? "")" }.sorted()
        }
        let apple = try colors(.apple)
        #expect(apple == ["0.3333333333 0.3333333333 0.3333333333 1.0 genericGamma22GrayColorSpace", "0.4862745098 0.2 1.0 0.5 sRGB"])
        #expect(try colors(.compact) == apple)
    }

    @Test func anAssetColourIsACatalogColourOfTheMainBundlesAssetsWithItsFallback() throws {
        let xml = Self.field(#"<color key="backgroundColor" name="Tint"/>"#).replacingOccurrences(of: "</document>", with: """
            <resources><namedColor name="Tint"><color red="1" green="0.5" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></namedColor></resources>
            </document>
            """)
        let archive = try AppleSchemaTests.archive(xml, schema: .apple)
        let index = try #require(archive.objects.indices.first { archive.objects[$0].className == "NSColor" && archive.string("NSColorName", of: $0) == "Tint" })
        #expect(archive.objects[index]["NSColorSpace"] == .int(6))
        #expect(archive.string("NSCatalogName", of: index) == "#$assets-mainBundleID")
        #expect(archive.objects[index]["UIAssetName"] == nil)
        guard case .object(let fallback)? = archive.objects[index]["NSColor"] else { Issue.record("no fallback"); return }
        #expect(Self.text(archive.objects[fallback]["NSComponents"]) == "1 0.5 0 1")
        // NibKit reads it as the asset it names, with the fallback's components.
        let decoder = NibDecoder(archive: archive, resolver: ClassResolver(library: ObjectLibrary.classes), proxies: [:])
        let color = try #require(decoder.objectReference(at: index) as? NibColor)
        #expect(color.assetName == "Tint" && color.systemName == nil)
        #expect(color.red == 1 && color.green == 0.5 && color.blue == 0 && color.alpha == 1)
        // The compact schema names the asset with NibKit's own key.
        #expect(try AppleSchemaTests.archive(xml, schema: .compact).objects.contains { $0["UIAssetName"] != nil })
    }

    @Test func aClipViewWithoutAColourHasNoBackgroundKey() throws {
        let xml = AppKitClipViewBackgroundTests.scrolled(AppKitClipViewBackgroundTests.textView, clip: #"drawsBackground="NO""#,
                                                        color: #"<nil key="backgroundColor"/>"#, toolsVersion: "23504")
        let (clip, _) = try AppKitClipViewBackgroundTests.clip(xml)
        #expect(clip["NSBGColor"] == nil)
    }
}
