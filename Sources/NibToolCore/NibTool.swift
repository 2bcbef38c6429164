import ArgumentParser
import Foundation
import NibLoading

/// `nibtool`: compile, inspect and load Interface Builder documents.
public struct NibTool: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "nibtool",
        abstract: "Reads, inspects and loads Interface Builder documents (.xib, .storyboard).",
        subcommands: [Compile.self, Dump.self, Diff.self, Load.self, Run.self, CoverageCommand.self, Strings.self, ColorProfiles.self, Validate.self, Generate.self])

    public init() {}
}

extension NibTool {
    /// `nibtool dump FILE`: the object tree and the connections.
    public struct Dump: ParsableCommand {
        public static let configuration = CommandConfiguration(abstract: "Print a document's object tree (class, id, label) and its connections, or a compiled nib's archived objects.")

        @Argument(help: "A .xib or .storyboard document, a compiled .nib (file or folder) or a .storyboardc folder.")
        var file: String

        public init() {}

        public func run() throws {
            try OutputPaths.requireExisting([file])
            let url = URL(fileURLWithPath: file)
            if url.pathExtension == "nib" {
                let compiled = try CompiledNibReader.archive(at: url)
                print(ArchiveDump.text(of: compiled.archive, source: compiled.source))
            } else if url.pathExtension == "storyboardc" {
                for name in try FileManager.default.contentsOfDirectory(atPath: url.path).sorted() where name.hasSuffix(".nib") {
                    let compiled = try CompiledNibReader.archive(at: url.appendingPathComponent(name))
                    print(ArchiveDump.text(of: compiled.archive, source: compiled.source))
                }
            } else {
                let document = try DocumentReader().read(contentsOf: url)
                print(DocumentDump.text(of: document))
            }
        }
    }
}

extension NibTool {
    /// `nibtool run BUNDLE_DIR`: launch an app bundle headlessly and print what was created and connected.
    public struct Run: ParsableCommand {
        public static let configuration = CommandConfiguration(
            abstract: "Launch an app bundle headlessly (Info.plist's main nib or storyboard) and print the object graph.")

        @Argument(help: "An app bundle folder: a macOS .app (Contents/Info.plist) or an iOS bundle (Info.plist at its root).")
        var bundle: String

        public init() {}

        public func run() throws {
            try OutputPaths.requireExisting([bundle])
            let result = try ApplicationLaunch.launch(bundleAt: URL(fileURLWithPath: bundle))
            print(LaunchReport.text(of: result))
        }
    }
}

extension NibTool {
    /// `nibtool coverage PATH...`: the share of attributes and elements decoded into typed properties.
    public struct CoverageCommand: ParsableCommand {
        public static let configuration = CommandConfiguration(
            commandName: "coverage",
            abstract: "Report the share of element and attribute occurrences decoded into typed properties, and the top undecoded ones.")

        @Argument(help: "Files or directories (searched recursively for .xib and .storyboard).")
        var paths: [String]

        @Option(help: "How many undecoded attributes and elements to list.")
        var top = 25

        @Flag(help: "The compatibility table instead: per element and attribute, the archive keys, value types and defaults the compiler writes, and whether Apple's nib beside a document (NAME.nib, NAME.out) confirms them.")
        var compile = false

        @Flag(help: "With --compile: print the table as Markdown (docs/COMPATIBILITY.md).")
        var markdown = false

        @Flag(name: .customLong("skip-held-back"), help: "With --compile: leave out issue 27's held-back ibtool pairs (FNV-1a 64 of the file name a multiple of 3).")
        var skipHeldBack = false

        public init() {}

        public func run() throws {
            if compile {
                _ = try DocumentLoader.existingDocuments(at: paths)
                let table = CompatibilityTable.measure(paths: paths, skippingHeldBack: skipHeldBack)
                print(markdown ? table.markdown() : table.text(), terminator: markdown ? "" : "\n")
                if table.documents == 0 { throw ToolError(path: paths.joined(separator: ", "), message: "no document could be compiled") }
                return
            }
            let report = Coverage.measure(documents: try DocumentLoader.existingDocuments(at: paths))
            print(report.text(top: top))
            // Shares of nothing are not 100%: say so, and fail.
            if report.documents == 0 { throw ToolError(path: paths.joined(separator: ", "), message: "no document could be measured (see the skipped lines above)") }
        }
    }
}
