import Foundation
import NibArchive

/// The text `nibtool dump` prints for a compiled nib: every archived object with its keys and values.
///
/// What it prints is bounded whatever the archive: a long string or data value shows its first
/// ``maximumTextBytes`` bytes and how many more there are, a long string referred to again
/// is named by its index only, and the whole text stops at ``maximumOutputBytes``. (A few hundred
/// kilobytes referring 40,000 times to one long string would otherwise print gigabytes.)
public enum ArchiveDump {
    /// The most bytes of one string or data value printed.
    public static let maximumTextBytes = 200
    /// The most bytes the whole dump prints.
    public static let maximumOutputBytes = 64 << 20

    /// One line per object (`#index ClassName`), then its values indented.
    public static func text(of archive: KeyedArchive, source: String, maximumOutputBytes: Int = maximumOutputBytes) -> String {
        var output = Output(limit: maximumOutputBytes)
        output.append("\(source): \(archive.objects.count) archived objects")
        var printed: Set<Int> = []
        for (index, object) in archive.objects.enumerated() {
            let fallbacks = object.fallbackClassNames.isEmpty ? "" : " (fallbacks: \(object.fallbackClassNames.joined(separator: ", ")))"
            guard output.append("#\(index) \(object.className)\(fallbacks)") else {
                output.stop("… output stopped at \(maximumOutputBytes) bytes; objects #\(index) to #\(archive.objects.count - 1) not shown")
                break
            }
            var full = true
            for value in object.values where !output.append("    \(value.key) = \(describe(value.value, in: archive, printed: &printed))") {
                full = false
                break
            }
            guard full else {
                output.stop("… output stopped at \(maximumOutputBytes) bytes, inside object #\(index); objects #\(index + 1) to #\(archive.objects.count - 1) not shown")
                break
            }
        }
        return output.lines.joined(separator: "\n")
    }

    /// A value as one line; long strings seen before (in `printed`) are named by index only.
    static func describe(_ value: ArchiveValue, in archive: KeyedArchive) -> String {
        var printed: Set<Int> = []
        return describe(value, in: archive, printed: &printed)
    }

    static func describe(_ value: ArchiveValue, in archive: KeyedArchive, printed: inout Set<Int>) -> String {
        switch value {
        case .integer(let number, _): return String(number)
        case .bool(let flag): return flag ? "true" : "false"
        case .float(let number): return String(number)
        case .double(let number): return String(number)
        case .data(let bytes):
            if let text = String(validating: bytes, as: UTF8.self), bytes.allSatisfy({ $0 >= 32 || $0 == 10 }) { return "data \"\(truncated(text, bytes.count))\"" }
            // Short binary values (colour components, flags) are shown in full, in hex.
            if bytes.count <= 32 { return "data \(bytes.count) bytes <" + bytes.map { String(format: "%02x", $0) }.joined(separator: " ") + ">" }
            return "data \(bytes.count) bytes"
        case .null: return "nil"
        case .object(let index):
            guard index < archive.objects.count else { return "#\(index) (out of range)" }
            let target = archive.objects[index]
            if target.className == "NSString" || target.className == "NSMutableString", case .data(let bytes)? = target["NS.bytes"] {
                if bytes.count > maximumTextBytes, !printed.insert(index).inserted { return "#\(index) (\(bytes.count) bytes, shown above)" }
                return "#\(index) \"\(truncated(String(decoding: bytes, as: UTF8.self), bytes.count))\""
            }
            return "#\(index) \(target.className)"
        }
    }

    /// The first ``maximumTextBytes`` bytes of a text (whole characters), and how many more there are.
    static func truncated(_ text: String, _ byteCount: Int) -> String {
        guard byteCount > maximumTextBytes else { return text }
        var kept = ""
        var keptBytes = 0
        for character in text {
            let size = character.utf8.count
            guard keptBytes + size <= maximumTextBytes else { break }
            kept.append(character)
            keptBytes += size
        }
        return kept + "…(\(grouped(byteCount - keptBytes)) more bytes)"
    }

    /// A count with commas between thousands (`12,345`).
    static func grouped(_ number: Int) -> String {
        var digits = String(number)
        var position = digits.count - 3
        while position > 0 {
            digits.insert(",", at: digits.index(digits.startIndex, offsetBy: position))
            position -= 3
        }
        return digits
    }

    /// Lines up to a total size.
    struct Output {
        let limit: Int
        var lines: [String] = []
        var size = 0

        /// Adds a line; false (and nothing added) when it would pass the limit.
        @discardableResult mutating func append(_ line: String) -> Bool {
            guard size + line.utf8.count + 1 <= limit else { return false }
            size += line.utf8.count + 1
            lines.append(line)
            return true
        }

        /// The closing message, added whatever the limit.
        mutating func stop(_ message: String) { lines.append(message) }
    }
}
