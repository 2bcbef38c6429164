import Foundation
import NibArchive
import NibCompiler
import NibDocument
import NibTestSupport
import NibToolCore
import Testing

/// The compiling Mac's scroller style decides how ibtool tiles a scroll view (the two Apple nibs
/// of `test20_framecalc.xib`; `tabview_scrollview_chain`): legacy scrollers take room from the
/// clip view, overlay scrollers float over it and host a layer tree.
@Suite struct AppKitScrollerStyleTests {
    static func archive(_ xml: String, style: NibCompiler.Options.ScrollerStyle, schema: NibCompiler.Options.Schema = .apple) throws -> KeyedArchive {
        let document = try DocumentReader().read(data: Data(xml.utf8), file: "Test.xib")
        return try NibCompiler(options: .init(schema: schema, scrollerStyle: style)).compile(document).archive
    }

    static func frames(of className: String, in archive: KeyedArchive) -> [String] {
        archive.objects.indices.filter { archive.objects[$0].className == className }
            .compactMap { archive.string("NSFrame", of: $0) ?? archive.string("NSFrameSize", of: $0) }
    }

    @Test func overlayScrollersTakeNoRoomFromTheClipView() throws {
        for schema in NibCompiler.Options.Schema.allCases {
            let overlay = try Self.archive(AppKitScrollTilingTests.scrollView, style: .overlay, schema: schema)
            // Inside the 1-point bezel, the whole 478 × 268; the document view keeps its size.
            #expect(Self.frames(of: "NSClipView", in: overlay) == ["{{1, 1}, {478, 268}}"], "\(schema)")
            #expect(Self.frames(of: "NSView", in: overlay).contains("{463, 253}"), "\(schema)")
            // The same document under the legacy style loses 17 points each way.
            let legacy = try Self.archive(AppKitScrollTilingTests.scrollView, style: .legacy, schema: schema)
            #expect(Self.frames(of: "NSClipView", in: legacy) == ["{{1, 1}, {461, 251}}"], "\(schema)")
        }
    }

    @Test func overlayScrollersKeepTheDocumentsFrames() throws {
        let overlay = try Self.archive(AppKitScrollTilingTests.table, style: .overlay)
        #expect(Self.frames(of: "NSScroller", in: overlay).contains("{{570, 1}, {16, 95}}"))
        #expect(Self.frames(of: "NSClipView", in: overlay) == ["{{1, 1}, {585, 95}}"])
        let legacy = try Self.archive(AppKitScrollTilingTests.table, style: .legacy)
        #expect(Self.frames(of: "NSScroller", in: legacy).contains("{{569, 1}, {17, 95}}"))
    }

    @Test func overlayScrollersHostALayerTree() throws {
        let hosts = { (archive: KeyedArchive) in
            archive.objects.filter { $0.className == "NSScroller" }.map { $0["NSViewIsLayerTreeHost"] == .bool(true) }
        }
        // Scrollers that say nothing of layers, outside any window.
        #expect(try hosts(Self.archive(AppKitScrollTilingTests.scrollView, style: .overlay)) == [true, true])
        #expect(try hosts(Self.archive(AppKitScrollTilingTests.scrollView, style: .legacy)) == [false, false])
    }

    /// `nibtool diff` reads the style from the reference: a scroller that hosts a layer tree
    /// though the document asks for no layer was laid out as an overlay scroller; where every
    /// scroller asks for a layer, the clip view's frame shows how the scroll view was tiled.
    @Test func theReferencesLayerHostingScrollersShowTheOverlayStyle() throws {
        let plain = AppKitScrollTilingTests.scrollView
        let layered = plain.replacingOccurrences(of: "<scroller key=", with: "<scroller wantsLayer=\"YES\" key=")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("scroller-style-\(UUID().uuidString).xib")
        defer { try? FileManager.default.removeItem(at: file) }
        for (xml, compiledWith, read) in [(plain, .overlay, .overlay), (plain, .legacy, .legacy), (layered, .legacy, .legacy), (layered, .overlay, .overlay)]
            as [(String, NibCompiler.Options.ScrollerStyle, NibCompiler.Options.ScrollerStyle)] {
            try Data(xml.utf8).write(to: file)
            let reference = try Self.archive(xml, style: compiledWith)
            #expect(try NibDiff.scrollerStyle(compiling: file, toMatch: ["": reference]) == read, "compiled for \(compiledWith)")
        }
    }
}
