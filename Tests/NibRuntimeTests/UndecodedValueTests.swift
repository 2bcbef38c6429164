import Foundation
import NibArchive
import NibLoading
import Testing

/// The decoder keeps the values a class does not read (``NibObject/undecodedValues``), however
/// many the object has: its per-object bookkeeping goes beyond 64 values.
@Suite struct UndecodedValueTests {
    @Test func valuesAClassDoesNotReadAreKeptEvenBeyondSixtyFourKeys() throws {
        var values: [KeyedValue] = []
        for number in 0..<70 { values.append(KeyedValue("key\(number)", .integer(Int64(number), width: 1))) }
        let archive = KeyedArchive(objects: [
            ArchivedObject(className: "NSObject", values: [KeyedValue("thing", .object(1))]),
            ArchivedObject(className: "UIView", values: values),
        ])
        let decoder = NibDecoder(archive: archive, resolver: ClassResolver(library: ObjectLibrary.classes), proxies: [:])
        let view = try #require(decoder.decodeObject(forKey: "thing") as? UIView)
        #expect(view.undecodedValues.count == 70)
        #expect(view.undecodedValues["key69"] as? Int == 69)
    }

    @Test func anObjectTheCallerSuppliesKeepsNoUnreadValuesOfItsPlaceholder() throws {
        // The caller's object may be in other loads at once: the placeholder's values are not its.
        let archive = KeyedArchive(objects: [
            ArchivedObject(className: "NSObject", values: [KeyedValue("thing", .object(1))]),
            ArchivedObject(className: "UIProxyObject", values: [KeyedValue("UIProxiedObjectIdentifier", .object(2)), KeyedValue("IBUnreadByAnyClass", .integer(7, width: 1))]),
            ArchivedObject(className: "NSString", values: [KeyedValue("NS.bytes", .data(Array("IBFilesOwner".utf8)))]),
        ])
        let owner = NibObject()
        let decoder = NibDecoder(archive: archive, resolver: ClassResolver(library: ObjectLibrary.classes), proxies: ["IBFilesOwner": owner])
        #expect(decoder.decodeObject(forKey: "thing") as AnyObject? === owner)
        #expect(owner.undecodedValues.isEmpty)
    }
}
