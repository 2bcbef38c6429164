import Foundation
import NibDocument
import NibLoading
import NibResources
import Testing

/// Files larger than their kind's limit are refused before any of them is read (the files here
/// are sparse: 300 MB that take no disk), and an image's header is read without the image.
@Suite struct FileSizeTests {
    /// A sparse file of `size` bytes starting with `header`, in a fresh folder.
    static func sparseFile(_ name: String, size: UInt64, header: [UInt8] = []) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-file-size-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        FileManager.default.createFile(atPath: url.path, contents: Data(header))
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: size)
        try handle.close()
        return url
    }

    @Test func aFileOverItsLimitIsRefusedBeforeItIsRead() throws {
        let size: UInt64 = 300 << 20
        let document = try Self.sparseFile("huge.xib", size: size, header: Array("<?xml version=\"1.0\"?>".utf8))
        defer { try? FileManager.default.removeItem(at: document.deletingLastPathComponent()) }
        let documentError = Bounded.error(DocumentError.self, within: 2) { () throws(DocumentError) in
            _ = try DocumentReader().read(contentsOf: document)
        }
        #expect(documentError?.code == .limitExceeded)
        #expect(documentError?.location.file == document.path)
        #expect(documentError?.message.contains("over the limit of 268435456 bytes") == true)

        let nib = try Self.sparseFile("huge.nib", size: size, header: Array("NIBArchive".utf8))
        defer { try? FileManager.default.removeItem(at: nib.deletingLastPathComponent()) }
        let nibError = Bounded.error(NibLoadingError.self, within: 2) { () throws(NibLoadingError) in
            _ = try CompiledNibReader.archive(at: nib)
        }
        #expect(nibError?.code == .limitExceeded)
        #expect(nibError?.location == nib.path)

        let strings = try Self.sparseFile("Huge.strings", size: size)
        defer { try? FileManager.default.removeItem(at: strings.deletingLastPathComponent()) }
        let stringsError = Bounded.error(StringsError.self, within: 2) { () throws(StringsError) in
            _ = try StringsTable(contentsOf: strings)
        }
        #expect(stringsError?.file == strings.path)
        #expect(stringsError?.message.contains("over the limit") == true)

        let catalog = try Self.sparseFile("Huge.xcstrings", size: size)
        defer { try? FileManager.default.removeItem(at: catalog.deletingLastPathComponent()) }
        let catalogError = Bounded.error(StringsError.self, within: 2) { () throws(StringsError) in
            _ = try StringCatalog(contentsOf: catalog)
        }
        #expect(catalogError?.message.contains("over the limit") == true)
    }

    @Test func anImageHeaderIsReadWithoutTheImage() throws {
        // A 300 MB PNG: its size comes from the first bytes.
        let header: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8) + [0, 0, 0x01, 0x00, 0, 0, 0, 0x80]
        let image = try Self.sparseFile("huge.png", size: 300 << 20, header: header)
        defer { try? FileManager.default.removeItem(at: image.deletingLastPathComponent()) }
        var info: ImageInfo?
        _ = Bounded.error(Never.self, within: 2) { info = ImageInfo.read(contentsOf: image) }
        #expect(info == ImageInfo(format: .png, width: 256, height: 128))
    }
}
