import ArgumentParser
import Foundation
import NibCompiler
import NibDocument
import NibLoading
import NibResources
import NibSupport
import NibToolCore
import Testing

/// Messages that help: each error names its file once, with a real line and column (or none),
/// the object or connection concerned, and what to do.
@Suite struct MessageTests {
    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-messages-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func anErrorsLocationIsPrintedOnce() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bad = folder.appendingPathComponent("bad.xib")
        try Data(#"<?xml version="1.0" encoding="UTF-8"?><document type="x"><objects id=a/></document>"#.utf8).write(to: bad)
        let error = try #require(throws: DocumentError.self) { try DocumentReader().read(contentsOf: bad) }
        let line = ErrorLine.text(for: error, file: bad.path)
        #expect(line.hasPrefix("\(bad.path):1:"), "\(line)")
        #expect(line.components(separatedBy: bad.path).count == 2, "the path appears more than once: \(line)")
        #expect(line.components(separatedBy: "error:").count == 2, "\(line)")
        // A colour-profile folder that cannot be read, likewise.
        let missing = folder.appendingPathComponent("profiles").path
        var thrown: (any Error)?
        do { try NibTool.Compile.parse([bad.path, "--color-profiles", missing]).run() } catch { thrown = error }
        let profiles = ErrorLine.text(for: try #require(thrown), file: bad.path)
        #expect(profiles.hasPrefix("\(missing): error: not a readable folder; "), "\(profiles)")
        #expect(ErrorLine.isLocated(try #require(thrown)))
        // An error that does not know its file gets it once, in front.
        #expect(ErrorLine.text(for: CocoaError(.fileReadUnknown), file: "x.xib").hasPrefix("x.xib: error: "))
    }

    @Test func aMissingFileIsReportedWithoutAPosition() throws {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-missing-\(UUID().uuidString)")
        let document = try #require(throws: DocumentError.self) { try DocumentReader().read(contentsOf: missing.appendingPathExtension("xib")) }
        #expect(document.description == "\(missing.path).xib: error: no such file; check the path")
        let strings = try #require(throws: StringsError.self) { try StringsTable(contentsOf: missing.appendingPathExtension("strings")) }
        #expect(strings.description == "\(missing.path).strings: error: no such file; check the path")
        let catalog = try #require(throws: StringsError.self) { try StringCatalog(contentsOf: missing.appendingPathExtension("xcstrings")) }
        #expect(!catalog.description.contains(":0:0"), "\(catalog)")
        let nib = try #require(throws: NibLoadingError.self) { try Nib(contentsOf: missing.appendingPathExtension("xib")) }
        #expect(nib.description == "\(missing.path).xib: error: no such file; check the path")
    }

    @Test func anUnwritableOutputFolderIsATypedErrorNamingTheOutput() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let xib = folder.appendingPathComponent("One.xib")
        try Data(AtomicOutputTests.document(labels: 1).utf8).write(to: xib)
        let file = folder.appendingPathComponent("file")
        try Data("x".utf8).write(to: file)
        // The output's folder is below a file.
        let below = file.appendingPathComponent("out/One.nib")
        let error = try #require(throws: PathError.self) { try NibCompilation.compile(xib, to: below) }
        #expect(error.path == below.path)
        #expect(error.message.contains("\(file.path) is a file, not a folder"), "\(error)")
        #expect(!error.description.contains(".tmp"), "\(error)")
        // A file output where a folder is.
        let taken = folder.appendingPathComponent("Taken.nib")
        try FileManager.default.createDirectory(at: taken.appendingPathComponent("inside"), withIntermediateDirectories: true)
        let overFolder = try #require(throws: PathError.self) { try NibCompilation.compile(xib, to: taken) }
        #expect(overFolder.path == taken.path && overFolder.message.contains("a folder is here"), "\(overFolder)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["One.xib", "Taken.nib", "file"])
    }

    final class PlainOwner: NibObject {}

