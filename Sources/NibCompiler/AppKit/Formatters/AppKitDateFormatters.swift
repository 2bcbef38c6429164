import NibArchive
import NibDocument

/// Date formatters as ibtool archives them (learnt from the ibtool pairs `test_date_formatter`,
/// `dateformatter_weekday`, `datacell_unparseable`, `textfield_formatter`), in both schemas:
/// - Foundation's own archive: `NS.attributes`, a mutable dictionary in key order (`dateFormat`
///   for a custom format, `dateStyle` and `timeStyle` as numbers, `doesRelativeDateFormatting`
///   when on, `formatterBehavior` 1040), and `NS.format`, the pattern the styles resolve to;
///   with Apple's schema `NS.natural` false too;
/// - a cell with a date formatter holds its title as the `NSDate` the formatter reads from it
///   (ibtool runs in UTC); a title the formatter cannot read sets bit 31 of `NSCellFlags2`.
enum AppKitDateFormats {
    /// `NSDateFormatterStyle` by Interface Builder's name.
    static let styleNumbers = ["none": 0, "short": 1, "medium": 2, "long": 3, "full": 4]

    /// The date part of each style, as ibtool resolves it (English, `en_001`): short and long
    /// from the pairs, medium and full from CLDR's same locale.
    static let datePatterns = [1: "d/M/y", 2: "d MMM y", 3: "d MMMM y", 4: "EEEE, d MMMM y"]
    /// The time part of each style: short from the pairs (a narrow no-break space before the
    /// day period), the others from CLDR.
    static let timePatterns = [1: "h:mm\u{202F}a", 2: "h:mm:ss\u{202F}a", 3: "h:mm:ss\u{202F}a z", 4: "h:mm:ss\u{202F}a zzzz"]

    /// The pattern a `<dateFormatter>` formats with: its own for a custom 10.4 format, else its
    /// styles' (date, then time; joined by ", " for short and medium dates, " 'at' " for long and full).
    static func pattern(of formatter: Element) -> String {
        if let custom = customFormat(of: formatter) { return custom }
        let date = styleNumbers[formatter["dateStyle"] ?? ""] ?? 0
        let time = styleNumbers[formatter["timeStyle"] ?? ""] ?? 0
        switch (datePatterns[date], timePatterns[time]) {
        case (let date?, let time?): return date + (date.contains("MMMM") ? " 'at' " : ", ") + time
        case (let date?, nil): return date
        case (nil, let time?): return time
        case (nil, nil): return ""
        }
    }

    /// The document's own pattern: a `dateFormat` on a formatter with 10.4 behaviour (the
    /// default; viraptor/ibtool's `dateFormatter.py` takes any `dateFormat` as the pattern).
    static func customFormat(of formatter: Element) -> String? {
        guard formatter["formatterBehavior"] != "behavior10_0" else { return nil }
        return formatter["dateFormat"]
    }

    /// `NSDateFormatterBehavior`: 10.0 behaviour is 1000, any other 1040.
    static func behaviorNumber(of formatter: Element) -> Int {
        formatter["formatterBehavior"] == "behavior10_0" ? 1000 : 1040
    }
}

extension Compilation {
    /// A `<dateFormatter>`'s values as Foundation archives a date formatter.
    mutating func appKitDateFormatterValues(_ object: DocumentObject, _ values: [KeyedValue]) -> [KeyedValue] {
        let formatter = document.element(at: object.path)
        let index = archiveIndex.indexByID[object.id]
        var attributes: [(String, ArchiveValue)] = []
        if let custom = AppKitDateFormats.customFormat(of: formatter) { attributes.append(("dateFormat", .object(builder.string(custom)))) }
        attributes.append(("dateStyle", .object(builder.number(.int(AppKitDateFormats.styleNumbers[formatter["dateStyle"] ?? ""] ?? 0)))))
        if formatter["doesRelativeDateFormatting"] == "YES" { attributes.append(("doesRelativeDateFormatting", .object(builder.number(.bool(true))))) }
        attributes.append(("formatterBehavior", .object(builder.number(.int(AppKitDateFormats.behaviorNumber(of: formatter))))))
        if let locale = formatterLocale(formatter) { attributes.append(("locale", locale)) }
        attributes.append(("timeStyle", .object(builder.number(.int(AppKitDateFormats.styleNumbers[formatter["timeStyle"] ?? ""] ?? 0)))))
        let pairs = attributes.map { (ArchiveValue.object(builder.string($0.0)), $0.1) }
        var result = values.filter { !Self.dateFormatterAttributeKeys.contains($0.key) }
        if diagnostics.recordsAttributeUses, let index { for key in Self.dateFormatterAttributeKeys { renameUses(of: index, from: key, to: "NS.attributes") } }
        result.append(KeyedValue("NS.attributes", .object(builder.dictionary(pairs, className: "NSMutableDictionary"))))
        result.append(KeyedValue("NS.format", .object(builder.string(AppKitDateFormats.pattern(of: formatter)))))
        if writesAppleOnlyKeys { result.append(KeyedValue("NS.natural", .bool(false))) }
        return result
    }

    /// The generic keys of a `<dateFormatter>`'s attributes, which `NS.attributes` replaces.
    static let dateFormatterAttributeKeys: Set<String> = [
        "NSDateStyle", "NSTimeStyle", "NSDateFormat", "NSFormatterBehavior", "NSDoesRelativeDateFormatting", "NSLocale",
    ]

    /// A cell with a date formatter: its title as the date the formatter reads from it, or,
    /// where it reads none, the cell's flag saying so.
    mutating func appKitDateCellContents(_ cell: Element, _ values: inout [KeyedValue]) {
        guard let formatter = cell.children.first(where: { $0.name == "dateFormatter" && $0["key"] == "formatter" }) else { return }
        let pattern = AppKitDateFormats.pattern(of: formatter)
        if let time = DateText.secondsSinceReferenceDate(parsing: cell["title"] ?? "", pattern: pattern) {
            let date = foundationDate(seconds: time)
            if let position = values.firstIndex(where: { $0.key == "NSContents" }) { values[position].value = date }
        } else if let position = values.firstIndex(where: { $0.key == "NSCellFlags2" }), case .integer(let flags, _) = values[position].value {
            values[position].value = .int(Int(Int32(truncatingIfNeeded: flags | 0x8000_0000)))
        }
    }
}
