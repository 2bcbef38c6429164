import Foundation
import NibArchive
import NibCompiler
import NibDocument
import NibLoading
import NibTestSupport
import Testing

/// Styled text as Foundation's and UIFoundation's coders archive it, in both schemas:
/// `NSAttributedString`'s runs, `NSParagraphStyle` and `NSTextTab`.
@Suite struct AttributedStringAndParagraphStyleTests {
    /// A menu whose item has an attributed title of `fragments`.
    static func menu(_ fragments: String) -> String {
        Fixture.macOS("""
            <menu title="M" id="m"><items>
                <menuItem title="Item" id="i"><attributedString key="attributedTitle">\(fragments)</attributedString></menuItem>
            </items></menu>
            """)
    }

    static let font = #"<font key="NSFont" metaFont="system"/>"#
    static let boldFont = #"<font key="NSFont" size="13" name="Helvetica-Bold"/>"#

    static func fragment(_ text: String, _ attributes: String) -> String {
        #"<fragment content="\#(text)"><attributes>\#(attributes)</attributes></fragment>"#
    }

    static func title(_ xml: String, schema: NibCompiler.Options.Schema) throws -> (KeyedArchive, ArchivedObject) {
        let archive = try AppleSchemaTests.archive(xml, schema: schema)
        let item = try AppleSchemaTests.object("NSMenuItem", in: archive)
        return (archive, try AppKitTextViewTests.referenced(item["NSAttributedTitle"], in: archive))
    }

