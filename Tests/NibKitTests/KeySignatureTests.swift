import Foundation
import NibKit
import Testing

/// Classes skip reads of keys an object cannot have (``NibKeySet``), by constants written into
/// their initializers (generated, and by hand in the busiest ones). A wrong constant would drop
/// a value silently, so each is checked against the decoder's own signature of its key.
@Suite struct KeySignatureTests {
    /// Every `keys.mayContain(0x…) { … forKey: "Key" … }` in the package's sources.
    static func skippedReads() throws -> [(file: String, signature: UInt64, key: String)] {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")
        let pattern = try NSRegularExpression(pattern: #"mayContain\(0x([0-9a-fA-F_]+)\)[^\n]*?forKey: "([^"]+)""#)
        var found: [(String, UInt64, String)] = []
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                let hex = String(text[Range(match.range(at: 1), in: text)!]).replacingOccurrences(of: "_", with: "")
                found.append((file.lastPathComponent, UInt64(hex, radix: 16)!, String(text[Range(match.range(at: 2), in: text)!])))
            }
        }
        return found
    }

    @Test func everySkippedReadNamesItsKeysOwnSignature() throws {
        let reads = try Self.skippedReads()
        #expect(reads.count > 300, "the generated classes skip reads this way")
        for read in reads where NibKeySet.signature(of: read.key) != read.signature {
            Issue.record("\(read.file): the read of \(read.key) is skipped by 0x\(String(read.signature, radix: 16)), but its signature is 0x\(String(NibKeySet.signature(of: read.key), radix: 16))")
        }
    }

    @Test func aKeyTheObjectHasIsNeverSkipped() throws {
        // Every value a label's document sets arrives (through skips of the keys it lacks).
        let nib = try Fixture.nib(Fixture.iOS("""
            <label text="x" textAlignment="center" numberOfLines="2" baselineAdjustment="none" minimumScaleFactor="0.5" adjustsFontSizeToFit="YES" id="l">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
            </label>
            """))
        let label = try #require(try nib.instantiate(owner: Owner()).first as? UILabel)
        #expect(label.textAlignment == 1 && label.numberOfLines == 2)
        #expect(label.baselineAdjustment == 2 && label.minimumScaleFactor == 0.5 && label.adjustsFontSizeToFit == true)
    }

    @Test func aLoadThatRecordsKeyReadsSkipsNone() throws {
        // A coverage report counts an attribute left at its default (opaque="NO": no UIOpaque)
        // as decoded when the class asks for its key: such a load asks for every key.
        let nib = try Fixture.nib(Fixture.iOS(#"<label opaque="NO" text="x" id="l"><rect key="frame" x="0" y="0" width="10" height="10"/></label>"#))
        var options = Nib.Options()
        options.recordsKeyReads = true
        let recorded = try nib.instantiateWithDetails(owner: Owner(), options: options)
        let label = try #require(recorded.topLevelObjects.first as? UILabel)
        let keys = Set(recorded.keyReads.filter { $0.objectIndex == recorded.keyReads.first { $0.key == "UIText" }?.objectIndex }.map(\.key))
        #expect(keys.isSuperset(of: ["UIOpaque", "UIBaselineAdjustment", "UIAdjustsFontSizeToFit"]))
        #expect(!label.isOpaque)
        // A plain load after it decodes the same.
        let plain = try #require(try nib.instantiate(owner: Owner()).first as? UILabel)
        #expect(!plain.isOpaque && plain.text == "x")
    }

    @Test func anotherCoderSkipsNothing() {
        // A coder that is not a nib's decoder has no signature: every key may be present.
        #expect(NSCoder().nibKeys.mayContain(.max))
    }
}
