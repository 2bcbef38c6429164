import ArgumentParser
import Foundation
import NibLoading

/// `nibtool`: compile, inspect and load Interface Builder documents.
public struct NibTool: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "nibtool",
        abstract: "Reads, inspects and loads Interface Builder documents (.xib, .storyboard).",
        subcommands: [Compile.self, Dump.self, Diff.self, Load.self, Run.self, CoverageCommand.self, Strings.self, ColorProfiles.self])

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

    /// `nibtool load PATH...`: load every document and report.
    public struct Load: ParsableCommand {
        public static let configuration = CommandConfiguration(
            abstract: "Load every document (every storyboard scene) with a generic owner, and report objects, connections and warnings.")

        @Argument(help: "Files or directories (searched recursively for .xib and .storyboard).")
        var paths: [String]

        @Flag(help: "Print one JSON object per document per line.")
        var json = false

        @Option(help: "Force the loading rules: uiKit or appKit.")
        var flavour: String?

        public init() {}

        public func run() throws {
            let forced = try flavour.map { name -> Flavour in
                guard let flavour = Flavour(rawValue: name) else { throw ValidationError("--flavour takes uiKit or appKit") }
                return flavour
            }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.withoutEscapingSlashes]
            var failures = 0
            for path in DocumentLoader.documents(at: paths) {
                let report = DocumentLoader.load(path, flavour: forced)
                if !report.ok { failures += 1 }
                if json {
                    print(String(decoding: try encoder.encode(report), as: UTF8.self))
                } else {
                    let status = report.ok ? "ok" : "FAILED"
                    print("\(status) \(report.file): \(report.objects) objects, \(report.connections) connections, \(report.warnings.count) warnings")
                    if let error = report.error { print("  error: \(error)") }
                }
            }
            if failures > 0 { throw ExitCode(1) }
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

        public init() {}

        public func run() throws {
            print(Coverage.measure(paths: paths).text(top: top))
        }
    }
}
