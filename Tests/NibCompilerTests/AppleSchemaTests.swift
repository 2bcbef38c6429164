import Foundation
import NibArchive
import NibCompiler
import NibDocument
import NibLoading
import NibTestSupport
import Testing

/// Apple's schema for AppKit: what `nibtool compile` writes for AppKit documents, key set by key
/// set, and that `nibtool diff` treats ibtool's unordered arrays as unordered.
@Suite struct AppleSchemaTests {
    static let field = Fixture.macOS("""
        <textField id="tf"><rect key="frame" x="20" y="20" width="100" height="22"/>
            <textFieldCell key="cell" lineBreakMode="truncatingTail" selectable="YES" editable="YES" alignment="center" title="Hi" id="tc">
                <font key="font" metaFont="system"/>
                <color key="textColor" name="labelColor" catalog="System" colorSpace="catalog"/>
            </textFieldCell>
        </textField>
        """)

    static func archive(_ xml: String, schema: NibCompiler.Options.Schema) throws -> KeyedArchive {
        let document = try DocumentReader().read(data: Data(xml.utf8), file: "Test.xib")
        return try NibCompiler(options: .init(schema: schema)).compile(document).archive
    }

    static func object(_ className: String, in archive: KeyedArchive) throws -> ArchivedObject {
        try #require(archive.objects.first { $0.className == className }, "no \(className)")
    }

    @Test func aCellKeepsItsSwitchesInItsFlagWordsWithApplesSchema() throws {
        let cell = try Self.object("NSTextFieldCell", in: Self.archive(Self.field, schema: .apple))
        // Text cell, truncating, selectable, editable; centred (2 << 26), truncating tail (4 << 9).
        #expect(cell["NSCellFlags"] == .int(0x0400_0000 | 0x40 | 0x0020_0001 | 0x1000_0000))
        #expect(cell["NSCellFlags2"] == .int(2 << 26 | 4 << 9))
        #expect(cell["NSEditable"] == nil && cell["NSSelectable"] == nil && cell["NSLineBreakMode"] == nil && cell["NSAlignment"] == nil)
    }

    @Test func applesSchemaGivesFallbackClassesOnlyWhereAClassNamesOneForTheArchiver() throws {
        // A control, its cell and a window: none (every Apple nib of the pairs).
        let mac = try Self.archive(Self.field, schema: .apple)
        #expect(mac.objects.allSatisfy { $0.fallbackClassNames.isEmpty }, "\(mac.objects.filter { !$0.fallbackClassNames.isEmpty }.map(\.className))")
        // UIKit: a button none, its colour NSColor and its font NSFont (Apple-compiled iOS nibs).
        let ios = try Self.archive(Fixture.iOS("""
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="b"><rect key="frame" x="0" y="0" width="80" height="30"/>
                <fontDescription key="fontDescription" type="system" pointSize="15"/>
                <color key="backgroundColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </button>
            """), schema: .apple)
        let withFallbacks = Dictionary(ios.objects.filter { !$0.fallbackClassNames.isEmpty }.map { ($0.className, $0.fallbackClassNames) }, uniquingKeysWith: { first, _ in first })
        #expect(withFallbacks == ["UIColor": ["NSColor"], "UIFont": ["NSFont"]])
    }

    @Test func theCompactSchemaKeepsTheKeysAndWritesNoFlags() throws {
        let cell = try Self.object("NSTextFieldCell", in: Self.archive(Self.field, schema: .compact))
        #expect(cell["NSCellFlags"] == nil)
        #expect(cell["NSEditable"] == .bool(true))
    }

    @Test func theLoaderReadsACellsSwitchesFromEitherKeySet() throws {
        for schema in NibCompiler.Options.Schema.allCases {
            let document = try DocumentReader().read(data: Data(Self.field.utf8), file: "Test.xib")
            let nib = try Nib(document: document, compiler: NibCompiler(options: .init(schema: schema)))
            let objects = try nib.instantiateWithDetails(owner: NibGenericOwner()).topLevelObjects
            let field = try #require(objects.first { $0 is NSTextField } as? NSTextField)
            let cell = try #require(field.cell as? NSTextFieldCell)
            #expect(cell.editable == true && cell.selectable == true, "\(schema)")
            #expect(cell.alignment == "center" && cell.lineBreakMode == 4, "\(schema)")
            #expect(cell.title == "Hi")
        }
    }

    @Test func directInstantiationSwapsInTheAppsClassesButNotTheFrameworks() throws {
        let xml = Fixture.macOS(direct: true, """
            <customObject id="d" customClass="AppDelegate"/>
            <customObject id="m" customClass="MyModel" customModule="App"/>
            <customObject id="f" customClass="NSFontManager"/>
            """)
        let archive = try Self.archive(xml, schema: .apple)
        let swapped = archive.objects.indices.filter { archive.objects[$0].className == "NSClassSwapper" }.compactMap { archive.string("NSClassName", of: $0) }
        #expect(swapped.sorted() == ["AppDelegate", "_TtC3App7MyModel"])  // a module's class by its mangled name
        #expect(archive.objects.indices.contains { archive.objects[$0].className == "NSCustomObject" && archive.string("NSClassName", of: $0) == "NSFontManager" })
    }

    static func fieldWithLocales(_ element: String) -> String {
        Fixture.macOS("""
            <\(element) id="p"><rect key="frame" x="20" y="20" width="184" height="21"/>
                <\(element)Cell key="cell" scrollable="YES" lineBreakMode="clipping" selectable="YES" editable="YES" id="pc">
                    <allowedInputSourceLocales><string>NSAllRomanInputSourcesLocaleIdentifier</string></allowedInputSourceLocales>
                </\(element)Cell>
            </\(element)>
            """)
    }

    @Test func aSecureTextFieldNeverAllowsWritingTools() throws {
        let archive = try Self.archive(Self.fieldWithLocales("secureTextField"), schema: .apple)
        #expect(try Self.object("NSSecureTextField", in: archive)["NSAllowsWritingTools"] == .bool(false))
    }

    /// A secure field's input locales are an immutable array (the `securetextfield` pair), a plain
    /// field's a mutable one (viraptor/ibtool's `allowedInputSourceLocales.py`).
    @Test(arguments: [("secureTextField", "NSSecureTextFieldCell", "NSArray"), ("textField", "NSTextFieldCell", "NSMutableArray")])
    func aTextFieldKeepsItsLocalesAsNSAllowedInputLocales(_ element: String, _ cellClass: String, _ listClass: String) throws {
        let archive = try Self.archive(Self.fieldWithLocales(element), schema: .apple)
        let cell = try Self.object(cellClass, in: archive)
        guard case .object(let list)? = cell["NSAllowedInputLocales"] else { Issue.record("no NSAllowedInputLocales"); return }
        #expect(archive.objects[list].className == listClass && cell["NSAllowedInputSourceLocales"] == nil)
        #expect(archive.objects[list].elements.count == 1)
    }

    @Test func aControlMirrorsItsCellsSettingsInNSControlKeys() throws {
        let field = try Self.object("NSTextField", in: Self.archive(Self.field, schema: .apple))
        #expect(field["NSControlTextAlignment"] == .int(1))
        #expect(field["NSControlLineBreakMode"] == .int(4))
        #expect(field["NSControlWritingDirection"] == .integer(-1, width: 8))
        #expect(field["NSEnabled"] == .bool(true))
    }

    @Test func aSystemColourCarriesIbtoolsFallbackColour() throws {
        let archive = try Self.archive(Self.field, schema: .apple)
        let named = try #require(archive.objects.first { $0.className == "NSColor" && $0["NSCatalogName"] != nil })
        guard case .object(let fallback)? = named["NSColor"] else { Issue.record("no fallback colour"); return }
        #expect(archive.objects[fallback]["NSComponents"] == .data(Array("0 1".utf8)))
        #expect(try Self.archive(Self.field, schema: .compact).objects.allSatisfy { $0["NSColor"] == nil })
    }

