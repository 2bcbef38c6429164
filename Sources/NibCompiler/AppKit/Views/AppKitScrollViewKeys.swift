import NibArchive
import NibDocument

/// Scroll views as ibtool writes them (learnt from the ibtool pairs): the clip view and the
/// scrollers are the scroll view's subviews, each pointing back at it; the clip view names its
/// document view; a scroller is a control whose target is the scroll view.
/// - With Apple's schema the scroll view's switches are `NSsFlags` (``scrollViewFlags(_:)``) and its
///   page and line amounts `NSScrollAmts` (four big-endian floats, left out when all are AppKit's 10);
///   beside a table a line is a row. A scroller keeps its direction and size in its own `NSsFlags`
///   (horizontal 0x1, small 0x100, mini 0x200), its `NSControlSize` always 0.
/// - A clip view's background drawing (0x4) and not copying on scroll (0x2) are `NScvFlags` bits, in
///   both schemas, no word where 0 (an old document's default is not to draw:
///   ``clipViewDrawsBackground(_:inScrollView:)``); without a colour of its own it has the control
///   background colour, and over a text view AppKit's I-beam `NSCursor`.
/// - The content clip view is tiled beside the scrollers that show (``tiledClipFrame(_:)``), as
///   legacy scrollers take room; overlay ones take none (``scrollersTakeRoom``, the compile option).
extension Compilation {
    /// The keyed children of a scroll view that are also its subviews, in Apple's order.
    static let scrollViewParts = ["contentView", "horizontalScroller", "verticalScroller"]

    /// Whether a keyed view is a subview of its (view) parent in AppKit's hierarchy.
    func isKeyedSubview(_ object: DocumentObject) -> Bool {
        guard let key = object.key, let parent = object.parentID.flatMap({ document.object(id: $0) }) else { return false }
        return parent.elementName == "scrollView" && Self.scrollViewParts.contains(key)
    }

    /// Adds the keys of scroll views, their clip views and their scrollers.
    mutating func appKitScrollViewValues(_ object: DocumentObject, _ values: [KeyedValue]) -> [KeyedValue] {
        switch object.elementName {
        case "scrollView": return scrollViewValues(object, values)
        case "clipView": return clipViewValues(object, values, inScrollView: isKeyedSubview(object))
        case "scroller" where isKeyedSubview(object): return scrollerValues(object, values)
        default: return values
        }
    }

