import Foundation
import NibArchive
import NibCompiler
import NibDocument
import NibTestSupport
import Testing

/// Keys the prefix rule gives (`boxType` → `NSBoxType`) that Apple's own keyed archives show
/// under the same class (`KeyTables.appKitConfirmedPrefixKeys` names each source), and the
/// compatibility table's record of guessed keys per element.
@Suite struct AppKitAppleArchiveKeyTests {
    static func compiled(_ objects: String) throws -> CompiledNib {
        let document = try DocumentReader().read(data: Data(Fixture.macOS(objects).utf8), file: "Test.xib")
        return try NibCompiler(options: .init(recordsAttributeUses: true)).compile(document)
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
        #expect(box["NSTransparent"] == .bool(true))
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
        // `titleVisibility` has no key known from Apple's archives: the prefix rule's guess counts
        // against the window's attribute, not against another element's key of the same name.
        let nib = try Self.compiled(Self.box + """
            <window title="W" allowsToolTipsWhenApplicationIsInactive="NO" autorecalculatesKeyViewLoop="NO" titleVisibility="hidden" id="w">
                <windowStyleMask key="styleMask" titled="YES"/>
                <rect key="contentRect" x="0" y="0" width="200" height="100"/>
                <rect key="screenRect" x="0" y="0" width="1440" height="900"/>
                <view key="contentView" id="wc"><rect key="frame" x="0" y="0" width="200" height="100"/></view>
            </window>
            """)
        #expect(nib.invented("NSTitleVisibility", forElement: "window"))
        #expect(!nib.invented("NSTitleVisibility", forElement: "box"))
        #expect(nib.inventedKeys["NSTitleVisibility"] != nil)
    }
}
