import Foundation
import NibArchive
import NibCompiler
import NibDocument
import NibTestSupport
import Testing

/// Which equal values Apple's ibtool writes as one object (``AppleValueSharing``, facts from the
/// development pairs' nibs), and the list classes of its archive: rules about the archive in
/// general, not one class.
@Suite struct AppleValueSharingTests {
    static func compile(_ xml: String) throws -> KeyedArchive {
        try NibCompiler(options: .init(schema: .apple)).compile(DocumentReader().read(data: Data(xml.utf8), file: "Test.xib")).archive
    }

    static func number(_ value: ArchiveValue) -> ArchivedObject {
        let key = if case .double = value { "NS.dblval" } else { "NS.intval" }
        return ArchivedObject(className: "NSNumber", values: [KeyedValue(key, value)])
    }

    @Test func numbersEqualInValueAreOneObjectTheFirstWritten() {
        // A font size 11.0 written first, then an object id 11 and a YES: the id becomes the size's object.
        let archive = KeyedArchive(objects: [
            ArchivedObject(className: "NSObject", values: [KeyedValue("size", .object(1)), KeyedValue("id", .object(2)), KeyedValue("flag", .object(3)), KeyedValue("other", .object(4))]),
            Self.number(.double(11)), Self.number(.integer(11, width: 1)), ArchivedObject(className: "NSNumber", values: [KeyedValue("NS.intval", .bool(true))]),
            Self.number(.integer(12, width: 1)),
        ])
        // Integers a double cannot hold exactly are left alone (and never trap).
        let extremes = KeyedArchive(objects: [
            ArchivedObject(className: "NSObject", values: [KeyedValue("a", .object(1)), KeyedValue("b", .object(2))]),
            Self.number(.integer(.max, width: 8)), Self.number(.integer(.max - 1, width: 8)),
        ])
        #expect(AppleValueSharing.sharingNumbersEqualInValue(extremes).objects[0]["b"] == .object(2))
        let shared = AppleValueSharing.sharingNumbersEqualInValue(archive)
        #expect(shared.objects[0]["id"] == .object(1))
        // Booleans and other values stay as they were.
        #expect(shared.objects[0]["flag"] == .object(3) && shared.objects[0]["other"] == .object(4))
    }

    @Test func dataObjectsAreNeverShared() {
        #expect(!AppleValueSharing.sharedClassNames.contains("NSData"))
        #expect(AppleValueSharing.sharedClassNames.isSuperset(of: ["NSString", "NSNumber", "NSArray", "NSFont", "NSColor"]))
    }

