import Foundation
import NibArchive
import NibCompiler
import NibDocument
import NibLoading
import NibTestSupport
import Testing

/// A stack view's visibility priorities as AppKit archives them: a map on the arranged views'
/// container, kept only when an arranged view is hidden (``Compilation/stackViewVisibilityMap(_:)``).
@Suite struct AppKitStackViewVisibilityTests {
    /// A vertical stack of three views with the document's priorities; `hidden` names the hidden ones.
    static func stack(priorities: [String], hidden: Set<String> = [], nestedStack: Bool = false) -> String {
        let views = ["a", "b", "c"].map { id in
            let element = nestedStack && id == "c" ? "stackView distribution=\"fill\" orientation=\"horizontal\"" : "customView"
            let closing = nestedStack && id == "c" ? "stackView" : "customView"
            return "<\(element) \(hidden.contains(id) ? "hidden=\"YES\" " : "")id=\"\(id)\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"50\" height=\"20\"/></\(closing)>"
        }
        return Fixture.macOS("""
            <stackView distribution="fill" orientation="vertical" alignment="leading" spacing="8" id="stack">
                <rect key="frame" x="0" y="0" width="50" height="80"/>
                <subviews>\(views.joined())</subviews>
                <visibilityPriorities>\(priorities.map { "<integer value=\"\($0)\"/>" }.joined())</visibilityPriorities>
                <customSpacing><real value="3.4028234663852886e+38"/><real value="3.4028234663852886e+38"/><real value="3.4028234663852886e+38"/></customSpacing>
            </stackView>
            """)
    }

    static func container(_ xml: String) throws -> (ArchivedObject, KeyedArchive) {
        let archive = try AppleSchemaTests.archive(xml, schema: .apple)
        let stack = try AppleSchemaTests.object("NSStackView", in: archive)
        #expect(stack["NSVisibilityPriorities"] == nil)
        return (try AppKitTextViewTests.referenced(stack["NSStackViewBeginningContainer"], in: archive), archive)
    }

    @Test func aStackWithNoHiddenArrangedViewHasNoVisibilityMapWhateverItsPriorities() throws {
        let (container, _) = try Self.container(Self.stack(priorities: ["1000", "500", "250"]))
        #expect(container["NSStackViewContainerVisibilityPriorities"] == .null)
    }

    @Test func aHiddenArrangedViewGivesTheContainerAMapOfEachPriorityThatIsNot1000() throws {
        let (container, archive) = try Self.container(Self.stack(priorities: ["1000", "500", "1000"], hidden: ["a"]))
        let map = try AppKitTextViewTests.referenced(container["NSStackViewContainerVisibilityPriorities"], in: archive)
        #expect(map.className == "NSMapTable")
        #expect(map["$0"] == .int(517) && map["$1"] == .int(0) && map["NS.count"] == .int(1))
        let view = try AppKitTextViewTests.referenced(map["$2"], in: archive)
        #expect(["NSView", "NSCustomView"].contains(view.className))
        let priority = try AppKitTextViewTests.referenced(map["$3"], in: archive)
        #expect(priority.className == "NSNumber" && priority.values.first?.value == .int(500))
        #expect(map["$4"] == .null && map["$5"] == nil)
    }

    @Test func aHiddenArrangedStackViewIsInTheMapAtZero() throws {
        let (container, archive) = try Self.container(Self.stack(priorities: ["1000", "1000", "1000"], hidden: ["c"], nestedStack: true))
        let map = try AppKitTextViewTests.referenced(container["NSStackViewContainerVisibilityPriorities"], in: archive)
        let view = try AppKitTextViewTests.referenced(map["$2"], in: archive)
        #expect(map["NS.count"] == .int(1) && view.className == "NSStackView")
        #expect(try AppKitTextViewTests.referenced(map["$3"], in: archive).values.first?.value == .int(0))
    }

    @Test func aHiddenArrangedViewWithEveryPriorityAt1000GivesAnEmptyMap() throws {
        let (container, archive) = try Self.container(Self.stack(priorities: ["1000", "1000", "1000"], hidden: ["b"]))
        let map = try AppKitTextViewTests.referenced(container["NSStackViewContainerVisibilityPriorities"], in: archive)
        #expect(map["NS.count"] == .int(0) && map["$2"] == .null)
    }

    @Test func theLoaderReadsThePrioritiesFromEitherSchema() throws {
        let xml = Self.stack(priorities: ["1000", "500", "1000"], hidden: ["a"])
        for schema in NibCompiler.Options.Schema.allCases {
            let nib = try Nib(document: DocumentReader().read(data: Data(xml.utf8), file: "Stack.xib"), compiler: NibCompiler(options: .init(schema: schema)))
            let stack = try #require(nib.instantiate(owner: NibGenericOwner()).first as? NSStackView, "\(schema)")
            #expect(stack.visibilityPriorities == [1000, 500, 1000], "\(schema)")
        }
    }

    @Test func prioritiesThatAreNoNumbersOrOutOfRangeAreTheDefaultOrClamped() throws {
        let (container, archive) = try Self.container(Self.stack(priorities: ["nan", "1e999", "-1e300"], hidden: ["a"]))
        let map = try AppKitTextViewTests.referenced(container["NSStackViewContainerVisibilityPriorities"], in: archive)
        // NaN and infinity are the default (not listed); a huge negative one is clamped.
        #expect(map["NS.count"] == .int(1))
        #expect(try AppKitTextViewTests.referenced(map["$3"], in: archive).values.first?.value == .int(-1_000_000_000))
    }

    /// A map whose count claims more pairs than it holds, or no nil after them, is read to its last pair.
    @Test func aMapTableIsReadOnlyAsFarAsItsPairsGo() throws {
        var builder = ArchiveBuilder()
        let key = builder.string("key")
        let value = builder.number(.int(7))
        let map = builder.add(ArchivedObject(className: "NSMapTable", values: [
            KeyedValue("$0", .int(517)), KeyedValue("$1", .int(0)), KeyedValue("$2", .object(key)), KeyedValue("$3", .object(value)),
            KeyedValue("NS.count", .int(Int.max)),
        ]))
        builder.append(KeyedValue("root", .object(map)), to: 0)
        let decoder = NibDecoder(archive: builder.archive, resolver: ClassResolver(library: ObjectLibrary.classes), proxies: [:])
        let table = try #require(decoder.decodeObject(forKey: "root") as? ArchivedMapTable)
        #expect(table.pairs.count == 1 && (table.pairs.first?.value as? NSNumber)?.intValue == 7)
    }
}
