import NibArchive
import NibDocument

/// Frames AppKit changes when it loads a view into its place, which ibtool archives changed
/// (learnt from the ibtool pairs): a window's content view without constraints takes the size of
/// the window's content rectangle (`test7_clipview`, `test6_whitecolor`), and a document view follows its clip
/// view when the scroll view tiles it (`test12_text_view_border`); in each case the view's
/// subviews follow by their autoresizing masks. A split view's panes are laid out again where the
/// document's frames do not tile it; a table fills the height its clip view shows below the header,
/// as wide as the clip view unless its columns make it wider (`AppKitColumnFitting.swift`). Both
/// schemas, so both load alike.
extension Compilation {
    /// A window content view's frame: the content rectangle's size at the view's own origin.
    mutating func appKitAutoresizedValues(_ object: DocumentObject, _ values: [KeyedValue]) -> [KeyedValue] {
        guard let parent = object.parentID.flatMap({ document.object(id: $0) }) else { return values }
        if object.key == "contentView", let resize = windowContentResize(ofWindow: parent, content: object) {
            let element = document.element(at: object.path)
            let origin = element.child("rect", key: "frame").map { Self.numbers($0, ["x", "y"]) } ?? [0, 0]
            return values.filter { $0.key != "NSFrame" && $0.key != "NSFrameSize" } + [frame(x: origin[0], y: origin[1], width: resize.new.width, height: resize.new.height)]
        }
        if object.key == nil, ["tableView", "outlineView"].contains(object.elementName) { return tableFrameInItsClipView(object, parent, values) }
        guard object.key == nil else { return values }
        if parent.elementName == "splitView", let pane = splitViewPaneFrame(object, in: parent) {
            return values.filter { $0.key != "NSFrame" && $0.key != "NSFrameSize" } + [frame(x: pane.x, y: pane.y, width: pane.width, height: pane.height)]
        }
        if let resize = layoutResize(ofContainer: parent) {
            return autoresized(object, values, from: resize.old, to: resize.new)
        }
        return values
    }

    /// How a view that holds subviews changes size as AppKit lays it out: a window's content
    /// view, a document view its clip view's tiling resizes, or a view inside either that its
    /// autoresizing mask resizes with its own container (the change goes down the hierarchy:
    /// `test10_next_key`'s image views move with their document view).
    private func layoutResize(ofContainer view: DocumentObject) -> Resize? {
        if let resize = windowContentResize(ofContentView: view) ?? documentViewResize(ofClipView: view) ?? prototypeResize(view)
            ?? splitPaneResize(view) { return resize }
        guard view.key == nil, !["tableView", "outlineView"].contains(view.elementName),
              let container = view.parentID.flatMap({ document.object(id: $0) }), container.elementName != "splitView",
              let resize = layoutResize(ofContainer: container),
              let old = document.element(at: view.path).child("rect", key: "frame").map({ Self.numbers($0, ["width", "height"]) }),
              let new = autoresizedFrame(view, from: resize.old, to: resize.new), [new[2], new[3]] != old else { return nil }
        return ((old[0], old[1]), (new[2], new[3]))
    }

    /// A table's frame as AppKit tiles it in a tiled clip view: as tall as what the clip view
    /// shows below the header (a nib's table has no rows yet), whatever the document says
    /// (`outline_2col_default`, `test_single_col_noresize`, `test17_scrollhiding`), and as wide as
    /// the tiled clip view unless its columns make it wider (`widerTableWidth`).
    private mutating func tableFrameInItsClipView(_ table: DocumentObject, _ clip: DocumentObject, _ values: [KeyedValue]) -> [KeyedValue] {
        guard clip.elementName == "clipView", let tiled = tiledClipFrame(clip),
              let frame = document.element(at: table.path).child("rect", key: "frame").map({ Self.numbers($0, ["x", "y", "width", "height"]) }),
              let scroll = clip.parentID.flatMap({ document.object(id: $0) }) else { return values }
        let header = document.element(at: scroll.path).child(key: "headerView")?.child("rect", key: "frame").map { Self.numbers($0, ["height"])[0] } ?? 0
        let height = tiled.height - header
        let width = widerTableWidth(table) ?? tiled.width
        guard height > 0, height != frame[3] || width != frame[2] else { return values }
        return values.filter { $0.key != "NSFrame" && $0.key != "NSFrameSize" } + [self.frame(x: frame[0], y: frame[1], width: width, height: height)]
    }

