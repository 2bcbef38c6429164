import NibArchive
import NibDocument

/// Text views as ibtool writes them (learnt from the seven text-view pairs): the text system
/// AppKit's NSTextView archives — a text container (`NSTextContainer`, as wide as the view) with
/// its layout manager and text storage — and the settings it shares with other views of the
/// same text (`NSTextViewSharedData`), whose `NSFlags` word packs the switches
/// (``AppKitTextViewFlags``). Bit 26, spelling correction, is set in every pair with it but one
/// storyboard, which has bits 15 and 25 instead (not known).
///
/// With Apple's schema the switches, colours, find style and resizing live only there, as
/// ibtool keeps them; the loader's `NSTextView` reads them back, and NibKit's own keys where
/// it writes them. In both schemas, as ibtool: no minimum size, and a plain white background is
/// the text background colour.
extension Compilation {
    mutating func appKitTextViewValues(_ object: DocumentObject, _ values: [KeyedValue]) -> [KeyedValue] {
        let element = document.element(at: object.path)
        let index = archiveIndex.indexByID[object.id]
        var result = values
        // ibtool writes no minimum size (none of the text-view pairs has one, whatever the document says).
        if result.contains(where: { $0.key == "NSMinSize" }) {
            result.removeAll { $0.key == "NSMinSize" }
            if diagnostics.recordsAttributeUses, let index { markUsesDesignTime(of: index, key: "NSMinSize") }
        }
        // The text system's choice (`layoutManager="textKit1"`) is Interface Builder's: the text
        // view archives the text system it has, its container's layout manager (AppKitTextViewKeys).
        if writesAppleOnlyKeys, element["layoutManager"] != nil, result.contains(where: { $0.key == "NSLayoutManager" }) {
            result.removeAll { $0.key == "NSLayoutManager" }
            if diagnostics.recordsAttributeUses, let index { markUsesDesignTime(of: index, key: "NSLayoutManager") }
        }
        if let position = result.firstIndex(where: { $0.key == "NSBackgroundColor" }), let background = textViewBackground(element) {
            result[position].value = background
        }
        widenMaximumToScrollView(object, element, &result)  // (both schemas, so both load alike)
        guard writesAppleOnlyKeys, let view = reference(to: object.id) else {
            // NibKit's keys carry the colours Apple's schema always has: AppKit's insertion point
            // colour, and the text colour of rich text that is still empty.
            if !result.contains(where: { $0.key == "NSInsertionPointColor" }) {
                result.append(KeyedValue("NSInsertionPointColor", systemCatalogColor("textInsertionPointColor")))
            }
            if !result.contains(where: { $0.key == "NSTextColor" }), element["richText"] != "NO", element.child(key: "textStorage") == nil {
                result.append(KeyedValue("NSTextColor", systemCatalogColor("textColor")))
            }
            // The vertical resizing the document leaves to its Interface Builder's default, so both schemas load alike.
            if element["verticallyResizable"] == nil, !isVerticallyResizable(element) { result.append(KeyedValue("NSVerticallyResizable", .bool(false))) }
            // The switches Apple's nibs force, so both schemas load alike.
            for (key, on) in forcedSwitches(element) {
                if let position = result.firstIndex(where: { $0.key == key }) { result[position].value = .bool(on) } else { result.append(KeyedValue(key, .bool(on))) }
            }
            return result
        }
        // Without a maximum size of its own a scroll view's text view keeps the one AppKit's
        // `initWithFrame:` gave it, the document's frame size, archived once the scroll view has
        // tiled the view to another size: `sb_textview`, a 480 × 270 view tiled to 463 wide,
        // archives {480, 270}. A window's own text view (`test7_clipview`, resized with its window)
        // archives none; why is not known.
        if !result.contains(where: { $0.key == "NSMaxSize" }), let frame = element.child("rect", key: "frame"),
           let width = frame["width"].flatMap(Double.init), let height = frame["height"].flatMap(Double.init),
           archivedSize(values) != [width, height], isScrollViewDocument(object) {
            result.append(KeyedValue("NSMaxSize", .object(builder.string("{\(Self.format(width)), \(Self.format(height))}"))))
        }
        let storage = textStorage(element, archived: values.first { $0.key == "NSTextStorage" }?.value)
        let container = builder.reserve()
        let layoutManager = builder.add(ArchivedObject(className: "NSLayoutManager", values: [
            KeyedValue("NSTextStorage", .object(storage)),
            KeyedValue("NSTextContainers", .object(builder.array([.object(container)], className: "NSMutableArray"))),
            KeyedValue("NSLMFlags", .int(layoutManagerFlags(element))), KeyedValue("NSDelegate", .null),
        ]))
        builder.set(ArchivedObject(className: "NSTextContainer", values: [
            KeyedValue("NSLayoutManager", .object(layoutManager)), KeyedValue("NSTextLayoutManager", .null), KeyedValue("NSTextView", view),
            KeyedValue("NSWidth", .double(archivedWidth(values) ?? 0)), KeyedValue("NSMinWidth", .double(15)), KeyedValue("NSTCFlags", .int(1)),
        ]), at: container)
        result.append(KeyedValue("NSTextContainer", .object(container)))
        // The text and non-contiguous layout are the text system's (the loader reads them there), not keys of the view's.
        for key in ["NSTextStorage", "NSAllowsNonContiguousLayout"] where result.contains(where: { $0.key == key }) {
            result.removeAll { $0.key == key }
            if diagnostics.recordsAttributeUses, let index { renameUses(of: index, from: key, to: "NSTextContainer") }
        }
        result.append(KeyedValue("NSSharedData", sharedTextData(element)))
        var viewFlags = AppKitTextViewFlags.viewFlagsBase
        if element["horizontallyResizable"] == "YES" { viewFlags |= AppKitTextViewFlags.horizontallyResizableBit }
        if isVerticallyResizable(element) { viewFlags |= AppKitTextViewFlags.verticallyResizableBit }
        result.append(KeyedValue("NSTVFlags", .int(viewFlags)))
        result.append(KeyedValue("NSDelegate", .null))
        // The text colour, where the document names one or the text is rich and still empty.
        if let color = element.child("color", key: "textColor") {
            result.append(KeyedValue("NSTextViewTextColor", encodeColor(color)))
        } else if element["richText"] != "NO", element.child(key: "textStorage") == nil {
            result.append(KeyedValue("NSTextViewTextColor", systemCatalogColor("textColor")))
        }
        // What the shared data and the flags now hold leaves NibKit's keys.
        var folded: [(key: String, into: String)] = AppKitTextViewFlags.switches.map { ($0.key, "NSSharedData") }
        folded += [("NSFindStyle", "NSSharedData"), ("NSBackgroundColor", "NSSharedData"), ("NSInsertionPointColor", "NSSharedData"),
                   ("NSTextCompletion", "NSSharedData"), ("NSAllowsCharacterPickerTouchBarItem", "NSSharedData"),
                   ("NSHorizontallyResizable", "NSTVFlags"), ("NSVerticallyResizable", "NSTVFlags"), ("NSTextColor", "NSTextViewTextColor")]
        for (key, into) in folded where result.contains(where: { $0.key == key }) {
            result.removeAll { $0.key == key }
            if diagnostics.recordsAttributeUses, let index { renameUses(of: index, from: key, to: into) }
        }
        return result
    }

