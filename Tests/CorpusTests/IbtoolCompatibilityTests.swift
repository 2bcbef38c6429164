import Foundation
import NibArchive
import NibCompiler
import NibDocument
import NibLoading
import NibToolCore
import Testing

/// Compatibility with ibtool, measured: every document in ../shared/ibtool-pairs compiled by NibKit
/// and compared with the nib Apple's ibtool made from it (`nibtool diff`): the share of pairs that
/// match exactly, and the share of Apple's (object, key) entries NibKit writes the same. Each
/// figure is printed under the strict rules (the default, ``ArchiveComparison/Rules/strict``) and
/// the lenient ones, with and without the Mac's ICC profiles, for all pairs, the development
/// pairs and the held-back pairs (issue 27's ``PairSplit``: only their aggregate is printed).
///
/// Each pair is compiled with the settings of the Mac that compiled it, read from its Apple nib
/// as `nibtool diff` reads them: the ICC profiles (in the figures "with the Mac's ICC profiles")
/// and the scroller style (``NibDiff/scrollerStyle(compiling:toMatch:options:)``).
///
/// The development pair not yet identical (held-back ones are not named): one Xcode 7 table's
/// `NSTvFlags` bits 22–21 (`sv_nohs_small_vs`: the rule that reads them from the width its
/// columns leave free lowers the held-back figure).
@Suite struct IbtoolCompatibilityTests {
    static let root: URL = Corpus.root.deletingLastPathComponent().appendingPathComponent("ibtool-pairs")
    static var isPresent: Bool { FileManager.default.fileExists(atPath: root.path) }

    /// Each document with Apple's output beside it.
    static var pairs: [(document: URL, reference: URL)] {
        var pairs: [(URL, URL)] = []
        for folder in ["correct", "todo"] {
            let directory = root.appendingPathComponent(folder)
            for name in ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted() {
                let document = directory.appendingPathComponent(name)
                let reference: URL
                switch document.pathExtension {
                case "xib": reference = document.deletingPathExtension().appendingPathExtension("nib")
                case "storyboard": reference = document.deletingPathExtension().appendingPathExtension("out")
                default: continue
                }
                if FileManager.default.fileExists(atPath: reference.path) { pairs.append((document, reference)) }
            }
        }
        return pairs
    }

    /// The floors the figures must not fall below (raise them as the compiler learns Apple's
    /// schema). Lenient rules (``ArchiveComparison/Rules/lenient``, the comparison before issue
    /// 27): 122 of the 134 pairs identical with the Mac's ICC profiles, 98% of entries either way;
    /// 128 since the fourth session of 27 Nov, 129 since the sixth.
    static let minimumLenientEntryShare = 0.98
    static let minimumLenientExactPairsWithProfiles = 129
    /// Strict rules (the default): the figures measured when strict comparison came in (issue
    /// 27), as floors. Over all pairs, with the Mac's profiles: identical pairs and entry share;
    /// and the held-back pairs' own (the figure that says whether rules hold for documents
    /// nobody tuned for).
    /// Measured then: 115 of 134 identical, 97.73% of entries; held back 29 of 38, 97.12%.
    /// Raised after the viraptor/ibtool audit (27 Nov): 120 of 134, 98.73%; held back 29 of 38, 97.59%;
    /// and with the scroller style read from each Apple nib and the NetNewsWire-probe rules: 122 of
    /// 134, 98.76%; held back 29 of 38, 97.62%; with the text view bits of Finch's decoders and
    /// viraptor/ibtool (27 Nov, fourth session): 123 of 134, 98.76%; held back 29 of 38, 97.63%;
    /// with predicate row templates' views (27 Nov, sixth session): 124 of 134, 98.97%; held back 30 of 38, 98.02%;
    /// with connectors sorted by their sources' ids: 126 of 134, 99.65%; held back 31 of 38, 99.32%.
    static let minimumStrictExactPairsWithProfiles = 126
    static let minimumStrictEntryShare = 0.9964
    static let minimumStrictHeldBackExactPairsWithProfiles = 31
    static let minimumStrictHeldBackEntryShare = 0.993

    /// The `--module` Apple's ibtool was given for a pair, where it was given one: module_override
    /// tests that the module being built replaces the one a `customModuleProvider="target"`
    /// class was saved with (its reference names TestModule, which the document does not).
    static let modules = ["module_override.xib": "TestModule"]

    /// The profiles a Mac would give the compiler (/System/Library/ColorSync/Profiles), taken
    /// out of Apple's nibs as `nibtool color-profiles extract` does: the bytes ibtool embedded.
    static func macProfiles(_ pairs: [(document: URL, reference: URL)]) throws -> ColorProfileLibrary {
        var library = ColorProfileLibrary()
        for (_, reference) in pairs {
            for archive in try NibDiff.archives(at: reference).values {
                for profile in ColorProfileLibrary.embedded(in: archive) { library.add(profile) }
            }
        }
        return library
    }

