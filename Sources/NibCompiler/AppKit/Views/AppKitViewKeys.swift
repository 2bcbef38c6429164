import NibArchive
import NibDocument

/// The keys every NSView carries in Apple's nibs, whatever its class (from the ibtool pairs):
/// `NSNextResponder` and `NSSuperview` (its superview), `NSvFlags` always (IB's default mask,
/// flexible right margin and bottom, when the document gives none), `NSFrameSize` when the origin
/// is zero, and the nil or fixed placeholders `NSNibTouchBar`, `NSViewWantsBestResolutionOpenGLSurface`,
/// `IBNSSafeAreaLayoutGuide`, `IBNSLayoutMarginsGuide`, `IBNSClipsToBounds`. The identifier is
/// `NSReuseIdentifierKey`; clipping is `NSViewClipsToBoundsKeyName`, and IB's `IBNSClipsToBounds` says it
/// too. A table or outline view in a clip view resizes with it both ways (`NSvFlags` | 18), whatever
/// its mask in the document.
extension Compilation {
    /// IB's autoresizing mask for a view whose document names none: `NSViewMaxXMargin | NSViewMinYMargin`.
    static let defaultAutoresizingMask = 12
    /// IB's autoresizing mask in a document without Auto Layout: `NSViewMinYMargin | NSViewMaxYMargin`.
    static let defaultAutoresizingMaskWithoutAutoLayout = 40

    mutating func appKitViewValues(_ object: DocumentObject, _ values: [KeyedValue]) -> [KeyedValue] {
        guard isViewLike(object) else { return values }
        // A view's identifier is its reuse identifier (`NSUserInterfaceItemIdentification`).
        var result = values.map { value in
            value.key == "NSIdentifier" ? KeyedValue("NSReuseIdentifierKey", value.value) : value
        }
        if diagnostics.recordsAttributeUses, let index = archiveIndex.indexByID[object.id], result != values { renameUses(of: index, from: "NSIdentifier", to: "NSReuseIdentifierKey") }
        let parent = object.parentID.flatMap { document.object(id: $0) }
        let superview = (containerSuperviewID(of: object) ?? gridSuperviewID(of: object)).flatMap { reference(to: $0) }
            ?? parent.flatMap { isViewLike($0) && (object.key == nil || isKeyedSubview(object)) ? reference(to: $0.id) : nil }
        let head: [KeyedValue] = [
            KeyedValue("NSNextResponder", superview ?? .null),
            KeyedValue("NSNibTouchBar", .null),
        ]
        // Whether the view autoresizes its subviews is bit 8 of its flags (see `layoutFlags`).
        let element = document.element(at: object.path)
        // An inherited appearance is no appearance of the view's own: AppKit's default, no key
        // (Cappuccino's and Finch's decoders read a view's only as an NSAppearance object).
        if element["appearanceType"]?.hasPrefix("inherited") == true, result.contains(where: { $0.key == "NSAppearanceType" }) {
            result.removeAll { $0.key == "NSAppearanceType" }
            if diagnostics.recordsAttributeUses, let index = archiveIndex.indexByID[object.id] { markUsesDesignTime(of: index, key: "NSAppearanceType") }
        }
        let keepsSubviews = element["autoresizesSubviews"] == "NO"
        if result.contains(where: { $0.key == "NSAutoresizesSubviews" }) {
            result.removeAll { $0.key == "NSAutoresizesSubviews" }
            if diagnostics.recordsAttributeUses, let index = archiveIndex.indexByID[object.id] { renameUses(of: index, from: "NSAutoresizesSubviews", to: "NSvFlags") }
        }
        if !result.contains(where: { $0.key == "NSvFlags" }), !(keepsSubviews && element.child("autoresizingMask") != nil) {
            // Without Auto Layout IB's default mask is flexible top and bottom margins.
            let mask = document.root["useAutolayout"] == "YES" ? Self.defaultAutoresizingMask : Self.defaultAutoresizingMaskWithoutAutoLayout
            result.append(KeyedValue("NSvFlags", .int(mask | (keepsSubviews ? 0 : 0x100))))
        }
        // A table in a clip view resizes with it both ways, whatever its mask in the document
        // (every table of the pairs; `test_outline_indent` has an empty mask).
        if ["tableView", "outlineView"].contains(object.elementName), parent?.elementName == "clipView",
           let position = result.firstIndex(where: { $0.key == "NSvFlags" }), case .integer(let flags, _) = result[position].value {
            result[position].value = .int(Int(flags) | 18)
        }
        if !result.contains(where: { $0.key == "NSFrame" || $0.key == "NSFrameSize" }) {
            result.append(KeyedValue("NSFrameSize", .object(builder.string("{0, 0}"))))
        }
        if let position = result.firstIndex(where: { $0.key == "NSFrame" }), case .object(let index) = result[position].value,
            let text = stringText(index), text.hasPrefix("{{0, 0}, ")
        {
            result[position] = KeyedValue("NSFrameSize", .object(builder.string(String(text.dropFirst("{{0, 0}, ".count).dropLast()))))
        }
        // The rest is AppKit's bookkeeping that NibKit's loader does not read.
        guard writesAppleOnlyKeys else { return result }
        // An empty <animations/> archives nothing.
        if document.element(at: object.path).child("animations")?.children.isEmpty == true { result.removeAll { $0.key == "NSAnimations" } }
        if let superview { result.append(KeyedValue("NSSuperview", superview)) }
        if !result.contains(where: { $0.key == "NSNextKeyView" }), let next = tabKeyLoopNext(of: object) { result.append(KeyedValue("NSNextKeyView", next)) }
        // Clipping is NSViewClipsToBoundsKeyName, and IB's own switch says it too.
        let clips = result.first { $0.key == "NSClipsToBounds" }?.value == .bool(true)
        if let position = result.firstIndex(where: { $0.key == "NSClipsToBounds" }) {
            result[position].key = "NSViewClipsToBoundsKeyName"
            if diagnostics.recordsAttributeUses, let index = archiveIndex.indexByID[object.id] { renameUses(of: index, from: "NSClipsToBounds", to: "NSViewClipsToBoundsKeyName") }
        }
        // Opacity is NSView's `NSViewAlphaValue`, a double even when whole (a probed Python ibtool
        // for NetNewsWire's Mac xibs, Apple's ibtool 27); NibKit's own schema keeps `NSAlphaValue`.
        if let alpha = element["alphaValue"].flatMap(Double.init), result.contains(where: { $0.key == "NSAlphaValue" }) {
            replaceKey("NSAlphaValue", with: "NSViewAlphaValue", .double(alpha), in: &result, index: archiveIndex.indexByID[object.id])
        }
        result += [
            KeyedValue("NSViewWantsBestResolutionOpenGLSurface", .bool(true)),
            KeyedValue("IBNSSafeAreaLayoutGuide", .null),
            KeyedValue("IBNSLayoutMarginsGuide", .null),
            KeyedValue("IBNSClipsToBounds", .int(clips ? 1 : 0)),
        ]
        return head + result
    }

