import Foundation
import NibArchive
import NibCompiler
import NibDocument
import NibLoading
import NibToolCore
import Testing

/// Inputs shaped so that a pass over them that is not linear (each item checked against all
/// earlier ones, every object filtered once per scene, a shared value rendered at every
/// reference) would run for minutes: each must read within the bounds.
@Suite struct QuadraticWorkTests {
    @Test func anElementWithManyAttributesIsReadInLinearTime() throws {
        var text = BadDocumentTests.header + BadDocumentTests.open + "<objects><view id=\"v\""
        for index in 0..<100_000 { text += " a\(index)=\"\(index)\"" }
        text += "/></objects>\n</document>\n"
        let data = Data(text.utf8)
        let error = Bounded.error(DocumentError.self) { () throws(DocumentError) in
            _ = try DocumentReader().read(data: data, file: "attributes.xib")
        }
        #expect(error == nil)
        // A repeat after many is still found, where it is.
        let repeated = Data(text.replacingOccurrences(of: " a99999=", with: " a5=").utf8)
        let found = Bounded.error(DocumentError.self) { () throws(DocumentError) in
            _ = try DocumentReader().read(data: repeated, file: "attributes.xib")
        }
        #expect(found?.code == .malformedXML)
        #expect(found?.message.contains("'a5' appears twice") == true)
    }
}

extension QuadraticWorkTests {
    /// An iOS storyboard of `count` scenes, each a controller with a view, a label and an outlet,
    /// and a segue to the next scene.
    static func storyboard(scenes count: Int) -> Data {
        var text = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
        text += #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="c0"><scenes>"#
        for scene in 0..<count {
            let next = (scene + 1) % count
            text += """
            <scene sceneID="s\(scene)"><objects><viewController id="c\(scene)" sceneMemberID="viewController">\
            <view key="view" id="v\(scene)"><subviews><label text="L\(scene)" id="l\(scene)"/></subviews></view>\
            <connections><outlet property="title" destination="l\(scene)" id="o\(scene)"/>\
            <segue destination="c\(next)" kind="show" id="g\(scene)"/></connections></viewController>\
            <placeholder placeholderIdentifier="IBFirstResponder" id="f\(scene)" sceneMemberID="firstResponder"/></objects></scene>
            """
        }
        return Data((text + "</scenes></document>\n").utf8)
    }

    @Test func aStoryboardOfManyScenesCompilesAndLoadsInLinearTime() throws {
        // Four times the scenes must cost about four times the work, not sixteen (when every
        // object and connection was filtered once per scene, 1,000 scenes took 12 s against
        // 1 s). The thread's CPU time, measured in this one run, is what other processes on
        // the machine do not stretch.
        func cost(scenes: Int) throws -> Double {
            let document = try DocumentReader().read(data: Self.storyboard(scenes: scenes), file: "scenes.storyboard")
            let start = Self.threadCPUSeconds()
            _ = try Storyboard(document: document)
            return Self.threadCPUSeconds() - start
        }
        _ = try cost(scenes: 50)  // first-use costs (class tables, caches) out of the way
        let small = try cost(scenes: 250)
        let large = try cost(scenes: 1_000)
        #expect(large / small < 8, "250 scenes: \(small) s, 1,000 scenes: \(large) s of CPU (ratio \(large / small); linear is about 4)")
    }

    /// CPU seconds the calling thread has used.
    static func threadCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}

extension QuadraticWorkTests {
    /// A root holding `count` distinct views under `key` (an array), in order or reversed.
    static func archive(_ key: String, count: Int, reversed: Bool) -> KeyedArchive {
        let views = (0..<count).map { ArchivedObject(className: "NSView", values: [KeyedValue("NSTag", .integer(Int64($0), width: 4))]) }
        let members = (0..<count).map { ArchiveValue.object(2 + (reversed ? count - 1 - $0 : $0)) }
        return KeyedArchive(objects: [
            ArchivedObject(className: "NSObject", values: [KeyedValue(key, .object(1))]),
            ArchivedObject(className: "NSMutableArray", values: [KeyedValue(ArchivedObject.inlinedValueKey, .bool(true))] + members.map { KeyedValue(ArchivedObject.elementKey, $0) }),
        ] + views)
    }

    @Test func aDiffOfALongUnorderedArrayPairsItsMembersInLinearTime() {
        // 20,000 connections in the opposite order: each member was searched for among all the rest.
        var comparison: ArchiveComparison?
        _ = Bounded.error(Never.self, within: 5) {
            comparison = ArchiveComparison(Self.archive("NSConnections", count: 20_000, reversed: false), reference: Self.archive("NSConnections", count: 20_000, reversed: true))
        }
        // Paired by content, each member's values match; the order is one difference.
        #expect(comparison?.differences.count == 1)
        var lenient: ArchiveComparison?
        _ = Bounded.error(Never.self, within: 5) {
            lenient = ArchiveComparison(Self.archive("NSConnections", count: 20_000, reversed: false), reference: Self.archive("NSConnections", count: 20_000, reversed: true), rules: .lenient)
        }
        #expect(lenient?.isExactMatch == true)
    }

    @Test func aDiffOfALongObjectTablePairsItsMembersInLinearTime() {
        // An object table of 20,000 members in the opposite order: each was searched for among
        // all unpaired ones, its signature made again at every step.
        var comparison: ArchiveComparison?
        _ = Bounded.error(Never.self, within: 5) {
            comparison = ArchiveComparison(Self.archive("NSObjectsKeys", count: 20_000, reversed: false), reference: Self.archive("NSObjectsKeys", count: 20_000, reversed: true), rules: .lenient)
        }
        #expect(comparison?.differences.count == 1)
        #expect(comparison?.matchingEntries == comparison.map { $0.entries - 1 })
        // Strict rules pair the members by position first (these differ at each place): still linear.
        var strict: ArchiveComparison?
        _ = Bounded.error(Never.self, within: 5) {
            strict = ArchiveComparison(Self.archive("NSObjectsKeys", count: 20_000, reversed: false), reference: Self.archive("NSObjectsKeys", count: 20_000, reversed: true))
        }
        #expect(strict.map { !$0.isExactMatch && $0.matchingEntries < $0.entries } == true)
    }
}

extension QuadraticWorkTests {
    @Test func aDiffComparesDeeplySharedValuesByContentNotText() {
        // Seven levels of NSValues, each holding the next 200 times, then a number (the deepest
        // level compared): rendered as text, the top would be 200⁷ numbers long.
        let levels = (1...7).map { level in
            ArchivedObject(className: "NSValue", values: Array(repeating: KeyedValue("NS.member", .object(level + 1)), count: 200))
        }
        let archive = KeyedArchive(objects: [ArchivedObject(className: "NSObject", values: [KeyedValue("NSValue", .object(1))])] + levels
            + [ArchivedObject(className: "NSNumber", values: [KeyedValue("NS.intval", .integer(1, width: 1))])])
        var changed = archive
        changed.objects[8] = ArchivedObject(className: "NSNumber", values: [KeyedValue("NS.intval", .integer(2, width: 1))])
        var same: ArchiveComparison?
        var different: ArchiveComparison?
        _ = Bounded.error(Never.self, within: 5) {
            same = ArchiveComparison(archive, reference: archive)
            different = ArchiveComparison(changed, reference: archive)
        }
        #expect(same?.isExactMatch == true)
        #expect(different?.differences.count == 1)
        #expect(different.map { $0.differences[0].message.count < 2_200 } == true)
    }
}
