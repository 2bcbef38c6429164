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
    /// - Throws: ``ToolError`` for a path that does not exist, or when no document is in a `Base.lproj`.
    public static func check(_ paths: [String]) throws -> [Document] {
        var results: [Document] = []
        let base = try DocumentLoader.existingDocuments(at: paths).filter { URL(fileURLWithPath: $0).deletingLastPathComponent().lastPathComponent == "Base.lproj" }
        guard !base.isEmpty else {
            throw ToolError(path: paths.joined(separator: ", "), message: "no .xib or .storyboard in a Base.lproj folder here; name the folder that holds Base.lproj")
        }
        for path in base {
            let url = URL(fileURLWithPath: path)
            let document = try DocumentReader().read(contentsOf: url)
            let keys = Set(document.localizableStrings.map(\.key))
            let name = url.deletingPathExtension().lastPathComponent
            let folder = url.deletingLastPathComponent().deletingLastPathComponent()
            var languages: [Language] = []
            for translation in try Translations.all(named: name, in: folder) {
                let translated = Set(translation.table.keys)
                languages.append(Language(
                    file: translation.file, language: translation.language, stale: translated.subtracting(keys).sorted(),
                    missing: keys.subtracting(translated).sorted(), current: translated.intersection(keys).count))
            }
            if !languages.isEmpty { results.append(Document(file: path, languages: languages.sorted { $0.language < $1.language })) }
        }
        return results
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
