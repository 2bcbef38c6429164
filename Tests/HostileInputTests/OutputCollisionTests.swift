import ArgumentParser
import Foundation
import NibSupport
import NibToolCore
import Testing

/// Outputs that would destroy an input, or each other: refused before anything is written.
@Suite struct OutputCollisionTests {
    /// A folder with `One.xib` (and `a/x.xib`, `b/x.xib`, `de.strings`); removed by the caller.
    static func inputs() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-outputs-\(UUID().uuidString)")
        for sub in ["a", "b"] { try FileManager.default.createDirectory(at: folder.appendingPathComponent(sub), withIntermediateDirectories: true) }
        let document = Data(AtomicOutputTests.document(labels: 1).utf8)
        for path in ["One.xib", "a/x.xib", "b/x.xib"] { try document.write(to: folder.appendingPathComponent(path)) }
        try Data("\"L0.text\" = \"Eins\";\n".utf8).write(to: folder.appendingPathComponent("de.strings"))
        return folder
    }

    @Test func compilingOntoTheSourceDocumentIsRefused() throws {
        let folder = try Self.inputs()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("One.xib")
        let before = try Data(contentsOf: source)
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("link.xib"), withDestinationURL: source)
        // The same file, spelled directly, through `..` and through a symbolic link.
        for output in [source.path, folder.appendingPathComponent("a/../One.xib").path, folder.appendingPathComponent("link.xib").path] {
            let error = try #require(throws: PathError.self, "\(output)") { try NibTool.Compile.parse([source.path, "-o", output]).run() }
            #expect(error.path == URL(fileURLWithPath: output).path && error.message.contains("the output is the input \(source.path)"), "\(error)")
        }
        #expect(try Data(contentsOf: source) == before)
        // A compiled storyboard folder that would hold the input is refused too.
        let inside = folder.appendingPathComponent("Main.storyboardc")
        try FileManager.default.createDirectory(at: inside, withIntermediateDirectories: true)
        try Data(AtomicOutputTests.storyboard(scenes: 1, labels: 1).utf8).write(to: inside.appendingPathComponent("Main.storyboard"))
        let holding = try #require(throws: PathError.self) { try NibTool.Compile.parse([inside.appendingPathComponent("Main.storyboard").path, "-o", inside.path]).run() }
        #expect(holding.message.contains("holds the input"), "\(holding)")
        #expect(FileManager.default.fileExists(atPath: inside.appendingPathComponent("Main.storyboard").path))
    }

    @Test func twoInputsCompiledToOneOutputAreRefusedNamingBoth() throws {
        let folder = try Self.inputs()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out")
        let (a, b) = (folder.appendingPathComponent("a/x.xib").path, folder.appendingPathComponent("b/x.xib").path)
        let error = try #require(throws: PathError.self) { try NibTool.Compile.parse([a, b, "-o", out.path]).run() }
        #expect(error.path == out.appendingPathComponent("x.nib").path)
        #expect(error.message.contains(a) && error.message.contains(b), "\(error)")
        #expect(!FileManager.default.fileExists(atPath: out.path), "nothing is written")
        // The same input twice is the same collision.
        #expect(throws: PathError.self) { try NibTool.Compile.parse([a, a, "-o", out.path]).run() }
        // Two names that differ only in their folder compile side by side without -o.
        try NibTool.Compile.parse([a, b]).run()
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("a/x.nib").path) && FileManager.default.fileExists(atPath: folder.appendingPathComponent("b/x.nib").path))
    }

    @Test func stringsOutputsOntoTheirInputsAreRefused() throws {
        let folder = try Self.inputs()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("One.xib").path
        let strings = folder.appendingPathComponent("de.strings").path
        let before = [try Data(contentsOf: URL(fileURLWithPath: source)), try Data(contentsOf: URL(fileURLWithPath: strings))]
        let onDocument = try #require(throws: PathError.self) { try NibTool.Strings.Import.parse([source, "--strings", strings, "-o", source]).run() }
        #expect(onDocument.message.contains("the output is the input \(source)"), "\(onDocument)")
        let onStrings = try #require(throws: PathError.self) { try NibTool.Strings.Import.parse([source, "--strings", strings, "-o", folder.appendingPathComponent("a/../de.strings").path]).run() }
        #expect(onStrings.message.contains("the output is the input \(strings)"), "\(onStrings)")
        let generated = try #require(throws: PathError.self) { try NibTool.Strings.Generate.parse([source, "-o", source]).run() }
        #expect(generated.path == source, "\(generated)")
        #expect([try Data(contentsOf: URL(fileURLWithPath: source)), try Data(contentsOf: URL(fileURLWithPath: strings))] == before)
    }
}
