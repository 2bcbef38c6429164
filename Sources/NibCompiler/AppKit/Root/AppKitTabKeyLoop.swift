import NibArchive
import NibDocument

/// The key view loop ibtool archives inside a tab view (`nkv_simple`, `nkv_overlap`): from the
/// tab view to its shown item's view, through that view's subviews and theirs, depth first, and
/// back to the tab view. Siblings go in AppKit's reading order: a view beside another (their
/// frames overlap vertically) comes after it left to right, else the higher one first — compared
/// pairwise as the views are inserted in document order, as AppKit does (`nkv_overlap`'s
/// overlapping pop-up comes after the button below the first one). Apple's schema only (the
/// loader reads key views from outlets). Only plain views, custom views, boxes (through their
/// content view), simple controls and simple scroll views are chained; other containers' parts
/// take part in ways no pair settles, so a tab holding one is left as it is.
///
/// A scroll view (one whose document view has no subviews and is not a table) is one step of
/// the loop, which goes through its parts (`tabview_scrollview_chain`; the same rule in
/// viraptor/ibtool's `tabView.py`): the scroll view leads to its horizontal scroller where that
/// is hidden, which leads nowhere; the clip view to the document view, the document view to
/// the visible horizontal scroller (then the vertical one), else to the vertical scroller; the
/// vertical scroller to the next step of the loop. The first scroll view of the loop with a
/// visible horizontal scroller leads nowhere; others write no next key view.
extension Compilation {
    /// The elements a tab's key view loop passes through.
    static let keyLoopElements: Set<String> = [
        "view", "customView", "box", "button", "popUpButton", "textField", "slider", "stepper", "colorWell", "datePicker", "segmentedControl",
    ]

    /// The next key view of `object` in its tab view's loop, if it is in one.
    mutating func tabKeyLoopNext(of object: DocumentObject) -> ArchiveValue? {
        if let step = tabLoopScrollViewPartNext(of: object) { return step.next }
        if let next = hiddenTabContainerLoopNext(of: object) { return next }
        guard Self.keyLoopElements.contains(object.elementName), let loop = tabLoop(containing: object),
              let position = loop.chain.firstIndex(of: object.id) else { return nil }
        return position + 1 < loop.chain.count ? reference(to: loop.chain[position + 1]) : reference(to: loop.tabView)
    }

    /// Where a scroll view's part leads in a tab's loop (`next` nil: no next key view at all).
    struct TabLoopStep { let next: ArchiveValue? }

    /// Where `object`, a simple scroll view in a shown tab's loop or a part of one, leads; nil
    /// when it is none of those.
    func tabLoopScrollViewPartNext(of object: DocumentObject) -> TabLoopStep? {
        let parent = object.parentID.flatMap { document.object(id: $0) }
        let scrollView: DocumentObject?
        switch object.elementName {
        case "scrollView": scrollView = object
        case "scroller" where parent?.elementName == "scrollView": scrollView = parent
        default:
            // The document view: the first subview of a scroll view's clip view.
            guard let clip = parent, clip.elementName == "clipView", clip.key == "contentView",
                  document.element(at: clip.path).child("subviews")?.children.first?["id"] == object.id else { return nil }
            scrollView = clip.parentID.flatMap { document.object(id: $0) }
        }
        guard let scrollView, scrollView.elementName == "scrollView" else { return nil }
        guard let loop = tabLoop(containing: scrollView), let position = loop.chain.firstIndex(of: scrollView.id) else {
            return hiddenTabScrollViewPartNext(of: object, in: scrollView)
        }
        let following = position + 1 < loop.chain.count ? reference(to: loop.chain[position + 1]) : reference(to: loop.tabView)
        let isFirstScrollView = position == loop.chain.firstIndex { document.object(id: $0)?.elementName == "scrollView" }
        return scrollViewPartNext(of: object, in: scrollView, following: following, otherwise: isFirstScrollView ? .null : nil)
    }

    /// Where a part of a simple scroll view leads in a tab's loop: the scroll view to its hidden
    /// horizontal scroller (which leads nowhere), else to `otherwise`; the clip view's document view
    /// to the visible horizontal scroller, else the vertical one; the horizontal scroller to the
    /// vertical one; the vertical scroller to `following`, the loop's next step.
    private func scrollViewPartNext(of object: DocumentObject, in scrollView: DocumentObject, following: ArchiveValue?, otherwise: ArchiveValue?) -> TabLoopStep {
        let element = document.element(at: scrollView.path)
        let horizontal = element.child(key: "horizontalScroller")
        let vertical = element.child(key: "verticalScroller")
        let hiddenHorizontal = horizontal?["hidden"] == "YES"
        if object.id == scrollView.id {
            if hiddenHorizontal, let scroller = reference(to: horizontal?["id"]) { return TabLoopStep(next: scroller) }
            return TabLoopStep(next: otherwise)
        }
        if object.id == horizontal?["id"] { return TabLoopStep(next: hiddenHorizontal ? .null : reference(to: vertical?["id"]) ?? following) }
        if object.id == vertical?["id"] { return TabLoopStep(next: following) }
        return TabLoopStep(next: horizontal.flatMap { hiddenHorizontal ? nil : reference(to: $0["id"]) } ?? reference(to: vertical?["id"]) ?? following)
    }

