import Foundation
import NibToolCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Figure (f): the peak resident memory of loading one document, measured in a child process
/// so that nothing else the benchmark did counts.
enum PeakMemory {
    static let childFlag = "--peak-memory-child"

    struct Result {
        var file: String
        var documentMegabytes: Double
        var baselineMegabytes: Double
        var extraMegabytes: Double
    }

    /// The process's peak resident set so far, in bytes.
    static func peakResidentBytes() -> Double {
        var usage = rusage()
        #if os(macOS)
        getrusage(RUSAGE_SELF, &usage)
        return Double(usage.ru_maxrss)  // bytes on Darwin
        #else
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_maxrss) * 1024  // kilobytes on Linux
        #endif
    }

    /// A field of /proc/self/status (`VmRSS`, `VmHWM`) in bytes, on Linux.
    static func status(_ field: String) -> Double? {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix(field + ":") {
            let kilobytes = line.split(separator: " ").dropFirst().first.flatMap { Double($0) }
            return kilobytes.map { $0 * 1024 }
        }
        return nil
    }

    /// In the child: the resident memory before, and the peak while, loading the document the way
    /// `nibtool load` does. On Linux the peak is reset first (`/proc/self/clear_refs`), so start-up
    /// does not count; elsewhere the process's lifetime peak is used.
    static func runChild(loading path: String) {
        let resetPeak = (try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)) != nil
        let before = status("VmRSS") ?? peakResidentBytes()
        let report = DocumentLoader.load(path)
        let after = resetPeak ? (status("VmHWM") ?? peakResidentBytes()) : peakResidentBytes()
        print("\(before) \(after) \(report.ok)")
    }

    static func measureLargest(_ paths: [String]) throws -> Result {
        let sizes = paths.map { ($0, (try? FileManager.default.attributesOfItem(atPath: $0)[.size] as? Int) ?? 0) }
        guard let largest = sizes.max(by: { $0.1 < $1.1 }) else { throw Failure(description: "no documents") }
        let process = Process()
        process.executableURL = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = [childFlag, largest.0]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let fields = output.split(separator: " ").map { String($0).trimmingCharacters(in: .whitespacesAndNewlines) }
        guard fields.count == 3, let before = Double(fields[0]), let after = Double(fields[1]), fields[2] == "true" else {
            throw Failure(description: "the child process did not load \(largest.0): \(output)")
        }
        return Result(file: URL(fileURLWithPath: largest.0).lastPathComponent, documentMegabytes: Double(largest.1) / 1e6, baselineMegabytes: before / 1e6, extraMegabytes: (after - before) / 1e6)
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }
}
