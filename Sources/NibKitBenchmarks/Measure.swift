import Foundation

/// Timing for the benchmark: the best of several batches, each long enough to dwarf the clock.
enum Measure {
    /// Seconds per call of `body`: the fastest of `batches` batches, each repeating `body` until
    /// it has run at least `minimum` seconds (the fastest batch is the one least disturbed).
    static func secondsPerCall(batches: Int = 5, minimum: Double = 0.05, _ body: () throws -> Void) rethrows -> Double {
        var repetitions = 1
        while true {
            let time = try seconds { for _ in 0..<repetitions { try body() } }
            if time >= minimum { break }
            repetitions *= time < minimum / 10 ? 10 : 2
        }
        var best = Double.infinity
        for _ in 0..<batches {
            let time = try seconds { for _ in 0..<repetitions { try body() } }
            best = min(best, time / Double(repetitions))
        }
        return best
    }

    /// Wall-clock seconds of one run of `body`.
    static func seconds(_ body: () throws -> Void) rethrows -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    /// `1.2 µs`, `3.4 ms`…
    static func format(_ seconds: Double) -> String {
        switch seconds {
        case ..<1e-6: String(format: "%.0f ns", seconds * 1e9)
        case ..<1e-3: String(format: "%.1f µs", seconds * 1e6)
        case ..<1: String(format: "%.2f ms", seconds * 1e3)
        default: String(format: "%.2f s", seconds)
        }
    }
}
