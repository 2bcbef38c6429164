import Foundation
import NibArchive
import NibCompiler
import NibDocument

extension NibDiff {
    /// The scroller style of the Mac that compiled `reference` from the document at `document`,
    /// as the reference shows it (``NibCompiler/Options/ScrollerStyle``). `nibtool diff` uses it
    /// where no `--scroller-style` is given, as ``ColorProfileLibrary`` takes the Mac's profiles
    /// from a nib.
    ///
    /// Under the overlay style every scroller ibtool archives hosts a layer tree
    /// (`NSViewIsLayerTreeHost`), whether or not the document asks for a layer: more layer-hosting
    /// scrollers in the reference than scrollers with `wantsLayer="YES"` in the document means
    /// overlay. Where every scroller asks for a layer that sign is silent, and the clip views
    /// tell instead: the style under which NibKit tiles them as the reference has them. A nib
    /// without scrollers reads as legacy.
    public static func scrollerStyle(
        compiling document: URL, toMatch reference: [String: KeyedArchive], options: NibCompiler.Options = .init()
    ) throws -> NibCompiler.Options.ScrollerStyle {
        // (A missing document is reported by the compilation that follows, as any other input's.)
        guard ["xib", "storyboard"].contains(document.pathExtension), FileManager.default.fileExists(atPath: document.path) else { return .legacy }
        let parsed = try DocumentReader().read(contentsOf: document)
        let askingForLayers = parsed.objects.filter { object in
            object.elementName == "scroller" && parsed.element(at: object.path)["wantsLayer"] == "YES"
        }.count
        let hostingLayers = reference.values.reduce(0) { count, archive in
            count + archive.objects.filter { $0.className == "NSScroller" && $0["NSViewIsLayerTreeHost"] == .bool(true) }.count
        }
        if hostingLayers > askingForLayers { return .overlay }
        guard hostingLayers > 0 else { return .legacy }
        let theirs = clipViewFrames(reference)
        func agreement(_ style: NibCompiler.Options.ScrollerStyle) throws -> Int {
            var options = options
            options.scrollerStyle = style
            return clipViewFrames(try archives(compiling: parsed, asStoryboard: document.pathExtension == "storyboard", options: options)).reduce(0) { sum, entry in
                sum + min(entry.value, theirs[entry.key] ?? 0)
            }
        }
        return try agreement(.overlay) > agreement(.legacy) ? .overlay : .legacy
    }

    /// How many clip views have each frame, over every nib.
    private static func clipViewFrames(_ archives: [String: KeyedArchive]) -> [String: Int] {
        var frames: [String: Int] = [:]
        for archive in archives.values {
            for index in archive.objects.indices where archive.objects[index].className == "NSClipView" {
                if let frame = archive.string("NSFrame", of: index) ?? archive.string("NSFrameSize", of: index) { frames[frame, default: 0] += 1 }
            }
        }
        return frames
    }
}
