import NibArchive
import NibDocument

/// What ibtool adds around a table that shows a header (learnt from the ibtool pairs): the
/// header view sits in a clip view of its own (`NSHeaderClipView`) above the content clip view,
/// whose bounds start the header's height higher; a corner view (`_NSCornerView`) fills the
/// gap above the vertical scroller (18 points wide at the scroll view's right edge above a shown
/// scroller, whatever its size; else AppKit's 17 × 28). Neither is in the document. The scroll
/// view's subviews are then the content clip, the header clip, the horizontal scroller, the corner
/// and the vertical scroller. Every scroll view also carries its pan gesture recognizer.
///
/// The object library finds the scroll view's header view in its header clip.
///
/// With both scrollers hidden (and the horizontal one not switched off), or without a header, the
/// corner view stays out of the scroll view; only its table names it (Apple's schema).
extension Compilation {
    /// The header clip view and corner view added to one scroll view: the clip when it shows a
    /// table header, the corner when something refers to it (the scroll view, or in Apple's
    /// schema its table).
    struct TableScrollParts {
        var headerClip: Int?
        var corner: Int?
        /// Whether the corner is the scroll view's subview (else only its table names it).
        var cornerIsAttached: Bool
    }

    /// The header clip and corner of the scroll view `id` (reserved on first use), or nil when it
    /// needs neither. Both schemas have the parts the scroll view holds, as AppKit's does.
    mutating func tableScrollParts(ofScrollView id: String?) -> TableScrollParts? {
        guard let id, let scroll = document.object(id: id), scroll.elementName == "scrollView" else { return nil }
        if let parts = shared.tableScrollPartsByID[id] { return parts }
        let element = document.element(at: scroll.path)
        let hasHeader = element.child(key: "headerView")?.name == "tableHeaderView"
        let documentView = element.child(key: "contentView")?.child("subviews")?.children.first?.name
        let hasTable = documentView == "tableView" || documentView == "outlineView"
        let attached = hasHeader && !Self.cornerIsDetached(element)
        guard hasHeader || (hasTable && writesAppleOnlyKeys) else { return nil }
        let parts = TableScrollParts(
            headerClip: hasHeader ? builder.reserve() : nil,
            corner: attached || (hasTable && writesAppleOnlyKeys) ? builder.reserve() : nil,
            cornerIsAttached: attached)
        shared.tableScrollPartsByID[id] = parts
        return parts
    }

    /// The scroll view around a table, header view or content clip view `object`, by id.
    func enclosingScrollViewID(of object: DocumentObject) -> String? {
        ancestors(of: object).first { $0.elementName == "scrollView" }?.id
    }

    /// The scroll view's subviews in Apple's order, with the header clip and corner when it has them.
    mutating func scrollViewSubviews(_ element: Element, id: String) -> [ArchiveValue] {
        let ids = Dictionary(uniqueKeysWithValues: Self.scrollViewParts.map { ($0, element.child(key: $0)?["id"]) })
        let part = { [indexByID = archiveIndex.indexByID] (key: String) -> ArchiveValue? in ids[key].flatMap { $0 }.flatMap { indexByID[$0] }.map(ArchiveValue.object) }
        guard let parts = tableScrollParts(ofScrollView: id) else { return Self.scrollViewParts.compactMap(part) }
        let corner = parts.cornerIsAttached ? parts.corner.map(ArchiveValue.object) : nil
        return [part("contentView"), parts.headerClip.map(ArchiveValue.object), part("horizontalScroller"), corner, part("verticalScroller")].compactMap { $0 }
    }

    /// Whether a header's corner view stays out of the scroll view (only its table names it): so
    /// the pairs have it when both scrollers are hidden and the horizontal one is not switched off.
    static func cornerIsDetached(_ scroll: Element) -> Bool {
        scroll.child(key: "verticalScroller")?["hidden"] == "YES" && scroll["hasHorizontalScroller"] != "NO"
            && scroll.child(key: "horizontalScroller")?["hidden"] == "YES"
    }

