import ArgumentParser
import Foundation
import NibAccessors
import NibDocument
import NibSupport
import NibValidation

extension NibTool {
    /// `nibtool generate`: Swift sources made from documents.
    public struct Generate: ParsableCommand {
        public static let configuration = CommandConfiguration(
            abstract: "Generate Swift sources from the documents under a folder.",
            subcommands: [Accessors.self])

        public init() {}

        /// `nibtool generate accessors DIR -o Generated.swift`.
        public struct Accessors: ParsableCommand {
            public static let configuration = CommandConfiguration(
                abstract: "Write enums of storyboard names, scene identifiers (with typed instantiation), segue and reuse identifiers, and nib names.",
                discussion: """
                    Every .xib and .storyboard under DIR is read; the output is the same for the same documents. \
                    The build plugin does this for a target that holds a file named nibkit-accessors.
                    """)

            @Argument(help: "A folder: the documents under it are read.")
            var directory: String

            @Option(name: .shortAndLong, help: "The Swift file to write.")
            var output: String

            @Option(name: .customLong("access-level"), help: "internal (default) or public.")
            var accessLevel: String = "internal"

            public init() {}

            public func run() throws {
                guard accessLevel == "internal" || accessLevel == "public" else { throw ValidationError("--access-level takes internal or public") }
                try OutputPaths.requireExisting([directory])
                let project = try Project(root: directory)
                var documents: [InterfaceDocument] = []
                for file in project.documents {
                    do {
                        documents.append(try DocumentReader().read(contentsOf: URL(fileURLWithPath: file)))
                    } catch {
                        throw ToolError(path: file, message: "\(error)")
                    }
                }
                let source = AccessorGenerator(documents: documents, accessLevel: accessLevel).generate()
                try AtomicOutput.write(to: URL(fileURLWithPath: output), isFolder: false) { try Data(source.utf8).write(to: $0) }
            }
        }
    }
}
