import Foundation
import NibArchive
import NibCompiler
import NibDocument
import NibLoading
import NibTestSupport
import Testing

/// Apple's schema for UIKit: what `nibtool compile` writes for UIKit documents, as Apple's ibtool
/// wrote the calabash nibs in ../shared (`IOSCompatibilityTests` compares whole nibs), and that
/// NibKit's loader reads what it writes.
@Suite struct UIKitAppleSchemaTests {
    static func archive(_ xml: String, schema: NibCompiler.Options.Schema = .apple) throws -> KeyedArchive {
        let document = try DocumentReader().read(data: Data(xml.utf8), file: "Test.xib")
        return try NibCompiler(options: .init(schema: schema)).compile(document).archive
    }

    static func objects(_ className: String, in archive: KeyedArchive) -> [ArchivedObject] {
        archive.objects.filter { $0.className == className }
    }

    static let field = Fixture.iOS("""
        <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" minimumFontSize="17" id="f">
            <rect key="frame" x="20" y="20" width="200" height="30"/>
            <textInputTraits key="textInputTraits" autocapitalizationType="words" keyboardType="numberPad" returnKeyType="done" secureTextEntry="YES" textContentType="name"/>
            <accessibility key="accessibilityConfiguration" label="Name" hint="Your full name" identifier="name.field">
                <accessibilityTraits key="traits" button="YES" staticText="YES"/>
                <bool key="isElement" value="YES"/>
            </accessibility>
        </textField>
        """)

    @Test func aSteppersRangeIsDoublesAndASlidersValueAFloatAsTheirCodersWriteThem() throws {
        let xml = Fixture.iOS("""
            <stepper opaque="NO" contentMode="scaleToFill" value="2" minimumValue="1" maximumValue="10" stepValue="0.5" id="s">
                <rect key="frame" x="0" y="0" width="94" height="32"/>
            </stepper>
            <slider opaque="NO" contentMode="scaleToFill" value="0.5" minValue="0" maxValue="1" id="l">
                <rect key="frame" x="0" y="40" width="100" height="30"/>
            </slider>
            """)
        for schema in NibCompiler.Options.Schema.allCases {
            let archive = try Self.archive(xml, schema: schema)
            let stepper = try #require(Self.objects("UIStepper", in: archive).first)
            #expect(stepper["UIValue"] == .double(2) && (stepper["UIMinimumValue"] == .double(1) || schema == .compact), "\(schema)")
            #expect(stepper["UIMaximumValue"] == .double(10) && stepper["UIStepValue"] == .double(0.5), "\(schema)")
            let slider = try #require(Self.objects("UISlider", in: archive).first)
            #expect(slider["UIValue"] == .float(0.5), "\(schema)")
        }
    }

