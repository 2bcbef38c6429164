import NibArchive

/// The order Apple's nib encoder writes unordered collections in: a dictionary's keys, and a
/// set's members, sorted with `-compare:` when they are all strings or all numbers (UINibEncoder's
/// `-serializeDictionary:` and `-serializeSet:`, seen decompiled in the search index; every
/// dictionary and set of the development pairs' Apple nibs with two string keys or more is so
/// sorted). Other members keep the order they were archived in.
enum UnorderedCollections {
    static let dictionaryClassNames: Set<String> = ["NSDictionary", "NSMutableDictionary"]
    static let setClassNames: Set<String> = ["NSSet", "NSMutableSet"]

    /// `archive` with every dictionary's entries and every set's members in that order.
    static func sorted(_ archive: KeyedArchive) -> KeyedArchive {
        var result = archive
        for index in archive.objects.indices {
            let object = archive.objects[index]
            let isDictionary = dictionaryClassNames.contains(object.className)
            guard isDictionary || setClassNames.contains(object.className) else { continue }
            let members = object.elements
            let stride = isDictionary ? 2 : 1
            guard members.count >= 2 * stride, members.count % stride == 0 else { continue }
            let entries = Swift.stride(from: 0, to: members.count, by: stride).map { Array(members[$0..<$0 + stride]) }
            guard let keys = sortKeys(entries.map { $0[0] }, in: archive) else { continue }
            let order = entries.indices.sorted { keys[$0] < keys[$1] }
            var sortedMembers = order.flatMap { entries[$0] }[...]
            result.objects[index].values = object.values.map { value in
                guard value.key == ArchivedObject.elementKey, let member = sortedMembers.popFirst() else { return value }
                return KeyedValue(value.key, member)
            }
        }
        return result
    }

    /// What `-compare:` orders the members by: strings by their UTF-16 units, numbers by value;
    /// nil unless all are strings or all are numbers.
    private static func sortKeys(_ members: [ArchiveValue], in archive: KeyedArchive) -> [SortKey]? {
        var keys: [SortKey] = []
        for member in members {
            guard case .object(let index) = member, archive.objects.indices.contains(index) else { return nil }
            let object = archive.objects[index]
            switch object.className {
            case "NSString":
                guard case .data(let bytes)? = object["NS.bytes"] else { return nil }
                keys.append(.text(Array(String(decoding: bytes, as: UTF8.self).utf16)))
            case "NSNumber":
                switch object.values.first?.value {
                case .integer(let number, _)?: keys.append(.number(Double(number)))
                case .double(let number)? where !number.isNaN: keys.append(.number(number))
                case .float(let number)? where !number.isNaN: keys.append(.number(Double(number)))
                default: return nil
                }
            default: return nil
            }
        }
        let allText = keys.allSatisfy { if case .text = $0 { true } else { false } }
        let allNumbers = keys.allSatisfy { if case .number = $0 { true } else { false } }
        return allText || allNumbers ? keys : nil
    }

    private enum SortKey: Comparable {
        case text([UInt16])
        case number(Double)

        static func < (a: SortKey, b: SortKey) -> Bool {
            switch (a, b) {
            case let (.text(x), .text(y)): x.lexicographicallyPrecedes(y)
            case let (.number(x), .number(y)): x < y
            default: false
            }
        }
    }
}
