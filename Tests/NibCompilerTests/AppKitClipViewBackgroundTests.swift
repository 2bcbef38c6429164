import Foundation
import NibArchive
import NibCompiler
import NibLoading
import NibTestSupport
import Testing

/// A scroll view's clip view draws its background, and with which colour, as ibtool decides it
/// from the document and the Interface Builder that saved it (viraptor/ibtool's `clipView.py` and
/// `color.py`; the ibtool pairs `test13_clip_flags`, `test_table_vignettes`, `test12_text_view_border`).
@Suite struct AppKitClipViewBackgroundTests {
    static func scrolled(_ documentView: String, clip: String = "", color: String = "", toolsVersion: String) -> String {
        Fixture.macOS("""
            <scrollView hasHorizontalScroller="NO" id="sv">
                <rect key="frame" x="0" y="0" width="240" height="135"/>
                <clipView key="contentView" \(clip) id="cv">
                    <rect key="frame" x="1" y="1" width="223" height="133"/>
                    <subviews>\(documentView)</subviews>
                    \(color)
                </clipView>
                <scroller key="verticalScroller" horizontal="NO" id="vs"><rect key="frame" x="224" y="1" width="15" height="133"/></scroller>
            </scrollView>
            """).replacingOccurrences(of: #"toolsVersion="22505""#, with: #"toolsVersion="\#(toolsVersion)""#)
    }

    static let textView = #"<textView importsGraphics="NO" id="tv"><rect key="frame" x="0" y="0" width="223" height="133"/></textView>"#
    static let tableView = #"<tableView id="tbl"><rect key="frame" x="0" y="0" width="223" height="133"/></tableView>"#
    static let white = #"<color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>"#
    static let named = #"<color key="backgroundColor" name="windowBackgroundColor" catalog="System" colorSpace="catalog"/>"#

    static func clip(_ xml: String) throws -> (ArchivedObject, KeyedArchive) {
        let archive = try AppleSchemaTests.archive(xml, schema: .apple)
        return (try AppleSchemaTests.object("NSClipView", in: archive), archive)
    }

    static func colorName(_ clip: ArchivedObject, in archive: KeyedArchive) -> String? {
        guard case .object(let color)? = clip["NSBGColor"], case .object(let name)? = archive.objects[color]["NSColorName"],
              case .data(let bytes)? = archive.objects[name]["NS.bytes"] else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func aClipViewOfADocumentBeforeXcode10DrawsOnlyWhenItSaysSoOrHoldsATable() throws {
        // Xcode 8 (11762): no switch means no drawing, except around a table or with a named colour.
        #expect(try Self.clip(Self.scrolled(Self.textView, toolsVersion: "11762")).0["NScvFlags"] == nil)
        #expect(try Self.clip(Self.scrolled(Self.tableView, toolsVersion: "11762")).0["NScvFlags"] == .int(4))
        #expect(try Self.clip(Self.scrolled(Self.textView, color: Self.named, toolsVersion: "11762")).0["NScvFlags"] == .int(4))
        #expect(try Self.clip(Self.scrolled(Self.textView, clip: #"drawsBackground="YES""#, toolsVersion: "11762")).0["NScvFlags"] == .int(4))
        // From Xcode 10 (14269) on, no switch means drawing.
        #expect(try Self.clip(Self.scrolled(Self.textView, toolsVersion: "14269")).0["NScvFlags"] == .int(4))
        #expect(try Self.clip(Self.scrolled(Self.textView, clip: #"drawsBackground="NO""#, toolsVersion: "22505")).0["NScvFlags"] == nil)
    }

    @Test func anOldDocumentsPlainWhiteBehindATextViewIsTheControlBackgroundColour() throws {
        let (old, oldArchive) = try Self.clip(Self.scrolled(Self.textView, color: Self.white, toolsVersion: "11762"))
        #expect(Self.colorName(old, in: oldArchive) == "controlBackgroundColor")
        // A newer document's white, or white behind another view, stays white.
        let (new, newArchive) = try Self.clip(Self.scrolled(Self.textView, color: Self.white, toolsVersion: "22505"))
        #expect(Self.colorName(new, in: newArchive) == nil)
        let (table, tableArchive) = try Self.clip(Self.scrolled(Self.tableView, color: Self.white, toolsVersion: "11762"))
        #expect(Self.colorName(table, in: tableArchive) == nil)
    }
}