    /// The switches Apple's nibs set for a storyboard's text view and then for a custom class's,
    /// whatever the document says (``AppKitTextViewFlags``), in that order.
    private func forcedSwitches(_ textView: Element) -> [(key: String, on: Bool)] {
        (document.kind == .storyboard ? AppKitTextViewFlags.storyboardSwitches : [])
            + (textView["customClass"] != nil ? AppKitTextViewFlags.customClassSwitches : [])
    }

    /// The layout manager's `NSLMFlags`: its constant part, with non-contiguous layout where the
    /// document allows it (``AppKitTextViewFlags``).
    private func layoutManagerFlags(_ textView: Element) -> Int {
        var flags = AppKitTextViewFlags.layoutManagerFlagsBase
        if textView["allowsNonContiguousLayout"] == "YES" { flags |= AppKitTextViewFlags.nonContiguousLayoutBit }
        return flags
    }

    /// Whether a text view resizes vertically: as the document says, else as the Interface
    /// Builder that saved it did by default. Xcode 8 (tools versions 11169 to 13086) left out a
    /// vertical resizing that was on, earlier and later ones one that was off (viraptor/ibtool's
    /// `textView.py`; the pairs' Xcode 8 views without the attribute resize, every newer one that
    /// resizes says so).
    func isVerticallyResizable(_ textView: Element) -> Bool {
        if let value = textView["verticallyResizable"] { return value == "YES" }
        return Self.textViewsResizeVerticallyByDefault.contains(toolsVersionNumber ?? Int.max)
    }

    /// The tools versions whose text views resize vertically unless the document says otherwise.
    static let textViewsResizeVerticallyByDefault = 11169..<13087

