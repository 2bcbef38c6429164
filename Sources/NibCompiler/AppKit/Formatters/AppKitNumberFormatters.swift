import NibArchive
import NibDocument

/// Number formatters as ibtool archives them: Foundation's own archive of an `NSNumberFormatter`
/// (learnt from the ibtool pairs `numfmt_basic`, `numfmt_decimal`, `numfmt_dedup`), in both schemas:
/// - `NS.attributes`, a mutable dictionary in key order of every setting, at Foundation's
///   defaults for its style where the document says nothing (a decimal, currency or percent
///   style's grouping by 3 and at least 1 integer digit; at most 3 fraction digits for a decimal,
///   2 for a currency, none for a percentage); `minimum` and `maximum` only when set, the
///   infinity symbols unless the document sets them to nil, the locale where it names one (an
///   `NSLocale` whose one key is `NS.identifier`: Foundation's coder);
/// - the patterns the settings make (`NS.positiveformat`, `NS.negativeformat`: `#` for each
///   optional integer digit, `0` for each required one, grouping as `#,##0`, fraction digits
///   after a point; a currency's sign before them, a percentage's after), the zero symbol, the decimal and thousands separators, whether the format
///   is localized and allows fractions;
/// - with Apple's schema also what Foundation always archives: nil and NaN symbols as
///   attributed strings, the bounds again (an NSDecimalNumber NaN when not set), the rounding
///   handler, the grouping and fraction switches again.
///
/// The document's own `positiveFormat`, `negativeFormat`, `thousandSeparator`,
/// `localizesFormat` and zero symbol set the patterns and symbols; what ibtool also adds to
/// `NS.attributes` for them on a 10.4 formatter is not known, so nothing is. A formatter with
/// 10.0 behaviour is archived by its own rule (`AppKitLegacyNumberFormatters.swift`).
/// A cell with a number formatter holds its title as the number it reads, and no contents
/// without a title.
enum AppKitNumberFormats {
    /// `NSNumberFormatterStyle` by Interface Builder's name.
    static let styleNumbers = [
        "none": 0, "decimal": 1, "currency": 2, "percent": 3, "scientific": 4, "spellOut": 5, "ordinal": 6,
        "currencyISOCode": 8, "currencyPlural": 9, "currencyAccounting": 10,
    ]

    /// The styles that group their integer digits by three, as their patterns (CLDR's) do.
    static let groupingStyles: Set<Int> = [1, 2, 3]

    /// The integer settings with Foundation's values for a style: none; decimal (at most three
    /// fraction digits); currency (two); percent (none).
    static func defaults(style: Int) -> [String: Int] {
        let grouped = groupingStyles.contains(style)
        let fraction = [1: (0, 3), 2: (2, 2)][style] ?? (0, 0)
        return [
            "formatWidth": 0, "groupingSize": grouped ? 3 : 0, "maximumFractionDigits": fraction.1,
            "maximumIntegerDigits": grouped ? 2_000_000_000 : 42, "minimumFractionDigits": fraction.0,
            "minimumIntegerDigits": grouped ? 1 : 0, "paddingPosition": 0, "roundingMode": 4, "secondaryGroupingSize": 0,
        ]
    }

    /// A style's pattern around its digits: the currency sign before a currency's, the percent
    /// sign after a percentage's (CLDR's root patterns `¤#,##0.00`, `#,##0%`).
    static func styled(_ digits: String, style: Int) -> String {
        switch style {
        case 2: "¤" + digits
        case 3: digits + "%"
        default: digits
        }
    }

