import Foundation
import NibArchive
import NibCompiler
import NibDocument
import NibLoading

/// `nibtool coverage --compile`: what the compiler does with each attribute, from its own tables,
/// as a user reads it to know whether a document is covered. Every document is compiled with its
/// attribute uses recorded; per (element, attribute) the table gives the classes and archive
/// keys the values went to, the value types written, the attribute values at which the key was
/// left out (the compiler's defaults, as far as the documents show them), and, where the document
/// has Apple's nib beside it (an ibtool pair: `NAME.xib` beside `NAME.nib`, a storyboard beside
/// `NAME.out` or `NAME.storyboardc`), how many occurrences Apple's nib confirms: its counterpart
/// object (paired by ``ArchiveComparison``'s strict walk) has the same key with the same value,
/// or lacks it too. A key the compiler wrote by the prefix rule, Apple's key for it not being
/// known (``CompiledNib/inventedKeys``, per element: a key name guessed for one element may be
/// Apple's own for another), says so.
public struct CompatibilityTable: Sendable {
    /// An (element, attribute) of the documents.
    public struct Attribute: Sendable, Hashable, Comparable {
        public var element: String
        public var attribute: String
        public init(element: String, attribute: String) {
            self.element = element
            self.attribute = attribute
        }
        public static func < (a: Attribute, b: Attribute) -> Bool { (a.element, a.attribute) < (b.element, b.attribute) }
    }

    /// What the documents showed of one attribute.
    public struct Row: Sendable {
        /// Occurrences in the documents.
        public var occurrences = 0
        /// Occurrences by what the compiler did: `archived`, `structural`, `design time`, `dropped`, `not compiled`.
        public var dispositions: [String: Int] = [:]
        /// The classes of the archived objects that received the value.
        public var classes: Set<String> = []
        /// The archive keys written (or that would be: see ``leftOutAt``).
        public var keys: Set<String> = []
        /// Keys written by the prefix rule because Apple's is not known, and left in the archive.
        public var guessedKeys: Set<String> = []
        /// Occurrences whose prefix-rule key a class rule then replaced: the value went into
        /// Apple's own key for it (a flag word, another key), or was a default and left out.
        public var folded = 0
        /// The types of the values written (`int8`, `double`, `bool`, `NSString`…).
        public var types: Set<String> = []
        /// The attribute values at which the compiler wrote no key (its defaults, as seen).
        public var leftOutAt: Set<String> = []
        /// Occurrences in a pair whose Apple nib has the same value under the key (or lacks it too).
        public var confirmed = 0
        /// Occurrences in a pair whose Apple nib has another value, or the key where NibKit has none.
        public var contradicted = 0
    }

    /// Every attribute seen, by element and name.
    public var rows: [Attribute: Row] = [:]
    /// Documents compiled.
    public var documents = 0
    /// Of those, documents with Apple's nib beside them.
    public var pairs = 0
    /// Documents left out, with the reason.
    public var skipped: [String: String] = [:]

    /// The status of a row, as the table prints it.
    public static func status(of row: Row) -> String {
        if !row.guessedKeys.isEmpty {
            // A guess the pairs confirm is Apple's key; one they never saw stays a guess.
            let guessed = "NibKit guesses \(row.guessedKeys.sorted().joined(separator: ", "))"
            switch (row.confirmed, row.contradicted) {
            case (0, 0): return "unknown (\(guessed))"
            case (_, 0): return "confirmed (\(guessed))"
            case (0, _): return "differs from Apple's (\(guessed))"
            default: return "partly confirmed (\(guessed))"
            }
        }
        let archived = row.dispositions["archived", default: 0]
        if archived > 0, archived == row.folded {
            switch (row.confirmed, row.contradicted) {
            case (0, 0): return "class rule, no pair"
            case (_, 0): return "confirmed (class rule)"
            case (0, _): return "differs from Apple's (class rule)"
            default: return "partly confirmed (class rule)"
            }
        }
        guard archived > 0 else {
            return row.dispositions.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.first?.key ?? "not compiled"
        }
        switch (row.confirmed, row.contradicted) {
        case (0, 0): return "Apple's key, no pair"
        case (_, 0): return "confirmed"
        case (0, _): return "differs from Apple's"
        default: return "partly confirmed"
        }
    }

