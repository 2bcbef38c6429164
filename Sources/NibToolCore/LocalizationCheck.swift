import Foundation
import NibCompiler
import NibLoading
import NibResources

/// What `nibtool strings check` finds: for every Base document, each language's strings
/// compared with the keys the document has now.
public enum LocalizationCheck {
    /// One language file of one document.
    public struct Language: Sendable {
        /// The `.strings` or `.xcstrings` file.
        public var file: String
        /// The language (`ja`, `zh-Hans`…).
        public var language: String
        /// Keys in the file whose object or property the document no longer has.
        public var stale: [String]
        /// Keys the document has that the file does not translate.
        public var missing: [String]
        /// Keys in both.
        public var current: Int
    }

    /// One Base document and its languages.
    public struct Document: Sendable {
        /// The document.
        public var file: String
        /// Its languages, sorted.
        public var languages: [Language]
    }

    /// Checks every document in a `Base.lproj` folder below `paths` against the `<lang>.lproj/<Name>.strings`
    /// beside it and the `<Name>.xcstrings` catalogs in any `.lproj` or next to it.
    public static func check(_ paths: [String]) throws -> [Document] {
        var results: [Document] = []
        for path in DocumentLoader.documents(at: paths) {
            let url = URL(fileURLWithPath: path)
            guard url.deletingLastPathComponent().lastPathComponent == "Base.lproj" else { continue }
            let document = try DocumentReader().read(contentsOf: url)
            let keys = Set(document.localizableStrings.map(\.key))
            let name = url.deletingPathExtension().lastPathComponent
            let folder = url.deletingLastPathComponent().deletingLastPathComponent()
            var languages: [Language] = []
            for (language, file, table) in try translations(named: name, in: folder) {
                let translated = Set(table.keys)
                languages.append(Language(
                    file: file, language: language, stale: translated.subtracting(keys).sorted(),
                    missing: keys.subtracting(translated).sorted(), current: translated.intersection(keys).count))
            }
            if !languages.isEmpty { results.append(Document(file: path, languages: languages.sorted { $0.language < $1.language })) }
        }
        return results
    }

    /// Every translation of `name` beside a Base.lproj: `.strings` per language folder, and catalogs.
    public static func translations(named name: String, in folder: URL) throws -> [(language: String, file: String, table: StringsTable)] {
        var found: [(String, String, StringsTable)] = []
        let manager = FileManager.default
        let entries = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
        for entry in entries.sorted() where entry.hasSuffix(".lproj") && entry != "Base.lproj" {
            let language = String(entry.dropLast(".lproj".count))
            let strings = folder.appendingPathComponent(entry).appendingPathComponent("\(name).strings")
            if manager.fileExists(atPath: strings.path) { found.append((language, strings.path, try StringsTable(contentsOf: strings))) }
            let catalog = folder.appendingPathComponent(entry).appendingPathComponent("\(name).xcstrings")
            if manager.fileExists(atPath: catalog.path) { found += try catalogTables(catalog) }
        }
        let beside = folder.appendingPathComponent("\(name).xcstrings")
        if manager.fileExists(atPath: beside.path) { found += try catalogTables(beside) }
        return found
    }

    private static func catalogTables(_ url: URL) throws -> [(String, String, StringsTable)] {
        let catalog = try StringCatalog(contentsOf: url)
        return catalog.languages.filter { $0 != catalog.sourceLanguage }.map { ($0, url.path, catalog.table(for: $0)) }
    }

    /// The report `nibtool strings check` prints.
    public static func text(of documents: [Document]) -> String {
        var lines: [String] = []
        for document in documents {
            lines.append(document.file)
            for language in document.languages {
                lines.append("  \(language.language) (\(language.file)): \(language.current) current, \(language.stale.count) stale, \(language.missing.count) missing")
                if !language.stale.isEmpty { lines.append("    stale: " + language.stale.joined(separator: ", ")) }
                if !language.missing.isEmpty { lines.append("    missing: " + language.missing.joined(separator: ", ")) }
            }
        }
        return lines.joined(separator: "\n")
    }
}
