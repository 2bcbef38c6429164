import Foundation
import NibArchive
import NibCompiler
import NibToolCore
import Testing

/// Compatibility with ibtool on iOS: documents describing iOS nibs Apple's ibtool compiled (their
/// sources are not in the corpus; `Tests/Fixtures/IOSPairs`) compiled by NibKit and compared with
/// Apple's nibs under `nibtool diff`: the pairs that match exactly, and the share of Apple's
/// entries matched.
@Suite struct IOSCompatibilityTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/IOSPairs")
    static let shared = Corpus.root.deletingLastPathComponent()
    static let smoke = "calabash__calabash-ios/calabash-cucumber/spec/resources/CalSmoke-cal.app"

    /// Each document with the nib Apple compiled from the same objects.
    static let pairs: [(document: String, reference: String)] = [
        ("CalControlsController-en.xib", "corpus-compiled/\(smoke)/en.lproj/CalControlsController.nib"),
        ("CalControlsController-de.xib", "corpus/\(smoke)/de.lproj/CalControlsController.nib"),
        ("LaunchScreen-en.xib", "corpus-compiled/\(smoke)/en.lproj/LaunchScreen.nib"),
        ("LaunchScreen-en.xib", "corpus-compiled/\(smoke)/en.lproj/LaunchScreen~iphone.nib/objects-8.0+.nib"),
    ]

    static var isPresent: Bool { FileManager.default.fileExists(atPath: shared.appendingPathComponent("corpus-compiled").path) }

    /// The floors the figures must not fall below (raised as the compiler learns UIKit's schema).
    /// These nibs come from an ibtool older than today's encoder, which sorts a dictionary's keys
    /// (`UnorderedCollections`): their font descriptors' attributes are in hash order (size before
    /// name), so the two CalControlsController pairs differ there by design.
    static let minimumExactPairs = 1
    static let minimumEntryShare = 0.985

    @Test(.enabled(if: isPresent, "../shared is absent; iOS compatibility figures skipped"))
    func nibKitsIOSNibsAreComparedWithApplesForEveryPair() throws {
        var exact = 0
        var matching = 0
        var total = 0
        for (document, reference) in Self.pairs {
            let result = try NibDiff.compare(Self.fixtures.appendingPathComponent(document), with: Self.shared.appendingPathComponent(reference), options: .init())
            if result.isExactMatch { exact += 1 }
            matching += result.entries.matching
            total += result.entries.total
            let differences = result.nibs.flatMap { $0.comparison?.differences ?? [] }
            print(String(format: "iOS pair %@ → %@: %d of %d entries match%@", document, (reference as NSString).lastPathComponent,
                result.entries.matching, result.entries.total, differences.isEmpty ? " (identical)" : "; first difference: \(differences[0])"))
        }
        let share = Double(matching) / Double(max(1, total))
        print(String(format: "iOS compatibility: %d of %d pairs identical; %d of %d entries match (%.1f%%)", exact, Self.pairs.count, matching, total, share * 100))
        #expect(exact >= Self.minimumExactPairs)
        #expect(share >= Self.minimumEntryShare)
    }
}