    /// Compiles the documents at `paths` (folders searched) and tabulates their attributes.
    /// `skippingHeldBack` leaves out issue 27's held-back ibtool pairs (``PairSplit``).
    public static func measure(paths: [String], skippingHeldBack: Bool = false) -> CompatibilityTable {
        var table = CompatibilityTable()
        for path in DocumentLoader.documents(at: paths) {
            let url = URL(fileURLWithPath: path)
            let reference = Self.appleNib(beside: url)
            if skippingHeldBack, reference != nil, PairSplit.isHeldBack(url.lastPathComponent) { continue }
            do {
                let document = try DocumentReader().read(contentsOf: url)
                guard document.format == .document else {
                    table.skipped[path] = "a legacy Xcode 3/4 archive (its attributes are IB's own model)"
                    continue
                }
                try table.add(document, reference: reference)
                table.documents += 1
                if reference != nil { table.pairs += 1 }
            } catch {
                table.skipped[path] = ErrorLine.text(for: error, file: path)
            }
        }
        return table
    }

    /// Apple's compiled nib beside a document, if there is one.
    static func appleNib(beside document: URL) -> URL? {
        let base = document.deletingPathExtension()
        let candidates = document.pathExtension == "xib" ? ["nib"] : ["out", "storyboardc"]
        return candidates.map { base.appendingPathExtension($0) }.first { FileManager.default.fileExists(atPath: $0.path) }
    }

    private mutating func add(_ document: InterfaceDocument, reference: URL?) throws {
        let compiler = NibCompiler(options: .init(recordsAttributeUses: true))
        var units: [(name: String, nib: CompiledNib)] = []
        if document.kind == .storyboard {
            units = try compiler.compileStoryboard(document).nibs.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        } else {
            units = [("", try compiler.compile(document))]
        }
        let references = try reference.map { try NibDiff.archives(at: $0) } ?? [:]
        var elements: [AttributePlace: Element] = [:]
        Self.index(document.root, into: &elements)
        var recorded: Set<AttributePlace> = []
        for unit in units {
            let archive = unit.nib.archive
            let comparison = references[unit.name].map { ArchiveComparison(archive, reference: $0) }
            let documentObjects = Set(unit.nib.objectIndexes.values)
            for use in unit.nib.attributeUses {
                let place = AttributePlace(line: use.line, column: use.column, attribute: use.attribute)
                // A storyboard's objects may be in two nibs (a scene's and its view's): counted once.
                guard recorded.insert(place).inserted else { continue }
                let key = Attribute(element: use.element, attribute: use.attribute)
                var row = rows[key] ?? Row()
                row.occurrences += 1
                switch use.disposition {
                case .structural: row.dispositions["structural", default: 0] += 1
                case .designTime: row.dispositions["design time", default: 0] += 1
                case .dropped: row.dispositions["dropped", default: 0] += 1
                case .archived(let index, let archiveKey):
                    row.dispositions["archived", default: 0] += 1
                    guard archive.objects.indices.contains(index) else { break }
                    let object = archive.objects[index]
                    row.classes.insert(object.className)
                    let values = object.values.filter { $0.key == archiveKey }.map(\.value)
                    let isGuess = unit.nib.invented(archiveKey, forElement: use.element)
                    if isGuess, values.isEmpty {
                        // Written by the prefix rule, then replaced by the class's own rule.
                        row.folded += 1
                        if let comparison, let counterpart = comparison.counterparts[index], let theirs = references[unit.name] {
                            // Confirmed only where the whole object matches: which key took the value is not recorded.
                            let ours = Set(object.values.map(\.key))
                            let confirmed = theirs.objects[counterpart][archiveKey] == nil
                                && Set(theirs.objects[counterpart].values.map(\.key)).isSubset(of: ours)
                                && ours.allSatisfy { Self.confirms(comparison, index, $0, in: archive, documentObjects: documentObjects, depth: 0) }
                            if confirmed { row.confirmed += 1 } else { row.contradicted += 1 }
                        }
                        break
                    }
                    row.keys.insert(archiveKey)
                    if isGuess { row.guessedKeys.insert(archiveKey) }
                    if values.isEmpty {
                        if let raw = elements[AttributePlace(line: use.line, column: use.column, attribute: "")]?[use.attribute] { row.leftOutAt.insert(raw) }
                    }
                    for value in values { row.types.insert(Self.typeName(value, in: archive)) }
                    if let comparison, let counterpart = comparison.counterparts[index], let theirs = references[unit.name] {
                        let confirmed = values.isEmpty
                            ? theirs.objects[counterpart][archiveKey] == nil
                            : Self.confirms(comparison, index, archiveKey, in: archive, documentObjects: documentObjects, depth: 0)
                        if confirmed { row.confirmed += 1 } else { row.contradicted += 1 }
                    }
                }
                rows[key] = row
            }
        }
        // Attributes of object elements no use was recorded for: never reached by the compiler.
        addUnrecorded(document.root, recorded: recorded, parents: [])
    }

