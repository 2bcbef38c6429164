import Foundation
import NibRuntime

/// A date formatter as a nib archives it (Foundation's `NSDateFormatter`): its styles or custom
/// format, and the pattern they resolve to.
open class NSDateFormatter: NSFormatter {
    /// The date style by Interface Builder's name (`none`, `short`, `medium`, `long`, `full`).
    open var dateStyle: String?
    /// The time style by Interface Builder's name.
    open var timeStyle: String?
    /// The custom format (a Unicode date pattern), for 10.4 behaviour.
    open var dateFormat: String?
    /// `NSDateFormatterBehavior`: 1040 (10.4) or 1000 (10.0).
    open var formatterBehavior: Int?
    /// Whether dates near today read "today", "tomorrow".
    open var doesRelativeDateFormatting = false
    /// The pattern the formatter formats with (its format, or its styles' in English).
    open var format: String?

    /// Style names by `NSDateFormatterStyle` number.
    static let styleNames = ["none", "short", "medium", "long", "full"]

    public required init?(coder: NSCoder) {
        let attributes = coder.decodeObject(forKey: "NS.attributes") as? [AnyHashable: Any] ?? [:]
        func style(_ key: String) -> String? {
            guard let number = attributes[key] as? Int, Self.styleNames.indices.contains(number) else { return nil }
            return Self.styleNames[number]
        }
        dateStyle = style("dateStyle")
        timeStyle = style("timeStyle")
        dateFormat = attributes["dateFormat"] as? String
        formatterBehavior = attributes["formatterBehavior"] as? Int
        doesRelativeDateFormatting = attributes["doesRelativeDateFormatting"] as? Bool ?? false
        format = coder.decodeObject(forKey: "NS.format") as? String
        super.init(coder: coder)
    }

    public required init() { super.init() }
}