    /// A text view's background: a plain white one is the text background colour, as ibtool
    /// writes it; nil where the document names another (or none).
    private mutating func textViewBackground(_ element: Element) -> ArchiveValue? {
        guard let color = element.child("color", key: "backgroundColor"), color["white"] == "1", color["colorSpace"] == "calibratedWhite" else { return nil }
        return systemCatalogColor("textBackgroundColor")
    }

    /// A scroll view's text view whose own maximum is no wider than the scroll view: ibtool
    /// archives the scroll view's width as its maximum width (viraptor/ibtool's `textView.py`;
    /// the pair `test12_text_view_border` has maximum and scroll view equally wide).
    private mutating func widenMaximumToScrollView(_ object: DocumentObject, _ element: Element, _ result: inout [KeyedValue]) {
        guard isScrollViewDocument(object), let position = result.firstIndex(where: { $0.key == "NSMaxSize" }),
              let maximum = element.child("size", key: "maxSize"), let width = maximum["width"].flatMap(Double.init),
              let height = maximum["height"].flatMap(Double.init),
              let clip = object.parentID.flatMap({ document.object(id: $0) }), let scroll = clip.parentID.flatMap({ document.object(id: $0) }),
              scroll.elementName == "scrollView",
              let scrollWidth = document.element(at: scroll.path).child("rect", key: "frame")?["width"].flatMap(Double.init),
              width < scrollWidth else { return }
        result[position].value = .object(builder.string("{\(Self.format(scrollWidth)), \(Self.format(height))}"))
    }

    /// Whether a view is the document view of a scroll view's clip view.
    private func isScrollViewDocument(_ object: DocumentObject) -> Bool {
        guard let clip = object.parentID.flatMap({ document.object(id: $0) }), clip.elementName == "clipView" else { return false }
        return isKeyedSubview(clip)
    }

    /// The size the view is archived with (its frame's, after any tiling), as [width, height].
    private func archivedSize(_ values: [KeyedValue]) -> [Double]? {
        guard case .object(let index)? = values.first(where: { $0.key == "NSFrameSize" || $0.key == "NSFrame" })?.value,
              let text = stringText(index) else { return nil }
        let numbers = Self.parseGeometryString(text)
        return numbers.count >= 2 ? Array(numbers.suffix(2)) : nil
    }

    /// The width the view is archived with (its frame's, after any tiling).
    private func archivedWidth(_ values: [KeyedValue]) -> Double? {
        guard case .object(let index)? = values.first(where: { $0.key == "NSFrameSize" || $0.key == "NSFrame" })?.value,
              let text = stringText(index) else { return nil }
        // "{w, h}" or "{{x, y}, {w, h}}": the width is the second number from the end.
        let numbers = Self.parseGeometryString(text)
        return numbers.count >= 2 ? numbers[numbers.count - 2] : nil
    }

    /// An `NSTextStorage`: the text as an `NSMutableString` and its runs as an attributed
    /// string archives them (``runValues(_:)``), each run with the view's text colour where it
    /// names none, and AppKit's default font, Helvetica 12, where it names none (the text
    /// storage fixes its attributes so; viraptor/ibtool's text storage rule).
    private mutating func textStorage(_ element: Element, archived: ArchiveValue?) -> Int {
        var runs: [AttributedRun] = []
        if case .object(let string)? = archived { runs = shared.attributedStringRuns[string] ?? [] }
        let textColor = element.child("color", key: "textColor").map { encodeColor($0) } ?? systemCatalogColor("textColor")
        for position in runs.indices { runs[position].attributes = withStorageDefaults(runs[position].attributes, textColor) }
        runs = coalesced(runs)
        let text = runs.map(\.text).joined()
        let storage = builder.reserve()
        // The attributed string's text is the storage's now (the attributed string is not archived).
        if diagnostics.recordsAttributeUses, case .object(let string)? = archived { redirectUses(ofObject: string, to: storage, key: "NSString") }
        let values = [KeyedValue("NSString", .object(builder.add(ArchivedObject(className: "NSMutableString", values: [
            KeyedValue("NS.bytes", .data(Array(text.utf8))),
        ]))))] + runValues(runs) + [KeyedValue("NSDelegate", .null)]
        builder.set(ArchivedObject(className: "NSTextStorage", values: values), at: storage)
        return storage
    }

