import Foundation

extension NSCoder {
    /// The keys the object being decoded may have: with a nib's decoder, the object's key
    /// signature (a key whose bits are not all in it is certainly absent, and its read can be
    /// skipped); with any other coder, or a decoder that records key reads for a coverage
    /// report (where asking for an absent key is what shows an attribute left at its default
    /// decoded), every key.
    @inlinable @inline(__always)
    public var nibKeys: NibKeySet {
        guard type(of: self) == NibDecoder.self else { return .all }
        let decoder = unsafeDowncast(self, to: NibDecoder.self)
        return NibKeySet(bits: decoder.keyReadLog.recordsForCoverage ? .max : decoder.cursor.signature)
    }

    /// This coder as a nib's decoder, or nil: an exact class check (``NibDecoder`` is final, so it
    /// is complete) instead of a cast through the runtime, on every read of every object.
    @inlinable @inline(__always)
    public var nibDecoder: NibDecoder? {
        type(of: self) == NibDecoder.self ? unsafeDowncast(self, to: NibDecoder.self) : nil
    }

    /// `body`'s result with this coder as a nib's decoder, or nil when it is another coder.
    ///
    /// Unlike `if let decoder = nibDecoder`, which holds a second reference to the coder (a
    /// retain and a release, atomic, around every read of every object), the decoder is lent to
    /// `body` for the length of the call: the caller's own reference keeps it alive.
    @inlinable @inline(__always)
    public func withNibDecoder<Result>(_ body: (NibDecoder) throws -> Result) rethrows -> Result? {
        guard type(of: self) == NibDecoder.self else { return nil }
        return try Unmanaged.passUnretained(unsafeDowncast(self, to: NibDecoder.self))._withUnsafeGuaranteedRef(body)
    }
}
