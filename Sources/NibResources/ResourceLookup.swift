import Foundation
import NibSupport

/// Where a bundle keeps a named resource, searched as on a device: each preferred language's
/// `.lproj` (with its region dropped as a fallback: `pt-BR` → `pt`), then `Base.lproj`, then the
/// folder itself; in each, the device variant (`Name~ipad.nib`) before the plain name; exact case.
public struct ResourceLookup: Sendable, Hashable {
    /// The preferred languages, most preferred first (`de-CH`, `en`).
    public var languages: [String]
    /// The device modifier (`ipad`, `iphone`), or nil for none.
    public var deviceModifier: String?

    /// Creates a lookup.
    public init(languages: [String], deviceModifier: String? = nil) {
        self.languages = languages
        self.deviceModifier = deviceModifier
    }

    /// The language folders' names to try, in order: each language, then the same without its
    /// region or script (`zh-Hans-CN` → `zh-Hans` → `zh`), `_` and `-` both accepted, no repeats.
    public static func languageFolders(for languages: [String]) -> [String] {
        var names: [String] = []
        func add(_ name: String) { if !name.isEmpty, !names.contains(name) { names.append(name) } }
        for language in languages {
            var parts = language.replacingOccurrences(of: "_", with: "-").split(separator: "-").map(String.init)
            while !parts.isEmpty {
                add(parts.joined(separator: "-"))
                if parts.count > 1 { add(parts.joined(separator: "_")) }
                parts.removeLast()
            }
        }
        return names.map { "\($0).lproj" }
    }

    /// The folders searched below a bundle's resource folder, in order (language folders only where they exist).
    public func folders(in root: URL) -> [URL] {
        var folders: [URL] = []
        for name in Self.languageFolders(for: languages) + ["Base.lproj"] {
            let folder = root.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue { folders.append(folder) }
        }
        folders.append(root)
        return folders
    }

    /// The first existing `name` with one of `extensions` below the roots, and every path tried.
    /// A name that already has one of the extensions (`Main.storyboard`) is looked up as is.
    /// A name that ``ResourceConfinement`` refuses finds nothing and tries nothing; a file that
    /// a symbolic link leads out of its root is passed over.
    public func find(_ name: String, extensions: [String], in roots: [URL]) -> (url: URL?, tried: [String]) {
        guard ResourceConfinement.problem(with: name) == nil else { return (nil, []) }
        var stem = name
        var candidates = extensions
        let (givenStem, given) = PathExtension.split(name)
        if !given.isEmpty, extensions.contains(given) {
            stem = givenStem
            candidates = [given]
        }
        var tried: [String] = []
        var seen: Set<String> = []
        for root in roots {
            for folder in folders(in: root) {
                let names = [deviceModifier.map { "\(stem)~\($0)" }, stem].compactMap { $0 }
                for base in names {
                    for ext in candidates {
                        let url = folder.appendingPathComponent("\(base).\(ext)")
                        guard seen.insert(url.path).inserted else { continue }
                        tried.append(url.path)
                        if FileManager.default.fileExists(atPath: url.path), ResourceConfinement.contains(root, url) { return (url, tried) }
                    }
                }
            }
        }
        return (nil, tried)
    }
}

/// The translations of a Base-internationalized document: `<lang>.lproj/<Name>.strings` beside
/// its `Base.lproj`, and `<Name>.xcstrings` catalogs (in any `.lproj`, or beside).
public enum Translations {
    /// One language's strings for a document.
    public struct Table: Sendable {
        /// The language (`ja`, `zh-Hans`).
        public var language: String
        /// The file they came from.
        public var file: String
        /// The strings.
        public var table: StringsTable
    }

    /// Every translation of `name` in `folder` (the folder that holds `Base.lproj`), by language.
    public static func all(named name: String, in folder: URL) throws(StringsError) -> [Table] {
        var found: [Table] = []
        let manager = FileManager.default
        let entries = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
        for entry in entries.sorted() where entry.hasSuffix(".lproj") && entry != "Base.lproj" {
            let language = String(entry.dropLast(".lproj".count))
            let strings = folder.appendingPathComponent(entry).appendingPathComponent("\(name).strings")
            if manager.fileExists(atPath: strings.path) { found.append(Table(language: language, file: strings.path, table: try StringsTable(contentsOf: strings))) }
            let catalog = folder.appendingPathComponent(entry).appendingPathComponent("\(name).xcstrings")
            if manager.fileExists(atPath: catalog.path) { found += try catalogTables(catalog) }
        }
        let beside = folder.appendingPathComponent("\(name).xcstrings")
        if manager.fileExists(atPath: beside.path) { found += try catalogTables(beside) }
        return found
    }

    /// The translation for the first of `languages` that has one (region fallback as ``ResourceLookup``), or nil.
    public static func preferred(named name: String, in folder: URL, languages: [String]) throws(StringsError) -> Table? {
        let available = try all(named: name, in: folder)
        for folderName in ResourceLookup.languageFolders(for: languages) {
            let language = String(folderName.dropLast(".lproj".count))
            if let table = available.first(where: { $0.language == language || $0.language.replacingOccurrences(of: "_", with: "-") == language }) { return table }
        }
        return nil
    }

    private static func catalogTables(_ url: URL) throws(StringsError) -> [Table] {
        let catalog = try StringCatalog(contentsOf: url)
        return catalog.languages.filter { $0 != catalog.sourceLanguage }.map { Table(language: $0, file: url.path, table: catalog.table(for: $0)) }
    }
}
