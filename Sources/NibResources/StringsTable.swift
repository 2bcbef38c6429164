import Foundation
import NibSupport

/// A `.strings` file: ordered key–value entries with their comments, as Xcode and ibtool write
/// them (`/* comment */ "key" = "value";`).
///
/// Reads every form the corpus holds: UTF-16 (LE or BE, with a byte-order mark), UTF-8 with or
/// without one, `/* */` and `//` comments, escapes (`\n`, `\"`, `\U00e9`…), unquoted keys and
/// values, `"key";` entries, and XML or binary property-list `.strings`.
public struct StringsTable: Sendable, Hashable {
    /// One entry.
    public struct Entry: Sendable, Hashable {
        /// The key: `<objectID>.<property>` for documents' strings.
        public var key: String
        /// The translation.
        public var value: String
        /// The comment written before it, without `/*` `*/`, if any.
        public var comment: String?

        /// Creates an entry.
        public init(key: String, value: String, comment: String? = nil) {
            self.key = key
            self.value = value
            self.comment = comment
        }
    }

    /// The text encodings a table is written in.
    public enum Encoding: String, Sendable, CaseIterable {
        case utf8 = "utf-8"
        /// UTF-16 little-endian with a byte-order mark, as ibtool writes.
        case utf16 = "utf-16"
    }

    /// The entries in file order.
    public var entries: [Entry]

    /// Creates a table.
    public init(entries: [Entry] = []) {
        self.entries = entries
    }

    /// The value for each key (a later duplicate wins, as Foundation's reader does).
    public var values: [String: String] {
        var values: [String: String] = [:]
        for entry in entries { values[entry.key] = entry.value }
        return values
    }

    /// The value for a key.
    public subscript(key: String) -> String? {
        entries.last { $0.key == key }?.value
    }

    /// The keys, in file order, without duplicates.
    public var keys: [String] {
        var seen: Set<String> = []
        return entries.map(\.key).filter { seen.insert($0).inserted }
    }
}

extension StringsTable {
    /// Reads a `.strings` file.
    /// - Throws: ``StringsError`` naming the file, line and column.
    public init(contentsOf url: URL) throws(StringsError) {
        let data: Data
        do { data = try BoundedFile.read(url, kind: .strings) } catch {
            throw error.isTooLarge ? StringsError(file: url.path, line: 0, column: 0, message: error.message) : StringsError.unreadable(url)
        }
        try self.init(data: data, file: url.path)
    }

    /// Reads `.strings` bytes in any of the encodings and forms above.
    public init(data: Data, file: String = "<memory>") throws(StringsError) {
        let bytes = [UInt8](data)
        if bytes.starts(with: Array("bplist".utf8)) || Self.looksLikeXMLPlist(bytes) {
            guard let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] else {
                throw StringsError(file: file, line: 1, column: 1, message: "a property-list .strings file must hold a dictionary of strings")
            }
            entries = plist.keys.sorted().compactMap { key in (plist[key] as? String).map { Entry(key: key, value: $0) } }
            return
        }
        let text = try Self.decode(bytes, file: file)
        var parser = StringsParser(text: text, file: file)
        entries = try parser.parse()
    }

    private static func looksLikeXMLPlist(_ bytes: [UInt8]) -> Bool {
        let head = String(decoding: bytes.prefix(200), as: UTF8.self)
        return head.hasPrefix("<?xml") || head.hasPrefix("<plist") || head.hasPrefix("<!DOCTYPE plist")
    }

    /// Text from bytes: a UTF-16 or UTF-8 byte-order mark decides; without one, UTF-16 is
    /// recognised by its zero bytes, else UTF-8.
    static func decode(_ bytes: [UInt8], file: String) throws(StringsError) -> String {
        func utf16(_ body: ArraySlice<UInt8>, bigEndian: Bool) throws(StringsError) -> String {
            guard body.count % 2 == 0 else { throw StringsError(file: file, line: 1, column: 1, message: "UTF-16 text with an odd number of bytes") }
            var units: [UInt16] = []
            units.reserveCapacity(body.count / 2)
            var index = body.startIndex
            while index < body.endIndex {
                let (a, b) = (UInt16(body[index]), UInt16(body[index + 1]))
                units.append(bigEndian ? a << 8 | b : b << 8 | a)
                index += 2
            }
            return String(decoding: units, as: UTF16.self)
        }
        if bytes.starts(with: [0xFF, 0xFE]) { return try utf16(bytes.dropFirst(2), bigEndian: false) }
        if bytes.starts(with: [0xFE, 0xFF]) { return try utf16(bytes.dropFirst(2), bigEndian: true) }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return try utf8(bytes.dropFirst(3), file: file) }
        if bytes.count >= 2, bytes[0] == 0, bytes[1] != 0 { return try utf16(bytes[...], bigEndian: true) }
        if bytes.count >= 2, bytes[0] != 0, bytes[1] == 0 { return try utf16(bytes[...], bigEndian: false) }
        return try utf8(bytes[...], file: file)
    }

    private static func utf8(_ bytes: ArraySlice<UInt8>, file: String) throws(StringsError) -> String {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            // Name the first bad byte: parse scalars until one fails.
            var parser = Unicode.UTF8.ForwardParser()
            var iterator = bytes.makeIterator()
            var offset = 0
            while case .valid(let scalar) = parser.parseScalar(from: &iterator) { offset += scalar.count }
            let (line, column) = TextPosition.of(offset, in: Array(bytes))
            throw StringsError(file: file, line: line, column: column, message: "invalid UTF-8 at byte \(offset) (and no UTF-16 byte-order mark); save the file as UTF-8 or UTF-16")
        }
        return text
    }

    /// The table as `.strings` text: each entry's comment, then `"key" = "value";`, a blank line between entries.
    public func text() -> String {
        var lines: [String] = []
        for entry in entries {
            if let comment = entry.comment { lines.append("/* \(comment.replacingOccurrences(of: "*/", with: "* /")) */") }
            lines.append("\"\(Self.escape(entry.key))\" = \"\(Self.escape(entry.value))\";")
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }

    /// The table's bytes in an encoding (UTF-16 with a little-endian byte-order mark, or UTF-8 without one).
    public func data(encoding: Encoding = .utf8) -> Data {
        let text = text()
        switch encoding {
        case .utf8: return Data(text.utf8)
        case .utf16:
            var bytes: [UInt8] = [0xFF, 0xFE]
            for unit in text.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
            return Data(bytes)
        }
    }

    /// Escapes quotes, backslashes and control characters for a quoted `.strings` string.
    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.value < 0x20 { out += String(format: "\\U%04x", scalar.value) } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }
}

/// A `.strings` file that cannot be read, with where and why.
public struct StringsError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file.
    public var file: String
    /// The line (1-based; 0 when the file could not be read at all).
    public var line: Int
    /// The column (1-based, in characters).
    public var column: Int
    /// What is wrong and what to do.
    public var message: String

    /// Creates an error.
    public init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// `file:line:column: error: message`, or `file: error: message` when the line is 0.
    public var description: String { line == 0 ? "\(file): error: \(message)" : "\(file):\(line):\(column): error: \(message)" }

    /// The error for a file that could not be read: no such file, or unreadable.
    static func unreadable(_ url: URL) -> StringsError {
        let exists = FileManager.default.fileExists(atPath: url.path)
        return StringsError(file: url.path, line: 0, column: 0, message: exists ? "cannot read the file; check its permissions" : "no such file; check the path")
    }
}
