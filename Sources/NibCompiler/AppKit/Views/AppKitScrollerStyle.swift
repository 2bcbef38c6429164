import NibDocument

/// How the compiling Mac's scroller style (``NibCompiler/Options/ScrollerStyle``) changes the
/// frames ibtool archives for a scroll view's parts.
///
/// ibtool archives a scroll view as AppKit's `-[NSScrollView tile]` left it. Under the legacy
/// style a shown scroller sits beside the clip view and takes its width from it; under the
/// overlay style (AppKit's documentation of `NSScrollerStyle.overlay`: scrollers "float above the
/// content") the clip view fills the scroll view inside its border and the scrollers keep their
/// frames. Evidence: the two Apple nibs of the one document `test20_framecalc.xib` (legacy: clip
/// view {{1, 1}, {164, 77}}; overlay: {{1, 1}, {181, 94}}, the document's), and
/// `tabview_scrollview_chain` (a shown vertical scroller, clip view as large as the borderless
/// scroll view). How overlay scrollers sit beside a table is not confirmed by any pair: there too
/// they keep the document's frames.
extension Compilation {
    /// Whether shown scrollers take room from the clip view and are tiled beside it.
    var scrollersTakeRoom: Bool { options.scrollerStyle == .legacy }

    /// Whether a scroller hosts a layer tree because it is an overlay scroller: under the overlay
    /// style every scroller does, with or without `wantsLayer` (`tabview_scrollview_chain`, whose
    /// scrollers say nothing of layers; under the legacy style `test13_clip_flags`'s, alike, do not).
    func overlayScrollerHostsLayerTree(_ object: DocumentObject) -> Bool {
        options.scrollerStyle == .overlay && object.elementName == "scroller"
    }
}
