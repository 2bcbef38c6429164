import Foundation
import NibValidation
import SwiftParser

/// Figure (h): `nibtool validate` over whole app projects (../shared/projects) against the floor
/// of swift-syntax parsing every one of the same Swift files alone, on as many cores as the
/// validation's index uses (issue 29 item 5; target ≤ 1.5×). The validation skips the parse of
/// files with no `class` or `extension` word; the floor parses them all.
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

    static func measure(projectsAt folder: String) throws -> Result {
        let projects = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
            .map { (folder as NSString).appendingPathComponent($0) }
            .filter { var isFolder: ObjCBool = false; return FileManager.default.fileExists(atPath: $0, isDirectory: &isFolder) && isFolder.boolValue }
        // What the floor parses: every Swift file the validation reads (the same scan).
        let swiftFiles = try projects.flatMap { try Project(root: $0).swiftFiles }
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
            // Spread over the cores as the validation's index spreads its files.
            floor = min(floor, Measure.seconds {
                DispatchQueue.concurrentPerform(iterations: swiftFiles.count) { index in
                    guard let data = FileManager.default.contents(atPath: swiftFiles[index]) else { return }
                    _ = Parser.parse(source: String(decoding: data, as: UTF8.self))
                }
            })
            validate = min(validate, try Measure.seconds {
                for project in projects { _ = try ProjectValidation(root: project) }
            })
        }
        return Result(validate: validate, floor: floor, documents: documents, sourceFiles: sourceFiles, sourceLines: lines, findings: findings)
    }
}
