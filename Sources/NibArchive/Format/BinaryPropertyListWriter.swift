/// Writes a binary property list (`bplist00`) of strings, integers, booleans, arrays and
/// dictionaries, with dictionary keys in sorted order, so the same value always gives the
/// same bytes (Foundation's writer follows the dictionary's hash order, which changes from
/// run to run, and compiled storyboards' Info.plist would differ on every build).
public enum BinaryPropertyListWriter {
    /// A property-list value.
    public indirect enum Value: Sendable, Hashable {
        case string(String)
        case integer(Int)
        case bool(Bool)
        case array([Value])
        case dictionary([String: Value])
    }

    /// The bytes of `value` as a binary property list.
    public static func data(_ value: Value) -> [UInt8] {
        var objects: [Value] = []
        var children: [[Int]] = []
        func add(_ value: Value) -> Int {
            let index = objects.count
            objects.append(value)
            children.append([])
            switch value {
            case .array(let members):
                let references = members.map(add)
                children[index] = references
            case .dictionary(let entries):
                let keys = entries.keys.sorted()
                let keyReferences = keys.map { add(.string($0)) }
                let valueReferences = keys.map { add(entries[$0]!) }
                children[index] = keyReferences + valueReferences
            default: break
            }
            return index
        }
        _ = add(value)
        let referenceSize = byteCount(objects.count)
        var out = Array("bplist00".utf8)
        var offsets: [Int] = []
        for (index, object) in objects.enumerated() {
            offsets.append(out.count)
            switch object {
            case .bool(let flag): out.append(flag ? 0x09 : 0x08)
            case .integer(let number): out += integer(number)
            case .string(let text):
                if text.utf8.allSatisfy({ $0 < 0x80 }) {
                    out += marker(0x50, count: text.utf8.count) + Array(text.utf8)
                } else {
                    let units = Array(text.utf16)
                    out += marker(0x60, count: units.count)
                    for unit in units { out += [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
                }
            case .array:
                out += marker(0xA0, count: children[index].count)
                for child in children[index] { out += bigEndian(child, size: referenceSize) }
            case .dictionary:
                out += marker(0xD0, count: children[index].count / 2)
                for child in children[index] { out += bigEndian(child, size: referenceSize) }
            }
        }
        let tableOffset = out.count
        let offsetSize = byteCount(tableOffset)
        for offset in offsets { out += bigEndian(offset, size: offsetSize) }
        out += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), UInt8(referenceSize)]
        out += bigEndian(objects.count, size: 8) + bigEndian(0, size: 8) + bigEndian(tableOffset, size: 8)
        return out
    }

    private static func marker(_ type: UInt8, count: Int) -> [UInt8] {
        count < 15 ? [type | UInt8(count)] : [type | 0x0F] + integer(count)
    }

    private static func integer(_ number: Int) -> [UInt8] {
        guard number >= 0 else { return [0x13] + bigEndian(number, size: 8) }
        switch number {
        case ...0xFF: return [0x10, UInt8(number)]
        case ...0xFFFF: return [0x11] + bigEndian(number, size: 2)
        case ...0xFFFF_FFFF: return [0x12] + bigEndian(number, size: 4)
        default: return [0x13] + bigEndian(number, size: 8)
        }
    }

    /// The fewest bytes that hold every value below `limit`.
    private static func byteCount(_ limit: Int) -> Int {
        limit <= 0xFF ? 1 : limit <= 0xFFFF ? 2 : limit <= 0xFFFF_FFFF ? 4 : 8
    }

    private static func bigEndian(_ value: Int, size: Int) -> [UInt8] {
        (0..<size).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }
}
