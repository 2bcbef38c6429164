import ArgumentParser
import Foundation
import NibArchive
import NibCompiler
import NibSupport

extension ColorProfileLibrary {
    /// The library a `--color-profiles` option names: that folder's profiles; without the
    /// option, a Mac's own (unreadable files skipped), or none elsewhere.
    static func option(_ path: String?) throws -> ColorProfileLibrary {
        if let path { return try ColorProfileLibrary(contentsOf: URL(fileURLWithPath: path)) }
        var library = ColorProfileLibrary()
        for directory in systemDirectories {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [] {
                guard let data = try? BoundedFile.read(directory.appendingPathComponent(name), kind: .colorProfile),
                      let profile = try? ColorProfile(bytes: Array(data)),
                      ColorProfileLibrary.Space(rawValue: profile.description) != nil else { continue }
                library.add(profile)
            }
        }
        return library
    }
}

extension NibTool {
    /// `nibtool color-profiles`: the ICC profiles ibtool embeds in colour spaces.
    public struct ColorProfiles: ParsableCommand {
        public static let configuration = CommandConfiguration(
            commandName: "color-profiles",
            abstract: "The ICC profiles ibtool embeds in archived colour spaces (NSICC).",
            subcommands: [Extract.self])

        public init() {}

        /// `nibtool color-profiles extract NIB… -o DIR`.
        public struct Extract: ParsableCommand {
            public static let configuration = CommandConfiguration(
                abstract: "Copy the ICC profiles embedded in Apple-compiled nibs into a folder, for `compile --color-profiles`.",
                discussion: "Each profile is written once, named after its description (for example \"Generic Gray Gamma 2.2 Profile.icc\").")

            @Argument(help: "Compiled nibs (.nib files or folders, .storyboardc folders).")
            var nibs: [String]
            @Option(name: [.customShort("o"), .customLong("output")], help: "The folder the profiles go in (made if missing).")
            var output: String

            public init() {}

            public func run() throws {
                var library = ColorProfileLibrary()
                for nib in nibs {
                    for archive in try NibDiff.archives(at: URL(fileURLWithPath: nib)).values {
                        for profile in ColorProfileLibrary.embedded(in: archive) { library.add(profile) }
                    }
                }
                let folder = URL(fileURLWithPath: output)
                // The profiles go in a folder of their own, never over (or into) a nib read.
                let target = OutputPaths.resolved(folder)
                for nib in nibs {
                    let source = OutputPaths.resolved(URL(fileURLWithPath: nib))
                    if target == source || target.hasPrefix(source + "/") {
                        throw PathError(path: output, message: "the output folder is (or is inside) the input \(nib); profiles written there would change the nib; name another folder with -o")
                    }
                }
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                for (description, profile) in library.profiles.sorted(by: { $0.key < $1.key }) {
                    let file = folder.appendingPathComponent(ColorProfileLibrary.fileName(for: profile))
                    try AtomicOutput.write(to: file, isFolder: false) { try Data(profile.bytes).write(to: $0) }
                    print("\(file.path): \(description), \(profile.bytes.count) bytes")
                }
                if library.profiles.isEmpty { print("no ICC profiles in \(nibs.joined(separator: ", "))") }
            }
        }
    }
}
