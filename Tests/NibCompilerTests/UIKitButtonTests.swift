import Foundation
import NibArchive
import NibCompiler
import NibDocument
import NibLoading
import NibTestSupport
import Testing

/// `UIButton`'s keys as its `encodeWithCoder:` writes them, which ibtool's are: defaults UIKit's
/// decoder would read as NO written out, defaults it assumes left out.
@Suite struct UIKitButtonTests {
    static func button(_ attributes: String, schema: NibCompiler.Options.Schema = .apple) throws -> ArchivedObject {
        let xml = Fixture.iOS("""
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" \(attributes) id="b">
                <rect key="frame" x="20" y="20" width="100" height="30"/>
                <state key="normal" title="Tap"/>
            </button>
            """)
        let document = try DocumentReader().read(data: Data(xml.utf8), file: "Test.xib")
        let archive = try NibCompiler(options: .init(schema: schema)).compile(document).archive
        return try #require(archive.objects.first { $0.className == "UIButton" })
    }

    @Test func aButtonAdjustsItsImageWhenHighlightedAndDisabledUnlessTheDocumentSaysNo() throws {
        for schema in NibCompiler.Options.Schema.allCases {
            let plain = try Self.button(#"buttonType="system""#, schema: schema)
            #expect(plain["UIAdjustsImageWhenHighlighted"] == .bool(true) && plain["UIAdjustsImageWhenDisabled"] == .bool(true), "\(schema)")
            let flat = try Self.button(#"buttonType="system" adjustsImageWhenHighlighted="NO" adjustsImageWhenDisabled="NO""#, schema: schema)
            #expect(flat["UIAdjustsImageWhenHighlighted"] == nil && flat["UIAdjustsImageWhenDisabled"] == nil, "\(schema)")
        }
    }

    @Test func aButtonsMiddleTruncationAndCustomTypeAreLeftOutAsItsDefaults() throws {
        let custom = try Self.button(#"buttonType="custom" lineBreakMode="middleTruncation""#)
        #expect(custom["UIButtonType"] == nil && custom["UILineBreakMode"] == nil)
        let system = try Self.button(#"buttonType="system" lineBreakMode="tailTruncation""#)
        #expect(system["UIButtonType"] == .int(1) && system["UILineBreakMode"] == .int(4))
    }

    @Test func aButtonsTouchGlowAndShadowReversalAreWrittenOnlyWhenOn() throws {
        let off = try Self.button(#"showsTouchWhenHighlighted="NO" reversesTitleShadowWhenHighlighted="NO""#)
        #expect(off["UIShowsTouchWhenHighlighted"] == nil && off["UIReversesTitleShadowWhenHighlighted"] == nil)
        let on = try Self.button(#"showsTouchWhenHighlighted="YES" reversesTitleShadowWhenHighlighted="YES""#)
        #expect(on["UIShowsTouchWhenHighlighted"] == .bool(true) && on["UIReversesTitleShadowWhenHighlighted"] == .bool(true))
    }

    @Test func aButtonsInsetsAreWrittenOnlyWhenSomeEdgeIsNotZero() throws {
        func button(_ insets: String) throws -> ArchivedObject {
            let xml = Fixture.iOS("""
                <button opaque="NO" contentMode="scaleToFill" id="b">
                    <rect key="frame" x="20" y="20" width="100" height="30"/>
                    \(insets)
                </button>
                """)
            let document = try DocumentReader().read(data: Data(xml.utf8), file: "Test.xib")
            return try #require(try NibCompiler(options: .init(schema: .apple)).compile(document).archive.objects.first { $0.className == "UIButton" })
        }
        let zero = try button(#"<inset key="contentEdgeInsets" minX="0.0" minY="0.0" maxX="0.0" maxY="0.0"/><inset key="imageEdgeInsets" minX="0.0" minY="0.0" maxX="0.0" maxY="0.0"/>"#)
        #expect(zero["UIContentEdgeInsets"] == nil && zero["UIImageEdgeInsets"] == nil)
        let some = try button(#"<inset key="titleEdgeInsets" minX="8" minY="0.0" maxX="0.0" maxY="0.0"/>"#)
        #expect(some["UITitleEdgeInsets"] != nil)
    }

    @Test func aCustomButtonLoadsAsCustomWithItsTitle() throws {
        let xml = Fixture.iOS("""
            <button opaque="NO" contentMode="scaleToFill" buttonType="custom" lineBreakMode="middleTruncation" id="b">
                <rect key="frame" x="20" y="20" width="100" height="30"/>
                <state key="normal" title="Tap"/>
            </button>
            """)
        let button = try #require(try Fixture.nib(xml).instantiate(owner: Owner()).first as? UIButton)
        #expect(button.buttonType == 0 && button.title(for: 0) == "Tap")
    }
}
