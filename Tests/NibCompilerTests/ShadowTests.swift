import Foundation
import NibArchive
import NibCompiler
import NibDocument
import NibLoading
import NibTestSupport
import Testing

/// Shadows as UIFoundation's `NSShadow` coder archives them, in AppKit and UIKit documents.
@Suite struct ShadowTests {
    static func macView(_ shadow: String) -> String {
        Fixture.macOS("""
            <customView id="v"><rect key="frame" x="0" y="0" width="100" height="100"/>\(shadow)</customView>
            """)
    }

    @Test func aShadowArchivesItsOffsetBlurAndColourLeavingOutZeros() throws {
        let shadow = #"<shadow key="shadow" blurRadius="2"><size key="offset" width="1" height="-3"/><color key="color" white="0.0" alpha="1" colorSpace="calibratedWhite"/></shadow>"#
        let archive = try AppleSchemaTests.archive(Self.macView(shadow), schema: .apple)
        let archived = try AppleSchemaTests.object("NSShadow", in: archive)
        #expect(archived["NSShadowHoriz"] == .double(1) && archived["NSShadowVert"] == .double(-3) && archived["NSShadowBlurRadius"] == .double(2))
        #expect(archived["NSShadowColor"] != nil)
        let plain = try AppleSchemaTests.object("NSShadow", in: AppleSchemaTests.archive(Self.macView(#"<shadow key="shadow"/>"#), schema: .apple))
        #expect(plain.values.isEmpty)
    }

    @Test func aUIKitShadowsHeightIsArchivedInAppKitsOrientation() throws {
        let xml = Fixture.iOS("""
            <label opaque="NO" contentMode="left" text="Hi" id="l"><rect key="frame" x="0" y="0" width="100" height="21"/>
                <attributedString key="attributedText"><fragment content="Hi"><attributes>
                    <shadow key="NSShadow" blurRadius="1"><size key="offset" width="0.0" height="2"/></shadow>
                </attributes></fragment></attributedString>
            </label>
            """)
        let archived = try #require(UIKitAppleSchemaTests.objects("NSShadow", in: UIKitAppleSchemaTests.archive(xml)).first)
        #expect(archived["NSShadowVert"] == .double(-2) && archived["NSShadowHoriz"] == nil)
    }

    @Test(arguments: NibCompiler.Options.Schema.allCases)
    func aLoadedViewHasItsShadow(schema: NibCompiler.Options.Schema) throws {
        let xml = Fixture.macOS("""
            <box boxType="custom" borderType="none" title="Box" titlePosition="noTitle" id="b">
                <rect key="frame" x="0" y="0" width="100" height="100"/>
                <view key="contentView" id="c"><rect key="frame" x="0" y="0" width="100" height="100"/></view>
                <shadow key="shadow" blurRadius="12"><size key="offset" width="0.0" height="4"/></shadow>
            </box>
            """)
        let view = try #require(Fixture.topLevelObjects(xml, schema: schema).compactMap { $0 as? NSView }.first)
        let loaded = try #require(view.shadow as? NSShadow)
        #expect(loaded.shadowBlurRadius == 12 && loaded.shadowOffset == CGSize(width: 0, height: 4) && loaded.shadowColor == nil)
    }
}