    /// The fallbacks viraptor/ibtool's `helpers.py` has from Apple's nibs for colours the pairs' fallbacks do not show.
    @Test func windowAccentRedDisabledAndSourceListColoursCarryIbtoolsFallbacks() throws {
        /// The fallback archived for the System colour `name` (as a text field's background).
        func fallback(_ name: String) throws -> ArchivedObject {
            let xml = Fixture.macOS("""
                <textField id="f"><rect key="frame" x="0" y="0" width="100" height="20"/>
                    <textFieldCell key="cell" title="T" drawsBackground="YES" id="fc">
                        <color key="backgroundColor" name="\(name)" catalog="System" colorSpace="catalog"/>
                    </textFieldCell>
                </textField>
                """)
            let archive = try Self.archive(xml, schema: .apple)
            let named = try #require(archive.objects.first { color in
                color.className == "NSColor" && color["NSColorName"].flatMap { value -> String? in
                    guard case .object(let string) = value, case .data(let bytes)? = archive.objects[string]["NS.bytes"] else { return nil }
                    return String(decoding: bytes, as: UTF8.self)
                } == name
            })
            guard case .object(let inner)? = named["NSColor"] else { throw AppKitTextViewTests.NibKitTestFailure("no fallback for \(name)") }
            return archive.objects[inner]
        }
        #expect(try fallback("windowBackgroundColor")["NSComponents"] == .data(Array("0.5 1".utf8)))
        #expect(try fallback("disabledControlTextColor")["NSWhite"] == .data(Array("0.2637968361\0".utf8)))
        #expect(try fallback("controlAccentColor")["NSRGB"] == .data(Array("0 0 0.9981992245\0".utf8)))
        let red = try fallback("systemRedColor")
        #expect(red["NSRGB"] == .data(Array("0.9859541655 0 0.02694000863\0".utf8)) && red["NSComponents"] == .data(Array("1 0 0 1".utf8)))
        // The source list background falls back to the control background colour, itself a catalog colour.
        let sourceList = try fallback("_sourceListBackgroundColor")
        #expect(sourceList["NSColorSpace"] == .int(6) && sourceList["NSColor"] != nil)
    }

    @Test func aMetaFontIsNamedByItsFontFlags() throws {
        let font = try Self.object("NSFont", in: Self.archive(Self.field, schema: .apple))
        #expect(font["NSfFlags"] == .int(1044))
        #expect(font["IBMetaFont"] == nil)
        #expect(AppKitFontFlags.metaFont(forFlags: 1044) == "system")
    }

    @Test func theIdsTableListsTheRootThenTheObjectsThenTheConnectors() throws {
        let archive = try Self.archive(Self.field, schema: .apple)
        let data = try Self.object("NSIBObjectData", in: archive)
        guard case .object(let keys)? = data["NSOidsKeys"], case .object(let objects)? = data["NSObjectsKeys"], case .object(let values)? = data["NSOidsValues"] else {
            Issue.record("no ids tables")
            return
        }
        #expect(archive.objects[keys].elements.count == archive.objects[objects].elements.count + 1)
        #expect(archive.objects[keys].elements.first == data["NSRoot"])
        #expect(archive.objects[values].elements.count == archive.objects[keys].elements.count)
        #expect(try Self.archive(Self.field, schema: .compact).objects.allSatisfy { $0["NSOidsKeys"] == nil })
    }

    @Test func aScrollViewsClipViewAndScrollersAreItsSubviews() throws {
        let archive = try Self.archive(Fixture.macOS("""
            <scrollView id="sv"><rect key="frame" x="0" y="0" width="200" height="100"/>
                <clipView key="contentView" id="cv"><rect key="frame" x="1" y="1" width="198" height="98"/>
                    <subviews><customView id="doc"><rect key="frame" x="0" y="0" width="198" height="98"/></customView></subviews>
                </clipView>
                <scroller key="horizontalScroller" horizontal="YES" id="hs"><rect key="frame" x="0" y="0" width="10" height="10"/></scroller>
                <scroller key="verticalScroller" horizontal="NO" id="vs"><rect key="frame" x="0" y="0" width="10" height="10"/></scroller>
            </scrollView>
            """), schema: .apple)
        let scrollView = try Self.object("NSScrollView", in: archive)
        guard case .object(let subviews)? = scrollView["NSSubviews"] else { Issue.record("no subviews"); return }
        #expect(archive.objects[subviews].elements.map { value -> String in
            if case .object(let index) = value { archive.objects[index].className } else { "" }
        } == ["NSClipView", "NSScroller", "NSScroller"])
        #expect(scrollView["NSHScroller"] != nil && scrollView["NSVScroller"] != nil)
        let scroller = try #require(archive.objects.first { $0.className == "NSScroller" && $0["NSsFlags"] == .int(1) })
        #expect(scroller["NSAction"] != nil && scroller["NSHorizontal"] == nil)
        #expect(try Self.object("NSClipView", in: archive)["NSDocView"] != nil)
    }

    @Test func onlyViewsThatConstraintsNameKeepTheTranslatesSwitch() throws {
        let archive = try Self.archive(Fixture.macOS("""
            <customView id="top"><rect key="frame" x="0" y="0" width="200" height="100"/>
                <subviews>
                    <customView fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="free"><rect key="frame" x="0" y="0" width="10" height="10"/></customView>
                    <customView translatesAutoresizingMaskIntoConstraints="NO" id="held"><rect key="frame" x="20" y="0" width="10" height="10"/></customView>
                </subviews>
                <constraints><constraint firstItem="held" firstAttribute="width" constant="10" id="c1"/></constraints>
            </customView>
            """), schema: .apple)
        let switched = archive.objects.filter { $0["NSDoNotTranslateAutoresizingMask"] == .bool(true) }
        #expect(switched.count == 1)
        #expect(switched.first?["NSFrame"] != nil)
    }

    @Test func aConstraintArchivesNoDefaultMultiplierConstantOrPriority() throws {
        let archive = try Self.archive(Fixture.macOS("""
            <customView id="top"><rect key="frame" x="0" y="0" width="200" height="100"/>
                <subviews>
                    <customView translatesAutoresizingMaskIntoConstraints="NO" id="held"><rect key="frame" x="20" y="0" width="10" height="10"/></customView>
                </subviews>
                <constraints>
                    <constraint firstItem="held" firstAttribute="width" secondItem="held" secondAttribute="height" multiplier="1:1" constant="0" priority="1000" id="c1"/>
                    <constraint firstItem="held" firstAttribute="width" secondItem="top" secondAttribute="width" multiplier="16:9" constant="4" priority="750" id="c2"/>
                </constraints>
            </customView>
            """), schema: .apple)
        let constraints = archive.objects.filter { $0.className == "NSLayoutConstraint" }
        let square = try #require(constraints.first { $0["NSMultiplier"] == nil })
        #expect(square["NSConstant"] == nil && square["NSConstantV2"] == nil && square["NSPriority"] == nil)
        let wide = try #require(constraints.first { $0["NSMultiplier"] != nil })
        #expect(wide["NSMultiplier"] == .double(Double(Float(16.0 / 9.0))) && wide["NSConstant"] == .double(4) && wide["NSPriority"] == .int(750))
    }

    @Test func aMacLocalizableStringKeepsItsDevelopmentTextWithApplesSchema() throws {
        let xml = Fixture.macOS("""
            <textField id="f"><rect key="frame" x="0" y="0" width="100" height="20"/>
                <textFieldCell key="cell" title="Hello" id="fc"><font key="font" metaFont="system"/></textFieldCell>
            </textField>
            """)
        let document = try DocumentReader().read(data: Data(xml.utf8), file: "Test.xib")
        for schema in NibCompiler.Options.Schema.allCases {
            let archive = try NibCompiler(options: .init(localizableText: .localizable, schema: schema)).compile(document).archive
            let string = try #require(archive.objects.firstIndex { $0.className == "NSLocalizableString" }, "\(schema)")
            #expect(archive.string("NSKey", of: string) == "fc.title", "\(schema)")
            #expect(archive.string("NSDev", of: string) == (schema == .apple ? "Hello" : nil), "\(schema)")
        }
    }

    @Test func aMacConstraintsDecimalMultiplierIsArchivedAsAFloatWidenedToADouble() throws {
        let xml = Fixture.macOS("""
            <customView id="top"><rect key="frame" x="0" y="0" width="200" height="100"/>
                <subviews>
                    <customView translatesAutoresizingMaskIntoConstraints="NO" id="held"><rect key="frame" x="20" y="0" width="10" height="10"/></customView>
                </subviews>
                <constraints>
                    <constraint firstItem="held" firstAttribute="width" secondItem="top" secondAttribute="width" multiplier="0.951613" id="c1"/>
                </constraints>
            </customView>
            """)
        let apple = try Self.object("NSLayoutConstraint", in: Self.archive(xml, schema: .apple))
        #expect(apple["NSMultiplier"] == .double(0.9516130089759827))
        // Both schemas, so both load the multiplier Apple's nib gives.
        let compact = try Self.object("NSLayoutConstraint", in: Self.archive(xml, schema: .compact))
        #expect(compact["NSMultiplier"] == .double(0.9516130089759827))
    }

    @Test func aConstraintsPriorityIsArchivedAsTheWholeNumberOfTheFloatItHolds() throws {
        for fixture: (String) -> String in [{ Fixture.macOS($0) }, { Fixture.iOS($0) }] {
            let archive = try Self.archive(fixture("""
                <view id="top"><rect key="frame" x="0" y="0" width="200" height="100"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="held"><rect key="frame" x="20" y="0" width="10" height="10"/></view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="held" firstAttribute="width" constant="10" priority="750" id="c1"/>
                        <constraint firstItem="held" firstAttribute="height" constant="10" priority="999.5" id="c2"/>
                        <constraint firstItem="held" firstAttribute="top" secondItem="top" secondAttribute="top" multiplier="3:2" priority="nan" id="c3"/>
                    </constraints>
                </view>
                """), schema: .apple)
            let priorities = archive.objects.filter { $0.className == "NSLayoutConstraint" }.map { $0["NSPriority"] }
            #expect(priorities == [.int(750), .int(999), nil])
            let ratio = archive.objects.filter { $0.className == "NSLayoutConstraint" }.compactMap { $0["NSMultiplier"] }
            #expect(ratio == [.double(Double(Float(1.5)))])
        }
    }

    @Test func aMarginAttributeIsTheEdgeUnderTheLegacyKeyAndItselfUnderTheV2Key() throws {
        let archive = try Self.archive(Fixture.iOS("""
            <view id="top"><rect key="frame" x="0" y="0" width="200" height="100"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="held"><rect key="frame" x="20" y="0" width="10" height="10"/></view>
                </subviews>
                <constraints>
                    <constraint firstItem="held" firstAttribute="leading" secondItem="top" secondAttribute="leadingMargin" id="c1"/>
                    <constraint firstItem="top" firstAttribute="centerYWithinMargins" secondItem="held" secondAttribute="centerY" id="c2"/>
                </constraints>
            </view>
            """), schema: .apple)
        let constraints = archive.objects.filter { $0.className == "NSLayoutConstraint" }
        #expect(constraints.map { $0["NSSecondAttribute"] } == [.int(5), .int(10)])
        #expect(constraints.map { $0["NSSecondAttributeV2"] } == [.int(17), .int(10)])
        #expect(constraints.map { $0["NSFirstAttribute"] } == [.int(5), .int(10)])
        #expect(constraints.map { $0["NSFirstAttributeV2"] } == [.int(5), .int(20)])
    }

    @Test func constraintsRemovedAtBuildTimeAreNotArchived() throws {
        let xml = Fixture.macOS("""
            <customView id="top"><rect key="frame" x="0" y="0" width="200" height="100"/>
                <subviews>
                    <customView translatesAutoresizingMaskIntoConstraints="NO" id="held"><rect key="frame" x="20" y="0" width="10" height="10"/></customView>
                    <customView translatesAutoresizingMaskIntoConstraints="NO" id="placed"><rect key="frame" x="40" y="0" width="10" height="10"/></customView>
                </subviews>
                <constraints>
                    <constraint firstItem="held" firstAttribute="width" constant="10" id="c1"/>
                    <constraint firstItem="placed" firstAttribute="width" constant="10" placeholder="YES" id="c2"/>
                </constraints>
            </customView>
            """)
        for schema in NibCompiler.Options.Schema.allCases {
            let archive = try Self.archive(xml, schema: schema)
            #expect(archive.objects.filter { $0.className == "NSLayoutConstraint" }.count == 1, "\(schema)")
            let view = try #require(archive.objects.first { $0["NSViewConstraints"] != nil }, "\(schema)")
            guard case .object(let list)? = view["NSViewConstraints"] else { continue }
            #expect(archive.objects[list].elements.count == 1, "\(schema)")
            #expect(!archive.objects[list].elements.contains(.null), "\(schema)")
        }
        // Only the view a kept constraint names keeps the translates switch.
        let apple = try Self.archive(xml, schema: .apple)
        #expect(apple.objects.filter { $0["NSDoNotTranslateAutoresizingMask"] == .bool(true) }.count == 1)
        // A view whose constraints are all placeholders holds no list.
        let placeholdersOnly = try Self.archive(xml.replacingOccurrences(of: #"constant="10" id="c1""#, with: #"constant="10" placeholder="YES" id="c1""#), schema: .apple)
        #expect(!placeholdersOnly.objects.contains { $0["NSViewConstraints"] != nil })
        #expect(!placeholdersOnly.objects.contains { $0.className == "NSLayoutConstraint" })
    }

    @Test func aRuntimeAttributesRealNumberIsADoubleEvenWhenWhole() throws {
        let archive = try Self.archive(Fixture.macOS("""
            <customView id="v"><rect key="frame" x="0" y="0" width="20" height="20"/>
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius"><real key="value" value="8"/></userDefinedRuntimeAttribute>
                    <userDefinedRuntimeAttribute type="number" keyPath="count"><integer key="value" value="3"/></userDefinedRuntimeAttribute>
                    <userDefinedRuntimeAttribute type="number" keyPath="flag"><bool key="value" value="YES"/></userDefinedRuntimeAttribute>
                </userDefinedRuntimeAttributes>
            </customView>
            """), schema: .apple)
        let connector = try Self.object("NSIBUserDefinedRuntimeAttributesConnector", in: archive)
        guard case .object(let list)? = connector["NSValues"] else { Issue.record("no values"); return }
        let numbers = archive.objects[list].elements.map { value -> ArchiveValue? in
            guard case .object(let number) = value else { return nil }
            return archive.objects[number].values.first?.value
        }
        #expect(numbers == [.double(8), .int(3), .bool(true)])
    }

    @Test func controlsLeaveTheirDefaultHuggingOut() throws {
        let archive = try Self.archive(Self.field.replacingOccurrences(of: "<textField id", with: "<textField verticalHuggingPriority=\"750\" id"), schema: .compact)
        #expect(try Self.object("NSTextField", in: archive)["NSHuggingPriority"] == nil)
        let nib = try Fixture.nib(Self.field.replacingOccurrences(of: "<textField id", with: "<textField verticalHuggingPriority=\"750\" id"))
        let field = try #require(try nib.instantiateWithDetails(owner: NibGenericOwner()).topLevelObjects.first { $0 is NSTextField } as? NSTextField)
        #expect(field.contentHuggingPriority == CGSize(width: 250, height: 750))
    }

    @Test func aButtonCellsBehaviourAndKindLiveInItsButtonFlags() throws {
        let archive = try Self.archive(Fixture.macOS("""
            <button id="b"><rect key="frame" x="0" y="0" width="48" height="48"/>
                <buttonCell key="cell" type="squareTextured" bezelStyle="texturedSquare" imagePosition="only" imageScaling="proportionallyDown" inset="2" id="bc">
                    <behavior key="behavior" pushIn="YES" changeContents="YES" lightByContents="YES"/>
                </buttonCell>
            </button>
            """), schema: .apple)
        let cell = try Self.object("NSButtonCell", in: archive)
        // As ibtool wrote the same cell in ibtool-pairs' button_shadowless.
        #expect(cell["NSButtonFlags"] == .int(-935_313_408))
        #expect(cell["NSButtonFlags2"] == .int(160))
        #expect(cell["NSAuxButtonType"] == .int(2))
        #expect(cell["NSBezelStyle"] == .int(8))
    }

    static let stack = Fixture.macOS("""
        <stackView distribution="equalSpacing" orientation="vertical" alignment="trailing" spacing="4" horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="249.99998474121094" detachesHiddenViews="YES" id="stack">
            <rect key="frame" x="0" y="0" width="100" height="60"/>
            <subviews>
                <colorWell id="well"><rect key="frame" x="0" y="0" width="44" height="28"/></colorWell>
            </subviews>
            <edgeInsets key="edgeInsets" left="0.0" right="4" top="0.0" bottom="0.0"/>
        </stackView>
        """)

    @Test func aStackViewThatArrangesViewsGetsIbtoolsEarlyDecodingConnector() throws {
        let apple = try Self.archive(Self.stack, schema: .apple)
        let connector = try Self.object("NSNibConnector", in: apple)
        guard case .object(let source)? = connector["NSSource"] else { Issue.record("no source"); return }
        #expect(apple.objects[source].className == "NSStackView")
        #expect(try Self.archive(Self.stack, schema: .compact).objects.allSatisfy { $0.className != "NSNibConnector" })
        let empty = Fixture.macOS("""
            <stackView orientation="horizontal" id="stack"><rect key="frame" x="0" y="0" width="100" height="20"/></stackView>
            """)
        #expect(try Self.archive(empty, schema: .apple).objects.allSatisfy { $0.className != "NSNibConnector" })
    }

    @Test func aStackViewsDecodingPriorityIsTenLowerForEachViewAboveItsSuperview() throws {
        func priority(in xml: String) throws -> String? {
            let archive = try Self.archive(xml, schema: .apple)
            let stack = try #require(archive.objects.firstIndex { $0.className == "NSStackView" })
            let connector = try #require(archive.objects.first { $0.className == "NSNibConnector" && $0["NSSource"] == .object(stack) })
            guard case .object(let label)? = connector["NSLabel"] else { return nil }
            return AppKitPathControlTests.string(.object(label), in: archive).flatMap { $0.split(separator: " ").last.map(String.init) }
        }
        let shallow = Self.stack
        let deep = Fixture.macOS("""
            <customView id="top"><rect key="frame" x="0" y="0" width="300" height="300"/>
                <subviews><customView id="mid"><rect key="frame" x="0" y="0" width="200" height="200"/>
                    <subviews><customView id="low"><rect key="frame" x="0" y="0" width="150" height="150"/>
                        <subviews><stackView orientation="vertical" spacing="3" id="stack"><rect key="frame" x="0" y="0" width="100" height="60"/>
                            <subviews><colorWell id="well"><rect key="frame" x="0" y="0" width="44" height="28"/></colorWell></subviews>
                        </stackView></subviews>
                    </customView></subviews>
                </customView></subviews>
            </customView>
            """)
        #expect(try priority(in: shallow) == "999990.")
        // Its superview `low` is under `mid` and the top-level `top`: two views, 20 lower.
        #expect(try priority(in: deep) == "999970.")
    }

    @Test func aBoxThatDoesNotAutoresizeItsSubviewsSaysSoAgainAtLoad() throws {
        let xml = Fixture.macOS("""
            <box autoresizesSubviews="NO" title="Box" id="box"><rect key="frame" x="0" y="0" width="100" height="60"/>
                <view key="contentView" id="content"><rect key="frame" x="2" y="2" width="96" height="43"/></view>
            </box>
            """)
        let archive = try Self.archive(xml, schema: .apple)
        let connector = try Self.object("NSIBUserDefinedRuntimeAttributesConnector", in: archive)
        #expect(connector.values.map(\.key) == ["NSObject", "NSValues", "NSKeyPaths"])
        guard case .object(let box)? = connector["NSObject"] else { Issue.record("no object"); return }
        #expect(archive.objects[box].className == "NSBox")
        #expect(AppKitPathControlTests.members(connector["NSKeyPaths"], in: archive).compactMap { AppKitPathControlTests.string($0, in: archive) } == ["autoresizesSubviews"])
        for schema in NibCompiler.Options.Schema.allCases {
            let loaded = try #require(try Fixture.topLevelObjects(xml, schema: schema).first { $0 is NSBox } as? NSBox)
            #expect(loaded.autoresizesSubviews == false, "\(schema)")
        }
    }

    @Test func aStackViewKeepsItsLayoutAsNumbersUnderApplesKeysAndLoadsAlikeFromBothSchemas() throws {
        let apple = try Self.archive(Self.stack, schema: .apple)
        let stack = try Self.object("NSStackView", in: apple)
        #expect(stack["NSStackViewOrientation"] == .int(1))
        #expect(stack["NSStackViewAlignment"] == .int(6) && stack["NSStackViewSecondaryAlignment"] == .int(4))
        #expect(stack["NSStackViewdistribution"] == .int(3) && stack["NSStackViewHasEqualSpacing"] == .bool(true))
        #expect(stack["NSStackViewSpacing"] == .float(4) && stack["NSStackViewEdgeInsets.right"] == .float(4))
        #expect(stack["NSOrientation"] == nil && stack["NSSpacing"] == nil && stack["NSVisibilityPriorities"] == nil)
        let container = try Self.object("NSStackViewContainer", in: apple)
        #expect(container["NSStackViewContainerNonDroppedViews"] != nil)
        for schema in NibCompiler.Options.Schema.allCases {
            let nib = try Nib(document: DocumentReader().read(data: Data(Self.stack.utf8), file: "Stack.xib"), compiler: NibCompiler(options: .init(schema: schema)))
            let view = try #require(nib.instantiate(owner: NibGenericOwner()).first as? NSStackView, "\(schema)")
            #expect(view.orientation == "vertical" && view.alignment == "trailing" && view.distribution == "equalSpacing", "\(schema)")
            #expect(view.spacing == 4 && view.edgeInsets == [0, 0, 0, 4] && view.detachesHiddenViews, "\(schema)")
            #expect(view.horizontalClippingResistancePriority == 1000 && view.verticalStackHuggingPriority == Float(249.99998474121094), "\(schema)")
        }
    }

    /// A stack of gravity areas: one view at the beginning, one at the end.
    static let gravityStack = Fixture.macOS("""
        <stackView orientation="horizontal" alignment="centerY" horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="249.99998474121094" detachesHiddenViews="YES" id="stack">
            <rect key="frame" x="0" y="0" width="300" height="40"/>
            <beginningViews>
                <customView id="a"><rect key="frame" x="0" y="0" width="50" height="40"/></customView>
            </beginningViews>
            <endViews>
                <customView id="b"><rect key="frame" x="250" y="0" width="50" height="40"/></customView>
            </endViews>
        </stackView>
        """)

    @Test func aStackOfGravityAreasHasAContainerForEachAreaAndNoDistribution() throws {
        let xml = Self.gravityStack
        let apple = try Self.archive(xml, schema: .apple)
        let stack = try Self.object("NSStackView", in: apple)
        #expect(stack["NSStackViewdistribution"] == nil && stack["NSStackViewHasEqualSpacing"] == .bool(false))
        #expect(stack["NSBeginningViews"] == nil && stack["NSEndViews"] == nil)
        /// The number of views a container of the stack holds.
        func held(_ key: String) throws -> Int {
            let container = try AppKitTextViewTests.referenced(stack[key], in: apple)
            #expect(container.className == "NSStackViewContainer" && container["NSStackViewContainerStackView"] != nil)
            return try AppKitTextViewTests.referenced(container["NSStackViewContainerNonDroppedViews"], in: apple).elements.count
        }
        #expect(try held("NSStackViewBeginningContainer") == 1 && held("NSStackViewMiddleContainer") == 0 && held("NSStackViewEndContainer") == 1)
        #expect(try AppKitTextViewTests.referenced(stack["NSSubviews"], in: apple).elements.count == 2)
        // The stack arranges views: it asks to be decoded early.
        #expect(apple.objects.contains { $0.className == "NSNibConnector" })
        let view = try #require(Nib(document: DocumentReader().read(data: Data(xml.utf8), file: "Stack.xib"), compiler: NibCompiler(options: .init(schema: .apple)))
            .instantiate(owner: NibGenericOwner()).first as? NSStackView)
        #expect(view.distribution == "gravityAreas" && view.subviews.count == 2)
    }

    @Test func aStackOfGravityAreasWithNoViewsHasNoBeginningContainer() throws {
        let xml = Fixture.macOS("""
            <stackView orientation="horizontal" alignment="centerY" spacing="0.0" horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="249.99998474121094" detachesHiddenViews="YES" id="stack">
                <rect key="frame" x="0" y="0" width="300" height="40"/>
            </stackView>
            """)
        let stack = try Self.object("NSStackView", in: Self.archive(xml, schema: .apple))
        #expect(stack["NSStackViewBeginningContainer"] == nil)
        #expect(stack["NSStackViewMiddleContainer"] != nil && stack["NSStackViewEndContainer"] != nil)
    }

    /// Apple's nibs keep a gravity stack's beginning views in a container; the loader reads them
    /// from it, and makes them the stack's subviews as `setViews(_:in:)` does.
    @Test func aGravityStackLoadsItsBeginningViewsAsItsSubviewsInBothSchemas() throws {
        for schema in NibCompiler.Options.Schema.allCases {
            let loaded = try #require(Nib(document: DocumentReader().read(data: Data(Self.gravityStack.utf8), file: "Stack.xib"), compiler: NibCompiler(options: .init(schema: schema)))
                .instantiate(owner: NibGenericOwner()).first as? NSStackView)
            let first = try #require(loaded.beginningViews.first as? NSView, "\(schema)")
            #expect(loaded.beginningViews.count == 1 && first.superview === loaded, "\(schema)")
        }
    }

    @Test func colorWellsAndImageViewsCarryTheirDragTypesAndAColorWellItsControlKeys() throws {
        let apple = try Self.archive(Self.stack, schema: .apple)
        let well = try Self.object("NSColorWell", in: apple)
        guard case .object(let types)? = well["NSDragTypes"] else { Issue.record("no drag types"); return }
        #expect(apple.objects[types].className == "NSMutableSet" && apple.objects[types].elements.count == 1)
        #expect(well["NSControlSendActionMask"] == .int(4) && well["NSIsBordered"] == .bool(true) && well["NSControlWritingDirection"] == .int(0))
        #expect(try Self.object("NSColorWell", in: Self.archive(Self.stack, schema: .compact))["NSDragTypes"] == nil)
    }

    @Test func aSystemMenuIsNamedByNSNameAndAMenuItemsActionImageIsFlagged() throws {
        let xml = Fixture.macOS("""
            <menu title="Main" systemMenu="main" id="m">
                <items>
                    <menuItem title="Open" secondaryImage="folder" catalog="system" alternate="YES" id="i"/>
                </items>
            </menu>
            """)
        let apple = try Self.archive(xml, schema: .apple)
        let menu = try Self.object("NSMenu", in: apple)
        #expect(menu["NSSystemMenu"] == nil && apple.string("NSName", of: apple.objects.firstIndex(of: menu)!) == "_NSMainMenu")
        let item = try Self.object("NSMenuItem", in: apple)
        #expect(item["NSHasActionImage"] == .bool(true) && item["NSIsAlternate"] == .bool(true) && item["NSCatalog"] == nil)
        guard case .object(let image)? = item["NSActionImage"] else { Issue.record("no action image"); return }
        #expect(apple.string("NSCatalogName", of: image) == "system" && apple.string("IBNamespaceID", of: image) == "system")
        for schema in NibCompiler.Options.Schema.allCases {
            let nib = try Nib(document: DocumentReader().read(data: Data(xml.utf8), file: "Menu.xib"), compiler: NibCompiler(options: .init(schema: schema)))
            let loaded = try #require(nib.instantiate(owner: NibGenericOwner()).first as? NSMenu)
            #expect(loaded.systemMenu == "main", "\(schema)")
            #expect(loaded.items.first?.alternate == true && loaded.items.first?.secondaryImage == "folder", "\(schema)")
        }
    }

    @Test func aScrollViewPacksItsSwitchesIntoNSsFlagsAndItsAmountsIntoNSScrollAmts() throws {
        let xml = Fixture.macOS("""
            <scrollView borderType="none" autohidesScrollers="YES" horizontalLineScroll="19" horizontalPageScroll="10" verticalLineScroll="19" verticalPageScroll="10" hasHorizontalScroller="NO" usesPredominantAxisScrolling="NO" id="sv">
                <rect key="frame" x="0" y="0" width="200" height="100"/>
                <clipView key="contentView" id="clip"><rect key="frame" x="0" y="0" width="200" height="100"/></clipView>
            </scrollView>
            """)
        let scroll = try Self.object("NSScrollView", in: Self.archive(xml, schema: .apple))
        // Border none (0), vertical scroller (0x10), autohiding (0x200), the two constant bits.
        #expect(scroll["NSsFlags"] == .int(0x20800 | 0x10 | 0x200))
        #expect(scroll["NSScrollAmts"] == .data([0x41, 0x20, 0, 0, 0x41, 0x20, 0, 0, 0x41, 0x98, 0, 0, 0x41, 0x98, 0, 0]))
        #expect(scroll["NSAutohidesScrollers"] == nil && scroll["NSBorderType"] == nil && scroll["NSVerticalLineScroll"] == nil)
        for schema in NibCompiler.Options.Schema.allCases {
            let nib = try Nib(document: DocumentReader().read(data: Data(xml.utf8), file: "Scroll.xib"), compiler: NibCompiler(options: .init(schema: schema)))
            let view = try #require(nib.instantiate(owner: NibGenericOwner()).first as? NSScrollView)
            #expect(view.borderType == "none" && view.autohidesScrollers == true && view.hasHorizontalScroller == false, "\(schema)")
            #expect(view.hasVerticalScroller == nil && view.usesPredominantAxisScrolling == false, "\(schema)")
            #expect(view.verticalLineScroll == 19 && view.horizontalPageScroll == 10, "\(schema)")
        }
    }

    @Test func aTableHeaderSitsInAHeaderClipViewBesideACornerView() throws {
        // (A scroll view that hid its scrollers automatically would hide the unneeded vertical one.)
        let xml = Fixture.macOS("""
            <scrollView autohidesScrollers="NO" horizontalLineScroll="19" horizontalPageScroll="10" verticalLineScroll="19" verticalPageScroll="10" id="sv">
                <rect key="frame" x="0" y="0" width="200" height="100"/>
                <clipView key="contentView" id="clip">
                    <rect key="frame" x="1" y="1" width="198" height="98"/>
                    <subviews>
                        <tableView headerView="hv" id="table">
                            <rect key="frame" x="0" y="0" width="198" height="75"/>
                            <tableColumns><tableColumn identifier="c" width="100" minWidth="40" maxWidth="1000" id="col"/></tableColumns>
                        </tableView>
                    </subviews>
                </clipView>
                <scroller key="horizontalScroller" hidden="YES" horizontal="YES" id="hs"><rect key="frame" x="-100" y="-100" width="180" height="15"/></scroller>
                <scroller key="verticalScroller" horizontal="NO" id="vs"><rect key="frame" x="183" y="24" width="15" height="75"/></scroller>
                <tableHeaderView key="headerView" id="hv"><rect key="frame" x="0" y="0" width="198" height="23"/></tableHeaderView>
            </scrollView>
            """)
        let apple = try Self.archive(xml, schema: .apple)
        let scroll = try Self.object("NSScrollView", in: apple)
        guard case .object(let subviews)? = scroll["NSSubviews"], case .object(let headerClip)? = scroll["NSHeaderClipView"],
              case .object(let corner)? = scroll["NSCornerView"], case .object(let recognizers)? = scroll["NSGestureRecognizers"]
        else { Issue.record("the scroll view lacks its parts"); return }
        #expect(apple.objects[subviews].elements.map { value in if case .object(let index) = value { apple.objects[index].className } else { "" } }
            == ["NSClipView", "NSClipView", "NSScroller", "_NSCornerView", "NSScroller"])
        // The header clip view tops the content clip view as the scroll view tiles it: inside the
        // border, beside the 17-point scroller.
        #expect(apple.objects[headerClip].elements.count == 0 && apple.string("NSFrame", of: headerClip) == "{{1, 1}, {181, 23}}")
        // Above a shown vertical scroller the corner is 18 wide at the right edge and as high as the header.
        #expect(apple.string("NSFrame", of: corner) == "{{182, 1}, {18, 23}}" && apple.objects[corner]["NSvFlags"] == .int(0x100))
        #expect(apple.objects[recognizers].elements.count == 1 && scroll["NSHeaderView"] == nil)
        for schema in NibCompiler.Options.Schema.allCases {
            let nib = try Nib(document: DocumentReader().read(data: Data(xml.utf8), file: "Table.xib"), compiler: NibCompiler(options: .init(schema: schema)))
            let view = try #require(nib.instantiate(owner: NibGenericOwner()).first as? NSScrollView)
            #expect(view.headerView is NSTableHeaderView && view.subviews.count == 5, "\(schema)")
        }
    }

    static let borderedField = Fixture.macOS("""
        <textField allowsCharacterPickerTouchBarItem="YES" id="tf"><rect key="frame" x="0" y="0" width="100" height="22"/>
            <textFieldCell key="cell" controlSize="small" state="on" borderStyle="bezel" title="A" id="c">
                <font key="font" metaFont="smallSystem"/>
                <color key="textColor" white="0.5" alpha="1" colorSpace="calibratedWhite"/>
                <color key="backgroundColor" white="0.5" alpha="1" colorSpace="calibratedWhite"/>
            </textFieldCell>
        </textField>
        """)

    @Test func aTextCellKeepsItsBorderStateAndSizeInItsFlagWordsAndItsFieldsPickerOnTheCell() throws {
        let apple = try Self.archive(Self.borderedField, schema: .apple)
        let cell = try Self.object("NSTextFieldCell", in: apple)
        #expect(cell["NSBorderStyle"] == nil && cell["NSState"] == nil && cell["NSControlSize"] == nil)
        guard case .integer(let flags, _)? = cell["NSCellFlags"], case .integer(let flags2, _)? = cell["NSCellFlags2"] else { Issue.record("no flags"); return }
        #expect(flags & 0x0040_0000 != 0 && flags & Int64(Int32.min) != 0 && flags2 & 0x2_0000 != 0)
        let field = try Self.object("NSTextField", in: apple)
        #expect(cell["NSCharacterPickerEnabled"] == .bool(true) && field["NSAllowsCharacterPickerTouchBarItem"] == nil)
        for schema in NibCompiler.Options.Schema.allCases {
            let nib = try Nib(document: DocumentReader().read(data: Data(Self.borderedField.utf8), file: "Field.xib"), compiler: NibCompiler(options: .init(schema: schema)))
            let field = try #require(nib.instantiate(owner: NibGenericOwner()).first as? NSTextField)
            let loaded = try #require(field.cell as? NSTextFieldCell)
            #expect(loaded.borderStyle == "bezel" && loaded.state == 1 && loaded.controlSize == "small", "\(schema)")
            #expect(field.allowsCharacterPickerTouchBarItem == true, "\(schema)")
        }
    }

    @Test func aTextFieldOffersTheCharacterPickerByDefaultOnlyInXcode8Documents() throws {
        func picker(toolsVersion: String) throws -> Bool {
            let xml = Fixture.macOS("""
                <textField id="tf"><rect key="frame" x="0" y="0" width="100" height="22"/>
                    <textFieldCell key="cell" title="A" id="c"/>
                </textField>
                """).replacingOccurrences(of: #"toolsVersion="22505""#, with: #"toolsVersion="\#(toolsVersion)""#)
            return try Self.object("NSTextFieldCell", in: Self.archive(xml, schema: .apple))["NSCharacterPickerEnabled"] == .bool(true)
        }
        #expect(try picker(toolsVersion: "11762") && picker(toolsVersion: "11759") && picker(toolsVersion: "12107"))
        #expect(try !picker(toolsVersion: "9059") && !picker(toolsVersion: "12118") && !picker(toolsVersion: "13771") && !picker(toolsVersion: "22505"))
    }

    @Test func colorsByComponentsStayApartWhileCatalogColorsAndImagesAreShared() throws {
        let archive = try Self.archive(Self.borderedField, schema: .apple)
        // The text and background colours are equal but are two objects, as in Apple's nibs.
        #expect(archive.objects.filter { $0.className == "NSColor" }.count == 2)
        let images = try Self.archive(Fixture.macOS("""
            <imageView id="a"><rect key="frame" x="0" y="0" width="10" height="10"/><imageCell key="cell" image="NSActionTemplate" id="ac"/></imageView>
            <imageView id="b"><rect key="frame" x="0" y="0" width="10" height="10"/><imageCell key="cell" image="NSActionTemplate" id="bc"/></imageView>
            """), schema: .apple)
        #expect(images.objects.filter { $0.className == "NSCustomResource" }.count == 1)
    }

    @Test func everyMenuItemButASeparatorHasTheDefaultCommandMask() throws {
        let archive = try Self.archive(Fixture.macOS("""
            <menu title="M" id="m"><items>
                <menuItem title="Name" id="a"/>
                <menuItem isSeparatorItem="YES" id="s"/>
            </items></menu>
            """), schema: .apple)
        let items = archive.objects.filter { $0.className == "NSMenuItem" }
        #expect(items.map { $0["NSKeyEquivModMask"] } == [.int(1 << 20), nil])
    }

    @Test func theModuleBeingBuiltReplacesTheOneATargetClassWasSavedWith() throws {
        let document = try DocumentReader().read(data: Data(Fixture.macOS("""
            <customObject id="d" customClass="MyDelegate" customModule="OriginalModule" customModuleProvider="target"/>
            """).utf8), file: "Module.xib")
        let archive = try NibCompiler(options: .init(targetModule: "TestModule")).compile(document).archive
        #expect(archive.objects.contains { $0.className == "NSString" && $0["NS.bytes"] == .data(Array("_TtC10TestModule10MyDelegate".utf8)) })
    }

    @Test func aDisabledMenuItemIsNSIsDisabledAndAnEmptyMenuKeepsItsList() throws {
        let xml = Fixture.macOS("""
            <menu title="M" id="m"><items>
                <menuItem title="Off" enabled="NO" id="a"/>
                <menuItem title="Services" id="b"><menu key="submenu" title="Services" systemMenu="services" id="s"/></menuItem>
            </items></menu>
            """)
        let apple = try Self.archive(xml, schema: .apple)
        let item = try #require(apple.objects.first { $0.className == "NSMenuItem" && apple.string("NSTitle", of: apple.objects.firstIndex(of: $0)!) == "Off" })
        #expect(item["NSIsDisabled"] == .bool(true) && item["NSEnabled"] == nil)
        #expect(apple.objects.filter { $0.className == "NSMenu" }.allSatisfy { $0["NSMenuItems"] != nil })
        for schema in NibCompiler.Options.Schema.allCases {
            let nib = try Nib(document: DocumentReader().read(data: Data(xml.utf8), file: "Menu.xib"), compiler: NibCompiler(options: .init(schema: schema)))
            let menu = try #require(nib.instantiate(owner: NibGenericOwner()).first as? NSMenu)
            #expect(menu.items.first?.isEnabled == false && menu.items.last?.isEnabled == true, "\(schema)")
        }
    }

    @Test func aClippingViewSaysSoUnderAppKitsKeyAndIBsSwitch() throws {
        let xml = Fixture.macOS("""
            <customView clipsToBounds="YES" id="v"><rect key="frame" x="0" y="0" width="10" height="10"/></customView>
            """)
        let archive = try Self.archive(xml, schema: .apple)
        let view = try #require(archive.objects.first { $0["NSViewClipsToBoundsKeyName"] != nil })
        #expect(view["NSViewClipsToBoundsKeyName"] == .bool(true) && view["IBNSClipsToBounds"] == .int(1) && view["NSClipsToBounds"] == nil)
    }

    @Test func aSplitViewNumbersItsDividerStyleAndItsPanesClip() throws {
        let xml = Fixture.macOS("""
            <splitView dividerStyle="thin" vertical="YES" id="split"><rect key="frame" x="0" y="0" width="600" height="400"/>
                <subviews>
                    <customView id="left"><rect key="frame" x="0" y="0" width="300" height="400"/></customView>
                    <customView id="right"><rect key="frame" x="301" y="0" width="299" height="400"/></customView>
                </subviews>
                <holdingPriorities><real value="250"/><real value="250"/></holdingPriorities>
            </splitView>
            """)
        let apple = try Self.archive(xml, schema: .apple)
        let split = try Self.object("NSSplitView", in: apple)
        #expect(split["NSDividerStyle"] == .int(2) && split["NSIsVertical"] == .bool(true) && split["NSHoldingPriorities"] == nil)
        #expect(apple.objects.filter { $0["NSViewClipsToBoundsKeyName"] == .bool(true) && $0["IBNSClipsToBounds"] == .int(0) }.count == 2)
        for schema in NibCompiler.Options.Schema.allCases {
            let nib = try Nib(document: DocumentReader().read(data: Data(xml.utf8), file: "Split.xib"), compiler: NibCompiler(options: .init(schema: schema)))
            let view = try #require(nib.instantiate(owner: NibGenericOwner()).first as? NSSplitView)
            #expect(view.dividerStyle == "thin" && view.vertical == true, "\(schema)")
            #expect(view.subviews.allSatisfy { $0.clipsToBounds == nil }, "\(schema): AppKit's clipping is not the document's")
        }
    }

    @Test func aMatrixListsItsCellsRowByRowAndFlagsItsEmptySelection() throws {
        let xml = Fixture.macOS("""
            <matrix allowsEmptySelection="NO" id="m"><rect key="frame" x="0" y="0" width="200" height="40"/>
                <size key="cellSize" width="100" height="18"/>
                <buttonCell key="prototype" type="radio" title="Radio" id="p"/>
                <cells>
                    <column><buttonCell type="radio" title="A" id="a"/><buttonCell type="radio" title="C" id="c"/></column>
                    <column><buttonCell type="radio" title="B" id="b"/><buttonCell type="radio" title="D" id="d"/></column>
                </cells>
            </matrix>
            """)
        let apple = try Self.archive(xml, schema: .apple)
        let matrix = try Self.object("NSMatrix", in: apple)
        #expect(matrix["NSNumRows"] == .int(2) && matrix["NSNumCols"] == .int(2) && matrix["NSProtoCell"] != nil)
        #expect(matrix["NSMatrixFlags"] == .int(0x4480_0000) && matrix["NSSelectedRow"] == .integer(-1, width: 8))
        for schema in NibCompiler.Options.Schema.allCases {
            let nib = try Nib(document: DocumentReader().read(data: Data(xml.utf8), file: "Matrix.xib"), compiler: NibCompiler(options: .init(schema: schema)))
            let loaded = try #require(nib.instantiate(owner: NibGenericOwner()).first as? NSMatrix)
            #expect(loaded.cells.compactMap { ($0 as? NSCell)?.title } == ["A", "B", "C", "D"], "\(schema)")
            #expect(loaded.allowsEmptySelection == false, "\(schema)")
        }
    }

    @Test func aMomentarySegmentedCellKeepsNoSelectedSegment() throws {
        for (mode, expected) in [("momentary", ArchiveValue.integer(-1, width: 8)), ("selectOne", .int(1))] {
            let cell = try Self.object("NSSegmentedCell", in: Self.archive(Fixture.macOS("""
                <segmentedControl id="s"><rect key="frame" x="0" y="0" width="100" height="24"/>
                    <segmentedCell key="cell" borderStyle="border" alignment="left" style="rounded" trackingMode="\(mode)" id="c">
                        <font key="font" metaFont="system"/>
                        <segments><segment label="A" width="32"/><segment label="B" width="32" selected="YES"/></segments>
                    </segmentedCell>
                </segmentedControl>
                """), schema: .apple))
            #expect(cell["NSSelectedSegment"] == expected, "\(mode)")
        }
    }

    @Test func aSegmentedCellNumbersItsSettingsAndArchivesItsSegmentsAsItems() throws {
        let xml = Fixture.macOS("""
            <segmentedControl id="s"><rect key="frame" x="0" y="0" width="100" height="24"/>
                <segmentedCell key="cell" borderStyle="border" alignment="left" style="capsule" trackingMode="selectAny" id="c">
                    <font key="font" metaFont="system"/>
                    <segments>
                        <segment label="A" width="32" selected="YES"/>
                        <segment image="plus" catalog="system" width="32" tag="4"/>
                    </segments>
                </segmentedCell>
            </segmentedControl>
            """)
        let apple = try Self.archive(xml, schema: .apple)
        let cell = try Self.object("NSSegmentedCell", in: apple)
        #expect(cell["NSSegmentStyle"] == .int(5) && cell["NSTrackingMode"] == .int(1) && cell["NSSelectedSegment"] == .int(0))
        #expect(cell["NSSegments"] == nil && cell["NSContents"] == nil && apple.objects.filter { $0.className == "NSSegmentItem" }.count == 2)
        for schema in NibCompiler.Options.Schema.allCases {
            let nib = try Nib(document: DocumentReader().read(data: Data(xml.utf8), file: "Segments.xib"), compiler: NibCompiler(options: .init(schema: schema)))
            let control = try #require(nib.instantiate(owner: NibGenericOwner()).first as? NSSegmentedControl)
            let loaded = try #require(control.cell as? NSSegmentedCell)
            #expect(loaded.style == "capsule" && loaded.trackingMode == "selectAny", "\(schema)")
            #expect(control.segmentCount == 2 && control.label(forSegment: 0) == "A" && control.label(forSegment: 1) == nil, "\(schema)")
            #expect(control.tag(forSegment: 0) == 0 && control.tag(forSegment: 1) == 4 && control.width(forSegment: 1) == 32, "\(schema)")
            #expect(loaded.imageName(forSegment: 1) == "plus" && control.isEnabled(forSegment: 1) && !control.isEnabled(forSegment: 2), "\(schema)")
        }
    }

    @Test func aTabViewShowsItsSelectedItemsViewAndNumbersItsType() throws {
        let xml = Fixture.macOS("""
            <tabView type="noTabsNoBorder" initialItem="second" id="tabs"><rect key="frame" x="0" y="0" width="200" height="100"/>
                <tabViewItems>
                    <tabViewItem label="One" identifier="one" id="first"><view key="view" id="v1"><rect key="frame" x="0" y="0" width="200" height="100"/></view></tabViewItem>
                    <tabViewItem label="Two" identifier="two" id="second"><view key="view" id="v2"><rect key="frame" x="0" y="0" width="200" height="100"/></view></tabViewItem>
                </tabViewItems>
            </tabView>
            """)
        let apple = try Self.archive(xml, schema: .apple)
        let tabs = try Self.object("NSTabView", in: apple)
        #expect(tabs["NSTvFlags"] == .int(6) && tabs["NSAllowTruncatedLabels"] == .bool(true) && tabs["NSFont"] != nil && tabs["NSType"] == nil)
        guard case .object(let selected)? = tabs["NSSelectedTabViewItem"] else { Issue.record("no selected item"); return }
        #expect(apple.string("NSLabel", of: selected) == "Two" && apple.objects[selected]["NSTabView"] != nil)
        for schema in NibCompiler.Options.Schema.allCases {
            let nib = try Nib(document: DocumentReader().read(data: Data(xml.utf8), file: "Tabs.xib"), compiler: NibCompiler(options: .init(schema: schema)))
            let view = try #require(nib.instantiate(owner: NibGenericOwner()).first as? NSTabView)
            #expect(view.typeValue == "noTabsNoBorder" && view.drawsBackground == true && view.font != nil && view.subviews.count == 1, "\(schema)")
        }
    }

    @Test func aTableKeepsItsSwitchesInNSTvFlags() throws {
        let xml = Fixture.macOS("""
            <tableView columnReordering="NO" multipleSelection="NO" alternatingRowBackgroundColors="YES" id="t"><rect key="frame" x="0" y="0" width="200" height="100"/>
                <tableColumns><tableColumn identifier="c" width="100" minWidth="40" maxWidth="1000" editable="NO" id="col"/></tableColumns>
            </tableView>
            """)
        let apple = try Self.archive(xml, schema: .apple)
        let table = try Self.object("NSTableView", in: apple)
        // Resizing, empty selection, the constant bit, autosaving, alternating colours, uniform
        // column resizing, and compared with its clip view as a table without a header.
        #expect(table["NSTvFlags"] == .int(0x4000_0000 | 0x1000_0000 | 0x0200_0000 | 0x0100_0000 | 0x0080_0000 | 0x8000 | 0x0040_0000))
        let column = try Self.object("NSTableColumn", in: apple)
        #expect(table["NSMultipleSelection"] == nil && column["NSIsEditable"] == nil && column["NSEditable"] == nil)
        for schema in NibCompiler.Options.Schema.allCases {
            let nib = try Nib(document: DocumentReader().read(data: Data(xml.utf8), file: "Table.xib"), compiler: NibCompiler(options: .init(schema: schema)))
            let view = try #require(nib.instantiate(owner: NibGenericOwner()).first as? NSTableView)
            #expect(view.columnReordering == false && view.multipleSelection == false && view.alternatingRowBackgroundColors == true, "\(schema)")
            #expect(view.columnResizing == nil && (view.tableColumns.first as? NSTableColumn)?.editable == false, "\(schema)")
        }
    }

    @Test func aTableWithoutAHeaderHasACornerViewOnlyItNames() throws {
        let xml = Fixture.macOS("""
            <scrollView hasHorizontalScroller="NO" id="sv"><rect key="frame" x="0" y="0" width="200" height="100"/>
                <clipView key="contentView" id="clip"><rect key="frame" x="1" y="1" width="198" height="98"/>
                    <subviews>
                        <tableView id="table"><rect key="frame" x="0" y="0" width="198" height="98"/>
                            <tableColumns><tableColumn identifier="c" width="100" minWidth="40" maxWidth="1000" id="col"/></tableColumns>
                        </tableView>
                    </subviews>
                </clipView>
                <scroller key="verticalScroller" horizontal="NO" id="vs"><rect key="frame" x="183" y="1" width="16" height="98"/></scroller>
            </scrollView>
            """)
        let apple = try Self.archive(xml, schema: .apple)
        guard case .object(let corner)? = try Self.object("NSTableView", in: apple)["NSCornerView"] else { Issue.record("no corner"); return }
        #expect(apple.objects[corner]["NSNextResponder"] == .null && apple.string("NSFrame", of: corner) == "{{182, 1}, {18, 28}}")
        #expect(try Self.object("NSScrollView", in: apple)["NSCornerView"] == nil)
        #expect(try Self.archive(xml, schema: .compact).objects.allSatisfy { $0.className != "_NSCornerView" })
    }

    @Test func aClipViewIsTiledBesideTheScrollerThatShows() throws {
        let xml = Fixture.macOS("""
            <scrollView borderType="line" hasHorizontalScroller="NO" id="sv"><rect key="frame" x="0" y="0" width="240" height="135"/>
                <clipView key="contentView" id="clip"><rect key="frame" x="1" y="1" width="238" height="133"/></clipView>
                <scroller key="verticalScroller" horizontal="NO" id="vs"><rect key="frame" x="224" y="1" width="15" height="133"/></scroller>
            </scrollView>
            """)
        for schema in NibCompiler.Options.Schema.allCases {
            let archive = try Self.archive(xml, schema: schema)
            let clip = try Self.object("NSClipView", in: archive)
            // Inside the 1-point line, less the 17-point scroller.
            #expect(archive.string("NSFrame", of: archive.objects.firstIndex(of: clip)!) == "{{1, 1}, {221, 133}}", "\(schema)")
        }
    }

    @Test func aViewsIdentifierIsItsReuseIdentifier() throws {
        let xml = Fixture.macOS("""
            <customView identifier="Cell" id="v"><rect key="frame" x="0" y="0" width="10" height="10"/></customView>
            """)
        let archive = try Self.archive(xml, schema: .apple)
        #expect(archive.objects.contains { $0["NSReuseIdentifierKey"] != nil } && archive.objects.allSatisfy { $0["NSIdentifier"] == nil })
        #expect((try Fixture.nib(xml).instantiate(owner: NibGenericOwner()).first as? NSView)?.identifier == "Cell")
    }

    @Test func aTableColumnKeepsItsWidthsAsDoublesAndNamesItsTable() throws {
        let archive = try Self.archive(Fixture.macOS("""
            <tableView id="t"><rect key="frame" x="0" y="0" width="200" height="100"/>
                <tableColumns>
                    <tableColumn identifier="c" width="120" minWidth="40" maxWidth="1000" id="col">
                        <tableColumnResizingMask key="resizingMask" resizeWithTable="YES" userResizable="YES"/>
                    </tableColumn>
                </tableColumns>
            </tableView>
            """), schema: .apple)
        let column = try Self.object("NSTableColumn", in: archive)
        #expect(column["NSWidth"] == .double(120) && column["NSMinWidth"] == .double(40))
        #expect(column["NSResizingMask"] == .int(3) && column["NSIsResizeable"] == .bool(true))
        guard case .object(let table)? = column["NSTableView"] else { Issue.record("no table"); return }
        #expect(archive.objects[table].className == "NSTableView")
    }

    @Test func diffPairsConnectionsByContentAndStrictRulesAlsoRequireTheirOrder() throws {
        let xml = Fixture.macOS(ownerConnections: """
            <outlet property="first" destination="a" id="o1"/>
            <outlet property="second" destination="b" id="o2"/>
            """, """
            <customObject id="a" customClass="NSObject"/>
            <customObject id="b" customClass="NSObject"/>
            """)
        let archive = try Self.archive(xml, schema: .apple)
        var reordered = archive
        let dataIndex = try #require(archive.objects.firstIndex { $0.className == "NSIBObjectData" })
        guard case .object(let connections)? = archive.objects[dataIndex]["NSConnections"] else { Issue.record("no connections"); return }
        let members = reordered.objects[connections].values
        let inlined = members.filter { $0.key != ArchivedObject.elementKey }
        reordered.objects[connections].values = inlined + members.filter { $0.key == ArchivedObject.elementKey }.reversed()
        #expect(ArchiveComparison(reordered, reference: archive, rules: .lenient).isExactMatch)
        // Strict rules: the order is one difference; each connector still meets its counterpart.
        let strict = ArchiveComparison(reordered, reference: archive)
        #expect(strict.differences.map(\.message) == ["2 of 2 members are not in the reference's order"])
        // A changed label is a difference.
        var relabelled = archive
        let label = try #require(relabelled.objects.firstIndex { $0.className == "NSString" && $0["NS.bytes"] == .data(Array("second".utf8)) })
        relabelled.objects[label].values = [KeyedValue("NS.bytes", .data(Array("third".utf8)))]
        #expect(!ArchiveComparison(relabelled, reference: archive).isExactMatch)
    }

    static let pushButton = Fixture.macOS("""
        <button toolTip="Sends it" id="b"><rect key="frame" x="20" y="20" width="100" height="32"/>
            <buttonCell key="cell" type="push" title="Send" bezelStyle="rounded" imagePosition="left" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="bc">
                <behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/>
                <font key="font" metaFont="system"/>
            </buttonCell>
        </button>
        """)

    @Test func aButtonCellsKindBehaviourBorderImageAndInsetLiveOnlyInItsFlagWords() throws {
        let cell = try Self.object("NSButtonCell", in: Self.archive(Self.pushButton, schema: .apple))
        for key in ["NSType", "NSBehavior", "NSInset", "NSBorderStyle", "NSImageScaling", "NSImagePosition"] { #expect(cell[key] == nil, "\(key)") }
        #expect(cell["NSButtonFlags"] == .int(Int(Int32(bitPattern: 0x8000_0000 | 0x0400_0000 | 0x0200_0000 | 0x80_0000 | 0x38_0000 | 0x4000))))
        for schema in NibCompiler.Options.Schema.allCases {
            let document = try DocumentReader().read(data: Data(Self.pushButton.utf8), file: "Test.xib")
            let objects = try Nib(document: document, compiler: NibCompiler(options: .init(schema: schema))).instantiateWithDetails(owner: NibGenericOwner()).topLevelObjects
            let button = try #require(objects.first { $0 is NSButton } as? NSButton)
            let loaded = try #require(button.cell as? NSButtonCell)
            #expect(loaded.typeValue == "push" && loaded.inset == 2 && loaded.borderStyle == "border", "\(schema)")
            #expect(loaded.imagePosition == "left" && loaded.imageScaling == "proportionallyDown", "\(schema)")
            #expect(loaded.highlightsBy == [.pushInCellMask, .changeGrayCellMask, .changeBackgroundCellMask], "\(schema)")
            #expect(loaded.showsStateBy == [] && loaded.imageDimsWhenDisabled, "\(schema)")
            #expect(button.toolTip == "Sends it", "\(schema)")
        }
    }

    @Test func aButtonCellValueTheFlagWordsCannotCarryKeepsItsKey() throws {
        let xml = Self.pushButton.replacingOccurrences(of: "lightByGray=\"YES\"", with: "lightByGray=\"NO\"")
        let cell = try Self.object("NSButtonCell", in: Self.archive(xml, schema: .apple))
        #expect(cell["NSBehavior"] != nil)
        #expect(cell["NSType"] == nil)
    }

    @Test func aMultiLevelAcceleratorIsAButtonKindNotABehaviourObject() throws {
        let xml = Fixture.macOS("""
            <button id="b"><rect key="frame" x="20" y="20" width="32" height="32"/>
                <buttonCell key="cell" type="square" bezelStyle="shadowlessSquare" imagePosition="only" alignment="center" inset="2" maxAcceleratorLevel="5" id="bc">
                    <behavior key="behavior" lightByBackground="YES" lightByGray="YES" multiLevelAccelerator="YES"/>
                    <font key="font" metaFont="system"/>
                </buttonCell>
            </button>
            """)
        let cell = try Self.object("NSButtonCell", in: Self.archive(xml, schema: .apple))
        #expect(cell["NSAuxButtonType"] == .int(9))
        #expect(cell["NSBehavior"] == nil && cell["NSType"] == nil)
        // It loads as the same button without the switch: its look and its highlighting.
        func loaded(_ xml: String, _ schema: NibCompiler.Options.Schema) throws -> NSButtonCell {
            let document = try DocumentReader().read(data: Data(xml.utf8), file: "Test.xib")
            let objects = try Nib(document: document, compiler: NibCompiler(options: .init(schema: schema))).instantiateWithDetails(owner: NibGenericOwner()).topLevelObjects
            return try #require((objects.first { $0 is NSButton } as? NSButton)?.cell as? NSButtonCell)
        }
        let plain = xml.replacingOccurrences(of: #" multiLevelAccelerator="YES""#, with: "")
        for schema in NibCompiler.Options.Schema.allCases {
            let (accelerator, button) = (try loaded(xml, schema), try loaded(plain, schema))
            #expect(accelerator.typeValue == "square" && button.typeValue == "square", "\(schema)")
            #expect(accelerator.highlightsBy == [.changeGrayCellMask, .changeBackgroundCellMask], "\(schema)")
        }
    }

    @Test func aViewsToolTipIsAHelpConnectorWithApplesSchema() throws {
        let archive = try Self.archive(Self.pushButton, schema: .apple)
        let button = try #require(archive.objects.firstIndex { $0.className == "NSButton" })
        #expect(archive.objects[button]["NSToolTip"] == nil)
        let help = try #require(archive.objects.firstIndex { $0.className == "NSIBHelpConnector" })
        #expect(archive.objects[help]["NSDestination"] == .object(button))
        #expect(archive.string("NSFile", of: help) == "NSToolTipHelpKey" && archive.string("NSMarker", of: help) == "Sends it")
        #expect(try Self.object("NSButton", in: Self.archive(Self.pushButton, schema: .compact))["NSToolTip"] != nil)
    }

    static let box = Fixture.macOS("""
        <box title="Settings" borderType="line" id="bx"><rect key="frame" x="20" y="20" width="560" height="100"/>
            <view key="contentView" id="bv"><rect key="frame" x="3" y="3" width="554" height="84"/>
                <subviews>
                    <textField id="tf"><rect key="frame" x="100" y="30" width="400" height="22"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES"/>
                        <textFieldCell key="cell" title="Hi" id="tc"><font key="font" metaFont="smallSystemBold"/></textFieldCell>
                    </textField>
                </subviews>
            </view>
        </box>
        """)

    @Test func aBoxKeepsItsTitleInATitleCellAndItsKindsAsNumbers() throws {
        let archive = try Self.archive(Self.box, schema: .apple)
        let box = try #require(archive.objects.firstIndex { $0.className == "NSBox" })
        #expect(archive.objects[box]["NSTitle"] == nil)
        #expect(archive.objects[box]["NSBorderType"] == .int(1) && archive.objects[box]["NSBoxType"] == .int(0) && archive.objects[box]["NSTitlePosition"] == .int(2))
        guard case .object(let cell)? = archive.objects[box]["NSTitleCell"] else { Issue.record("no title cell"); return }
        #expect(archive.string("NSContents", of: cell) == "Settings")
        for schema in NibCompiler.Options.Schema.allCases {
            let document = try DocumentReader().read(data: Data(Self.box.utf8), file: "Test.xib")
            let objects = try Nib(document: document, compiler: NibCompiler(options: .init(schema: schema))).instantiateWithDetails(owner: NibGenericOwner()).topLevelObjects
            let loaded = try #require(objects.first { $0 is NSBox } as? NSBox)
            #expect(loaded.title == "Settings" && loaded.borderType == "line" && loaded.boxType == nil && loaded.titlePosition == nil, "\(schema)")
            #expect(loaded.subviews.count == 1 && loaded.subviews.first === loaded.contentView, "\(schema)")
        }
    }

    @Test func aBoxsContentViewFillsItBelowItsTitleAndItsSubviewsFollowTheirMasks() throws {
        for schema in NibCompiler.Options.Schema.allCases {
            // AppKit's layout NibKit knows: a primary box with a groove border and its title at the top.
            let archive = try Self.archive(Self.box.replacingOccurrences(of: " borderType=\"line\"", with: ""), schema: schema)
            let box = try #require(archive.objects.firstIndex { $0.className == "NSBox" })
            guard case .object(let content)? = archive.objects[box]["NSContentView"] else { Issue.record("no content view"); continue }
            #expect(archive.string("NSFrameSize", of: content) == "{560, 88}", "\(schema)")
            let field = try #require(archive.objects.firstIndex { $0.className == "NSTextField" })
            #expect(archive.string("NSFrame", of: field) == "{{100, 30}, {406, 22}}", "\(schema)")
        }
    }

    @Test func boldMetaFontsAreTheBoldSystemFontAndTheUserFontHelvetica() throws {
        let archive = try Self.archive(Self.box, schema: .apple)
        let bold = try #require(archive.objects.firstIndex { $0.className == "NSFont" && $0["NSfFlags"] == .int(3357) })
        #expect(archive.string("NSName", of: bold) == ".AppleSystemUIFontBold" && archive.objects[bold]["NSSize"] == .double(11))
        let user = try Self.archive(Self.box.replacingOccurrences(of: "smallSystemBold", with: "user"), schema: .apple)
        let font = try #require(user.objects.firstIndex { $0.className == "NSFont" && $0["NSSize"] == .double(12) })
        #expect(user.string("NSName", of: font) == "Helvetica")
    }

    @Test func aCheckBoxDrawsAppKitsMarkAsItsAlternateImageAndKeepsItsImageUndimmedInItsFlags() throws {
        let xml = Fixture.macOS("""
            <button id="b"><rect key="frame" x="20" y="20" width="100" height="18"/>
                <buttonCell key="cell" type="check" title="On" bezelStyle="regularSquare" imagePosition="left" inset="2" id="bc">
                    <behavior key="behavior" changeContents="YES" doesNotDimImage="YES" lightByContents="YES"/>
                    <font key="font" metaFont="system"/>
                </buttonCell>
            </button>
            """)
        let archive = try Self.archive(xml, schema: .apple)
        let cell = try Self.object("NSButtonCell", in: archive)
        #expect(cell["NSButtonFlags"] == .int(0x4838_5100))
        #expect(cell["NSBehavior"] == nil && cell["NSAlternateContents"] != nil)
        guard case .object(let source)? = cell["NSAlternateImage"] else { Issue.record("no alternate image"); return }
        #expect(archive.objects[source].className == "NSButtonImageSource" && archive.string("NSImageName", of: source) == "NSSwitch")
        let document = try DocumentReader().read(data: Data(xml.utf8), file: "Test.xib")
        let objects = try Nib(document: document, compiler: NibCompiler(options: .init(schema: .apple))).instantiateWithDetails(owner: NibGenericOwner()).topLevelObjects
        let loaded = try #require((objects.first { $0 is NSButton } as? NSButton)?.cell as? NSButtonCell)
        #expect(!loaded.imageDimsWhenDisabled && loaded.typeValue == "check")
    }

    @Test func aButtonCellsKeyEquivalentIsNSKeyEquivalentAndItAlwaysHasABezelStyle() throws {
        let xml = Fixture.macOS("""
            <button id="b"><rect key="frame" x="20" y="20" width="100" height="32"/>
                <buttonCell key="cell" type="push" title="OK" alignment="center" borderStyle="border" inset="2" id="bc">
                    <string key="keyEquivalent" base64-UTF8="YES">
            DQ
            </string>
                </buttonCell>
            </button>
            """)
        let cell = try Self.object("NSButtonCell", in: Self.archive(xml, schema: .apple))
        #expect(cell["NSKeyEquiv"] == nil && cell["NSBezelStyle"] == .int(0))
        let archive = try Self.archive(xml, schema: .apple)
        let index = try #require(archive.objects.firstIndex { $0.className == "NSButtonCell" })
        #expect(archive.string("NSKeyEquivalent", of: index) == "\r")
        for schema in NibCompiler.Options.Schema.allCases {
            let document = try DocumentReader().read(data: Data(xml.utf8), file: "Test.xib")
            let objects = try Nib(document: document, compiler: NibCompiler(options: .init(schema: schema))).instantiateWithDetails(owner: NibGenericOwner()).topLevelObjects
            let loaded = try #require((objects.first { $0 is NSButton } as? NSButton)?.cell as? NSButtonCell)
            #expect(loaded.keyEquivalent == "\r" && loaded.bezelStyle == 0, "\(schema)")
        }
    }

    @Test func aPreferredWidthOfZeroHasNoKey() throws {
        let xml = Self.field.replacingOccurrences(of: "<textField id=\"tf\">", with: "<textField preferredMaxLayoutWidth=\"0.0\" id=\"tf\">")
        for schema in NibCompiler.Options.Schema.allCases {
            #expect(try Self.object("NSTextField", in: Self.archive(xml, schema: schema))["NSPreferredMaxLayoutWidth"] == nil, "\(schema)")
        }
    }

    @Test func anImageCellsFrameStyleIsNSStyleAndAXibsImageCellDoesNotAnimate() throws {
        let xml = Fixture.macOS("""
            <imageView id="iv"><rect key="frame" x="20" y="20" width="48" height="48"/>
                <imageCell key="cell" refusesFirstResponder="YES" alignment="left" imageScaling="proportionallyDown" imageFrameStyle="grayBezel" id="ic"/>
            </imageView>
            """)
        let cell = try Self.object("NSImageCell", in: Self.archive(xml, schema: .apple))
        #expect(cell["NSImageFrameStyle"] == nil && cell["NSStyle"] == .int(2) && cell["NSAnimates"] == .bool(false))
        let document = try DocumentReader().read(data: Data(xml.utf8), file: "Test.xib")
        let objects = try Nib(document: document, compiler: NibCompiler(options: .init(schema: .apple))).instantiateWithDetails(owner: NibGenericOwner()).topLevelObjects
        let loaded = try #require((objects.first { $0 is NSImageView } as? NSImageView)?.cell as? NSImageCell)
        #expect(loaded.imageFrameStyle == "grayBezel")
    }

    @Test func anEmptyAttributedStringIsItsEmptyStringAlone() throws {
        let xml = Fixture.macOS("""
            <menu title="M" id="m"><items>
                <menuItem title="Half" id="i"><attributedString key="attributedTitle"/></menuItem>
            </items></menu>
            """)
        for schema in NibCompiler.Options.Schema.allCases {
            let archive = try Self.archive(xml, schema: schema)
            let item = try Self.object("NSMenuItem", in: archive)
            guard case .object(let title)? = item["NSAttributedTitle"] else { Issue.record("no attributed title (\(schema))"); continue }
            #expect(archive.string("NSString", of: title) == "", "\(schema)")
            #expect(Set(archive.objects[title].values.map(\.key)) == ["NSString"], "\(schema)")
            let loaded = try Fixture.topLevelObjects(xml, schema: schema).compactMap { $0 as? NSMenu }.first?.items.first as? NSMenuItem
            #expect(loaded?.attributedTitle?.string == "", "\(schema)")
        }
    }

    @Test func aCommentForLocalizersIsDesignTime() throws {
        let xml = Fixture.macOS("""
            <menu title="M" id="m"><items>
                <menuItem title="Braces" id="i"><attributedString key="userComments"><fragment content="For translators"/></attributedString></menuItem>
            </items></menu>
            """)
        for schema in NibCompiler.Options.Schema.allCases {
            let archive = try Self.archive(xml, schema: schema)
            #expect(try Self.object("NSMenuItem", in: archive).values.allSatisfy { !$0.key.contains("Comments") }, "\(schema)")
            #expect(!archive.objects.contains { $0.className == "NSAttributedString" }, "\(schema)")
        }
    }
}
