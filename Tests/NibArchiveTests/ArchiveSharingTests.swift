import Foundation
import NibArchive
import Testing

/// The compact archive: equal immutable values stored once, objects the root does not reach left
/// out, fallbacks per class-name entry.
@Suite struct ArchiveSharingTests {
    @Test func equalImmutableValuesAreArchivedOnceAndMutableCollectionsAreNot() {
        let red = ArchivedObject(className: "UIColor", values: [KeyedValue("UIRed", .float(1))])
        let list = ArchivedObject(className: "NSMutableArray", values: [KeyedValue(ArchivedObject.inlinedValueKey, .bool(true))])
        let root = ArchivedObject(className: "NSObject", values: [
            KeyedValue("a", .object(1)), KeyedValue("b", .object(2)), KeyedValue("c", .object(3)), KeyedValue("d", .object(4)),
        ])
        let archive = KeyedArchive(objects: [root, red, red, list, list])
        let shared = archive.sharingEqualValues()
        let classes = shared.archive.objects.map(\.className)
        #expect(classes == ["NSObject", "UIColor", "NSMutableArray", "NSMutableArray"])
        #expect(shared.archive.objects[0]["a"] == .object(1))
        #expect(shared.archive.objects[0]["b"] == .object(1))
        #expect(shared.archive.objects[0]["c"] != shared.archive.objects[0]["d"])
        #expect(shared.newIndexes == [0, 1, 1, 2, 3])
    }

    @Test func objectsTheRootDoesNotReachAreLeftOut() throws {
        let root = ArchivedObject(className: "NSObject", values: [KeyedValue("kept", .object(2))])
        let orphan = ArchivedObject(className: "NSColor", values: [KeyedValue("NSWhite", .data([0x31]))])
        let kept = ArchivedObject(className: "NSArray", values: [KeyedValue(ArchivedObject.elementKey, .object(3))])
        let member = ArchivedObject(className: "NSString", values: [KeyedValue("NS.bytes", .data([0x61]))])
        let pruned = KeyedArchive(objects: [root, orphan, kept, member]).keepingReachableObjects()
        #expect(pruned.archive.objects.map(\.className) == ["NSObject", "NSArray", "NSString"])
        #expect(pruned.newIndexes == [0, nil, 1, 2])
        #expect(pruned.archive.objects[0]["kept"] == .object(1) && pruned.archive.objects[1].elements == [.object(2)])
    }

    @Test func arraysOfMergedValuesMergeInTurn() {
        let color = ArchivedObject(className: "NSColor", values: [KeyedValue("NSWhite", .data([0x30]))])
        let first = ArchivedObject(className: "NSArray", values: [KeyedValue(ArchivedObject.elementKey, .object(1))])
        let second = ArchivedObject(className: "NSArray", values: [KeyedValue(ArchivedObject.elementKey, .object(2))])
        let root = ArchivedObject(className: "NSObject", values: [KeyedValue("x", .object(3)), KeyedValue("y", .object(4))])
        let shared = KeyedArchive(objects: [root, color, color, first, second]).sharingEqualValues()
        #expect(shared.archive.objects.count == 3)
        #expect(shared.archive.objects[0]["x"] == shared.archive.objects[0]["y"])
    }

    @Test func valuesThatMayNotMergeStillMakeTheirHoldersEqual() {
        // Two fonts, each holding an equal dictionary of its own: one font, and the dictionaries
        // (which may not merge) stay two objects, the second one no longer referred to.
        let name = ArchivedObject(className: "NSString", values: [KeyedValue("NS.bytes", .data([0x61]))])
        let dictionary = ArchivedObject(className: "NSDictionary", values: [
            KeyedValue(ArchivedObject.inlinedValueKey, .bool(true)), KeyedValue(ArchivedObject.elementKey, .object(1)), KeyedValue(ArchivedObject.elementKey, .object(1)),
        ])
        let font = { (attributes: Int) in ArchivedObject(className: "NSFont", values: [KeyedValue("NSAttributes", .object(attributes))]) }
        let root = ArchivedObject(className: "NSObject", values: [
            KeyedValue("x", .object(4)), KeyedValue("y", .object(5)), KeyedValue("p", .object(2)), KeyedValue("q", .object(3)),
        ])
        let shared = KeyedArchive(objects: [root, name, dictionary, dictionary, font(2), font(3)])
            .sharingEqualValues { _ in true } merging: { $0.className != "NSDictionary" }
        #expect(shared.archive.objects[0]["x"] == shared.archive.objects[0]["y"])
        #expect(shared.archive.objects[0]["p"] != shared.archive.objects[0]["q"])
        #expect(shared.archive.objects.filter { $0.className == "NSDictionary" }.count == 2)
    }

    @Test func aClassArchivedWithDifferentFallbacksKeepsEachList() throws {
        let control = ArchivedObject(className: "NSClassSwapper", fallbackClassNames: ["NSControl"])
        let formatter = ArchivedObject(className: "NSClassSwapper")
        let archive = KeyedArchive(objects: [ArchivedObject(className: "NSObject"), control, formatter])
        let reread = try NIBArchiveReader().read(NIBArchiveWriter().write(archive))
        #expect(reread.objects[1].fallbackClassNames == ["NSControl"])
        #expect(reread.objects[2].fallbackClassNames.isEmpty)
    }
}

/// Regressions found by fuzzing (Scripts/fuzz.sh).
@Suite struct FuzzRegressionTests {
    /// FuzzNIBArchive: a NaN float made a read archive unequal to itself after writing.
    @Test func anArchiveHoldingNaNEqualsItselfAfterWritingAndReading() throws {
        let root = ArchivedObject(className: "NSObject", values: [
            KeyedValue("f", .float(Float(bitPattern: 0xFFBF_FFFF))), KeyedValue("d", .double(.nan)),
        ])
        let archive = KeyedArchive(objects: [root])
        let reread = try NIBArchiveReader().read(NIBArchiveWriter().write(archive))
        #expect(reread == archive)
        #expect(Set([archive, reread]).count == 1)
    }
}
