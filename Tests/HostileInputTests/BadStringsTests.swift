import Foundation
import NibResources
import Testing

/// Malformed .strings files: each gives a ``StringsError`` with the file, line and column.
@Suite struct BadStringsTests {
    struct Expected: Sendable {
        var line: Int
        var column: Int
        var mentions: String
    }

    static let cases: [BadInput<Expected>] = [
        BadInput("a string that is never closed", "\"title\" = \"Hello;\n", Expected(line: 1, column: 11, mentions: "never ends")),
        BadInput("an entry without its semicolon", "\"a\" = \"b\"\n\"c\" = \"d\";\n", Expected(line: 2, column: 1, mentions: "expected “;”")),
        BadInput("an entry without '='", "\"a\" \"b\";\n", Expected(line: 1, column: 5, mentions: "expected “=”")),
        BadInput("a comment that is never closed", "/* about a\n\"a\" = \"b\";\n", Expected(line: 1, column: 1, mentions: "comment")),
        BadInput("a \\U escape without four hex digits", "\"a\" = \"\\UZZZZ\";\n", Expected(line: 1, column: 10, mentions: "hexadecimal digits")),
        BadInput("invalid UTF-8", [0x22, 0x61, 0x22, 0x20, 0x3D, 0x20, 0x22, 0xC3, 0x28, 0x22, 0x3B], Expected(line: 1, column: 8, mentions: "invalid UTF-8 at byte 7")),
        BadInput("UTF-16 with an odd number of bytes", [0xFF, 0xFE, 0x22, 0x00, 0x61], Expected(line: 1, column: 1, mentions: "odd number of bytes")),
    ]

    @Test(arguments: cases)
    func aMalformedStringsFileGivesItsLineAndColumn(_ input: BadInput<Expected>) throws {
        let error = Bounded.error(StringsError.self) { () throws(StringsError) in _ = try StringsTable(data: Data(input.bytes), file: "de.lproj/Main.strings") }
        let found = try #require(error, "\(input.name) was read without an error")
        #expect(found.file == "de.lproj/Main.strings")
        #expect(found.line == input.expected.line && found.column == input.expected.column, "\(found)")
        #expect(found.message.contains(input.expected.mentions), "\(found)")
    }
}