    /// The pattern the settings make: optional (`#`) and required (`0`) integer digits,
    /// grouped as `#,##0` when grouping, then the fraction digits after a point.
    static func pattern(minimumInteger: Int, maximumInteger: Int, minimumFraction: Int, maximumFraction: Int, groupingSize: Int?) -> String {
        // (A document's digit counts are clamped: a hostile one would otherwise ask for gigabytes.)
        let limit = 1_000
        func clamped(_ count: Int, to top: Int = limit) -> Int { min(max(count, 0), top) }
        let (minimumInteger, minimumFraction, maximumFraction) = (clamped(minimumInteger), clamped(minimumFraction), clamped(maximumFraction))
        let maximumInteger = clamped(maximumInteger, to: Int(Int32.max))
        let groupingSize = groupingSize.map { clamped($0) }
        let required = max(0, minimumInteger)
        var integer: String
        if let group = groupingSize, group > 0 {
            integer = "#," + String(repeating: "#", count: max(0, group - min(required, group))) + String(repeating: "0", count: min(required, group))
        } else {
            // A huge maximum (a style's 2,000,000,000) is one optional digit, not a string that long.
            let optional = maximumInteger - required <= limit ? max(0, maximumInteger - required) : 1
            integer = String(repeating: "#", count: optional) + String(repeating: "0", count: required)
        }
        guard maximumFraction > 0 else { return integer }
        let fraction = String(repeating: "0", count: max(0, minimumFraction)) + String(repeating: "#", count: max(0, maximumFraction - minimumFraction))
        return integer + "." + fraction
    }
}

extension Compilation {
    /// The generic keys of a `<numberFormatter>`'s attributes and children, which Foundation's
    /// keys replace.
    static let numberFormatterGenericKeys: Set<String> = [
        "NSFormatterBehavior", "NSUsesGroupingSeparator", "NSGroupingSize", "NSMinimumIntegerDigits", "NSMaximumIntegerDigits",
        "NSMinimumFractionDigits", "NSMaximumFractionDigits", "NSNumberStyle", "NSFormatWidth", "NSLenient", "NSAllowsFloats",
        "NSPositiveFormat", "NSNegativeFormat", "NSThousandSeparator", "NSLocalizesFormat", "NSMinimum", "NSMaximum",
        "NSAttributedStringForZero", "NSNegativeInfinitySymbol", "NSPositiveInfinitySymbol", "NSLocale", "NSHasThousandSeparators",
    ]

    /// A `<numberFormatter>`'s values as Foundation archives a number formatter.
    mutating func appKitNumberFormatterValues(_ object: DocumentObject, _ values: [KeyedValue]) -> [KeyedValue] {
        let formatter = document.element(at: object.path)
        if AppKitLegacyNumberFormats.hasBehavior10_0(formatter) { return appKitLegacyNumberFormatterValues(object, formatter, values) }
        let style = AppKitNumberFormats.styleNumbers[formatter["numberStyle"] ?? "none"] ?? 0
        var integers = AppKitNumberFormats.defaults(style: style)
        for key in integers.keys { if let number = formatter[key].flatMap(Int.init) { integers[key] = number } }
        let usesGrouping = formatter["usesGroupingSeparator"].map { $0 == "YES" } ?? AppKitNumberFormats.groupingStyles.contains(style)
        let allowsFloats = formatter["allowsFloats"] != "NO"
        func bound(_ key: String) -> ArchiveValue? {
            guard let child = formatter.children.first(where: { $0["key"] == key }), let text = child["value"] else { return nil }
            if child.name == "integer", let number = Int(text) { return .object(builder.number(.int(number))) }
            return Double(text).map { .object(builder.number(.double($0))) }
        }
        let isNil = { (key: String) in formatter.children.contains { $0.name == "nil" && $0["key"] == key } }
        var attributes: [(String, ArchiveValue)] = [
            ("allowsFloats", .object(builder.number(.bool(allowsFloats)))),
            ("alwaysShowsDecimalSeparator", .object(builder.number(.bool(false)))),
            ("formatterBehavior", .object(builder.number(.int(1040)))),
            ("generatesDecimalNumbers", .object(builder.number(.bool(false)))),
            ("lenient", .object(builder.number(.bool(formatter["lenient"] == "YES")))),
            ("nilSymbol", .object(builder.string(""))),
            ("usesGroupingSeparator", .object(builder.number(.bool(usesGrouping)))),
        ]
        // (In key order: the archive is the same on every compile.)
        for (key, number) in integers.sorted(by: { $0.key < $1.key }) { attributes.append((key, .object(builder.number(.int(number))))) }
        let minimum = bound("minimum")
        let maximum = bound("maximum")
        if let minimum { attributes.append(("minimum", minimum)) }
        if let maximum { attributes.append(("maximum", maximum)) }
        if style != 0 { attributes.append(("numberStyle", .object(builder.number(.int(style))))) }
        if let locale = formatterLocale(formatter) { attributes.append(("locale", locale)) }
        if !isNil("negativeInfinitySymbol") { attributes.append(("negativeInfinitySymbol", .object(builder.string("-∞")))) }
        if !isNil("positiveInfinitySymbol") { attributes.append(("positiveInfinitySymbol", .object(builder.string("+∞")))) }
        attributes.sort { $0.0 < $1.0 }

        let pattern = formatter["positiveFormat"] ?? AppKitNumberFormats.styled(AppKitNumberFormats.pattern(
            minimumInteger: integers["minimumIntegerDigits"] ?? 0, maximumInteger: integers["maximumIntegerDigits"] ?? 42,
            minimumFraction: integers["minimumFractionDigits"] ?? 0, maximumFraction: integers["maximumFractionDigits"] ?? 0,
            groupingSize: usesGrouping ? integers["groupingSize"] : nil), style: style)
        let zero = values.first { $0.key == "NSAttributedStringForZero" }?.value ?? .null
        return numberFormatterValues(object, replacing: values, NumberFormatterArchive(
            attributes: attributes, positiveFormat: pattern, negativeFormat: formatter["negativeFormat"] ?? pattern, zero: zero,
            decimalSeparator: ".", thousandSeparator: formatter["thousandSeparator"] ?? ",", localizesFormat: formatter["localizesFormat"] != "NO",
            minimum: minimum, maximum: maximum, hasRoundingHandler: true, usesGrouping: usesGrouping, allowsFloats: allowsFloats))
    }

