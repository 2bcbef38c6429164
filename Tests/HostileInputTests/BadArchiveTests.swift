import Foundation
import NibArchive
import Testing

/// Malformed and hostile compiled nibs: each NIBArchive or property list gives an
/// ``ArchiveFormatError`` with its code and the byte where it is wrong, in bounded time and memory.
@Suite struct BadArchiveTests {
    struct Expected: Sendable {
        var code: ArchiveFormatError.Code
        /// The byte offset, or nil when the problem has no one place (a cross-table check).
        var offset: Int?
        var mentions: String
    }

    static func nib(_ change: (inout RawNIBArchive) -> Void) -> RawNIBArchive {
        var raw = RawNIBArchive()
        change(&raw)
        return raw
    }

    static let nibCases: [BadInput<Expected>] = {
        var cases: [BadInput<Expected>] = [
            BadInput("an empty file", [], Expected(code: .notAnArchive, offset: 0, mentions: "not a NIBArchive")),
            BadInput("only the magic", Array("NIBArchive".utf8), Expected(code: .truncated, offset: 10, mentions: "header is truncated")),
        ]
        let version = nib { $0.version = 2 }
        cases.append(BadInput("an unknown format version", version.bytes, Expected(code: .unsupportedVersion, offset: 10, mentions: "version 2")))
        let huge = nib { $0.overrides[2] = 20_000_000 }
        cases.append(BadInput("an object count over the limit", huge.bytes, Expected(code: .limitExceeded, offset: 18, mentions: "over the limit")))
        let overstated = nib { $0.overrides[6] = 1_000_000 }
        cases.append(BadInput("a value count the file cannot hold", overstated.bytes, Expected(code: .truncated, offset: 34, mentions: "more than the")))
        let farTable = nib { $0.overrides[9] = 1_000_000 }
        cases.append(BadInput("a class table past the end", farTable.bytes, Expected(code: .outOfRange, offset: 46, mentions: "past the end")))
        let badReference = nib { $0.values = [[0x80, 10] + RawNIBArchive.uint32(99)] }
        cases.append(BadInput("a value referring to an object that does not exist", badReference.bytes, Expected(code: .outOfRange, offset: badReference.valueOffset(0) + 2, mentions: "refers to object 99")))
        let badKey = nib { $0.values = [[0x87, 9]] }
        cases.append(BadInput("a value naming a key that does not exist", badKey.bytes, Expected(code: .outOfRange, offset: badKey.valueOffset(0), mentions: "names key 7")))
        let badType = nib { $0.values = [[0x80, 11]] }
        cases.append(BadInput("an unknown value type", badType.bytes, Expected(code: .malformed, offset: badType.valueOffset(0) + 1, mentions: "unknown value type 11")))
        let longVarint = nib { $0.values = [[0x00, 0x00, 0x00, 0x00, 0x00, 0x80, 9]] }
        cases.append(BadInput("a varint longer than five bytes", longVarint.bytes, Expected(code: .malformed, offset: longVarint.valueOffset(0) + 5, mentions: "longer than five bytes")))
        let longData = nib { $0.values = [[0x80, 8, 0xFF, 0x80]] }
        cases.append(BadInput("data longer than the file", longData.bytes, Expected(code: .truncated, offset: longData.valueOffset(0) + 3, mentions: "runs past the end")))
        let badClassName = nib { $0.classes = [([0x4E, 0xFF, 0x00], [])] }
        cases.append(BadInput("a class name that is not UTF-8", badClassName.bytes, Expected(code: .invalidText, offset: badClassName.classesOffset + 2, mentions: "not valid UTF-8")))
        let badKeyName = nib { $0.keys = [[0x4B, 0xC3]] }
        cases.append(BadInput("a key that is not UTF-8", badKeyName.bytes, Expected(code: .invalidText, offset: badKeyName.keysOffset + 1, mentions: "key 0 is not valid UTF-8")))
        let badClassIndex = nib { $0.objects = [[0x85, 0x80, 0x81]] }
        cases.append(BadInput("an object naming a class that does not exist", badClassIndex.bytes, Expected(code: .outOfRange, offset: badClassIndex.objectOffset(0), mentions: "names class 5")))
        let badRange = nib { $0.objects = [[0x80, 0x80, 0x85]] }
        cases.append(BadInput("an object claiming more values than exist", badRange.bytes, Expected(code: .outOfRange, offset: badRange.objectOffset(0), mentions: "claims values 0..<5")))
        let badFallback = nib { $0.classes = [(Array("NSObject\0".utf8), [3])] }
        cases.append(BadInput("a fallback class that does not exist", badFallback.bytes, Expected(code: .outOfRange, offset: nil, mentions: "names fallback class 3")))
        let manyFallbacks = nib { $0.classes = [(Array("NSObject\0".utf8), Array(repeating: 0, count: 65))] }
        cases.append(BadInput("more than 64 fallback classes", manyFallbacks.bytes, Expected(code: .limitExceeded, offset: manyFallbacks.classesOffset + 2, mentions: "65 fallback classes")))
        let emptyName = nib { $0.classes = [([], [])] }
        cases.append(BadInput("a class name of length 0", emptyName.bytes, Expected(code: .malformed, offset: emptyName.classesOffset + 2, mentions: "length 0")))
        let noObjects = nib { $0.objects = []; $0.values = [] }
        cases.append(BadInput("an archive with no objects", noObjects.bytes, Expected(code: .malformed, offset: nil, mentions: "no objects")))
        return cases
    }()

