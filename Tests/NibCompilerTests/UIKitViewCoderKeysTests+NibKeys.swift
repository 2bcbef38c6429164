import Foundation
import NibArchive
import NibCompiler
import NibDocument
import NibLoading
import NibTestSupport
import Testing

/// UIKit keys known from Apple-compiled nibs read back by xibdump (satroschenko/xibdump): a view's
/// layout-margin switches, a scroll view's switches, a table view's sections and heights, a text
/// field's clear button; written alike in both schemas.
extension UIKitViewCoderKeysTests {
    @Test func aViewsLayoutMarginSwitchesAreUIViewsKeys() throws {
        let objects = """
            <label opaque="NO" contentMode="left" text="Hello" insetsLayoutMarginsFromSafeArea="NO" preservesSuperviewLayoutMargins="YES" layoutMarginsFollowReadableWidth="YES" id="l">
                <rect key="frame" x="0" y="0" width="100" height="21"/>
            </label>
            """
        for schema in NibCompiler.Options.Schema.allCases {
            let label = try Self.object("UILabel", in: objects, schema: schema)
            #expect(label["UIViewInsetsLayoutMarginsFromSafeArea"] == .bool(false), "\(schema)")
            #expect(label["UIViewPreservesSuperviewMargins"] == .bool(true), "\(schema)")
            #expect(label["UIViewLayoutMarginsFollowReadableWidth"] == .bool(true), "\(schema)")
            #expect(label["UIInsetsLayoutMarginsFromSafeArea"] == nil && label["UIPreservesSuperviewLayoutMargins"] == nil, "\(schema)")
        }
    }

    static func textView(_ attributes: String, schema: NibCompiler.Options.Schema = .apple) throws -> ArchivedObject {
        try object("UITextView", in: """
            <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" text="Hi" \(attributes) id="t">
                <rect key="frame" x="0" y="0" width="200" height="100"/>
            </textView>
            """, schema: schema)
    }

    @Test func aScrollViewsScrollingSwitchIsUIScrollDisabledInverted() throws {
        for schema in NibCompiler.Options.Schema.allCases {
            let fixed = try Self.textView(#"scrollEnabled="NO""#, schema: schema)
            #expect(fixed["UIScrollDisabled"] == .bool(true) && fixed["UIScrollEnabled"] == nil, "\(schema)")
            #expect(try Self.textView(#"scrollEnabled="YES""#, schema: schema)["UIScrollDisabled"] == .bool(false), "\(schema)")
        }
    }

    @Test func aScrollViewsBounceSwitchIsUIBounceEnabledAndItsInsetAdjustmentANumber() throws {
        for schema in NibCompiler.Options.Schema.allCases {
            let view = try Self.textView(#"bounces="NO" contentInsetAdjustmentBehavior="never" keyboardDismissMode="interactive""#, schema: schema)
            #expect(view["UIBounceEnabled"] == .bool(false) && view["UIBounces"] == nil, "\(schema)")
            #expect(view["UIScrollViewContentInsetAdjustmentBehavior"] == .int(2) && view["UIContentInsetAdjustmentBehavior"] == nil, "\(schema)")
            #expect(view["UIKeyboardDismissMode"] == .int(2), "\(schema)")
        }
    }

    @Test func aTextFieldsClearButtonModeIsANumber() throws {
        func field(_ mode: String) throws -> ArchivedObject {
            try Self.object("UITextField", in: """
                <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" clearButtonMode="\(mode)" id="f">
                    <rect key="frame" x="0" y="0" width="200" height="34"/>
                </textField>
                """)
        }
        #expect(try field("whileEditing")["UIClearButtonMode"] == .int(1))
        #expect(try field("always")["UIClearButtonMode"] == .int(3))
    }

    static let staticTable = """
        <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="grouped" rowHeight="44" sectionHeaderHeight="18" sectionFooterHeight="18" keyboardDismissMode="onDrag" id="tv">
            <rect key="frame" x="0" y="0" width="320" height="480"/>
            <sections>
                <tableViewSection headerTitle="Header" footerTitle="Footer" id="s1">
                    <cells/>
                </tableViewSection>
            </sections>
        </tableView>
        """

    @Test func aTableSectionsTitlesAreUITableSectionKeys() throws {
        for schema in NibCompiler.Options.Schema.allCases {
            let section = try Self.object("UITableViewSection", in: Self.staticTable, schema: schema)
            #expect(section["UITableSectionHeaderTitle"] != nil && section["UITableSectionFooterTitle"] != nil, "\(schema)")
            #expect(section["UIHeaderTitle"] == nil && section["UIFooterTitle"] == nil, "\(schema)")
        }
    }

    @Test func theLoaderReadsTheKeysXibdumpNames() throws {
        let objects = try Fixture.topLevelObjects(Fixture.iOS("""
            <textView clipsSubviews="YES" contentMode="scaleToFill" text="Hi" scrollEnabled="NO" bounces="NO" keyboardDismissMode="onDrag" insetsLayoutMarginsFromSafeArea="NO" id="t">
                <rect key="frame" x="0" y="0" width="200" height="100"/>
            </textView>
            <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" clearButtonMode="always" id="f">
                <rect key="frame" x="0" y="0" width="200" height="34"/>
            </textField>
            """), schema: .apple)
        let text = try #require(objects.compactMap { $0 as? UITextView }.first)
        let field = try #require(objects.compactMap { $0 as? UITextField }.first)
        #expect(text.isScrollEnabled == false && text.bounces == false && text.keyboardDismissMode == 1)
        #expect(text.insetsLayoutMarginsFromSafeArea == false && field.clearButtonMode == 3)
    }

    static let symbolImageView = """
        <imageView userInteractionEnabled="NO" contentMode="scaleToFill" id="i">
            <rect key="frame" x="0" y="0" width="40" height="40"/>
            <imageReference key="image" image="star.fill" catalog="system" symbolScale="large" renderingMode="template"/>
        </imageView>
        """

    @Test func anImageReferenceIsTheImagesPlaceholderWithItsRenderingModeAndSymbolName() throws {
        for schema in NibCompiler.Options.Schema.allCases {
            let document = try DocumentReader().read(data: Data(Fixture.iOS(Self.symbolImageView).utf8), file: "Test.xib")
            let archive = try NibCompiler(options: .init(schema: schema)).compile(document).archive
            let view = try #require(archive.objects.first { $0.className == "UIImageView" })
            guard case .object(let index)? = view["UIImage"] else { Issue.record("no image"); continue }
            let placeholder = archive.objects[index]
            #expect(placeholder.className == "UIImageNibPlaceholder", "\(schema)")
            #expect(archive.string("UIResourceName", of: index) == "star.fill" && archive.string("UISystemSymbolResourceName", of: index) == "star.fill", "\(schema)")
            #expect(placeholder["UIRenderingMode"] == .int(2) && placeholder["UISymbolScale"] == nil, "\(schema)")
        }
        let loaded = try Fixture.topLevelObjects(Fixture.iOS(Self.symbolImageView), schema: .apple).compactMap { $0 as? UIImageView }.first
        #expect(loaded?.image?.name == "star.fill")
    }
}
