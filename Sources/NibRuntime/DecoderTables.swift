import Foundation

/// The per-object tables of a nib's last finished load, kept for its next load.
///
/// A decoder keeps a byte of state and a reference per archive index. Allocating both for
/// every load, and releasing them through the generic array machinery, costs more than a small
/// nib's objects do, and on a large nib the two big blocks churn the allocator. A finished
/// decoder empties its tables (releasing its references) and leaves them here; the next
/// decoder of the same nib takes them. Loads on several threads at once each take a set or
/// make one; one set is kept.
public final class DecoderTableCache: @unchecked Sendable {
    // @unchecked: `spare` is only touched under `lock`, and holds no object references (every
    // entry is nil when a set is put back).
    private let lock = NSLock()
    private var spare: DecoderTables?

    /// An empty cache.
    public init() {}

    /// The kept set, when there is one for `count` archive indexes; the cache is then empty.
    func take(count: Int) -> DecoderTables? {
        lock.lock()
        defer { lock.unlock() }
        guard let tables = spare, tables.slots.count == count else { return nil }
        spare = nil
        return tables
    }

    /// Keeps an emptied set (every slot pending, every reference nil), unless one is kept already.
    func put(_ tables: DecoderTables) {
        lock.lock()
        defer { lock.unlock() }
        if spare == nil { spare = tables }
    }
}

/// A decoder's per-object tables.
struct DecoderTables {
    var slots: [NibDecoder.Slot]
    var instances: [AnyObject?]
}
