import Foundation

/// Generates the object library's data-derived classes (Sources/NibObjectLibrary/Generated) from
/// the checked-in usage and the hand-written library: one file per class the library lacks, with
/// typed properties for every attribute and keyed value the corpus uses on that element, decoded
/// from the archive keys the compiler writes. Hand-written classes win: a key a superclass
/// already reads is not read again.
public enum ObjectLibraryGenerator {
    /// The generated folder, relative to the package root.
    public static let outputFolder = "Sources/NibObjectLibrary/Generated"

    /// Every generated file's text, by path relative to ``outputFolder``.
    public static func files(usage: ObjectLibraryUsage, packageRoot: URL) throws -> [String: String] {
        let plan = LibraryPlan(usage: usage, handWritten: try HandWrittenLibrary.classes(packageRoot: packageRoot, keyNames: KeyConstants.handWrittenByName))
        var files: [String: String] = [:]
        var keys = Set(KeyConstants.handWritten)
        let names = plan.generated.keys.sorted()
        for name in names {
            let planned = plan.generated[name]!
            let source = ClassSource(name: name, planned: planned).rendered
            files["\(planned.flavour == .uiKit ? "UIKit" : "AppKit")/\(PlannedClass.swiftName(of: name)).swift"] = source.text
            keys.formUnion(source.keys)
        }
        files["NibKey+Library.swift"] = try KeyConstantsSource(keys: keys).text
        var table = [
            ClassSource.header, "", "extension ObjectLibrary {",
            "    /// The classes generated from the corpus (Generated/), by archived class name.", "    static let generatedClasses: [(name: String, type: AnyClass)] = [",
        ]
        table += names.filter { !$0.hasSuffix("Attributes") }.map { "        (\"\($0)\", \(PlannedClass.swiftName(of: $0)).self)," }
        table += ["    ]", "}"]
        files["GeneratedClasses.swift"] = table.joined(separator: "\n") + "\n"
        return files
    }

    /// The files as they are on disk under ``outputFolder``, by relative path.
    public static func filesOnDisk(packageRoot: URL) throws -> [String: String] {
        let folder = packageRoot.appendingPathComponent(outputFolder)
        var files: [String: String] = [:]
        let urls = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        for url in urls where url.pathExtension == "swift" {
            let relative = String(url.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1))
            files[relative] = try String(contentsOf: url, encoding: .utf8)
        }
        return files
    }

    /// Replaces ``outputFolder``'s contents with `files`.
    public static func write(_ files: [String: String], packageRoot: URL) throws {
        let folder = packageRoot.appendingPathComponent(outputFolder)
        try? FileManager.default.removeItem(at: folder)
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
    }

    /// The first path (in sorted order) whose generated text differs from the file on disk, or
    /// that only one side has; nil when regenerating would change nothing.
    public static func firstDifference(generated: [String: String], onDisk: [String: String]) -> String? {
        Set(generated.keys).union(onDisk.keys).sorted().first { generated[$0] != onDisk[$0] }
    }
}
