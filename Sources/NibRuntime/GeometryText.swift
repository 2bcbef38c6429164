import Foundation
import NibArchive

/// Geometry as nibs store it: UIKit's tagged doubles, AppKit's `{{x, y}, {w, h}}` strings, NSValue objects.
public enum GeometryText {
    /// The numbers of a `{{x, y}, {w, h}}`, `{x, y}` or `{w, h}` string.
    public static func numbers(_ text: String) -> [Double] {
        text.split(whereSeparator: { "{}, ".contains($0) }).compactMap { Double($0) }
    }

    /// The numbers of UIKit's tagged geometry bytes (`0x07` + doubles, or `0x06` + floats).
    public static func numbers(_ bytes: [UInt8]) -> [Double] {
        guard let tag = bytes.first else { return [] }
        var numbers: [Double] = []
        var offset = 1
        let size = tag == 0x06 ? 4 : 8
        while offset + size <= bytes.count {
            var bits: UInt64 = 0
            for byte in 0..<size { bits |= UInt64(bytes[offset + byte]) << (8 * UInt64(byte)) }
            numbers.append(size == 8 ? Double(bitPattern: bits) : Double(Float(bitPattern: UInt32(bits))))
            offset += size
        }
        return numbers
    }

    /// A string or tagged bytes as numbers.
    public static func numbers(of value: Any?) -> [Double] {
        if let text = value as? String { return numbers(text) }
        if let data = value as? Data { return numbers([UInt8](data)) }
        return []
    }

    /// A CGRect from four numbers.
    public static func rect(_ numbers: [Double]) -> CGRect? {
        numbers.count >= 4 ? CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]) : nil
    }
}
