/// Byte-level builders for crafting broken archives: every table and field is laid out by
/// hand, so a test can break exactly one thing and know its offset.

/// A NIBArchive laid out as header, objects, keys, values, class names.
struct RawNIBArchive {
    var version: UInt32 = 1
    /// Per class: the name bytes (with the NUL) and fallback class indexes.
    var classes: [(name: [UInt8], fallbacks: [UInt32])] = [(Array("NSObject\0".utf8), [])]
    var keys: [[UInt8]] = [Array("NSChild".utf8)]
    /// Encoded values: a key-index varint, a type byte, the payload.
    var values: [[UInt8]] = [[0x80, 9]]
    /// Encoded objects: class index, first value, value count (varints).
    var objects: [[UInt8]] = [[0x80, 0x80, 0x81]]
    /// Header fields to replace, by field number (0 = version … 9 = class-name offset).
    var overrides: [Int: UInt32] = [:]

    static let headerSize = 50
    var objectsOffset: Int { Self.headerSize }
    var keysOffset: Int { objectsOffset + objects.reduce(0) { $0 + $1.count } }
    var valuesOffset: Int { keysOffset + keys.reduce(0) { $0 + Self.varint($1.count).count + $1.count } }
    var classesOffset: Int { valuesOffset + values.reduce(0) { $0 + $1.count } }
    /// Where value `index` starts.
    func valueOffset(_ index: Int) -> Int { valuesOffset + values[..<index].reduce(0) { $0 + $1.count } }
    /// Where object `index` starts.
    func objectOffset(_ index: Int) -> Int { objectsOffset + objects[..<index].reduce(0) { $0 + $1.count } }

    var bytes: [UInt8] {
        var fields: [UInt32] = [
            version, 10, UInt32(objects.count), UInt32(objectsOffset), UInt32(keys.count), UInt32(keysOffset),
            UInt32(values.count), UInt32(valuesOffset), UInt32(classes.count), UInt32(classesOffset),
        ]
        for (field, value) in overrides { fields[field] = value }
        var out = Array("NIBArchive".utf8)
        for field in fields { out += Self.uint32(field) }
        for object in objects { out += object }
        for key in keys { out += Self.varint(key.count) + key }
        for value in values { out += value }
        for entry in classes {
            out += Self.varint(entry.name.count) + Self.varint(entry.fallbacks.count)
            for fallback in entry.fallbacks { out += Self.uint32(fallback) }
            out += entry.name
        }
        return out
    }

    /// NIBArchive varints: seven bits per byte, the high bit marks the last byte.
    static func varint(_ value: Int) -> [UInt8] {
        var rest = value
        var out: [UInt8] = []
        repeat {
            let low = UInt8(rest & 0x7F)
            rest >>= 7
            out.append(rest == 0 ? low | 0x80 : low)
        } while rest != 0
        return out
    }

    static func uint32(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
}

/// A binary property list (`bplist00`) with two-byte offsets and references.
struct RawBinaryPropertyList {
    enum Object {
        case string(String)
        case rawString(marker: UInt8, bytes: [UInt8])
        case integer(Int)
        case uid(Int)
        case array([Int])
        case dictionary([(key: Int, value: Int)])
        case raw([UInt8])
    }
    var objects: [Object]
    var top = 0
    var offsetSize: UInt8 = 2
    var referenceSize: UInt8 = 2
    /// Replaces the trailer's object count.
    var declaredCount: Int?
    /// Replaces the trailer's offset-table offset.
    var declaredTableOffset: Int?

    var bytes: [UInt8] {
        var out = Array("bplist00".utf8)
        var offsets: [Int] = []
        for object in objects {
            offsets.append(out.count)
            out += Self.encode(object, referenceSize: Int(referenceSize))
        }
        let tableOffset = out.count
        for offset in offsets { out += Self.bigEndian(offset, Int(offsetSize)) }
        out += [0, 0, 0, 0, 0, 0, offsetSize, referenceSize]
        out += Self.bigEndian(declaredCount ?? objects.count, 8) + Self.bigEndian(top, 8) + Self.bigEndian(declaredTableOffset ?? tableOffset, 8)
        return out
    }

    static func encode(_ object: Object, referenceSize: Int) -> [UInt8] {
        func header(_ marker: UInt8, _ count: Int) -> [UInt8] {
            count < 15 ? [marker | UInt8(count)] : [marker | 0x0F, 0x11] + bigEndian(count, 2)
        }
        switch object {
        case .string(let text): return header(0x50, text.utf8.count) + Array(text.utf8)
        case .rawString(let marker, let bytes): return header(marker, marker == 0x60 ? bytes.count / 2 : bytes.count) + bytes
        case .integer(let value): return [0x13] + bigEndian(value, 8)
        case .uid(let value): return [0x81] + bigEndian(value, 2)
        case .array(let members): return header(0xA0, members.count) + members.flatMap { bigEndian($0, referenceSize) }
        case .dictionary(let pairs):
            return header(0xD0, pairs.count) + pairs.flatMap { bigEndian($0.key, referenceSize) } + pairs.flatMap { bigEndian($0.value, referenceSize) }
        case .raw(let bytes): return bytes
        }
    }

    static func bigEndian(_ value: Int, _ size: Int) -> [UInt8] {
        (0..<size).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }

    /// A keyed archive (`$archiver`, `$top`, `$objects`) whose `$objects` are `members`
    /// (entry 0 of `members` must be `$null`); `$top` has `root` → UID 1.
    static func keyedArchive(members: [Object]) -> RawBinaryPropertyList {
        // Entries: 0 top dict, 1 "$top", 2 "$objects", 3 "root", 4 top-keys dict, 5 UID(1), 6 objects array, 7… members.
        let memberIndexes = Array(7..<(7 + members.count))
        let objects: [Object] = [
            .dictionary([(1, 4), (2, 6)]), .string("$top"), .string("$objects"), .string("root"),
            .dictionary([(3, 5)]), .uid(1), .array(memberIndexes),
        ] + members
        return RawBinaryPropertyList(objects: objects)
    }
}