    /// Fills the header clip and corner of a table scroll view and points the scroll view at them.
    mutating func addTableScrollParts(_ element: Element, id: String, to values: inout [KeyedValue]) {
        guard let parts = tableScrollParts(ofScrollView: id), let scroll = reference(to: id) else { return }
        let header = element.child(key: "headerView")
        let headerHeight = header?.child("rect", key: "frame")?["height"].flatMap(Double.init)
        let clip = element.child(key: "contentView")?.child("rect", key: "frame")
        var (x, y, width) = (clip?["x"].flatMap(Double.init) ?? 0, clip?["y"].flatMap(Double.init) ?? 0, clip?["width"].flatMap(Double.init) ?? 0)
        // The header sits at the top of the content clip view as the scroll view tiles it.
        if let content = document.object(id: element.child(key: "contentView")?["id"] ?? ""), let tiled = tiledClipFrame(content) {
            (x, y, width) = (tiled.x, tiled.y, tiled.width)
        }
        if let headerClip = parts.headerClip {
            values.removeAll { $0.key == "NSHeaderView" }
            var clipValues = [KeyedValue("NSNextResponder", scroll), KeyedValue("NSNibTouchBar", .null), KeyedValue("NSvFlags", .int(0x100))]
            let headerView = reference(to: header?["id"])
            if let headerView { clipValues.append(KeyedValue("NSSubviews", .object(builder.array([headerView], className: "NSMutableArray")))) }
            clipValues.append(frame(x: x, y: y, width: width, height: headerHeight ?? 23))
            clipValues.append(KeyedValue("NSSuperview", scroll))
            if let headerView { clipValues.append(KeyedValue("NSNextKeyView", headerView)) }
            clipValues += Self.viewBookkeeping
            if let headerView { clipValues.append(KeyedValue("NSDocView", headerView)) }
            clipValues.append(KeyedValue("NSAutomaticallyAdjustsContentInsets", .bool(true)))
            builder.set(ArchivedObject(className: "NSClipView", values: clipValues), at: headerClip)
            values.append(KeyedValue("NSHeaderClipView", .object(headerClip)))
        }
        guard let corner = parts.corner else { return }
        // Above a shown vertical scroller the corner is 18 wide, whatever the scroller's size, at
        // the scroll view's right edge (`sv16b`, `outline_cellview`), and as high as the header
        // (28 without one); else it keeps AppKit's 17 × 28, hidden unless the horizontal scroller
        // is hidden too without being switched off.
        let attached = parts.cornerIsAttached
        let vertical = element.child(key: "verticalScroller")
        let horizontal = element.child(key: "horizontalScroller")
        var cornerValues = [KeyedValue("NSNextResponder", attached ? scroll : .null), KeyedValue("NSNibTouchBar", .null)]
        if let vertical, vertical["hidden"] != "YES", let scrollerFrame = vertical.child("rect", key: "frame") {
            cornerValues.append(KeyedValue("NSvFlags", .int(0x100)))
            let scrollWidth = element.child("rect", key: "frame")?["width"].flatMap(Double.init)
            let cornerX = scrollWidth.map { $0 - 18 } ?? scrollerFrame["x"].flatMap(Double.init) ?? 0
            cornerValues.append(frame(x: cornerX, y: y, width: 18, height: headerHeight ?? 28))
        } else {
            // A corner the scroll view does not hold is hidden only where Interface Builder parked
            // the hidden vertical scroller outside the scroll view (`scrollview_table`; not where it
            // sits hidden inside: `sv_nohs_small_vs`, and iTerm2's Apple-compiled SearchableComboView).
            let hidden = (attached || Self.isParkedOutside(vertical, scrollWidth: element.child("rect", key: "frame")?["width"].flatMap(Double.init)))
                && (element["hasHorizontalScroller"] == "NO" || horizontal?["hidden"] != "YES")
            cornerValues.append(KeyedValue("NSvFlags", .int(hidden ? Int(Int32.min) | 0x100 : 0x100)))
            cornerValues.append(KeyedValue("NSFrameSize", .object(builder.string("{17, 28}"))))
        }
        if attached { cornerValues.append(KeyedValue("NSSuperview", scroll)) }
        cornerValues += Self.viewBookkeeping
        builder.set(ArchivedObject(className: "_NSCornerView", values: cornerValues), at: corner)
        if attached { values.append(KeyedValue("NSCornerView", .object(corner))) }
    }

