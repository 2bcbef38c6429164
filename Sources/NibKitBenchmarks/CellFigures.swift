import Foundation
import NibCompiler
import NibLoading
import NibToolCore

/// Figures (a) and (b): one table cell, the use case `Nib` exists for.
enum CellFigures {
    struct Result {
        /// Seconds per cell from the cached nib.
        var nib: Double
        /// Seconds per cell built in hand-written Swift.
        var byHand: Double
        /// Seconds per cell when the compiled .nib is read from disk each time.
        var fromDisk: Double
        /// Seconds per cell when the .xib is read, compiled and loaded each time.
        var fromDocument: Double
        var ratio: Double { nib / byHand }
    }

    struct NotConnected: Error, CustomStringConvertible {
        var description: String
    }

    /// The cell's document and the nib `nibtool compile` makes of it, in a temporary folder that
    /// lives while `body` runs.
    static func withCompiledCell<T>(_ body: (_ xib: URL, _ compiled: URL) throws -> T) throws -> T {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-benchmark-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let xib = folder.appendingPathComponent("ContactCell.xib")
        try Data(ContactCell.document.utf8).write(to: xib)
        let compiled = folder.appendingPathComponent("ContactCell.nib")
        _ = try NibCompilation.compile(xib, to: compiled)
        return try body(xib, compiled)
    }

    /// Instantiates the cached cell nib for `seconds` (or `count` times) and nothing else, for a
    /// profiler (`count` gives instruction counters the same work each run).
    static func profile(seconds: Double, count: Int? = nil) throws {
        let nib = try withCompiledCell { _, compiled in try Nib(contentsOf: compiled) }
        let end = DispatchTime.now().uptimeNanoseconds + UInt64(seconds * 1e9)
        var made = 0
        var rounds = 0
        while count.map({ rounds < $0 }) ?? (DispatchTime.now().uptimeNanoseconds < end) {
            for _ in 0..<100 { made &+= try nib.instantiate().count }
            rounds += 100
        }
        print("\(rounds) cells, \(Measure.format(seconds / Double(rounds))) each (\(made) top-level objects)")
    }

    /// Instantiates any document or compiled nib `count` times (after one load that is not
    /// counted apart), with a generic owner, for a profiler.
    static func profile(document: URL, count: Int) throws {
        let nib = try Nib(contentsOf: document)
        var made = 0
        for _ in 0..<count { made &+= try nib.instantiate(owner: NibGenericOwner()).count }
        print("\(count) instantiations of \(document.lastPathComponent) (\(made) top-level objects)")
    }

    /// Builds the cell by hand `count` times and nothing else (figure (a)'s baseline, for a profiler).
    static func profileByHand(count: Int) {
        var made = 0
        for _ in 0..<count { made &+= ContactCell.makeByHand().subviews.count }
        print("\(count) cells by hand (\(made) subviews)")
    }

    static func measure() throws -> Result {
        try withCompiledCell { xib, compiled in try measure(xib: xib, compiled: compiled) }
    }

    private static func measure(xib: URL, compiled: URL) throws -> Result {
        // Both ways must make a connected cell before either is timed.
        let nib = try Nib(contentsOf: compiled)
        guard let loaded = try nib.instantiate().first as? ContactCell, loaded.isFullyConnected else {
            throw NotConnected(description: "the cell nib did not make a connected ContactCell")
        }
        let byHandCell = ContactCell.makeByHand()
        guard byHandCell.isFullyConnected else { throw NotConnected(description: "the hand-built cell is not connected") }
        guard byHandCell.viewSummary == loaded.viewSummary else {
            throw NotConnected(description: "the hand-built cell differs from the nib's:\n\(byHandCell.viewSummary.joined(separator: "\n"))\nversus\n\(loaded.viewSummary.joined(separator: "\n"))")
        }

        var made = 0
        let fromNib = try Measure.secondsPerCall { made &+= try nib.instantiate().count }
        let byHand = Measure.secondsPerCall { made &+= ContactCell.makeByHand().subviews.count }
        let fromDisk = try Measure.secondsPerCall { made &+= try Nib(contentsOf: compiled).instantiate().count }
        let fromDocument = try Measure.secondsPerCall { made &+= try Nib(contentsOf: xib).instantiate().count }
        precondition(made > 0)
        return Result(nib: fromNib, byHand: byHand, fromDisk: fromDisk, fromDocument: fromDocument)
    }
}
