import Foundation
import NibArchive
import NibCompiler
import NibLoading
import NibTestSupport
import Testing

/// Number formatters with 10.0 behaviour (`formatterBehavior="10_0"`), as Foundation archives
/// them in an Apple-compiled nib (TermiT/Flycut's `MainMenu.nib/keyedobjects-101300.nib` in
/// ../shared/corpus-compiled): only what a 10.0 formatter sets, no rounding handler, plain zero text.
@Suite struct AppKitLegacyNumberFormatterTests {
    /// A formatter as Interface Builder writes one with 10.0 behaviour (Flycut's settings).
    static func formatter(positive: String = "#", negative: String = "-#", thousand: String = " ", extra: String = "") -> String {
        """
        <numberFormatter key="formatter" formatterBehavior="10_0" positiveFormat="\(positive)" negativeFormat="\(negative)" thousandSeparator="\(thousand)" \(extra) id="nf">
            <attributedString key="attributedStringForZero">
                <fragment content="0"/>
            </attributedString>
            <decimal key="minimum" value="NaN"/>
            <decimal key="maximum" value="NaN"/>
        </numberFormatter>
        """
    }

    static func formatterObject(_ archive: KeyedArchive) throws -> ArchivedObject {
        try AppleSchemaTests.object("NSNumberFormatter", in: archive)
    }

