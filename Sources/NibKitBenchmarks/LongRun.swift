import Foundation
import NibLoading

/// Issue 6's long run: instantiate and release the cell nib many times (a million by default)
/// and check that resident memory stays flat.
///
///     swift run -c release NibKitBenchmarks --cycles 1000000
///
/// Memory is sampled ten times; the figure is the growth from the first sample (taken after
/// 10% of the cycles, once caches and allocator pools are warm) to the last.
enum LongRun {
    struct Result {
        var cycles: Int
        var seconds: Double
        /// Resident megabytes at each tenth of the run.
        var samples: [Double]
        var growthMegabytes: Double { (samples.last ?? 0) - (samples.first ?? 0) }
    }

    /// The allowed growth over the run (allocator noise; a leak of one small object per cycle
    /// would be tens of megabytes over a million).
    static let allowedGrowthMegabytes = 2.0

    static func run(cycles: Int) throws -> Result {
        let nib = try CellFigures.withCompiledCell { _, compiled in try Nib(contentsOf: compiled) }
        var samples: [Double] = []
        let tenth = max(1, cycles / 10)
        let start = DispatchTime.now().uptimeNanoseconds
        for cycle in 1...cycles {
            // Made and released each cycle, as a table view's cells are.
            let cell = try nib.instantiate().first as? ContactCell
            precondition(cell?.isFullyConnected == true, "cycle \(cycle) made no connected cell")
            if cycle % tenth == 0 { samples.append((PeakMemory.status("VmRSS") ?? 0) / 1_048_576) }
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        return Result(cycles: cycles, seconds: seconds, samples: samples)
    }
}
