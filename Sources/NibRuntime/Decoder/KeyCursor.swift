/// The object being decoded and where its class's reads stand: its values in the lookup, and
/// its next read in the replay of an earlier load. (Which values were read is kept beside it,
/// in ``ReadPositions``.)
///
/// Each object decodes in a fresh cursor, even when a generic read of another object is what
/// first asked for it; the decoder saves the cursor around each nested object and restores it.
/// The cursor holds no reference, so saving it is a copy of a few words.
@usableFromInline
struct KeyCursor {
    /// The archive index of the object.
    @usableFromInline var object = 0
    /// Where its values start in the lookup's flat table, and how many there are.
    @usableFromInline var start = 0
    @usableFromInline var count = 0
    /// Its key signature (``NibKeySet``).
    @usableFromInline var signature: UInt64 = 0
    /// How many generic reads are running (their reads are not the class's own).
    @usableFromInline var genericDepth = 0
    /// Its next recorded read in ``KeyReadLog/replayed``, and the end of its recorded reads.
    @usableFromInline var replayNext = 0
    @usableFromInline var replayEnd = 0

    @usableFromInline init() {}

    /// A cursor at the start of the object at `index`, with its recorded reads in `replay` (none on a first load).
    @inline(__always)
    init(object index: Int, in lookup: ArchiveLookup, replay: Range<Int>) {
        let range = lookup.valueRange(of: index)
        (object, start, count) = (index, range.lowerBound, range.count)
        signature = lookup.signatures[index]
        (replayNext, replayEnd) = (replay.lowerBound, replay.upperBound)
    }
}

/// Which of the current object's values its class has read, by position (what it leaves unread
/// is kept on the object): a bit mask, with an array only for objects of more than 64 values.
@usableFromInline
struct ReadPositions {
    @usableFromInline var low: UInt64 = 0
    /// Positions beyond 64; nil for the usual object of fewer values (no array to count references of).
    @usableFromInline var high: [Bool]?
    @usableFromInline let count: Int

    init(count: Int) {
        self.count = count
        if count > 64 { high = Array(repeating: false, count: count - 64) }
    }

    @inlinable @inline(__always)
    mutating func insert(_ position: Int) {
        if position < 64 {
            low |= 1 << UInt64(position)
        } else {
            insertBeyond64(position)
        }
    }

    @usableFromInline
    mutating func insertBeyond64(_ position: Int) {
        if position < count { high?[position - 64] = true }
    }

    func contains(_ position: Int) -> Bool {
        position < 64 ? low & (1 << UInt64(position)) != 0 : position < count && high?[position - 64] == true
    }

    /// Whether every position was read.
    var isComplete: Bool {
        let lowCount = min(count, 64)
        let lowMask: UInt64 = lowCount == 64 ? .max : (1 << UInt64(lowCount)) - 1
        return low & lowMask == lowMask && !(high?.contains(false) ?? false)
    }
}
