/// The key reads a load replays and records.
///
/// A nib's first load records, per object, which keys its class read and where each was found;
/// later loads replay the record, checking each read against it instead of searching
/// (``KeyReadReplay``). A load that records reads for a coverage report notes every typed read.
@usableFromInline
struct KeyReadLog {
    /// The reads of an earlier load, replayed by this one (nil on a first load).
    var replay: KeyReadReplay?
    /// ``replay``'s reads (empty on a first load), read by the inlined replay of every read.
    @usableFromInline var replayed: [KeyReadReplay.Entry] = []
    /// Where the nib keeps its record of reads, when it keeps one.
    let memo: KeyReadMemo?
    /// This load's reads, per archive index, when it is the first (nil otherwise).
    var recorded: [[KeyReadReplay.Entry]]?
    /// Whether every typed read is noted for a coverage report (``coverage``).
    @usableFromInline var recordsForCoverage = false
    /// The (archive index, key) pairs read by typed decoders, when ``recordsForCoverage`` is on.
    var coverage: Set<KeyRead> = []

    init(memo: KeyReadMemo?) {
        self.memo = memo
    }

    /// Sets up a load of `count` objects: the record of an earlier load to replay, or a new record.
    mutating func begin(objectCount count: Int) {
        if replay == nil, let memo {
            replay = memo.replay()
            replayed = replay?.entries ?? []
        }
        recorded = memo != nil && replay == nil ? Array(repeating: [], count: count) : nil
    }

    /// The replayed reads of the object at `index` (none on a first load).
    func replayRange(of index: Int) -> Range<Int> {
        replay?.range(of: index) ?? 0..<0
    }

    /// Records a read of the first load: where `key` was found in `object` (-1: absent).
    mutating func record(_ key: String, at position: Int, object: Int) {
        guard recorded != nil else { return }
        let entry: KeyReadReplay.Entry
        if let identity = KeyIdentity(key), let position = Int32(exactly: position) {
            entry = KeyReadReplay.Entry(key: identity, position: position)
        } else {
            entry = KeyReadReplay.Entry(key: KeyIdentity.words(of: ""), position: KeyReadReplay.unrecorded)
        }
        recorded?[object].append(entry)
    }

    /// Keeps this load's record for the nib's later loads (after a first load that succeeded).
    /// A load that records reads for coverage skips no read: it is not the record for loads that do.
    mutating func keepRecord() {
        guard !recordsForCoverage, let recorded, let memo else { return }
        memo.store(KeyReadReplay(recorded: recorded))
        self.recorded = nil
    }

    /// Forgets the coverage of a finished load.
    mutating func endLoad() {
        if !coverage.isEmpty { coverage = [] }
        recordsForCoverage = false
    }
}

/// One key read by a class's `init(coder:)`.
public struct KeyRead: Hashable, Sendable {
    /// The archive index of the object.
    public var objectIndex: Int
    /// The key.
    public var key: String
    /// Creates a record.
    public init(objectIndex: Int, key: String) {
        self.objectIndex = objectIndex
        self.key = key
    }
}
