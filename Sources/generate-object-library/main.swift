// The object library's generator (see ObjectLibraryGeneration):
//
//     swift run generate-object-library extract [CORPUS_DIR]   # ../shared/corpus → Generator/ObjectLibraryUsage.json
//     swift run generate-object-library generate               # Generator/ObjectLibraryUsage.json → Sources/NibObjectLibrary/Generated
//
// Run `generate` after changing the compiler's key tables or the hand-written library; run
// `extract` when the corpus changes. Commit both outputs. Run from the package root.
import Foundation
import ObjectLibraryGeneration

let arguments = Array(CommandLine.arguments.dropFirst())
let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
let usageFile = root.appendingPathComponent(UsageFile.relativePath)
do {
    switch arguments.first {
    case "extract":
        let corpus = URL(fileURLWithPath: arguments.count > 1 ? arguments[1] : "../shared/corpus")
        let usage = UsageExtraction.usage(ofCorpusAt: corpus)
        try FileManager.default.createDirectory(at: usageFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try UsageFile.text(of: usage).write(to: usageFile, atomically: true, encoding: .utf8)
        print("extracted \(usage.elements.count) elements from \(corpus.path) into \(UsageFile.relativePath)")
    case "generate":
        let files = try ObjectLibraryGenerator.files(usage: UsageFile.read(from: usageFile), packageRoot: root)
        try ObjectLibraryGenerator.write(files, packageRoot: root)
        print("generated \(files.count) files in \(ObjectLibraryGenerator.outputFolder)")
    default:
        print("usage: generate-object-library extract [CORPUS_DIR] | generate")
        exit(2)
    }
} catch {
    print("error: \(error)")
    exit(1)
}
