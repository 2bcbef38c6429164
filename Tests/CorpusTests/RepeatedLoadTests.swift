import Foundation
import NibDocument
import NibLoading
import NibToolCore
import Testing

/// `Nib` reads once and instantiates many times, and its later loads take shortcuts the first
/// one learns (the key reads it replays, the classes it resolved, the records it prepared).
/// Whatever they skip, every later load of every corpus document must make the graph its first
/// load made: the same objects, classes, property values and connections.
@Suite struct RepeatedLoadTests {
    @Test(.enabled(if: Corpus.isPresent, "../shared/corpus is absent; repeated-load tests skipped"), arguments: Corpus.documents)
    func everyLaterLoadMakesTheGraphOfTheFirst(path: String) throws {
        let document = try DocumentReader().read(contentsOf: URL(fileURLWithPath: path))
        if document.kind == .storyboard {
            let storyboard = try Storyboard(document: document, options: Nib.Options(externalObjects: DocumentLoader.externalObjects(of: document)))
            for nibName in storyboard.sceneNibNames {
                let loads = (0..<3).map { _ in Self.scene(nibName, of: storyboard) }
                for (number, later) in loads.enumerated().dropFirst() {
                    let difference = loads[0].difference(from: later)
                    #expect(difference == nil, "\(path) scene \(nibName), load \(number + 1): \(difference ?? "")")
                }
            }
        } else {
            let nib = try Nib(document: document)
            let loads = try (0..<3).map { _ in try Self.load(nib, document: document) }
            for (number, later) in loads.enumerated().dropFirst() {
                let difference = loads[0].difference(from: later)
                #expect(difference == nil, "\(path), load \(number + 1): \(difference ?? "")")
            }
        }
    }

    /// One load, rendered with what it reported.
    struct Load {
        var fingerprint: ObjectGraphFingerprint
        var outcome: String

        func difference(from other: Load) -> String? {
            if outcome != other.outcome { return "\(outcome)\n  vs \(other.outcome)" }
            return fingerprint.firstDifference(from: other.fingerprint)
        }
    }

    static func load(_ nib: Nib, document: InterfaceDocument) throws -> Load {
        let owner = NibGenericOwner()
        let externals = DocumentLoader.externalObjects(of: document)
        let result = try nib.instantiateWithDetails(owner: owner, options: Nib.Options(externalObjects: externals))
        let roots: [AnyObject] = [owner] + externals.keys.sorted().compactMap { externals[$0] } + result.topLevelObjects
        return Load(fingerprint: ObjectGraphFingerprint(roots: roots),
                    outcome: "\(result.objectCount) objects, \(result.connectionCount) connections, warnings: \(result.warnings)")
    }

    static func scene(_ nibName: String, of storyboard: Storyboard) -> Load {
        do {
            let controller = try storyboard.instantiate(nibName: nibName, creator: nil)
            let viewError = DocumentLoader.loadViewIfAny(controller)
            return Load(fingerprint: ObjectGraphFingerprint(roots: [controller]), outcome: "view: \(viewError.map { "\($0.code)" } ?? "ok")")
        } catch {
            return Load(fingerprint: ObjectGraphFingerprint(roots: []), outcome: "error: \(error.code)")
        }
    }
}
