import Foundation
import NibArchive
import NibLoading
import Testing

/// Hostile nibs on the whole load path, from file to live objects: each gives a
/// ``NibLoadingError`` with its code and the file, byte or object, in bounded time and memory.
@Suite struct BadLoadTests {
    /// A UIKit archive whose one top-level view holds a view that holds a view… `levels` deep.
    static func nestedViews(_ levels: Int) -> KeyedArchive {
        // 0 root, 1 top-level array, then per level: a UIView and its one-member subviews array.
        var objects = [ArchivedObject(className: "NSObject", values: [
            KeyedValue("UINibTopLevelObjectsKey", .object(1)), KeyedValue("UINibObjectsKey", .object(1)),
        ])]
        objects.append(ArchivedObject(className: "NSArray", values: [KeyedValue("NSInlinedValue", .bool(true)), KeyedValue("UINibEncoderEmptyKey", .object(2))]))
        for level in 0..<levels {
            let view = 2 + 2 * level
            var values = [KeyedValue("UIAlpha", .double(1))]
            if level + 1 < levels { values.append(KeyedValue("UISubviews", .object(view + 1))) }
            objects.append(ArchivedObject(className: "UIView", values: values))
            objects.append(ArchivedObject(className: "NSArray", values: [KeyedValue("NSInlinedValue", .bool(true)), KeyedValue("UINibEncoderEmptyKey", .object(view + 2))]))
        }
        return KeyedArchive(objects: objects)
    }

    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func objectsNestedDeeperThanTheLimitFailWithTheObjectNotTheStack() throws {
        let nib = Nib(archive: Self.nestedViews(5_000), flavour: .uiKit, source: "Deep.nib")
        let error = try #require(Bounded.error(NibLoadingError.self) { () throws(NibLoadingError) in _ = try nib.instantiate() })
        #expect(error.code == .limitExceeded, "\(error)")
        #expect(error.location == "Deep.nib" && error.objectIndex != nil, "\(error)")
        #expect(error.message.contains("deeper than \(NibDecoder.defaultMaximumDepth) levels"), "\(error)")
    }

    @Test func theDepthLimitIsConfigurable() throws {
        let nib = Nib(archive: Self.nestedViews(60), flavour: .uiKit, source: "Deep.nib")
        var options = Nib.Options()
        options.maximumDecodingDepth = 40
        let error = try #require(Bounded.error(NibLoadingError.self) { () throws(NibLoadingError) in _ = try nib.instantiate(options: options) })
        #expect(error.code == .limitExceeded, "\(error)")
        options.maximumDecodingDepth = 1_000
        let top = try nib.instantiate(options: options)
        var depth = 0
        var view = top.first as? UIView
        while let current = view { depth += 1; view = current.subviews.first }
        #expect(depth == 60)
    }

