import Foundation
import NibRuntime

/// Styled text as a nib holds it (`<attributedString>`): the text, and runs of attributes.
///
/// Archived under the name `NSAttributedString` (and `NSTextStorage`); this class keeps the text
/// and each run's attributes (fonts, colours, paragraph styles) as decoded objects.
public final class NibAttributedString: NibObject {
    /// One run of text with the same attributes.
    public struct Run {
        /// The run's characters' range in ``NibAttributedString/string``.
        public var range: Range<String.Index>
        /// The attributes by name (`NSFont`, `NSColor`, `NSParagraphStyle`…).
        public var attributes: [String: Any]
    }

    /// The whole text.
    public private(set) var string = ""
    /// The runs, in order.
    public private(set) var runs: [Run] = []

    public required init() { super.init() }

    public required init?(coder: NSCoder) {
        string = coder.nibString(forKey: "NSString") ?? ""
        runs = Self.archivedRuns(coder, in: string)
        super.init(coder: coder)
    }

    /// The runs as AppKit archives them (an `NSTextStorage`'s or `NSAttributedString`'s):
    /// `NSAttributes`, the attribute dictionaries (one, or a list), and `NSAttributeInfo`, each
    /// run's UTF-16 length and dictionary index as base-128 numbers.
    private static func archivedRuns(_ coder: NSCoder, in string: String) -> [Run] {
        func attributes(_ value: Any?) -> [String: Any] {
            var result: [String: Any] = [:]
            for (key, value) in value as? [AnyHashable: Any] ?? [:] { if let key = key as? String { result[key] = value } }
            return result
        }
        let archived = coder.decodeObject(forKey: "NSAttributes")
        guard let info = coder.decodeObject(forKey: "NSAttributeInfo") as? Data else {
            // One dictionary for the whole text.
            guard archived is [AnyHashable: Any], !string.isEmpty else { return [] }
            return [Run(range: string.startIndex..<string.endIndex, attributes: attributes(archived))]
        }
        let dictionaries = (archived as? [Any] ?? []).map(attributes)
        var numbers: [Int] = []
        var value = 0, shift = 0
        for byte in info {
            value |= Int(byte & 0x7F) << shift
            if byte & 0x80 == 0 { numbers.append(value); (value, shift) = (0, 0) } else { shift += 7; if shift > 56 { return [] } }
        }
        var runs: [Run] = []
        let utf16 = string.utf16
        var start = string.startIndex
        for pair in stride(from: 0, to: numbers.count - 1, by: 2) {
            guard dictionaries.indices.contains(numbers[pair + 1]),
                  let utf16End = utf16.index(start, offsetBy: numbers[pair], limitedBy: string.endIndex) else { break }
            // (By characters, as a fragment's run is measured, so equal runs have equal ranges.)
            let end = string.index(start, offsetBy: string[start..<utf16End].count)
            runs.append(Run(range: start..<end, attributes: dictionaries[numbers[pair + 1]]))
            start = end
        }
        return runs
    }
}
