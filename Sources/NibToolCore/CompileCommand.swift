import ArgumentParser
import Foundation
import NibCompiler
import NibSupport

extension NibTool {
    /// `nibtool compile IN -o OUT`, or `--compile OUT IN` as ibtool spells it; several inputs compile in parallel.
    public struct Compile: ParsableCommand {
        public static let configuration = CommandConfiguration(
            abstract: "Compile .xib documents to .nib (NIBArchive) and .storyboard documents to .storyboardc folders.")

        @Argument(help: "Documents to compile.")
        var inputs: [String]

        @Option(name: [.customShort("o"), .customLong("output"), .customLong("compile")], help: "The output (one input), or a folder (several).")
        var output: String?

        @Option(help: "The module substituted for customModuleProvider=\"target\".")
        var module: String?

        @Flag(help: "Print errors (ibtool compatibility; errors are always printed).")
        var errors = false
        @Flag(help: "Print the compiler's warnings.")
        var warnings = false
        @Flag(help: "Print notices.")
        var notices = false

        @Option(name: .customLong("output-format"), help: "human-readable-text (the only format).")
        var outputFormat = "human-readable-text"

        @Option(help: "apple: every key Apple's ibtool writes (nibs for AppKit and UIKit); compact: only the keys NibKit's loader reads (the build plugin's choice).")
        var schema: NibCompiler.Options.Schema = .apple

        @Option(name: .customLong("color-profiles"), help: "A folder of ICC profiles to embed in colour spaces as ibtool does (on a Mac: /System/Library/ColorSync/Profiles; elsewhere: `nibtool color-profiles extract`).")
        var colorProfiles: String?

        @Option(name: .customLong("scroller-style"), help: "legacy or overlay: the scroller style of the Mac whose ibtool to match (it lays scroll views out by it; default legacy).")
        var scrollerStyle: NibCompiler.Options.ScrollerStyle = .legacy

        public init() {}

        public func validate() throws {
            guard outputFormat == "human-readable-text" else { throw ValidationError("--output-format takes human-readable-text") }
            guard !inputs.isEmpty else { throw ValidationError("name at least one .xib or .storyboard") }
        }

        public func run() throws {
            let urls = inputs.map { URL(fileURLWithPath: $0) }
            var isDirectory: ObjCBool = false
            let outputIsFolder = urls.count > 1 || output.map { FileManager.default.fileExists(atPath: $0, isDirectory: &isDirectory) && isDirectory.boolValue && !$0.hasSuffix(".storyboardc") } ?? false
            let results = Locked<[Int: Result<NibCompilation.Outcome, any Error>]>([:])
            let printLock = NSLock()
            let output = self.output
            let options = NibCompiler.Options(targetModule: module, schema: schema, colorProfiles: try ColorProfileLibrary.option(colorProfiles), scrollerStyle: scrollerStyle)
            let destinations = urls.map { input in
                outputIsFolder || output == nil
                    ? NibCompilation.defaultOutput(for: input, in: output.map { URL(fileURLWithPath: $0) })
                    : URL(fileURLWithPath: output ?? "")
            }
            // Before anything is written: no output may replace an input, nor two inputs one output.
            try OutputPaths.check(Array(zip(urls, destinations)))
            DispatchQueue.concurrentPerform(iterations: urls.count) { index in
                let input = urls[index]
                let result = Result { try NibCompilation.compile(input, to: destinations[index], options: options) }
                results.withLock { $0[index] = result }
                if urls.count > 1 {
                    printLock.lock()
                    print("[\(results.withLock { $0.count })/\(urls.count)] \(input.lastPathComponent)")
                    printLock.unlock()
                }
            }
            var failed = false
            for index in urls.indices {
                switch results.withLock({ $0[index] }) {
                case .success(let outcome)?:
                    if warnings || notices { for finding in outcome.findings { print(finding.description) } }
                case .failure(let error)?:
                    failed = true
                    printError(ErrorLine.text(for: error, file: urls[index].path))
                case nil: break
                }
            }
            if failed { throw ExitCode(1) }
        }

        private func printError(_ text: String) {
            FileHandle.standardError.write(Data((text + "\n").utf8))
        }
    }
}

extension NibCompiler.Options.Schema: ExpressibleByArgument {}
extension NibCompiler.Options.ScrollerStyle: ExpressibleByArgument {}
