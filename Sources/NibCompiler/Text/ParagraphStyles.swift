import NibArchive
import NibDocument

/// `<paragraphStyle>` and its `<textTab>`s as UIFoundation's coders write `NSParagraphStyle` and
/// `NSTextTab`, the same for AppKit and UIKit documents. The source is UIFoundation's keyed
/// `-encodeWithCoder:` (seen decompiled in the search index); Flycut's Apple-compiled
/// MainMenu.nib shows a natural paragraph written so (`NSAlignment` 4, the default tightening
/// factor, `NSTabStops` nil, `NSAllowsTighteningForTruncation` 1).
extension Compilation {
    /// The lengths a paragraph style archives as doubles when not zero, by attribute, in the
    /// order its coder writes them.
    private static let paragraphLengths: KeyValuePairs<String, String> = [
        "lineSpacing": "NSLineSpacing", "paragraphSpacing": "NSParagraphSpacing", "headIndent": "NSHeadIndent",
        "firstLineHeadIndent": "NSFirstLineHeadIndent", "tailIndent": "NSTailIndent", "minimumLineHeight": "NSMinLineHeight",
        "maximumLineHeight": "NSMaxLineHeight", "lineHeightMultiple": "NSLineHeightMultiple",
        "paragraphSpacingBefore": "NSParagraphSpacingBefore", "defaultTabInterval": "NSDefaultTabInterval",
    ]

    /// An `NSParagraphStyle`: each setting the document gives that is not the class's default.
    /// - the alignment and line break mode as numbers, left and word wrapping left out;
    /// - lengths as doubles, zero left out; the hyphenation and tightening factors as the floats
    ///   they are stored as, the tightening factor always (0.05 by default);
    /// - `NSTabStops` always: the document's tabs, or nil for the default ones;
    /// - the writing direction one higher, natural left out;
    /// - `NSAllowsTighteningForTruncation` 1 unless the document turns it off (Interface
    ///   Builder writes the setting only when it is off).
    mutating func paragraphStyle(_ element: Element) throws(CompileError) -> ArchiveValue {
        let index = builder.reserve()
        var values: [KeyedValue] = []
        var archived: [String: String] = [:]
        // Each setting is recorded under its key, written or left out as the default.
        func add(_ attribute: String, _ key: String, _ value: ArchiveValue?) {
            archived[attribute] = key
            if let value { values.append(KeyedValue(key, value)) }
        }
        let alignment = element["alignment"].flatMap { TextEnumerationNumbers.alignments[$0] } ?? 0
        add("alignment", "NSAlignment", alignment != 0 ? .int(alignment) : nil)
        let mode = element["lineBreakMode"].flatMap { TextEnumerationNumbers.lineBreakModes[$0] } ?? 0
        add("lineBreakMode", "NSLineBreakMode", mode != 0 ? .int(mode) : nil)
        for (attribute, key) in Self.paragraphLengths {
            let length = Self.finiteNumber(element[attribute]) ?? 0
            add(attribute, key, length != 0 ? .double(length) : nil)
        }
        let hyphenation = Self.finiteNumber(element["hyphenationFactor"]).map { Double(Float($0)) } ?? 0
        add("hyphenationFactor", "NSHyphenationFactor", hyphenation != 0 ? .double(hyphenation) : nil)
        // Written at the default too (Flycut's Apple-compiled nib: 0.05 as the float it is stored as).
        let tightening = Self.finiteNumber(element["tighteningFactorForTruncation"]) ?? TextEnumerationNumbers.defaultTighteningFactor
        add("tighteningFactorForTruncation", "NSTighteningFactorForTruncation", .double(Double(Float(tightening))))
        let headerLevel = Self.finiteNumber(element["headerLevel"]) ?? 0
        add("headerLevel", "NSHeaderLevel", headerLevel != 0 ? .double(headerLevel) : nil)
        var tabs: ArchiveValue = .null
        if let list = element.child("tabStops") {
            var members: [ArchiveValue] = []
            for tab in list.children where tab.name == "textTab" { members.append(try textTab(tab)) }
            tabs = .object(builder.array(members))
        }
        values.append(KeyedValue("NSTabStops", tabs))
        let direction = element["baseWritingDirection"].flatMap { TextEnumerationNumbers.writingDirections[$0] }
        add("baseWritingDirection", "NSWritingDirection", direction.map { .int($0) })
        let tightens = element["allowsDefaultTighteningForTruncation"] != "NO"
        add("allowsDefaultTighteningForTruncation", "NSAllowsTighteningForTruncation", tightens ? .int(1) : nil)
        recordUses(of: element, index: index, archived: archived)
        builder.set(ArchivedObject(className: "NSParagraphStyle", values: values), at: index)
        return .object(index)
    }

    /// The spacing of AppKit's default tab stops, twelve of them.
    static let defaultTabInterval = 28.0

    /// An `NSTextTab`, as its coder writes it:
    /// - `NSTextAlignment` and `NSTabOptions` for a tab that is not left or centre aligned, or
    ///   that has options (Interface Builder writes `<options/>` for every tab), the alignment
    ///   left out at left;
    /// - `NSType`, the tab type its alignment makes (right 1, centre 2), left out for left;
    /// - `NSLocation`, a double.
    /// Equal tabs are one object, as UIFoundation keeps one instance of each. That instance is
    /// the first made: a left tab on AppKit's default 28-point grid (28…336) is the default
    /// paragraph style's, made without options, so its empty `<options/>` is not archived
    /// (CotEditor's Apple-archived text storage; viraptor/ibtool's text tabs, location only).
    private mutating func textTab(_ tab: Element) throws(CompileError) -> ArchiveValue {
        let name = tab["alignment"] ?? "left"
        let alignment = TextEnumerationNumbers.alignments[name] ?? 0
        let location = Self.finiteNumber(tab["location"]) ?? 0
        let isDefaultTab = name == "left" && (1...12).contains { Double($0) * Self.defaultTabInterval == location }
        var options: ArchiveValue?
        if let list = tab.child("options"), !(isDefaultTab && list.children.isEmpty) {
            var pairs: [(ArchiveValue, ArchiveValue)] = []
            for member in list.children {
                guard let key = member["key"], let value = try valueElement(member) else { continue }
                pairs.append((.object(builder.string(key)), collectionMember(value)))
            }
            options = .object(builder.dictionary(pairs))
        }
        let type = TextEnumerationNumbers.tabTypesByAlignment[name] ?? 0
        var values: [KeyedValue] = []
        var archived = ["location": "NSLocation", "alignment": "NSType"]
        if !["left", "center"].contains(name) || options != nil {
            if alignment != 0 { values.append(KeyedValue("NSTextAlignment", .int(alignment))); archived["alignment"] = "NSTextAlignment" }
            if let options { values.append(KeyedValue("NSTabOptions", options)) }
        }
        if type != 0 { values.append(KeyedValue("NSType", .int(type))) }
        values.append(KeyedValue("NSLocation", .double(location)))
        let index = builder.add(ArchivedObject(className: "NSTextTab", values: values))
        recordUses(of: tab, index: index, archived: archived)
        return .object(index)
    }
}
