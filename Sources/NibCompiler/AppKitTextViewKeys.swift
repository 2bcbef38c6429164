import NibArchive
import NibDocument

/// Text views as ibtool writes them (learnt from the seven text-view pairs): the text system
/// AppKit's NSTextView archives — a text container (`NSTextContainer`, as wide as the view) with
/// its layout manager and text storage — and the settings it shares with other views of the
/// same text (`NSTextViewSharedData`), whose `NSFlags` word packs the switches.
///
/// This is written beside NibKit's own keys (`NSEditable`, `NSTextStorage`…), which the loader
/// reads; the text system is for AppKit. `NSFlags` bits: selectable 0, editable 1, rich text 2,
/// imports graphics 3, font panel 5, ruler 6, smart insert and delete 9, find panel 13, link
/// detection 18; bits 8 and 11
/// are always set; bit 26 is set in every pair with spelling correction but one storyboard,
/// which has bits 15 and 25 instead (not known). `NSTVFlags`: horizontally resizable is bit 0
/// over a constant 0x86.
extension Compilation {
    mutating func appKitTextViewValues(_ object: DocumentObject, _ values: [KeyedValue]) -> [KeyedValue] {
        guard flavour == .appKit, document.format == .document, writesAppleOnlyKeys, object.elementName == "textView",
              let view = reference(to: object.id) else { return values }
        let element = document.element(at: object.path)
        var result = values
        let storage = textStorage(element, archived: values.first { $0.key == "NSTextStorage" }?.value)
        let container = builder.reserve()
        let layoutManager = builder.add(ArchivedObject(className: "NSLayoutManager", values: [
            KeyedValue("NSTextStorage", .object(storage)),
            KeyedValue("NSTextContainers", .object(builder.array([.object(container)], className: "NSMutableArray"))),
            KeyedValue("NSLMFlags", .int(102)), KeyedValue("NSDelegate", .null),
        ]))
        builder.set(ArchivedObject(className: "NSTextContainer", values: [
            KeyedValue("NSLayoutManager", .object(layoutManager)), KeyedValue("NSTextLayoutManager", .null), KeyedValue("NSTextView", view),
            KeyedValue("NSWidth", .double(archivedWidth(values) ?? 0)), KeyedValue("NSMinWidth", .double(15)), KeyedValue("NSTCFlags", .int(1)),
        ]), at: container)
        result.append(KeyedValue("NSTextContainer", .object(container)))
        result.append(KeyedValue("NSSharedData", sharedTextData(element)))
        result.append(KeyedValue("NSTVFlags", .int(0x86 | (element["horizontallyResizable"] == "YES" ? 1 : 0))))
        result.append(KeyedValue("NSDelegate", .null))
        // The text colour, where the document names one or the text is rich and still empty.
        if let color = element.child("color", key: "textColor") {
            result.append(KeyedValue("NSTextViewTextColor", encodeColor(color)))
        } else if element["richText"] != "NO", element.child(key: "textStorage") == nil {
            result.append(KeyedValue("NSTextViewTextColor", systemCatalogColor("textColor")))
        }
        return result
    }

    /// The width the view is archived with (its frame's, after any tiling).
    private func archivedWidth(_ values: [KeyedValue]) -> Double? {
        guard case .object(let index)? = values.first(where: { $0.key == "NSFrameSize" || $0.key == "NSFrame" })?.value,
              let text = stringText(index) else { return nil }
        // "{w, h}" or "{{x, y}, {w, h}}": the width is the second number from the end.
        let numbers = Self.parseGeometryString(text)
        return numbers.count >= 2 ? numbers[numbers.count - 2] : nil
    }

    /// An `NSTextStorage`: the text as an `NSMutableString`, and for styled text its attribute
    /// dictionaries (`NSAttributes`, each once) and runs (`NSAttributeInfo`: UTF-16 length and
    /// dictionary index, each a base-128 number).
    private mutating func textStorage(_ element: Element, archived: ArchiveValue?) -> Int {
        var runs: [(text: String, attributes: ArchiveValue)] = []
        if case .object(let string)? = archived, case .object(let list)? = builder.archive.objects[string]["IBFragments"] {
            for case .object(let fragment) in builder.archive.objects[list].elements {
                guard case .object(let text)? = builder.archive.objects[fragment]["NSString"], case .data(let bytes)? = builder.archive.objects[text]["NS.bytes"],
                      let attributes = builder.archive.objects[fragment]["NSAttributes"] else { continue }
                runs.append((String(decoding: bytes, as: UTF8.self), attributes))
            }
        }
        let text = runs.isEmpty ? Self.plainText(of: element.child(key: "textStorage")) : runs.map(\.text).joined()
        var values = [KeyedValue("NSString", .object(builder.add(ArchivedObject(className: "NSMutableString", values: [
            KeyedValue("NS.bytes", .data(Array(text.utf8))),
        ]))))]
        if !runs.isEmpty {
            // AppKit gives each run the view's text colour where it names none; runs with equal
            // attributes share one dictionary.
            let textColor = element.child("color", key: "textColor").map { encodeColor($0) } ?? systemCatalogColor("textColor")
            var dictionaries: [ArchiveValue] = []
            var info: [UInt8] = []
            for run in runs {
                let attributes = coloured(run.attributes, textColor)
                let position = dictionaries.firstIndex { archivedEqual($0, attributes) } ?? { dictionaries.append(attributes); return dictionaries.count - 1 }()
                info += Self.base128(run.text.utf16.count) + Self.base128(position)
            }
            values.append(KeyedValue("NSAttributes", .object(builder.array(dictionaries, className: "NSMutableArray"))))
            values.append(KeyedValue("NSAttributeInfo", .object(builder.add(ArchivedObject(className: "NSMutableData", values: [KeyedValue("NS.bytes", .data(info))])))))
        }
        values.append(KeyedValue("NSDelegate", .null))
        return builder.add(ArchivedObject(className: "NSTextStorage", values: values))
    }

