import Foundation
import NibArchive
import Testing

/// `nibtool diff`'s strict rules (issue 27): everything an object-by-object reading of both files
/// sees must match — classes, keys, value types, values, order, sharing, objects on either side —
/// except what Apple's ibtool does not keep stable (object order in the file, key order,
/// constraint order). Each case is two tiny hand-built archives.
@Suite struct StrictComparisonTests {
    // MARK: Building archives by name, so the object order in the file can be chosen.

    /// An object of a test archive: references name other objects (`@name`).
    enum Value {
        case plain(ArchiveValue)
        case ref(String)
    }

    /// Builds an archive whose objects are listed by name, the root first; `order` permutes the
    /// non-root objects' places in the file.
    static func archive(_ objects: [(name: String, className: String, values: [(String, Value)])], order: [String]? = nil) -> KeyedArchive {
        let names = [objects[0].name] + (order ?? objects.dropFirst().map(\.name))
        var index: [String: Int] = [:]
        for (position, name) in names.enumerated() { index[name] = position }
        let byName = Dictionary(uniqueKeysWithValues: objects.map { ($0.name, $0) })
        return KeyedArchive(objects: names.map { name in
            let object = byName[name]!
            return ArchivedObject(className: object.className, values: object.values.map { key, value in
                switch value {
                case .plain(let plain): KeyedValue(key, plain)
                case .ref(let target): KeyedValue(key, .object(index[target]!))
                }
            })
        })
    }

    static let element = ArchivedObject.elementKey
    static func text(_ string: String) -> Value { .plain(.data(Array(string.utf8))) }

    /// A window-like root with a title string, a number and an array of two views.
    static func sample(
        arrayClass: String = "NSMutableArray", titleClass: String = "NSString", number: ArchiveValue = .integer(1, width: 1),
        sharedTitle: Bool = false, extraNumber: Bool = false, tagWidth: Int = 1, order: [String]? = nil, reversedKeys: Bool = false
    ) -> KeyedArchive {
        var rootValues: [(String, Value)] = [("NSTitle", .ref("title")), ("NSSubtitle", .ref(sharedTitle ? "title" : "subtitle")),
                                              ("NSNumberValue", .ref("number")), ("NSSubviews", .ref("views"))]
        if extraNumber { rootValues.append(("NSExtra", .ref("extra"))) }
        if reversedKeys { rootValues.reverse() }
        var objects: [(name: String, className: String, values: [(String, Value)])] = [
            ("root", "NSWindowTemplate", rootValues),
            ("title", titleClass, [("NS.bytes", text("Hello"))]),
            ("subtitle", "NSString", [("NS.bytes", text("Hello"))]),
            ("number", "NSNumber", [(number.isDouble ? "NS.dblval" : "NS.intval", .plain(number))]),
            ("views", arrayClass, [("NSInlinedValue", .plain(.bool(true))), (element, .ref("a")), (element, .ref("b"))]),
            ("a", "NSView", [("NSTag", .plain(.integer(1, width: tagWidth)))]),
            ("b", "NSView", [("NSTag", .plain(.integer(2, width: 1)))]),
        ]
        if sharedTitle { objects.removeAll { $0.name == "subtitle" } }
        if extraNumber { objects.append(("extra", "NSNumber", [("NS.intval", .plain(.integer(0, width: 1)))])) }
        return archive(objects, order: order.map { order in order.filter { name in objects.contains { $0.name == name } } })
    }

    // MARK: What does not matter

    @Test func anArchiveMatchesItselfAndEveryEntryCounts() {
        let comparison = ArchiveComparison(Self.sample(), reference: Self.sample())
        #expect(comparison.isExactMatch && comparison.rules == .strict)
        // Root 4 keys, title 1, subtitle 1, number 1, array 3, two views 1 each.
        #expect(comparison.entries == 12 && comparison.matchingEntries == 12)
    }

