import Foundation

/// A value that threads share, read and changed only under a lock.
///
/// NibKit uses it instead of the standard library's `Mutex` because `Mutex` locks with raw
/// futex calls on Linux, which Thread Sanitizer cannot see: every access it guards would be
/// reported as a race. `NSLock` locks a pthread mutex, which the sanitizer understands, so a
/// report under `Scripts/tsan.sh` is a real race.
public final class Locked<Value: Sendable>: @unchecked Sendable {
    // @unchecked: `value` is only touched inside `withLock`, under `lock`.
    private let lock = NSLock()
    @exclusivity(unchecked) private var value: Value  // (the lock is the exclusivity check)

    /// A value guarded by a new lock.
    public init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with the value while holding the lock; what `body` returns must not be a
    /// reference into the value.
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
