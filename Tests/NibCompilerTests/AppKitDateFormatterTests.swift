import Foundation
import NibArchive
import NibCompiler
import NibLoading
import NibTestSupport
import Testing

/// Date formatters and the cells that hold them, as ibtool compiles them (`test_date_formatter`,
/// `dateformatter_weekday`, `datacell_unparseable`, `textfield_formatter` in the ibtool pairs).
@Suite struct AppKitDateFormatterTests {
    static func field(title: String?, formatter: String) -> String {
        Fixture.macOS("""
            <textField id="tf">
                <rect key="frame" x="20" y="20" width="200" height="22"/>
                <textFieldCell key="cell" lineBreakMode="clipping" selectable="YES" editable="YES" \(title.map { "title=\"\($0)\"" } ?? "") id="tfc">
                    \(formatter)
                </textFieldCell>
            </textField>
            """)
    }

    static let shortStyles = #"<dateFormatter key="formatter" dateStyle="short" timeStyle="short" id="df"/>"#
    static let weekday = #"<dateFormatter key="formatter" formatterBehavior="custom10_4" dateFormat="EEEE" id="df"/>"#
    static let longRelative = #"<dateFormatter key="formatter" dateStyle="long" timeStyle="short" doesRelativeDateFormatting="YES" id="df"/>"#

    /// The formatter's `NS.attributes` as (key, value) pairs in archive order.
    static func attributes(_ archive: KeyedArchive) throws -> [(String, ArchiveValue?)] {
        let formatter = try AppleSchemaTests.object("NSDateFormatter", in: archive)
        guard case .object(let dictionary)? = formatter["NS.attributes"] else { throw AppKitViewBasedTableTests.Missing(what: "no NS.attributes") }
        #expect(archive.objects[dictionary].className == "NSMutableDictionary")
        let members = archive.objects[dictionary].elements
        return stride(from: 0, to: members.count - 1, by: 2).map { position in
            guard case .object(let key) = members[position], case .data(let text)? = archive.objects[key]["NS.bytes"],
                  case .object(let value) = members[position + 1] else { return ("?", nil) }
            let number = archive.objects[value]
            return (String(decoding: text, as: UTF8.self), number["NS.intval"] ?? number["NS.boolval"] ?? number["NS.bytes"])
        }
    }