    /// An attribute dictionary with `NSColor` added where it has none, its keys sorted as AppKit writes them.
    private mutating func coloured(_ attributes: ArchiveValue, _ color: ArchiveValue) -> ArchiveValue {
        guard case .object(let index) = attributes else { return attributes }
        let members = builder.archive.objects[index].elements
        var pairs: [(key: String, pair: (ArchiveValue, ArchiveValue))] = stride(from: 0, to: members.count - 1, by: 2).map { position in
            let key: String? = if case .object(let string) = members[position] { stringText(string) } else { nil }
            return (key ?? "", (members[position], members[position + 1]))
        }
        guard !pairs.contains(where: { $0.key == "NSColor" }) else { return attributes }
        pairs.append(("NSColor", (.object(builder.string("NSColor")), color)))
        return .object(builder.dictionary(pairs.sorted { $0.key < $1.key }.map(\.pair)))
    }

    /// Whether two archived values are equal in content (objects by class and values, recursively).
    private func archivedEqual(_ a: ArchiveValue, _ b: ArchiveValue, depth: Int = 0) -> Bool {
        guard case .object(let left) = a, case .object(let right) = b else { return a == b }
        if left == right { return true }
        let (x, y) = (builder.archive.objects[left], builder.archive.objects[right])
        guard depth < 8, x.className == y.className, x.values.count == y.values.count else { return false }
        return zip(x.values, y.values).allSatisfy { $0.key == $1.key && archivedEqual($0.value, $1.value, depth: depth + 1) }
    }

    /// The text of an `<attributedString>` without fragments' attributes (empty for none).
    private static func plainText(of storage: Element?) -> String {
        storage?.children.filter { $0.name == "fragment" }.map { $0["content"] ?? $0.child("string").map(text(of:)) ?? "" }.joined() ?? ""
    }

    /// `number` in base 128, low digits first, the high bit marking that more follow.
    static func base128(_ number: Int) -> [UInt8] {
        var rest = number
        var bytes: [UInt8] = []
        repeat {
            let digit = UInt8(rest & 0x7F)
            rest >>= 7
            bytes.append(rest == 0 ? digit : digit | 0x80)
        } while rest != 0
        return bytes
    }

    /// `NSTextViewSharedData`: the switches, colours and text attributes a text view shares.
    private mutating func sharedTextData(_ element: Element) -> ArchiveValue {
        var flags = 0x900
        let switches: [(String, Int, Bool)] = [
            ("selectable", 0x1, true), ("editable", 0x2, true), ("richText", 0x4, true), ("importsGraphics", 0x8, true),
            ("usesFontPanel", 0x20, false), ("usesRuler", 0x40, false), ("smartInsertDelete", 0x200, false), ("linkDetection", 0x4_0000, false),
            ("spellingCorrection", 0x400_0000, false),
        ]
        for (attribute, bit, standard) in switches where element[attribute].map({ $0 == "YES" }) ?? standard { flags |= bit }
        if element["findStyle"] == "panel" { flags |= 0x2000 }
        // AppKit replaces a plain white background with the text background colour.
        let background: ArchiveValue
        if let color = element.child("color", key: "backgroundColor") {
            background = color["white"] == "1" && color["colorSpace"] == "calibratedWhite" ? systemCatalogColor("textBackgroundColor") : encodeColor(color)
        } else {
            background = .null
        }
        let insertion = element.child("color", key: "insertionPointColor").map { encodeColor($0) } ?? systemCatalogColor("textInsertionPointColor")
        let selected = builder.dictionary([
            (.object(builder.string("NSBackgroundColor")), systemCatalogColor("selectedTextBackgroundColor")), (.object(builder.string("NSColor")), systemCatalogColor("selectedTextColor")),
        ])
        let link = builder.dictionary([
            (.object(builder.string("NSColor")), systemCatalogColor("linkColor")), (.object(builder.string("NSCursor")), cursor(hotSpot: "{8, -8}", type: 13)),
            (.object(builder.string("NSUnderline")), .object(builder.number(.int(1)))),
        ])
        let findStyles = ["panel": 1, "bar": 2]
        return .object(builder.add(ArchivedObject(className: "NSTextViewSharedData", values: [
            KeyedValue("NSAutomaticTextCompletionDisabled", .bool(false)), KeyedValue("NSFlags", .int(flags)), KeyedValue("NSMoreFlags", .int(1)),
            KeyedValue("NSTextCheckingTypes", .int(0)), KeyedValue("NSMarkedAttributes", .null), KeyedValue("NSBackgroundColor", background),
            KeyedValue("NSSelectedAttributes", .object(selected)), KeyedValue("NSInsertionColor", insertion),
            KeyedValue("NSLinkAttributes", .object(link)), KeyedValue("NSDefaultParagraphStyle", .null), KeyedValue("NSTextFinder", .null),
            KeyedValue("NSPreferredTextFinderStyle", .int(findStyles[element["findStyle"] ?? ""] ?? 0)),
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
