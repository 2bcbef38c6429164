import Foundation
import NibDocument
import Testing

/// Malformed and hostile .xib/.storyboard bytes: each gives a ``DocumentError`` with its code,
/// line and column, in bounded time and memory.
@Suite struct BadDocumentTests {
    struct Expected: Sendable {
        var code: DocumentError.Code
        var line: Int
        var column: Int
        /// Words the message must contain (what is wrong, in the reader's words).
        var mentions: String
    }

    static let header = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
    static let open = #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">"# + "\n"

    /// A document whose third line is `body` (lines 1 and 2 are the XML declaration and `<document>`).
    static func document(_ body: String, close: Bool = true) -> String {
        header + open + body + (close ? "\n</document>\n" : "")
    }

    static let cases: [BadInput<Expected>] = [
        BadInput("an empty file", "", Expected(code: .malformedXML, line: 1, column: 1, mentions: "no root element")),
        BadInput("binary garbage", [0x00, 0x01, 0xFE, 0x7F, 0x10], Expected(code: .malformedXML, line: 1, column: 3, mentions: "invalid UTF-8 at byte 2")),
        BadInput("a file cut off inside an element", document("<objects>\n<view id=\"a\">", close: false), Expected(code: .malformedXML, line: 4, column: 14, mentions: "truncated")),
        BadInput("a file cut off inside a tag", document("<objects><view id=\"a", close: false), Expected(code: .malformedXML, line: 3, column: 20, mentions: "not closed")),
        BadInput("a closing tag that does not match", document("<objects>\n</view>"), Expected(code: .malformedXML, line: 4, column: 1, mentions: "does not match")),
        BadInput("a closing tag with no opening tag", header + "<document/>\n</objects>", Expected(code: .malformedXML, line: 3, column: 1, mentions: "no matching opening tag")),
        BadInput("an unquoted attribute value", document("<objects id=a/>"), Expected(code: .malformedXML, line: 3, column: 13, mentions: "must be quoted")),
        BadInput("an attribute without a value", document("<objects hidden/>"), Expected(code: .malformedXML, line: 3, column: 10, mentions: "has no value")),
        BadInput("an attribute given twice", document("<objects id=\"a\" id=\"b\"/>"), Expected(code: .malformedXML, line: 3, column: 17, mentions: "appears twice")),
        BadInput("'<' inside an attribute value", document("<objects id=\"a<b\"/>"), Expected(code: .malformedXML, line: 3, column: 15, mentions: "'<' inside")),
        BadInput("an attribute value that is never closed", document("<objects id=\"abc", close: false), Expected(code: .malformedXML, line: 3, column: 14, mentions: "not closed")),
        BadInput("an attribute value running into the next tag", document("<objects id=\"abc/>"), Expected(code: .malformedXML, line: 4, column: 1, mentions: "'<' inside")),
        BadInput("a comment that is never closed", document("<!-- no end"), Expected(code: .malformedXML, line: 3, column: 1, mentions: "comment is not closed")),
        BadInput("a CDATA section that is never closed", document("<objects><![CDATA[ no end"), Expected(code: .malformedXML, line: 3, column: 10, mentions: "CDATA section is not closed")),
        BadInput("two root elements", header + "<document/>\n<document/>", Expected(code: .malformedXML, line: 3, column: 1, mentions: "second root element")),
        BadInput("text after the root element", header + "<document/>\ntrailing", Expected(code: .malformedXML, line: 3, column: 1, mentions: "outside the root")),
        BadInput("a bare ampersand", document("<objects id=\"a & b\"/>"), Expected(code: .malformedXML, line: 3, column: 16, mentions: "'&' must start a reference")),
        BadInput("an undefined entity", document("<objects id=\"&nbsp;\"/>"), Expected(code: .unsupported, line: 3, column: 14, mentions: "unknown entity")),
        BadInput("an internal DTD subset (entity expansion bomb)", header + "<!DOCTYPE lolz [<!ENTITY lol \"lol\"><!ENTITY lol2 \"&lol;&lol;&lol;&lol;\">]>\n<document>&lol2;</document>", Expected(code: .unsupported, line: 2, column: 1, mentions: "internal subset")),
        BadInput("an external entity", header + "<!DOCTYPE d SYSTEM \"file:///etc/passwd\">\n<!ENTITY xxe SYSTEM \"file:///etc/passwd\">\n<document>&xxe;</document>", Expected(code: .unsupported, line: 3, column: 1, mentions: "entity declarations")),
        BadInput("a character reference to NUL", document("<objects id=\"&#0;\"/>"), Expected(code: .malformedXML, line: 3, column: 14, mentions: "character reference")),
        BadInput("a character reference to a lone surrogate", document("<objects id=\"&#xD800;\"/>"), Expected(code: .malformedXML, line: 3, column: 14, mentions: "character reference")),
        BadInput("invalid UTF-8 in an attribute", Array((header + open + "<objects id=\"a").utf8) + [0xFF] + Array("\"/>\n</document>\n".utf8), Expected(code: .malformedXML, line: 3, column: 15, mentions: "invalid UTF-8")),
        BadInput("UTF-16 with an odd number of bytes", [0xFF, 0xFE, 0x3C, 0x00, 0x64], Expected(code: .malformedXML, line: 1, column: 2, mentions: "odd number of bytes")),
        BadInput("UTF-16 with a lone surrogate", [0xFF, 0xFE, 0x3C, 0x00, 0x00, 0xD8, 0x3E, 0x00], Expected(code: .malformedXML, line: 1, column: 2, mentions: "lone surrogate")),
        BadInput("a UTF-32 document", [0xFF, 0xFE, 0x00, 0x00, 0x3C, 0x00, 0x00, 0x00], Expected(code: .unsupported, line: 1, column: 1, mentions: "UTF-32")),
        BadInput("elements nested deeper than the limit", header + String(repeating: "<a>", count: 300) + String(repeating: "</a>", count: 300), Expected(code: .limitExceeded, line: 2, column: 769, mentions: "deeper than 256")),
        BadInput("a root element that is not <document>", header + "<plist version=\"1.0\"/>", Expected(code: .notAnInterfaceDocument, line: 2, column: 1, mentions: "not an Interface Builder document")),
        BadInput("two objects with one id", document("<objects><view id=\"same\"/><view id=\"same\"/></objects>"), Expected(code: .badReference, line: 3, column: 27, mentions: "same")),
        BadInput("an outlet to an id that does not exist", document("<objects><view id=\"v\"><connections><outlet property=\"x\" destination=\"nowhere\" id=\"c\"/></connections></view></objects>"), Expected(code: .badReference, line: 3, column: 36, mentions: "nowhere")),
    ]

