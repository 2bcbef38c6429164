import Foundation
import NibArchive
import NibCompiler
import NibDocument
import NibTestSupport
import Testing

/// Colour wells, path cells, date pickers and progress indicators in Apple's schema: what
/// their coders write of the attributes the generic rule would name after themselves (AppKit's
/// headers for the numbers; the decoders of Cocotron, GNUstep, Finch and Cappuccino, and
/// viraptor/ibtool's parsers, for the keys).
@Suite struct AppKitRangeAndPickerControlTests {
    static func object(_ className: String, _ body: String) throws -> ArchivedObject {
        try AppleSchemaTests.object(className, in: AppleSchemaTests.archive(Fixture.macOS(body), schema: .apple))
    }

    @Test func aColourWellKeepsItsControlSettingsOnlyUnderTheControlKeysItsSizeANumber() throws {
        let well = try Self.object("NSColorWell", """
            <colorWell bordered="NO" continuous="YES" refusesFirstResponder="YES" controlSize="small" id="w">
                <rect key="frame" x="0" y="0" width="44" height="23"/>
                <color key="color" red="0.05" green="0.5" blue="0.9" alpha="1" colorSpace="calibratedRGB"/>
            </colorWell>
            """)
        #expect(well["NSBordered"] == nil && well["NSContinuous"] == nil && well["NSRefusesFirstResponder"] == nil)
        #expect(well["NSIsBordered"] == .bool(false) && well["NSControlContinuous"] == .bool(true))
        #expect(well["NSControlRefusesFirstResponder"] == .bool(true))
        #expect(AppKitControlKeysByClassTests.integer(well["NSControlSize"]) == 1)
    }

    @Test func aColourWellsStyleIsANumberAndNoneAtTheDefault() throws {
        func style(_ name: String?) throws -> ArchiveValue? {
            let attribute = name.map { "colorWellStyle=\"\($0)\" " } ?? ""
            return try Self.object("NSColorWell", "<colorWell \(attribute)id=\"w\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"44\" height=\"23\"/></colorWell>")["NSColorWellStyle"]
        }
        #expect(try AppKitControlKeysByClassTests.integer(style("minimal")) == 1)
        #expect(try AppKitControlKeysByClassTests.integer(style("expanded")) == 2)
        #expect(try style("default") == nil && style(nil) == nil)
    }

    @Test func aPathCellsStyleIsANumberAndNoneAtTheStandardStyle() throws {
        func style(_ name: String) throws -> ArchiveValue? {
            try Self.object("NSPathCell", """
                <pathControl verticalHuggingPriority="750" allowsExpansionToolTips="YES" id="p">
                    <rect key="frame" x="0" y="0" width="200" height="22"/>
                    <pathCell key="cell" selectable="YES" editable="YES" alignment="left" pathStyle="\(name)" id="c">
                        <font key="font" metaFont="system"/>
                        <url key="url" string="file:///Applications/"/>
                    </pathCell>
                </pathControl>
                """)["NSPathStyle"]
        }
        #expect(try AppKitControlKeysByClassTests.integer(style("navigationBar")) == 1)
        #expect(try AppKitControlKeysByClassTests.integer(style("popUp")) == 2)
        #expect(try style("standard") == nil)
    }

    /// A date picker whose cell has `children` (after its font) and `cellAttributes`.
    static func datePicker(_ children: String, cellAttributes: String = "") -> String {
        Fixture.macOS("""
            <datePicker id="d"><rect key="frame" x="0" y="0" width="120" height="28"/>
                <datePickerCell key="cell" borderStyle="bezel" alignment="left" \(cellAttributes)id="c">
                    <font key="font" metaFont="system"/>
                    \(children)
                </datePickerCell>
            </datePicker>
            """)
    }

