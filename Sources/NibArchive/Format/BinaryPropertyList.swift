/// A binary property list (`bplist00`) as a flat table of values; containers refer to other
/// entries by index. Parsing checks every offset, count and reference, and never recurses.
public struct BinaryPropertyList: Sendable {
    /// One value of the table.
    public enum Value: Sendable, Hashable {
        case null
        case bool(Bool)
        case integer(Int64)
        case real(Double)
        case date(Double)
        case data([UInt8])
        case string(String)
        /// A keyed-archiver object reference (`CF$UID`).
        case uid(Int)
        /// An array of entry indices.
        case array([Int])
        /// A dictionary: key entry indices and value entry indices.
        case dictionary(keys: [Int], values: [Int])
    }

    /// Every value, by entry index.
    public private(set) var values: [Value]
    /// The index of the top value.
    public let top: Int
    /// How many references the distinct containers hold together (entries that share one
    /// object's bytes count once): the most a reader that expands containers can need.
    public let referenceCount: Int

    /// A value table built by other means (an XML property list).
    public init(values: [Value], top: Int) {
        self.values = values
        self.top = top
        referenceCount = values.reduce(0) { $0 + Self.references(of: $1) }
    }

    static func references(of value: Value) -> Int {
        switch value {
        case .array(let members): members.count
        case .dictionary(let keys, let values): keys.count + values.count
        default: 0
        }
    }

    /// Whether bytes start like a binary property list.
    public static func isBinaryPropertyList(_ bytes: [UInt8]) -> Bool { bytes.starts(with: Array("bplist00".utf8)) }

    /// Parses a binary property list.
    public init(_ bytes: [UInt8], maximumCount: Int = 10_000_000) throws(ArchiveFormatError) {
        guard Self.isBinaryPropertyList(bytes) else { throw ArchiveFormatError(.notAnArchive, "not a binary property list: no 'bplist00' header", offset: 0) }
        guard bytes.count >= 40 else { throw ArchiveFormatError(.truncated, "the property list is truncated", offset: bytes.count) }
        var trailer = ByteCursor(bytes: bytes, position: bytes.count - 26)
        let offsetSize = Int(try trailer.byte())
        let referenceSize = Int(try trailer.byte())
        let count = Int(truncatingIfNeeded: try trailer.bigEndian(8))
        let topIndex = Int(truncatingIfNeeded: try trailer.bigEndian(8))
        let tableOffset = Int(truncatingIfNeeded: try trailer.bigEndian(8))
        guard (1...8).contains(offsetSize), (1...8).contains(referenceSize) else { throw ArchiveFormatError(.malformed, "the trailer gives offsets of \(offsetSize) and references of \(referenceSize) bytes; each must be 1 to 8", offset: bytes.count - 26) }
        guard count >= 0, count <= maximumCount else {
            throw ArchiveFormatError(.limitExceeded, "the trailer declares \(count) objects, over the limit of \(maximumCount)", offset: bytes.count - 24)
        }
        guard topIndex >= 0, topIndex < count else {
            throw ArchiveFormatError(.outOfRange, "the trailer names object \(topIndex) as the top, but there are \(count)", offset: bytes.count - 16)
        }
        guard tableOffset >= 8, tableOffset <= bytes.count - 32, count <= (bytes.count - 32 - tableOffset) / offsetSize else {
            throw ArchiveFormatError(.outOfRange, "the offset table lies outside the data", offset: tableOffset)
        }
        var table = ByteCursor(bytes: bytes, position: tableOffset)
        var values: [Value] = []
        values.reserveCapacity(count)
        // Entries whose offsets are equal are one object: it is parsed once, and every reference
        // to a repeat is redirected to the first, so that readers which memoize by entry (the
        // keyed-archive reader) expand it once. Parsing it per entry let 50,000 entries over one
        // 50,000-reference array make 2.5 billion references from 300 KB.
        var entryAtOffset: [Int: Int] = [:]
        var canonical = Array(0..<count)
        var references = 0
        for entry in 0..<count {
            let offset = Int(truncatingIfNeeded: try table.bigEndian(offsetSize))
            guard offset >= 8, offset < tableOffset else { throw ArchiveFormatError(.outOfRange, "an object offset lies outside the data", offset: offset) }
            if let first = entryAtOffset[offset] {
                canonical[entry] = first
                values.append(.null)
                continue
            }
            entryAtOffset[offset] = entry
            var cursor = ByteCursor(bytes: bytes, position: offset)
            let value = try Self.value(&cursor, referenceSize: referenceSize, count: count)
            references += Self.references(of: value)
            values.append(value)
        }
        if entryAtOffset.count < count {
            for entry in values.indices where canonical[entry] == entry {
                switch values[entry] {
                case .array(let members) where members.contains(where: { canonical[$0] != $0 }):
                    values[entry] = .array(members.map { canonical[$0] })
                case .dictionary(let keys, let members) where keys.contains(where: { canonical[$0] != $0 }) || members.contains(where: { canonical[$0] != $0 }):
                    values[entry] = .dictionary(keys: keys.map { canonical[$0] }, values: members.map { canonical[$0] })
                default: break
                }
            }
            for entry in values.indices where canonical[entry] != entry { values[entry] = values[canonical[entry]] }
        }
        self.values = values
        self.top = canonical[topIndex]
        referenceCount = references
    }

