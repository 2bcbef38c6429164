/// Writes a ``KeyedArchive`` in Apple's NIBArchive format, tables in Apple's order (objects,
/// keys, values, class names) right after the header, with no trailing bytes.
public struct NIBArchiveWriter: Sendable {
    /// The coder version written in the header (10, as current Apple encoders write).
    public var coderVersion: UInt32 = 10

    /// Creates a writer.
    public init() {}

    /// The archive's bytes.
    public func write(_ archive: KeyedArchive) -> [UInt8] {
        var keyIndex: [String: Int] = [:]
        var keys: [String] = []
        // Fallbacks belong to a class-name entry, not to an object: a name archived with
        // different fallbacks (class swappers of a control and of a formatter) needs an entry each.
        var classIndex: [[String]: Int] = [:]
        var classes: [(name: String, fallbacks: [String])] = []
        func classNumber(_ name: String, fallbacks: [String]) -> Int {
            if let index = classIndex[[name] + fallbacks] { return index }
            classIndex[[name] + fallbacks] = classes.count
            classes.append((name, fallbacks))
            return classes.count - 1
        }
        var objectTable: [UInt8] = []
        var valueTable: [UInt8] = []
        var valueCount = 0
        for object in archive.objects {
            let number = classNumber(object.className, fallbacks: object.fallbackClassNames)
            for fallback in object.fallbackClassNames { _ = classNumber(fallback, fallbacks: []) }
            Self.appendVarint(number, to: &objectTable)
            Self.appendVarint(object.values.isEmpty ? 0 : valueCount, to: &objectTable)
            Self.appendVarint(object.values.count, to: &objectTable)
            for value in object.values {
                let key: Int
                if let known = keyIndex[value.key] { key = known } else {
                    key = keys.count
                    keyIndex[value.key] = key
                    keys.append(value.key)
                }
                Self.appendVarint(key, to: &valueTable)
                Self.append(value.value, to: &valueTable)
                valueCount += 1
            }
        }
        var keyTable: [UInt8] = []
        for key in keys {
            let utf8 = Array(key.utf8)
            Self.appendVarint(utf8.count, to: &keyTable)
            keyTable += utf8
        }
        var classTable: [UInt8] = []
        for entry in classes {
            let utf8 = Array(entry.name.utf8)
            Self.appendVarint(utf8.count + 1, to: &classTable)
            Self.appendVarint(entry.fallbacks.count, to: &classTable)
            for fallback in entry.fallbacks { Self.appendLittleEndian(UInt64(classIndex[[fallback]] ?? 0), count: 4, to: &classTable) }
            classTable += utf8 + [0]
        }
        var bytes = NIBArchiveReader.magic
        let objectOffset = 50
        let keyOffset = objectOffset + objectTable.count
        let valueOffset = keyOffset + keyTable.count
        let classOffset = valueOffset + valueTable.count
        for field in [1, Int(coderVersion), archive.objects.count, objectOffset, keys.count, keyOffset, valueCount, valueOffset, classes.count, classOffset] {
            Self.appendLittleEndian(UInt64(field), count: 4, to: &bytes)
        }
        return bytes + objectTable + keyTable + valueTable + classTable
    }

    private static func append(_ value: ArchiveValue, to bytes: inout [UInt8]) {
        switch value {
        case .integer(let number, let width):
            let (type, count): (UInt8, Int) = width <= 1 ? (0, 1) : width == 2 ? (1, 2) : width <= 4 ? (2, 4) : (3, 8)
            bytes.append(type)
            appendLittleEndian(UInt64(bitPattern: number), count: count, to: &bytes)
        case .bool(let flag): bytes.append(flag ? 5 : 4)
        case .float(let number):
            bytes.append(6)
            appendLittleEndian(UInt64(number.bitPattern), count: 4, to: &bytes)
        case .double(let number):
            bytes.append(7)
            appendLittleEndian(number.bitPattern, count: 8, to: &bytes)
        case .data(let data):
            bytes.append(8)
            appendVarint(data.count, to: &bytes)
            bytes += data
        case .null: bytes.append(9)
        case .object(let index):
            bytes.append(10)
            appendLittleEndian(UInt64(index), count: 4, to: &bytes)
        }
    }

    static func appendVarint(_ value: Int, to bytes: inout [UInt8]) {
        var rest = value
        while rest >= 0x80 {
            bytes.append(UInt8(rest & 0x7F))
            rest >>= 7
        }
        bytes.append(UInt8(rest) | 0x80)
    }

    static func appendLittleEndian(_ value: UInt64, count: Int, to bytes: inout [UInt8]) {
        for index in 0..<count { bytes.append(UInt8(truncatingIfNeeded: value >> (8 * UInt64(index)))) }
    }
}