    @Test func aCompiledNibHoldsNoTwoNumbersEqualInValue() throws {
        let archive = try Self.compile(Fixture.macOS("""
            <textField id="tf"><rect key="frame" x="20" y="20" width="100" height="22"/>
                <textFieldCell key="cell" title="Hi" id="tc"><font key="font" metaFont="system" size="11"/></textFieldCell>
            </textField>
            <textField id="tg"><rect key="frame" x="20" y="50" width="100" height="22"/>
                <textFieldCell key="cell" title="Ho" id="td"><font key="font" size="11" name="Helvetica"/></textFieldCell>
            </textField>
            """))
        var seen: Set<Double> = []
        for object in archive.objects where object.className == "NSNumber" {
            let value: Double? = switch object.values.first?.value {
            case .integer(let number, _)?: Double(number)
            case .double(let number)?: number
            default: nil
            }
            if let value { #expect(seen.insert(value).inserted, "two NSNumbers hold \(value)") }
        }
    }

    @Test func aViewsConstraintsAreAnImmutableArrayAndItsSubviewsAMutableOne() throws {
        let archive = try Self.compile(Fixture.macOS("""
            <customView id="v"><rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                <subviews>
                    <button translatesAutoresizingMaskIntoConstraints="NO" id="b"><rect key="frame" x="20" y="20" width="100" height="32"/>
                        <buttonCell key="cell" type="push" title="Go" bezelStyle="rounded" alignment="center" borderStyle="border" id="bc"/>
                    </button>
                </subviews>
                <constraints>
                    <constraint firstItem="b" firstAttribute="leading" secondItem="v" secondAttribute="leading" constant="20" id="c1"/>
                    <constraint firstItem="b" firstAttribute="top" secondItem="v" secondAttribute="top" constant="20" id="c2"/>
                </constraints>
            </customView>
            """))
        let view = try #require(archive.objects.first { $0["NSViewConstraints"] != nil })
        guard case .object(let constraints)? = view["NSViewConstraints"], case .object(let subviews)? = view["NSSubviews"] else {
            Issue.record("no constraints or subviews")
            return
        }
        #expect(archive.objects[constraints].className == "NSArray")
        #expect(archive.objects[subviews].className == "NSMutableArray")
    }

    @Test(arguments: NibCompiler.Options.Schema.allCases)
    func equalCollectionsAreOneObjectOnlyWhenEmpty(schema: NibCompiler.Options.Schema) throws {
        // Two bindings with equal options and two objects with equal runtime attributes: one
        // dictionary and one key-path array per use; the empty arrays of the root are one.
        let options = #"<dictionary key="options"><bool key="NSConditionallySetsEnabled" value="NO"/></dictionary>"#
        let attributes = #"<userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="string" keyPath="tag" value="x"/></userDefinedRuntimeAttributes>"#
        let xml = Fixture.macOS("""
            <button id="a"><rect key="frame" x="0" y="0" width="80" height="20"/>
                <buttonCell key="cell" type="check" title="A" bezelStyle="regularSquare" imagePosition="left" id="ac"/>
                \(attributes)
                <connections><binding destination="-2" name="value" keyPath="first" id="b1">\(options)</binding></connections>
            </button>
            <button id="b"><rect key="frame" x="0" y="30" width="80" height="20"/>
                <buttonCell key="cell" type="check" title="B" bezelStyle="regularSquare" imagePosition="left" id="bc"/>
                \(attributes)
                <connections><binding destination="-2" name="value" keyPath="second" id="b2">\(options)</binding></connections>
            </button>
            """)
        let archive = try NibCompiler(options: .init(schema: schema)).compile(DocumentReader().read(data: Data(xml.utf8), file: "Test.xib")).archive
        let withMembers = archive.objects.filter { ["NSArray", "NSDictionary"].contains($0.className) && !$0.elements.isEmpty }
        #expect(withMembers.filter { $0.className == "NSDictionary" }.count == 2)
        #expect(Set(withMembers).count < withMembers.count, "equal collections with members stay apart")
        #expect(archive.objects.filter { ["NSArray", "NSDictionary", "NSSet"].contains($0.className) && $0.elements.isEmpty }
            .reduce(into: [String: Int]()) { $0[$1.className, default: 0] += 1 }.values.allSatisfy { $0 == 1 })
    }

    @Test(arguments: NibCompiler.Options.Schema.allCases)
    func aDictionarysStringKeysAreWrittenSortedWhateverTheDocumentsOrder(schema: NibCompiler.Options.Schema) throws {
        let xml = Fixture.macOS("""
            <button id="a"><rect key="frame" x="0" y="0" width="80" height="20"/>
                <buttonCell key="cell" type="check" title="A" bezelStyle="regularSquare" imagePosition="left" id="ac"/>
                <connections><binding destination="-2" name="value" keyPath="on" id="b1">
                    <dictionary key="options">
                        <string key="NSValueTransformerName">NSNegateBoolean</string>
                        <bool key="NSConditionallySetsEnabled" value="NO"/>
                        <string key="NSNullPlaceholder">none</string>
                    </dictionary>
                </binding></connections>
            </button>
            """)
        let archive = try NibCompiler(options: .init(schema: schema)).compile(DocumentReader().read(data: Data(xml.utf8), file: "Test.xib")).archive
        let options = try #require(archive.objects.first { $0.className == "NSDictionary" && $0.elements.count == 6 })
        let keys = stride(from: 0, to: 6, by: 2).map { position -> String? in
            guard case .object(let key) = options.elements[position], case .data(let bytes)? = archive.objects[key]["NS.bytes"] else { return nil }
            return String(decoding: bytes, as: UTF8.self)
        }
        #expect(keys == ["NSConditionallySetsEnabled", "NSNullPlaceholder", "NSValueTransformerName"])
    }

    @Test func aUIKitButtonsStatesAreWrittenInTheOrderOfTheirNumbers() throws {
        let xml = Fixture.iOS("""
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="b">
                <rect key="frame" x="0" y="0" width="80" height="30"/>
                <state key="selected" title="Selected"/>
                <state key="normal" title="Normal"/>
                <state key="highlighted" title="Pressed"/>
            </button>
            """)
        let archive = try UIKitAppleSchemaTests.archive(xml)
        let button = try #require(UIKitAppleSchemaTests.objects("UIButton", in: archive).first)
        guard case .object(let states)? = button["UIButtonStatefulContent"] else { Issue.record("no states"); return }
        let numbers = stride(from: 0, to: archive.objects[states].elements.count, by: 2).compactMap { position -> ArchiveValue? in
            guard case .object(let number) = archive.objects[states].elements[position] else { return nil }
            return archive.objects[number].values.first?.value
        }
        #expect(numbers == [0, 1, 4].map { .integer($0, width: 1) })
    }
}