    private mutating func scrollViewValues(_ object: DocumentObject, _ values: [KeyedValue]) -> [KeyedValue] {
        let element = document.element(at: object.path)
        var result = values
        let parts = scrollViewSubviews(element, id: object.id)
        if !parts.isEmpty, !result.contains(where: { $0.key == "NSSubviews" }) {
            result.append(KeyedValue("NSSubviews", .object(builder.array(parts, className: "NSMutableArray"))))
        }
        // AppKit's magnification defaults (read by the loader too), each a double as the NSScrollView
        // decoders of Finch and mySTEP read it, whatever number the document writes.
        let magnification = [("NSMagnification", "magnification", 1.0), ("NSMinMagnification", "minMagnification", 0.25), ("NSMaxMagnification", "maxMagnification", 4.0)]
        for (key, attribute, standard) in magnification {
            let value = ArchiveValue.double(element[attribute].flatMap(Double.init) ?? standard)
            if let position = result.firstIndex(where: { $0.key == key }) { result[position].value = value } else { result.append(KeyedValue(key, value)) }
        }
        // The page and line amounts, AppKit's 10 where the document gives none; a table scrolls
        // a line by a row (its height and the spacing below it: `sv16b` 19, `outline_cellview` 36).
        let lineDefault = Self.tableRowStep(inScrollView: element) ?? 10
        let amounts = Self.scrollAmountKeys.map { key, attribute in element[attribute].flatMap(Float.init) ?? (key.hasSuffix("LineScroll") ? Float(lineDefault) : 10) }
        addTableScrollParts(element, id: object.id, to: &result)
        guard writesAppleOnlyKeys else {
            for ((key, _), amount) in zip(Self.scrollAmountKeys, amounts) where !result.contains(where: { $0.key == key }) {
                result.append(KeyedValue(key, Int(exactly: amount).map { .int($0) } ?? .double(Double(amount))))
            }
            return result
        }
        // Apple's schema packs the switches into NSsFlags and the amounts into NSScrollAmts.
        var packed = Set(Self.scrollAmountKeys.map(\.key) + ["NSHasHorizontalScroller", "NSHasVerticalScroller", "NSAutohidesScrollers", "NSBorderType", "NSUsesPredominantAxisScrolling"])
        let folded = [("NSHorizontalScrollElasticity", Self.horizontalElasticityFlags(element) != nil),
                      ("NSVerticalScrollElasticity", Self.verticalElasticityFlags(element) != nil),
                      ("NSAllowsMagnification", element["allowsMagnification"] != nil),
                      ("NSFindBarPosition", element["findBarPosition"] != nil)]
        for (key, isFolded) in folded where isFolded {
            packed.insert(key)
            if diagnostics.recordsAttributeUses, let index = archiveIndex.indexByID[object.id] { renameUses(of: index, from: key, to: "NSsFlags") }
        }
        result.removeAll { packed.contains($0.key) }
        // The scrollers' knob style is NSScrollerKnobStyle's number (Finch's decoder reads an integer), none at the default.
        let knobStyle = element["scrollerKnobStyle"].flatMap { Self.scrollerKnobStyles[$0] } ?? 0
        replaceKey("NSScrollerKnobStyle", with: "NSScrollerKnobStyle", knobStyle == 0 ? nil : .int(knobStyle), in: &result, index: archiveIndex.indexByID[object.id])
        // A table wider than the clip view enables the horizontal scroller.
        result.append(KeyedValue("NSsFlags", .int(Self.scrollViewFlags(element) | (widerTableWidth(inScrollView: object.id) != nil ? 0x80 : 0))))
        if amounts != [10, 10, 10, 10] {
            result.append(KeyedValue("NSScrollAmts", .data(amounts.flatMap { amount in [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: amount.bitPattern >> $0) } })))
        }
        // (In a tab's key view loop the scroll view leads elsewhere: ``tabKeyLoopNext(of:)``.)
        if let content = reference(to: element.child(key: "contentView")?["id"]), !result.contains(where: { $0.key == "NSNextKeyView" }),
           tabLoopScrollViewPartNext(of: object) == nil {
            result.append(KeyedValue("NSNextKeyView", content))
        }
        let recognizers = reference(to: object.id).map { [panGestureRecognizer(for: $0)] } ?? []
        result.append(KeyedValue("NSGestureRecognizers", .object(builder.array(recognizers))))
        return result
    }

    /// A clip view's keys; one in a scroll view is also laid out as the scroll view tiles it.
    private mutating func clipViewValues(_ object: DocumentObject, _ values: [KeyedValue], inScrollView: Bool) -> [KeyedValue] {
        let element = document.element(at: object.path)
        let tiled = inScrollView ? tiledClipFrame(object) : nil
        let headerBounds = inScrollView ? headerOffsetBounds(object, element, tiled: tiled.map { ($0.width, $0.height) }) : nil
        // A scroll view's clip view follows it: only the subview-autoresizing bit stays.
        var result = values.map { value in
            value.key == "NSvFlags" && inScrollView ? KeyedValue("NSvFlags", .int(Self.hiddenBit(element) | 0x100)) : value
        }
        // Its frame is what AppKit's tiling gives it (ibtool archives the scroll view tiled).
        if let tiled, let position = result.firstIndex(where: { $0.key == "NSFrame" || $0.key == "NSFrameSize" }) {
            let size = "{\(Self.format(tiled.width)), \(Self.format(tiled.height))}"
            result[position] = tiled.x == 0 && tiled.y == 0
                ? KeyedValue("NSFrameSize", .object(builder.string(size)))
                : KeyedValue("NSFrame", .object(builder.string("{{\(Self.format(tiled.x)), \(Self.format(tiled.y))}, \(size)}")))
        }
        let drawsBackground = clipViewDrawsBackground(element, inScrollView: inScrollView)
        if let position = result.firstIndex(where: { $0.key == "NSBackgroundColor" }) {
            if inScrollView, Self.isOldPlainWhiteTextClipBackground(element, toolsVersion: toolsVersionNumber) {
                if diagnostics.recordsAttributeUses, case .object(let color) = result[position].value { markUsesDesignTime(ofObject: color) }
                result[position] = KeyedValue("NSBGColor", systemCatalogColor("controlBackgroundColor"))
            } else if result[position].value == .null, writesAppleOnlyKeys {
                // A clip view whose document sets no colour (`<nil key="backgroundColor"/>`) has no
                // key at all in Apple's nib (iTerm2's Apple-compiled `SearchableComboView.nib`):
                // NSClipView encodes its background colour only when it has one.
                result.remove(at: position)
            } else {
                result[position] = KeyedValue("NSBGColor", result[position].value)
            }
        } else {
            // Without its own colour a clip view gets AppKit's control background, as ibtool writes it.
            result.append(KeyedValue("NSBGColor", systemCatalogColor("controlBackgroundColor")))
        }
        // Drawing the background and not copying on scroll are NScvFlags bits, in both schemas
        // (the loader reads them back); ibtool writes no word of 0.
        var flags = 0
        if drawsBackground { flags |= 0x4 }
        if element["copiesOnScroll"] == "NO" { flags |= 0x2 }
        for key in ["NSDrawsBackground", "NSCopiesOnScroll"] where result.contains(where: { $0.key == key }) {
            result.removeAll { $0.key == key }
            if diagnostics.recordsAttributeUses, let index = archiveIndex.indexByID[object.id] { renameUses(of: index, from: key, to: "NScvFlags") }
        }
        if flags != 0 { result.append(KeyedValue("NScvFlags", .int(flags))) }
        guard writesAppleOnlyKeys else { return result }
        if let documentElement = element.child("subviews")?.children.first, let document = reference(to: documentElement["id"]) {
            if !result.contains(where: { $0.key == "NSDocView" }) { result.append(KeyedValue("NSDocView", document)) }
            result.append(KeyedValue("NSNextKeyView", document))
            // Over a text view the pointer is AppKit's I-beam.
            if documentElement.name == "textView" { result.append(KeyedValue("NSCursor", cursor(hotSpot: "{1, -1}", type: 0))) }
        }
        if let headerBounds { result.append(KeyedValue("NSBounds", .object(builder.string(headerBounds)))) }
        // (Once: the document's own switch, archived under this key too, is replaced.)
        replaceKey("NSAutomaticallyAdjustsContentInsets", with: "NSAutomaticallyAdjustsContentInsets",
                   .bool(element["automaticallyAdjustsContentInsets"] != "NO"), in: &result, index: archiveIndex.indexByID[object.id])
        return result
    }

    /// The first tools version whose documents leave a drawing clip view's `drawsBackground` out
    /// (Xcode 10): before it Interface Builder's default was not to draw, so an older document
    /// that says nothing means NO, except around a table or outline view, whose clip views AppKit
    /// always has draw, or one with a named colour of its own (viraptor/ibtool's `clipView.py`; the pairs `test13_clip_flags`, Xcode 8,
    /// no `NScvFlags`; `test_table_vignettes` and `sv_nohs_small_vs`, Xcode 7–8 tables, 0x4).
    static let clipViewDrawsByDefaultToolsVersion = 14269

    /// Whether a scroll view's clip view colour is the plain white (calibrated white 1, opaque)
    /// that Interface Builder before Xcode 10 saved for AppKit's control background colour behind
    /// a text view; ibtool archives it as that catalog colour, whose fallback is the same white
    /// (viraptor/ibtool's `color.py`, tools versions up to 14268; `test13_clip_flags`). A window's
    /// own content clip view keeps its white (`test6_whitecolor`, `textview_multiattr`).
    static func isOldPlainWhiteTextClipBackground(_ clip: Element, toolsVersion: Int?) -> Bool {
        guard let toolsVersion, toolsVersion < clipViewDrawsByDefaultToolsVersion,
              clip.child("subviews")?.children.first?.name == "textView",
              let color = clip.child("color", key: "backgroundColor"), color["colorSpace"] == "calibratedWhite" else { return false }
        return Double(color["white"] ?? "") == 1 && Double(color["alpha"] ?? "1") == 1
    }

    /// Whether a clip view draws its background: the document's switch, else the default of the
    /// Interface Builder that saved it (see ``clipViewDrawsByDefaultToolsVersion``). A window's
    /// content clip view, outside any scroll view, keeps the modern default.
    func clipViewDrawsBackground(_ element: Element, inScrollView: Bool) -> Bool {
        if let value = element["drawsBackground"] { return value != "NO" }
        guard inScrollView, let version = toolsVersionNumber, version < Self.clipViewDrawsByDefaultToolsVersion else { return true }
        let documentView = element.child("subviews")?.children.first?.name
        if documentView == "tableView" || documentView == "outlineView" { return true }
        // A named (catalog) colour of its own was chosen to be drawn (viraptor/ibtool).
        return element.child("color", key: "backgroundColor")?["colorSpace"] == "catalog"
    }

    private mutating func scrollerValues(_ object: DocumentObject, _ values: [KeyedValue]) -> [KeyedValue] {
        let element = document.element(at: object.path)
        var result = values.filter { $0.key != "NSControlSize" }
        let widerTable = element["horizontal"] == "YES" ? widerTableWidth(inScrollView: object.parentID) : nil
        let scrolled = widerTable.flatMap { horizontalScrollerShown(object, forTableWidth: $0) }
        if let shows = tableScrollerShows(object) {
            result = result.map { value in
                guard value.key == "NSvFlags", case .integer(let flags, _) = value.value else { return value }
                return KeyedValue("NSvFlags", .int(shows ? Int(flags) & 0x7FFF_FFFF : Int(Int32(truncatingIfNeeded: Int(flags) | 0x8000_0000))))
            }
        }
        if let tiled = verticalScrollerTiledBesideTable(object) {
            result.removeAll { $0.key == "NSFrame" || $0.key == "NSFrameSize" }
            result.append(frame(x: tiled.x, y: tiled.y, width: tiled.width, height: tiled.height))
        }
        if let scrolled {
            // Shown below the clip view, across it (`test_6col`, `test17_scrollhiding`): not hidden.
            result = result.map { value in
                guard value.key == "NSvFlags", case .integer(let flags, _) = value.value else { return value }
                return KeyedValue("NSvFlags", .int(Int(flags) & 0x7FFF_FFFF))
            }
            result.removeAll { $0.key == "NSFrame" || $0.key == "NSFrameSize" }
            result.append(frame(x: scrolled.frame.x, y: scrolled.frame.y, width: scrolled.frame.width, height: scrolled.frame.height))
        }
        hostsImpliedLayerTree(object, &result)
        // Apple's nibs keep a scroller's size in NSsFlags only (its NSControlSize is always 0).
        result.append(KeyedValue("NSControlSize", .int(writesAppleOnlyKeys ? 0 : Self.controlSizes[element["controlSize"] ?? ""] ?? 0)))
        guard writesAppleOnlyKeys, let scrollView = reference(to: object.parentID) else { return result }
        result.removeAll { $0.key == "NSHorizontal" }  // bit 0 of NSsFlags
        let action = ArchiveValue.object(builder.string("_doScroller:"))
        // The size is NSControl.ControlSize's number in the second byte (viraptor/ibtool's `constants.py`:
        // small 0x100, mini 0x200, large 0x300).
        let flags = (element["horizontal"] == "YES" ? 0x1 : 0) | (Self.controlSizes[element["controlSize"] ?? ""] ?? 0) << 8
        // Refusing first responder is the control's switch (viraptor/ibtool's `scroller.py`).
        let refuses = element["refusesFirstResponder"] == "YES"
        if result.contains(where: { $0.key == "NSRefusesFirstResponder" }) {
            result.removeAll { $0.key == "NSRefusesFirstResponder" }
            if diagnostics.recordsAttributeUses, let index = archiveIndex.indexByID[object.id] {
                renameUses(of: index, from: "NSRefusesFirstResponder", to: "NSControlRefusesFirstResponder")
            }
        }
        // NSControl's keys (its size is above), the scroll view its target.
        result += [KeyedValue("NSControlAction", action), KeyedValue("NSControlTarget", scrollView)]
        result += Self.controlDefaultKeys(refusesFirstResponder: refuses, sendActionMask: 4).filter { $0.key != "NSControlSize" }
        result += [KeyedValue("NSTarget", scrollView), KeyedValue("NSAction", action)]
        if flags != 0 { result.append(KeyedValue("NSsFlags", .int(flags))) }
        if widerTable != nil, !result.contains(where: { $0.key == "NSEnabled" }) {
            result.append(KeyedValue("NSEnabled", .bool(true)))
        }
        // The knob's share: what the clip view shows of the table.
        if let scrolled { result.append(KeyedValue("NSPercent", .double(scrolled.knobProportion))) }
        return result
    }

    /// The frame and knob proportion of a horizontal scroller that shows because the table it
    /// scrolls is `width` wide, wider than the clip view: as wide as the tiled clip view, at the
    /// scroll view's bottom inside the border, 17 points high (15 small). Nil where the scroll
    /// view has no horizontal scroller.
    private func horizontalScrollerShown(_ scroller: DocumentObject, forTableWidth width: Double) -> (frame: (x: Double, y: Double, width: Double, height: Double), knobProportion: Double)? {
        let element = document.element(at: scroller.path)
        guard scroller.key == "horizontalScroller", scrollersTakeRoom, let scroll = scroller.parentID.flatMap({ document.object(id: $0) }) else { return nil }
        let scrollElement = document.element(at: scroll.path)
        guard scrollElement["hasHorizontalScroller"] != "NO", let content = scrollElement.child(key: "contentView")?["id"].flatMap({ document.object(id: $0) }),
              let tiled = tiledClipFrame(content), let scrollHeight = scrollElement.child("rect", key: "frame")?["height"].flatMap(Double.init) else { return nil }
        let height: Double = element["controlSize"] == "small" ? 15 : 17
        return ((tiled.x, scrollHeight - tiled.y - height, tiled.width, height), tiled.width / width)
    }

    /// A progress indicator always hosts a layer tree (AppKit's indicator makes itself layer-backed
    /// to animate: `blocklist_big`'s has no `wantsLayer`; viraptor/ibtool's progress indicator
    /// writes it for every one). A scroller does in a window without Auto Layout whose animation
    /// behaviour the document gives as default (`outline_2col_default`, `sv_nohs_small_vs`), as
    /// if it wanted a layer: a correlation that holds for every scroller of the pairs, not a
    /// mechanism known (`test13_clip_flags` has the behaviour and Auto Layout, and no flag); and
    /// every scroller under the overlay scroller style (``overlayScrollerHostsLayerTree(_:)``).
    /// Apple's schema for scrollers; both for indicators, whose layer NibKit's loader reads too.
    mutating func hostsImpliedLayerTree(_ object: DocumentObject, _ values: inout [KeyedValue]) {
        guard !values.contains(where: { $0.key == "NSViewIsLayerTreeHost" }) else { return }
        switch object.elementName {
        case "progressIndicator": break
        case "scroller" where writesAppleOnlyKeys && scrollerHostsImpliedLayerTree(object): break
        default: return
        }
        values.append(KeyedValue("NSViewIsLayerTreeHost", .bool(true)))
    }

    /// Whether a scroller hosts a layer tree though its document asks for no layer (see
    /// ``hostsImpliedLayerTree(_:_:)``).
    private func scrollerHostsImpliedLayerTree(_ scroller: DocumentObject) -> Bool {
        overlayScrollerHostsLayerTree(scroller)
            || (document.root["useAutolayout"] != "YES" && enclosingWindowElement(of: scroller)?["animationBehavior"] == "default")
    }

    /// The `<window>` a view is in, if any.
    func enclosingWindowElement(of object: DocumentObject) -> Element? {
        ancestors(of: object).first { $0.elementName == "window" }.map { document.element(at: $0.path) }
    }

    /// Whether a table's scroll view that hides its scrollers automatically hides this one, which
    /// the document shows: a table in a nib has no rows, so its vertical scroller is not needed,
    /// nor its horizontal one unless its columns are wider than the clip view (`sv_hs_visible`).
    func autohidesUnneededScroller(_ key: String, of scroll: DocumentObject) -> Bool {
        let element = document.element(at: scroll.path)
        guard element["autohidesScrollers"] == "YES", Self.tableRowStep(inScrollView: element) != nil else { return false }
        return key == "verticalScroller" || widerTableWidth(inScrollView: scroll.id) == nil
    }

    /// Whether a scroller of a table's scroll view shows, as AppKit has it once loaded: one the
    /// document hides shows where the scroll view does not hide scrollers automatically
    /// (`test17_scrollhiding`); one it shows hides where the scroll view hides it as unneeded.
    func tableScrollerShows(_ scroller: DocumentObject) -> Bool? {
        guard let key = scroller.key, ["verticalScroller", "horizontalScroller"].contains(key),
              let scroll = scroller.parentID.flatMap({ document.object(id: $0) }) else { return nil }
        let element = document.element(at: scroll.path)
        guard Self.tableRowStep(inScrollView: element) != nil,
              element[key == "verticalScroller" ? "hasVerticalScroller" : "hasHorizontalScroller"] != "NO" else { return nil }
        if element["autohidesScrollers"] == "NO" { return true }
        return autohidesUnneededScroller(key, of: scroll) ? false : nil
    }

    /// The frame of a shown vertical scroller beside a table, as AppKit tiles it: at the scroll
    /// view's right inside the border, 17 points wide (13 small), below the header, as tall as
    /// the rest (`sv16b`, `test_outline_small_sv`, `test_date_formatter`). Other document views'
    /// scrollers keep the document's frames, as ibtool keeps them (`test10_next_key`,
    /// `test12_text_view_border`, `textview_linkdetection`).
    private func verticalScrollerTiledBesideTable(_ scroller: DocumentObject) -> (x: Double, y: Double, width: Double, height: Double)? {
        let element = document.element(at: scroller.path)
        guard scroller.key == "verticalScroller", scrollersTakeRoom, tableScrollerShows(scroller) ?? (element["hidden"] != "YES"),
              let scroll = scroller.parentID.flatMap({ document.object(id: $0) }) else { return nil }
        let scrollElement = document.element(at: scroll.path)
        guard scrollElement["hasVerticalScroller"] != "NO", Self.tableRowStep(inScrollView: scrollElement) != nil,
              let frame = scrollElement.child("rect", key: "frame"), let width = frame["width"].flatMap(Double.init),
              let height = frame["height"].flatMap(Double.init) else { return nil }
        let border = Self.borderWidth(scrollElement)
        let header = scrollElement.child(key: "headerView")?.child("rect", key: "frame")?["height"].flatMap(Double.init) ?? 0
        let scrollerWidth: Double = element["controlSize"] == "small" ? 13 : 17
        return (width - border - scrollerWidth, border + header, scrollerWidth, height - 2 * border - header)
    }

    /// The bounds of a table's content clip view under a header: shifted up by the header's height.
    private mutating func headerOffsetBounds(_ object: DocumentObject, _ element: Element, tiled: (width: Double, height: Double)?) -> String? {
        guard object.key == "contentView", tableScrollParts(ofScrollView: object.parentID)?.headerClip != nil,
              let scroll = object.parentID.flatMap({ document.object(id: $0) }),
              let header = document.element(at: scroll.path).child(key: "headerView")?.child("rect", key: "frame"),
              let frame = element.child("rect", key: "frame") else { return nil }
        let number = { (element: Element, name: String) in element[name].flatMap(Double.init) ?? 0 }
        // The bounds are as large as the frame, after tiling where the scroll view is tiled.
        let size = tiled ?? (number(frame, "width"), number(frame, "height"))
        return "{{0, -\(Self.format(number(header, "height")))}, {\(Self.format(size.width)), \(Self.format(size.height))}}"
    }

    /// The content clip view's frame as AppKit tiles a scroll view: inside the border (1 point,
    /// 2 for a groove, none without), less the width of each scroller that shows (17 points, 13
    /// small; the pairs' figures), so both ways where both show. Nil where the document gives no sizes.
    func tiledClipFrame(_ object: DocumentObject) -> (x: Double, y: Double, width: Double, height: Double)? {
        guard object.key == "contentView", let scroll = object.parentID.flatMap({ document.object(id: $0) }), scroll.elementName == "scrollView",
              let width = tiledClipWidth(ofScrollView: scroll) else { return nil }
        let element = document.element(at: scroll.path)
        guard let height = element.child("rect", key: "frame")?["height"].flatMap(Double.init) else { return nil }
        let border = Self.borderWidth(element)
        let horizontal = scrollerWidth("horizontalScroller", "hasHorizontalScroller", of: scroll)
        return (border, border, width, height - 2 * border - horizontal)
    }

    /// The tiled clip view's width alone: the horizontal scroller does not change it (and
    /// whether that shows depends on this width, for a table that hides it when unneeded).
    func tiledClipWidth(ofScrollView scroll: DocumentObject) -> Double? {
        let element = document.element(at: scroll.path)
        guard let width = element.child("rect", key: "frame")?["width"].flatMap(Double.init) else { return nil }
        return width - 2 * Self.borderWidth(element) - scrollerWidth("verticalScroller", "hasVerticalScroller", of: scroll)
    }

    /// The scroll view's border: 1 point, 2 for a groove, none without.
    static func borderWidth(_ scrollView: Element) -> Double {
        ["none": 0, "line": 1, "bezel": 1, "groove": 2][scrollView["borderType"] ?? "bezel"] ?? 1
    }

    /// What a scroller takes from the clip view when it shows: 17 points, 13 small beside a
    /// table (`test_outline_small_sv`); beside another view a small one takes 17 too
    /// (`textview_linkdetection`).
    private func scrollerWidth(_ key: String, _ switchName: String, of scroll: DocumentObject) -> Double {
        let element = document.element(at: scroll.path)
        guard scrollersTakeRoom, element[switchName] != "NO", let scroller = element.child(key: key), scroller["hidden"] != "YES",
              !autohidesUnneededScroller(key, of: scroll) else { return 0 }
        return scroller["controlSize"] == "small" && Self.tableRowStep(inScrollView: element) != nil ? 13 : 17
    }

    /// How far a table in the scroll view's clip view moves per row: its row height (AppKit's 17
    /// where the document gives none) and its intercell spacing's height (2); nil without a table.
    static func tableRowStep(inScrollView scrollView: Element) -> Double? {
        guard let table = scrollView.child(key: "contentView")?.child("subviews")?.children.first(where: { ["tableView", "outlineView"].contains($0.name) })
        else { return nil }
        let height = Double(table["rowHeight"] ?? "") ?? 17
        let spacing = Double(table.child("size", key: "intercellSpacing")?["height"] ?? "") ?? 2
        return height + spacing
    }

    /// The compact schema's scroll amount keys and their attributes, in `NSScrollAmts` order (the
    /// page amounts, then the line amounts; which axis comes first in each pair is not known: the
    /// ibtool pairs only have equal ones).
    static let scrollAmountKeys = [
        (key: "NSVerticalPageScroll", attribute: "verticalPageScroll"), (key: "NSHorizontalPageScroll", attribute: "horizontalPageScroll"),
        (key: "NSVerticalLineScroll", attribute: "verticalLineScroll"), (key: "NSHorizontalLineScroll", attribute: "horizontalLineScroll"),
    ]

    /// A scroll view's `NSsFlags`: the border (none 0, line 1, bezel 2 by default, groove 3), the
    /// vertical (0x10) and horizontal (0x20) scrollers, autohiding (0x200), predominant-axis
    /// scrolling (0x10000), the elasticities, magnification (0x80000, Finch's `NSScrollView.m`),
    /// 0x800, which every scroll view has, and the find bar's position in bits 17–18 (Finch's
    /// `NSScrollView.m`: above the horizontal ruler 0, above the content 1, AppKit's default, below 2).
    /// Bit 0x80, which some of Apple's table scroll views have, is not known.
    static func scrollViewFlags(_ element: Element) -> Int {
        var flags = 0x800
        flags |= (findBarPositions[element["findBarPosition"] ?? ""] ?? 1) << 17
        flags |= ["none": 0, "line": 1, "bezel": 2, "groove": 3][element["borderType"] ?? "bezel"] ?? 2
        if element["hasVerticalScroller"] != "NO" { flags |= 0x10 }
        if element["hasHorizontalScroller"] != "NO" { flags |= 0x20 }
        if element["autohidesScrollers"] == "YES" { flags |= 0x200 }
        if element["usesPredominantAxisScrolling"] != "NO" { flags |= 0x10000 }
        flags |= horizontalElasticityFlags(element) ?? 0
        flags |= verticalElasticityFlags(element) ?? 0
        if element["allowsMagnification"] == "YES" { flags |= allowsMagnificationBit }
        return flags
    }

    /// `NSScrollView.FindBarPosition` by Interface Builder's name.
    static let findBarPositions = ["aboveHorizontalRuler": 0, "aboveContent": 1, "belowContent": 2]
    /// `NSScroller.KnobStyle` by Interface Builder's name.
    static let scrollerKnobStyles = ["default": 0, "dark": 1, "light": 2]

    /// `NSsFlags`' magnification bit (bit 19, as Finch's `NSScrollView.m` reads ibtool's nibs).
    static let allowsMagnificationBit = 0x8_0000

    /// The horizontal elasticity's bits of `NSsFlags`: AppKit's `NSScrollView.Elasticity` (none 1,
    /// allowed 2) from bit 14, nil for automatic (0) or a value not known. A probed Python ibtool
    /// for NetNewsWire's Mac xibs (ibtool 27) has `horizontalScrollElasticity="none"` add 0x4000
    /// and nothing else (Finch's `NSScrollView.m` reads it from bit 14 too).
    static func horizontalElasticityFlags(_ element: Element) -> Int? {
        AppKitScrollViewFlags.elasticity(element["horizontalScrollElasticity"]).map { $0 << AppKitScrollViewFlags.horizontalElasticityShift }
    }

    /// The vertical elasticity's bits of `NSsFlags`: the same numbers from bit 12, two below the
    /// horizontal one's, as Finch's `NSScrollView.m` reads ibtool's nibs.
    static func verticalElasticityFlags(_ element: Element) -> Int? {
        AppKitScrollViewFlags.elasticity(element["verticalScrollElasticity"]).map { $0 << AppKitScrollViewFlags.verticalElasticityShift }
    }

    /// NSView's hidden bit, sign-extended as AppKit archives `NSvFlags`.
    static func hiddenBit(_ element: Element) -> Int {
        element["hidden"] == "YES" ? Int(Int32.min) : 0
    }
}