    @Test func aStepperLeavesOutItsDefaultsAndWritesItsSwitchesOnlyWhenNotDefault() throws {
        let xml = Fixture.iOS("""
            <stepper opaque="NO" contentMode="scaleToFill" value="0" minimumValue="0" maximumValue="100" stepValue="1" continuous="YES" autorepeat="NO" wraps="YES" id="s">
                <rect key="frame" x="0" y="0" width="94" height="32"/>
            </stepper>
            """)
        for schema in NibCompiler.Options.Schema.allCases {
            let stepper = try #require(Self.objects("UIStepper", in: Self.archive(xml, schema: schema)).first)
            for key in ["UIValue", "UIMinimumValue", "UIMaximumValue", "UIStepValue", "UIContinuous"] { #expect(stepper[key] == nil, "\(key) \(schema)") }
            #expect(stepper["UIAutorepeat"] == .bool(false) && stepper["UIWraps"] == .bool(true), "\(schema)")
        }
        let loaded = try #require(try Fixture.nib(xml).instantiate(owner: Owner()).first as? UIStepper)
        #expect(loaded.value == 0 && loaded.maximumValue == 100 && loaded.stepValue == 1)
    }

    @Test func aTextControlsInputTraitsAreItsOwnKeysAsNumbers() throws {
        for schema in NibCompiler.Options.Schema.allCases {
            let field = try #require(Self.objects("UITextField", in: Self.archive(Self.field, schema: schema)).first)
            #expect(field["UIAutocapitalizationType"] == .int(1) && field["UIKeyboardType"] == .int(4) && field["UIReturnKeyType"] == .int(9), "\(schema)")
            #expect(field["UISecureTextEntry"] == .bool(true) && field["UITextInputTraits"] == nil, "\(schema)")
        }
    }

    @Test func theLoaderReadsATextControlsInputTraitsBackByInterfaceBuildersNames() throws {
        let field = try #require(try Fixture.nib(Self.field).instantiate(owner: Owner()).first as? UITextField)
        let traits = try #require(field.textInputTraits as? UITextInputTraits)
        #expect(traits.autocapitalizationType == "words" && traits.keyboardType == "numberPad" && traits.returnKeyType == "done")
        #expect(traits.secureTextEntry == true && traits.textContentType == "name")
    }

    @Test func anObjectsAccessibilityIsAConfigurationInTheNibsList() throws {
        let archive = try Self.archive(Self.field)
        let configuration = try #require(Self.objects("UIRuntimeAccessibilityConfiguration", in: archive).first)
        guard case .object(let object)? = configuration["UIAccessibileObject"] else { Issue.record("no object"); return }
        #expect(archive.objects[object].className == "UITextField")
        #expect(configuration["UIAccessibilityLabel"] != nil && configuration["UIAccessibilityHint"] != nil && configuration["UIAccessibilityIdentifier"] != nil)
        guard case .object(let traits)? = configuration["UIAccessibilityTraits"] else { Issue.record("no traits"); return }
        #expect(archive.objects[traits].className == "NSNumber" && archive.objects[traits]["NS.intval"] == .int(1 | 64))  // button, static text
        #expect(try #require(Self.objects("UITextField", in: archive).first)["UIAccessibilityConfiguration"] == nil)
        guard case .object(let list)? = archive.objects[0]["UINibAccessibilityConfigurationsKey"] else { Issue.record("no list"); return }
        #expect(archive.objects[list].elements.count == 1)
    }

    @Test func theLoaderAppliesAnAccessibilityConfigurationToItsObject() throws {
        let field = try #require(try Fixture.nib(Self.field).instantiate(owner: Owner()).first as? UITextField)
        #expect(field.accessibilityLabel == "Name" && field.accessibilityHint == "Your full name" && field.accessibilityIdentifier == "name.field")
        #expect(field.accessibilityTraits == 1 | 64 && field.isAccessibilityElement)
    }

    @Test func uiKitsObjectListIsTopLevelFirstThenBreadthFirstWithConstraintsBeforeSubviews() throws {
        let archive = try Self.archive(Fixture.iOS("""
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a">
                        <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                        <subviews>
                            <view contentMode="scaleToFill" id="a1"><rect key="frame" x="0.0" y="0.0" width="5" height="5"/></view>
                        </subviews>
                    </view>
                    <view contentMode="scaleToFill" id="b"><rect key="frame" x="0.0" y="50" width="11" height="10"/></view>
                </subviews>
                <constraints>
                    <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                </constraints>
            </view>
            <view contentMode="scaleToFill" id="second"><rect key="frame" x="0.0" y="0.0" width="1" height="1"/></view>
            """))
        guard case .object(let list)? = archive.objects[0]["UINibObjectsKey"] else { Issue.record("no object list"); return }
        let listed = archive.objects[list].elements.compactMap { element -> String? in
            guard case .object(let index) = element else { return nil }
            let object = archive.objects[index]
            if object.className == "NSLayoutConstraint" { return "c1" }
            guard object.className == "UIView", case .data(let bytes)? = object["UIBounds"] else { return object.className }
            // Each view is told by its width.
            return [320: "root", 10: "a", 5: "a1", 11: "b", 1: "second"][Self.width(bytes)] ?? "?"
        }
        // Placeholders, the two top-level views, then each level: the root's constraint before its subviews.
        #expect(Array(listed.suffix(6)) == ["root", "second", "c1", "a", "b", "a1"])
    }

    /// The width of an archived `UIBounds` (a type byte and four doubles).
    static func width(_ bytes: [UInt8]) -> Int {
        guard bytes.count == 33 else { return -1 }
        return Int(bytes[17..<25].withUnsafeBytes { $0.loadUnaligned(as: Double.self) })
    }

    @Test func aUIColorAlsoCarriesAppKitsTextInThreeSignificantDigits() throws {
        let archive = try Self.archive(Fixture.iOS("""
            <view contentMode="scaleToFill" id="v"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                <color key="backgroundColor" red="0.0" green="0.25098039" blue="0.50196078" alpha="1" colorSpace="calibratedRGB"/>
                <color key="tintColor" white="0.33333333" alpha="0.5" colorSpace="calibratedWhite"/>
            </view>
            """))
        let colors = Self.objects("UIColor", in: archive)
        let rgb = try #require(colors.first { $0["UIColorComponentCount"] == .int(4) })
        #expect(rgb["NSRGB"] == .data(Array("0 0.251 0.502".utf8)) && rgb["NSColorSpace"] == .int(2))
        let white = try #require(colors.first { $0["UIColorComponentCount"] == .int(2) })
        #expect(white["NSWhite"] == .data(Array("0.333 0.5".utf8)) && white["NSColorSpace"] == .int(4))
    }

    @Test func thePlainSystemFontIsNamedAsTheDocumentsXcodeNamedIt() throws {
        func fontName(size: Int, toolsVersion: String) throws -> String? {
            let xml = Fixture.iOS("""
                <label opaque="NO" text="x" id="l"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                    <fontDescription key="fontDescription" type="system" pointSize="\(size)"/>
                </label>
                """).replacingOccurrences(of: "toolsVersion=\"22505\"", with: "toolsVersion=\"\(toolsVersion)\"")
            let archive = try Self.archive(xml)
            let font = try #require(archive.objects.firstIndex { $0.className == "UIFont" })
            return archive.string("UIFontName", of: font)
        }
        // Xcode 8 and before: text and display faces (the calabash nibs); later: one name.
        #expect(try fontName(size: 17, toolsVersion: "12000") == ".SFUIText")
        #expect(try fontName(size: 20, toolsVersion: "12000") == ".SFUIDisplay")
        #expect(try fontName(size: 17, toolsVersion: "22505") == ".SFUI-Regular")
    }

    @Test func withApplesSchemaAUIFontCarriesADescriptorSharedByEqualFonts() throws {
        let label = { (id: String) in """
            <label opaque="NO" text="x" id="\(id)"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                <fontDescription key="fontDescription" name="Menlo-Regular" family="Menlo" pointSize="13"/>
            </label>
            """ }
        let apple = try Self.archive(Fixture.iOS(label("a") + label("b")))
        let fonts = Self.objects("UIFont", in: apple)
        #expect(fonts.count == 1)  // equal fonts are one object
        let font = try #require(fonts.first)
        guard case .object(let descriptor)? = font["UIFontDescriptor"] else { Issue.record("no descriptor"); return }
        #expect(apple.objects[descriptor].className == "UIFontDescriptor" && font["NSSize"] == .double(13))
        #expect(Self.objects("UIFont", in: try Self.archive(Fixture.iOS(label("a")), schema: .compact)).first?["UIFontDescriptor"] == nil)
    }

    @Test func withApplesSchemaASwitchsFrameIsSetAgainAfterDecoding() throws {
        let archive = try Self.archive(Fixture.iOS("""
            <switch opaque="NO" contentMode="scaleToFill" on="YES" id="s"><rect key="frame" x="20" y="30" width="49" height="31"/></switch>
            """))
        let pair = try #require(Self.objects("UINibKeyValuePair", in: archive).first)
        #expect(archive.string("UIKeyPath", of: archive.objects.firstIndex { $0 == pair }!) == "frame")
        guard case .object(let value)? = pair["UIValue"] else { Issue.record("no value"); return }
        #expect(archive.string("NS.rectval", of: value) == "{{20, 30}, {49, 31}}")
    }

    @Test func anAbsentUIOpaqueIsNoAsUIKitsDecoderReadsIt() throws {
        let xml = Fixture.iOS("""
            <view contentMode="scaleToFill" id="o"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view>
            <view opaque="NO" contentMode="scaleToFill" id="t"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view>
            """)
        let archive = try Self.archive(xml)
        #expect(Self.objects("UIView", in: archive).map { $0["UIOpaque"] } == [.bool(true), nil])
        for schema in NibCompiler.Options.Schema.allCases {
            let views = try Fixture.topLevelObjects(xml, schema: schema).compactMap { $0 as? UIView }
            #expect(views.map(\.isOpaque) == [true, false], "\(schema)")
        }
    }

    @Test func aLabelsTailTruncationIsLeftOutAndReadBackAsItsDefault() throws {
        let xml = Fixture.iOS("""
            <label opaque="NO" text="x" lineBreakMode="tailTruncation" id="l"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></label>
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" lineBreakMode="tailTruncation" id="b"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></button>
            """)
        let archive = try Self.archive(xml)
        #expect(Self.objects("UILabel", in: archive).first?["UILineBreakMode"] == nil)
        #expect(Self.objects("UIButton", in: archive).first?["UILineBreakMode"] == .int(4))
        let label = try #require(try Fixture.nib(xml).instantiate(owner: Owner()).first as? UILabel)
        #expect(label.lineBreakMode == 4)
    }

    @Test func withApplesSchemaAConstraintCarriesTheV2KeysOnIOSToo() throws {
        let archive = try Self.archive(Fixture.iOS("""
            <view contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                <subviews><view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="8" y="0.0" width="10" height="10"/></view></subviews>
                <constraints><constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="8" id="c1"/></constraints>
            </view>
            """))
        let constraint = try #require(Self.objects("NSLayoutConstraint", in: archive).first)
        #expect(constraint["NSFirstAttributeV2"] == constraint["NSFirstAttribute"] && constraint["NSSecondAttributeV2"] == constraint["NSSecondAttribute"])
        #expect(constraint["NSConstantV2"] == .double(8))
    }
    @Test func theObjectLibraryReadsEveryKeyIbtoolWritesForACommonView() throws {
        // What it has no use for it skips (a font's descriptor, drawing switches), so nothing is
        // left undecoded: an unknown value would otherwise be decoded and kept on every load.
        let xml = Fixture.iOS("""
            <label opaque="NO" text="x" semanticContentAttribute="forceRightToLeft" id="l"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                <color key="textColor" red="0.0" green="0.25" blue="0.5" alpha="1" colorSpace="calibratedRGB"/>
            </label>
            """)
        let label = try #require(try Fixture.nib(xml).instantiate(owner: Owner()).first as? UILabel)
        #expect(label.undecodedValues.isEmpty, "\(label.undecodedValues.keys.sorted())")
        let font = try #require(label.font)
        #expect(font.undecodedValues.isEmpty, "\(font.undecodedValues.keys.sorted())")
        #expect(label.textColor?.undecodedValues.isEmpty == true)
        #expect(label.semanticContentAttribute == 4 && font.pointSize == 14)
    }

    @Test func aUIFontsTraitsAreReadBack() throws {
        let xml = Fixture.iOS("""
            <label opaque="NO" text="x" id="l"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                <fontDescription key="fontDescription" type="boldSystem" pointSize="17"/>
            </label>
            <label opaque="NO" text="y" id="m"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                <fontDescription key="fontDescription" type="italicSystem" pointSize="17"/>
            </label>
            """)
        let labels = try Fixture.nib(xml).instantiate(owner: Owner()).compactMap { $0 as? UILabel }
        #expect(labels.map { $0.font?.isBold } == [true, false])
        #expect(labels.map { $0.font?.isItalic } == [false, true])
    }

    @Test func everyInputTraitIsReadBackByTheNameTheDocumentGave() throws {
        let xml = Fixture.iOS("""
            <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" minimumFontSize="17" id="f">
                <rect key="frame" x="20" y="20" width="200" height="30"/>
                <textInputTraits key="textInputTraits" autocapitalizationType="allCharacters" autocorrectionType="no" spellCheckingType="yes"
                    keyboardType="emailAddress" keyboardAppearance="alert" returnKeyType="next" smartDashesType="no" smartQuotesType="yes"
                    smartInsertDeleteType="no" enablesReturnKeyAutomatically="YES"/>
            </textField>
            """)
        let field = try #require(try Fixture.nib(xml).instantiate(owner: Owner()).first as? UITextField)
        let traits = try #require(field.textInputTraits as? UITextInputTraits)
        #expect([traits.autocapitalizationType, traits.autocorrectionType, traits.spellCheckingType, traits.keyboardType, traits.keyboardAppearance]
            == ["allCharacters", "no", "yes", "emailAddress", "alert"])
        #expect([traits.returnKeyType, traits.smartDashesType, traits.smartQuotesType, traits.smartInsertDeleteType] == ["next", "no", "yes", "no"])
        #expect(traits.enablesReturnKeyAutomatically == true && traits.secureTextEntry == nil)
    }