    @Test(.enabled(if: isPresent, "../shared/ibtool-pairs is absent; compatibility figures skipped"))
    func nibKitsNibsAreComparedWithApplesForEveryPair() throws {
        let pairs = Self.pairs
        #expect(pairs.count >= 130, "expected the 134 pairs, found \(pairs.count)")
        let profiles = try Self.macProfiles(pairs)
        // Without the Mac's ICC profiles (a Linux machine as it comes), and with them; each
        // compilation compared under both rules.
        let plain = Self.measure(pairs, options: .init())
        let withProfiles = Self.measure(pairs, options: .init(colorProfiles: profiles))
        for (label, figures) in [("without ICC profiles", plain), ("with the Mac's ICC profiles", withProfiles)] {
            for rules in ArchiveComparison.Rules.allCases { print(figures.report(rules, label: label)) }
        }
        print("pairs compiled for overlay scrollers (read from Apple's nib): " + withProfiles.overlayPairs)
        // Per-pair figures for development pairs only (never a held-back pair's).
        print("lowest strict entry shares (development pairs, with profiles): " + withProfiles.lowestDevelopmentShares(.strict, count: 8))
        for rules in ArchiveComparison.Rules.allCases {
            let (a, b) = (plain.all(rules), withProfiles.all(rules))
            #expect(b.identical >= a.identical && b.share >= a.share, "\(rules): profiles make it worse")
        }
        let lenient = withProfiles.all(.lenient)
        #expect(lenient.share >= Self.minimumLenientEntryShare && plain.all(.lenient).share >= Self.minimumLenientEntryShare)
        #expect(lenient.identical >= Self.minimumLenientExactPairsWithProfiles, "lenient: \(lenient.identical) of \(pairs.count) pairs identical")
        let strict = withProfiles.all(.strict)
        #expect(strict.identical >= Self.minimumStrictExactPairsWithProfiles, "strict: \(strict.identical) of \(pairs.count) pairs identical")
        #expect(strict.share >= Self.minimumStrictEntryShare, "strict entry share \(strict.share)")
        let heldBack = withProfiles.part(.heldBack, .strict)
        #expect(heldBack.identical >= Self.minimumStrictHeldBackExactPairsWithProfiles && heldBack.share >= Self.minimumStrictHeldBackEntryShare,
            "strict held-back: \(heldBack.identical) identical, entry share \(heldBack.share)")
    }

    /// The split is issue 27's: FNV-1a 64 of the document's file name, a multiple of 3 held back.
    @Test(.enabled(if: isPresent, "../shared/ibtool-pairs is absent; split count skipped"))
    func thirtyEightOfTheHundredAndThirtyFourPairsAreHeldBack() {
        let parts = Self.pairs.map { PairSplit.part(of: $0.document.lastPathComponent) }
        #expect(parts.count == 134)
        #expect(parts.filter { $0 == .heldBack }.count == 38)
    }

    @Test(.enabled(if: isPresent, "../shared/ibtool-pairs is absent; profile extraction skipped"))
    func colorProfilesComeOutOfAppleCompiledNibsIntoAFolderTheCompilerReads() throws {
        let nib = Self.root.appendingPathComponent("correct/HSChooserWindow.nib")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("profiles-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let command = try NibTool.ColorProfiles.Extract.parse([nib.path, "-o", folder.path])
        try command.run()
        let library = try ColorProfileLibrary(contentsOf: folder)
        #expect(library.profile(for: .genericGrayGamma22) != nil && library.profile(for: .sRGB) != nil)
        // With them, the pair's colour spaces match Apple's byte for byte.
        let result = try NibDiff.compare(Self.root.appendingPathComponent("correct/HSChooserWindow.xib"), with: nib, options: .init(colorProfiles: library))
        #expect(!(result.nibs.first?.comparison?.differences ?? []).contains { $0.description.contains("NSICC") })
    }

    /// An image pasted into a document travels in it as a keyed archive; ibtool archives the
    /// NSImage itself (with its bitmaps), and NibKit does the same and loads its bitmaps.
    @Test(.enabled(if: isPresent, "../shared/ibtool-pairs is absent; embedded image skipped"))
    func anImageTheDocumentCarriesIsArchivedWholeAndLoadsWithItsBitmaps() throws {
        let url = Self.root.appendingPathComponent("correct/test16_buttons.xib")
        let document = try DocumentReader().read(data: Data(contentsOf: url), file: url.path)
        let archive = try NibCompiler(options: .init(schema: .apple)).compile(document).archive
        let images = archive.objects.filter { $0.className == "NSImage" }
        #expect(images.count == 5)
        #expect(images.allSatisfy { $0["NSReps"] != nil && $0["NSTintColor"] == .null })
        let index = try #require(archive.objects.firstIndex { $0.className == "NSImage" })
        let decoder = NibDecoder(archive: archive, resolver: ClassResolver(library: ObjectLibrary.classes), proxies: [:])
        let image = try #require(decoder.objectReference(at: index) as? NibImage)
        #expect(image.size == CGSize(width: 1, height: 1))
        let tiff = try #require(image.representations.first?.tiffRepresentation)
        #expect(tiff.starts(with: Array("MM".utf8)) || tiff.starts(with: Array("II".utf8)))
    }

    /// One pair's comparison under each rule set.
    struct PairFigures {
        var name: String
        var part: PairSplit.Part
        var results: [ArchiveComparison.Rules: (exact: Bool, matching: Int, total: Int)]
        /// The scroller style read from Apple's nib, which the pair was compiled with.
        var scrollerStyle: NibCompiler.Options.ScrollerStyle
    }

    /// Every pair's figures for one compiler configuration, summed by part of the split.
    struct Figures {
        var pairs: [PairFigures]

        struct Sum {
            var pairs = 0
            var identical = 0
            var matching = 0
            var total = 0
            var share: Double { Double(matching) / Double(max(1, total)) }
            var text: String {
                String(format: "%d of %d identical (%.1f%%), %d of %d entries (%.2f%%)", identical, pairs,
                    Double(identical) * 100 / Double(max(1, pairs)), matching, total, share * 100)
            }
        }

        func sum(_ rules: ArchiveComparison.Rules, where include: (PairFigures) -> Bool) -> Sum {
            var sum = Sum()
            for pair in pairs where include(pair) {
                guard let result = pair.results[rules] else { continue }
                sum.pairs += 1
                if result.exact { sum.identical += 1 }
                sum.matching += result.matching
                sum.total += result.total
            }
            return sum
        }
        func all(_ rules: ArchiveComparison.Rules) -> Sum { sum(rules) { _ in true } }
        func part(_ part: PairSplit.Part, _ rules: ArchiveComparison.Rules) -> Sum { sum(rules) { $0.part == part } }

        /// One line: all pairs, development pairs, held-back pairs (aggregate only).
        func report(_ rules: ArchiveComparison.Rules, label: String) -> String {
            "ibtool compatibility (\(rules), \(label)): all \(all(rules).text); development \(part(.development, rules).text); "
                + "held-back \(part(.heldBack, rules).text)"
        }

        /// The pairs whose nib shows overlay scrollers: development ones by name, held-back ones counted.
        var overlayPairs: String {
            let overlay = pairs.filter { $0.scrollerStyle == .overlay }
            let named = overlay.filter { $0.part == .development }.map(\.name)
            return "\(named.joined(separator: ", ")); held-back: \(overlay.count - named.count)"
        }

        /// The development pairs with the lowest entry shares (held-back pairs are never named).
        func lowestDevelopmentShares(_ rules: ArchiveComparison.Rules, count: Int) -> String {
            var shares: [(name: String, share: Double)] = []
            for pair in pairs where pair.part == .development {
                guard let result = pair.results[rules] else { continue }
                shares.append((pair.name, Double(result.matching) / Double(max(1, result.total))))
            }
            shares.sort { $0.share < $1.share }
            let listed: [String] = shares.prefix(count).map { String(format: "%@ %.1f%%", $0.name, $0.share * 100) }
            return listed.joined(separator: ", ")
        }
    }

    /// Compiles every pair once with `options` and compares it with Apple's nib under each rule set.
    static func measure(_ pairs: [(document: URL, reference: URL)], options: NibCompiler.Options) -> Figures {
        var figures = Figures(pairs: [])
        var failures: [String] = []
        for (document, reference) in pairs {
            do {
                var options = options
                options.targetModule = modules[document.lastPathComponent]
                // The scroller style of the Mac that compiled the pair, as its nib shows it (as
                // `nibtool diff` reads it).
                let theirs = try NibDiff.archives(at: reference, options: options)
                options.scrollerStyle = try NibDiff.scrollerStyle(compiling: document, toMatch: theirs, options: options)
                let mine = try NibDiff.archives(at: document, options: options)
                var results: [ArchiveComparison.Rules: (Bool, Int, Int)] = [:]
                for rules in ArchiveComparison.Rules.allCases {
                    let result = NibDiff.compare(mine, with: theirs, rules: rules)
                    results[rules] = (result.isExactMatch, result.entries.matching, result.entries.total)
                }
                figures.pairs.append(PairFigures(
                    name: document.lastPathComponent, part: PairSplit.part(of: document.lastPathComponent), results: results,
                    scrollerStyle: options.scrollerStyle))
            } catch {
                // A held-back pair is named only by its part (its own output stays unread).
                let name = PairSplit.isHeldBack(document.lastPathComponent) ? "a held-back pair" : document.lastPathComponent
                failures.append("\(name): \(PairSplit.isHeldBack(document.lastPathComponent) ? "fails to compile or read" : "\(error)")")
            }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        return figures
    }
}

/// Issue 27's split, by its hash.
@Suite struct PairSplitTests {
    @Test func theHashIsFNV1a64OfTheFileNamesBytes() {
        // FNV-1a 64's published vectors: the empty string is the offset basis; "a" and "foobar".
        #expect(PairSplit.fnv1a64("") == 0xcbf2_9ce4_8422_2325)
        #expect(PairSplit.fnv1a64("a") == 0xaf63_dc4c_8601_ec8c)
        #expect(PairSplit.fnv1a64("foobar") == 0x8594_4171_f739_67e8)
        #expect(PairSplit.isHeldBack("x") == (PairSplit.fnv1a64("x") % 3 == 0))
    }
}
