import Foundation
import NibRuntime

/// A number formatter as a nib archives it (Foundation's `NSNumberFormatter`): its settings in
/// `NS.attributes`, its patterns and symbols beside them.
open class NSNumberFormatter: NSFormatter {
    /// The style by Interface Builder's name (`none`, `decimal`, `currency`…).
    open var numberStyle: String?
    /// `NSNumberFormatterBehavior`: 1040 (10.4) or 1000 (10.0).
    open var formatterBehavior: Int?
    /// The width the text is padded to (0: none, -1: the pattern's).
    open var formatWidth: Int?
    /// Digits between grouping separators.
    open var groupingSize: Int?
    /// Whether the grouping separator is shown.
    open var usesGroupingSeparator: Bool?
    /// Whether fractions are accepted.
    open var allowsFloats: Bool?
    /// Whether text is read leniently.
    open var lenient: Bool?
    /// The fewest and most integer and fraction digits shown.
    open var minimumIntegerDigits: Int?, maximumIntegerDigits: Int?, minimumFractionDigits: Int?, maximumFractionDigits: Int?
    /// The smallest and largest values accepted (an `Int` or a `Double`), when set.
    open var minimum: Any?, maximum: Any?
    /// The patterns for positive and negative numbers (`#,##0.###`).
    open var positiveFormat: String?, negativeFormat: String?
    /// The thousands and decimal separators.
    open var thousandSeparator: String?, decimalSeparator: String?
    /// Whether the patterns follow the user's locale.
    open var localizesFormat: Bool?
    /// The text shown for zero, when set.
    open var attributedStringForZero: NibAttributedString?
    /// The symbols for infinities (nil where the document removed them).
    open var positiveInfinitySymbol: String?, negativeInfinitySymbol: String?

    /// Style names by `NSNumberFormatterStyle` number.
    static let styleNames = [0: "none", 1: "decimal", 2: "currency", 3: "percent", 4: "scientific", 5: "spellOut", 6: "ordinal",
                             8: "currencyISOCode", 9: "currencyPlural", 10: "currencyAccounting"]

    public required init?(coder: NSCoder) {
        let attributes = coder.decodeObject(forKey: "NS.attributes") as? [AnyHashable: Any] ?? [:]
        // (An archive may share one number object between 1 and 1.0.)
        func integer(_ key: String) -> Int? {
            switch attributes[key] {
            case let number as Int: number
            case let number as Double: Int(exactly: number)
            default: nil
            }
        }
        // (A 10.0-behaviour formatter archives `allowsFloats` as an integer, 1 or 0: Flycut's
        // Apple-compiled `keyedobjects-101300.nib`.)
        func flag(_ key: String) -> Bool? { attributes[key].map(NibValue.bool) }
        numberStyle = Self.styleNames[integer("numberStyle") ?? 0]
        formatterBehavior = integer("formatterBehavior")
        formatWidth = integer("formatWidth")
        groupingSize = integer("groupingSize")
        usesGroupingSeparator = flag("usesGroupingSeparator")
        allowsFloats = flag("allowsFloats")
        lenient = flag("lenient")
        minimumIntegerDigits = integer("minimumIntegerDigits")
        maximumIntegerDigits = integer("maximumIntegerDigits")
        minimumFractionDigits = integer("minimumFractionDigits")
        maximumFractionDigits = integer("maximumFractionDigits")
        minimum = attributes["minimum"]
        maximum = attributes["maximum"]
        positiveInfinitySymbol = attributes["positiveInfinitySymbol"] as? String
        negativeInfinitySymbol = attributes["negativeInfinitySymbol"] as? String
        positiveFormat = coder.decodeObject(forKey: "NS.positiveformat") as? String
        negativeFormat = coder.decodeObject(forKey: "NS.negativeformat") as? String
        thousandSeparator = coder.decodeObject(forKey: "NS.thousand") as? String
        decimalSeparator = coder.decodeObject(forKey: "NS.decimal") as? String
        localizesFormat = coder.nibBool(forKey: "NS.localized")
        attributedStringForZero = coder.decodeObject(forKey: "NS.zero") as? NibAttributedString
        super.init(coder: coder)
    }

    public required init() { super.init() }
}
