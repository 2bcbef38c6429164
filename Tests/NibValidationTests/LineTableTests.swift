import NibSupport
import Testing

/// Source positions are lines and UTF-8 columns counted as swift-syntax counts them.
@Suite struct LineTableTests {
    @Test func linesEndAtNewlinesCarriageReturnsAndTheirPairs() {
        let lines = LineTable("ab\ncd\r\nef\rgé\nh")
        #expect(lines.location(of: 0) == (1, 1))
        #expect(lines.location(of: 4) == (2, 2))
        #expect(lines.location(of: 7) == (3, 1))
        #expect(lines.location(of: 10) == (4, 1))
        #expect(lines.location(of: 14) == (5, 1))  // "é" is two UTF-8 bytes
        // The same table from bytes, contiguous or not (a document's `[UInt8]`, a lazy view).
        let bytes = Array("ab\ncd\r\nef\rgé\nh".utf8)
        for table in [LineTable(bytes), LineTable(bytes.lazy.map { $0 }), LineTable(bytes[...])] {
            for offset in 0...bytes.count { #expect(table.location(of: offset) == lines.location(of: offset)) }
        }
        #expect(LineTable("x\r").location(of: 2) == (2, 1))
    }
}
