import Foundation
import NibCompiler
import NibLoading
import NibToolCore
import Testing

/// `nibtool compile`, `coverage` and `strings` (`nibtool run` is tested with the shared application).
@Suite struct ToolTests {
    @Test func compilingOverAnEarlierOutputReplacesItAndLeavesNothingBeside() throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let storyboard = repository.appendingPathComponent("Examples/PluginExample/Contacts.storyboard")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("recompile-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("out/Contacts.storyboardc")
        _ = try NibCompilation.compile(storyboard, to: output)
        try Data("stale".utf8).write(to: output.appendingPathComponent("Stale.nib"))
        _ = try NibCompilation.compile(storyboard, to: output)
        let inside = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
        #expect(inside == ["ContactList.nib", "Info.plist", "Lst-3d-003-view-Lvw-7h-007.nib", "UINavigationController-Nav-0a-000.nib"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.deletingLastPathComponent().path) == ["Contacts.storyboardc"])

        let xib = repository.appendingPathComponent("Examples/PluginExample/ContactCard.xib")
        let nib = folder.appendingPathComponent("out/ContactCard.nib")
        for _ in 0..<2 { _ = try NibCompilation.compile(xib, to: nib) }
        let written = try #require(FileManager.default.contents(atPath: nib.path))
        #expect(written.starts(with: Array("NIBArchive".utf8)))
        #expect(try FileManager.default.contentsOfDirectory(atPath: nib.deletingLastPathComponent().path).sorted() == ["ContactCard.nib", "Contacts.storyboardc"])
    }

    @Test func stringsGenerateImportAndCheckWorkFromTheCommandLine() throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let resources = repository.appendingPathComponent("Tests/Fixtures/Resources.app/Contents/Resources")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let generated = folder.appendingPathComponent("Greeting.strings")
        let generate = try NibTool.Strings.Generate.parse([resources.appendingPathComponent("Base.lproj/Greeting.xib").path, "-o", generated.path, "--encoding", "utf-16"])
        try generate.run()
        let bytes = try Data(contentsOf: generated)
        #expect(bytes.starts(with: [0xFF, 0xFE]))
        let table = try StringsTable(data: bytes)
        #expect(table.keys == ["Lbl-1b-001.text", "Lbl-1b-001.accessibilityLabel", "Btn-2c-002.normalTitle", "Fld-3d-003.placeholder"])
        #expect(table.entries[0].comment == #"Class = "UILabel"; text = "Hello"; ObjectID = "Lbl-1b-001";"#)

        let localized = folder.appendingPathComponent("Greeting-de.xib")
        let importing = try NibTool.Strings.Import.parse([
            resources.appendingPathComponent("Base.lproj/Greeting.xib").path, "--strings", resources.appendingPathComponent("de.lproj/Greeting.strings").path,
            "-o", localized.path,
        ])
        try importing.run()
        let document = try DocumentReader().read(contentsOf: localized)
        #expect(document.localizableStrings.map(\.text) == ["Hallo", "Begrüßung", "Los", "Dein Name"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["Greeting-de.xib", "Greeting.strings"])

        let greeting = try #require(try LocalizationCheck.check([resources.path]).first { $0.file.hasSuffix("Greeting.xib") })
        let french = try #require(greeting.languages.first { $0.language == "fr" })
        #expect(french.missing == ["Fld-3d-003.placeholder", "Lbl-1b-001.accessibilityLabel"])
        #expect(french.stale.isEmpty && french.current == 2)
        #expect(greeting.languages.map(\.language) == ["de", "fr", "pt"])
    }

    @Test func coverageCountsTypedStructuralDesignTimeAndUndecodedAttributes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("coverage-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                    <label text="Hi" misplaced="YES" unknownThing="1" id="l"><rect key="frame" x="0" y="0" width="1" height="1"/></label>
                </objects>
            </document>
            """
        try Data(xib.utf8).write(to: folder.appendingPathComponent("One.xib"))
        let report = Coverage.measure(paths: [folder.path])
        #expect(report.documents == 1)
        #expect(report.undecodedAttributes == ["label.unknownThing": 1])
        #expect(report.attributes.designTime >= 1 + 4)  // misplaced, and the document's own attributes
        #expect(report.attributes.typed == 5)  // text, and the frame's x, y, width, height
        #expect(report.text().contains("top undecoded attributes:\n  1 label.unknownThing"))
    }

    @Test(.enabled(if: Corpus.isPresent, "../shared/corpus is absent; corpus tests skipped"))
    func atLeast95PercentOfCorpusAttributeOccurrencesWithARunTimeMeaningAreDecoded() {
        let report = Coverage.measure(paths: [Corpus.root.path])
        // (The strict share counts what ibtool drops as design time against the figure: the
        // switches of Interface Builder's own that no UIKit coder archives are such.)
        #expect(report.attributes.strictShare >= 0.945, "\(report.text(top: 10))")
        #expect(report.attributes.decodedShare >= 0.95)
        #expect(report.skipped.values.allSatisfy { $0.hasPrefix("a legacy") }, "\(report.skipped)")
    }
}
