import Foundation
import NibCompiler
import NibDocument
import Testing

@Suite struct ScratchInventedKeys {
    @Test func printInventedKeys() throws {
        let seen = Set((try? String(contentsOfFile: "/tmp/seenkeys.txt", encoding: .utf8))?.split(separator: "\n").map(String.init) ?? [])
        var counts: [String: Int] = [:]
        var files: [String: Set<String>] = [:]
        for path in Corpus.documents {
            guard let document = try? DocumentReader().read(contentsOf: URL(fileURLWithPath: path)), document.flavour == .appKit else { continue }
            let compiled: [CompiledNib]
            if path.hasSuffix(".storyboard") {
                guard let board = try? NibCompiler(options: .init(schema: .apple)).compileStoryboard(document) else { continue }
                compiled = board.nibs.map(\.value)
            } else {
                guard let nib = try? NibCompiler(options: .init(schema: .apple)).compile(document) else { continue }
                compiled = [nib]
            }
            for nib in compiled {
                var present: [String: Int] = [:]
                for object in nib.archive.objects { for value in object.values { present["\(object.className).\(value.key)", default: 0] += 1 } }
                for (classKey, count) in present {
                    guard !seen.contains(classKey), !classKey.hasPrefix("NSClassSwapper.") else { continue }
                    counts[classKey, default: 0] += count; files[classKey, default: []].insert(URL(fileURLWithPath: path).lastPathComponent)
                }
            }
        }
        for (key, count) in counts.sorted(by: { $0.value > $1.value }) { print("INVENTED \(count) \(key) \(files[key]!.sorted().prefix(3))") }
    }
}
