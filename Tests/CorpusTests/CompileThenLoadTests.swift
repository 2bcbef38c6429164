import Foundation
import NibArchive
import NibCompiler
import NibLoading
import NibToolCore
import Testing

/// Compiling then loading equals loading: a document compiled by `nibtool compile` and loaded from
/// the file gives the same objects, classes, property values, connections and order as loading the
/// document itself.
@Suite struct CompileThenLoadTests {
    @Test(.enabled(if: Corpus.isPresent, "../shared/corpus is absent; compile-then-load tests skipped"), arguments: Corpus.documents)
    func compilingThenLoadingEqualsLoadingTheDocument(path: String) throws {
        let input = URL(fileURLWithPath: path)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("compile-then-load-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = NibCompilation.defaultOutput(for: input, in: folder)
        _ = try NibCompilation.compile(input, to: output)
        let document = try DocumentReader().read(contentsOf: input)
        if document.kind == .storyboard {
            // References open storyboards beside this one: the compiled ones sit beside the output.
            for other in Self.storyboardsReached(from: input) {
                _ = try NibCompilation.compile(other, to: NibCompilation.defaultOutput(for: other, in: folder))
            }
        }
        try compareArchives(document: document, compiled: output)
        if document.kind == .storyboard {
            try compareStoryboard(document: document, compiled: output)
        } else {
            try compareNib(document: document, compiled: output)
        }
    }

    /// The storyboards in `input`'s folder that its storyboard references name, directly or
    /// through one another (`storyboardName="…"`), `input` left out: what loading its scenes may open.
    static func storyboardsReached(from input: URL) -> [URL] {
        let folder = input.deletingLastPathComponent()
        let siblings = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".storyboard") }
        var reached: [URL] = []
        var pending = [input]
        var seen: Set<String> = [input.lastPathComponent]
        while let next = pending.popLast() {
            guard let text = try? String(contentsOf: next, encoding: .utf8) else { continue }
            for name in Set(referencedNames(in: text)) {
                // The name, or a device variant of it (`Name~ipad.storyboard`).
                for sibling in siblings where (sibling == name + ".storyboard" || sibling.hasPrefix(name + "~")) && seen.insert(sibling).inserted {
                    let other = folder.appendingPathComponent(sibling)
                    reached.append(other)
                    pending.append(other)
                }
            }
        }
        return reached
    }

    private static func referencedNames(in text: String) -> [String] {
        text.components(separatedBy: "storyboardName=\"").dropFirst().compactMap { $0.split(separator: "\"", maxSplits: 1).first.map(String.init) }
    }

    /// Reading back what `nibtool compile` wrote gives the archives the compiler made, value for value.
    private func compareArchives(document: InterfaceDocument, compiled: URL) throws {
        var archives: [String: KeyedArchive] = [:]
        if document.kind == .storyboard {
            for (name, nib) in try NibCompiler().compileStoryboard(document).nibs { archives["\(name).nib"] = nib.archive }
        } else {
            archives[""] = try NibCompiler().compile(document).archive
        }
        for (name, archive) in archives {
            let file = name.isEmpty ? compiled : compiled.appendingPathComponent(name)
            let bytes = try #require(FileManager.default.contents(atPath: file.path), "\(file.path) was not written")
            let reread = try NIBArchiveReader().read([UInt8](bytes))
            #expect(reread == archive, "\(document.file) \(name): the written archive reads back differently")
        }
    }

    private func compareNib(document: InterfaceDocument, compiled: URL) throws {
        let fromDocument = try LoadedGraph(nib: Nib(document: document), document: document)
        let fromFile = try LoadedGraph(nib: Nib(contentsOf: compiled), document: document)
        #expect(fromFile.fingerprint.objectCount > 0)
        let difference = fromDocument.difference(from: fromFile)
        #expect(difference == nil, "\(document.file): \(difference ?? "")")
    }

    private func compareStoryboard(document: InterfaceDocument, compiled: URL) throws {
        let fromDocument = try Storyboard(document: document, options: Nib.Options(externalObjects: DocumentLoader.externalObjects(of: document)))
        let fromFile = try Storyboard(compiledAt: compiled, options: Nib.Options(externalObjects: DocumentLoader.externalObjects(of: document)))
        #expect(fromFile.sceneNibNames == fromDocument.sceneNibNames, "\(document.file): scene nibs")
        #expect(fromFile.identifiers == fromDocument.identifiers, "\(document.file): identifiers")
        #expect(fromFile.nibNames == fromDocument.nibNames, "\(document.file): nib names")
        for nibName in fromDocument.sceneNibNames {
            let a = LoadedGraph(storyboard: fromDocument, nibName: nibName)
            let b = LoadedGraph(storyboard: fromFile, nibName: nibName)
            let difference = a.difference(from: b)
            #expect(difference == nil, "\(document.file) scene \(nibName): \(difference ?? "")")
        }
    }
}

/// One load of a nib or of a storyboard scene: what it made, rendered, and what it reported.
private struct LoadedGraph {
    var fingerprint: ObjectGraphFingerprint
    var outcome: String

    /// Instantiates with a fresh generic owner and fresh stand-ins for the document's external objects.
    init(nib: Nib, document: InterfaceDocument) throws {
        let owner = NibGenericOwner()
        let externals = DocumentLoader.externalObjects(of: document)
        let result = try nib.instantiateWithDetails(owner: owner, options: Nib.Options(externalObjects: externals))
        let roots: [AnyObject] = [owner] + externals.keys.sorted().compactMap { externals[$0] } + result.topLevelObjects
        fingerprint = ObjectGraphFingerprint(roots: roots)
        // Missing-image warnings come from the document (they name its objects); a compiled copy has none.
        let warnings = result.warnings.filter { !nib.resourceWarnings.contains($0) }
        outcome = "\(result.objectCount) objects, \(result.connectionCount) connections, warnings: \(warnings)"
    }

    /// Instantiates a scene's controller through the storyboard API, then loads its view.
    init(storyboard: Storyboard, nibName: String) {
        do {
            let controller = try storyboard.instantiate(nibName: nibName, creator: nil)
            let viewError = DocumentLoader.loadViewIfAny(controller)
            fingerprint = ObjectGraphFingerprint(roots: [controller])
            outcome = "view: \(viewError.map { "\($0.code)" } ?? "ok")"
        } catch {
            fingerprint = ObjectGraphFingerprint(roots: [])
            outcome = "error: \(error.code)"
        }
    }

    func difference(from other: LoadedGraph) -> String? {
        if outcome != other.outcome { return "\(outcome)\n  vs \(other.outcome)" }
        return fingerprint.firstDifference(from: other.fingerprint)
    }
}

