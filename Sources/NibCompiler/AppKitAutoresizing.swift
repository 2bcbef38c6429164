import NibArchive
import NibDocument

/// Frames AppKit changes when it loads a view into its place, which ibtool archives changed
/// (learnt from the ibtool pairs): a window's content view takes the size of the window's
/// content rectangle (`test7_clipview`, `test6_whitecolor`), and a document view follows its clip
/// view when the scroll view tiles it (`test12_text_view_border`); in each case the view's
/// subviews follow by their autoresizing masks. Both schemas, so both load alike. (Table views
/// are sized by their rows and columns instead, which NibKit does not do.)
extension Compilation {
    /// A window content view's frame: the content rectangle's size at the view's own origin.
    mutating func appKitAutoresizedValues(_ object: DocumentObject, _ values: [KeyedValue]) -> [KeyedValue] {
        guard flavour == .appKit, document.format == .document, let parent = object.parentID.flatMap({ document.object(id: $0) }) else { return values }
        if object.key == "contentView", let resize = windowContentResize(ofWindow: parent, content: object) {
            let element = document.element(at: object.path)
            let origin = element.child("rect", key: "frame").map { Self.numbers($0, ["x", "y"]) } ?? [0, 0]
            return values.filter { $0.key != "NSFrame" && $0.key != "NSFrameSize" } + [frame(x: origin[0], y: origin[1], width: resize.new.width, height: resize.new.height)]
        }
        guard object.key == nil, !["tableView", "outlineView"].contains(object.elementName) else { return values }
        if let resize = windowContentResize(ofContentView: parent) ?? documentViewResize(ofClipView: parent) {
            return autoresized(object, values, from: resize.old, to: resize.new)
        }
        return values
    }

    /// A view's size in the document and as AppKit lays it out.
    typealias Resize = (old: (width: Double, height: Double), new: (width: Double, height: Double))

    /// How a window's content view changes size: from its frame in the document to the content rectangle.
    private func windowContentResize(ofWindow window: DocumentObject, content: DocumentObject) -> Resize? {
        guard window.elementName == "window" || window.elementName == "panel" else { return nil }
        let windowElement = document.element(at: window.path)
        guard let rect = windowElement.child("rect", key: "contentRect").map({ Self.numbers($0, ["width", "height"]) }),
              let frame = document.element(at: content.path).child("rect", key: "frame").map({ Self.numbers($0, ["width", "height"]) }),
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

    /// A subview's frame after AppKit resizes its superview from `old` to `new` by the subview's
    /// autoresizing mask: each axis's change goes to its flexible parts, shared by their lengths.
    mutating func autoresized(_ object: DocumentObject, _ values: [KeyedValue], from old: (width: Double, height: Double),
                              to new: (width: Double, height: Double)) -> [KeyedValue] {
        let element = document.element(at: object.path)
        guard let rect = element.child("rect", key: "frame").map({ Self.numbers($0, ["x", "y", "width", "height"]) }), old != new else { return values }
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
        return values.filter { $0.key != "NSFrame" && $0.key != "NSFrameSize" } + [frame(x: x, y: y, width: width, height: height)]
    }
}
