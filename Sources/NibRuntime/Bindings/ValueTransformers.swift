import Foundation
import NibSupport

/// A value transformer a binding names with `NSValueTransformerName`, as `ValueTransformer`.
public protocol NibValueTransformer: Sendable {
    /// The model's value as the view shows it.
    func transformedValue(_ value: Any?) -> Any?
    /// Whether a view's edit can be transformed back into the model (``reverseTransformedValue(_:)``).
    var allowsReverseTransformation: Bool { get }
    /// The view's value as the model keeps it.
    func reverseTransformedValue(_ value: Any?) -> Any?
}

extension NibValueTransformer {
    public var allowsReverseTransformation: Bool { false }
    public func reverseTransformedValue(_ value: Any?) -> Any? { value }
}

/// A transformer made of two closures.
public struct NibClosureValueTransformer: NibValueTransformer {
    private let forward: @Sendable (Any?) -> Any?
    private let reverse: (@Sendable (Any?) -> Any?)?

    /// A transformer; `reverse` nil when edits cannot go back to the model.
    public init(_ forward: @escaping @Sendable (Any?) -> Any?, reverse: (@Sendable (Any?) -> Any?)? = nil) {
        self.forward = forward
        self.reverse = reverse
    }

    public func transformedValue(_ value: Any?) -> Any? { forward(value) }
    public var allowsReverseTransformation: Bool { reverse != nil }
    public func reverseTransformedValue(_ value: Any?) -> Any? { reverse?(value) ?? value }
}

/// The value transformers by name: AppKit's standard ones, and those an app registers.
public enum NibValueTransformers {
    /// `NSNegateBoolean`: true ↔ false, both ways.
    public static let negateBoolean = "NSNegateBoolean"
    /// `NSIsNil`: whether the value is nil (one way).
    public static let isNil = "NSIsNil"
    /// `NSIsNotNil`: whether the value is not nil (one way).
    public static let isNotNil = "NSIsNotNil"
    /// `NSUnarchiveFromData`: data → the object it archives, and back.
    public static let unarchiveFromData = "NSUnarchiveFromData"
    /// `NSKeyedUnarchiveFromData`: keyed-archive data → object, and back.
    public static let keyedUnarchiveFromData = "NSKeyedUnarchiveFromData"
    /// `NSSecureUnarchiveFromData`: as `NSKeyedUnarchiveFromData`, with secure coding.
    public static let secureUnarchiveFromData = "NSSecureUnarchiveFromData"

    private static let registry = Locked<[String: any NibValueTransformer]>(standard)

    /// Registers (or replaces, or with nil removes) the transformer of a name, as
    /// `ValueTransformer.setValueTransformer(_:forName:)`.
    public static func setValueTransformer(_ transformer: (any NibValueTransformer)?, forName name: String) {
        registry.withLock { $0[name] = transformer }
    }

    /// The transformer of a name, or nil.
    public static func transformer(forName name: String) -> (any NibValueTransformer)? {
        registry.withLock { $0[name] }
    }

    /// Whether a value counts as true, as `NSNumber.boolValue` (nil, 0 and "" are false).
    public static func bool(_ value: Any?) -> Bool {
        guard let value, !(value is NSNull) else { return false }
        return switch value {
        case let flag as Bool: flag
        case let number as Int: number != 0
        case let number as Double: number != 0
        case let number as NSNumber: number.boolValue
        case let text as String: ["yes", "true", "1"].contains(text.lowercased()) || (Int(text) ?? 0) != 0
        case is NSBindingSelectionMarker: false
        default: true
        }
    }

    private static var standard: [String: any NibValueTransformer] {
        let unarchive = NibClosureValueTransformer(
            { value in
                guard let data = value as? Data, let unarchiver = try? NSKeyedUnarchiver(forReadingFrom: data) else { return nil }
                unarchiver.requiresSecureCoding = false
                defer { unarchiver.finishDecoding() }
                return unarchiver.decodeObject(forKey: NSKeyedArchiveRootObjectKey)
            },
            reverse: { value in
                guard let value else { return nil }
                return try? NSKeyedArchiver.archivedData(withRootObject: value, requiringSecureCoding: false)
            })
        return [
            negateBoolean: NibClosureValueTransformer({ !bool($0) }, reverse: { !bool($0) }),
            isNil: NibClosureValueTransformer({ $0 == nil || $0 is NSNull }),
            isNotNil: NibClosureValueTransformer({ !($0 == nil || $0 is NSNull) }),
            unarchiveFromData: unarchive,
            keyedUnarchiveFromData: unarchive,
            secureUnarchiveFromData: unarchive,
        ]
    }
}