    /// A scroll view's pan gesture recognizer, as every scroll view in Apple's nibs has one.
    mutating func panGestureRecognizer(for scroll: ArchiveValue) -> ArchiveValue {
        .object(builder.add(ArchivedObject(className: "NSPanGestureRecognizer", values: [
            KeyedValue("NSGestureRecognizer.allowedTouchTypes", .int(1)),
            KeyedValue("NSGestureRecognizer.action", .object(builder.string("_panWithGestureRecognizer:"))),
            KeyedValue("NSGestureRecognizer.target", scroll),
            KeyedValue("NSGestureRecognizer.delegate", scroll),
            KeyedValue("NSPanGestureRecognizer.buttonMask", .int(0)),
            KeyedValue("NSPanGestureRecognizer.numberOfTouchesRequired", .int(1)),
        ])))
    }

    /// A table header view's superview is the header clip, it names its table, and it is as wide as
    /// the table: the tiled clip view, or the columns where they make the table wider.
    mutating func appKitTableHeaderValues(_ object: DocumentObject, _ values: [KeyedValue]) -> [KeyedValue] {
        guard let scrollID = enclosingScrollViewID(of: object), let headerClip = tableScrollParts(ofScrollView: scrollID)?.headerClip else { return values }
        var result = values.filter { $0.key != "NSNextResponder" && $0.key != "NSSuperview" }
        result.insert(KeyedValue("NSNextResponder", .object(headerClip)), at: 0)
        result.append(KeyedValue("NSSuperview", .object(headerClip)))
        let scroll = document.element(at: document.object(id: scrollID)!.path)
        if let table = scroll.child(key: "contentView")?.child("subviews")?.children.first.flatMap({ reference(to: $0["id"]) }) {
            result.append(KeyedValue("NSTableView", table))
        }
        // A header is as wide as its table: its columns', or its tiled clip view's (`sv_hs_visible`).
        let scrollObject = document.object(id: scrollID)
        if let width = widerTableWidth(inScrollView: scrollID) ?? scrollObject.flatMap({ tiledClipWidth(ofScrollView: $0) }),
           let position = result.firstIndex(where: { $0.key == "NSFrame" || $0.key == "NSFrameSize" }),
           let rect = document.element(at: object.path).child("rect", key: "frame").map({ Self.numbers($0, ["x", "y", "height"]) }) {
            result[position] = frame(x: rect[0], y: rect[1], width: width, height: rect[2])
        }
        return result
    }

    /// The view keys every NSView in Apple's nibs carries with fixed values.
    static let viewBookkeeping = [
        KeyedValue("NSViewWantsBestResolutionOpenGLSurface", .bool(true)), KeyedValue("IBNSSafeAreaLayoutGuide", .null),
        KeyedValue("IBNSLayoutMarginsGuide", .null), KeyedValue("IBNSClipsToBounds", .int(0)),
    ]

    /// `NSFrame`, or `NSFrameSize` when the origin is zero, as ibtool writes a view's frame.
    mutating func frame(x: Double, y: Double, width: Double, height: Double) -> KeyedValue {
        let size = "{\(Self.format(width)), \(Self.format(height))}"
        if x == 0, y == 0 { return KeyedValue("NSFrameSize", .object(builder.string(size))) }
        return KeyedValue("NSFrame", .object(builder.string("{{\(Self.format(x)), \(Self.format(y))}, \(size)}")))
    }
}

extension Compilation {
    /// Whether a scroller's frame lies outside its scroll view (Interface Builder parks a hidden
    /// scroller at x −100); a scroller without a frame is taken as parked.
    static func isParkedOutside(_ scroller: Element?, scrollWidth: Double?) -> Bool {
        guard let x = scroller?.child("rect", key: "frame")?["x"].flatMap(Double.init) else { return true }
        return x < 0 || scrollWidth.map { x >= $0 } == true
    }
}