    /// Where a part of a simple scroll view in a tab that is not shown leads: the same parts as in
    /// the shown tab's loop, the vertical scroller to the next simple scroll view of the tab (in
    /// document order), the last to none, and the scroll view itself only to a hidden horizontal
    /// scroller (viraptor/ibtool's `tabView.py`, which builds the scroll views' part of the loop for
    /// every item, verified against Apple's output there). Nil when `scrollView` is not in such a tab.
    private func hiddenTabScrollViewPartNext(of object: DocumentObject, in scrollView: DocumentObject) -> TabLoopStep? {
        guard let tab = enclosingTab(of: scrollView), !tab.isShown else { return nil }
        let scrollViews = Self.simpleScrollViews(in: document.element(at: tab.itemView.path))
        guard let position = scrollViews.firstIndex(of: scrollView.id) else { return nil }
        let following = position + 1 < scrollViews.count ? reference(to: scrollViews[position + 1]) : nil
        return scrollViewPartNext(of: object, in: scrollView, following: following, otherwise: nil)
    }

    /// The tab view holding `object` in one of its items' views: that view, the tab view, and
    /// whether the item is the one shown.
    private func enclosingTab(of object: DocumentObject) -> (itemView: DocumentObject, tabView: DocumentObject, isShown: Bool)? {
        // The object itself or its nearest ancestor that is a tab view item's `view`.
        let isItemView = { (view: DocumentObject) in view.key == "view" && view.parentID.flatMap({ document.object(id: $0) })?.elementName == "tabViewItem" }
        guard let itemView = isItemView(object) ? object : ancestors(of: object).first(where: isItemView),
              let item = itemView.parentID.flatMap({ document.object(id: $0) }),
              let tabView = item.parentID.flatMap({ document.object(id: $0) }), tabView.elementName == "tabView" else { return nil }
        return (itemView, tabView, Self.shownTabViewItem(of: document.element(at: tabView.path))?["id"] == item.id)
    }

    /// The ids of the simple scroll views inside `view`, in document order.
    private static func simpleScrollViews(in view: Element) -> [String] {
        var found: [String] = []
        for subview in view.child("subviews")?.children ?? [] {
            if isSimpleScrollView(subview) {
                if let id = subview["id"] { found.append(id) }
            } else {
                found += simpleScrollViews(in: subview)
            }
        }
        return found
    }

    /// The key view loop of the shown tab holding `object` (a step of it): the chain of ids and the tab view's id.
    private func tabLoop(containing object: DocumentObject) -> (chain: [String], tabView: String)? {
        guard let tab = enclosingTab(of: object), tab.isShown, let chain = keyLoopChain(from: document.element(at: tab.itemView.path)) else { return nil }
        return (chain, tab.tabView.id)
    }

    /// Whether a scroll view is one step of a tab's loop: a document view without subviews that is not a table.
    private static func isSimpleScrollView(_ view: Element) -> Bool {
        guard view.name == "scrollView", let documentView = view.child(key: "contentView")?.child("subviews")?.children.first else { return false }
        return !["tableView", "outlineView"].contains(documentView.name) && (documentView.child("subviews")?.children.isEmpty ?? true)
    }

