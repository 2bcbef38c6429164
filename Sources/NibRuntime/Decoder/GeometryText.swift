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

    /// The first four numbers of a geometry string, without an array.
    public static func geometry(_ text: String) -> GeometryNumbers {
        var result = GeometryNumbers()
        for piece in text.split(whereSeparator: { "{}, ".contains($0) }) where result.count < 4 {
            if let number = Double(piece) { result.append(number) }
        }
        return result
    }

    /// The first four numbers of UIKit's tagged geometry bytes, without an array.
    public static func geometry(_ bytes: [UInt8]) -> GeometryNumbers {
        var result = GeometryNumbers()
        guard let tag = bytes.first else { return result }
        let size = tag == 0x06 ? 4 : 8
        // Read in place, little-endian as archived: views read two of these on every load.
        bytes.withUnsafeBytes { raw in
            var offset = 1
            while offset + size <= raw.count, result.count < 4 {
                if size == 8 {
                    result.append(Double(bitPattern: UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))))
                } else {
                    result.append(Double(Float(bitPattern: UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))))
                }
                offset += size
            }
        }
        return result
    }

    /// A CGRect from four numbers.
    public static func rect(_ numbers: [Double]) -> CGRect? {
        numbers.count >= 4 ? CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]) : nil
    }
}

/// Up to four numbers of a geometry value (a point, a size, a rectangle, insets), held without
/// an array: views read two of them each, on every load.
public struct GeometryNumbers: Sendable {
    /// How many numbers there are (0–4).
    public private(set) var count = 0
    private var values: (Double, Double, Double, Double) = (0, 0, 0, 0)

    /// No numbers.
    public init() {}

    /// Adds a number; numbers beyond the fourth are ignored.
    public mutating func append(_ number: Double) {
        switch count {
        case 0: values.0 = number
        case 1: values.1 = number
        case 2: values.2 = number
        case 3: values.3 = number
        default: return
        }
        count += 1
    }

    /// The number at `index` (0 when there is none).
    public subscript(index: Int) -> Double {
        guard index < count else { return 0 }
        switch index {
        case 0: return values.0
        case 1: return values.1
        case 2: return values.2
        default: return values.3
        }
    }

    /// The numbers as an array.
    public var array: [Double] { (0..<count).map { self[$0] } }
    /// The first two numbers as a point.
    public var point: CGPoint? { count >= 2 ? CGPoint(x: self[0], y: self[1]) : nil }
    /// The first two numbers as a size.
    public var size: CGSize? { count >= 2 ? CGSize(width: self[0], height: self[1]) : nil }
    /// Four numbers as a rectangle.
    public var rect: CGRect? { count >= 4 ? CGRect(x: self[0], y: self[1], width: self[2], height: self[3]) : nil }
}
