import NibArchive
import NibDocument

/// Scroll views as ibtool writes them (learnt from the ibtool pairs): the clip view and the
/// scrollers are the scroll view's subviews, each pointing back at it; the clip view names its
/// document view; a scroller is a control whose target is the scroll view.
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
        guard flavour == .appKit, document.format == .document else { return values }
        switch object.elementName {
        case "scrollView": return scrollViewValues(object, values)
        case "clipView" where isKeyedSubview(object): return clipViewValues(object, values)
        case "scroller" where isKeyedSubview(object): return scrollerValues(object, values)
        default: return values
        }
    }

    private mutating func scrollViewValues(_ object: DocumentObject, _ values: [KeyedValue]) -> [KeyedValue] {
        let element = document.element(at: object.path)
        var result = values
        let parts = Self.scrollViewParts.compactMap { key in reference(to: element.child(key: key)?["id"]) }
        if !parts.isEmpty, !result.contains(where: { $0.key == "NSSubviews" }) {
            result.append(KeyedValue("NSSubviews", .object(builder.array(parts, className: "NSMutableArray"))))
        }
        // AppKit's magnification defaults (read by the loader too).
        let magnification = [("NSMagnification", "magnification", 1.0), ("NSMinMagnification", "minMagnification", 0.25), ("NSMaxMagnification", "maxMagnification", 4.0)]
        for (key, attribute, standard) in magnification where !result.contains(where: { $0.key == key }) {
            result.append(KeyedValue(key, .double(element[attribute].flatMap(Double.init) ?? standard)))
        }
        guard writesAppleOnlyKeys else { return result }
        if let content = reference(to: element.child(key: "contentView")?["id"]), !result.contains(where: { $0.key == "NSNextKeyView" }) {
            result.append(KeyedValue("NSNextKeyView", content))
        }
        result.append(KeyedValue("NSGestureRecognizers", .object(builder.array([]))))
        return result
    }

    private mutating func clipViewValues(_ object: DocumentObject, _ values: [KeyedValue]) -> [KeyedValue] {
        let element = document.element(at: object.path)
        // The clip view follows its scroll view: only the subview-autoresizing bit stays.
        var result = values.map { value in
            value.key == "NSvFlags" ? KeyedValue("NSvFlags", .int(Self.hiddenBit(element) | 0x100)) : value
        }
        if let position = result.firstIndex(where: { $0.key == "NSBackgroundColor" }) {
            result[position] = KeyedValue("NSBGColor", result[position].value)
        } else {
            // Without its own colour a clip view gets AppKit's control background, as ibtool writes it.
            let color = Element(name: "color", attributes: [
                Attribute(name: "name", value: "controlBackgroundColor"), Attribute(name: "catalog", value: "System"), Attribute(name: "colorSpace", value: "catalog"),
            ])
            result.append(KeyedValue("NSBGColor", encodeColor(color)))
        }
        guard writesAppleOnlyKeys else { return result }
        if let document = element.child("subviews")?.children.first.flatMap({ reference(to: $0["id"]) }) {
            if !result.contains(where: { $0.key == "NSDocView" }) { result.append(KeyedValue("NSDocView", document)) }
            result.append(KeyedValue("NSNextKeyView", document))
        }
        var flags = 0
        if element["drawsBackground"] != "NO" { flags |= 0x4 }
        if element["copiesOnScroll"] == "NO" { flags |= 0x2 }
        result.append(KeyedValue("NScvFlags", .int(flags)))
        result.append(KeyedValue("NSAutomaticallyAdjustsContentInsets", .bool(element["automaticallyAdjustsContentInsets"] != "NO")))
        return result
    }

    private mutating func scrollerValues(_ object: DocumentObject, _ values: [KeyedValue]) -> [KeyedValue] {
        let element = document.element(at: object.path)
        var result = values.filter { $0.key != "NSControlSize" }
        result.append(KeyedValue("NSControlSize", .int(Self.controlSizes[element["controlSize"] ?? ""] ?? 0)))
        guard writesAppleOnlyKeys, let scrollView = reference(to: object.parentID) else { return result }
        result.removeAll { $0.key == "NSHorizontal" }  // bit 0 of NSsFlags
        let action = ArchiveValue.object(builder.string("_doScroller:"))
        var flags = element["horizontal"] == "YES" ? 0x1 : 0
        switch element["controlSize"] {
        case "small": flags |= 0x100
        case "mini": flags |= 0x200
        default: break
        }
        result += [
            KeyedValue("NSAllowsLogicalLayoutDirection", .bool(false)),
            KeyedValue("NSControlAction", action), KeyedValue("NSControlTarget", scrollView),
            KeyedValue("NSControlContinuous", .bool(false)), KeyedValue("NSControlRefusesFirstResponder", .bool(false)),
            KeyedValue("NSControlUsesSingleLineMode", .bool(false)), KeyedValue("NSControlTextAlignment", .int(0)),
            KeyedValue("NSControlLineBreakMode", .int(0)), KeyedValue("NSControlWritingDirection", .int(0)),
            KeyedValue("NSControlSendActionMask", .int(4)), KeyedValue("NSsFlags", .int(flags)),
            KeyedValue("NSTarget", scrollView), KeyedValue("NSAction", action),
        ]
        return result
    }

    /// NSView's hidden bit, sign-extended as AppKit archives `NSvFlags`.
    static func hiddenBit(_ element: Element) -> Int {
        element["hidden"] == "YES" ? Int(Int32.min) : 0
    }
}
