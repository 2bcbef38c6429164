/// An archive key with its signature: the name a class reads (`UITag`) and the two bits the
/// decoder's object signatures give it (``NibKeySet/signature(of:)``), so a read can ask
/// ``NibKeySet/mayContain(_:)`` whether the key can be present before asking the decoder.
///
/// The library's keys are generated constants (`NibKey.uiTag`, in NibObjectLibrary's
/// `Generated/NibKey+Library.swift`); a test checks each signature against the decoder's.
public struct NibKey: Sendable, Hashable {
    /// The key as archived, for example `UITag`.
    public let name: String
    /// Its signature bits.
    public let signature: UInt64

    /// A key and its signature; constants written by the generator, where the signature folds.
    @inlinable @inline(__always)
    public init(_ name: String, signature: UInt64) {
        self.name = name
        self.signature = signature
    }

    /// A key whose signature is computed (for keys only known at run time).
    public init(_ name: String) {
        self.init(name, signature: NibKeySet.signature(of: name))
    }
}

extension NibKeySet {
    /// Whether `key` may be present: false means it is certainly absent, and its read can be skipped.
    @inlinable @inline(__always)
    public func mayContain(_ key: NibKey) -> Bool {
        bits & key.signature == key.signature
    }
}
