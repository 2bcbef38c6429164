import NibArchive
import NibDocument

/// Foundation's value objects as their own coders archive them, in either framework: a date is
/// `NSDate{NS.time}`, a locale `NSLocale{NS.identifier}`, a time zone `NSTimeZone{NS.name,
/// NS.data}` (an NSData of the zone's TZif bytes, where the document carries them), a URL `NSURL{NS.base,
/// NS.relative}` (no base: the document's string is the whole URL). ibtool decodes Interface
/// Builder's `<calendarDate>` (its keyed archive holds an NSDate) to the same NSDate.
extension Compilation {
    /// `NSDate` at `seconds` since 1 January 2001.
    mutating func foundationDate(seconds: Double) -> ArchiveValue {
        .object(builder.add(ArchivedObject(className: "NSDate", values: [KeyedValue("NS.time", .double(seconds))])))
    }

    /// `<locale localeIdentifier=…>` as `NSLocale`; nil without an identifier.
    mutating func foundationLocale(_ element: Element) -> ArchiveValue? {
        guard let identifier = element["localeIdentifier"] else { return nil }
        return .object(builder.add(ArchivedObject(className: "NSLocale", values: [KeyedValue("NS.identifier", .object(builder.string(identifier)))])))
    }

    /// `<timeZone name=…>` as `NSTimeZone`, with the `<data key="data">` child's bytes; nil without a name.
    mutating func foundationTimeZone(_ element: Element) -> ArchiveValue? {
        guard let name = element["name"] else { return nil }
        var values = [KeyedValue("NS.name", .object(builder.string(name)))]
        // (NSTimeZone's coder decodes its data as an NSData object, `decodeObjectOfClass:`.)
        if let data = element.child(key: "data"), let bytes = Self.decodeBase64(data.text) {
            values.append(KeyedValue("NS.data", .object(builder.data(bytes))))
        }
        return .object(builder.add(ArchivedObject(className: "NSTimeZone", values: values)))
    }

    /// A URL's text (`<url string=…>`, a path cell's locations) as `NSURL`.
    mutating func foundationURL(_ string: String) -> ArchiveValue {
        .object(builder.add(ArchivedObject(className: "NSURL", values: [
            KeyedValue("NS.base", .null), KeyedValue("NS.relative", .object(builder.string(string))),
        ])))
    }
}
