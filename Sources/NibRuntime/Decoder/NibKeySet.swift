/// The keys an archived object may have, as the 64-bit signature the decoder keeps per object
/// (two bits per key, chosen by the key's length and last two bytes).
///
/// A class's `init(coder:)` asks for every key its class can carry, and most are absent from
/// any one object. Checking a key's bits against the object's signature costs an `and` and a
/// compare, where asking the decoder is a call; the generated classes and the library's busiest
/// initializers skip reads this way (`NSCoder.nibKeys`):
///
/// ```swift
/// let keys = coder.nibKeys
/// if keys.mayContain(0x0000_0000_0000_0c00) { tag = coder.decodeInteger(forKey: "UITag") }  // NibKeySet.signature(of: "UITag")
/// ```
///
/// A key whose bits are all set may still be absent (the read then finds nothing); a key whose
/// bits are not is never present. The constants are checked against ``signature(of:)`` by a test
/// over every source file.
public struct NibKeySet: Sendable {
    /// The object's key signature.
    public let bits: UInt64

    /// A key set with these signature bits.
    @inlinable
    public init(bits: UInt64) {
        self.bits = bits
    }

    /// Every key may be present (for a coder that is not a nib's decoder: nothing is skipped).
    public static let all = NibKeySet(bits: .max)

    /// Whether a key with this signature may be present.
    @inlinable @inline(__always)
    public func mayContain(_ signature: UInt64) -> Bool {
        bits & signature == signature
    }

    /// The signature of a key, as code that skips reads writes it.
    public static func signature(of key: String) -> UInt64 {
        ArchiveLookup.signature(of: key)
    }
}
