import ArgumentParser
import Foundation
import NibCompiler
import NibLoading
import NibResources
import NibSupport

extension NibTool {
    /// `nibtool strings generate|import|check`: the localization workflow of ibtool's
    /// `--generate-strings-file` and `--import-strings-file`, and a check of every language.
    public struct Strings: ParsableCommand {
        public static let configuration = CommandConfiguration(
            abstract: "Generate, import and check the .strings files that localize documents.",
            subcommands: [Generate.self, Import.self, Check.self])

        public init() {}

        /// `nibtool strings generate FILE [-o OUT] [--encoding utf-16]`.
        public struct Generate: ParsableCommand {
            public static let configuration = CommandConfiguration(
                abstract: "Write every localizable string of a document as a .strings file, commented with class, property and text.")

            @Argument(help: "A .xib or .storyboard.")
            var file: String
            @Option(name: [.customShort("o"), .customLong("output")], help: "The .strings file to write (default: standard output).")
            var output: String?
            @Option(help: "utf-8 (default) or utf-16.")
            var encoding: String = "utf-8"

            public init() {}

            public func run() throws {
                guard let encoding = StringsTable.Encoding(rawValue: encoding) else { throw ValidationError("--encoding takes utf-8 or utf-16") }
                if let output { try OutputPaths.check([(URL(fileURLWithPath: file), URL(fileURLWithPath: output))]) }
                let document = try DocumentReader().read(contentsOf: URL(fileURLWithPath: file))
                let data = StringsFiles.generate(document).data(encoding: encoding)
                if let output {
                    try AtomicOutput.write(to: URL(fileURLWithPath: output), isFolder: false) { try data.write(to: $0) }
                } else {
                    FileHandle.standardOutput.write(data)
                }
            }
        }

        /// `nibtool strings import FILE --strings LANG.strings -o OUT`.
        public struct Import: ParsableCommand {
            public static let configuration = CommandConfiguration(
                abstract: "Write a localized copy of a document with the translations of a .strings file or string catalog applied.")

            @Argument(help: "A .xib or .storyboard.")
            var file: String
            @Option(help: "The translations: a .strings file, or an .xcstrings catalog with --language.")
            var strings: String
            @Option(help: "The language to take from a string catalog.")
            var language: String?
            @Option(name: [.customShort("o"), .customLong("output")], help: "The localized document to write.")
            var output: String

            public init() {}

            public func run() throws {
                // Before anything is written: the output may replace neither the document nor the translations.
                try OutputPaths.check([(URL(fileURLWithPath: file), URL(fileURLWithPath: output))], alsoReading: [URL(fileURLWithPath: strings)])
                let document = try DocumentReader().read(contentsOf: URL(fileURLWithPath: file))
                let table = try StringsFiles.table(at: URL(fileURLWithPath: strings), language: language)
                let localized = try document.localized(with: table.values)
                try AtomicOutput.write(to: URL(fileURLWithPath: output), isFolder: false) { try XMLWriter.data(of: localized.document.root).write(to: $0) }
                print("\(localized.applied) of \(table.entries.count) strings applied to \(output)")
            }
        }

        /// `nibtool strings check DIR...`.
        public struct Check: ParsableCommand {
            public static let configuration = CommandConfiguration(
                abstract: "For every document in a Base.lproj, list each language's stale keys (objects gone) and missing keys.")

            @Argument(help: "Folders searched for Base.lproj documents.")
            var paths: [String]

            public init() {}

            public func run() throws {
                print(LocalizationCheck.text(of: try LocalizationCheck.check(paths)))
            }
        }
    }
}

/// The `.strings` side of documents, shared by the commands and the tests.
public enum StringsFiles {
    /// A document's strings table: every localizable string with ibtool's comment, in document order.
    public static func generate(_ document: InterfaceDocument) -> StringsTable {
        StringsTable(entries: document.localizableStrings.map { StringsTable.Entry(key: $0.key, value: $0.text, comment: $0.comment) })
    }

    /// A `.strings` file, or one language of an `.xcstrings` catalog.
    public static func table(at url: URL, language: String?) throws -> StringsTable {
        guard url.pathExtension == "xcstrings" else { return try StringsTable(contentsOf: url) }
        let catalog = try StringCatalog(contentsOf: url)
        guard let language else { throw ValidationError("\(url.path) is a string catalog: name the language with --language (one of \(catalog.languages.joined(separator: ", ")))") }
        return catalog.table(for: language)
    }
}
