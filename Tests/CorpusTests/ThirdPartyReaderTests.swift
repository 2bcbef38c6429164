import Foundation
import NibArchive
import NibCompiler
import NibToolCore
import Testing

/// The NIBArchive files NibKit writes, read by another reader: a second, independent reader — the
/// PyPI package `nibarchive`, driven by Scripts/nibarchive-crosscheck.py — reads every nib `nibtool
/// compile` writes for the corpus exactly as NibKit's reader does: same objects, classes,
/// fallbacks, keys and values.
@Suite struct ThirdPartyReaderTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test(.enabled(if: Corpus.isPresent, "../shared/corpus is absent; nibarchive cross-check skipped"))
    func theNibarchivePackageReadsEveryNibNibtoolWritesAsNibKitDoes() throws {
        let script = Self.repository.appendingPathComponent("Scripts/nibarchive-crosscheck.py").path
        let probe = try Self.run(["python3", script])
        guard probe.status == 0 else {
            print("skipped: python3 with the nibarchive package is not available (\(probe.status)); .ci/run installs it")
            return
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibarchive-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (number, path) in Corpus.documents.enumerated() {
            let input = URL(fileURLWithPath: path)
            let output = NibCompilation.defaultOutput(for: input, in: folder)
            let unique = folder.appendingPathComponent("\(number)-\(output.lastPathComponent)")
            _ = try NibCompilation.compile(input, to: unique)
        }

        let python = try Self.run(["python3", script, folder.path])
        #expect(python.status == 0, "nibarchive could not parse some nibs:\n\(python.output.split(separator: "\n").filter { $0.hasPrefix("!!") }.prefix(10).joined(separator: "\n"))")
        let theirs = Self.sections(python.output)
        var compared = 0
        var differences: [String] = []
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "nib" else { continue }
            let relative = String(url.path.dropFirst(folder.path.count + 1))
            let bytes = try #require(FileManager.default.contents(atPath: url.path))
            let mine = Self.render(try NIBArchiveReader().read([UInt8](bytes)))
            compared += 1
            guard let other = theirs[relative] else {
                differences.append("\(relative): not in nibarchive's output")
                continue
            }
            if let line = mine.indices.first(where: { $0 < other.count && mine[$0] != other[$0] }) {
                differences.append("\(relative) object line \(line):\n  nibkit:     \(mine[line].prefix(300))\n  nibarchive: \(other[line].prefix(300))")
            } else if mine.count != other.count {
                differences.append("\(relative): \(mine.count) objects vs \(other.count)")
            }
        }
        print("nibarchive cross-check: \(compared) nibs compared, \(differences.count) differ")
        #expect(compared > 300)
        #expect(compared == theirs.count)
        #expect(differences.isEmpty, "\(differences.prefix(10).joined(separator: "\n"))")
    }

    /// The script's rendering of an archive, made from NibKit's reading of the same bytes.
    static func render(_ archive: KeyedArchive) -> [String] {
        archive.objects.enumerated().map { index, object in
            var line = "#\(index) \(object.className)(\(object.fallbackClassNames.joined(separator: ",")))"
            for value in object.values { line += " \(value.key)=\(render(value.value))" }
            return line
        }
    }

    static func render(_ value: ArchiveValue) -> String {
        switch value {
        case .integer(let number, let width): width == 1 ? "i:\(UInt8(truncatingIfNeeded: number))" : "i:\(number)"
        case .bool(let flag): flag ? "bool5" : "bool4"  // Apple's codes: 4 = NO, 5 = YES
        case .float(let number): "f:\(Double(number))"
        case .double(let number): "d:\(number)"
        case .data: "data"
        case .null: "nil"
        case .object(let index): "@\(index)"
        }
    }

    /// The script's output split by file: `== path` headers, then one line per object.
    static func sections(_ output: String) -> [String: [String]] {
        var sections: [String: [String]] = [:]
        var current: String?
        for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("== ") {
                current = String(line.dropFirst(3))
                sections[current!] = []
            } else if let name = current, !line.isEmpty {
                sections[name, default: []].append(String(line))
            }
        }
        return sections
    }

    /// Runs a command through `env`; its standard output and exit status (127 when not found).
    static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
