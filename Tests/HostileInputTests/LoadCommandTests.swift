import ArgumentParser
import Foundation
import NibCompiler
import NibToolCore
import Testing

/// `nibtool load`: compiled nibs and storyboards are loaded like documents, a summary closes
/// the run, and any failure gives exit status 1.
@Suite struct LoadCommandTests {
    /// A folder with a xib, a storyboard, their compiled forms (a nib file, a nib folder, a
    /// `.storyboardc`) and a broken xib; removed by the caller.
    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-load-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Folder.nib"), withIntermediateDirectories: true)
        let xib = folder.appendingPathComponent("One.xib")
        let storyboard = folder.appendingPathComponent("Main.storyboard")
        try Data(AtomicOutputTests.document(labels: 2).utf8).write(to: xib)
        try Data(AtomicOutputTests.storyboard(scenes: 2, labels: 1).utf8).write(to: storyboard)
        _ = try NibCompilation.compile(xib, to: folder.appendingPathComponent("One.nib"))
        _ = try NibCompilation.compile(xib, to: folder.appendingPathComponent("Folder.nib/keyedobjects.nib"))
        _ = try NibCompilation.compile(storyboard, to: folder.appendingPathComponent("Main.storyboardc"))
        return folder
    }

    @Test func loadingAFolderIncludesCompiledNibsAndStoryboards() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let found = try DocumentLoader.loadable(at: [folder.path]).map { String($0.dropFirst(folder.path.count + 1)) }
        // Not the nibs inside a nib folder or a compiled storyboard.
        #expect(found == ["Folder.nib", "Main.storyboard", "Main.storyboardc", "One.nib", "One.xib"])
    }

    @Test func aCompiledStoryboardIsLoadedLikeItsDocument() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let compiled = DocumentLoader.load(folder.appendingPathComponent("Main.storyboardc").path)
        let document = DocumentLoader.load(folder.appendingPathComponent("Main.storyboard").path)
        #expect(compiled.ok, "\(compiled.error ?? "")")
        #expect(compiled.objects == document.objects && compiled.objects > 0, "\(compiled.objects) vs \(document.objects)")
        let broken = folder.appendingPathComponent("Broken.storyboardc")
        try FileManager.default.createDirectory(at: broken, withIntermediateDirectories: true)
        let failed = DocumentLoader.load(broken.path)
        #expect(!failed.ok && failed.error?.contains("Info.plist") == true, "\(failed)")
    }

    @Test func aFailedDocumentMakesTheExitStatusOneInTextMode() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try NibTool.Load.parse([folder.path]).run()
        try Data("<document".utf8).write(to: folder.appendingPathComponent("Broken.xib"))
        for arguments in [[folder.path], ["--json", folder.path]] {
            let exit = try #require(throws: ExitCode.self, "\(arguments)") { try NibTool.Load.parse(arguments).run() }
            #expect(exit == ExitCode(1))
        }
    }

    @Test func theLoadSummarySaysHowManyLoadedAndFailed() {
        #expect(LoadSummary.text(total: 51, failed: 2) == "49 of 51 loaded, 2 failed")
        #expect(LoadSummary.text(total: 3, failed: 0) == "3 of 3 loaded")
    }

    @Test func loadProgressIsPrintedEveryTwentyFiveDocumentsBeforeTheLast() {
        let lines = (1...60).compactMap { LoadSummary.progress(done: $0, of: 60) }
        #expect(lines == ["loading: 25 of 60", "loading: 50 of 60"])
        #expect(LoadSummary.progress(done: 50, of: 50) == nil)
    }
}
