import Foundation
import NibArchive
import NibCompiler
import NibLoading
import NibTestSupport
import Testing

/// Number formatters and the cells that hold them, as ibtool compiles them (`numfmt_basic`,
/// `numfmt_decimal`, `numfmt_dedup` in the ibtool pairs).
@Suite struct AppKitNumberFormatterTests {
    static let plain = """
        <numberFormatter key="formatter" formatterBehavior="default10_4" usesGroupingSeparator="NO" groupingSize="0" minimumIntegerDigits="0" maximumIntegerDigits="42" id="nf">
            <real key="minimum" value="1"/>
            <real key="maximum" value="40320"/>
        </numberFormatter>
        """
    static let decimal = #"<numberFormatter key="formatter" formatterBehavior="default10_4" numberStyle="decimal" formatWidth="-1" minimumIntegerDigits="1" maximumIntegerDigits="2000000000" maximumFractionDigits="3" id="nf"/>"#
    static let integers = """
        <numberFormatter key="formatter" formatterBehavior="custom10_4" allowsFloats="NO" usesGroupingSeparator="NO" groupingSize="0" minimumIntegerDigits="1" maximumIntegerDigits="42" id="nf">
            <nil key="negativeInfinitySymbol"/>
            <nil key="positiveInfinitySymbol"/>
            <integer key="minimum" value="0"/>
        </numberFormatter>
        """

    /// The formatter's `NS.attributes` by key (numbers as `ArchiveValue`s, strings as text).
    static func attributes(_ archive: KeyedArchive) throws -> [(String, String)] {
        let formatter = try AppleSchemaTests.object("NSNumberFormatter", in: archive)
        guard case .object(let dictionary)? = formatter["NS.attributes"] else { throw AppKitViewBasedTableTests.Missing(what: "no NS.attributes") }
        let members = archive.objects[dictionary].elements
        return stride(from: 0, to: members.count - 1, by: 2).map { position in
            guard case .object(let key) = members[position], case .data(let text)? = archive.objects[key]["NS.bytes"],
                  case .object(let value) = members[position + 1] else { return ("?", "?") }
            let object = archive.objects[value]
            let shown: String
            switch object["NS.intval"] ?? object["NS.dblval"] ?? object["NS.boolval"] ?? object["NS.bytes"] {
            case .integer(let number, _)?: shown = String(number)
            case .double(let number)?: shown = String(number)
            case .bool(let flag)?: shown = String(flag)
            case .data(let bytes)?: shown = String(decoding: bytes, as: UTF8.self)
            default: shown = "?"
            }
            return (String(decoding: text, as: UTF8.self), shown)
        }
    }

    static func archive(_ formatter: String, title: String? = nil, schema: NibCompiler.Options.Schema = .apple) throws -> KeyedArchive {
        try AppleSchemaTests.archive(AppKitDateFormatterTests.field(title: title, formatter: formatter), schema: schema)
    }

    static func formatterIndex(_ archive: KeyedArchive) throws -> Int {
        try #require(archive.objects.firstIndex { $0.className == "NSNumberFormatter" })
    }

    @Test func aNumberFormattersSettingsAreOneDictionaryAtFoundationsDefaults() throws {
        for schema in NibCompiler.Options.Schema.allCases {
            let attributes = try Self.attributes(Self.archive(Self.plain, schema: schema))
            #expect(attributes.map(\.0) == attributes.map(\.0).sorted(), "in key order (\(schema))")
            let byKey = Dictionary(uniqueKeysWithValues: attributes)
            #expect(byKey["allowsFloats"] == "true" && byKey["formatterBehavior"] == "1040" && byKey["roundingMode"] == "4")
            #expect(byKey["minimum"] == "1.0" && byKey["maximum"] == "40320.0" && byKey["maximumIntegerDigits"] == "42")
            #expect(byKey["negativeInfinitySymbol"] == "-∞" && byKey["positiveInfinitySymbol"] == "+∞" && byKey["nilSymbol"] == "")
            #expect(byKey["numberStyle"] == nil, "no style, no key (\(schema))")
        }
    }

