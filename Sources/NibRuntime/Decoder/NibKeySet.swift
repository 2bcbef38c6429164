/// The keys an archived object may have, as the 64-bit signature the decoder keeps per object
/// (two bits per key, chosen by the key's length and last two bytes).
///
/// A class's `init(coder:)` asks for every key its class can carry, and most are absent from
/// any one object. Checking a key's bits against the object's signature costs an `and` and a
/// compare, where asking the decoder is a call; the library's initializers read their keys by
/// named constants (``NibKey``) through reads that check the signature first (`NSCoder.nibKeys`):
///
/// ```swift
/// let keys = coder.nibKeys
/// tag = coder.decodeInteger(.uiTag, in: keys)
/// ```
///
/// A key whose bits are all set may still be absent (the read then finds nothing); a key whose
/// bits are not is never present. The constants' signatures are generated and checked against
/// ``signature(of:)`` by a test over every constant.
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

    /// The signature of a key, as the decoder computes it (``NibKey``'s constants carry it).
    public static func signature(of key: String) -> UInt64 {
        ArchiveLookup.signature(of: key)
    }
}