    @Test func aFailedOutletNamesTheConnectionIDAndItsLine() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1">
                        <connections>
                            <outlet property="noSuchOutlet" destination="l" id="conn-42"/>
                        </connections>
                    </placeholder>
                    <label text="x" id="l"><rect key="frame" x="0" y="0" width="5" height="5"/></label>
                </objects>
            </document>
            """
        let nib = try Nib(data: Data(xib.utf8), name: "Cell.xib")
        let error = try #require(throws: NibLoadingError.self) { try nib.instantiate(owner: PlainOwner()) }
        #expect(error.code == .notKeyValueCodingCompliant)
        #expect(error.objectID == "conn-42")
        #expect(error.location == "Cell.xib:6:17", "\(error)")
        #expect(error.description.hasPrefix("Cell.xib:6:17 (object id conn-42): error: "), "\(error)")
        #expect(error.message.contains("not key value coding-compliant for the key 'noSuchOutlet'"))
    }

    @Test func aFailedRuntimeAttributeNamesTheObjectAndItsLine() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <label text="x" id="lbl-7"><rect key="frame" x="0" y="0" width="5" height="5"/>
                        <userDefinedRuntimeAttributes>
                            <userDefinedRuntimeAttribute type="string" keyPath="noSuchKey" value="v"/>
                        </userDefinedRuntimeAttributes>
                    </label>
                </objects>
            </document>
            """
        let nib = try Nib(data: Data(xib.utf8), name: "Cell.xib")
        let error = try #require(throws: NibLoadingError.self) { try nib.instantiate() }
        #expect(error.code == .notKeyValueCodingCompliant)
        #expect(error.objectID == "lbl-7" && error.location == "Cell.xib:6:17", "\(error)")
    }

    @Test func carriageReturnsCountAsLineBreaksInDocuments() throws {
        let lines = [#"<?xml version="1.0" encoding="UTF-8"?>"#, #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">"#, "<objects>", "</view>", "</document>"]
        for (name, separator) in [("CR", "\r"), ("LF", "\n"), ("CR LF", "\r\n")] {
            let error = try #require(throws: DocumentError.self) { try DocumentReader().read(data: Data(lines.joined(separator: separator).utf8), file: "Main.xib") }
            #expect(error.location.line == 4 && error.location.column == 1, "\(name): \(error)")
        }
        // Invalid UTF-8 on the third line of a CR-only file.
        let bytes = Array("<a>\r<b>\r".utf8) + [0xC3, 0x28]
        let utf8 = try #require(throws: DocumentError.self) { try DocumentReader().read(data: Data(bytes), file: "Main.xib") }
        #expect(utf8.location.line == 3 && utf8.location.column == 1, "\(utf8)")
    }

    @Test func carriageReturnsCountAsLineBreaksInStringsFiles() throws {
        for (name, separator) in [("CR", "\r"), ("LF", "\n"), ("CR LF", "\r\n")] {
            let text = ["/* one */", "\"a\" = \"b\";", "// two", "\"c\" = \"d\"", "\"e\" = \"f\";"].joined(separator: separator)
            let error = try #require(throws: StringsError.self) { try StringsTable(data: Data(text.utf8), file: "de.strings") }
            #expect(error.line == 5 && error.column == 1, "\(name): \(error)")
        }
        // A line comment ends at a lone CR: the entry after it is read.
        let table = try StringsTable(data: Data("// note\r\"k\" = \"v\";\r".utf8), file: "de.strings")
        #expect(table.entries.map(\.key) == ["k"])
        let invalid = try #require(throws: StringsError.self) { try StringsTable(data: Data(Array("\"a\" = \"b\";\r\r\"".utf8) + [0xC3, 0x28]), file: "de.strings") }
        #expect(invalid.line == 3 && invalid.column == 2, "\(invalid)")
    }

    @Test func aBrokenStringCatalogNamesTheJSONErrorsLineAndColumn() throws {
        let json = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Lbl-1.text" : {
                  "comment" : "A label"
                  "localizations" : {}
                }
              }
            }
            """
        let error = try #require(throws: StringsError.self) { try StringCatalog(data: Data(json.utf8), file: "Main.xcstrings") }
        #expect(error.line == 6 && error.column == 7, "\(error)")
        #expect(error.message.hasPrefix("malformed JSON: expected “,” or “}”"), "\(error)")
        let cut = try #require(throws: StringsError.self) { try StringCatalog(data: Data(json.prefix(40).utf8), file: "Main.xcstrings") }
        #expect(cut.message.contains("malformed JSON"), "\(cut)")
        #expect(cut.line > 1, "\(cut)")
        // Well-formed JSON that is not a catalog keeps its own message.
        let array = try #require(throws: StringsError.self) { try StringCatalog(data: Data("[1, 2]".utf8), file: "Main.xcstrings") }
        #expect(array.message.hasPrefix("not a string catalog"), "\(array)")
    }

    @Test func aPathThatDoesNotExistIsAnErrorForEveryCommand() throws {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-nonexistent-\(UUID().uuidString)").path
        let commands: [(String, () throws -> Void)] = [
            ("coverage", { try NibTool.CoverageCommand.parse([missing]).run() }),
            ("load", { try NibTool.Load.parse([missing]).run() }),
            ("strings check", { try NibTool.Strings.Check.parse([missing]).run() }),
            ("dump", { try NibTool.Dump.parse([missing]).run() }),
            ("run", { try NibTool.Run.parse([missing]).run() }),
        ]
        for (name, run) in commands {
            let error = try #require(throws: ToolError.self, "\(name)") { try run() }
            #expect(error.description == "\(missing): error: no such file or folder", "\(name): \(error)")
        }
    }

    @Test func aFolderWithNoDocumentsIsAnErrorForEveryCommand() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("not a document".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        let commands: [(String, () throws -> Void)] = [
            ("coverage", { try NibTool.CoverageCommand.parse([folder.path]).run() }),
            ("load", { try NibTool.Load.parse([folder.path]).run() }),
            ("strings check", { try NibTool.Strings.Check.parse([folder.path]).run() }),
        ]
        for (name, run) in commands {
            let error = try #require(throws: ToolError.self, "\(name)") { try run() }
            #expect(error.path == folder.path && error.message.hasPrefix("the folder holds no "), "\(name): \(error)")
        }
        // Documents that are all skipped measure nothing: not 100%, an error.
        try Data("<broken".utf8).write(to: folder.appendingPathComponent("Broken.xib"))
        let coverage = try #require(throws: ToolError.self) { try NibTool.CoverageCommand.parse([folder.path]).run() }
        #expect(coverage.message.hasPrefix("no document could be measured"), "\(coverage)")
    }
}