    @Test func theDigitSettingsMakeThePatterns() throws {
        let plain = try Self.archive(Self.plain)
        #expect(plain.string("NS.positiveformat", of: try Self.formatterIndex(plain)) == String(repeating: "#", count: 42))
        let integers = try Self.archive(Self.integers)
        #expect(integers.string("NS.negativeformat", of: try Self.formatterIndex(integers)) == String(repeating: "#", count: 41) + "0")
        let decimal = try Self.archive(Self.decimal)
        #expect(decimal.string("NS.positiveformat", of: try Self.formatterIndex(decimal)) == "#,##0.###")
    }

    @Test func aDecimalStyleGroupsByThreeWithAtMostThreeFractionDigits() throws {
        let byKey = Dictionary(uniqueKeysWithValues: try Self.attributes(Self.archive(Self.decimal)))
        #expect(byKey["numberStyle"] == "1" && byKey["groupingSize"] == "3" && byKey["usesGroupingSeparator"] == "true")
        #expect(byKey["formatWidth"] == "-1" && byKey["maximumFractionDigits"] == "3" && byKey["maximumIntegerDigits"] == "2000000000")
    }

    @Test func currencyAndPercentStylesGroupByThreeAndSignTheirPatterns() throws {
        let currency = try Self.archive(#"<numberFormatter key="formatter" formatterBehavior="default10_4" numberStyle="currency" id="nf"/>"#)
        #expect(currency.string("NS.positiveformat", of: try Self.formatterIndex(currency)) == "¤#,##0.00")
        let currencyKeys = Dictionary(uniqueKeysWithValues: try Self.attributes(currency))
        #expect(currencyKeys["numberStyle"] == "2" && currencyKeys["usesGroupingSeparator"] == "true" && currencyKeys["minimumFractionDigits"] == "2")
        let percent = try Self.archive(#"<numberFormatter key="formatter" formatterBehavior="default10_4" numberStyle="percent" id="nf"/>"#)
        #expect(percent.string("NS.positiveformat", of: try Self.formatterIndex(percent)) == "#,##0%")
    }

    @Test func aFormattersLocaleIsAnAttributeWhoseOnlyKeyIsItsIdentifier() throws {
        let archive = try Self.archive(#"<numberFormatter key="formatter" formatterBehavior="default10_4" numberStyle="decimal" id="nf"><locale key="locale" localeIdentifier="de_DE"/></numberFormatter>"#)
        let formatter = try AppleSchemaTests.object("NSNumberFormatter", in: archive)
        #expect(formatter["NSLocale"] == nil)
        let locale = try AppleSchemaTests.object("NSLocale", in: archive)
        let localeIndex = try #require(archive.objects.firstIndex { $0.className == "NSLocale" })
        #expect(locale.values.map(\.key) == ["NS.identifier"] && archive.string("NS.identifier", of: localeIndex) == "de_DE")
        #expect(try Self.attributes(archive).contains { $0.0 == "locale" })
    }

    @Test func infinitySymbolsTheDocumentSetsToNilAreLeftOut() throws {
        let byKey = Dictionary(uniqueKeysWithValues: try Self.attributes(Self.archive(Self.integers)))
        #expect(byKey["negativeInfinitySymbol"] == nil && byKey["positiveInfinitySymbol"] == nil)
        #expect(byKey["allowsFloats"] == "false" && byKey["minimum"] == "0" && byKey["maximum"] == nil)
    }

    @Test func missingBoundsAreOneDecimalNotANumberWithApplesSchema() throws {
        let archive = try Self.archive(Self.decimal)
        let formatter = archive.objects[try Self.formatterIndex(archive)]
        guard case .object(let minimum)? = formatter["NS.min"], case .object(let maximum)? = formatter["NS.max"] else { Issue.record("no bounds"); return }
        #expect(minimum == maximum && archive.objects[minimum].className == "NSDecimalNumberPlaceholder")
        #expect(archive.objects[minimum]["NS.negative"] == .bool(true) && archive.objects[minimum]["NS.length"] == .int(0))
        let compact = try Self.archive(Self.decimal, schema: .compact)
        #expect(compact.objects[try Self.formatterIndex(compact)]["NS.min"] == nil)
    }

    @Test func aNumberCellsTitleIsArchivedAsTheNumberItReads() throws {
        for (title, expected) in [("400", ArchiveValue.int(400)), ("1,234", .int(1234)), ("2.5", .double(2.5))] {
            let cell = try AppleSchemaTests.object("NSTextFieldCell", in: Self.archive(Self.decimal, title: title))
            let archive = try Self.archive(Self.decimal, title: title)
            guard case .object(let contents)? = cell["NSContents"] else { Issue.record("no contents for \(title)"); continue }
            #expect(archive.objects[contents].className == "NSNumber", "\(title)")
            #expect(archive.objects[contents]["NS.intval"] ?? archive.objects[contents]["NS.dblval"] == expected, "\(title)")
        }
        // No title, no contents.
        #expect(try AppleSchemaTests.object("NSTextFieldCell", in: Self.archive(Self.plain))["NSContents"] == nil)
    }

    @Test func aNumberFormatterLoadsItsSettingsInBothSchemas() throws {
        for schema in NibCompiler.Options.Schema.allCases {
            let objects = try Fixture.topLevelObjects(AppKitDateFormatterTests.field(title: "400", formatter: Self.decimal), schema: schema)
            let cell = try #require(objects.compactMap { $0 as? NSTextField }.first?.cell as? NSTextFieldCell)
            let formatter = try #require(cell.formatter as? NSNumberFormatter, "\(schema)")
            #expect(formatter.numberStyle == "decimal" && formatter.maximumFractionDigits == 3 && formatter.usesGroupingSeparator == true)
            #expect(formatter.positiveFormat == "#,##0.###" && formatter.decimalSeparator == "." && formatter.localizesFormat == true)
            #expect(formatter.minimum == nil && formatter.positiveInfinitySymbol == "+∞")
        }
    }

    @Test func hostileDigitCountsMakeABoundedPattern() throws {
        let formatter = #"<numberFormatter key="formatter" usesGroupingSeparator="YES" groupingSize="9223372036854775807" minimumIntegerDigits="-9223372036854775808" maximumIntegerDigits="9223372036854775807" maximumFractionDigits="99999999999" minimumFractionDigits="-5" id="nf"/>"#
        let archive = try Self.archive(formatter, title: "99999999999999999999")
        let pattern = try #require(archive.string("NS.positiveformat", of: try Self.formatterIndex(archive)))
        #expect(pattern.count < 3_000)
    }
}


/// Byte count formatters under `NSByteCountFormatter`'s own keys (Cappuccino's nib2cib
/// `NSByteCountFormatter.j`; Foundation's encoder writes each only away from its default).
@Suite struct AppKitByteCountFormatterTests {
    static func formatter(_ attributes: String, schema: NibCompiler.Options.Schema = .apple) throws -> ArchivedObject {
        let xml = Fixture.macOS("""
            <textField id="f"><rect key="frame" x="0" y="0" width="100" height="16"/>
                <textFieldCell key="cell" title="1" id="c">
                    <font key="font" metaFont="system"/>
                    <byteCountFormatter key="formatter" \(attributes) id="b"/>
                </textFieldCell>
            </textField>
            """)
        return try AppleSchemaTests.object("NSByteCountFormatter", in: try AppleSchemaTests.archive(xml, schema: schema))
    }

    @Test func aByteCountFormattersStyleIsNSKBSizeAndItsSwitchesAreKeysOnlyAwayFromTheirDefaults() throws {
        let formatter = try Self.formatter(#"countStyle="binary" allowsNonnumericFormatting="NO" includesActualByteCount="YES" includesCount="NO" includesUnit="NO" adaptive="NO" zeroPadsFractionDigits="YES""#)
        #expect(formatter["NSKBSize"] == .int(3))
        for key in ["NSNoNonnumeric", "NSActual", "NSNoCount", "NSNoUnit", "NSNoAdaptive", "NSZeroPad"] { #expect(formatter[key] == .bool(true), "\(key)") }
        #expect(formatter.values.map(\.key).sorted() == ["NSActual", "NSKBSize", "NSNoAdaptive", "NSNoCount", "NSNoNonnumeric", "NSNoUnit", "NSZeroPad"])
        let defaults = try Self.formatter(#"countStyle="file" allowsNonnumericFormatting="YES" includesActualByteCount="NO" adaptive="YES""#)
        #expect(defaults.values.isEmpty)
        // (NibKit's compact schema writes the same keys: its loader keeps them as they are.)
        #expect(try Self.formatter(#"countStyle="memory""#, schema: .compact)["NSKBSize"] == .int(1))
    }
}