    /// A formatter's locale, an attribute of its own: Foundation's NSLocale, its identifier its
    /// only key (decompiled Foundation's `-[NSLocale encodeWithCoder:]`, Finch's coder).
    mutating func formatterLocale(_ formatter: Element) -> ArchiveValue? {
        formatter.child("locale", key: "locale").flatMap { foundationLocale($0) }
    }

    /// What a number formatter archives around its `NS.attributes`, whichever its behaviour.
    struct NumberFormatterArchive {
        /// `NS.attributes`' entries, in key order.
        var attributes: [(String, ArchiveValue)]
        var positiveFormat: String
        var negativeFormat: String
        var zero: ArchiveValue
        var decimalSeparator: String
        var thousandSeparator: String
        var localizesFormat: Bool
        /// The bounds the document sets; a missing one is Foundation's NaN decimal number.
        var minimum: ArchiveValue?
        var maximum: ArchiveValue?
        /// 10.4 formatters have a rounding handler; 10.0 ones none.
        var hasRoundingHandler: Bool
        var usesGrouping: Bool
        var allowsFloats: Bool
    }

    /// `values` with the formatter's generic keys replaced by Foundation's number formatter keys:
    /// `NS.attributes`, the patterns, zero and separators in both schemas; in Apple's, also the
    /// nil and NaN symbols, the bounds, the rounding handler and the flags.
    mutating func numberFormatterValues(_ object: DocumentObject, replacing values: [KeyedValue], _ archive: NumberFormatterArchive) -> [KeyedValue] {
        var result = values.filter { !Self.numberFormatterGenericKeys.contains($0.key) }
        if diagnostics.recordsAttributeUses, let index = archiveIndex.indexByID[object.id] {
            for key in Self.numberFormatterGenericKeys { renameUses(of: index, from: key, to: "NS.attributes") }
        }
        result += [
            KeyedValue("NS.attributes", .object(builder.dictionary(archive.attributes.map { (.object(builder.string($0.0)), $0.1) }, className: "NSMutableDictionary"))),
            KeyedValue("NS.positiveformat", .object(builder.string(archive.positiveFormat))),
            KeyedValue("NS.negativeformat", .object(builder.string(archive.negativeFormat))),
            KeyedValue("NS.zero", archive.zero),
            KeyedValue("NS.decimal", .object(builder.string(archive.decimalSeparator))),
            KeyedValue("NS.thousand", .object(builder.string(archive.thousandSeparator))),
            KeyedValue("NS.localized", .bool(archive.localizesFormat)),
        ]
        guard writesAppleOnlyKeys else { return result }
        let nilSymbol = builder.add(ArchivedObject(className: "NSAttributedString", values: [KeyedValue("NSString", .object(builder.string("")))]))
        let nanSymbol = builder.add(ArchivedObject(className: "NSAttributedString", values: [
            KeyedValue("NSString", .object(builder.string("NaN"))), KeyedValue("NSAttributes", .object(builder.dictionary([]))),
        ]))
        let rounding: ArchiveValue = archive.hasRoundingHandler ? .object(builder.add(ArchivedObject(className: "NSDecimalNumberHandler", values: [
            KeyedValue("NS.roundingmode", .int(3)), KeyedValue("NS.raise.overflow", .bool(true)),
            KeyedValue("NS.raise.underflow", .bool(true)), KeyedValue("NS.raise.dividebyzero", .bool(true)),
        ]))) : .null
        // Foundation archives its one NaN object for both missing bounds.
        let notANumber = archive.minimum == nil || archive.maximum == nil ? decimalNotANumber() : .null
        result += [
            KeyedValue("NS.positiveattrs", .null), KeyedValue("NS.negativeattrs", .null),
            KeyedValue("NS.nil", .object(nilSymbol)), KeyedValue("NS.nan", .object(nanSymbol)),
            KeyedValue("NS.min", archive.minimum ?? notANumber), KeyedValue("NS.max", archive.maximum ?? notANumber),
            KeyedValue("NS.rounding", rounding),
            KeyedValue("NS.hasthousands", .bool(archive.usesGrouping)), KeyedValue("NS.allowsfloats", .bool(archive.allowsFloats)),
        ]
        return result
    }

