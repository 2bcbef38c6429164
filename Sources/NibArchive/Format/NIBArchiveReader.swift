/// Reads Apple's NIBArchive format (the `NIBArchive` magic, a 50-byte header, then the object,
/// key, value and class-name tables) into a ``KeyedArchive``.
///
/// Every count, offset, length and index is checked against the data before it is used, so
/// malformed or hostile bytes give an ``ArchiveFormatError``, never a crash or a hang. Bytes after
/// the last table are ignored, as Apple's decoder ignores them.
public struct NIBArchiveReader: Sendable {
    /// The magic bytes every NIBArchive starts with.
    public static let magic: [UInt8] = Array("NIBArchive".utf8)
    /// The largest count any table may declare (far above real nibs; guards allocations).
    public var maximumCount = 10_000_000

    /// Creates a reader.
    public init() {}

    /// How many times the value table's count all objects may claim together (each value
    /// belongs to one object in nibs Apple writes, so they claim it exactly once).
    public static let claimedValueFactor = 4

    /// The most values all objects of an archive may claim together.
    static func claimedValueLimit(valueCount: Int) -> Int { max(valueCount, 1_024) * claimedValueFactor }

    /// Whether `bytes` start like a NIBArchive.
    public static func isNIBArchive(_ bytes: [UInt8]) -> Bool { bytes.starts(with: magic) }

    /// Reads an archive.
    public func read(_ bytes: [UInt8]) throws(ArchiveFormatError) -> KeyedArchive {
        guard Self.isNIBArchive(bytes) else { throw ArchiveFormatError(.notAnArchive, "not a NIBArchive: the first bytes are not 'NIBArchive'", offset: 0) }
        guard bytes.count >= 50 else { throw ArchiveFormatError(.truncated, "the header is truncated: \(bytes.count) bytes, 50 needed", offset: bytes.count) }
        var header = ByteCursor(bytes: bytes, position: 10)
        let fields = try (0..<10).map { _ throws(ArchiveFormatError) in Int(try header.uint32()) }
        guard fields[0] == 1 else { throw ArchiveFormatError(.unsupportedVersion, "unsupported format version \(fields[0]); only 1 exists", offset: 10) }
        let (objectCount, objectOffset, keyCount, keyOffset) = (fields[2], fields[3], fields[4], fields[5])
        let (valueCount, valueOffset, classCount, classOffset) = (fields[6], fields[7], fields[8], fields[9])
        for (name, count, field) in [("object", objectCount, 18), ("key", keyCount, 26), ("value", valueCount, 34), ("class-name", classCount, 42)] where count > maximumCount {
            throw ArchiveFormatError(.limitExceeded, "the \(name) table declares \(count) entries, over the limit of \(maximumCount)", offset: field)
        }
        // Every entry takes at least this many bytes: a count the file cannot hold is refused
        // before anything is allocated for it.
        for (name, count, offset, smallest, field) in [
            ("object", objectCount, objectOffset, 3, 18), ("key", keyCount, keyOffset, 1, 26),
            ("value", valueCount, valueOffset, 2, 34), ("class-name", classCount, classOffset, 2, 42),
        ] where offset <= bytes.count && count > (bytes.count - offset) / smallest {
            throw ArchiveFormatError(.truncated, "the \(name) table declares \(count) entries, more than the \(bytes.count - offset) bytes after its offset can hold", offset: field)
        }

        var cursor = try ByteCursor(bytes: bytes, at: classOffset, table: "class-name", field: 46)
        var classes: [(name: String, fallbacks: [Int])] = []
        classes.reserveCapacity(classCount)
        for _ in 0..<classCount {
            let length = try cursor.varint()
            let fallbackCount = try cursor.varint()
            guard fallbackCount <= 64 else { throw ArchiveFormatError(.limitExceeded, "a class name declares \(fallbackCount) fallback classes", offset: cursor.position) }
            var fallbacks: [Int] = []
            for _ in 0..<fallbackCount { fallbacks.append(Int(try cursor.uint32())) }
            guard length >= 1 else { throw ArchiveFormatError(.malformed, "a class name has length 0 (the NUL is counted)", offset: cursor.position) }
            let nameStart = cursor.position
            let name = try cursor.bytes(length)
            guard let text = String(validating: name.dropLast(name.last == 0 ? 1 : 0), as: UTF8.self) else {
                throw ArchiveFormatError(.invalidText, "class name \(classes.count) is not valid UTF-8", offset: nameStart)
            }
            classes.append((text, fallbacks))
        }
        for (index, entry) in classes.enumerated() {
            for fallback in entry.fallbacks where fallback >= classes.count {
                throw ArchiveFormatError(.outOfRange, "class \(index) names fallback class \(fallback), but there are \(classes.count)")
            }
        }

        cursor = try ByteCursor(bytes: bytes, at: keyOffset, table: "key", field: 30)
        var keys: [String] = []
        keys.reserveCapacity(keyCount)
        for _ in 0..<keyCount {
            let length = try cursor.varint()
            let keyStart = cursor.position
            guard let key = String(validating: try cursor.bytes(length), as: UTF8.self) else {
                throw ArchiveFormatError(.invalidText, "key \(keys.count) is not valid UTF-8", offset: keyStart)
            }
            keys.append(key)
        }

        cursor = try ByteCursor(bytes: bytes, at: valueOffset, table: "value", field: 38)
        var values: [KeyedValue] = []
        values.reserveCapacity(valueCount)
        for _ in 0..<valueCount {
            let entryStart = cursor.position
            let keyIndex = try cursor.varint()
            guard keyIndex < keys.count else { throw ArchiveFormatError(.outOfRange, "value \(values.count) names key \(keyIndex), but there are \(keys.count)", offset: entryStart) }
            let type = try cursor.byte()
            let value: ArchiveValue
            switch type {
            case 0: value = .integer(Int64(Int8(bitPattern: try cursor.byte())), width: 1)
            case 1: value = .integer(Int64(Int16(bitPattern: UInt16(try cursor.littleEndian(2)))), width: 2)
            case 2: value = .integer(Int64(Int32(bitPattern: UInt32(try cursor.littleEndian(4)))), width: 4)
            case 3: value = .integer(Int64(bitPattern: try cursor.littleEndian(8)), width: 8)
            case 4: value = .bool(false)
            case 5: value = .bool(true)
            case 6: value = .float(Float(bitPattern: UInt32(try cursor.littleEndian(4))))
            case 7: value = .double(Double(bitPattern: try cursor.littleEndian(8)))
            case 8: value = .data(try cursor.bytes(try cursor.varint()))
            case 9: value = .null
            case 10:
                let referenceStart = cursor.position
                let index = Int(try cursor.uint32())
                guard index < objectCount else { throw ArchiveFormatError(.outOfRange, "value \(values.count) refers to object \(index), but there are \(objectCount)", offset: referenceStart) }
                value = .object(index)
            default: throw ArchiveFormatError(.malformed, "unknown value type \(type)", offset: cursor.position - 1)
            }
            values.append(KeyedValue(keys[keyIndex], value))
        }

        cursor = try ByteCursor(bytes: bytes, at: objectOffset, table: "object", field: 22)
        var objects: [ArchivedObject] = []
        objects.reserveCapacity(objectCount)
        // Objects may share value ranges (Apple's reader allows it; Apple's writer never does), but
        // every object gets its own copy: 40,000 objects over one 100,000-value table would be
        // 4 billion values from a few hundred kilobytes. So the copies are counted.
        let claimLimit = Self.claimedValueLimit(valueCount: values.count)
        var claimed = 0
        for index in 0..<objectCount {
            let entryStart = cursor.position
            let classIndex = try cursor.varint()
            let first = try cursor.varint()
            let count = try cursor.varint()
            guard classIndex < classes.count else { throw ArchiveFormatError(.outOfRange, "object \(index) names class \(classIndex), but there are \(classes.count)", offset: entryStart) }
            guard count == 0 || (first <= values.count && count <= values.count - first) else {
                throw ArchiveFormatError(.outOfRange, "object \(index) claims values \(first)..<\(first + count), but there are \(values.count)", offset: entryStart)
            }
            claimed += count
            guard claimed <= claimLimit else {
                throw ArchiveFormatError(.limitExceeded, "objects 0...\(index) claim \(claimed) values between them, over the limit of \(claimLimit) (\(Self.claimedValueFactor) times the value table's \(values.count)); objects' value ranges overlap", offset: entryStart)
            }
            let entry = classes[classIndex]
            objects.append(ArchivedObject(
                className: entry.name, fallbackClassNames: entry.fallbacks.map { classes[$0].name },
                values: count == 0 ? [] : Array(values[first..<(first + count)])))
        }
        guard !objects.isEmpty else { throw ArchiveFormatError(.malformed, "the archive has no objects; object 0 is the root") }
        return KeyedArchive(objects: objects)
    }
}