    @Test(arguments: nibCases)
    func aMalformedNIBArchiveGivesItsCodeAndByte(_ input: BadInput<Expected>) throws {
        let error = Bounded.error(ArchiveFormatError.self) { () throws(ArchiveFormatError) in _ = try NIBArchiveReader().read(input.bytes) }
        let found = try #require(error, "\(input.name) was read without an error")
        #expect(found.code == input.expected.code, "\(found)")
        #expect(found.offset == input.expected.offset, "\(found)")
        #expect(found.message.contains(input.expected.mentions), "\(found)")
    }

    @Test func everyTruncationOfARealNibIsAnErrorNotACrash() throws {
        var archive = KeyedArchive(objects: [ArchivedObject(className: "NSObject", values: [KeyedValue("UINibObjectsKey", .object(1))])])
        archive.objects.append(ArchivedObject(className: "NSArray", values: [KeyedValue("NSInlinedValue", .bool(true)), KeyedValue("UINibEncoderEmptyKey", .object(2))]))
        archive.objects.append(ArchivedObject(className: "UILabel", values: [KeyedValue("UIText", .data(Array("Hello".utf8))), KeyedValue("UIAlpha", .double(0.5))]))
        let bytes = NIBArchiveWriter().write(archive)
        for length in 0..<bytes.count {
            let error = Bounded.error(ArchiveFormatError.self) { () throws(ArchiveFormatError) in _ = try NIBArchiveReader().read(Array(bytes[..<length])) }
            let found = try #require(error, "the first \(length) of \(bytes.count) bytes were read without an error")
            #expect([.notAnArchive, .truncated, .outOfRange].contains(found.code), "\(length) bytes: \(found)")
        }
        #expect(try NIBArchiveReader().read(bytes) == archive)
    }

    // MARK: Property lists and keyed archives

    typealias Plist = RawBinaryPropertyList

    static let plistCases: [BadInput<Expected>] = {
        var cases: [BadInput<Expected>] = [
            BadInput("only the bplist header", Array("bplist00".utf8), Expected(code: .truncated, offset: 8, mentions: "truncated")),
        ]
        var zeroSize = Plist(objects: [.integer(1), .integer(2), .integer(3)])
        zeroSize.offsetSize = 0
        let zero = zeroSize.bytes
        cases.append(BadInput("offsets of zero bytes", zero, Expected(code: .malformed, offset: zero.count - 26, mentions: "each must be 1 to 8")))
        var manyObjects = Plist(objects: [.integer(1), .integer(2), .integer(3)])
        manyObjects.declaredCount = 20_000_000
        let many = manyObjects.bytes
        cases.append(BadInput("an object count over the limit", many, Expected(code: .limitExceeded, offset: many.count - 24, mentions: "over the limit")))
        var badTop = Plist(objects: [.integer(1), .integer(2), .integer(3)])
        badTop.top = 9
        let top = badTop.bytes
        cases.append(BadInput("a top object that does not exist", top, Expected(code: .outOfRange, offset: top.count - 16, mentions: "object 9 as the top")))
        var farTable = Plist(objects: [.integer(1), .integer(2), .integer(3)])
        farTable.declaredTableOffset = 5_000
        cases.append(BadInput("an offset table outside the data", farTable.bytes, Expected(code: .outOfRange, offset: 5_000, mentions: "offset table lies outside")))
        let badMarker = Plist(objects: [.raw([0x70]), .integer(1), .integer(2)])
        cases.append(BadInput("an unknown type marker", badMarker.bytes, Expected(code: .malformed, offset: 8, mentions: "unknown marker 112")))
        let badASCII = Plist(objects: [.rawString(marker: 0x50, bytes: [0x41, 0xFF]), .integer(1), .integer(2)])
        cases.append(BadInput("an ASCII string with invalid bytes", badASCII.bytes, Expected(code: .invalidText, offset: 9, mentions: "not valid ASCII or UTF-8")))
        let loneSurrogate = Plist(objects: [.rawString(marker: 0x60, bytes: [0xD8, 0x00, 0x00, 0x41]), .integer(1), .integer(2)])
        cases.append(BadInput("a UTF-16 string with a lone surrogate", loneSurrogate.bytes, Expected(code: .invalidText, offset: 9, mentions: "unpaired surrogate")))
        // FuzzKeyedArchive: an eight-byte UID became a negative index into $objects.
        let hugeUID = Plist(objects: [.raw([0x87, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]), .integer(1), .integer(2)])
        cases.append(BadInput("a UID that does not fit an index", hugeUID.bytes, Expected(code: .outOfRange, offset: 8, mentions: "out of range")))
        let badArray = Plist(objects: [.array([0, 7]), .integer(1), .integer(2)])
        cases.append(BadInput("an array member that does not exist", badArray.bytes, Expected(code: .outOfRange, offset: 13, mentions: "reference to object 7")))
        return cases
    }()

