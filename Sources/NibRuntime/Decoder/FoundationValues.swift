import Foundation
import NibArchive
import NibSupport

/// Archived values as the Swift values `NSCoder`'s reads return, and Foundation's value classes
/// (strings, numbers, collections, dictionaries, NSValue, data, dates) decoded as Swift values.
extension NibDecoder {
    /// The object or value an archived value decodes to, as `decodeObject(forKey:)` returns it.
    public func decodedValue(_ value: ArchiveValue) -> Any? {
        switch value {
        case .object(let index): object(at: index)
        case .data(let bytes): Data(bytes)
        case .integer(let number, _): Int(number)
        case .double(let number): number
        case .float(let number): Double(number)
        case .bool(let flag): flag
        case .null: nil
        }
    }

    /// A value as `decodeBool(forKey:)` reads it.
    @inline(__always)
    public static func bool(_ value: ArchiveValue) -> Bool {
        switch value {
        case .bool(let flag): flag
        case .integer(let number, _): number != 0
        case .double(let number): number != 0
        case .float(let number): number != 0
        default: false
        }
    }

    /// A value as `decodeInt64(forKey:)` reads it.
    @inline(__always)
    public static func int64(_ value: ArchiveValue) -> Int64 {
        switch value {
        case .integer(let number, _): number
        case .bool(let flag): flag ? 1 : 0
        case .double(let number) where number.isFinite: Int64(exactly: number.rounded(.towardZero)) ?? 0
        case .float(let number) where number.isFinite: Int64(exactly: Double(number).rounded(.towardZero)) ?? 0
        default: 0
        }
    }

    /// A value as `decodeDouble(forKey:)` reads it.
    @inline(__always)
    public static func double(_ value: ArchiveValue) -> Double {
        switch value {
        case .double(let number): number
        case .float(let number): Double(number)
        case .integer(let number, _): Double(number)
        case .bool(let flag): flag ? 1 : 0
        default: 0
        }
    }

    /// The Swift value an archived Foundation object of `kind` is; nil for none.
    func foundationValue(of archived: ArchivedObject, at index: Int, kind: ArchiveLookup.ValueKind) -> Any? {
        switch kind {
        case .string:
            if case .data(let bytes)? = archived["NS.bytes"] { return String(decoding: bytes, as: UTF8.self) }
            return ""
        case .number:
            switch archived["NS.intval"] ?? archived["NS.dblval"] ?? archived["NS.boolval"] {
            case .integer(let number, _)?: return Int(number)
            case .double(let number)?: return number
            case .float(let number)?: return Double(number)
            case .bool(let flag)?: return flag
            default: return 0
            }
        case .collection:
            return lookup.elements(of: index, in: archive).compactMap(decodedValue)
        case .dictionary:
            let members = lookup.elements(of: index, in: archive)
            var dictionary: [AnyHashable: Any] = [:]
            var position = 0
            while position + 1 < members.count {
                if let key = decodedValue(members[position]) as? AnyHashable, let value = decodedValue(members[position + 1]) { dictionary[key] = value }
                position += 2
            }
            return dictionary
        case .value:
            return nsValue(archived)
        case .data:
            if case .data(let bytes)? = archived["NS.bytes"] { return Data(bytes) }
            return Data()
        case .date:
            // Seconds since the reference date (1 January 2001 UTC), as Foundation archives a date.
            switch archived["NS.time"] {
            case .double(let seconds)?: return Date(timeIntervalSinceReferenceDate: seconds)
            case .float(let seconds)?: return Date(timeIntervalSinceReferenceDate: Double(seconds))
            case .integer(let seconds, _)?: return Date(timeIntervalSinceReferenceDate: Double(seconds))
            default: return Date(timeIntervalSinceReferenceDate: 0)
            }
        case .none:
            return nil
        }
    }

    /// An NSValue as CGPoint, CGSize, CGRect or NSRange, by its `NS.special` kind.
    private func nsValue(_ archived: ArchivedObject) -> Any? {
        for key in ["NS.rectval", "NS.pointval", "NS.sizeval", "NS.rangeval"] {
            guard let stored = archived[key] else { continue }
            let numbers = GeometryText.numbers(of: decodedValue(stored))
            switch (key, numbers.count) {
            case ("NS.rectval", 4): return CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
            case ("NS.pointval", 2): return CGPoint(x: numbers[0], y: numbers[1])
            case ("NS.sizeval", 2): return CGSize(width: numbers[0], height: numbers[1])
            case ("NS.rangeval", 2): return NSRange(location: Int(saturating: numbers[0]), length: Int(saturating: numbers[1]))
            default: return nil
            }
        }
        return nil
    }
}
