import Foundation
import NibLoading
import NibObjectLibrary
import NibRuntime
import NibTestSupport
import Testing

/// Classes skip reads of keys an object cannot have (``NibKeySet``) through named key constants
/// (`NibKey.uiTag`) whose signatures the generator writes. A wrong signature would drop a value
/// silently, so each constant is checked against the decoder's own signature of its key.
@Suite struct KeyConstantTests {
    @Test func everyKeyConstantCarriesTheDecodersSignatureOfItsKey() {
        #expect(NibKey.library.count > 300, "the generated classes read their keys by constant")
        for key in NibKey.library where key.signature != NibKeySet.signature(of: key.name) {
            Issue.record("NibKey for \(key.name) has the signature 0x\(String(key.signature, radix: 16)), but the decoder's is 0x\(String(NibKeySet.signature(of: key.name), radix: 16))")
        }
    }

    @Test func everyKeyConstantNamesADifferentKey() {
        #expect(Set(NibKey.library.map(\.name)).count == NibKey.library.count)
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
        #expect(NSCoder().nibKeys.mayContain(NibKey("UITag")) && NSCoder().nibKeys.bits == .max)
    }
}
