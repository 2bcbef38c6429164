import Foundation
import NibArchive
import NibCompiler
import NibDocument
import NibLoading
import NibTestSupport
import Testing

/// UIKit views' own keys as their coders in UIKitCore write them (iOS 26.1, decompiled in the
/// search index): Apple's key names, value types and the defaults each coder leaves out.
@Suite struct UIKitViewCoderKeysTests {
    static func object(_ className: String, in objects: String, schema: NibCompiler.Options.Schema = .apple) throws -> ArchivedObject {
        let document = try DocumentReader().read(data: Data(Fixture.iOS(objects).utf8), file: "Test.xib")
        let archive = try NibCompiler(options: .init(schema: schema)).compile(document).archive
        return try #require(archive.objects.first { $0.className == className })
    }

    static func indicator(_ attributes: String, schema: NibCompiler.Options.Schema = .apple) throws -> ArchivedObject {
        try object("UIActivityIndicatorView", in: """
            <activityIndicatorView opaque="NO" contentMode="scaleToFill" \(attributes) id="a">
                <rect key="frame" x="20" y="20" width="20" height="20"/>
            </activityIndicatorView>
            """, schema: schema)
    }

    @Test func anActivityIndicatorsStyleIsItsModernAndLegacyNumbers() throws {
        let large = try Self.indicator(#"style="large""#)
        #expect(large["UIActivityIndicatorViewStyle-Modern"] == .int(101) && large["UIActivityIndicatorViewStyle"] == .int(0))
        #expect(large["UIStyle"] == nil)
        let gray = try Self.indicator(#"style="gray""#)
        #expect(gray["UIActivityIndicatorViewStyle-Modern"] == .int(2) && gray["UIActivityIndicatorViewStyle"] == .int(2))
        let compact = try Self.indicator(#"style="medium""#, schema: .compact)
        #expect(compact["UIStyle"] == .int(100) && compact["UIActivityIndicatorViewStyle"] == nil)
    }

    @Test func anActivityIndicatorWritesHidingOnlyWhenOffAndAnimatingOnlyWhenOn() throws {
        for schema in NibCompiler.Options.Schema.allCases {
            let standard = try Self.indicator(#"hidesWhenStopped="YES" animating="NO" style="medium""#, schema: schema)
            #expect(standard["UIHidesWhenStopped"] == nil && standard["UIAnimating"] == nil, "\(schema)")
            let changed = try Self.indicator(#"hidesWhenStopped="NO" animating="YES" style="medium""#, schema: schema)
            #expect(changed["UIHidesWhenStopped"] == .bool(false) && changed["UIAnimating"] == .bool(true), "\(schema)")
        }
    }

    @Test func anActivityIndicatorsColourIsAlsoItsTintWithApplesSchema() throws {
        let objects = """
            <activityIndicatorView opaque="NO" contentMode="scaleToFill" style="medium" id="a">
                <rect key="frame" x="20" y="20" width="20" height="20"/>
                <color key="color" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </activityIndicatorView>
            """
        let apple = try Self.object("UIActivityIndicatorView", in: objects)
        #expect(apple["UIColor"] != nil && apple["UITintColor"] == apple["UIColor"])
        #expect(apple["UIDisableUpdateColorOnTraitCollectionChange"] == .bool(true))
        let compact = try Self.object("UIActivityIndicatorView", in: objects, schema: .compact)
        #expect(compact["UIColor"] != nil && compact["UITintColor"] == nil)
    }

    static func label(_ attributes: String, schema: NibCompiler.Options.Schema = .apple) throws -> ArchivedObject {
        try object("UILabel", in: """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Hello" \(attributes) id="l">
                <rect key="frame" x="20" y="20" width="100" height="21"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """, schema: schema)
    }

    @Test func aLabelsLetterSpacingSwitchIsUIAdjustsLetterSpacingToFitAndOnlyWhenOn() throws {
        let on = try Self.label(#"adjustsLetterSpacingToFitWidth="YES""#)
        #expect(on["UIAdjustsLetterSpacingToFit"] == .bool(true) && on["UIAdjustsLetterSpacingToFitWidth"] == nil)
        let off = try Self.label(#"adjustsLetterSpacingToFitWidth="NO""#)
        #expect(off["UIAdjustsLetterSpacingToFit"] == nil && off["UIAdjustsLetterSpacingToFitWidth"] == nil)
        #expect(try Self.label(#"adjustsLetterSpacingToFitWidth="YES""#, schema: .compact)["UIAdjustsLetterSpacingToFitWidth"] == .bool(true))
    }

    @Test func aLabelWritesItsSwitchesOnlyWhenOnAndEnabledOnlyWhenOff() throws {
        for schema in NibCompiler.Options.Schema.allCases {
            let standard = try Self.label(#"enabled="YES" enablesMarqueeWhenAncestorFocused="NO" adjustsFontForContentSizeCategory="NO""#, schema: schema)
            #expect(standard["UIEnabled"] == nil && standard["UIEnablesMarqueeWhenAncestorFocused"] == nil, "\(schema)")
            #expect(standard["UIAdjustsFontForContentSizeCategory"] == nil, "\(schema)")
            let changed = try Self.label(#"enabled="NO" enablesMarqueeWhenAncestorFocused="YES" adjustsFontForContentSizeCategory="YES""#, schema: schema)
            #expect(changed["UIEnabled"] == .bool(false) && changed["UIEnablesMarqueeWhenAncestorFocused"] == .bool(true), "\(schema)")
            #expect(changed["UIAdjustsFontForContentSizeCategory"] == .bool(true), "\(schema)")
        }
    }

    @Test func aLabelsScaleFactorAndPreferredWidthAreFloatsLeftOutAtZero() throws {
        for schema in NibCompiler.Options.Schema.allCases {
            let set = try Self.label(#"minimumScaleFactor="0.5" preferredMaxLayoutWidth="200""#, schema: schema)
            #expect(set["UIMinimumScaleFactor"] == .float(0.5) && set["UIPreferredMaxLayoutWidth"] == .float(200), "\(schema)")
            let zero = try Self.label(#"minimumScaleFactor="0" preferredMaxLayoutWidth="0""#, schema: schema)
            #expect(zero["UIMinimumScaleFactor"] == nil && zero["UIPreferredMaxLayoutWidth"] == nil, "\(schema)")
        }
    }

    @Test func anImageViewsAccessibilitySizingIsWrittenOnlyWhenOn() throws {
        func imageView(_ value: String) throws -> ArchivedObject {
            try Self.object("UIImageView", in: """
                <imageView userInteractionEnabled="NO" contentMode="scaleToFill" adjustsImageSizeForAccessibilityContentSizeCategory="\(value)" id="i">
                    <rect key="frame" x="0" y="0" width="40" height="40"/>
                </imageView>
                """)
        }
        #expect(try imageView("YES")["UIAdjustsImageSizeForAccessibilityContentSizeCategory"] == .bool(true))
        #expect(try imageView("NO")["UIAdjustsImageSizeForAccessibilityContentSizeCategory"] == nil)
    }

    @Test func interfaceBuildersSwitchesNoUIKitCoderArchivesAreLeftOut() throws {
        let objects = """
            <label opaque="NO" contentMode="left" text="Hello" usesAttributedText="YES" id="l">
                <rect key="frame" x="0" y="0" width="100" height="21"/>
            </label>
            <imageView userInteractionEnabled="NO" contentMode="scaleToFill" image="star" catalog="system" id="i">
                <rect key="frame" x="0" y="0" width="40" height="40"/>
            </imageView>
            <button opaque="NO" contentMode="scaleToFill" pointerInteraction="YES" hasAttributedTitle="YES" id="b">
                <rect key="frame" x="0" y="0" width="100" height="30"/>
            </button>
            """
        for schema in NibCompiler.Options.Schema.allCases {
            let label = try Self.object("UILabel", in: objects, schema: schema), image = try Self.object("UIImageView", in: objects, schema: schema)
            let button = try Self.object("UIButton", in: objects, schema: schema)
            #expect(label["UIUsesAttributedText"] == nil && image["UICatalog"] == nil && image["UIImage"] != nil, "\(schema)")
            #expect(button["UIPointerInteraction"] == nil && button["UIHasAttributedTitle"] == nil, "\(schema)")
        }
    }

    @Test func theLoaderReadsADefaultACoderLeftOutAsUIKitsDefault() throws {
        let nib = try Fixture.nib(Fixture.iOS("""
            <activityIndicatorView opaque="NO" contentMode="scaleToFill" hidesWhenStopped="YES" style="medium" id="a">
                <rect key="frame" x="0" y="0" width="20" height="20"/>
            </activityIndicatorView>
            <pongPressGestureRecognizer allowableMovement="10" minimumPressDuration="0.5" id="g"/>
            """))
        let objects = try nib.instantiate(owner: Owner())
        let spinner = try #require(objects.compactMap { $0 as? UIActivityIndicatorView }.first)
        let press = try #require(objects.compactMap { $0 as? UILongPressGestureRecognizer }.first)
        #expect(spinner.hidesWhenStopped == true && press.minimumPressDuration == 0.5 && press.allowableMovement == 10)
    }

    static func segmented(_ attributes: String, schema: NibCompiler.Options.Schema = .apple) throws -> ArchivedObject {
        try object("UISegmentedControl", in: """
            <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" \(attributes) id="s">
                <rect key="frame" x="0" y="0" width="200" height="32"/>
                <segments>
                    <segment title="First"/>
                    <segment title="Second"/>
                </segments>
            </segmentedControl>
            """, schema: schema)
    }

    @Test func aSegmentedControlsSelectionIsAlwaysWrittenAndItsSwitchesOnlyWhenOn() throws {
        for schema in NibCompiler.Options.Schema.allCases {
            let plain = try Self.segmented(#"segmentControlStyle="plain" momentary="NO""#, schema: schema)
            #expect(plain["UISelectedSegmentIndex"] == .int(-1) && plain["UIMomentary"] == nil && plain["UISegmentControlStyle"] == nil, "\(schema)")
            let set = try Self.segmented(#"selectedSegmentIndex="1" momentary="YES" apportionsSegmentWidthsByContent="YES""#, schema: schema)
            #expect(set["UISelectedSegmentIndex"] == .int(1) && set["UIMomentary"] == .bool(true), "\(schema)")
            let proportional = schema == .apple ? "UIUseProportionalWidthSegments" : "UIApportionsSegmentWidthsByContent"
            #expect(set[proportional] == .bool(true), "\(schema)")
        }
    }

    @Test func aSearchBarsStylesAreNumbersAndItsSwitchesWrittenOnlyWhenOn() throws {
        func searchBar(_ attributes: String, schema: NibCompiler.Options.Schema = .apple) throws -> ArchivedObject {
            try Self.object("UISearchBar", in: """
                <searchBar contentMode="redraw" \(attributes) id="s">
                    <rect key="frame" x="0" y="0" width="320" height="56"/>
                </searchBar>
                """, schema: schema)
        }
        let styled = try searchBar(#"barStyle="black" searchBarStyle="minimal" showsCancelButton="YES" showsScopeBar="NO" translucent="NO""#)
        #expect(styled["UIBarStyle"] == .int(1) && styled["UISearchBarStyle"] == .int(2) && styled["UIShowsCancelButton"] == .bool(true))
        #expect(styled["UIShowsScopeBar"] == nil && styled["UISearchBarTranslucence"] == .int(2) && styled["UITranslucent"] == nil)
        let plain = try searchBar(#"barStyle="default" searchBarStyle="default" showsCancelButton="NO""#)
        #expect(plain["UIBarStyle"] == nil && plain["UISearchBarStyle"] == nil && plain["UIShowsCancelButton"] == nil)
        #expect(try searchBar(#"translucent="YES""#, schema: .compact)["UITranslucent"] == .int(1))
    }

    static func backgroundColor(_ color: String, schema: NibCompiler.Options.Schema) throws -> ArchivedObject {
        let document = try DocumentReader().read(data: Data(Fixture.iOS("""
            <view contentMode="scaleToFill" id="v">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
                \(color)
            </view>
            """).utf8), file: "Test.xib")
        let archive = try NibCompiler(options: .init(schema: schema)).compile(document).archive
        let view = try #require(archive.objects.first { $0.className == "UIView" })
        guard case .object(let index)? = view["UIBackgroundColor"] else { throw CocoaError(.coderReadCorrupt) }
        return archive.objects[index]
    }

    @Test func aUIColorNamesNoSpaceAndArchivesADisplayP3ColourConvertedToExtendedSRGB() throws {
        for schema in NibCompiler.Options.Schema.allCases {
            let srgb = try Self.backgroundColor(#"<color key="backgroundColor" red="1" green="0.5" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#, schema: schema)
            #expect(srgb["IBColorSpaceName"] == nil && srgb["NSCustomColorSpace"] == nil, "\(schema)")
            #expect(srgb["UIRed"] == .float(1) && srgb["UIGreen"] == .float(0.5) && srgb["NSColorSpace"] == .int(2), "\(schema)")
            let grey = try Self.backgroundColor(#"<color key="backgroundColor" white="0.25" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#, schema: schema)
            #expect(grey["IBColorSpaceName"] == nil && grey["UIWhite"] == .float(0.25) && grey["NSColorSpace"] == .int(4), "\(schema)")
            let p3 = try Self.backgroundColor(#"<color key="backgroundColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="displayP3"/>"#, schema: schema)
            #expect(p3["IBColorSpaceName"] == nil, "\(schema)")
            guard case .float(let red)? = p3["UIRed"], case .float(let green)? = p3["UIGreen"], case .float(let blue)? = p3["UIBlue"] else {
                Issue.record("no float components (\(schema))"); continue
            }
            // Display P3's red in extended sRGB: (1.0931, -0.2267, -0.1501).
            #expect(abs(red - 1.0931) < 0.001 && abs(green + 0.2267) < 0.001 && abs(blue + 0.1501) < 0.001, "\(red) \(green) \(blue)")
        }
    }
}
