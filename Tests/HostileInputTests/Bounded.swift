import Foundation
import Testing

/// Runs one hostile input and checks that reading it stayed within bounds: a wall-clock limit
/// that only a hang would reach, and a limit on how much the process's peak memory grew.
///
/// Peak memory (`ru_maxrss`) only grows, so a reader that allocated gigabytes for a few bytes
/// of input would show here even with other tests running beside it.
enum Bounded {
    /// Seconds any one input may take (reading a few kilobytes takes milliseconds).
    static let seconds = 10.0
    /// Megabytes the peak may grow by while one input is read.
    static let megabytes = 256.0

    /// Runs `body`, records an issue if it took too long or grew the peak too much, and
    /// returns what it threw (nil if it did not throw). `limit` tightens the time allowed, for
    /// inputs that a quadratic pass would make slow rather than hang.
    static func error<E: Error>(_ type: E.Type, within limit: Double = seconds, _ body: () throws(E) -> Void, sourceLocation: SourceLocation = #_sourceLocation) -> E? {
        let peakBefore = peakMegabytes()
        let start = DispatchTime.now().uptimeNanoseconds
        var caught: E?
        do { try body() } catch { caught = error }
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let growth = peakMegabytes() - peakBefore
        #expect(elapsed < limit, "took \(elapsed) s", sourceLocation: sourceLocation)
        #expect(growth < megabytes, "peak memory grew by \(growth) MB", sourceLocation: sourceLocation)
        return caught
    }

    /// The process's peak resident size so far, in megabytes.
    static func peakMegabytes() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_maxrss) / 1024
    }
}

/// One crafted input and the error it must give.
struct BadInput<Expected: Sendable>: Sendable, CustomTestStringConvertible {
    /// What is wrong with it, as the test's name.
    var name: String
    /// The bytes.
    var bytes: [UInt8]
    /// The error it must give.
    var expected: Expected

    var testDescription: String { name }

    init(_ name: String, _ bytes: [UInt8], _ expected: Expected) {
        self.name = name
        self.bytes = bytes
        self.expected = expected
    }

    init(_ name: String, _ text: String, _ expected: Expected) {
        self.init(name, Array(text.utf8), expected)
    }
}