    @Test func theOrderOfObjectsInTheFileDoesNotMatter() {
        let shuffled = Self.sample(order: ["b", "views", "number", "a", "subtitle", "title"])
        #expect(ArchiveComparison(shuffled, reference: Self.sample()).isExactMatch)
    }

    @Test func theOrderOfAnObjectsKeysDoesNotMatter() {
        #expect(ArchiveComparison(Self.sample(reversedKeys: true), reference: Self.sample()).isExactMatch)
    }

    @Test func constraintsMayComeInAnyOrder() {
        func constraints(_ order: [String]) -> KeyedArchive {
            Self.archive([
                ("root", "NSView", [("NSViewConstraints", .ref("list"))]),
                ("list", "NSMutableArray", [("NSInlinedValue", .plain(.bool(true)))] + order.map { (Self.element, .ref($0)) }),
                ("c1", "NSLayoutConstraint", [("NSConstant", .plain(.double(8)))]),
                ("c2", "NSLayoutConstraint", [("NSConstant", .plain(.double(20)))]),
            ])
        }
        let comparison = ArchiveComparison(constraints(["c2", "c1"]), reference: constraints(["c1", "c2"]))
        #expect(comparison.isExactMatch && comparison.matchingEntries == comparison.entries)
    }

    @Test func aStoryboardCompilationsRandomUUIDMayDiffer() {
        func storyboard(_ uuid: String) -> KeyedArchive {
            Self.archive([("root", "NSObject", [("uniqueIdentifierForStoryboardCompilation", .ref("id"))]), ("id", "NSString", [("NS.bytes", Self.text(uuid))])])
        }
        #expect(ArchiveComparison(storyboard("1DA6C2C8-16A7-4B50-831D-E71056ED4301"), reference: storyboard("0F6C2A11-0000-4B50-831D-E71056ED4301")).isExactMatch)
    }

    // MARK: What does

    @Test func aMutableArrayWhereAppleWritesAnImmutableOneDiffers() {
        let comparison = ArchiveComparison(Self.sample(arrayClass: "NSMutableArray"), reference: Self.sample(arrayClass: "NSArray"))
        #expect(comparison.differences.map(\.message) == ["class NSMutableArray, expected NSArray"])
        #expect(comparison.matchingEntries == comparison.entries - 1)
    }

    @Test func aFallbackClassTheReferenceDoesNotGiveDiffersUnderStrictRulesOnly() {
        // The class table's fallbacks are what a reader of the file sees too (Apple gives them
        // only where a class's +classFallbacksForKeyedArchiver names one).
        var withFallback = Self.sample()
        let view = withFallback.objects.firstIndex { $0.className == "NSView" }!
        withFallback.objects[view].fallbackClassNames = ["NSResponder"]
        let strict = ArchiveComparison(withFallback, reference: Self.sample())
        #expect(strict.differences.map(\.message) == ["fallback classes [NSResponder], expected []"])
        #expect(ArchiveComparison(withFallback, reference: Self.sample(), rules: .lenient).isExactMatch)
    }

    @Test func aMutableStringWhereAppleWritesAnImmutableOneDiffers() {
        let comparison = ArchiveComparison(Self.sample(titleClass: "NSMutableString"), reference: Self.sample())
        #expect(!comparison.isExactMatch)
        #expect(comparison.matchingEntries < comparison.entries)
    }

    @Test func anObjectOnlyOnOurSideDiffersAndCostsItsEntries() {
        let comparison = ArchiveComparison(Self.sample(extraNumber: true), reference: Self.sample())
        #expect(!comparison.isExactMatch)
        // The extra key (1) and the extra NSNumber's own key (1) are entries that never match.
        #expect(comparison.entries == 14 && comparison.matchingEntries == 12)
        #expect(comparison.differences.contains { $0.message.contains("1 objects only in this archive: NSNumber") })
        // The lenient rules report the key but do not count it.
        let lenient = ArchiveComparison(Self.sample(extraNumber: true), reference: Self.sample(), rules: .lenient)
        #expect(lenient.entries == lenient.matchingEntries)
    }

