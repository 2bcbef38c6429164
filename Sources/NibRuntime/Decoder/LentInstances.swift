/// Objects lent by the decoder: it holds every object a load made until the load ends, so the
/// loader can call into them without a retain and a release each. By the time a loader
/// connects and awakens, outlets and superviews point at most objects weakly, and each retain
/// of such an object takes the runtime's slow path. The borrowing stays inside these calls.
extension NibDecoder {
    /// Calls `body` with the class instance made for an archive index (nil for none, for a
    /// value, for an index outside the archive), lent: neither retained nor released for the call.
    @inlinable @inline(__always)
    package func withInstance<Result, Failure: Error>(at index: Int?, _ body: (AnyObject?) throws(Failure) -> Result) throws(Failure) -> Result {
        guard let instance = unretainedInstance(at: index) else { return try body(nil) }
        do {
            return try instance._withUnsafeGuaranteedRef { object in try body(object) }
        } catch {
            throw error as! Failure  // (What `body` threw: `_withUnsafeGuaranteedRef` rethrows it untyped.)
        }
    }

    /// Calls `body` with the class instances made for two archive indexes, both lent.
    @inlinable @inline(__always)
    package func withInstances<Result, Failure: Error>(at first: Int?, _ second: Int?, _ body: (AnyObject?, AnyObject?) throws(Failure) -> Result) throws(Failure) -> Result {
        guard let instance = unretainedInstance(at: first) else { return try withInstance(at: second) { (second) throws(Failure) in try body(nil, second) } }
        do {
            return try instance._withUnsafeGuaranteedRef { first in try withInstance(at: second) { (second) throws(Failure) in try body(first, second) } }
        } catch {
            throw error as! Failure  // (What `body` threw, rethrown untyped on the way.)
        }
    }

    /// Calls `body` with each class instance of the collection at `index`, lent, in order, each
    /// distinct object once (UIKit's schema lists an object once per index; a list may repeat one).
    package func forEachDistinctInstance(inCollectionAt index: Int, _ body: (AnyObject) -> Void) {
        // A bit per archive index, on the stack: no hashing.
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: (objects.count + 63) / 64) { seen in
            seen.initialize(repeating: 0)
            for member in members(ofCollectionAt: index) {
                let (word, bit) = member.quotientAndRemainder(dividingBy: 64)
                guard seen[word] & (1 << UInt64(bit)) == 0 else { continue }
                seen[word] |= 1 << UInt64(bit)
                unretainedInstance(at: member)?._withUnsafeGuaranteedRef(body)
            }
        }
    }

    /// The archive index whose class instance `object` is; nil when the load made it for none.
    /// (A scan of the table, for error messages.)
    package func archiveIndex(of object: AnyObject) -> Int? {
        let address = UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
        return (0..<objects.count).first { objects.instanceAddress(at: $0) == address }
    }

    /// The class instance made for an archive index as an unmanaged reference (no retain); nil
    /// when there is none. Valid only while the decoder lives.
    @inlinable @inline(__always)
    package func unretainedInstance(at index: Int?) -> Unmanaged<AnyObject>? {
        guard let index, let address = objects.instanceAddress(at: index) else { return nil }
        return Unmanaged<AnyObject>.fromOpaque(address)
    }
}