    @Test func a10_0FormatterArchivesOnlyTheSettingsA10_0FormatterHas() throws {
        for schema in NibCompiler.Options.Schema.allCases {
            let attributes = try AppKitNumberFormatterTests.attributes(AppKitNumberFormatterTests.archive(Self.formatter(), schema: schema))
            #expect(attributes.map(\.0) == [
                "allowsFloats", "attributedStringForZero", "decimalSeparator", "formatterBehavior", "groupingSeparator", "negativeFormat",
                "negativeInfinitySymbol", "nilSymbol", "positiveFormat", "positiveInfinitySymbol", "usesGroupingSeparator",
            ], "\(schema)")
            let byKey = Dictionary(uniqueKeysWithValues: attributes)
            #expect(byKey["formatterBehavior"] == "1000" && byKey["groupingSeparator"] == " " && byKey["decimalSeparator"] == ".")
            #expect(byKey["positiveFormat"] == "#" && byKey["negativeFormat"] == "-#" && byKey["nilSymbol"] == "")
            #expect(byKey["negativeInfinitySymbol"] == "-∞" && byKey["positiveInfinitySymbol"] == "+∞")
        }
    }

    @Test func everyNaNBoundOfTheNibIsFoundationsOneNaN() throws {
        let second = Self.formatter().replacingOccurrences(of: #"id="nf""#, with: #"id="nf2""#)
        let xml = AppKitDateFormatterTests.field(title: nil, formatter: Self.formatter()).replacingOccurrences(of: "</objects>", with: """
            <textField id="tf2"><rect key="frame" x="20" y="60" width="200" height="22"/>
                <textFieldCell key="cell" lineBreakMode="clipping" selectable="YES" editable="YES" id="tfc2">\(second)</textFieldCell>
            </textField>
            </objects>
            """)
        let archive = try AppleSchemaTests.archive(xml, schema: .apple)
        #expect(archive.objects.filter { $0.className == "NSNumberFormatter" }.count == 2)
        #expect(archive.objects.filter { $0.className == "NSDecimalNumberPlaceholder" }.count == 1)
    }

    @Test func a10_0FormattersThousandsSwitchIsFoundationsNotAKeyOfItsOwn() throws {
        for (value, grouped) in [("NO", false), ("YES", true)] {
            let archive = try AppKitNumberFormatterTests.archive(Self.formatter(extra: "hasThousandSeparators=\"\(value)\""))
            let formatter = try Self.formatterObject(archive)
            #expect(formatter["NSHasThousandSeparators"] == nil && formatter["NS.hasthousands"] == .bool(grouped), "\(value)")
        }
    }

    @Test func a10_0FormatterArchivesAllowsFloatsAsAnIntegerNumber() throws {
        let archive = try AppKitNumberFormatterTests.archive(Self.formatter())
        let byKey = Dictionary(uniqueKeysWithValues: try AppKitNumberFormatterTests.attributes(archive))
        // "1" is how the helper shows an `NS.intval`; a boolean would show as "true".
        #expect(byKey["allowsFloats"] == "1" && byKey["usesGroupingSeparator"] == "false")
        let none = Dictionary(uniqueKeysWithValues: try AppKitNumberFormatterTests.attributes(
            AppKitNumberFormatterTests.archive(Self.formatter(extra: #"allowsFloats="NO""#))))
        #expect(none["allowsFloats"] == "0")
    }

    @Test func a10_0FormattersBoundsAreNotANumberAndItHasNoRoundingHandler() throws {
        let archive = try AppKitNumberFormatterTests.archive(Self.formatter())
        let formatter = try Self.formatterObject(archive)
        guard case .object(let minimum)? = formatter["NS.min"], case .object(let maximum)? = formatter["NS.max"] else { Issue.record("no bounds"); return }
        #expect(minimum == maximum && archive.objects[minimum].className == "NSDecimalNumberPlaceholder")
        #expect(formatter["NS.rounding"] == .null && formatter["NS.positiveattrs"] == .null)
        #expect(formatter["NS.hasthousands"] == .bool(false) && formatter["NS.allowsfloats"] == .bool(true) && formatter["NS.localized"] == .bool(true))
    }

    @Test func a10_0FormattersZeroIsPlainAttributedTextSharedWithItsSettings() throws {
        let archive = try AppKitNumberFormatterTests.archive(Self.formatter())
        let formatter = try Self.formatterObject(archive)
        guard case .object(let zero)? = formatter["NS.zero"], case .object(let attributes)? = archive.objects[zero]["NSAttributes"],
              case .object(let dictionary)? = formatter["NS.attributes"] else { Issue.record("no zero"); return }
        #expect(archive.string("NSString", of: zero) == "0" && archive.objects[zero]["IBFragments"] == nil)
        #expect(archive.objects[attributes].className == "NSDictionary" && archive.objects[attributes].elements.isEmpty)
        #expect(archive.objects[dictionary].elements.contains(.object(zero)), "the settings hold the same zero")
    }

    @Test func a10_0PatternWithACommaGroupsThousands() throws {
        let archive = try AppKitNumberFormatterTests.archive(Self.formatter(positive: "#,##0", negative: "-#,##0", thousand: ","))
        let byKey = Dictionary(uniqueKeysWithValues: try AppKitNumberFormatterTests.attributes(archive))
        #expect(byKey["usesGroupingSeparator"] == "true" && byKey["groupingSeparator"] == ",")
        #expect(try Self.formatterObject(archive)["NS.hasthousands"] == .bool(true))
    }

    @Test func a10_0FormatterLoadsItsSettingsInBothSchemas() throws {
        for schema in NibCompiler.Options.Schema.allCases {
            let objects = try Fixture.topLevelObjects(AppKitDateFormatterTests.field(title: "5", formatter: Self.formatter()), schema: schema)
            let cell = try #require(objects.compactMap { $0 as? NSTextField }.first?.cell as? NSTextFieldCell)
            let formatter = try #require(cell.formatter as? NSNumberFormatter, "\(schema)")
            #expect(formatter.formatterBehavior == 1000 && formatter.allowsFloats == true && formatter.usesGroupingSeparator == false, "\(schema)")
            #expect(formatter.positiveFormat == "#" && formatter.negativeFormat == "-#" && formatter.thousandSeparator == " ")
            #expect(formatter.attributedStringForZero?.string == "0" && formatter.minimum == nil, "\(schema)")
        }
    }
}
