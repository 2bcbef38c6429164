import ArgumentParser
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import NibLoading

extension NibTool {
    /// `nibtool load PATH...`: load every document and compiled nib, and report.
    public struct Load: ParsableCommand {
        public static let configuration = CommandConfiguration(
            abstract: "Load every document (every storyboard scene) and compiled nib with a generic owner, and report objects, connections and warnings.",
            discussion: "A closing summary goes to standard error; so does progress when standard output is not a terminal. Exit status 1 when any fails.")

        @Argument(help: "Files or directories (searched recursively for .xib, .storyboard, .nib and .storyboardc).")
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
            let files = try DocumentLoader.loadable(at: paths)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.withoutEscapingSlashes]
            // Progress only when someone may be waiting with nothing to read: output piped or redirected.
            let showsProgress = isatty(STDOUT_FILENO) == 0 && files.count >= LoadSummary.progressInterval
            var failures = 0
            for (number, path) in files.enumerated() {
                let report = DocumentLoader.load(path, flavour: forced)
                if !report.ok { failures += 1 }
                if json {
                    print(String(decoding: try encoder.encode(report), as: UTF8.self))
                } else {
                    let status = report.ok ? "ok" : "FAILED"
                    print("\(status) \(report.file): \(report.objects) objects, \(report.connections) connections, \(report.warnings.count) warnings")
                    // (The error's own line says `error:` and names the file and place.)
                    if let error = report.error { print("  \(error)") }
                }
                if showsProgress, let line = LoadSummary.progress(done: number + 1, of: files.count) {
                    fflush(nil)
                    FileHandle.standardError.write(Data((line + "\n").utf8))
                }
            }
            fflush(nil)
            FileHandle.standardError.write(Data((LoadSummary.text(total: files.count, failed: failures) + "\n").utf8))
            if failures > 0 { throw ExitCode(1) }
        }
    }
}

/// The lines `nibtool load` writes to standard error.
public enum LoadSummary {
    /// Progress is shown every this many documents.
    public static let progressInterval = 25

    /// `49 of 51 loaded, 2 failed` (`51 of 51 loaded` when none failed).
    public static func text(total: Int, failed: Int) -> String {
        "\(total - failed) of \(total) loaded" + (failed > 0 ? ", \(failed) failed" : "")
    }

    /// `loading: 25 of 51`, every ``progressInterval`` documents (not after the last: the summary follows).
    public static func progress(done: Int, of total: Int) -> String? {
        done % progressInterval == 0 && done < total ? "loading: \(done) of \(total)" : nil
    }
}