    @Test func anObjectOnlyOnTheReferencesSideCostsItsEntries() {
        let comparison = ArchiveComparison(Self.sample(), reference: Self.sample(extraNumber: true))
        #expect(comparison.differences.contains { $0.message.hasPrefix("missing NSExtra") })
        #expect(comparison.entries == 14 && comparison.matchingEntries == 12)
    }

    @Test func aNumberOfAnotherTypeDiffersThoughEqualInValue() {
        let comparison = ArchiveComparison(Self.sample(number: .double(1)), reference: Self.sample(number: .integer(1, width: 1)))
        #expect(!comparison.isExactMatch)
        #expect(ArchiveComparison(Self.sample(number: .bool(true)), reference: Self.sample(number: .integer(1, width: 1))).differences.count > 0)
        // Lenient rules compare numbers by value.
        #expect(ArchiveComparison(Self.sample(number: .double(1)), reference: Self.sample(), rules: .lenient).isExactMatch)
    }

    @Test func anIntegersWidthIsPartOfItsValueAsNIBArchiveStoresIt() {
        let comparison = ArchiveComparison(Self.sample(tagWidth: 4), reference: Self.sample(tagWidth: 1))
        #expect(comparison.differences.count == 1 && comparison.matchingEntries == comparison.entries - 1)
    }

    @Test func oneStringWhereAppleWritesTwoDiffers() {
        let comparison = ArchiveComparison(Self.sample(sharedTitle: true), reference: Self.sample())
        #expect(!comparison.isExactMatch)
        #expect(comparison.differences.contains { $0.message.contains("the reference has two objects") })
        // And the reverse: two where Apple shares one.
        let reverse = ArchiveComparison(Self.sample(), reference: Self.sample(sharedTitle: true))
        #expect(reverse.differences.contains { $0.message.contains("this archive has two objects") })
        #expect(reverse.matchingEntries < reverse.entries)
        // Lenient rules compare strings by content wherever they sit.
        #expect(ArchiveComparison(Self.sample(sharedTitle: true), reference: Self.sample(), rules: .lenient).isExactMatch)
    }

    @Test func arrayMembersMustBeInTheReferencesOrder() {
        let swapped = Self.archive([
            ("root", "NSView", [("NSSubviews", .ref("list"))]),
            ("list", "NSMutableArray", [(Self.element, .ref("b")), (Self.element, .ref("a"))]),
            ("a", "NSView", [("NSTag", .plain(.integer(1, width: 1)))]), ("b", "NSView", [("NSTag", .plain(.integer(2, width: 1)))]),
        ])
        let reference = Self.archive([
            ("root", "NSView", [("NSSubviews", .ref("list"))]),
            ("list", "NSMutableArray", [(Self.element, .ref("a")), (Self.element, .ref("b"))]),
            ("a", "NSView", [("NSTag", .plain(.integer(1, width: 1)))]), ("b", "NSView", [("NSTag", .plain(.integer(2, width: 1)))]),
        ])
        #expect(!ArchiveComparison(swapped, reference: reference).isExactMatch)
    }

    /// A root with `NSIBObjectData` whose objects table lists `members` and whose connections list `connections`.
    static func objectData(members: [String], connections: [String], tableClass: String = "NSMutableArray") -> KeyedArchive {
        archive([
            ("root", "NSObject", [("IB.objectdata", .ref("data"))]),
            ("data", "NSIBObjectData", [("NSRoot", .ref("owner")), ("NSObjectsKeys", .ref("keys")), ("NSConnections", .ref("connections"))]),
            ("keys", tableClass, [("NSInlinedValue", .plain(.bool(true)))] + members.map { (element, .ref($0)) }),
            ("connections", "NSMutableArray", [("NSInlinedValue", .plain(.bool(true)))] + connections.map { (element, .ref($0)) }),
            ("owner", "NSCustomObject", [("NSClassName", .ref("ownerClass")), ("NSOutlet", .ref("view"))]),
            ("ownerClass", "NSString", [("NS.bytes", text("Owner"))]),
            ("view", "NSView", [("NSTag", .plain(.integer(3, width: 1)))]),
            ("first", "NSNibOutletConnector", [("NSLabel", .ref("firstLabel")), ("NSSource", .ref("owner")), ("NSDestination", .ref("view"))]),
            ("firstLabel", "NSString", [("NS.bytes", text("first"))]),
            ("second", "NSNibOutletConnector", [("NSLabel", .ref("secondLabel")), ("NSSource", .ref("owner")), ("NSDestination", .ref("owner"))]),
            ("secondLabel", "NSString", [("NS.bytes", text("second"))]),
        ])
    }

