import Foundation
import NibSupport

/// An Xcode String Catalog (`.xcstrings`, JSON): every key with its comment and its
/// translations per language — another source of the same `<objectID>.<property>` keys a
/// document's `.strings` files hold.
public struct StringCatalog: Sendable, Hashable {
    /// The language the keys' source text is in.
    public var sourceLanguage: String
    /// Per key: its comment and its value in each language.
    public var strings: [String: Entry]

    /// One key of the catalog.
    public struct Entry: Sendable, Hashable {
        /// The comment (ibtool's `Class = …; ObjectID = …;`).
        public var comment: String?
        /// The value in each language that has a string unit.
        public var values: [String: String]
        /// Plural variants per language: category (`one`, `other`…) → text.
        public var plurals: [String: [String: String]]
    }

    /// Reads a catalog.
    /// - Throws: ``StringsError`` naming the file.
    public init(contentsOf url: URL) throws(StringsError) {
        let data: Data
        do { data = try BoundedFile.read(url, kind: .stringCatalog) } catch {
            throw error.isTooLarge ? StringsError(file: url.path, line: 0, column: 0, message: error.message) : StringsError.unreadable(url)
        }
        try self.init(data: data, file: url.path)
    }

    /// Reads catalog JSON.
    public init(data: Data, file: String = "<memory>") throws(StringsError) {
        let parsed: Any
        do { parsed = try JSONSerialization.jsonObject(with: data) } catch {
            // Say where the JSON breaks (a merge conflict, a hand edit), not just that it does.
            let bytes = [UInt8](data)
            guard let (offset, problem) = JSONSyntax.firstError(in: bytes) else {
                throw StringsError(file: file, line: 1, column: 1, message: "malformed JSON (\(error.localizedDescription)); a string catalog is JSON as Xcode writes it")
            }
            let (line, column) = TextPosition.of(offset, in: bytes)
            throw StringsError(file: file, line: line, column: column, message: "malformed JSON: \(problem); fix the catalog's JSON here (Xcode writes it; a merge or hand edit may have broken it)")
        }
        guard let root = parsed as? [String: Any] else {
            throw StringsError(file: file, line: 1, column: 1, message: "not a string catalog: the JSON is not an object; expected a JSON object with “strings”")
        }
        sourceLanguage = root["sourceLanguage"] as? String ?? "en"
        var strings: [String: Entry] = [:]
        for (key, value) in root["strings"] as? [String: Any] ?? [:] {
            let item = value as? [String: Any] ?? [:]
            var entry = Entry(comment: item["comment"] as? String, values: [:], plurals: [:])
            for (language, localization) in item["localizations"] as? [String: Any] ?? [:] {
                let localization = localization as? [String: Any] ?? [:]
                if let unit = localization["stringUnit"] as? [String: Any], let text = unit["value"] as? String {
                    entry.values[language] = text
                }
                let plural = ((localization["variations"] as? [String: Any])?["plural"] as? [String: Any]) ?? [:]
                for (category, variant) in plural {
                    if let text = ((variant as? [String: Any])?["stringUnit"] as? [String: Any])?["value"] as? String {
                        entry.plurals[language, default: [:]][category] = text
                    }
                }
            }
            strings[key] = entry
        }
        self.strings = strings
    }

    /// The languages any key is translated into, sorted.
    public var languages: [String] {
        Set(strings.values.flatMap { $0.values.keys }).sorted()
    }

    /// The catalog's strings for one language as a table (keys sorted, comments kept).
    public func table(for language: String) -> StringsTable {
        StringsTable(entries: strings.keys.sorted().compactMap { key in
            guard let entry = strings[key], let value = entry.values[language] else { return nil }
            return StringsTable.Entry(key: key, value: value, comment: entry.comment)
        })
    }
}
