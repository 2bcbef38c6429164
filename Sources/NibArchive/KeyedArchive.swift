/// A keyed archive as a value: a table of objects, each a class name and an ordered list of
/// keyed values. Object 0 is the root. This is the shape of Apple's NIBArchive files and of
/// NSKeyedArchiver's object graphs, and what NibKit's compiler writes and its coder reads.
public struct KeyedArchive: Sendable, Hashable {
    /// The objects; index 0 is the root.
    public var objects: [ArchivedObject]

    /// Creates an archive.
    public init(objects: [ArchivedObject] = []) {
        self.objects = objects
    }

    /// The root object.
    public var root: ArchivedObject { objects[0] }

    /// The text of the string object that `object` holds under `key` (UTF-8 `NS.bytes`, as nibs
    /// store strings), or nil when there is none.
    public func string(_ key: String, of object: Int) -> String? {
        guard objects.indices.contains(object), case .object(let index)? = objects[object][key],
            objects.indices.contains(index), case .data(let bytes)? = objects[index]["NS.bytes"]
        else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// One archived object: its class and its values in encoding order.
public struct ArchivedObject: Sendable, Hashable {
    /// The class name as archived (`UILabel`, `UIClassSwapper`, `NSString`…).
    public var className: String
    /// Classes to try, in order, when ``className`` is unknown at run time.
    public var fallbackClassNames: [String]
    /// The values in encoding order. Collections keep their elements under ``ArchivedObject/elementKey``.
    public var values: [KeyedValue]

    /// The key under which collections (NSArray, NSDictionary…) hold their elements.
    public static let elementKey = "UINibEncoderEmptyKey"
    /// The key that marks an object as a collection.
    public static let inlinedValueKey = "NSInlinedValue"

    /// Creates an archived object.
    public init(className: String, fallbackClassNames: [String] = [], values: [KeyedValue] = []) {
        self.className = className
        self.fallbackClassNames = fallbackClassNames
        self.values = values
    }

    /// The first value stored under `key`.
    public subscript(key: String) -> ArchiveValue? {
        for value in values where value.key == key { return value.value }
        return nil
    }

    /// The values stored under the element key, in order (a collection's members).
    public var elements: [ArchiveValue] {
        values.compactMap { $0.key == Self.elementKey ? $0.value : nil }
    }
}

/// One key and its value.
public struct KeyedValue: Sendable, Hashable {
    /// The key.
    public var key: String
    /// The value.
    public var value: ArchiveValue
    /// Creates a keyed value.
    public init(_ key: String, _ value: ArchiveValue) {
        self.key = key
        self.value = value
    }
}

/// A value in a keyed archive: the eleven value types of the NIBArchive format.
///
/// Equality is archive equality: floating-point values are equal when their bits are, so a NaN
/// equals the same NaN and an archive always equals itself.
public enum ArchiveValue: Sendable, Hashable {
    /// An integer; the width says how it was (or will be) written: 1, 2, 4 or 8 bytes.
    case integer(Int64, width: Int)
    /// A boolean.
    case bool(Bool)
    /// A 32-bit float.
    case float(Float)
    /// A 64-bit float.
    case double(Double)
    /// Raw bytes.
    case data([UInt8])
    /// A nil object reference.
    case null
    /// A reference to the object at this index.
    case object(Int)

    public static func == (lhs: ArchiveValue, rhs: ArchiveValue) -> Bool {
        switch (lhs, rhs) {
        case let (.integer(a, widthA), .integer(b, widthB)): a == b && widthA == widthB
        case let (.bool(a), .bool(b)): a == b
        case let (.float(a), .float(b)): a.bitPattern == b.bitPattern
        case let (.double(a), .double(b)): a.bitPattern == b.bitPattern
        case let (.data(a), .data(b)): a == b
        case (.null, .null): true
        case let (.object(a), .object(b)): a == b
        default: false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case let .integer(value, width): hasher.combine(0); hasher.combine(value); hasher.combine(width)
        case let .bool(value): hasher.combine(1); hasher.combine(value)
        case let .float(value): hasher.combine(2); hasher.combine(value.bitPattern)
        case let .double(value): hasher.combine(3); hasher.combine(value.bitPattern)
        case let .data(value): hasher.combine(4); hasher.combine(value)
        case .null: hasher.combine(5)
        case let .object(value): hasher.combine(6); hasher.combine(value)
        }
    }

    /// An integer with the narrowest width Apple's encoder would choose.
    public static func int(_ value: Int) -> ArchiveValue {
        let unsigned = UInt64(bitPattern: Int64(value))
        let width = unsigned <= 0x7F ? 1 : unsigned < 0x8000 ? 2 : unsigned < 0x8000_0000 ? 4 : 8
        return .integer(Int64(value), width: width)
    }
}
