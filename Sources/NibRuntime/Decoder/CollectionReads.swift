import NibArchive

/// Reading an object's collections and dictionaries member by member, in place in the
/// lookup's flat table: no array of `Any` is made for them.
extension NibDecoder {
    /// The archive index of the collection (or any object) under `key`; nil when the key holds
    /// no object of the archive. Walk its members with ``members(ofCollectionAt:)``.
    package func collectionIndex(forKey key: String) -> Int? {
        guard case .object(let index)? = value(forKey: key), objects.contains(index) else { return nil }
        return index
    }

    /// The member objects of the archived collection at `index`, by archive index, in order
    /// (none for an index outside the archive).
    package func members(ofCollectionAt index: Int) -> ArchivedMembers {
        guard objects.contains(index) else { return ArchivedMembers(decoder: self, positions: 0..<0, elementCount: 0) }
        return ArchivedMembers(decoder: self, positions: lookup.valueRange(of: index), elementCount: Int(lookup.elementCounts[index]))
    }

    /// The archive index of the collection member at a position of the lookup's flat table; nil
    /// when the value there is no member object (a value, or a key of the collection itself).
    @usableFromInline
    func memberIndex(atPosition position: Int) -> Int? {
        guard position >= 0, position < lookup.values.count, lookup.isElement[position],
              case .object(let member) = lookup.values[position].value, objects.contains(member) else { return nil }
        return member
    }

    /// Decodes the members of the collection under `key` one by one, calling `body` with each
    /// class instance (lent) right after it is decoded (values and undecodable members are
    /// skipped); `reserve` first receives the most members there can be.
    ///
    /// A parent that adopts its children this way touches each child once, while it is fresh:
    /// collecting them in an array first and adopting them afterwards costs two more passes over
    /// every child (a retain and a release each), and on a large nib those passes miss the cache.
    public func forEachObjectReference(forKey key: String, reserving reserve: (Int) -> Void = { _ in }, _ body: (AnyObject) -> Void) {
        guard let index = collectionIndex(forKey: key) else { return }
        let members = members(ofCollectionAt: index)
        let count = members.maximumCount
        if count > 0 { reserve(count) }
        for member in members {
            decode(at: member)
            unretainedInstance(at: member)?._withUnsafeGuaranteedRef(body)
        }
    }

    /// The class instances in the collection under `key`, in order (values and undecodable members are skipped).
    public func decodeObjectReferences(forKey key: String) -> [AnyObject] {
        guard let index = collectionIndex(forKey: key) else { return [] }
        // (An empty list makes no array: a nib's lists of windows, accessibility configurations
        // and runtime attributes are usually empty, and each has a key besides its members.)
        let count = Int(lookup.elementCounts[index])
        guard count > 0 else { return [] }
        var members: [AnyObject] = []
        members.reserveCapacity(count)
        for position in lookup.valueRange(of: index) where lookup.isElement[position] {
            if case .object(let member) = lookup.values[position].value, let object = objectReference(at: member) { members.append(object) }
        }
        return members
    }

    /// The key-value pairs of the dictionary under `key`, in archive order, each decoded as
    /// `decodeObject(forKey:)` decodes values; empty when there is none.
    public func dictionaryEntries(forKey key: String) -> [(key: Any?, value: Any?)] {
        guard let index = collectionIndex(forKey: key), lookup.valueKinds[index] == .dictionary else { return [] }
        var entries: [(key: Any?, value: Any?)] = []
        var pending: ArchiveValue?
        for position in lookup.valueRange(of: index) where lookup.isElement[position] {
            let member = lookup.values[position].value
            if let key = pending {
                entries.append((decodedValue(key), decodedValue(member)))
                pending = nil
            } else {
                pending = member
            }
        }
        return entries
    }

    /// The string keys of the dictionary under `key` whose value is the object being decoded (which
    /// decodes as nil until its initializer returns; a macOS view controller's table of upstream
    /// objects names the controller itself).
    public func keysReferringToCurrentObject(inDictionaryForKey key: String) -> [String] {
        guard let index = collectionIndex(forKey: key) else { return [] }
        let members = lookup.elements(of: index, in: archive)
        var keys: [String] = []
        var position = 0
        while position + 1 < members.count {
            if case .object(cursor.object) = members[position + 1], case .object(let name) = members[position], archive.objects.indices.contains(name),
               case .data(let bytes)? = archive.objects[name]["NS.bytes"] {
                keys.append(String(decoding: bytes, as: UTF8.self))
            }
            position += 2
        }
        return keys
    }
}