    /// A view's size in the document and as AppKit lays it out.
    typealias Resize = (old: (width: Double, height: Double), new: (width: Double, height: Double))

    /// How a window's content view changes size: from its frame in the document to the content
    /// rectangle. (A content view with constraints keeps its frame: Auto Layout sizes the window
    /// from it, as in the pairs' `test25_hugging` and `transmission_MainMenu`.)
    private func windowContentResize(ofWindow window: DocumentObject, content: DocumentObject) -> Resize? {
        guard window.elementName == "window" || window.elementName == "panel" else { return nil }
        let windowElement = document.element(at: window.path)
        let contentElement = document.element(at: content.path)
        guard contentElement.child("constraints")?.children.isEmpty ?? true,
              let rect = windowElement.child("rect", key: "contentRect").map({ Self.numbers($0, ["width", "height"]) }),
              let frame = contentElement.child("rect", key: "frame").map({ Self.numbers($0, ["width", "height"]) }),
              frame != rect else { return nil }
        return ((frame[0], frame[1]), (rect[0], rect[1]))
    }

    /// The same, asked of the content view.
    private func windowContentResize(ofContentView view: DocumentObject) -> Resize? {
        guard view.key == "contentView", let window = view.parentID.flatMap({ document.object(id: $0) }) else { return nil }
        return windowContentResize(ofWindow: window, content: view)
    }

    /// How a clip view changes size when its scroll view tiles it.
    private func documentViewResize(ofClipView clip: DocumentObject) -> Resize? {
        guard clip.elementName == "clipView", let tiled = tiledClipFrame(clip),
              let frame = document.element(at: clip.path).child("rect", key: "frame").map({ Self.numbers($0, ["width", "height"]) }),
              frame != [tiled.width, tiled.height] else { return nil }
        return ((frame[0], frame[1]), (tiled.width, tiled.height))
    }

    /// Divider thicknesses by style (`NSSplitView.DividerStyle`; thick by default).
    static let splitViewDividerThickness = ["thick": 9.0, "thin": 1.0, "paneSplitter": 10.0]

    /// How a split view's pane changes size where AppKit lays the panes out again
    /// (``splitViewPaneFrame(_:in:)``): its subviews follow by their autoresizing masks, as
    /// `setFrame:` resizes them.
    private func splitPaneResize(_ pane: DocumentObject) -> Resize? {
        guard pane.key == nil, let split = pane.parentID.flatMap({ document.object(id: $0) }), split.elementName == "splitView",
              let frame = splitViewPaneFrame(pane, in: split),
              let old = document.element(at: pane.path).child("rect", key: "frame").map({ Self.numbers($0, ["width", "height"]) }),
              old != [frame.width, frame.height] else { return nil }
        return ((old[0], old[1]), (frame.width, frame.height))
    }