    /// The ids of `view` and its descendants in loop order; nil where a view is not one the loop
    /// is known to pass through.
    private func keyLoopChain(from view: Element) -> [String]? {
        if Self.isSimpleScrollView(view), let id = view["id"] { return [id] }
        // A box leads to its content view, the view its subviews are in (Flycut's Apple-compiled
        // MainMenu nib: tab view, item view, box, content view, the controls, tab view).
        if view.name == "box", let id = view["id"] {
            guard let content = view.child(key: "contentView") else { return [id] }
            return keyLoopChain(from: content).map { [id] + $0 }
        }
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

    /// The controls a tab item's container chains, by element (a custom view is walked through).
    static let containerLoopControls: Set<String> = [
        "button", "textField", "popUpButton", "secureTextField", "comboBox", "datePicker", "slider", "colorWell", "stepper",
        "segmentedControl", "searchField",
    ]

    /// The loop of a tab item's view that holds a single container, for an item that is not
    /// shown (viraptor/ibtool's `tabView.py`): the item view, the container, then the container's
    /// controls (those of its custom views too) in rows — views whose heights overlap share a row,
    /// left to right; rows from the top — and back to the tab view. None where a control names its
    /// own next key view, or where there is no control. (Made once per item: every view of the
    /// item asks.)
    mutating func containerLoop(ofItemView itemView: Element) -> [String]? {
        guard let id = itemView["id"] else { return nil }
        if let known = shared.tabContainerLoops[id] { return known.isEmpty ? nil : known }
        let loop = Self.containerLoop(ofItemView: itemView, connections: connections)
        shared.tabContainerLoops[id] = loop ?? []
        return loop
    }

    private static func containerLoop(ofItemView itemView: Element, connections: [Connection]) -> [String]? {
        guard let subviews = itemView.child("subviews")?.children, subviews.count == 1, let container = subviews.first,
              let itemID = itemView["id"], let containerID = container["id"] else { return nil }
        var controls: [Element] = []
        func collect(_ view: Element) {
            for subview in view.child("subviews")?.children ?? [] {
                if subview.name == "customView" { collect(subview) } else if Self.containerLoopControls.contains(subview.name) { controls.append(subview) }
            }
        }
        collect(container)
        let ids = Set(controls.compactMap { $0["id"] })
        guard !controls.isEmpty, ids.count == controls.count,
              !connections.contains(where: { $0.kind == .outlet && $0.label == "nextKeyView" && ids.contains($0.sourceID) }) else { return nil }
        return [itemID, containerID] + inRows(controls).compactMap { $0["id"] }
    }

    /// Controls grouped in rows (views whose vertical extents overlap, transitively), each row
    /// left to right (then the higher first), the rows from the highest top down.
    static func inRows(_ views: [Element]) -> [Element] {
        let frames = views.map { view in
            let rect = view.child("rect", key: "frame")
            let number = { (name: String) in rect?[name].flatMap(Double.init) ?? 0 }
            return (x: number("x"), y: number("y"), top: number("y") + number("height"))
        }
        var row = Array(views.indices)
        func root(_ index: Int) -> Int {
            var index = index
            while row[index] != index { index = row[index] }
            return index
        }
        for first in views.indices {
            for second in views.indices where second > first && frames[first].y < frames[second].top && frames[second].y < frames[first].top {
                let (a, b) = (root(first), root(second))
                if a != b { row[a] = b }
            }
        }
        let rows = Dictionary(grouping: views.indices, by: root).values.map { members in
            members.sorted { (frames[$0].x, -frames[$0].y, $0) < (frames[$1].x, -frames[$1].y, $1) }
        }
        let ordered = rows.sorted { lhs, rhs in
            let (left, right) = (lhs.map { frames[$0].top }.max() ?? 0, rhs.map { frames[$0].top }.max() ?? 0)
            return left != right ? left > right : lhs[0] < rhs[0]
        }
        return ordered.flatMap { $0.map { views[$0] } }
    }

    /// Where `object` leads in the container loop of a tab item that is not shown; nil when it is
    /// in none.
    private mutating func hiddenTabContainerLoopNext(of object: DocumentObject) -> ArchiveValue? {
        guard object.elementName == "view" || object.elementName == "customView" || Self.containerLoopControls.contains(object.elementName)
                || document.element(at: object.path).child("subviews") != nil,
              let tab = enclosingTab(of: object), !tab.isShown,
              let loop = containerLoop(ofItemView: document.element(at: tab.itemView.path)),
              let position = loop.firstIndex(of: object.id) else { return nil }
        return position + 1 < loop.count ? reference(to: loop[position + 1]) : reference(to: tab.tabView.id)
    }

    /// A tab view's own next key view: the shown item's view where that item's loop goes through
    /// scroll views or no other item chains its container; else the view of the last item whose
    /// container loop is built, as ibtool builds each item's in turn (viraptor/ibtool's `tabView.py`).
    mutating func tabViewNextKeyView(_ tabView: Element) -> ArchiveValue? {
        let shown = Self.shownTabViewItem(of: tabView)
        let shownView = shown?.child(key: "view")
        let items = tabView.child("tabViewItems")?.children.filter { $0.name == "tabViewItem" } ?? []
        var hiddenLoops = false
        var last: Element?
        for item in items {
            guard let view = item.child(key: "view"), containerLoop(ofItemView: view) != nil else { continue }
            last = view
            if item["id"] != shown?["id"] { hiddenLoops = true }
        }
        guard hiddenLoops, shownView.map({ Self.simpleScrollViews(in: $0).isEmpty }) ?? true else { return reference(to: shownView?["id"]) }
        return reference(to: last?["id"])
    }
}
