import NibArchive

extension HostileValues {
    /// Integers at every width's edge.
    public static let integers: [Int64] = [.min, .max, -1, 0, Int64(Int32.max) + 1, Int64(Int32.min) - 1, Int64(UInt32.max), 1 << 53]
    /// Floating-point numbers no tool writes.
    public static let doubles: [Double] = [.nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .leastNonzeroMagnitude, -0.0, 1e20]

    /// AppKit geometry strings with hostile numbers.
    public static let geometryStrings = ["{{nan, inf}, {-inf, 1e999}}", "{nan, nan}", "{1e308, -1e308}", "{{-9.3e18, 9.3e18}, {1e20, -1}}", "{{0, 0}, {-5, -5}}"]

    /// `archive` with some of its numbers (about one in `oneIn`, as the choices say) replaced by
    /// hostile ones of the same kind: an archive every reader accepts whose values are hostile.
    /// UIKit's geometry data (`UIFrame`'s bytes, 0x06 or 0x07 then numbers) gets hostile numbers too.
    public static func mutatingNumbers(of archive: KeyedArchive, oneIn: Int = 3, choices: inout Choices) -> KeyedArchive {
        var archive = archive
        for object in archive.objects.indices {
            for position in archive.objects[object].values.indices where choices.next(oneIn) == 0 {
                switch archive.objects[object].values[position].value {
                case .integer(_, let width): archive.objects[object].values[position].value = .integer(choices.element(of: integers), width: width)
                case .double: archive.objects[object].values[position].value = .double(choices.element(of: doubles))
                case .float: archive.objects[object].values[position].value = .float(Float(choices.element(of: doubles)))
                case .data(var bytes) where (bytes.first == 6 || bytes.first == 7) && bytes.count <= 33:
                    // Geometry: replace one 4- or 8-byte number with a hostile one's bits.
                    let size = bytes.first == 6 ? 4 : 8
                    let slots = (bytes.count - 1) / size
                    guard slots > 0 else { continue }
                    let slot = 1 + size * choices.next(slots)
                    let value = choices.element(of: doubles)
                    let bits: [UInt8] = size == 4
                        ? withUnsafeBytes(of: Float(value).bitPattern.littleEndian, Array.init)
                        : withUnsafeBytes(of: value.bitPattern.littleEndian, Array.init)
                    bytes.replaceSubrange(slot..<slot + size, with: bits)
                    archive.objects[object].values[position].value = .data(bytes)
                case .data(let bytes) where archive.objects[object].values[position].key == "NS.bytes" && bytes.first == UInt8(ascii: "{"):
                    // AppKit's geometry strings (`{{x, y}, {w, h}}`).
                    archive.objects[object].values[position].value = .data(Array(choices.element(of: geometryStrings).utf8))
                default: continue
                }
            }
        }
        return archive
    }
}
