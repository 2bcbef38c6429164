import ArgumentParser
import Foundation
import NibArchive
import NibCompiler
import NibDocument
import NibLoading

/// Structural comparison of compiled nibs (`nibtool diff`): each nib of one side against the
/// nib of the same name on the other, by ``ArchiveComparison``.
public enum NibDiff {
    /// The comparison of two inputs, nib by nib.
    public struct Result: Sendable {
        /// Per nib name (empty for a single nib): the comparison, or nil when one side lacks it.
        public var nibs: [(name: String, comparison: ArchiveComparison?)]
        /// Whether every nib is on both sides and matches exactly.
        public var isExactMatch: Bool { nibs.allSatisfy { $0.comparison?.isExactMatch == true } }
        /// Under strict rules, the entries of the nibs only one side has (none of them matching).
        public var unpairedEntries = 0
        /// The reference's entries, and how many match, over all nibs.
        public var entries: (matching: Int, total: Int) {
            let sum = nibs.reduce((0, 0)) { sum, nib in (sum.0 + (nib.comparison?.matchingEntries ?? 0), sum.1 + (nib.comparison?.entries ?? 0)) }
            return (sum.0, sum.1 + unpairedEntries)
        }
    }

    /// Compares `input` (a .xib or .storyboard, compiled in memory, or a compiled .nib or
    /// .storyboardc) with `reference` (usually the nib Apple's ibtool made).
    public static func compare(
        _ input: URL, with reference: URL, options: NibCompiler.Options = .init(), rules: ArchiveComparison.Rules = .strict
    ) throws -> Result {
        compare(try archives(at: input, options: options), with: try archives(at: reference, options: options), rules: rules)
    }

    /// Compares archives already read (``archives(at:options:)``), nib by nib.
    public static func compare(_ mine: [String: KeyedArchive], with theirs: [String: KeyedArchive], rules: ArchiveComparison.Rules = .strict) -> Result {
        var nibs: [(name: String, comparison: ArchiveComparison?)] = []
        var unpaired = 0
        for name in Set(mine.keys).union(theirs.keys).sorted() {
            guard let a = mine[name], let b = theirs[name] else {
                nibs.append((name, nil))
                if rules == .strict, let only = mine[name] ?? theirs[name] { unpaired += ArchiveComparison.reachableEntries(of: only) }
                continue
            }
            nibs.append((name, ArchiveComparison(a, reference: b, rules: rules)))
        }
        return Result(nibs: nibs, unpairedEntries: unpaired)
    }

    /// The archives of a document or compiled nib, by nib name ("" for a single nib).
    public static func archives(at url: URL, options: NibCompiler.Options = .init()) throws -> [String: KeyedArchive] {
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw ToolError(path: url.path, message: "no such file or folder; name a .xib, .storyboard, .nib or .storyboardc")
        }
        switch url.pathExtension {
        case "storyboard", "xib":
            return try archives(compiling: DocumentReader().read(contentsOf: url), asStoryboard: url.pathExtension == "storyboard", options: options)
        case "storyboardc", "out":
            var archives: [String: KeyedArchive] = [:]
            for name in try FileManager.default.contentsOfDirectory(atPath: url.path) where name.hasSuffix(".nib") {
                archives[String(name.dropLast(4))] = try CompiledNibReader.archive(at: url.appendingPathComponent(name)).archive
            }
            return archives
        default:
            return ["": try CompiledNibReader.archive(at: url).archive]
        }
    }

    /// The archives NibKit compiles from a document already read: a storyboard's by nib name, a
    /// .xib's under "".
    static func archives(compiling document: InterfaceDocument, asStoryboard: Bool, options: NibCompiler.Options) throws -> [String: KeyedArchive] {
        if asStoryboard {
            return try NibCompiler(options: options).compileStoryboard(document).nibs.mapValues(\.archive)
        }
        return ["": try NibCompiler(options: options).compile(document).archive]
    }
}

extension NibTool {
    /// `nibtool diff A B`: structural differences between two compiled nibs.
    public struct Diff: ParsableCommand {
        public static let configuration = CommandConfiguration(
            abstract: "Compare two nibs structurally, object by object (a .xib or .storyboard is compiled first); exit status 1 when they differ.",
            discussion: """
                Strict by default: classes (NSMutableArray is not NSArray), keys, value types and values (an NSNumber's \
                type, an integer's width), array order, the order of the connections and of NSIBObjectData's tables, \
                which objects are one object, and every object reachable from either root must match; only what Apple's \
                ibtool does not keep stable may differ: object order in the file, class-name order, key order, constraint \
                order, a storyboard compilation's UUID. Entries are the reference's (object, key) pairs plus the nib's own \
                that the reference lacks. --lenient compares as before issue 27: strings, numbers and data by content \
                wherever they sit, connections in any order, extra objects not counted.
                """)

        @Argument(help: "The nib to check: a .xib, .storyboard, .nib or .storyboardc.")
        var nib: String
        @Argument(help: "The reference nib (Apple's ibtool output).")
        var reference: String
        @Option(help: "Print at most this many differences per nib.")
        var limit = 50
        @Option(help: "The module substituted for customModuleProvider=\"target\".")
        var module: String?
        @Option(name: .customLong("color-profiles"), help: "A folder of ICC profiles the compiler embeds, as for compile.")
        var colorProfiles: String?
        @Option(name: .customLong("scroller-style"), help: "legacy or overlay: the scroller style of the Mac that compiled the reference, as for compile (default: the one the reference shows).")
        var scrollerStyle: NibCompiler.Options.ScrollerStyle?
        @Flag(help: "Compare as before issue 27: values by content, connections in any order, extra objects not counted.")
        var lenient = false

        public init() {}

        public func run() throws {
            let (input, referenceURL) = (URL(fileURLWithPath: nib), URL(fileURLWithPath: reference))
            var options = NibCompiler.Options(targetModule: module, colorProfiles: try ColorProfileLibrary.option(colorProfiles))
            let theirs = try NibDiff.archives(at: referenceURL, options: options)
            options.scrollerStyle = try scrollerStyle ?? NibDiff.scrollerStyle(compiling: input, toMatch: theirs, options: options)
            let result = NibDiff.compare(try NibDiff.archives(at: input, options: options), with: theirs, rules: lenient ? .lenient : .strict)
            for (name, comparison) in result.nibs {
                let label = name.isEmpty ? "" : "\(name): "
                guard let comparison else {
                    print("\(label)only on one side")
                    continue
                }
                for difference in comparison.differences.prefix(limit) { print("\(label)\(difference)") }
                if comparison.differences.count > limit { print("\(label)… \(comparison.differences.count - limit) more") }
            }
            let (matching, total) = result.entries
            let share = total == 0 ? 100 : Double(matching) * 100 / Double(total)
            print(String(format: "%@: %d of %d entries match (%.1f%%)", result.isExactMatch ? "identical" : "different", matching, total, share))
            if !result.isExactMatch { throw ExitCode(1) }
        }
    }
}