    /// Whether the comparison matched `key` of the object at `index`, and the values it refers to
    /// that are not document objects (strings, colours, fonts…), key by key.
    private static func confirms(
        _ comparison: ArchiveComparison, _ index: Int, _ key: String, in archive: KeyedArchive, documentObjects: Set<Int>, depth: Int
    ) -> Bool {
        guard comparison.matches(objectAt: index, key: key) == true else { return false }
        guard depth < 4 else { return true }
        for value in archive.objects[index].values where value.key == key {
            guard case .object(let nested) = value.value, !documentObjects.contains(nested) else { continue }
            for nestedKey in Set(archive.objects[nested].values.map(\.key)) {
                if !confirms(comparison, nested, nestedKey, in: archive, documentObjects: documentObjects, depth: depth + 1) { return false }
            }
        }
        return true
    }

    private mutating func addUnrecorded(_ element: Element, recorded: Set<AttributePlace>, parents: [String]) {
        let context = parents + [element.name]
        let isMetadata = context.contains { Coverage.metadataElements.contains($0) } && !context.contains("objects")
            || context.contains("designables") || context.contains("resources")
        if !isMetadata {
            let isConnection = context.contains { Coverage.connectionElements.contains($0) }
            for attribute in element.attributes where !recorded.contains(AttributePlace(line: element.line, column: element.column, attribute: attribute.name)) {
                let disposition = isConnection || attribute.name == "key" || attribute.name == "id" ? "structural"
                    : element.name == "point" && element["key"] == "canvasLocation" ? "design time" : "not compiled"
                let key = Attribute(element: element.name, attribute: attribute.name)
                rows[key, default: Row()].occurrences += 1
                rows[key, default: Row()].dispositions[disposition, default: 0] += 1
            }
        }
        for child in element.children { addUnrecorded(child, recorded: recorded, parents: context) }
    }

    private static func index(_ element: Element, into elements: inout [AttributePlace: Element]) {
        elements[AttributePlace(line: element.line, column: element.column, attribute: "")] = element
        for child in element.children { index(child, into: &elements) }
    }

    /// A value's type as the table names it.
    static func typeName(_ value: ArchiveValue, in archive: KeyedArchive) -> String {
        switch value {
        case .integer(_, let width): "int\(width * 8)"
        case .bool: "bool"
        case .float: "float"
        case .double: "double"
        case .data: "data"
        case .null: "nil"
        case .object(let index): archive.objects.indices.contains(index) ? archive.objects[index].className : "object"
        }
    }

    /// The most attribute values listed under "left out at".
    static let maximumListedValues = 4