    @Test(arguments: cases)
    func aMalformedDocumentGivesItsCodeLineAndColumn(_ input: BadInput<Expected>) throws {
        let error = Bounded.error(DocumentError.self) { () throws(DocumentError) in
            _ = try DocumentReader().read(data: Data(input.bytes), file: "bad.xib")
        }
        let found = try #require(error, "\(input.name) was read without an error")
        #expect(found.code == input.expected.code, "\(found)")
        #expect(found.location.file == "bad.xib")
        #expect(found.location.line == input.expected.line && found.location.column == input.expected.column, "\(found)")
        #expect(found.message.localizedCaseInsensitiveContains(input.expected.mentions), "\(found)")
    }

    @Test func configuredLimitsOnElementsAndSizeAreErrorsWithPositions() throws {
        var limits = ReadingLimits()
        limits.maximumElementCount = 10
        let many = Self.document("<objects>" + String(repeating: "<view/>", count: 20) + "</objects>")
        let tooMany = try #require(Bounded.error(DocumentError.self) { () throws(DocumentError) in _ = try DocumentReader(limits: limits).read(data: Data(many.utf8)) })
        #expect(tooMany.code == .limitExceeded && tooMany.location.line == 3 && tooMany.location.column == 66, "\(tooMany)")

        limits = ReadingLimits()
        limits.maximumByteCount = 100
        let big = Self.document("<objects/>")
        let tooBig = try #require(Bounded.error(DocumentError.self) { () throws(DocumentError) in _ = try DocumentReader(limits: limits).read(data: Data(big.utf8)) })
        #expect(tooBig.code == .limitExceeded && tooBig.message.contains("over the limit of 100"), "\(tooBig)")
    }

    @Test func aDirectoryOrAMissingFileIsUnreadableNamingThePath() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-dir-\(UUID().uuidString).xib")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let directory = try #require(Bounded.error(DocumentError.self) { () throws(DocumentError) in _ = try DocumentReader().read(contentsOf: folder) })
        #expect(directory.code == .unreadable && directory.location.file == folder.path && directory.message.contains("directory"), "\(directory)")
        let missing = folder.appendingPathComponent("absent.xib")
        let absent = try #require(Bounded.error(DocumentError.self) { () throws(DocumentError) in _ = try DocumentReader().read(contentsOf: missing) })
        #expect(absent.code == .unreadable && absent.location.file == missing.path, "\(absent)")
    }
}
