import Foundation
import NibValidation
import SwiftParser

/// Figure (h): `nibtool validate` over whole app projects (../shared/projects) against the floor
/// of swift-syntax parsing every one of the same Swift files alone, on as many cores as the
/// validation's index uses (issue 29 item 5; target ≤ 1.5×). The floor parses every Swift file
/// the validation's scan finds (the validation itself skips the parse of a file with no `class`
/// or `extension` word, and reads Objective-C files, documents and project files the floor does not).
///
/// Two measures of the same work: wall-clock seconds (best of three, the two sides alternated),
/// and instructions counted by callgrind in child processes, which a busy machine cannot
/// disturb (each side's count less that of a child that starts, reads the file list and stops).
enum ValidationFigures {
    struct Result {
        /// Seconds for one validation of every project (scan, documents, sources, checks).
        var validate: Double
        /// Seconds for reading and parsing every project's Swift files with swift-syntax, nothing else.
        var floor: Double
        var documents: Int
        var sourceFiles: Int
        var sourceLines: Int
        var findings: Int
        var ratio: Double { validate / floor }
    }

    /// Instructions (callgrind) of the two sides, start-up taken out.
    struct Instructions {
        var validate: Int
        var floor: Int
        var ratio: Double { Double(validate) / Double(floor) }
    }

    /// The project folders in `folder`, sorted.
    static func projects(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
            .map { (folder as NSString).appendingPathComponent($0) }
            .filter { var isFolder: ObjCBool = false; return FileManager.default.fileExists(atPath: $0, isDirectory: &isFolder) && isFolder.boolValue }
    }

    /// What the floor parses: every Swift file the validation's scan finds (the same scan).
    static func floorFiles(_ projects: [String]) throws -> [String] {
        try projects.flatMap { try Project(root: $0).swiftFiles }
    }

    /// The floor: each file read and parsed by swift-syntax, spread over the cores as the
    /// validation's index spreads its files.
    static func parseAlone(_ swiftFiles: [String]) {
        DispatchQueue.concurrentPerform(iterations: swiftFiles.count) { index in
            guard let data = FileManager.default.contents(atPath: swiftFiles[index]) else { return }
            _ = Parser.parse(source: String(decoding: data, as: UTF8.self))
        }
    }

    /// One validation of every project.
    static func validateAll(_ projects: [String]) throws {
        for project in projects { _ = try ProjectValidation(root: project) }
    }

    static func measure(projectsAt folder: String) throws -> Result {
        let projects = try self.projects(in: folder)
        let swiftFiles = try floorFiles(projects)
        var documents = 0
        var sourceFiles = 0
        var findings = 0
        var lines = 0
        for project in projects {
            let validation = try ProjectValidation(root: project)
            documents += validation.documentsRead.count
            sourceFiles += validation.index.files.count
            findings += validation.findings.count
            for file in validation.index.files {
                if let data = FileManager.default.contents(atPath: file) { lines += data.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) } }
            }
        }
        // Alternate the two, best of three each, so neither gets a warmer cache or a quieter machine.
        var validate = Double.infinity
        var floor = Double.infinity
        for _ in 0..<3 {
            floor = min(floor, Measure.seconds { parseAlone(swiftFiles) })
            validate = min(validate, try Measure.seconds { try validateAll(projects) })
        }
        return Result(validate: validate, floor: floor, documents: documents, sourceFiles: sourceFiles, sourceLines: lines, findings: findings)
    }

    // MARK: Instructions

    static let childFlag = "--validation-child"

    /// In a child process: `validate DIR`, `parse LIST` (the floor over the files listed one a
    /// line) or `none LIST` (start-up and reading the list only, subtracted from both).
    static func runChild(_ arguments: [String]) throws {
        guard arguments.count == 2 else { throw PeakMemory.Failure(description: "\(childFlag) validate DIR | parse LIST | none LIST") }
        switch arguments[0] {
        case "validate": try validateAll(projects(in: arguments[1]))
        case "parse": parseAlone(try list(arguments[1]))
        case "none": _ = try list(arguments[1])
        default: throw PeakMemory.Failure(description: "unknown child mode \(arguments[0])")
        }
    }

    private static func list(_ file: String) throws -> [String] {
        try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n").map(String.init)
    }

    /// A program on the path.
    static func onPath(_ name: String) -> String? {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return paths.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Counts both sides with callgrind (nil when valgrind is not installed). The children run a
    /// copy of this program without its debug information when `strip` is there (valgrind 3.19
    /// cannot read the DWARF Swift 6.3 writes, and gives up); a count needs no symbols.
    static func countInstructions(projectsAt folder: String) throws -> Instructions? {
        guard let valgrind = onPath("valgrind") else { return nil }
        let files = try floorFiles(projects(in: folder))
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-figure-h-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let listFile = scratch.appendingPathComponent("floor-files.txt")
        try files.joined(separator: "\n").write(to: listFile, atomically: true, encoding: .utf8)
        var program = Bundle.main.executableURL?.path ?? CommandLine.arguments[0]
        if let strip = onPath("strip") {
            let stripped = scratch.appendingPathComponent("NibKitBenchmarks").path
            if try run(strip, ["--strip-debug", program, "-o", stripped]).status == 0 { program = stripped }
        }
        let none = try collected(valgrind, program, ["none", listFile.path])
        let floor = try collected(valgrind, program, ["parse", listFile.path])
        let validate = try collected(valgrind, program, ["validate", folder])
        return Instructions(validate: validate - none, floor: floor - none)
    }

    /// Runs a program; its exit status and standard error.
    private static func run(_ executable: String, _ arguments: [String], environment: [String: String]? = nil) throws -> (status: Int32, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let environment { process.environment = environment }
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }

    /// The `Collected :` total callgrind prints for one child run.
    private static func collected(_ valgrind: String, _ program: String, _ arguments: [String]) throws -> Int {
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_DETERMINISTIC_HASHING"] = "1"
        let (status, text) = try run(valgrind, ["--tool=callgrind", "--callgrind-out-file=/dev/null", program, childFlag] + arguments, environment: environment)
        guard status == 0,
              let line = text.split(separator: "\n").last(where: { $0.contains("Collected :") }),
              let count = Int(line.split(separator: ":").last?.trimmingCharacters(in: .whitespaces) ?? "")
        else { throw PeakMemory.Failure(description: "callgrind child \(arguments) failed (status \(status)): \(text.suffix(400))") }
        return count
    }
}
