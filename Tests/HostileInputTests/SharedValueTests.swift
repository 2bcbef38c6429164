import Foundation
import NibArchive
import NibCompiler
import NibToolCore
import Testing

/// A few hundred kilobytes whose values are shared many times over: each shared thing must be
/// read, compared and printed once (or refused with `limitExceeded`), never copied per reference.
@Suite struct SharedValueTests {
    @Test func objectsSharingOneValueTableAreRefused() throws {
        // 40,000 objects, each claiming values 1..<100,000: 4 billion values from 400 KB. (A
        // range of the whole table would share the table's storage; this one is copied.)
        var raw = RawNIBArchive()
        raw.values = Array(repeating: [0x80, 9], count: 100_000)
        raw.objects = Array(repeating: [0x80, 0x81] + RawNIBArchive.varint(99_999), count: 40_000)
        let bytes = raw.bytes
        let error = Bounded.error(ArchiveFormatError.self, within: 5) { () throws(ArchiveFormatError) in
            _ = try NIBArchiveReader().read(bytes)
        }
        #expect(error?.code == .limitExceeded)
        #expect(error?.offset == raw.objectOffset(4))
    }

    @Test func propertyListEntriesSharingOneArrayAreReadOnce() throws {
        // 50,000 offset-table entries all at one array of 50,000 references: 300 KB, and 2.5
        // billion references if each entry were parsed on its own.
        let count = 50_000
        var bytes = Array("bplist00".utf8)
        let arrayOffset = bytes.count
        bytes += [0xAF, 0x12] + RawBinaryPropertyList.bigEndian(count, 4)
        for _ in 0..<count { bytes += RawBinaryPropertyList.bigEndian(0, 2) }
        let tableOffset = bytes.count
        for _ in 0..<count { bytes += RawBinaryPropertyList.bigEndian(arrayOffset, 4) }
        bytes += [0, 0, 0, 0, 0, 0, 4, 2] + RawBinaryPropertyList.bigEndian(count, 8) + RawBinaryPropertyList.bigEndian(0, 8) + RawBinaryPropertyList.bigEndian(tableOffset, 8)
        var plist: BinaryPropertyList?
        let error = Bounded.error(ArchiveFormatError.self, within: 5) { () throws(ArchiveFormatError) in
            plist = try BinaryPropertyList(bytes)
        }
        #expect(error == nil)
        #expect(plist?.values.count == count)
        #expect(plist?.referenceCount == count)
        if case .array(let members)? = plist?.values[count - 1] { #expect(members.count == count) } else { Issue.record("not an array") }
    }

    /// A keyed archive's property list: `$top` → root UID `root`; `objects` are `$objects`
    /// (entries 7…), `extra` follow them (entries 7 + objects.count …).
    static func keyedArchive(objects: [RawBinaryPropertyList.Object], extra: [RawBinaryPropertyList.Object], root: Int) -> [UInt8] {
        let entries: [RawBinaryPropertyList.Object] = [
            .dictionary([(1, 4), (2, 6)]), .string("$top"), .string("$objects"), .string("root"),
            .dictionary([(3, 5)]), .uid(root), .array(Array(7..<(7 + objects.count))),
        ] + objects + extra
        var plist = RawBinaryPropertyList(objects: entries)
        plist.referenceSize = 4
        plist.offsetSize = 4
        return plist.bytes
    }

    @Test func keyedArchiveCollectionsSharingOneListAreRefused() throws {
        // A root array of 20,000 NSArrays whose NS.objects is one shared list of 20,000 nils:
        // 400 million members from 840 KB.
        let count = 20_000
        let extra = 7 + 3 + count
        let objects: [RawBinaryPropertyList.Object] = [
            .string("$null"), .dictionary([(extra, extra + 1)]), .dictionary([(extra + 2, extra + 3), (extra + 4, extra + 5)]),
        ] + Array(repeating: .dictionary([(extra + 2, extra + 3), (extra + 4, extra + 6)]), count: count)
        let extras: [RawBinaryPropertyList.Object] = [
            .string("$classname"), .string("NSArray"), .string("$class"), .uid(1), .string("NS.objects"),
            .array((0..<count).map { extra + 7 + $0 }), .array(Array(repeating: extra + 7 + count, count: count)),
        ] + (0..<count).map { .uid(3 + $0) } + [.uid(0)]
        let bytes = Self.keyedArchive(objects: objects, extra: extras, root: 2)
        let error = Bounded.error(ArchiveFormatError.self, within: 5) { () throws(ArchiveFormatError) in
            _ = try KeyedArchiverReader().read(bytes)
        }
        #expect(error?.code == .limitExceeded)
        #expect(error?.message.contains("collections share one member list") == true)
    }

    @Test func aKeyedArchiveStringHeldDirectlyManyTimesIsOneObject() throws {
        // 40,000 objects whose one key holds one 60 KB string entry directly (not by UID):
        // 2.4 GB of strings if each became its own.
        let count = 40_000
        let extra = 7 + 3 + count
        let holder = RawBinaryPropertyList.Object.dictionary([(extra + 6, extra + 7)])
        let objects: [RawBinaryPropertyList.Object] = [
            .string("$null"), .dictionary([(extra, extra + 1)]), .dictionary([(extra + 2, extra + 3), (extra + 4, extra + 5)]),
        ] + Array(repeating: holder, count: count)
        let extras: [RawBinaryPropertyList.Object] = [
            .string("$classname"), .string("NSArray"), .string("$class"), .uid(1), .string("NS.objects"),
            .array((0..<count).map { extra + 8 + $0 }), .string("NSText"), .string(String(repeating: "x", count: 60_000)),
        ] + (0..<count).map { .uid(3 + $0) }
        let bytes = Self.keyedArchive(objects: objects, extra: extras, root: 2)
        var read: KeyedArchive?
        let error = Bounded.error(ArchiveFormatError.self, within: 5) { () throws(ArchiveFormatError) in
            read = try KeyedArchiverReader().read(bytes)
        }
        #expect(error == nil)
        #expect(read?.objects.filter { $0.className == "NSString" }.count == 1)
        #expect(read?.objects.filter { $0["NSText"] != nil }.count == count)
    }

    @Test func aDumpOfOneLongStringReferencedManyTimesIsBounded() throws {
        // 40,000 references to one 100 KB string: 4 GB of text if printed at each.
        let text = KeyedArchive(objects: [
            ArchivedObject(className: "NSObject", values: Array(repeating: KeyedValue("NSText", .object(1)), count: 40_000)),
            ArchivedObject(className: "NSString", values: [KeyedValue("NS.bytes", .data(Array(repeating: UInt8(ascii: "x"), count: 100_000)))]),
        ])
        var dump = ""
        _ = Bounded.error(Never.self, within: 5) { dump = ArchiveDump.text(of: text, source: "shared.nib") }
        #expect(dump.utf8.count < 4 << 20)
        #expect(dump.contains("…(99,800 more bytes)"))
        #expect(dump.contains("#1 (100000 bytes, shown above)"))
        // The whole output is capped too, with a message saying so.
        let capped = ArchiveDump.text(of: text, source: "shared.nib", maximumOutputBytes: 100_000)
        #expect(capped.utf8.count < 101_000)
        #expect(capped.contains("output stopped at 100000 bytes"))
    }

    @Test func aDiffOfOneNestedNibReferencedManyTimesReadsItOnce() throws {
        // 5,000 references to one data object holding a nib of 5,000 objects.
        let nested = KeyedArchive(objects: [ArchivedObject(className: "NSObject", values: (1..<5_000).map { KeyedValue("k", .object($0)) })]
            + (1..<5_000).map { ArchivedObject(className: "NSView", values: [KeyedValue("NSTag", .integer(Int64($0), width: 4))]) })
        let data = NIBArchiveWriter().write(nested)
        let archive = KeyedArchive(objects: [
            ArchivedObject(className: "NSObject", values: Array(repeating: KeyedValue("NSNibFileData", .object(1)), count: 5_000)),
            ArchivedObject(className: "NSData", values: [KeyedValue("NS.bytes", .data(data))]),
        ])
        var comparison: ArchiveComparison?
        _ = Bounded.error(Never.self, within: 5) { comparison = ArchiveComparison(archive, reference: archive) }
        #expect(comparison?.isExactMatch == true)
    }

    @Test func aColourProfileWhoseTagsShareOneDescriptionDecodesItOnce() throws {
        // 30,000 'desc' tags over one mluc element of 30,000 UTF-16 units: 900 million units
        // decoded if decoded per tag (over 100 s, where once takes 0.1 s).
        let tagCount = 30_000
        let units = 30_000
        let elementOffset = 132 + 12 * tagCount
        let element = Array("mluc".utf8) + [0, 0, 0, 0] + RawBinaryPropertyList.bigEndian(1, 4) + RawBinaryPropertyList.bigEndian(12, 4) + Array("enUS".utf8)
            + RawBinaryPropertyList.bigEndian(2 * units, 4) + RawBinaryPropertyList.bigEndian(28, 4) + Array(repeating: [UInt8]([0, UInt8(ascii: "p")]), count: units).flatMap { $0 }
        let size = elementOffset + element.count
        var bytes = RawBinaryPropertyList.bigEndian(size, 4) + Array(repeating: 0, count: 32) + Array("acsp".utf8)
        bytes += Array(repeating: 0, count: 128 - bytes.count) + RawBinaryPropertyList.bigEndian(tagCount, 4)
        for _ in 0..<tagCount { bytes += Array("desc".utf8) + RawBinaryPropertyList.bigEndian(elementOffset, 4) + RawBinaryPropertyList.bigEndian(element.count, 4) }
        bytes += element
        var profile: ColorProfile?
        _ = Bounded.error(Never.self, within: 5) { profile = try? ColorProfile(bytes: bytes) }
        #expect(profile?.description.count == units)
        // Colour spaces sharing one profile object parse it once.
        let archive = KeyedArchive(objects: [ArchivedObject(className: "NSObject", values: (1...20_000).map { _ in KeyedValue("NSColorSpace", .object(1)) })]
            + [ArchivedObject(className: "NSData", values: [KeyedValue("NS.bytes", .data(bytes))])]
            + (0..<2_000).map { _ in ArchivedObject(className: "NSColorSpace", values: [KeyedValue("NSICC", .object(1))]) })
        var embedded: [ColorProfile] = []
        _ = Bounded.error(Never.self, within: 5) { embedded = ColorProfileLibrary.embedded(in: archive) }
        #expect(embedded.count == 1)
    }
}
