import Foundation
import NibRuntime

/// Typed reads of archived values, tolerant of the widths and types nibs use
/// (an integer where a double is expected, a number where text is expected).
extension NSCoder {
    /// Text under `key`; numbers become their text; nil when absent.
    public func nibString(forKey key: String) -> String? {
        switch decodeObject(forKey: key) {
        case let text as String: text
        case let number as Int: String(number)
        case let number as Double: String(number)
        case let flag as Bool: flag ? "YES" : "NO"
        case let image as NibImage: image.name
        default: nil
        }
    }

    /// A boolean under `key`, or nil when absent.
    public func nibBool(forKey key: String) -> Bool? {
        containsValue(forKey: key) ? decodeBool(forKey: key) : nil
    }

    /// Whether `mask` is set in the flag word under `key` (a cell's `NSCellFlags`/`NSCellFlags2`,
    /// where Apple's nibs keep a cell's switches); nil when the word is absent.
    public func nibFlag(_ mask: Int, in key: String) -> Bool? {
        containsValue(forKey: key) ? decodeInteger(forKey: key) & mask != 0 : nil
    }

    /// A cell's line break mode as packed in `NSCellFlags2` (bits 9–11); nil when absent.
    public func nibCellLineBreakMode() -> Int? {
        containsValue(forKey: "NSCellFlags2") ? (decodeInteger(forKey: "NSCellFlags2") >> 9) & 0b111 : nil
    }

    /// A cell's text alignment as packed in `NSCellFlags2` (bits 26–28, AppKit's old numbering),
    /// as Interface Builder names it; nil when absent.
    public func nibCellAlignment() -> String? {
        guard containsValue(forKey: "NSCellFlags2") else { return nil }
        return ["left", "right", "center", "justified", "natural"].dropFirst((decodeInteger(forKey: "NSCellFlags2") >> 26) & 0b111).first
    }

    /// An integer under `key`, or nil when absent.
    public func nibInt(forKey key: String) -> Int? {
        containsValue(forKey: key) ? decodeInteger(forKey: key) : nil
    }

    /// A number under `key`, or nil when absent.
    public func nibDouble(forKey key: String) -> Double? {
        containsValue(forKey: key) ? decodeDouble(forKey: key) : nil
    }

    /// An object of type `T` under `key`.
    public func nibObject<T>(forKey key: String, as type: T.Type = T.self) -> T? {
        decodeObject(forKey: key) as? T
    }

    /// The members of an array under `key` (objects only).
    public func nibObjects(forKey key: String) -> [AnyObject] {
        if let decoder = self as? NibDecoder { return decoder.decodeObjectReferences(forKey: key) }
        return (decodeObject(forKey: key) as? [Any] ?? []).map { $0 as AnyObject }
    }

    /// A rectangle under `key` (UIKit geometry bytes or AppKit `{{x, y}, {w, h}}` text).
    public func nibRect(forKey key: String) -> CGRect? {
        if let decoder = self as? NibDecoder { return decoder.decodeGeometry(forKey: key)?.rect }
        return NibValue.rect(decodeObject(forKey: key))
    }

    /// A size under `key`.
    public func nibSize(forKey key: String) -> CGSize? {
        if let decoder = self as? NibDecoder { return decoder.decodeGeometry(forKey: key)?.size }
        return NibValue.size(decodeObject(forKey: key))
    }

    /// A point under `key`.
    public func nibPoint(forKey key: String) -> CGPoint? {
        if let decoder = self as? NibDecoder { return decoder.decodeGeometry(forKey: key)?.point }
        return NibValue.point(decodeObject(forKey: key))
    }

    /// Up to four numbers under `key` (insets: top, left, bottom, right).
    public func nibInsets(forKey key: String) -> [Double]? {
        if let decoder = self as? NibDecoder {
            guard let numbers = decoder.decodeGeometry(forKey: key), numbers.count > 0 else { return nil }
            return numbers.array
        }
        let numbers = GeometryText.numbers(of: decodeObject(forKey: key))
        return numbers.isEmpty ? nil : numbers
    }
}
