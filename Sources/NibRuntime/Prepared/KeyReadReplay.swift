import NibSupport

/// The keys each archived object's class read in an earlier load of the same nib, in read
/// order, with where each was found.
///
/// A class's `init(coder:)` asks for the same keys in the same order every time it decodes the
/// same archived object, so a later load checks each read against the record by the key's
/// identity (two machine words) instead of searching the object's keys. A read that does not
/// match (a class that reads differently this time) ends the replay for that object, and its
/// remaining reads are searched as in the first load: the record makes loads faster, never
/// different. A class, immutable once made: a load holds it with one reference count.
///
/// Objects of one class with the same keys read the same script, so each script is kept once
/// and objects point at it: ten thousand labels share one script of a few dozen reads, which
/// stays in the cache, where one copy per label would stream megabytes through it on every load.
@usableFromInline
final class KeyReadReplay: Sendable {
    /// One read: the key's identity and the position of its value in the object, or
    /// ``absent``, or ``unrecorded`` for a key whose identity cannot be kept.
    @usableFromInline
    struct Entry: Sendable, Hashable {
        @usableFromInline let key: KeyIdentity
        @usableFromInline let position: Int32

        init(key: KeyIdentity, position: Int32) {
            self.key = key
            self.position = position
        }
    }

    /// The position of a key the object does not hold.
    static let absent: Int32 = -1
    /// The position recorded for a key made at run time (searched again on every load).
    @usableFromInline static let unrecorded: Int32 = -2

    /// Every distinct script of reads, one after another.
    let entries: [Entry]
    /// Per archive index: where its script starts and ends in ``entries``.
    private let scripts: [(start: Int32, end: Int32)]

    /// Keeps the reads recorded per object, each distinct sequence once.
    init(recorded: [[Entry]]) {
        var entries: [Entry] = []
        var scripts: [(start: Int32, end: Int32)] = []
        scripts.reserveCapacity(recorded.count)
        var known: [[Entry]: (start: Int32, end: Int32)] = [:]
        for reads in recorded {
            if let script = known[reads] {
                scripts.append(script)
                continue
            }
            let script = (start: Int32(entries.count), end: Int32(entries.count + reads.count))
            entries.append(contentsOf: reads)
            known[reads] = script
            scripts.append(script)
        }
        self.entries = entries
        self.scripts = scripts
    }

    /// The range of ``entries`` holding the reads of the object at `index` (empty beyond the record).
    func range(of index: Int) -> Range<Int> {
        guard index >= 0 && index < scripts.count else { return 0..<0 }
        let script = scripts[index]
        return Int(script.start)..<Int(script.end)
    }
}

/// A string's identity as two machine words: equal identities mean equal strings when the
/// string is immortal (a literal, whose words point at constant text, or a small string, whose
/// words are its bytes). A heap string's words point at storage that may be freed and reused
/// by another string, so it has no identity here.
@usableFromInline
struct KeyIdentity: Sendable, Hashable {
    @usableFromInline let low: UInt64
    @usableFromInline let high: UInt64

    /// Whether this platform lays strings out as the standard library does on 64-bit targets
    /// (two words, the top bit of the second marking immortal strings); checked once against
    /// a literal and a heap string, and the replay is off where it does not hold.
    static let isSupported: Bool = {
        guard MemoryLayout<String>.size == 16 else { return false }
        let heapText = String(repeating: "NibKit", count: 8)
        return words(of: "NibKitKeyReadReplayProbe").high >> 63 == 1 && words(of: heapText).high >> 63 == 0
    }()

    /// The identity of `key`, or nil when it has none (a string built at run time).
    @inline(__always)
    init?(_ key: String) {
        let words = Self.words(of: key)
        guard words.high >> 63 == 1 else { return nil }
        self = words
    }

    @usableFromInline
    init(low: UInt64, high: UInt64) {
        self.low = low
        self.high = high
    }

    /// The raw words of `key`, with no check (compare only with identities made by `init?`).
    @inlinable @inline(__always)
    static func words(of key: String) -> KeyIdentity {
        let words = unsafeBitCast(key, to: (UInt64, UInt64).self)
        return KeyIdentity(low: words.0, high: words.1)
    }
}

/// Where a nib keeps the key reads of its first complete load for every later one.
package final class KeyReadMemo: Sendable {
    private let stored = Locked<KeyReadReplay?>(nil)

    /// Creates an empty memo.
    package init() {}

    /// The reads recorded by an earlier load, if any.
    func replay() -> KeyReadReplay? {
        stored.withLock { $0 }
    }

    /// Keeps a load's reads, unless another load has already kept its own.
    func store(_ replay: KeyReadReplay) {
        stored.withLock { stored in
            if stored == nil { stored = replay }
        }
    }
}
