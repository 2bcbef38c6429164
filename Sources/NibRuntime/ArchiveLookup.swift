import NibArchive

/// What a decoder precomputes about an archive so that `init(coder:)` reads are cheap, built
/// once per nib and shared by every instantiation.
///
/// Classes ask for many keys an object does not have (a label's decoder asks for every
/// attribute a label can carry). Each object gets a 64-bit signature of the keys it holds, two
/// bits per key, so most absent keys are rejected without comparing a string; and the kind of
/// value object (string, number, collection…) each object is, so that no class name is
/// compared while decoding.
public struct ArchiveLookup: Sendable {
    /// Per object: the union of its keys' signature bits.
    let signatures: [UInt64]
    /// Per object: which Foundation value it decodes to, if any.
    let valueKinds: [ValueKind]
    /// Strings and numbers, decoded once: they are immutable Swift values every load can share.
    let sharedValues: [Int: SharedValue]

    /// A decoded immutable value (`String`, `Int`, `Double`, `Bool`).
    struct SharedValue: @unchecked Sendable {
        // @unchecked: only value types of the standard library are stored.
        let value: Any
    }

    /// The Foundation value classes that decode to Swift values.
    enum ValueKind: UInt8, Sendable {
        case none, string, number, collection, dictionary, value, data
    }

    /// Indexes an archive.
    public init(_ archive: KeyedArchive) {
        signatures = archive.objects.map { object in
            object.values.reduce(0) { $0 | Self.signature(of: $1.key) }
        }
        valueKinds = archive.objects.map { Self.valueKind(of: $0.className) }
        var shared: [Int: SharedValue] = [:]
        for (index, object) in archive.objects.enumerated() {
            switch valueKinds[index] {
            case .string:
                if case .data(let bytes)? = object["NS.bytes"] { shared[index] = SharedValue(value: String(decoding: bytes, as: UTF8.self)) }
            case .number:
                switch object["NS.intval"] ?? object["NS.dblval"] ?? object["NS.boolval"] {
                case .integer(let number, _)?: shared[index] = SharedValue(value: Int(number))
                case .double(let number)?: shared[index] = SharedValue(value: number)
                case .float(let number)?: shared[index] = SharedValue(value: Double(number))
                case .bool(let flag)?: shared[index] = SharedValue(value: flag)
                default: break
                }
            default: break
            }
        }
        sharedValues = shared
    }

    /// Two bits of 64 chosen by the key's length and its last two bytes: cheap, and keys that
    /// share a prefix (`UI…`, `NS…`) still spread.
    @inline(__always)
    static func signature(of key: String) -> UInt64 {
        let utf8 = key.utf8
        let count = utf8.count
        guard count > 0 else { return 1 }
        let end = utf8.endIndex
        let last = Int(utf8[utf8.index(before: end)])
        let previous = count > 1 ? Int(utf8[utf8.index(end, offsetBy: -2)]) : 0
        let first = (count &* 7 &+ last) & 63
        let second = (count &* 13 &+ previous &* 3 &+ last) & 63
        return (1 << UInt64(first)) | (1 << UInt64(second))
    }

    static func valueKind(of className: String) -> ValueKind {
        switch className {
        case "NSString", "NSMutableString", "NSLocalizableString": .string
        case "NSNumber": .number
        case "NSArray", "NSMutableArray", "NSSet", "NSMutableSet", "NSOrderedSet", "NSMutableOrderedSet": .collection
        case "NSDictionary", "NSMutableDictionary": .dictionary
        case "NSValue": .value
        case "NSData", "NSMutableData": .data
        default: .none
        }
    }
}