    static func formatString(_ archive: KeyedArchive) throws -> String? {
        archive.string("NS.format", of: try #require(archive.objects.firstIndex { $0.className == "NSDateFormatter" }))
    }

    @Test func aDateFormatWithDefaultBehaviourIsTheFormattersOwnPattern() throws {
        let formatter = #"<dateFormatter key="formatter" dateFormat="yyyy-MM-dd" id="df"/>"#
        let archive = try AppleSchemaTests.archive(Self.field(title: nil, formatter: formatter), schema: .apple)
        #expect(try Self.formatString(archive) == "yyyy-MM-dd")
        #expect(try Self.attributes(archive).map(\.0) == ["dateFormat", "dateStyle", "formatterBehavior", "timeStyle"])
        let old = #"<dateFormatter key="formatter" formatterBehavior="behavior10_0" dateFormat="%Y" id="df"/>"#
        #expect(try Self.attributes(AppleSchemaTests.archive(Self.field(title: nil, formatter: old), schema: .apple)).first?.0 == "dateStyle")
    }

    @Test func aDateFormatterIsArchivedAsFoundationArchivesIt() throws {
        for schema in NibCompiler.Options.Schema.allCases {
            let archive = try AppleSchemaTests.archive(Self.field(title: nil, formatter: Self.longRelative), schema: schema)
            let attributes = try Self.attributes(archive)
            #expect(attributes.map(\.0) == ["dateStyle", "doesRelativeDateFormatting", "formatterBehavior", "timeStyle"], "\(schema)")
            #expect(attributes.map(\.1) == [.int(3), .bool(true), .int(1040), .int(1)], "\(schema)")
            let formatter = try AppleSchemaTests.object("NSDateFormatter", in: archive)
            #expect(formatter["NS.natural"] == (schema == .apple ? .bool(false) : nil), "\(schema)")
            #expect(formatter["NSDateStyle"] == nil && formatter["NSTimeStyle"] == nil, "\(schema)")
        }
    }

    @Test func aDateFormattersLocaleIsAnAttributeNotAKeyOfItsOwn() throws {
        let formatter = #"<dateFormatter key="formatter" dateStyle="medium" id="df"><locale key="locale" localeIdentifier="fr_FR"/></dateFormatter>"#
        let archive = try AppleSchemaTests.archive(Self.field(title: nil, formatter: formatter), schema: .apple)
        #expect(try AppleSchemaTests.object("NSDateFormatter", in: archive)["NSLocale"] == nil)
        #expect(try AppleSchemaTests.object("NSLocale", in: archive).values.map(\.key) == ["NS.identifier"])
    }

    @Test func aFormattersStylesResolveToEnglishPatterns() throws {
        #expect(try Self.formatString(AppleSchemaTests.archive(Self.field(title: nil, formatter: Self.shortStyles), schema: .apple)) == "d/M/y, h:mm\u{202F}a")
        #expect(try Self.formatString(AppleSchemaTests.archive(Self.field(title: nil, formatter: Self.longRelative), schema: .apple)) == "d MMMM y 'at' h:mm\u{202F}a")
        let custom = try AppleSchemaTests.archive(Self.field(title: nil, formatter: Self.weekday), schema: .apple)
        #expect(try Self.formatString(custom) == "EEEE")
        #expect(try Self.attributes(custom).map(\.0) == ["dateFormat", "dateStyle", "formatterBehavior", "timeStyle"])
    }

    /// The `NS.time` of the cell's contents, when they are a date.
    static func contentsTime(_ archive: KeyedArchive) throws -> Double? {
        let cell = try AppleSchemaTests.object("NSTextFieldCell", in: archive)
        guard case .object(let contents)? = cell["NSContents"], archive.objects[contents].className == "NSDate",
              case .double(let time)? = archive.objects[contents]["NS.time"] else { return nil }
        return time
    }

    @Test func aDateCellsTitleIsArchivedAsTheDateItsFormatterReads() throws {
        for schema in NibCompiler.Options.Schema.allCases {
            // 4 January 1976, 23:00 UTC: a plain space matches the pattern's narrow one.
            let archive = try AppleSchemaTests.archive(Self.field(title: "4/1/1976, 11:00 pm", formatter: Self.shortStyles), schema: schema)
            #expect(try Self.contentsTime(archive) == -788_662_800, "\(schema)")
        }
    }

    @Test func aWeekdayAloneFallsInTheFirstISOWeekOf2000() throws {
        // Wednesday 5 January 2000.
        let archive = try AppleSchemaTests.archive(Self.field(title: "Wednesday", formatter: Self.weekday), schema: .apple)
        #expect(try Self.contentsTime(archive) == -31_276_800)
    }

    @Test func aTitleTheFormatterCannotReadSetsBit31OfTheCellsFlags() throws {
        for title in ["Text Cell", nil] {
            let archive = try AppleSchemaTests.archive(Self.field(title: title, formatter: Self.shortStyles), schema: .apple)
            let cell = try AppleSchemaTests.object("NSTextFieldCell", in: archive)
            guard case .integer(let flags, _)? = cell["NSCellFlags2"] else { Issue.record("no NSCellFlags2"); continue }
            #expect(flags < 0 && flags & 0x8000_0000 != 0, "\(title ?? "no title")")
            #expect(try Self.contentsTime(archive) == nil)
        }
        // A title it reads leaves the bit clear.
        let readable = try AppleSchemaTests.object("NSTextFieldCell", in: AppleSchemaTests.archive(Self.field(title: "Monday", formatter: Self.weekday), schema: .apple))
        guard case .integer(let flags, _)? = readable["NSCellFlags2"] else { Issue.record("no NSCellFlags2"); return }
        #expect(flags >= 0)
    }

    @Test func aDateFormatterLoadsWithItsStylesAndItsCellWithTheDate() throws {
        for schema in NibCompiler.Options.Schema.allCases {
            let objects = try Fixture.topLevelObjects(Self.field(title: "4/1/1976, 11:00 pm", formatter: Self.shortStyles), schema: schema)
            let field = try #require(objects.compactMap { $0 as? NSTextField }.first)
            let cell = try #require(field.cell as? NSTextFieldCell)
            #expect(cell.objectValue as? Date == Date(timeIntervalSinceReferenceDate: -788_662_800), "\(schema)")
            let formatter = try #require(cell.formatter as? NSDateFormatter, "\(schema)")
            #expect(formatter.dateStyle == "short" && formatter.timeStyle == "short" && formatter.formatterBehavior == 1040)
            #expect(formatter.format == "d/M/y, h:mm\u{202F}a" && formatter.dateFormat == nil && !formatter.doesRelativeDateFormatting)
        }
    }
}
