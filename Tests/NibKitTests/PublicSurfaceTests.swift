import Foundation
import Testing

/// What an app sees after `import NibKit`: the loader's API, and neither the loader's machinery
/// (prepared archives, memos, the spare decoder, lent references) nor a type that takes a name
/// Foundation already has. Each rule compiles a sample app against the package's built modules,
/// as an app outside the package compiles (without the package's name, so `package` API is hidden).
@Suite struct PublicSurfaceTests {
    /// The folder of the built `.swiftmodule`s, beside the test binary; nil when this build has none.
    static let modules: URL? = {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("Modules"),
            URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(".build/debug/Modules"),
        ]
        return candidates.first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("NibKit.swiftmodule").path) }
    }()

    /// Type-checks `source` as an app's file that imports Foundation and NibKit; the compiler's diagnostics.
    static func typecheck(_ source: String) throws -> (succeeded: Bool, output: String) {
        let modules = try #require(modules)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-surface-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("App.swift")
        try ("import Foundation\nimport NibKit\n" + source).write(to: file, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-typecheck", "-swift-version", "6", "-I", modules.path, file.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus == 0, output)
    }

    /// The lines of `output` with an error at line `line` of the sample (two import lines come first).
    static func errors(in output: String, atSampleLine line: Int) -> [Substring] {
        output.split(separator: "\n").filter { $0.contains("App.swift:\(line + 2):") && $0.contains("error:") }
    }

    /// Types only the loader uses (issue 26 names the first five).
    static let loaderTypes = ["SpareDecoder", "KeyReadMemo", "PreparedRecords", "ArchiveLookup", "PreparedArchive", "PreparedConnectionIndexes",
                              "DecodePlans", "KeyCursor", "ObjectTable", "KeyReadReplay", "ClassResolutionMemo"]
    /// Decoder members only the loader uses.
    static let loaderMembers = ["unretainedInstance(at: 0)", "withInstance(at: 0) { _ in }", "lookup", "preparedConnectionIndexes(at: 0)", "members(ofCollectionAt: 0)",
                                "configure(recordsKeyReads: false, maximumDepth: 1)", "keepPlansForNextLoad()", "decode(at: 0)", "resourceMemo"]

    @Test(.enabled(if: modules != nil, "no built modules beside the test binary; the public surface is not checked"))
    func anAppDoesNotSeeTheLoadersMachinery() throws {
        let lines = Self.loaderTypes.map { "_ = \($0).self" } + Self.loaderMembers.map { "func use(_ decoder: NibDecoder) { _ = decoder.\($0) }" }
        let (_, output) = try Self.typecheck(lines.joined(separator: "\n"))
        for (number, line) in lines.enumerated() where Self.errors(in: output, atSampleLine: number + 1).isEmpty {
            Issue.record("an app that imports NibKit can write `\(line)`: it is loader machinery and must be package-only")
        }
    }

    /// Interface Builder's element names that are no Apple class: what they hold reaches apps as
    /// Apple types it (`NSButtonCell.highlightsBy` is an `NSCell.StyleMask`), never as a class of that name.
    static let elementNames = ["NSBehavior", "UIDevelopment", "UIClass", "UISource", "UIFragment", "UIGroup", "UIPicker", "UITable", "UIExtendedEdge",
                               "NSWindowStyleMask", "NSWindowCollectionBehavior", "NSWindowPositionMask", "NSTableColumnResizingMask",
                               "NSTableViewGridLines", "UITextAttributes", "UIRelationship", "UITableRow", "NSFragment", "NSClassReference",
                               "NSImageReference", "NSSegment", "UISegment", "UIParagraphStyle", "UITableViewSection"]

    @Test(.enabled(if: modules != nil, "no built modules beside the test binary; the public surface is not checked"))
    func noPublicClassIsAnInterfaceBuilderElementNamedLikeAnAppleClass() throws {
        let lines = Self.elementNames.map { "_ = \($0).self" } + ["let styles: (NSCell.StyleMask, NSWindow.StyleMask) = ([.pushInCellMask], [.titled])"]
        let (_, output) = try Self.typecheck(lines.joined(separator: "\n"))
        for (number, name) in Self.elementNames.enumerated() where Self.errors(in: output, atSampleLine: number + 1).isEmpty {
            Issue.record("an app that imports NibKit can name `\(name)`, which is no Apple class")
        }
        #expect(Self.errors(in: output, atSampleLine: lines.count).isEmpty, "Apple's option sets are not reachable:\n\(output)")
    }
}