    @Test func uiKitsViewDefaultsAreWrittenWhereItsDecoderNeedsThemAndLeftOutWhereItAssumesThem() throws {
        let archive = try Self.archive(Fixture.iOS("""
            <view contentMode="scaleToFill" id="v"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view>
            <textField opaque="NO" contentMode="scaleToFill" minimumFontSize="17" id="f"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></textField>
            <label opaque="NO" text="x" numberOfLines="1" id="l"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></label>
            <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" on="YES" id="s">
                <rect key="frame" x="0.0" y="0.0" width="49" height="31"/>
            </switch>
            """))
        let view = try #require(Self.objects("UIView", in: archive).first)
        // Written: what an absent key would turn off; left out: what UIKit assumes.
        #expect(view["UIAutoresizeSubviews"] == .bool(true) && view["UIAutoresizingMask"] == .int(36))
        #expect(view["UIContentMode"] == nil && view["UIDeepDrawRect"] == .bool(true))
        let field = try #require(Self.objects("UITextField", in: archive).first)
        #expect(field["UITextAlignment"] == .int(0) && field["UITextColor"] != nil && field["UIMinimumFontSize"] == .float(17))
        let label = try #require(Self.objects("UILabel", in: archive).first)
        #expect(label["UINumberOfLines"] == nil && label["UIShadowOffset"] != nil)
        // A switch hugs at 750 by itself: its hugging is left out.
        #expect(try #require(Self.objects("UISwitch", in: archive).first)["UIViewContentHuggingPriority"] == nil)
    }

