import NibArchive
import NibDocument

/// Number formatters with Mac OS X 10.0 behaviour (`formatterBehavior="10_0"`, Foundation's
/// `NSNumberFormatterBehavior10_0`, 1000), as Foundation archives them. Learnt from an Apple-
/// compiled nib, not from the ibtool pairs (none has one): TermiT/Flycut's
/// `English.lproj/MainMenu.nib/keyedobjects-101300.nib` (../shared/corpus-compiled), three
/// formatters with patterns `#`/`-#`, thousands separators `" "` and `","` and a zero symbol `0`.
/// - `NS.attributes` holds only what a 10.0 formatter sets: `allowsFloats` (an integer number,
///   not a boolean), `attributedStringForZero` (the zero symbol, when the document has one),
///   `decimalSeparator`, `formatterBehavior` 1000, `groupingSeparator` (the thousands
///   separator), `negativeFormat`, `negativeInfinitySymbol` `-∞`, `nilSymbol` empty,
///   `positiveFormat`, `positiveInfinitySymbol` `+∞` and `usesGroupingSeparator`; none of the
///   10.4 digit, padding and rounding settings, and never the bounds.
/// - The bounds (`<decimal … value="NaN"/>`, "not set") are Foundation's one NaN
///   `NSDecimalNumber` and the rounding handler is nil (10.4 formatters have one).
/// - The zero symbol is a plain `NSAttributedString`: its text and an empty attribute dictionary.
/// - Grouping is on where the positive pattern has a `,` (Flycut's `#` has none: off). That a
///   pattern with one turns it on is Foundation's documented 10.0 pattern syntax, not seen in an
///   Apple nib: NibKit's inference.
enum AppKitLegacyNumberFormats {
    /// Whether a `<numberFormatter>` has 10.0 behaviour. Interface Builder
    /// writes `10_0` (Quicksilver's `QSCatalog.xib`); `behavior10_0` is NibKit's older spelling.
    static func hasBehavior10_0(_ formatter: Element) -> Bool {
        ["10_0", "behavior10_0"].contains(formatter["formatterBehavior"] ?? "")
    }
}

extension Compilation {
    /// A 10.0-behaviour `<numberFormatter>`'s values as Foundation archives it.
    mutating func appKitLegacyNumberFormatterValues(_ object: DocumentObject, _ formatter: Element, _ values: [KeyedValue]) -> [KeyedValue] {
        // (Without a pattern NibKit writes `#`, and the negative one as `-` before it: guesses;
        // Interface Builder writes both for every 10.0 formatter of the corpus.)
        let positive = formatter["positiveFormat"] ?? "#"
        let negative = formatter["negativeFormat"] ?? "-" + positive
        let thousand = formatter["thousandSeparator"] ?? ","
        let decimal = formatter["decimalSeparator"] ?? "."
        // Thousands are grouped where the document says so, else where the pattern groups them.
        let groups = formatter["hasThousandSeparators"].map { $0 == "YES" } ?? positive.contains(",")
        let allowsFloats = formatter["allowsFloats"] != "NO"
        let zero = values.first { $0.key == "NSAttributedStringForZero" }.map(\.value) ?? .null
        var attributes: [(String, ArchiveValue)] = [
            ("allowsFloats", .object(builder.number(.int(allowsFloats ? 1 : 0)))),
            ("decimalSeparator", .object(builder.string(decimal))),
            ("formatterBehavior", .object(builder.number(.int(1000)))),
            ("groupingSeparator", .object(builder.string(thousand))),
            ("negativeFormat", .object(builder.string(negative))),
            ("negativeInfinitySymbol", .object(builder.string("-∞"))),
            ("nilSymbol", .object(builder.string(""))),
            ("positiveFormat", .object(builder.string(positive))),
            ("positiveInfinitySymbol", .object(builder.string("+∞"))),
            ("usesGroupingSeparator", .object(builder.number(.bool(groups)))),
        ]
        if zero != .null { attributes.append(("attributedStringForZero", zero)) }
        attributes.sort { $0.0 < $1.0 }
        return numberFormatterValues(object, replacing: values, NumberFormatterArchive(
            attributes: attributes, positiveFormat: positive, negativeFormat: negative, zero: zero,
            decimalSeparator: decimal, thousandSeparator: thousand, localizesFormat: formatter["localizesFormat"] != "NO",
            // (The bounds are Apple's schema's alone: in NibKit's nothing would refer to them.)
            minimum: writesAppleOnlyKeys ? legacyBound("minimum", of: formatter) : nil,
            maximum: writesAppleOnlyKeys ? legacyBound("maximum", of: formatter) : nil,
            hasRoundingHandler: false, usesGrouping: groups, allowsFloats: allowsFloats))
    }

    /// A bound the document sets to a number; a NaN `<decimal>` is no bound. (A numeric bound
    /// on a 10.0 formatter is archived as its number: NibKit's guess, no Apple nib shows one.)
    private mutating func legacyBound(_ key: String, of formatter: Element) -> ArchiveValue? {
        guard let child = formatter.children.first(where: { $0["key"] == key }), let text = child["value"],
              let number = Double(text), !number.isNaN else { return nil }
        if let integer = Int(text) { return .object(builder.number(.int(integer))) }
        return .object(builder.number(.double(number)))
    }
}
