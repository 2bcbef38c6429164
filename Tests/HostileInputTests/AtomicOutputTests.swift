import Foundation
import NibTestSupport
import Testing

/// Writers never leave a partial output: `nibtool compile` (a .nib file, a .storyboardc folder)
/// and `nibtool strings import` are killed at random points, and the output is always either
/// the old one or the new one, complete.
@Suite(.serialized) struct AtomicOutputTests {
    static let kills = 10

    /// The `nibtool` built beside this test bundle, or nil (the tests then say why they skip).
    static var nibtool: URL? {
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
        let candidates = [bundle.deletingLastPathComponent(), bundle.deletingLastPathComponent().deletingLastPathComponent()]
            .map { $0.appendingPathComponent("nibtool") }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// An iOS document with `labels` labels (big enough that compiling it takes a while).
    static func document(labels: Int) -> String {
        var body = ""
        for index in 0..<labels {
            body += "<label text=\"Label number \(index)\" id=\"L\(index)\"><rect key=\"frame\" x=\"0\" y=\"\(index)\" width=\"100\" height=\"21\"/><color key=\"textColor\" white=\"0.5\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"genericGamma22GrayColorSpace\"/></label>\n"
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
            <objects><view contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" width="320" height="480"/><subviews>
            \(body)</subviews></view></objects></document>
            """
    }

    /// A storyboard of `scenes` scenes, each a controller whose view holds `labels` labels.
    static func storyboard(scenes: Int, labels: Int) -> String {
        var body = ""
        for scene in 0..<scenes {
            var subviews = ""
            for index in 0..<labels {
                subviews += "<label text=\"S\(scene) label \(index)\" id=\"S\(scene)L\(index)\"><rect key=\"frame\" x=\"0\" y=\"\(index)\" width=\"100\" height=\"21\"/></label>\n"
            }
            body += """
                <scene sceneID="scene\(scene)"><objects>
                <viewController id="vc\(scene)" sceneMemberID="viewController"><view key="view" contentMode="scaleToFill" id="view\(scene)">
                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/><subviews>\(subviews)</subviews></view></viewController>
                </objects></scene>
                """
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="vc0">
            <scenes>\(body)</scenes></document>
            """
    }

    /// Everything under `url` (a file's bytes, or a folder's files by relative path).
    static func snapshot(_ url: URL) -> [String: Data]? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { return nil }
        guard isDirectory.boolValue else { return ["": (try? Data(contentsOf: url)) ?? Data()] }
        var files: [String: Data] = [:]
        for name in (try? FileManager.default.subpathsOfDirectory(atPath: url.path)) ?? [] {
            let file = url.appendingPathComponent(name)
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: file.path, isDirectory: &isFolder), !isFolder.boolValue {
                files[name] = try? Data(contentsOf: file)
            }
        }
        return files
    }

    /// Launches nibtool with `arguments`, its output discarded.
    static func launch(_ tool: URL, _ arguments: [String]) throws -> Process {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Runs nibtool with `arguments`, to completion; returns its exit status.
    @discardableResult
    static func run(_ tool: URL, _ arguments: [String]) throws -> Int32 {
        let process = try launch(tool, arguments)
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Kills `nibtool arguments` at `kills` points spread over its run time (from `seed`), and
    /// after each checks that `output` holds the old content or the new content.
    static func killAtRandomPoints(_ tool: URL, _ arguments: [String], output: URL, old: [String: Data]?, new: [String: Data], seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let start = DispatchTime.now().uptimeNanoseconds
        try run(tool, arguments)
        let duration = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        var sawOld = 0
        var sawNew = 0
        for kill in 0..<Self.kills {
            let process = try launch(tool, arguments)
            usleep(UInt32(duration * 1e6 * Double(random.next() % 1_000) / 1_000))
            Glibc.kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let now = snapshot(output)
            if now == new { sawNew += 1 } else if now == old { sawOld += 1 } else {
                Issue.record("kill \(kill): \(output.lastPathComponent) is neither the old nor the new output (\(now?.count ?? 0) files)")
            }
            // Start each round from the old output again.
            try? FileManager.default.removeItem(at: output)
            if let old { try restore(old, at: output, isFolder: new.keys.first != "") }
        }
        // Only hidden temporaries may be left beside the output.
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: output.deletingLastPathComponent().path)
            .filter { $0.hasPrefix(".") && !$0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty, "\(leftovers)")
        print("\(output.lastPathComponent): \(Self.kills) kills over \(String(format: "%.2f", duration)) s: \(sawOld) old, \(sawNew) new, 0 partial")
    }

    static func restore(_ files: [String: Data], at url: URL, isFolder: Bool) throws {
        if !isFolder, let data = files[""] { try data.write(to: url); return }
        for (name, data) in files {
            let file = url.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: file)
        }
    }

    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-atomic-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// One kill test: `prepare` writes the inputs in a fresh folder and returns the command, its
    /// output and how to write an old output; the new output is what the command writes in full.
    static func killTest(seed: UInt64, _ prepare: (URL) throws -> (arguments: [String], output: URL, writeOld: () throws -> Void)) throws {
        guard let tool = Self.nibtool else { print("skipped: no nibtool beside the test bundle (build it with `swift build`)"); return }
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (arguments, output, writeOld) = try prepare(folder)
        #expect(try Self.run(tool, arguments) == 0)
        let new = try #require(Self.snapshot(output))
        try? FileManager.default.removeItem(at: output)
        try writeOld()
        let old = try #require(Self.snapshot(output))
        #expect(old != new)
        try Self.killAtRandomPoints(tool, arguments, output: output, old: old, new: new, seed: seed)
    }

    @Test func aKilledCompileLeavesTheOldNibOrTheNewOne() throws {
        try Self.killTest(seed: 1) { folder in
            let small = folder.appendingPathComponent("Small.xib")
            let big = folder.appendingPathComponent("Big.xib")
            try Data(Self.document(labels: 2).utf8).write(to: small)
            try Data(Self.document(labels: 3_000).utf8).write(to: big)
            let output = folder.appendingPathComponent("Out.nib")
            return (["compile", big.path, "-o", output.path], output, { try Self.run(Self.nibtool!, ["compile", small.path, "-o", output.path]) })
        }
    }

    @Test func aKilledStoryboardCompileLeavesTheOldFolderOrTheNewOne() throws {
        try Self.killTest(seed: 2) { folder in
            let small = folder.appendingPathComponent("Small.storyboard")
            let big = folder.appendingPathComponent("Big.storyboard")
            try Data(Self.storyboard(scenes: 2, labels: 1).utf8).write(to: small)
            try Data(Self.storyboard(scenes: 40, labels: 60).utf8).write(to: big)
            let output = folder.appendingPathComponent("Main.storyboardc")
            return (["compile", big.path, "-o", output.path], output, { try Self.run(Self.nibtool!, ["compile", small.path, "-o", output.path]) })
        }
    }

    @Test func aKilledStringsImportLeavesTheOldDocumentOrTheNewOne() throws {
        try Self.killTest(seed: 3) { folder in
            let source = folder.appendingPathComponent("Big.xib")
            try Data(Self.document(labels: 3_000).utf8).write(to: source)
            let strings = folder.appendingPathComponent("de.strings")
            try Data((0..<3_000).map { "\"L\($0).text\" = \"Beschriftung \($0)\";\n" }.joined().utf8).write(to: strings)
            let output = folder.appendingPathComponent("Big.de.xib")
            return (["strings", "import", source.path, "--strings", strings.path, "-o", output.path], output, { try Data(Self.document(labels: 1).utf8).write(to: output) })
        }
    }
}