    static func paragraphStyle(_ attributes: String, tabs: String? = nil, schema: NibCompiler.Options.Schema = .apple) throws -> (KeyedArchive, ArchivedObject) {
        let style = tabs.map { #"<paragraphStyle key="NSParagraphStyle" \#(attributes)><tabStops>\#($0)</tabStops></paragraphStyle>"# }
            ?? #"<paragraphStyle key="NSParagraphStyle" \#(attributes)/>"#
        let archive = try AppleSchemaTests.archive(menu(fragment("Tab", font + style)), schema: schema)
        return (archive, try AppleSchemaTests.object("NSParagraphStyle", in: archive))
    }

    static func keys(_ object: ArchivedObject) -> Set<String> { Set(object.values.map(\.key)) }

    @Test(arguments: NibCompiler.Options.Schema.allCases)
    func textOfOneRunArchivesItsOneAttributeDictionary(schema: NibCompiler.Options.Schema) throws {
        let (archive, title) = try Self.title(Self.menu(Self.fragment("Hello ", Self.font) + Self.fragment("world", Self.font)), schema: schema)
        #expect(Self.keys(title) == ["NSString", "NSAttributes"])
        let attributes = try AppKitTextViewTests.referenced(title["NSAttributes"], in: archive)
        #expect(attributes.className == "NSDictionary" && attributes.elements.count == 2)
        guard case .object(let text)? = title["NSString"] else { Issue.record("no text"); return }
        #expect(archive.objects[text].className == "NSString")
    }

    @Test(arguments: NibCompiler.Options.Schema.allCases)
    func runsArchiveTheirDistinctDictionariesAndEachRunsLengthAndIndex(schema: NibCompiler.Options.Schema) throws {
        let xml = Self.menu(Self.fragment("Hé ", Self.font) + Self.fragment("bold", Self.boldFont) + Self.fragment(" 😀", Self.font))
        let (archive, title) = try Self.title(xml, schema: schema)
        #expect(Self.keys(title) == ["NSString", "NSAttributes", "NSAttributeInfo"])
        let dictionaries = try AppKitTextViewTests.referenced(title["NSAttributes"], in: archive)
        #expect(dictionaries.className == "NSMutableArray" && dictionaries.elements.count == 2)
        let info = try AppKitTextViewTests.referenced(title["NSAttributeInfo"], in: archive)
        // UTF-16 lengths: "Hé " 3, "bold" 4, " 😀" 3; dictionary indexes 0, 1, 0.
        #expect(info.className == "NSMutableData" && info["NS.bytes"] == .data([3, 0, 4, 1, 3, 0]))
        let item = try Fixture.topLevelObjects(xml, schema: schema).compactMap { $0 as? NSMenu }.first?.items.first as? NSMenuItem
        let runs = try #require(item?.attributedTitle?.runs)
        #expect(runs.count == 3 && item?.attributedTitle?.string == "Hé bold 😀")
    }

    @Test(arguments: NibCompiler.Options.Schema.allCases)
    func plainTextArchivesAnEmptyDictionaryAndEmptyTextItsStringAlone(schema: NibCompiler.Options.Schema) throws {
        let (archive, plain) = try Self.title(Self.menu(#"<fragment content="Plain"/>"#), schema: schema)
        #expect(Self.keys(plain) == ["NSString", "NSAttributes"])
        #expect(try AppKitTextViewTests.referenced(plain["NSAttributes"], in: archive).elements.isEmpty)
        let (_, empty) = try Self.title(Self.menu(#"<fragment content=""><attributes>\#(Self.font)</attributes></fragment>"#), schema: schema)
        #expect(Self.keys(empty) == ["NSString"])
    }

    @Test func aParagraphStyleArchivesOnlyWhatDiffersFromItsDefaults() throws {
        let (_, natural) = try Self.paragraphStyle(#"alignment="natural" lineBreakMode="wordWrapping" baseWritingDirection="natural" tighteningFactorForTruncation="0.0""#)
        #expect(natural["NSAlignment"] == .int(4) && natural["NSTighteningFactorForTruncation"] == .double(0))
        #expect(natural["NSTabStops"] == .null && natural["NSAllowsTighteningForTruncation"] == .int(1))
        #expect(Self.keys(natural) == ["NSAlignment", "NSTighteningFactorForTruncation", "NSTabStops", "NSAllowsTighteningForTruncation"])
        let (_, styled) = try Self.paragraphStyle(#"""
            alignment="left" lineBreakMode="truncatingTail" baseWritingDirection="rightToLeft" lineSpacing="3" lineHeightMultiple="1.1000000000000001" \#
            minimumLineHeight="22" tighteningFactorForTruncation="0.05" allowsDefaultTighteningForTruncation="NO"
            """#)
        #expect(styled["NSAlignment"] == nil && styled["NSLineBreakMode"] == .int(4) && styled["NSWritingDirection"] == .int(2))
        #expect(styled["NSLineSpacing"] == .double(3) && styled["NSLineHeightMultiple"] == .double(1.1) && styled["NSMinLineHeight"] == .double(22))
        // A set factor is a float: 0.05 is not the default double 0.05.
        #expect(styled["NSTighteningFactorForTruncation"] == .double(Double(Float(0.05))))
        #expect(styled["NSAllowsTighteningForTruncation"] == nil)
    }

    @Test func aParagraphStyleWritesTheDefaultTighteningFactorAsItsFloat() throws {
        let (_, style) = try Self.paragraphStyle(#"alignment="natural""#)
        #expect(style["NSTighteningFactorForTruncation"] == .double(Double(Float(0.05))))
    }

    @Test func aParagraphStyleIgnoresNumbersThatAreNotFinite() throws {
        let (_, style) = try Self.paragraphStyle(#"alignment="sideways" lineSpacing="nan" headIndent="inf" tailIndent="-1e999" tighteningFactorForTruncation="NaN""#)
        // (The factor that is no number is the default, which is written.)
        #expect(Set(Self.keys(style)) == ["NSTighteningFactorForTruncation", "NSTabStops", "NSAllowsTighteningForTruncation"])
        #expect(style["NSTighteningFactorForTruncation"] == .double(Double(Float(0.05))))
    }

    @Test func aTextTabArchivesItsTypeAndItsAlignmentOnlyWhereUIFoundationDoes() throws {
        let tabs = #"""
            <textTab alignment="left" location="20"><options/></textTab>
            <textTab alignment="right" location="56"/>
            <textTab alignment="center" location="84"/>
            <textTab alignment="natural" location="112"/>
            <textTab alignment="left" location="140"/>
            """#
        let (archive, style) = try Self.paragraphStyle(#"alignment="left""#, tabs: tabs)
        let list = try AppKitTextViewTests.referenced(style["NSTabStops"], in: archive)
        #expect(list.className == "NSArray")
        let archived = try list.elements.map { try AppKitTextViewTests.referenced($0, in: archive) }
        #expect(archived.map { $0["NSLocation"] } == [20, 56, 84, 112, 140].map { .double($0) })
        #expect(Self.keys(archived[0]) == ["NSTabOptions", "NSLocation"])
        #expect(archived[1]["NSTextAlignment"] == .int(1) && archived[1]["NSType"] == .int(1))
        #expect(Self.keys(archived[2]) == ["NSType", "NSLocation"] && archived[2]["NSType"] == .int(2))
        #expect(archived[3]["NSTextAlignment"] == .int(4) && archived[3]["NSType"] == nil)
        #expect(Self.keys(archived[4]) == ["NSLocation"])
    }

    @Test func aLeftTabOnTheDefaultGridIsTheDefaultTabWithoutOptions() throws {
        let tabs = #"""
            <textTab alignment="left" location="56"><options/></textTab>
            <textTab alignment="left" location="336"><options/></textTab>
            <textTab alignment="left" location="364"><options/></textTab>
            <textTab alignment="left" location="57"><options/></textTab>
            """#
        let (archive, style) = try Self.paragraphStyle(#"alignment="left""#, tabs: tabs)
        let list = try AppKitTextViewTests.referenced(style["NSTabStops"], in: archive)
        let archived = try list.elements.map { try AppKitTextViewTests.referenced($0, in: archive) }
        #expect(archived.map(Self.keys) == [["NSLocation"], ["NSLocation"], ["NSTabOptions", "NSLocation"], ["NSTabOptions", "NSLocation"]])
    }

    @Test(arguments: NibCompiler.Options.Schema.allCases)
    func equalTabsAreOneObject(schema: NibCompiler.Options.Schema) throws {
        let tab = #"<textTab alignment="left" location="28"><options/></textTab>"#
        let style = #"<paragraphStyle key="NSParagraphStyle" alignment="left"><tabStops>\#(tab)</tabStops></paragraphStyle>"#
        let styleRight = #"<paragraphStyle key="NSParagraphStyle" alignment="right"><tabStops>\#(tab)</tabStops></paragraphStyle>"#
        let archive = try AppleSchemaTests.archive(Self.menu(Self.fragment("a", style) + Self.fragment("b", styleRight)), schema: schema)
        #expect(archive.objects.filter { $0.className == "NSTextTab" }.count == 1)
    }

    @Test(arguments: NibCompiler.Options.Schema.allCases)
    func aLoadedParagraphStyleHasTheDocumentsSettings(schema: NibCompiler.Options.Schema) throws {
        let style = #"""
            <paragraphStyle key="NSParagraphStyle" alignment="center" lineBreakMode="truncatingMiddle" baseWritingDirection="leftToRight" lineSpacing="4" tighteningFactorForTruncation="0.0">
                <tabStops><textTab alignment="right" location="56"><options/></textTab></tabStops>
            </paragraphStyle>
            """#
        let xml = Self.menu(Self.fragment("Centred", Self.font + style) + Self.fragment("Plain", Self.font))
        let item = try Fixture.topLevelObjects(xml, schema: schema).compactMap { $0 as? NSMenu }.first?.items.first as? NSMenuItem
        let loaded = try #require(item?.attributedTitle?.runs.first?.attributes["NSParagraphStyle"] as? NSParagraphStyle)
        #expect(loaded.alignment == .center && loaded.lineBreakMode == .byTruncatingMiddle && loaded.baseWritingDirection == .leftToRight)
        #expect(loaded.lineSpacing == 4 && loaded.tighteningFactorForTruncation == 0 && loaded.allowsDefaultTighteningForTruncation)
        #expect(loaded.tabStops.map(\.location) == [56] && loaded.tabStops.first?.alignment == .right && loaded.tabStops.first?.tabStopType == .rightTabStopType)
        #expect(item?.attributedTitle?.runs.last?.attributes["NSParagraphStyle"] == nil)
    }

    @Test func aParagraphStyleWithoutTabsHasTheDefaultOnesAndAnArchivedOneWithoutAnAlignmentIsLeft() throws {
        let fresh = NSParagraphStyle()
        #expect(fresh.tabStops.count == 12 && fresh.tabStops.last?.location == 336 && fresh.alignment == .natural)
        let xml = Self.menu(Self.fragment("Left", #"<paragraphStyle key="NSParagraphStyle" alignment="left"/>"#))
        for schema in NibCompiler.Options.Schema.allCases {
            let item = try Fixture.topLevelObjects(xml, schema: schema).compactMap { $0 as? NSMenu }.first?.items.first as? NSMenuItem
            let loaded = try #require(item?.attributedTitle?.runs.first?.attributes["NSParagraphStyle"] as? NSParagraphStyle)
            #expect(loaded.alignment == .left && loaded.tabStops.count == 12, "\(schema)")
        }
    }

    @Test func aUIKitLabelsParagraphStyleIsUIFoundationsClassWithItsKeys() throws {
        let xml = Fixture.iOS("""
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" id="l">
                <rect key="frame" x="0" y="0" width="200" height="21"/>
                <attributedString key="attributedText">
                    <fragment content="Centre">
                        <attributes>
                            <font key="NSFont" size="17" name="Helvetica"/>
                            <paragraphStyle key="NSParagraphStyle" alignment="center" lineBreakMode="wordWrapping" baseWritingDirection="natural" tighteningFactorForTruncation="0.0"/>
                        </attributes>
                    </fragment>
                </attributedString>
            </label>
            """)
        let archive = try UIKitAppleSchemaTests.archive(xml)
        #expect(UIKitAppleSchemaTests.objects("UIParagraphStyle", in: archive).isEmpty)
        let style = try #require(UIKitAppleSchemaTests.objects("NSParagraphStyle", in: archive).first)
        #expect(style["NSAlignment"] == .int(2) && style["NSTabStops"] == .null)
    }

    @Test(arguments: NibCompiler.Options.Schema.allCases)
    func numbersInAttributesAreNumberObjects(schema: NibCompiler.Options.Schema) throws {
        let xml = Self.menu(Self.fragment("Underlined", Self.font + #"<integer key="NSUnderline" value="1"/><real key="NSKern" value="1.5"/>"#))
        let (archive, title) = try Self.title(xml, schema: schema)
        let attributes = try AppKitTextViewTests.referenced(title["NSAttributes"], in: archive)
        let values = stride(from: 1, to: attributes.elements.count, by: 2).map { attributes.elements[$0] }
        #expect(values.count == 3 && values.allSatisfy { if case .object = $0 { true } else { false } })
        let numbers = values.compactMap { value -> ArchivedObject? in
            guard case .object(let index) = value, archive.objects[index].className == "NSNumber" else { return nil }
            return archive.objects[index]
        }
        #expect(numbers.count == 2)
        let item = try Fixture.topLevelObjects(xml, schema: schema).compactMap { $0 as? NSMenu }.first?.items.first as? NSMenuItem
        let loaded = try #require(item?.attributedTitle?.runs.first?.attributes)
        #expect((loaded["NSUnderline"] as? NSNumber)?.intValue == 1 && (loaded["NSKern"] as? NSNumber)?.doubleValue == 1.5)
    }
}
