import Foundation

/// Reading and writing the checked-in usage file, as stable, reviewable JSON.
public enum UsageFile {
    /// The file's path relative to the package root.
    public static let relativePath = "Generator/ObjectLibraryUsage.json"

    /// The file's text for a usage: sorted keys, one value a line, a final newline.
    public static func text(of usage: ObjectLibraryUsage) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(usage), as: UTF8.self) + "\n"
    }

    /// The usage a file holds.
    public static func read(from url: URL) throws -> ObjectLibraryUsage {
        try JSONDecoder().decode(ObjectLibraryUsage.self, from: Data(contentsOf: url))
    }
}
