import Foundation
import NibArchive
import NibLoading
import Testing

/// An archived object of a class the library lacks, with no fallback class named (Apple's nibs
/// name none for views): the keys its superclasses wrote say which library class stands in.
@Suite struct InferredFallbackTests {
    /// Decodes an object of the unknown class `MKMapView` with `values`.
    static func decode(_ values: [KeyedValue]) -> (NibDecoder, Any?) {
        let archive = KeyedArchive(objects: [
            ArchivedObject(className: "NSObject", values: [KeyedValue("thing", .object(1))]),
            ArchivedObject(className: "MKMapView", values: values),
        ])
        let decoder = NibDecoder(archive: archive, resolver: ClassResolver(library: ObjectLibrary.classes), proxies: [:])
        return (decoder, decoder.decodeObject(forKey: "thing"))
    }

    @Test func anAppKitObjectWithViewFlagsStandsInAsAView() throws {
        let (decoder, object) = Self.decode([KeyedValue("NSvFlags", .int(268))])
        let view = try #require(object as? NSView)
        #expect(!(view is NSControl) && decoder.isStandIn(view))
    }

    @Test func anAppKitObjectWithACellStandsInAsAControl() {
        #expect(Self.decode([KeyedValue("NSvFlags", .int(268)), KeyedValue("NSCell", .null)]).1 is NSControl)
    }

    @Test func aUIKitObjectWithBoundsStandsInAsAView() {
        #expect(Self.decode([KeyedValue("UIBounds", .data(Array(repeating: 0, count: 9)))]).1 is UIView)
    }

    @Test func aUIKitObjectWithAContentAlignmentStandsInAsAControl() {
        #expect(Self.decode([KeyedValue("UICenter", .data(Array(repeating: 0, count: 9))), KeyedValue("UIContentVerticalAlignment", .int(1))]).1 is UIControl)
    }

    @Test func anObjectWithNoViewKeysStaysGeneric() {
        #expect(Self.decode([KeyedValue("MKShowsScale", .bool(true))]).1 is NibGenericObject)
    }
}