    @Test(arguments: plistCases)
    func aMalformedBinaryPropertyListGivesItsCodeAndByte(_ input: BadInput<Expected>) throws {
        let error = Bounded.error(ArchiveFormatError.self) { () throws(ArchiveFormatError) in _ = try BinaryPropertyList(input.bytes) }
        let found = try #require(error, "\(input.name) was read without an error")
        #expect(found.code == input.expected.code, "\(found)")
        #expect(found.offset == input.expected.offset, "\(found)")
        #expect(found.message.contains(input.expected.mentions), "\(found)")
    }

    static let keyedCases: [BadInput<Expected>] = {
        let notKeyed = Plist(objects: [.dictionary([(1, 2)]), .string("$version"), .integer(100000)])
        // Members: 0 $null, 1 the root object (a dictionary whose "child" is UID 99).
        let badUID = Plist.keyedArchive(members: [.string("$null"), .dictionary([(9, 10)]), .string("child"), .uid(99)])
        // Member k (k ≥ 1) is a dictionary whose "child" is UID k+1: a chain 2,000 objects deep.
        let depth = 2_000
        var chain: [Plist.Object] = [.string("$null"), .string("child")]
        for level in 0..<depth {
            // Entries: members start at plist entry 7; member m is entry 7 + m. Member 2 + 2·level is the
            // dictionary, member 3 + 2·level its UID to the next dictionary.
            let dictionary = 2 + 2 * level
            chain.append(.dictionary([(7 + 1, 7 + dictionary + 1)]))
            chain.append(.uid(dictionary + 2))
        }
        chain[0] = .string("$null")
        var deep = Plist.keyedArchive(members: chain)
        // $top's root names member 2, the first dictionary.
        deep.objects[5] = .uid(2)
        return [
            BadInput("a property list without $objects", notKeyed.bytes, Expected(code: .notAnArchive, offset: nil, mentions: "no $objects or $top")),
            BadInput("a UID past the end of $objects", badUID.bytes, Expected(code: .outOfRange, offset: nil, mentions: "$objects[99]")),
            BadInput("objects nested 2,000 levels deep", deep.bytes, Expected(code: .limitExceeded, offset: nil, mentions: "deeper than 512 levels")),
        ]
    }()

    @Test(arguments: keyedCases)
    func aMalformedKeyedArchiveGivesItsCode(_ input: BadInput<Expected>) throws {
        let error = Bounded.error(ArchiveFormatError.self) { () throws(ArchiveFormatError) in _ = try KeyedArchiverReader().read(input.bytes) }
        let found = try #require(error, "\(input.name) was read without an error")
        #expect(found.code == input.expected.code, "\(found)")
        #expect(found.offset == input.expected.offset, "\(found)")
        #expect(found.message.contains(input.expected.mentions), "\(found)")
    }

    @Test func aKeyedArchiveWhoseObjectsReferToThemselvesIsReadWithoutLooping() throws {
        // Member 1 is a dictionary whose "me" is UID 1: itself.
        var raw = Plist.keyedArchive(members: [.string("$null"), .dictionary([(9, 10)]), .string("me"), .uid(1)])
        raw.objects[5] = .uid(1)
        let error = Bounded.error(ArchiveFormatError.self) { () throws(ArchiveFormatError) in
            let archive = try KeyedArchiverReader().read(raw.bytes)
            #expect(archive.objects.count >= 2)
        }
        #expect(error == nil)
    }
}