    /// A split view pane's frame where the document's panes do not tile the split view along its
    /// axis: AppKit lays them out again on loading (`adjustSubviews`), each across the whole
    /// view and along the axis in proportion to its length, less the dividers; each pane but the
    /// last takes its share rounded, the last the rest (`test35_splitview_responder`). A split view
    /// that does not arrange all its subviews arranges none a nib can name (its arranged subviews
    /// are added in code): its panes keep the document's frames.
    private func splitViewPaneFrame(_ pane: DocumentObject, in splitView: DocumentObject) -> (x: Double, y: Double, width: Double, height: Double)? {
        let split = document.element(at: splitView.path)
        guard split["arrangesAllSubviews"] != "NO" else { return nil }
        let panes = split.child("subviews")?.children ?? []
        guard let total = split.child("rect", key: "frame").map({ Self.numbers($0, ["width", "height"]) }),
              let position = panes.firstIndex(where: { $0["id"] == pane.id }) else { return nil }
        let vertical = split["vertical"] == "YES"  // side by side: the axis is x
        let divider = Self.splitViewDividerThickness[split["dividerStyle"] ?? "thick"] ?? 9
        let frames = panes.compactMap { $0.child("rect", key: "frame").map { Self.numbers($0, ["x", "y", "width", "height"]) } }
        guard frames.count == panes.count, !frames.isEmpty else { return nil }
        let (axisLength, crossLength) = vertical ? (total[0], total[1]) : (total[1], total[0])
        let lengths = frames.map { vertical ? $0[2] : $0[3] }
        // Already tiled: every pane across the whole view, end to end with the dividers between.
        var offset = 0.0
        var tiled = true
        for (frame, length) in zip(frames, lengths) {
            if (vertical ? frame[0] : frame[1]) != offset || (vertical ? frame[3] : frame[2]) != crossLength { tiled = false }
            offset += length + divider
        }
        if tiled, offset - divider == axisLength { return nil }
        let available = axisLength - divider * Double(panes.count - 1)
        let sum = lengths.reduce(0, +)
        guard sum > 0, available > 0 else { return nil }
        var start = 0.0
        for index in 0..<position { start += (lengths[index] * available / sum).rounded() + divider }
        let length = position == panes.count - 1 ? axisLength - start : (lengths[position] * available / sum).rounded()
        return vertical ? (start, 0, length, crossLength) : (0, start, crossLength, length)
    }

    /// A subview's frame after AppKit resizes its superview from `old` to `new` by the subview's
    /// autoresizing mask: each axis's change goes to its flexible parts, shared by their lengths.
    mutating func autoresized(_ object: DocumentObject, _ values: [KeyedValue], from old: (width: Double, height: Double),
                              to new: (width: Double, height: Double)) -> [KeyedValue] {
        guard let frame = autoresizedFrame(object, from: old, to: new) else { return values }
        return values.filter { $0.key != "NSFrame" && $0.key != "NSFrameSize" } + [self.frame(x: frame[0], y: frame[1], width: frame[2], height: frame[3])]
    }

    /// A view's frame (x, y, width, height) after its container changes size, by its autoresizing
    /// mask; nil where the document gives no frame or the container keeps its size.
    func autoresizedFrame(_ object: DocumentObject, from old: (width: Double, height: Double), to new: (width: Double, height: Double)) -> [Double]? {
        let element = document.element(at: object.path)
        guard let rect = element.child("rect", key: "frame").map({ Self.numbers($0, ["x", "y", "width", "height"]) }), old != new else { return nil }
        let mask = element.child("autoresizingMask").map(Self.autoresizingMask) ?? (document.root["useAutolayout"] == "YES" ? Self.defaultAutoresizingMask : Self.defaultAutoresizingMaskWithoutAutoLayout)
        func axis(_ origin: Double, _ length: Double, _ container: Double, _ delta: Double, flexible: (min: Bool, size: Bool, max: Bool)) -> (Double, Double) {
            let parts = [(flexible.min, origin), (flexible.size, length), (flexible.max, container - origin - length)]
            let total = parts.filter(\.0).reduce(0) { $0 + $1.1 }
            let count = Double(parts.filter(\.0).count)
            guard count > 0 else { return (origin, length) }
            func share(_ part: (Bool, Double)) -> Double { part.0 ? (total > 0 ? delta * part.1 / total : delta / count) : 0 }
            return (origin + share(parts[0]), length + share(parts[1]))
        }
        let (x, width) = axis(rect[0], rect[2], old.width, new.width - old.width, flexible: (mask & 1 != 0, mask & 2 != 0, mask & 4 != 0))
        let (y, height) = axis(rect[1], rect[3], old.height, new.height - old.height, flexible: (mask & 8 != 0, mask & 16 != 0, mask & 32 != 0))
        return [x, y, width, height]
    }
}