    /// The table as Markdown: a summary, then one row per (element, attribute), sorted.
    public func markdown() -> String {
        var lines = [
            "# Compatibility table",
            "",
            "Generated by `Scripts/compatibility-table.sh` (`nibtool coverage --compile --markdown --skip-held-back ../shared/corpus ../shared/ibtool-pairs`); do not edit by hand.",
            "",
            "Each row is one attribute of one Interface Builder element, over \(documents) documents (\(pairs) of them ibtool pairs, issue 27's held-back pairs left out). "
                + "**Key** is the archive key the compiler writes the value under, in the **class** of the archived object, as **type**. "
                + "**Left out at** lists attribute values for which the compiler wrote no key (its defaults, as far as these documents show them). "
                + "**Pairs** counts occurrences in documents with Apple's nib beside them: confirmed (Apple's counterpart object has the same key with the same value, or lacks it too) / differing. "
                + "**Status**: `confirmed`, `partly confirmed`, `differs from Apple's`, `Apple's key, no pair` (a key known from Apple's nibs that no pair here shows), "
                + "`unknown (NibKit guesses KEY)` (Apple's key is not known: the compiler wrote KEY by the prefix rule; where pairs show that key, the status says whether they confirm the guess), "
                + "`… (class rule)` (the class's own rule put the value into Apple's key for it, a flag word or another key, or left it out as a default; no key column: "
                + "a pair confirms it where Apple's whole counterpart object matches), "
                + "`structural` (ids, classes, connections: the compiler interprets it), `design time` (Interface Builder's own, dropped as ibtool drops it), "
                + "`dropped` (not compiled: NibKit does not know what it means at run time), `not compiled` (no rule reached it).",
            "",
        ]
        var statuses: [String: Int] = [:]
        for row in rows.values { statuses[Self.status(of: row).components(separatedBy: " (").first ?? "", default: 0] += 1 }
        lines.append("Attributes by status: " + statuses.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { "\($0.key) \($0.value)" }.joined(separator: ", ") + ".")
        lines.append("")
        lines.append("| element | attribute | uses | class | key | type | left out at | pairs | status |")
        lines.append("|---|---|---:|---|---|---|---|---|---|")
        func cell(_ values: Set<String>) -> String { values.sorted().map { "`\(Self.escaped($0))`" }.joined(separator: ", ") }
        for (attribute, row) in rows.sorted(by: { $0.key < $1.key }) {
            var leftOut = row.leftOutAt.sorted().prefix(Self.maximumListedValues).map { "`\(Self.escaped($0))`" }.joined(separator: ", ")
            if row.leftOutAt.count > Self.maximumListedValues { leftOut += " …" }
            let pairsCell = row.confirmed + row.contradicted == 0 ? "" : "\(row.confirmed) / \(row.contradicted)"
            lines.append("| \(attribute.element) | \(attribute.attribute) | \(row.occurrences) | \(cell(row.classes)) | \(cell(row.keys)) | \(cell(row.types)) | \(leftOut) | \(pairsCell) | \(Self.status(of: row)) |")
        }
        if !skipped.isEmpty {
            lines.append("")
            lines.append("Documents left out: " + skipped.keys.sorted().map { ($0 as NSString).lastPathComponent }.joined(separator: ", ") + ".")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The table as text, one attribute per line.
    public func text() -> String {
        var lines = ["\(documents) documents, \(pairs) with Apple's nib beside them"]
        for (attribute, row) in rows.sorted(by: { $0.key < $1.key }) {
            var parts = ["\(attribute.element).\(attribute.attribute)", "\(row.occurrences) uses"]
            if !row.keys.isEmpty { parts.append("→ " + row.classes.sorted().joined(separator: "/") + "." + row.keys.sorted().joined(separator: "/")) }
            if !row.types.isEmpty { parts.append(row.types.sorted().joined(separator: "/")) }
            if !row.leftOutAt.isEmpty { parts.append("left out at " + row.leftOutAt.sorted().prefix(Self.maximumListedValues).joined(separator: ", ")) }
            if row.confirmed + row.contradicted > 0 { parts.append("pairs \(row.confirmed)/\(row.contradicted)") }
            parts.append(Self.status(of: row))
            lines.append(parts.joined(separator: "  "))
        }
        for (file, reason) in skipped.sorted(by: { $0.key < $1.key }) { lines.append("skipped \(file): \(reason)") }
        return lines.joined(separator: "\n")
    }

    /// Text safe inside a Markdown table cell and code span.
    static func escaped(_ text: String) -> String {
        let flat = text.replacingOccurrences(of: "\n", with: "⏎").replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "`", with: "'")
        return flat.count > 40 ? String(flat.prefix(40)) + "…" : flat
    }
}
