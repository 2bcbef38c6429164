import NibArchive
import NibDocument

/// What ibtool adds around a table that shows a header (learnt from the ibtool pairs): the
/// header view sits in a clip view of its own (`NSHeaderClipView`) above the content clip view,
/// whose bounds start the header's height higher; a corner view (`_NSCornerView`) fills the
/// gap above the vertical scroller. Neither is in the document. The scroll view's subviews are
/// then the content clip, the header clip, the horizontal scroller, the corner and the vertical
/// scroller. Every scroll view also carries its pan gesture recognizer.
///
/// The object library finds the scroll view's header view in its header clip.
///
/// Not known: why some corner views above a hidden scroller are hidden and others not (the
/// pairs have both; NibKit hides them).
extension Compilation {
    /// The header clip view and corner view added to one scroll view.
    struct TableScrollParts {
        var headerClip: Int
        var corner: Int
    }

    /// The header clip and corner of the scroll view `id` (reserved on first use), or nil when it
    /// shows no table header. Both schemas have them: they are views AppKit's scroll view has.
    mutating func tableScrollParts(ofScrollView id: String?) -> TableScrollParts? {
        guard let id, let scroll = document.object(id: id), scroll.elementName == "scrollView",
              document.element(at: scroll.path).child(key: "headerView")?.name == "tableHeaderView" else { return nil }
        if let parts = tableScrollPartsByID[id] { return parts }
        let parts = TableScrollParts(headerClip: builder.reserve(), corner: builder.reserve())
        tableScrollPartsByID[id] = parts
        return parts
    }

    /// The scroll view around a table, header view or content clip view `object`, by id.
    func enclosingScrollViewID(of object: DocumentObject) -> String? {
        var current = object.parentID
        while let id = current, let ancestor = document.object(id: id) {
            if ancestor.elementName == "scrollView" { return id }
            current = ancestor.parentID
        }
        return nil
    }

    /// The scroll view's subviews in Apple's order, with the header clip and corner when it has them.
    mutating func scrollViewSubviews(_ element: Element, id: String) -> [ArchiveValue] {
        let ids = Dictionary(uniqueKeysWithValues: Self.scrollViewParts.map { ($0, element.child(key: $0)?["id"]) })
        let part = { [indexByID] (key: String) -> ArchiveValue? in ids[key].flatMap { $0 }.flatMap { indexByID[$0] }.map(ArchiveValue.object) }
        guard let parts = tableScrollParts(ofScrollView: id) else { return Self.scrollViewParts.compactMap(part) }
        return [part("contentView"), .object(parts.headerClip), part("horizontalScroller"), .object(parts.corner), part("verticalScroller")].compactMap { $0 }
    }

