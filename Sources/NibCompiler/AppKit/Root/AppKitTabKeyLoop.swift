import NibArchive
import NibDocument

/// The key view loop ibtool archives inside a tab view (`nkv_simple`, `nkv_overlap`): from the
/// tab view to its shown item's view, through that view's subviews and theirs, depth first, and
/// back to the tab view. Siblings go in AppKit's reading order: a view beside another (their
/// frames overlap vertically) comes after it left to right, else the higher one first — compared
/// pairwise as the views are inserted in document order, as AppKit does (`nkv_overlap`'s
/// overlapping pop-up comes after the button below the first one). Apple's schema only (the
/// loader reads key views from outlets). Only plain views, custom views and simple controls are
/// chained: scroll views' and other containers' parts take part in ways no pair settles
/// (`tabview_scrollview_chain`), so a tab holding one is left as it is.
extension Compilation {
    /// The elements a tab's key view loop passes through.
    static let keyLoopElements: Set<String> = ["view", "customView", "button", "popUpButton", "textField", "slider", "stepper", "colorWell", "datePicker", "segmentedControl"]

    /// The next key view of `object` in its tab view's loop, if it is in one.
    func tabKeyLoopNext(of object: DocumentObject) -> ArchiveValue? {
        guard Self.keyLoopElements.contains(object.elementName) else { return nil }
        // The enclosing tab view item's view: the nearest ancestor that is a tab view item's `view`.
        var current: DocumentObject? = object
        while let view = current, !(view.key == "view" && view.parentID.flatMap({ document.object(id: $0) })?.elementName == "tabViewItem") {
            current = view.parentID.flatMap { document.object(id: $0) }
        }
        guard let itemView = current, let item = itemView.parentID.flatMap({ document.object(id: $0) }),
              let tabView = item.parentID.flatMap({ document.object(id: $0) }), tabView.elementName == "tabView",
              Self.shownTabViewItem(of: document.element(at: tabView.path))?["id"] == item.id,
              let chain = keyLoopChain(from: document.element(at: itemView.path)),
              let position = chain.firstIndex(of: object.id) else { return nil }
        return position + 1 < chain.count ? reference(to: chain[position + 1]) : reference(to: tabView.id)
    }

    /// The ids of `view` and its descendants in loop order; nil where a view is not one the loop
    /// is known to pass through.
    private func keyLoopChain(from view: Element) -> [String]? {
        guard Self.keyLoopElements.contains(view.name), let id = view["id"] else { return nil }
        var chain = [id]
        for subview in Self.readingOrder(view.child("subviews")?.children ?? []) {
            guard let part = keyLoopChain(from: subview) else { return nil }
            chain += part
        }
        return chain
    }

    /// Views in AppKit's reading order, by insertion in document order.
    static func readingOrder(_ views: [Element]) -> [Element] {
        func frame(_ view: Element) -> (x: Double, minY: Double, maxY: Double) {
            let rect = view.child("rect", key: "frame")
            let number = { (name: String) in rect?[name].flatMap(Double.init) ?? 0 }
            return (number("x"), number("y"), number("y") + number("height"))
        }
        func precedes(_ a: Element, _ b: Element) -> Bool {
            let (first, second) = (frame(a), frame(b))
            if first.minY < second.maxY, second.minY < first.maxY { return first.x < second.x }
            return first.maxY > second.maxY
        }
        var ordered: [Element] = []
        for view in views {
            let position = ordered.lastIndex { !precedes(view, $0) }.map { $0 + 1 } ?? 0
            ordered.insert(view, at: position)
        }
        return ordered
    }
}