    /// Foundation's `NSDecimalNumber.notANumber` as archived: no digits, negative. It is one
    /// object, for every formatter of the nib (Flycut's Apple-compiled MainMenu nib: three
    /// formatters' bounds, one object).
    private mutating func decimalNotANumber() -> ArchiveValue {
        if let archived = shared.decimalNotANumber { return archived }
        let archived = ArchiveValue.object(builder.add(ArchivedObject(className: "NSDecimalNumberPlaceholder", values: [
            KeyedValue("NS.exponent", .int(0)), KeyedValue("NS.length", .int(0)), KeyedValue("NS.negative", .bool(true)),
            KeyedValue("NS.compact", .bool(false)), KeyedValue("NS.mantissa.bo", .int(1)),
            KeyedValue("NS.mantissa", .data([UInt8](repeating: 0, count: 16))),
        ])))
        shared.decimalNotANumber = archived
        return archived
    }

    /// A cell with a number formatter: its title as the number it reads (an integer, or a
    /// double with a fraction), no contents without a title; other text stays text.
    mutating func appKitNumberCellContents(_ cell: Element, _ values: inout [KeyedValue]) {
        guard let formatter = cell.children.first(where: { $0.name == "numberFormatter" && $0["key"] == "formatter" }),
              let position = values.firstIndex(where: { $0.key == "NSContents" }) else { return }
        let separator = formatter["thousandSeparator"] ?? ","
        let title = (cell["title"] ?? "").replacingSeparator(separator)
        if title.isEmpty {
            values.remove(at: position)
        } else if let number = Int(title) {
            values[position].value = .object(builder.number(.int(number)))
        } else if let number = Double(title), number.isFinite {
            values[position].value = .object(builder.number(.double(number)))
        }
    }
}

private extension String {
    /// The text without a thousands separator.
    func replacingSeparator(_ separator: String) -> String {
        guard let mark = separator.first, separator.count == 1 else { return self }
        return String(filter { $0 != mark })
    }
}