    /// Fills the header clip and corner of a table scroll view and points the scroll view at them.
    mutating func addTableScrollParts(_ element: Element, id: String, to values: inout [KeyedValue]) {
        guard let parts = tableScrollParts(ofScrollView: id), let scroll = reference(to: id) else { return }
        values.removeAll { $0.key == "NSHeaderView" }
        let header = element.child(key: "headerView")
        let headerHeight = header?.child("rect", key: "frame")?["height"].flatMap(Double.init) ?? 23
        let clip = element.child(key: "contentView")?.child("rect", key: "frame")
        let (x, y, width) = (clip?["x"].flatMap(Double.init) ?? 0, clip?["y"].flatMap(Double.init) ?? 0, clip?["width"].flatMap(Double.init) ?? 0)
        var clipValues = [KeyedValue("NSNextResponder", scroll), KeyedValue("NSNibTouchBar", .null), KeyedValue("NSvFlags", .int(0x100))]
        if let headerView = reference(to: header?["id"]) {
            clipValues.append(KeyedValue("NSSubviews", .object(builder.array([headerView], className: "NSMutableArray"))))
        }
        clipValues.append(frame(x: x, y: y, width: width, height: headerHeight))
        clipValues.append(KeyedValue("NSSuperview", scroll))
        if let headerView = reference(to: header?["id"]) { clipValues.append(KeyedValue("NSNextKeyView", headerView)) }
        clipValues += Self.viewBookkeeping
        if let headerView = reference(to: header?["id"]) { clipValues.append(KeyedValue("NSDocView", headerView)) }
        clipValues.append(KeyedValue("NSAutomaticallyAdjustsContentInsets", .bool(true)))
        builder.set(ArchivedObject(className: "NSClipView", values: clipValues), at: parts.headerClip)

        // Above a shown vertical scroller the corner is as wide as it, plus one, and as high as the header.
        let scroller = element.child(key: "verticalScroller")
        let scrollerFrame = scroller?.child("rect", key: "frame")
        var cornerValues = [KeyedValue("NSNextResponder", scroll), KeyedValue("NSNibTouchBar", .null)]
        if let scroller, scroller["hidden"] != "YES", let scrollerFrame {
            cornerValues.append(KeyedValue("NSvFlags", .int(0x100)))
            let scrollerWidth = scrollerFrame["width"].flatMap(Double.init) ?? 15
            cornerValues.append(frame(x: scrollerFrame["x"].flatMap(Double.init) ?? 0, y: y, width: scrollerWidth + 1, height: headerHeight))
        } else {
            cornerValues.append(KeyedValue("NSvFlags", .int(Int(Int32.min) | 0x100)))
            cornerValues.append(KeyedValue("NSFrameSize", .object(builder.string("{17, 28}"))))
        }
        cornerValues.append(KeyedValue("NSSuperview", scroll))
        cornerValues += Self.viewBookkeeping
        builder.set(ArchivedObject(className: "_NSCornerView", values: cornerValues), at: parts.corner)
        values += [KeyedValue("NSHeaderClipView", .object(parts.headerClip)), KeyedValue("NSCornerView", .object(parts.corner))]
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

    /// A table header view's superview is the header clip, and it names its table.
    mutating func appKitTableHeaderValues(_ object: DocumentObject, _ values: [KeyedValue]) -> [KeyedValue] {
        guard flavour == .appKit, document.format == .document, object.elementName == "tableHeaderView",
              let scrollID = enclosingScrollViewID(of: object), let parts = tableScrollParts(ofScrollView: scrollID) else { return values }
        var result = values.filter { $0.key != "NSNextResponder" && $0.key != "NSSuperview" }
        result.insert(KeyedValue("NSNextResponder", .object(parts.headerClip)), at: 0)
        result.append(KeyedValue("NSSuperview", .object(parts.headerClip)))
        let scroll = document.element(at: document.object(id: scrollID)!.path)
        if let table = scroll.child(key: "contentView")?.child("subviews")?.children.first.flatMap({ reference(to: $0["id"]) }) {
            result.append(KeyedValue("NSTableView", table))
        }
        return result
    }

    /// The view keys every NSView in Apple's nibs carries with fixed values.
    static let viewBookkeeping = [
        KeyedValue("NSViewWantsBestResolutionOpenGLSurface", .bool(true)), KeyedValue("IBNSSafeAreaLayoutGuide", .null),
        KeyedValue("IBNSLayoutMarginsGuide", .null), KeyedValue("IBNSClipsToBounds", .int(0)),
    ]

    /// `NSFrame`, or `NSFrameSize` when the origin is zero, as ibtool writes a view's frame.
    private mutating func frame(x: Double, y: Double, width: Double, height: Double) -> KeyedValue {
        let size = "{\(Self.format(width)), \(Self.format(height))}"
        if x == 0, y == 0 { return KeyedValue("NSFrameSize", .object(builder.string(size))) }
        return KeyedValue("NSFrame", .object(builder.string("{{\(Self.format(x)), \(Self.format(y))}, \(size)}")))
    }
}