    @Test func theConnectionsMustBeInTheReferencesOrderButArePairedByContent() {
        let reference = Self.objectData(members: ["owner", "view"], connections: ["first", "second"])
        let reordered = Self.objectData(members: ["owner", "view"], connections: ["second", "first"])
        let comparison = ArchiveComparison(reordered, reference: reference)
        // One difference, the order: each connector still meets its counterpart.
        #expect(comparison.differences.map(\.message) == ["2 of 2 members are not in the reference's order"])
        #expect(comparison.matchingEntries == comparison.entries - 2)
        #expect(ArchiveComparison(reordered, reference: reference, rules: .lenient).isExactMatch)
    }

    @Test func theObjectTablesOrderAndClassMatter() {
        let reference = Self.objectData(members: ["owner", "view"], connections: ["first", "second"], tableClass: "NSArray")
        let reordered = Self.objectData(members: ["view", "owner"], connections: ["first", "second"], tableClass: "NSArray")
        let comparison = ArchiveComparison(reordered, reference: reference)
        #expect(comparison.differences.count == 1 && comparison.matchingEntries == comparison.entries - 2)
        let mutable = Self.objectData(members: ["owner", "view"], connections: ["first", "second"], tableClass: "NSMutableArray")
        #expect(ArchiveComparison(mutable, reference: reference).differences.map(\.message) == ["class NSMutableArray, expected NSArray"])
        // Lenient rules count table members wherever they sit and do not compare the table's class.
        #expect(ArchiveComparison(mutable, reference: reference, rules: .lenient).isExactMatch)
    }

    /// Issue 27's own example: an object Apple does not write (an `NSNumber` beside a table view),
    /// reachable only through `NSIBObjectData`'s objects table, is a difference and costs entries.
    @Test func anObjectReachableOnlyThroughTheObjectDataTablesIsCompared() {
        let reference = Self.objectData(members: ["owner", "view"], connections: ["first", "second"])
        var extra = Self.objectData(members: ["owner", "view"], connections: ["first", "second"])
        let number = extra.objects.count
        extra.objects.append(ArchivedObject(className: "NSNumber", values: [KeyedValue("NS.intval", .integer(7, width: 1))]))
        let keys = extra.objects.firstIndex { $0.className == "NSMutableArray" && $0.values.count == 3 }!
        extra.objects[keys].values.append(KeyedValue(Self.element, .object(number)))
        let comparison = ArchiveComparison(extra, reference: reference)
        #expect(!comparison.isExactMatch)
        #expect(comparison.differences.contains { $0.message.contains("NSNumber") })
        #expect(comparison.entries > ArchiveComparison(reference, reference: reference).entries)
        #expect(comparison.matchingEntries < comparison.entries)
    }

    @Test func anExtraTableMemberDiffersAndCosts() {
        let reference = Self.objectData(members: ["owner", "view"], connections: ["first", "second"])
        let longer = Self.objectData(members: ["owner", "view", "first"], connections: ["first", "second"])
        let comparison = ArchiveComparison(longer, reference: reference)
        #expect(!comparison.isExactMatch && comparison.entries > ArchiveComparison(reference, reference: reference).entries)
    }
}

private extension ArchiveValue {
    var isDouble: Bool { if case .double = self { true } else { false } }
}
