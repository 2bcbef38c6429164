import Synchronization

/// Where a nib keeps the decoder of its last finished load for its next load.
///
/// Making a decoder for every load (its per-object tables, its copies of the archive's tables,
/// its memo lookups) and tearing it down again costs more than a small nib's objects do, and on
/// a large nib the two big tables churn the allocator. A finished decoder that nothing else
/// holds lets go of every object of its load and waits here; the next load of the same nib
/// takes it. Loads on several threads at once each take the spare or make a decoder; one is kept.
/// One atomic exchange takes it and one puts it back: no lock.
package final class SpareDecoder: @unchecked Sendable {
    // @unchecked: the decoder is handed from one load to the next through the atomic only, and
    // holds no object of a load while it is kept (it is emptied before it is put here).
    /// The kept decoder, retained; nil when none is kept or a load has it.
    private let spare = Atomic<Unmanaged<NibDecoder>?>(nil)

    /// An empty cache.
    package init() {}

    deinit {
        spare.exchange(nil, ordering: .acquiring)?.release()
    }

    /// The kept decoder, when there is one over `archive`'s lookup; the cache is then empty.
    func take(archive lookup: ArchiveLookup) -> NibDecoder? {
        guard let kept = spare.exchange(nil, ordering: .acquiringAndReleasing) else { return nil }
        let decoder = kept.takeRetainedValue()
        return decoder.lookup === lookup ? decoder : nil
    }

    /// Keeps an emptied decoder, unless one is kept already.
    func put(_ decoder: NibDecoder) {
        let kept = Unmanaged.passRetained(decoder)
        if !spare.compareExchange(expected: nil, desired: kept, ordering: .acquiringAndReleasing).exchanged {
            kept.release()
        }
    }
}