    /// An attribute dictionary with `NSColor` and `NSFont` added where it has none, its keys sorted as AppKit writes them.
    private mutating func withStorageDefaults(_ attributes: ArchiveValue, _ color: ArchiveValue) -> ArchiveValue {
        guard case .object(let index) = attributes else { return attributes }
        let members = builder.archive.objects[index].elements
        var pairs: [(key: String, pair: (ArchiveValue, ArchiveValue))] = stride(from: 0, to: members.count - 1, by: 2).map { position in
            let key: String? = if case .object(let string) = members[position] { stringText(string) } else { nil }
            return (key ?? "", (members[position], members[position + 1]))
        }
        let needsColor = !pairs.contains { $0.key == "NSColor" }, needsFont = !pairs.contains { $0.key == "NSFont" }
        guard needsColor || needsFont else { return attributes }
        if needsColor { pairs.append(("NSColor", (.object(builder.string("NSColor")), color))) }
        if needsFont {
            let font = encodeFont(Element(name: "font", attributes: [Attribute(name: "name", value: "Helvetica"), Attribute(name: "size", value: "12")]))
            pairs.append(("NSFont", (.object(builder.string("NSFont")), font)))
        }
        return .object(builder.dictionary(pairs.sorted { $0.key < $1.key }.map(\.pair)))
    }

    /// `NSTextViewSharedData`: the switches, colours and text attributes a text view shares.
    private mutating func sharedTextData(_ element: Element) -> ArchiveValue {
        var flags = AppKitTextViewFlags.sharedFlagsBase
        for item in AppKitTextViewFlags.switches where element[item.attribute].map({ $0 == "YES" }) ?? item.standard { flags |= item.bit }
        if element["findStyle"] == "panel" { flags |= AppKitTextViewFlags.findPanelBit }
        for (key, on) in forcedSwitches(element) {
            guard let bit = AppKitTextViewFlags.switches.first(where: { $0.key == key })?.bit else { continue }
            flags = on ? flags | bit : flags & ~bit
        }
        var moreFlags = AppKitTextViewFlags.moreFlagsBase
        if element["allowsCharacterPickerTouchBarItem"] == "YES" { moreFlags |= AppKitTextViewFlags.characterPickerBit }
        let background = textViewBackground(element) ?? element.child("color", key: "backgroundColor").map { encodeColor($0) } ?? .null
        let insertion = element.child("color", key: "insertionPointColor").map { encodeColor($0) } ?? systemCatalogColor("textInsertionPointColor")
        let selected = builder.dictionary([
            (.object(builder.string("NSBackgroundColor")), systemCatalogColor("selectedTextBackgroundColor")), (.object(builder.string("NSColor")), systemCatalogColor("selectedTextColor")),
        ])
        let link = builder.dictionary([
            (.object(builder.string("NSColor")), systemCatalogColor("linkColor")), (.object(builder.string("NSCursor")), cursor(hotSpot: "{8, -8}", type: 13)),
            (.object(builder.string("NSUnderline")), .object(builder.number(.int(1)))),
        ])
        return .object(builder.add(ArchivedObject(className: "NSTextViewSharedData", values: [
            // Completion is on unless the document turns it off (a probed Python ibtool for
            // NetNewsWire's Mac xibs, ibtool 27: `textCompletion="NO"` disables it).
            KeyedValue("NSAutomaticTextCompletionDisabled", .bool(element["textCompletion"] == "NO")), KeyedValue("NSFlags", .int(Int(Int32(truncatingIfNeeded: flags)))),
            KeyedValue("NSMoreFlags", .int(moreFlags)),
            KeyedValue("NSTextCheckingTypes", .int(0)), KeyedValue("NSMarkedAttributes", .null), KeyedValue("NSBackgroundColor", background),
            KeyedValue("NSSelectedAttributes", .object(selected)), KeyedValue("NSInsertionColor", insertion),
            KeyedValue("NSLinkAttributes", .object(link)), KeyedValue("NSDefaultParagraphStyle", .null), KeyedValue("NSTextFinder", .null),
            KeyedValue("NSPreferredTextFinderStyle", .int(AppKitTextViewFlags.findStyles[element["findStyle"] ?? ""] ?? 0)),
            KeyedValue("NSTextHighlightAttributes", .null), KeyedValue("NSWritingToolsFlags", .int(256)),
        ])))
    }

    /// An `NSCursor` of AppKit's: its hot spot and its kind (0 the I-beam, 13 the pointing hand).
    /// (Equal cursors, like the text views' numbers, become one object when the nib is finished.)
    mutating func cursor(hotSpot: String, type: Int) -> ArchiveValue {
        .object(builder.add(ArchivedObject(className: "NSCursor", values: [
            KeyedValue("NSHotSpot", .object(builder.string(hotSpot))), KeyedValue("NSCursorType", .int(type)),
        ])))
    }
}
