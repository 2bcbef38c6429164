import NibArchive
import NibDocument

/// Byte count formatters under the keys `NSByteCountFormatter`'s coder uses with Apple's schema,
/// as Cappuccino's nib2cib `NSByteCountFormatter.j` reads them from Apple's nibs: the count style
/// as the number of `ByteCountFormatter.CountStyle` under `NSKBSize`, and each switch away from
/// its default as a key of its own that is there only then (`NSNoNonnumeric`, `NSActual`,
/// `NSNoCount`, `NSNoUnit`, `NSNoAdaptive`, `NSZeroPad`; archived as true). What the document
/// leaves at the default is not archived (as the prefix rule's keys were not). Both schemas write
/// them: NibKit's loader keeps a byte count formatter's keys as they are, so both load alike.
extension Compilation {
    /// `ByteCountFormatter.CountStyle` by Interface Builder's name.
    static let byteCountStyles = ["file": 0, "memory": 1, "decimal": 2, "binary": 3]

    /// Each switch's prefix-rule key, the value that is not the default, and AppKit's key for it.
    static let byteCountSwitches: [(key: String, nonDefault: Bool, apple: String)] = [
        ("NSAllowsNonnumericFormatting", false, "NSNoNonnumeric"), ("NSIncludesActualByteCount", true, "NSActual"),
        ("NSIncludesCount", false, "NSNoCount"), ("NSIncludesUnit", false, "NSNoUnit"), ("NSAdaptive", false, "NSNoAdaptive"),
        ("NSZeroPadsFractionDigits", true, "NSZeroPad"),
    ]

    mutating func appKitByteCountFormatterValues(_ object: DocumentObject, _ element: Element, _ values: [KeyedValue]) -> [KeyedValue] {
        var result = values
        let index = archiveIndex.indexByID[object.id]
        if let style = element["countStyle"], let number = Self.byteCountStyles[style] {
            replaceKey("NSCountStyle", with: "NSKBSize", number == 0 ? nil : .int(number), in: &result, index: index)
        }
        for entry in Self.byteCountSwitches {
            guard let value = result.first(where: { $0.key == entry.key })?.value else { continue }
            replaceKey(entry.key, with: entry.apple, value == .bool(entry.nonDefault) ? .bool(true) : nil, in: &result, index: index)
        }
        return result
    }
}