/// A bounds-checked reader over bytes.
struct ByteCursor {
    let bytes: [UInt8]
    var position: Int

    init(bytes: [UInt8], position: Int) {
        self.bytes = bytes
        self.position = position
    }

    /// A cursor at a table's offset, which the header field at `field` gave.
    init(bytes: [UInt8], at offset: Int, table: String, field: Int) throws(ArchiveFormatError) {
        guard offset >= 0, offset <= bytes.count else {
            throw ArchiveFormatError(.outOfRange, "the header puts the \(table) table at \(offset), past the end (\(bytes.count) bytes)", offset: field)
        }
        self.init(bytes: bytes, position: offset)
    }

    mutating func byte() throws(ArchiveFormatError) -> UInt8 {
        guard position < bytes.count else { throw ArchiveFormatError(.truncated, "unexpected end of data", offset: position) }
        defer { position += 1 }
        return bytes[position]
    }

    mutating func littleEndian(_ count: Int) throws(ArchiveFormatError) -> UInt64 {
        guard count <= bytes.count - position else { throw ArchiveFormatError(.truncated, "unexpected end of data", offset: position) }
        var value: UInt64 = 0
        for index in 0..<count { value |= UInt64(bytes[position + index]) << (8 * UInt64(index)) }
        position += count
        return value
    }

    mutating func uint32() throws(ArchiveFormatError) -> UInt32 { UInt32(try littleEndian(4)) }

    /// NIBArchive's varint: 7 bits a byte, least significant first, the last byte's high bit set; at most 5 bytes.
    mutating func varint() throws(ArchiveFormatError) -> Int {
        var value = 0
        for shift in stride(from: 0, to: 35, by: 7) {
            let byte = try self.byte()
            value |= Int(byte & 0x7F) << shift
            if byte & 0x80 != 0 { return value }
        }
        throw ArchiveFormatError(.malformed, "a varint is longer than five bytes", offset: position)
    }

    mutating func bytes(_ count: Int) throws(ArchiveFormatError) -> [UInt8] {
        guard count >= 0, count <= bytes.count - position else {
            throw ArchiveFormatError(.truncated, "a length of \(count) bytes runs past the end of the data", offset: position)
        }
        defer { position += count }
        return Array(bytes[position..<(position + count)])
    }
}
