import Foundation
import NibArchive
import NibCompiler
import NibDocument
import NibKit
import Testing

/// The compact archive: equal immutable values stored once, fallbacks per class-name entry,
/// and the decoder's per-object bookkeeping beyond 64 values.
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
        // A compiled box whose colours ibtool drops archives no colour objects at all.
        let archive = try AppleSchemaTests.archive(AppKitFocusRingAndBoxTests.boxes, schema: .apple)
        #expect(archive.keepingReachableObjects().archive.objects.count == archive.objects.count)
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

    @Test func aClassArchivedWithDifferentFallbacksKeepsEachList() throws {
        let control = ArchivedObject(className: "NSClassSwapper", fallbackClassNames: ["NSControl"])
        let formatter = ArchivedObject(className: "NSClassSwapper")
        let archive = KeyedArchive(objects: [ArchivedObject(className: "NSObject"), control, formatter])
        let reread = try NIBArchiveReader().read(NIBArchiveWriter().write(archive))
        #expect(reread.objects[1].fallbackClassNames == ["NSControl"])
        #expect(reread.objects[2].fallbackClassNames.isEmpty)
    }

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

    /// FuzzLoad: a storyboard reference naming its own storyboard and its own identifier recursed
    /// until the stack overflowed.
    @Test func aStoryboardReferenceThatLeadsBackToItselfIsAnError() throws {
        let document = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <viewControllerPlaceholder storyboardIdentifier="loop" referencedIdentifier="loop" id="ref" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let storyboard = try Storyboard(document: DocumentReader().read(data: Data(document.utf8), file: "Loop.storyboard"))
        var caught: NibLoadingError?
        do { _ = try storyboard.instantiateController(withIdentifier: "loop") } catch { caught = error }
        let error = try #require(caught)
        #expect(error.code == .referenceCycle, "\(error)")
        #expect(error.message.contains("lead back to themselves"), "\(error)")
    }
}
