import Foundation
import NibCompiler
import NibDocument
import NibLoading
import NibToolCore
import Testing

/// `--schema compact` leaves out only keys NibKit's loader does not read: every corpus document
/// compiled both ways loads into the same objects with the same properties and connections.
@Suite struct CompactSchemaTests {
    static var documents: [String] { Corpus.documents.filter { $0.hasSuffix(".xib") } }

    @Test(.enabled(if: Corpus.isPresent, "../shared/corpus is absent; compact-schema tests skipped"), arguments: documents)
    func theCompactSchemaLoadsWhatApplesSchemaLoads(path: String) throws {
        let document = try DocumentReader().read(contentsOf: URL(fileURLWithPath: path))
        let apple = try Nib(document: document, compiler: NibCompiler(options: .init(schema: .apple)))
        let compact = try Nib(document: document, compiler: NibCompiler(options: .init(schema: .compact)))
        // Values a class does not read are kept on the object as they were archived; the
        // schemas differ exactly there, so they are left out of the comparison.
        let a = try Self.fingerprint(apple, document: document)
        let b = try Self.fingerprint(compact, document: document)
        let difference = a.firstDifference(from: b)
        #expect(difference == nil, "\(document.file): \(difference ?? "")")
        #expect(try compact.archive.objects.count <= apple.archive.objects.count)
    }

    private static func fingerprint(_ nib: Nib, document: InterfaceDocument) throws -> ObjectGraphFingerprint {
        let owner = NibGenericOwner()
        let externals = DocumentLoader.externalObjects(of: document)
        let result = try nib.instantiateWithDetails(owner: owner, options: Nib.Options(externalObjects: externals))
        let roots: [AnyObject] = [owner] + externals.keys.sorted().compactMap { externals[$0] } + result.topLevelObjects
        return ObjectGraphFingerprint(roots: roots, ignoring: ["unreadValues"])
    }
}
