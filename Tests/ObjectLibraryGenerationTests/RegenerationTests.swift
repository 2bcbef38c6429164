import Foundation
import ObjectLibraryGeneration
import Testing

/// The generated library is what the generator makes of the checked-in usage: regenerating changes nothing.
@Suite struct RegenerationTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func regeneratingTheObjectLibraryFromTheCheckedInUsageChangesNoFile() throws {
        let usage = try UsageFile.read(from: Self.packageRoot.appendingPathComponent(UsageFile.relativePath))
        let generated = try ObjectLibraryGenerator.files(usage: usage, packageRoot: Self.packageRoot)
        let onDisk = try ObjectLibraryGenerator.filesOnDisk(packageRoot: Self.packageRoot)
        let difference = ObjectLibraryGenerator.firstDifference(generated: generated, onDisk: onDisk)
        #expect(difference == nil, "\(ObjectLibraryGenerator.outputFolder)/\(difference ?? "") differs from what `swift run generate-object-library generate` makes of \(UsageFile.relativePath)")
    }

    @Test func theCheckedInUsageFileIsInItsStableForm() throws {
        let url = Self.packageRoot.appendingPathComponent(UsageFile.relativePath)
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(try UsageFile.text(of: UsageFile.read(from: url)) == text)
    }
}