    static func datePickerCell(_ elements: String, cellAttributes: String = "") throws -> ArchivedObject {
        try AppleSchemaTests.object("NSDatePickerCell", in: AppleSchemaTests.archive(
            datePicker(#"<datePickerElements key="datePickerElements" \#(elements)/>"#, cellAttributes: cellAttributes), schema: .apple))
    }

    @Test func aDatePickersSecondsAreBit1AndItsTimeZoneBit4() throws {
        let full = try Self.datePickerCell(#"year="YES" month="YES" day="YES" hour="YES" minute="YES" second="YES""#)
        #expect(AppKitControlKeysByClassTests.integer(full["NSDatePickerElements"]) == 0xEE)
        let zoned = try Self.datePickerCell(#"hour="YES" minute="YES" timeZone="YES""#)
        #expect(AppKitControlKeysByClassTests.integer(zoned["NSDatePickerElements"]) == 0x1C)
    }

    @Test func aDatePickerUsingTheCurrentDateSaysSoUnderItsDecodingSwitch() throws {
        let cell = try Self.datePickerCell(#"year="YES" month="YES" day="YES""#, cellAttributes: #"useCurrentDate="YES" "#)
        #expect(cell["NSDatePickerUseCurrentDateDuringDecoding"] == .bool(true) && cell["NSUseCurrentDate"] == nil)
    }

    static func archivedPicker(_ children: String) throws -> KeyedArchive {
        try AppleSchemaTests.archive(datePicker(children), schema: .apple)
    }

    @Test func aCalendarDateIsTheNSDateItsArchiveHolds() throws {
        let archive = try Self.archivedPicker("""
            <calendarDate key="date" timeIntervalSinceReferenceDate="86400" calendarFormat="%Y-%m-%d %H:%M:%S %z"><mutableData key="keyedArchiveRepresentation">YnBsaXN0MDA=</mutableData></calendarDate>
            """)
        let cell = try AppleSchemaTests.object("NSDatePickerCell", in: archive)
        guard case .object(let index) = cell["NSContents"] else { Issue.record("no date"); return }
        #expect(archive.objects[index].className == "NSDate" && archive.objects[index]["NS.time"] == .double(86400))
        #expect(!archive.objects.contains { $0.className == "NSCalendarDate" })
    }

    @Test func aTimeZoneAndALocaleAreFoundationsOwnObjects() throws {
        let archive = try Self.archivedPicker("""
            <timeZone key="timeZone" name="Europe/Paris"><data key="data">VFppZjI=</data></timeZone>
            <locale key="locale" localeIdentifier="fr_FR"/>
            """)
        let zone = try AppleSchemaTests.object("NSTimeZone", in: archive)
        #expect(zone.values.map(\.key) == ["NS.name", "NS.data"])
        let locale = try AppleSchemaTests.object("NSLocale", in: archive)
        #expect(locale.values.map(\.key) == ["NS.identifier"])
    }

    @Test func aTimeZonesDataIsAnNSDataObjectAsItsCoderDecodesIt() throws {
        let archive = try Self.archivedPicker(#"<timeZone key="timeZone" name="Europe/Paris"><data key="data">VFppZjI=</data></timeZone>"#)
        let zone = try AppleSchemaTests.object("NSTimeZone", in: archive)
        guard case .object(let index) = zone["NS.data"] else { Issue.record("NS.data is not an object"); return }
        #expect(archive.objects[index].className == "NSData")
        #expect(archive.objects[index]["NS.bytes"] == .data(Array("TZif2".utf8)))
    }

    @Test func aDatePickerCellsFlagsDoNotSayItIsATextCell() throws {
        let cell = try Self.datePickerCell(#"year="YES" month="YES" day="YES""#)
        let flags = try #require(AppKitControlKeysByClassTests.integer(cell["NSCellFlags"]))
        #expect(flags & 0x0400_0000 == 0 && flags & 0x0040_0000 != 0)
    }

    @Test func aProgressIndicatorsThreadingAndTintAreNotKeysOfTheirOwn() throws {
        let indicator = try Self.object("NSProgressIndicator", """
            <progressIndicator maxValue="100" usesThreadedAnimation="YES" controlTint="graphite" style="bar" id="p"><rect key="frame" x="0" y="0" width="100" height="20"/></progressIndicator>
            """)
        #expect(indicator["NSUsesThreadedAnimation"] == nil && indicator["NSControlTint"] == nil)
        #expect(AppKitControlKeysByClassTests.integer(indicator["NSpiFlags"]).map { $0 & 0x4004 } == 0x4004)
    }

    @Test func aProgressIndicatorsCurrentValueIsNotArchivedInEitherSchema() throws {
        let xml = Fixture.macOS("""
            <progressIndicator maxValue="100" doubleValue="42" style="bar" id="p"><rect key="frame" x="0" y="0" width="100" height="20"/></progressIndicator>
            """)
        for schema in NibCompiler.Options.Schema.allCases {
            let indicator = try AppleSchemaTests.object("NSProgressIndicator", in: AppleSchemaTests.archive(xml, schema: schema))
            #expect(indicator["NSDoubleValue"] == nil, "\(schema)")
        }
    }
}