    @Test func theRootsObjectListsStayApartWhileItsEmptyListsAreOneArray() throws {
        let archive = try Self.archive(Fixture.iOS("""
            <view contentMode="scaleToFill" id="v"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view>
            """))
        let root = archive.objects[0]
        guard case .object(let topLevel)? = root["UINibTopLevelObjectsKey"], case .object(let all)? = root["UINibObjectsKey"],
              case .object(let windows)? = root["UINibVisibleWindowsKey"], case .object(let pairs)? = root["UINibKeyValuePairsKey"]
        else { Issue.record("a root list is missing"); return }
        #expect(archive.objects[topLevel].elements == archive.objects[all].elements && topLevel != all)
        #expect(windows == pairs)
    }

    @Test func anInterfaceBuilder3OpaqueViewGetsUIOpaqueWritten() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00">
                <data>
                    <string key="IBDocument.InterfaceBuilderVersion">1919</string>
                    <array class="NSMutableArray" key="IBDocument.RootObjects" id="1000">
                        <object class="IBProxyObject" id="11"><string key="IBProxiedObjectIdentifier">IBFilesOwner</string></object>
                        <object class="IBUIView" id="22"><string key="NSFrame">{{0, 20}, {320, 460}}</string></object>
                        <object class="IBUIView" id="23"><string key="NSFrame">{{0, 0}, {10, 10}}</string><bool key="IBUIOpaque">NO</bool></object>
                    </array>
                    <object class="IBObjectContainer" key="IBDocument.Objects">
                        <array class="NSMutableArray" key="connectionRecords"/>
                        <object class="IBMutableOrderedSet" key="objectRecords">
                            <array key="orderedObjects">
                                <object class="IBObjectRecord"><int key="objectID">0</int><array key="object" id="0"/><reference key="children" ref="1000"/><nil key="parent"/></object>
                                <object class="IBObjectRecord"><int key="objectID">1</int><reference key="object" ref="22"/><reference key="parent" ref="0"/></object>
                                <object class="IBObjectRecord"><int key="objectID">2</int><reference key="object" ref="23"/><reference key="parent" ref="0"/></object>
                                <object class="IBObjectRecord"><int key="objectID">-1</int><reference key="object" ref="11"/><reference key="parent" ref="0"/></object>
                            </array>
                        </object>
                    </object>
                </data>
            </archive>
            """
        // The transparent view's NO is left out, as for a modern document (UIKit's decoder takes an absent UIOpaque as NO).
        #expect(Self.objects("UIView", in: try Self.archive(xml)).map { $0["UIOpaque"] } == [.bool(true), nil])
        let views = try Fixture.nib(xml).instantiate(owner: NibGenericOwner()).compactMap { $0 as? UIView }
        #expect(views.map(\.isOpaque) == [true, false])
    }
}
