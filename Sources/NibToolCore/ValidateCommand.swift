import ArgumentParser
import Foundation
import NibValidation

extension NibTool {
    /// `nibtool validate DIR`: check the documents under a folder against its Swift and Objective-C sources.
    public struct Validate: ParsableCommand {
        public static let configuration = CommandConfiguration(
            abstract: "Check every .xib and .storyboard under a folder against the Swift and Objective-C sources there.",
            discussion: """
                Rules: unknown-class, wrong-module, unknown-outlet, outlet-type-mismatch, unknown-action, \
                unknown-runtime-attribute. A finding is an error where UIKit fails at run time and a warning where \
                AppKit skips. Exit status 1 when there is an error.
                """)

        @Argument(help: "A project folder: documents and sources are found under it.")
        var directory: String

        @Option(name: .customLong("module"), help: "NAME=DIR: the Swift files under DIR belong to module NAME (repeatable).")
        var modules: [String] = []

        @Option(help: "text (file:line:column: severity: message [rule]), json (one object per line), sarif (SARIF 2.1.0) or github (workflow annotations).")
        var format: String = "text"

        public init() {}

        public func run() throws {
            guard ["text", "json", "sarif", "github"].contains(format) else { throw ValidationError("--format takes text, json, sarif or github") }
            try OutputPaths.requireExisting([directory])
            let roots = try modules.map { entry -> Project.ModuleRoot in
                guard let equals = entry.firstIndex(of: "="), equals != entry.startIndex, entry.index(after: equals) != entry.endIndex else {
                    throw ValidationError("--module takes NAME=DIR, not '\(entry)'")
                }
                return Project.ModuleRoot(name: String(entry[..<equals]), path: String(entry[entry.index(after: equals)...]))
            }
            let validation = try ProjectValidation(root: directory, modules: roots)
            if validation.project.documents.isEmpty {
                throw ToolError(path: directory, message: "no .xib or .storyboard documents under this folder")
            }
            let output = ValidationOutput(root: validation.project.root, shownAs: directory)
            for (file, error) in validation.documentErrors {
                FileHandle.standardError.write(Data((error.replacingOccurrences(of: file, with: output.show(file)) + "\n").utf8))
            }
            var errors = validation.documentErrors.count
            var shownFindings: [Finding] = []
            for finding in validation.findings {
                var shown = finding
                shown.file = output.show(finding.file)
                if var source = shown.source {
                    source.file = output.show(source.file)
                    shown.source = source
                }
                shownFindings.append(shown)
                if finding.severity == .error { errors += 1 }
            }
            switch format {
            case "sarif": print(Finding.sarif(shownFindings))
            case "github": for finding in shownFindings { print(finding.githubAnnotation) }
            case "json": for finding in shownFindings { print(finding.json) }
            default: for finding in shownFindings { print(finding.text) }
            }
            fflush(nil)
            let warnings = validation.findings.count - (errors - validation.documentErrors.count)
            FileHandle.standardError.write(Data((
                "\(validation.documentsRead.count) documents and \(validation.index.files.count) source files checked: "
                    + "\(errors) errors, \(warnings) warnings\n").utf8))
            if errors > 0 { throw ExitCode(1) }
        }
    }
}

/// Paths as the user gave the folder (`Projects/App/…`), not absolute.
struct ValidationOutput {
    var root: String
    var shownAs: String

    func show(_ path: String) -> String {
        guard path.hasPrefix(root + "/") else { return path }
        let base = shownAs.hasSuffix("/") ? String(shownAs.dropLast()) : shownAs
        return base + path.dropFirst(root.count)
    }
}
