/// Finding a key's value in the object being decoded: one path, replayed where an earlier load
/// of the nib recorded it, searched (and recorded on a first load) where not.
extension NibDecoder {
    /// Where the value under `key` in the current object is in the lookup's flat table, marked
    /// read; nil when absent.
    ///
    /// Inlined: on a later load, almost every read is the one the first load recorded next, and
    /// checking that costs less than a call. Anything else takes ``valuePositionSlowPath(forKey:)``.
    @inlinable @inline(__always)
    func valuePosition(forKey key: String) -> Int? {
        let next = cursor.replayNext
        if next < cursor.replayEnd, !keyReadLog.recordsForCoverage {
            let entry = keyReadLog.replayed[next]
            if entry.key == KeyIdentity.words(of: key), entry.position != KeyReadReplay.unrecorded {
                cursor.replayNext = next &+ 1
                guard entry.position >= 0 else { return nil }
                let position = Int(entry.position)
                markRead(position)
                return cursor.start &+ position
            }
        }
        return valuePositionSlowPath(forKey: key)
    }

    /// The rest of ``valuePosition(forKey:)``: a first load, a key built at run time, a class that
    /// reads differently this time, or a load recording reads for coverage.
    @usableFromInline @inline(never)
    func valuePositionSlowPath(forKey key: String) -> Int? {
        if keyReadLog.recordsForCoverage, cursor.genericDepth == 0 { keyReadLog.coverage.insert(KeyRead(objectIndex: cursor.object, key: key)) }
        let position: Int
        if cursor.replayNext < cursor.replayEnd {
            let entry = keyReadLog.replayed[cursor.replayNext]
            if entry.key == KeyIdentity.words(of: key), entry.position != KeyReadReplay.unrecorded {
                cursor.replayNext += 1
                position = Int(entry.position)
            } else {
                // A key made at run time is searched and the replay goes on; any other
                // difference means the class reads differently this time, and the rest of this
                // object's reads are searched.
                cursor.replayNext = entry.position == KeyReadReplay.unrecorded ? cursor.replayNext + 1 : cursor.replayEnd
                position = searchedPosition(ofKey: key)
            }
        } else {
            position = searchedPosition(ofKey: key)
        }
        guard position >= 0 else { return nil }
        markRead(position)
        return cursor.start + position
    }

    /// The position of `key` among the current object's values, or -1: signatures first, the
    /// string only where they match. A first load records it for the next.
    private func searchedPosition(ofKey key: String) -> Int {
        let signature = ArchiveLookup.signature(of: key)
        var found = -1
        if cursor.signature & signature == signature {
            let (count, start) = (cursor.count, cursor.start)
            found = lookup.valueSignatures.withUnsafeBufferPointer { signatures in
                lookup.values.withUnsafeBufferPointer { values in
                    for position in 0..<count where signatures[start + position] == signature && values[start + position].key == key { return position }
                    return -1
                }
            }
        }
        keyReadLog.record(key, at: found, object: cursor.object)
        return found
    }

    /// Counts a value as read by the current object's class (unless a generic read asked for it).
    @inlinable @inline(__always)
    func markRead(_ position: Int) {
        if cursor.genericDepth == 0 { reads.insert(position) }
    }

    /// Runs `body` without counting its reads as typed decoding (generic objects keep values untyped).
    public func readingGenerically<T>(_ body: () -> T) -> T {
        cursor.genericDepth += 1
        defer { cursor.genericDepth -= 1 }
        return body()
    }
}
