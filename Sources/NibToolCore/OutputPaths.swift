import Foundation
import NibResources
import NibSupport

/// Checks on the paths commands read and write, made before anything is written.
public enum OutputPaths {
    /// The path with `.`, `..` and every symbolic link of its existing part resolved (the part
    /// that does not exist yet is appended as written), so two spellings of one file compare equal.
    public static func resolved(_ url: URL) -> String {
        var existing = url.standardizedFileURL
        var rest: [String] = []
        while !FileManager.default.fileExists(atPath: existing.path), existing.path != "/" {
            rest.insert(existing.lastPathComponent, at: 0)
            existing = existing.deletingLastPathComponent()
        }
        let base = ResourceConfinement.resolvedPath(existing.path) ?? existing.path
        return rest.reduce(URL(fileURLWithPath: base)) { $0.appendingPathComponent($1) }.standardizedFileURL.path
    }

    /// Refuses outputs that are (or hold) one of the inputs, and two inputs mapped to one output.
    /// - Parameter pairs: each input with the output it is written to; `inputs` are further
    ///   files read (a `.strings` file) that no output may replace.
    public static func check(_ pairs: [(input: URL, output: URL)], alsoReading inputs: [URL] = []) throws(PathError) {
        let read = (pairs.map(\.input) + inputs).map { (url: $0, path: resolved($0)) }
        var firstInput: [String: URL] = [:]
        for (input, output) in pairs {
            let target = resolved(output)
            for source in read {
                if source.path == target {
                    throw PathError(path: output.path, message: "the output is the input \(source.url.path); writing it would destroy the input; name another output with -o")
                }
                if source.path.hasPrefix(target + "/") {
                    throw PathError(path: output.path, message: "the output is a folder that holds the input \(source.url.path); writing it would destroy the input; name another output with -o")
                }
            }
            if let other = firstInput[target] {
                throw PathError(path: output.path, message: "both \(other.path) and \(input.path) would be written here, one over the other; compile them to different folders or rename one")
            }
            firstInput[target] = input
        }
    }

    /// Refuses paths that do not exist, naming the first.
    public static func requireExisting(_ paths: [String]) throws(ToolError) {
        for path in paths where !FileManager.default.fileExists(atPath: path) {
            throw ToolError(path: path, message: "no such file or folder")
        }
    }
}