    private static func value(_ cursor: inout ByteCursor, referenceSize: Int, count: Int) throws(ArchiveFormatError) -> Value {
        let marker = try cursor.byte()
        let high = marker >> 4
        let low = Int(marker & 0x0F)
        func length() throws(ArchiveFormatError) -> Int {
            guard low == 0x0F else { return low }
            let intMarker = try cursor.byte()
            guard intMarker >> 4 == 1 else { throw ArchiveFormatError(.malformed, "a length is not an integer", offset: cursor.position) }
            let size = 1 << Int(intMarker & 0x0F)
            guard size <= 8 else { throw ArchiveFormatError(.malformed, "a length integer is too wide", offset: cursor.position) }
            let value = Int(truncatingIfNeeded: try cursor.bigEndian(size))
            guard value >= 0, value <= cursor.bytes.count else { throw ArchiveFormatError(.outOfRange, "a length of \(value) is larger than the data", offset: cursor.position) }
            return value
        }
        func references(_ n: Int) throws(ArchiveFormatError) -> [Int] {
            guard n <= (cursor.bytes.count - cursor.position) / referenceSize else { throw ArchiveFormatError(.truncated, "references run past the end", offset: cursor.position) }
            var result: [Int] = []
            result.reserveCapacity(n)
            for _ in 0..<n {
                let reference = Int(truncatingIfNeeded: try cursor.bigEndian(referenceSize))
                guard reference >= 0, reference < count else { throw ArchiveFormatError(.outOfRange, "a reference to object \(reference), but there are \(count)", offset: cursor.position) }
                result.append(reference)
            }
            return result
        }
        switch high {
        case 0x0:
            switch marker {
            case 0x00: return .null
            case 0x08: return .bool(false)
            case 0x09: return .bool(true)
            default: throw ArchiveFormatError(.malformed, "unknown marker \(marker)", offset: cursor.position - 1)
            }
        case 0x1:
            let size = 1 << low
            guard size <= 16 else { throw ArchiveFormatError(.malformed, "an integer is too wide", offset: cursor.position) }
            if size == 16 { _ = try cursor.bigEndian(8) }
            return .integer(Int64(bitPattern: try cursor.bigEndian(min(size, 8))))
        case 0x2:
            switch low {
            case 2: return .real(Double(Float(bitPattern: UInt32(try cursor.bigEndian(4)))))
            case 3: return .real(Double(bitPattern: try cursor.bigEndian(8)))
            default: throw ArchiveFormatError(.malformed, "a real of unsupported width", offset: cursor.position)
            }
        case 0x3: return .date(Double(bitPattern: try cursor.bigEndian(8)))
        case 0x4: return .data(try cursor.bytes(try length()))
        case 0x5:
            let start = cursor.position
            // ASCII by the format; UTF-8 accepted, as Apple's reader does.
            guard let text = String(validating: try cursor.bytes(try length()), as: UTF8.self) else {
                throw ArchiveFormatError(.invalidText, "a string is not valid ASCII or UTF-8", offset: start)
            }
            return .string(text)
        case 0x6:
            let units = try length()
            let start = cursor.position
            let raw = try cursor.bytes(units * 2)
            let utf16 = (0..<units).map { UInt16(raw[2 * $0]) << 8 | UInt16(raw[2 * $0 + 1]) }
            guard let text = String(validating: utf16, as: UTF16.self) else {
                throw ArchiveFormatError(.invalidText, "a UTF-16 string has an unpaired surrogate", offset: start)
            }
            return .string(text)
        case 0x8:
            // UIDs are unsigned and at most 4 bytes in practice; wider ones must still fit an Int.
            guard low + 1 <= 8 else { throw ArchiveFormatError(.malformed, "a UID of \(low + 1) bytes", offset: cursor.position - 1) }
            let uid = try cursor.bigEndian(low + 1)
            guard uid <= UInt64(Int.max) else { throw ArchiveFormatError(.outOfRange, "a UID of \(uid) is out of range", offset: cursor.position - low - 2) }
            return .uid(Int(uid))
        case 0xA, 0xC: return .array(try references(try length()))
        case 0xD:
            let n = try length()
            let keys = try references(n)
            return .dictionary(keys: keys, values: try references(n))
        default: throw ArchiveFormatError(.malformed, "unknown marker \(marker)", offset: cursor.position - 1)
        }
    }

    /// The string at an entry, if it is one.
    public func string(at index: Int) -> String? {
        if case .string(let text) = values[index] { return text }
        return nil
    }

    /// A dictionary entry as `key → value index`, if it is a dictionary with string keys.
    public func dictionary(at index: Int) -> [String: Int]? {
        guard case .dictionary(let keys, let values) = values[index] else { return nil }
        var result: [String: Int] = [:]
        for (key, value) in zip(keys, values) { if let name = string(at: key) { result[name] = value } }
        return result
    }
}

extension ByteCursor {
    mutating func bigEndian(_ count: Int) throws(ArchiveFormatError) -> UInt64 {
        guard count <= bytes.count - position else { throw ArchiveFormatError(.truncated, "unexpected end of data", offset: position) }
        var value: UInt64 = 0
        for index in 0..<count { value = value << 8 | UInt64(bytes[position + index]) }
        position += count
        return value
    }
}
