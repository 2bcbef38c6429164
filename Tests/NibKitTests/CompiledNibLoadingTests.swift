import Foundation
import NibArchive
import NibKit
import Testing

/// A compiled nib loads like its document, from the file and again after its cached data is
/// purged; nibs Apple's ibtool compiled load in both flavours (the corpus-wide suites are in
/// CorpusTests).
@Suite struct CompiledNibLoadingTests {
    @Test func aCompiledNibLoadsLikeItsDocument() throws {
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Examples/Documents/LoginView.xib").standardized
        let fromDocument = try Nib(contentsOf: source)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("compiled-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("LoginView.nib")
        try Data(NIBArchiveWriter().write(try fromDocument.archive)).write(to: file)
        let fromFile = try Nib(contentsOf: file)
        let a = try fromDocument.instantiateWithDetails(owner: NibGenericOwner())
        let b = try fromFile.instantiateWithDetails(owner: NibGenericOwner())
        let same = a.objectCount == b.objectCount && a.connectionCount == b.connectionCount && a.warnings == b.warnings
        #expect(same)
        fromFile.purgeCachedData()
        let purged = !fromFile.hasCachedData
        let again = try fromFile.instantiateWithDetails(owner: NibGenericOwner())
        #expect(purged)
        #expect(again.objectCount == b.objectCount)
    }

    @Test func appleCompiledNibsOfBothFlavoursInstantiate() throws {
        let shared = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../shared/corpus-compiled").standardized
        guard FileManager.default.fileExists(atPath: shared.path) else {
            print("skipped: ../shared/corpus-compiled is absent")
            return
        }
        let iOS = shared.appendingPathComponent("calabash__calabash-ios/calabash-cucumber/spec/resources/CalSmoke-cal.app/en.lproj/CalControlsController.nib")
        let macKeyed = shared.appendingPathComponent("TermiT__Flycut/English.lproj/MainMenu.nib/keyedobjects.nib")
        let macFolder = shared.appendingPathComponent("TermiT__Flycut/English.lproj/MainMenu.nib")
        let iOSNib = try Nib(contentsOf: iOS)
        #expect(iOSNib.documentFlavour == .uiKit)
        let iOSResult = try iOSNib.instantiateWithDetails(owner: NibGenericOwner())
        #expect(iOSResult.objectCount > 10)
        let keyed = try Nib(contentsOf: macKeyed)
        #expect(keyed.documentFlavour == .appKit)
        let keyedResult = try keyed.instantiateWithDetails(owner: NibGenericOwner())
        #expect(keyedResult.objectCount > 50)
        let variant = CompiledNibReader.variant(inFolder: macFolder)
        #expect(variant?.lastPathComponent == "keyedobjects-101300.nib")
    }
}
