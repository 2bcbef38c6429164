import Foundation

/// Where a nib keeps the decoder of its last finished load for its next load.
///
/// Making a decoder for every load (its per-object tables, its copies of the archive's tables,
/// its memo lookups) and tearing it down again costs more than a small nib's objects do, and on
/// a large nib the two big tables churn the allocator. A finished decoder that nothing else
/// holds lets go of every object of its load and waits here; the next load of the same nib
/// takes it. Loads on several threads at once each take the spare or make a decoder; one is kept.
public final class SpareDecoder: @unchecked Sendable {
    // @unchecked: `spare` is only touched under `lock`, and holds no object of a load (a
    // decoder is emptied before it is put here).
    private let lock = NSLock()
    private var spare: NibDecoder?

    /// An empty cache.
    public init() {}

    /// The kept decoder, when there is one over `archive`'s lookup; the cache is then empty.
    func take(archive lookup: ArchiveLookup) -> NibDecoder? {
        lock.lock()
        defer { lock.unlock() }
        guard let decoder = spare, decoder.lookup === lookup else { return nil }
        spare = nil
        return decoder
    }

    /// Keeps an emptied decoder, unless one is kept already.
    func put(_ decoder: NibDecoder) {
        lock.lock()
        defer { lock.unlock() }
        if spare == nil { spare = decoder }
    }
}