    @Test func aDeepNestingInADocumentNamesTheObjectID() throws {
        var body = ""
        for level in 0..<110 { body += "<view id=\"v\(level)\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"1\" height=\"1\"/><subviews>" }
        for _ in 0..<110 { body += "</subviews></view>" }
        let document = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch"><objects>\(body)</objects></document>
            """
        let nib = try Nib(data: Data(document.utf8), name: "Deep.xib")
        var options = Nib.Options()
        options.maximumDecodingDepth = 50
        let error = try #require(Bounded.error(NibLoadingError.self) { () throws(NibLoadingError) in _ = try nib.instantiate(options: options) })
        #expect(error.code == .limitExceeded, "\(error)")
        let id = try #require(error.objectID, "\(error)")
        #expect(id.hasPrefix("v") && error.description.contains("object id \(id)"), "\(error)")
    }

    @Test func aViewThatContainsItselfLoadsWithoutLooping() throws {
        // The view's subviews array holds the view itself.
        let archive = KeyedArchive(objects: [
            ArchivedObject(className: "NSObject", values: [KeyedValue("UINibTopLevelObjectsKey", .object(1)), KeyedValue("UINibObjectsKey", .object(1))]),
            ArchivedObject(className: "NSArray", values: [KeyedValue("NSInlinedValue", .bool(true)), KeyedValue("UINibEncoderEmptyKey", .object(2))]),
            ArchivedObject(className: "UIView", values: [KeyedValue("UISubviews", .object(3))]),
            ArchivedObject(className: "NSArray", values: [KeyedValue("NSInlinedValue", .bool(true)), KeyedValue("UINibEncoderEmptyKey", .object(2))]),
        ])
        let nib = Nib(archive: archive, flavour: .uiKit, source: "Cycle.nib")
        var top: [AnyObject] = []
        let error = Bounded.error(NibLoadingError.self) { () throws(NibLoadingError) in top = try nib.instantiate() }
        #expect(error == nil)
        let view = try #require(top.first as? UIView)
        #expect(view.subviews.isEmpty, "a reference to an object still being decoded decodes as nil")
    }

    @Test func aReferenceOutsideTheArchiveNamesTheObject() throws {
        let archive = KeyedArchive(objects: [
            ArchivedObject(className: "NSObject", values: [KeyedValue("UINibTopLevelObjectsKey", .object(1))]),
            ArchivedObject(className: "NSArray", values: [KeyedValue("NSInlinedValue", .bool(true)), KeyedValue("UINibEncoderEmptyKey", .object(2))]),
            ArchivedObject(className: "UIView", values: [KeyedValue("UIBackgroundColor", .object(40))]),
        ])
        let error = try #require(Bounded.error(NibLoadingError.self) { () throws(NibLoadingError) in _ = try Nib(archive: archive, flavour: .uiKit, source: "Bad.nib").instantiate() })
        #expect(error.code == .decodingFailed && error.objectIndex == 2 && error.message.contains("index 40"), "\(error)")
    }

    @Test func aTruncatedCompiledNibNamesTheFileAndByte() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bytes = NIBArchiveWriter().write(Self.nestedViews(3))
        let file = folder.appendingPathComponent("Cut.nib")
        try Data(bytes.prefix(bytes.count - 7)).write(to: file)
        let error = try #require(Bounded.error(NibLoadingError.self) { () throws(NibLoadingError) in _ = try Nib(contentsOf: file) })
        #expect(error.code == .malformedArchive && error.location == file.path && error.byteOffset != nil, "\(error)")
        #expect(error.description.contains("byte"), "\(error)")
    }

    @Test func aCorruptKeyedArchiveNibNamesTheFileAndByte() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var plist = RawBinaryPropertyList(objects: [.integer(1), .integer(2), .integer(3)])
        plist.top = 7
        let file = folder.appendingPathComponent("keyedobjects.nib")
        try Data(plist.bytes).write(to: file)
        let error = try #require(Bounded.error(NibLoadingError.self) { () throws(NibLoadingError) in _ = try Nib(contentsOf: file) })
        #expect(error.code == .malformedArchive && error.location == file.path && error.byteOffset == plist.bytes.count - 16, "\(error)")
    }

    @Test func aNibFolderWithNothingToLoadIsNotFound() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let nibFolder = folder.appendingPathComponent("Empty.nib")
        try FileManager.default.createDirectory(at: nibFolder, withIntermediateDirectories: true)
        let error = try #require(Bounded.error(NibLoadingError.self) { () throws(NibLoadingError) in _ = try Nib(contentsOf: nibFolder) })
        #expect(error.code == .notFound && error.location == nibFolder.path && error.message.contains("objects*.nib"), "\(error)")
    }

    @Test func aNibFolderWhoseObjectsFileIsGarbageNamesThatFile() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let nibFolder = folder.appendingPathComponent("Bad.nib")
        try FileManager.default.createDirectory(at: nibFolder, withIntermediateDirectories: true)
        let inner = nibFolder.appendingPathComponent("objects-13.0+.nib")
        try Data("NIBArchive".utf8 + [1, 0, 0]).write(to: inner)
        let error = try #require(Bounded.error(NibLoadingError.self) { () throws(NibLoadingError) in _ = try Nib(contentsOf: nibFolder) })
        #expect(error.code == .malformedArchive && error.location == inner.path && error.byteOffset == 13, "\(error)")
    }

    @Test func aDirectoryWhereADocumentShouldBeIsUnreadable() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fake = folder.appendingPathComponent("Main.xib")
        try FileManager.default.createDirectory(at: fake, withIntermediateDirectories: true)
        let error = try #require(Bounded.error(NibLoadingError.self) { () throws(NibLoadingError) in _ = try Nib(contentsOf: fake) })
        #expect(error.code == .unreadableDocument && error.description.contains(fake.path) && error.message.contains("directory"), "\(error)")
    }

    @Test func aMissingFileIsNotFoundNamingThePath() throws {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-absent-\(UUID().uuidString).nib")
        let error = try #require(Bounded.error(NibLoadingError.self) { () throws(NibLoadingError) in _ = try Nib(contentsOf: missing) })
        #expect(error.code == .notFound && error.location == missing.path, "\(error)")
    }

    @Test func garbageInANibFileIsAnErrorNamingTheFile() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Noise.nib")
        var generator = SystemRandomNumberGenerator()
        try Data((0..<4_096).map { _ in UInt8.random(in: 0...255, using: &generator) }).write(to: file)
        let error = try #require(Bounded.error(NibLoadingError.self) { () throws(NibLoadingError) in _ = try Nib(contentsOf: file) })
        #expect(error.code == .unreadableDocument && error.description.contains(file.path), "\(error)")
    }
}
