import NibArchive
import NibDocument

/// A run of styled text: its characters and its archived attribute dictionary.
struct AttributedRun {
    var text: String
    var attributes: ArchiveValue
}

/// `<attributedString>` as Foundation's `NSAttributedString` coder writes it, in both schemas:
/// - `NSString`, the whole text;
/// - for text that is not empty, `NSAttributes`: the one attribute dictionary when a single run
///   covers the text (an empty one for plain text: Flycut's Apple-compiled formatter symbols,
///   its text view's one-run storage);
/// - for several runs, the distinct dictionaries in order of first use (`NSMutableArray`) and
///   `NSAttributeInfo`, each run's UTF-16 length and dictionary index in base 128 (the pair
///   `textview_multiattr`).
extension Compilation {
    mutating func attributedString(_ element: Element) throws(CompileError) -> ArchiveValue {
        let index = builder.reserve()
        let runs = try attributedRuns(of: element, archivedAt: index)
        shared.attributedStringRuns[index] = runs
        builder.set(ArchivedObject(className: "NSAttributedString", values: [
            KeyedValue("NSString", .object(builder.string(runs.map(\.text).joined()))),
        ] + runValues(runs)), at: index)
        return .object(index)
    }

    /// The runs of an `<attributedString>`, one per `<fragment>` but for adjacent fragments with
    /// equal attributes, which are one run as they are in an attributed string. Fragments without
    /// text make no run.
    private mutating func attributedRuns(of element: Element, archivedAt index: Int) throws(CompileError) -> [AttributedRun] {
        var runs: [AttributedRun] = []
        for fragment in element.children where fragment.name == "fragment" {
            recordUses(of: fragment, index: index, archived: ["content": "NSString"])
            let text = Self.fragmentContent(fragment)
            guard !text.isEmpty else { continue }
            var pairs: [(ArchiveValue, ArchiveValue)] = []
            for attribute in fragment.child("attributes")?.children ?? [] {
                guard let key = attribute["key"], let value = try valueElement(attribute, parentIndex: index, parentKey: "NSAttributes") else { continue }
                pairs.append((.object(builder.string(key)), collectionMember(value)))
            }
            runs.append(AttributedRun(text: text, attributes: .object(builder.dictionary(pairs))))
        }
        return coalesced(runs)
    }

    /// `runs` with each run that has the attributes of the one before it joined to that one.
    func coalesced(_ runs: [AttributedRun]) -> [AttributedRun] {
        var result: [AttributedRun] = []
        for run in runs {
            if let last = result.indices.last, archivedEqual(result[last].attributes, run.attributes) {
                result[last].text += run.text
            } else {
                result.append(run)
            }
        }
        return result
    }

    /// `NSAttributes` (and `NSAttributeInfo`) for runs, as `NSAttributedString` and
    /// `NSTextStorage` archive them; nothing for no runs.
    mutating func runValues(_ runs: [AttributedRun]) -> [KeyedValue] {
        guard runs.count > 1 else { return runs.first.map { [KeyedValue("NSAttributes", $0.attributes)] } ?? [] }
        var dictionaries: [ArchiveValue] = []
        var info: [UInt8] = []
        for run in runs {
            let position = dictionaries.firstIndex { archivedEqual($0, run.attributes) } ?? { dictionaries.append(run.attributes); return dictionaries.count - 1 }()
            info += Self.base128(run.text.utf16.count) + Self.base128(position)
        }
        return [
            KeyedValue("NSAttributes", .object(builder.array(dictionaries, className: "NSMutableArray"))),
            KeyedValue("NSAttributeInfo", .object(builder.data(info, className: "NSMutableData"))),
        ]
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

    /// A `<fragment>`'s text: its `content` attribute, else its `<string key="content">` or, as
    /// Interface Builder also writes it, `<mutableString key="content">` (viraptor/ibtool's
    /// `attributedString.py` reads both); empty without one.
    static func fragmentContent(_ fragment: Element) -> String {
        if let content = fragment["content"] { return content }
        let child = fragment.children.first { ["string", "mutableString"].contains($0.name) && $0["key"] == "content" }
        return child.map(text(of:)) ?? ""
    }

    /// Whether two archived values are equal in content (objects by class and values, recursively).
    func archivedEqual(_ a: ArchiveValue, _ b: ArchiveValue, depth: Int = 0) -> Bool {
        guard case .object(let left) = a, case .object(let right) = b else { return a == b }
        if left == right { return true }
        let (x, y) = (builder.archive.objects[left], builder.archive.objects[right])
        guard depth < 8, x.className == y.className, x.values.count == y.values.count else { return false }
        return zip(x.values, y.values).allSatisfy { $0.key == $1.key && archivedEqual($0.value, $1.value, depth: depth + 1) }
    }
}