    /// The text of an archived string object.
    func stringText(_ index: Int) -> String? {
        guard index < builder.archive.objects.count, case .data(let bytes)? = builder.archive.objects[index]["NS.bytes"] else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension Compilation {
    /// The ids of the views some constraint names as its first or second item (a constraint
    /// without a first item names the view that holds it), a stack view with its arranged views,
    /// and a grid cell's content view:
    /// ibtool keeps a view's `translatesAutoresizingMaskIntoConstraints="NO"` (as
    /// `NSDoNotTranslateAutoresizingMask`) only for these and for top-level views IB does not hold by
    /// their frames; elsewhere the frame rules, as AppKit then loads the view.
    static func constrainedViewIDs(in root: Element) -> Set<String> {
        var ids: Set<String> = []
        func walk(_ element: Element, holder: String?) {
            if element.name == "constraint", !isRemovedAtBuildTime(element) {
                if let first = element["firstItem"] ?? holder { ids.insert(first) }
                if let second = element["secondItem"] { ids.insert(second) }
            }
            // A stack view constrains its arranged subviews, and itself among them.
            if element.name == "stackView", case let arranged = arrangedViews(of: element), !arranged.isEmpty {
                if let id = element["id"] { ids.insert(id) }
                ids.formUnion(arranged.compactMap { $0["id"] })
            }
            // A grid view constrains each cell's content view (a probed Python ibtool for
            // NetNewsWire's Mac xibs: AccountsFeedbin's grid labels, which no constraint names).
            if element.name == "gridCell", let content = element.child(key: "contentView")?["id"] { ids.insert(content) }
            let nextHolder = element.name == "constraints" ? holder : element["id"] ?? holder
            for child in element.children { walk(child, holder: nextHolder) }
        }
        walk(root, holder: nil)
        return ids
    }

    /// Whether the document object `id` is a top-level object.
    func isTopLevel(_ id: String) -> Bool {
        document.object(id: id)?.isTopLevel ?? false
    }
}
