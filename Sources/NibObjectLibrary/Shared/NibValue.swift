import Foundation
import NibSupport
import NibRuntime

/// Conversions of decoded and key-value-coded values, as Foundation's NSNumber bridging does them.
public enum NibValue {
    /// A number or boolean as Double.
    public static func double(_ value: Any?) -> Double {
        switch value {
        case let number as Double: number
        case let number as Int: Double(number)
        case let number as Float: Double(number)
        case let number as CGFloat: Double(number)
        case let flag as Bool: flag ? 1 : 0
        case let text as String: Double(text) ?? 0
        default: 0
        }
    }

    /// A number or boolean as Int; a floating-point number by the saturating rule (NaN is 0).
    public static func int(_ value: Any?) -> Int {
        switch value {
        case let number as Int: number
        case let number as Double: Int(saturating: number)
        case let number as Float: Int(saturating: number)
        case let number as CGFloat: Int(saturating: number)
        case let flag as Bool: flag ? 1 : 0
        case let text as String: Int(text) ?? 0
        default: 0
        }
    }

    /// A boolean, a number (non-zero) or `"YES"`.
    public static func bool(_ value: Any?) -> Bool {
        switch value {
        case let flag as Bool: flag
        case let number as Int: number != 0
        case let number as Double: number != 0
        case let text as String: text == "YES" || text == "true" || text == "1"
        default: false
        }
    }

    /// A rect from UIKit geometry bytes, an AppKit string, or a CGRect.
    public static func rect(_ value: Any?) -> CGRect? {
        if let rect = value as? CGRect { return rect }
        return GeometryText.rect(GeometryText.numbers(of: value))
    }

    /// A point from UIKit geometry bytes, an AppKit string, or a CGPoint.
    public static func point(_ value: Any?) -> CGPoint? {
        if let point = value as? CGPoint { return point }
        let numbers = GeometryText.numbers(of: value)
        return numbers.count >= 2 ? CGPoint(x: numbers[0], y: numbers[1]) : nil
    }

    /// A size from UIKit geometry bytes, an AppKit string, or a CGSize.
    public static func size(_ value: Any?) -> CGSize? {
        if let size = value as? CGSize { return size }
        let numbers = GeometryText.numbers(of: value)
        return numbers.count >= 2 ? CGSize(width: numbers[0], height: numbers[1]) : nil
    }
}

