import Foundation
import NibArchive
import NibCompiler
import NibDocument
import NibTestSupport
import Testing

/// The NIBArchive format: the writer and reader agree on every value type, and the reader refuses
/// an archive cut short anywhere.
@Suite struct NIBArchiveTests {
    @Test func theNIBArchiveWriterAndReaderRoundTripEveryValueType() throws {
        var root = ArchivedObject(className: "NSObject")
        root.values.append(KeyedValue("a", .integer(-1, width: 8)))
        root.values.append(KeyedValue("b", .integer(300, width: 2)))
        root.values.append(KeyedValue("c", .bool(true)))
        root.values.append(KeyedValue("d", .bool(false)))
        root.values.append(KeyedValue("e", .float(1.5)))
        root.values.append(KeyedValue("f", .double(-2.25)))
        root.values.append(KeyedValue("g", .data([1, 2, 3])))
        root.values.append(KeyedValue("h", .null))
        root.values.append(KeyedValue("i", .object(1)))
        let label = ArchivedObject(className: "UILabel", fallbackClassNames: ["UIView"], values: [KeyedValue("a", .integer(5, width: 1))])
        let archive = KeyedArchive(objects: [root, label])
        let bytes = NIBArchiveWriter().write(archive)
        let reread = try NIBArchiveReader().read(bytes)
        let withTrailingBytes = try NIBArchiveReader().read(bytes + [0, 1, 2])
        #expect(reread == archive)
        #expect(withTrailingBytes == archive)
    }

    @Test func truncatedOrCorruptArchivesAreErrorsNotCrashes() throws {
        let xib = Fixture.iOS(#"<label text="x" id="l"><rect key="frame" x="0" y="0" width="1" height="1"/></label>"#)
        let bytes = NIBArchiveWriter().write(try NibCompiler().compile(DocumentReader().read(data: Data(xib.utf8), file: "Test.xib")).archive)
        var rejected = 0
        for length in 0..<bytes.count {
            do {
                _ = try NIBArchiveReader().read(Array(bytes.prefix(length)))
            } catch {
                rejected += 1
            }
        }
        let allShorterRejected = rejected == bytes.count
        #expect(allShorterRejected)
    }
}

/// Compiled storyboards' Info.plist is written with sorted keys, so a build is reproducible.
@Suite struct BinaryPropertyListWriterTests {
    @Test func dictionariesAreWrittenInSortedKeyOrderAndReadBackByFoundation() throws {
        var identifiers: [String: BinaryPropertyListWriter.Value] = [:]
        for index in (0..<50).reversed() { identifiers["Controller\(index)"] = .string("UIViewController-\(index)") }
        let value = BinaryPropertyListWriter.Value.dictionary([
            "UIViewControllerIdentifiersToNibNames": .dictionary(identifiers), "UIStoryboardVersion": .integer(1),
            "Flags": .array([.bool(true), .bool(false), .integer(-3), .integer(70_000), .string("Zoë")]),
        ])
        let bytes = BinaryPropertyListWriter.data(value)
        let text = String(decoding: bytes, as: UTF8.self)
        let positions = (0..<50).map { "Controller\($0)" }.sorted().compactMap { text.range(of: $0)?.lowerBound }
        #expect(positions.count == 50 && positions == positions.sorted())
        let read = try #require(try PropertyListSerialization.propertyList(from: Data(bytes), format: nil) as? [String: Any])
        #expect((read["UIViewControllerIdentifiersToNibNames"] as? [String: String])?["Controller7"] == "UIViewController-7")
        #expect(read["UIStoryboardVersion"] as? Int == 1)
        let flags = try #require(read["Flags"] as? [Any])
        #expect(flags.count == 5 && flags[2] as? Int == -3 && flags[3] as? Int == 70_000 && flags[4] as? String == "Zoë")
        #expect(BinaryPropertyListWriter.data(value) == bytes)
    }
}
