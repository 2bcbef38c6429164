/// Reads an NSKeyedArchiver archive (a binary property list with `$objects` and `$top`, as in
/// keyed-archive nibs: `keyedobjects.nib`, pre-iOS 6 nibs) into a ``KeyedArchive``: each archived
/// object keeps its class and keys, arrays and dictionaries become NIBArchive-style collections,
/// strings become `NSString` objects, and `CF$UID` references become object references.
public struct KeyedArchiverReader: Sendable {
    /// The deepest nesting of objects accepted (objects are converted recursively; real nibs
    /// nest a few dozen levels).
    public var maximumDepth = 512

    /// Creates a reader.
    public init() {}

    /// Reads the archive from a binary property list.
    public func read(_ bytes: [UInt8]) throws(ArchiveFormatError) -> KeyedArchive {
        try read(plist: try BinaryPropertyList(bytes))
    }

    /// Reads the archive from a parsed property list (binary or XML).
    public func read(plist: BinaryPropertyList) throws(ArchiveFormatError) -> KeyedArchive {
        guard let top = plist.dictionary(at: plist.top), let objectsIndex = top["$objects"], let topIndex = top["$top"],
            case .array(let objects) = plist.values[objectsIndex], let topKeys = plist.dictionary(at: topIndex)
        else { throw ArchiveFormatError(.notAnArchive, "not a keyed archive: no $objects or $top") }
        var conversion = Conversion(plist: plist, objects: objects, maximumDepth: maximumDepth)
        var root: [KeyedValue] = []
        for key in topKeys.keys.sorted() { root.append(KeyedValue(key, try conversion.value(topKeys[key]!))) }
        var archived = conversion.converted.map { $0 ?? ArchivedObject(className: "NSObject") }
        archived[0] = ArchivedObject(className: "NSObject", values: root)
        return KeyedArchive(objects: archived)
    }

    private struct Conversion {
        let plist: BinaryPropertyList
        let objects: [Int]
        var converted: [ArchivedObject?] = [nil]  // slot 0: the root
        var indexOfEntry: [Int: Int] = [:]
        let maximumDepth: Int
        var depth = 0

        init(plist: BinaryPropertyList, objects: [Int], maximumDepth: Int) {
            self.plist = plist
            self.objects = objects
            self.maximumDepth = maximumDepth
        }

        /// A value of a keyed object: references resolve to converted objects.
        mutating func value(_ entry: Int) throws(ArchiveFormatError) -> ArchiveValue {
            switch plist.values[entry] {
            case .uid(let uid): return try reference(uid)
            case .integer(let number): return .integer(number, width: 8)
            case .bool(let flag): return .bool(flag)
            case .real(let number): return .double(number)
            case .data(let bytes): return .data(bytes)
            case .string(let text): return .object(add(string: text))
            case .null: return .null
            default: return .object(try convert(entry: entry))
            }
        }

        /// A `CF$UID` into `$objects`; `$null` (0) is nil.
        mutating func reference(_ uid: Int) throws(ArchiveFormatError) -> ArchiveValue {
            guard uid >= 0, uid < objects.count else { throw ArchiveFormatError(.outOfRange, "a reference to $objects[\(uid)], but there are \(objects.count)") }
            if uid == 0 { return .null }
            let entry = objects[uid]
            if let index = indexOfEntry[entry] { return .object(index) }
            switch plist.values[entry] {
            case .string(let text):
                let index = add(string: text)
                indexOfEntry[entry] = index
                return .object(index)
            case .data(let bytes):
                // Data kept as an object of its own (NSData), as a NIBArchive keeps it.
                let index = reserve()
                indexOfEntry[entry] = index
                converted[index] = ArchivedObject(className: "NSData", values: [KeyedValue("NS.bytes", .data(bytes))])
                return .object(index)
            case .integer, .real, .bool:
                let index = reserve()
                indexOfEntry[entry] = index
                let key = { if case .real = plist.values[entry] { return "NS.dblval" }; return "NS.intval" }()
                converted[index] = ArchivedObject(className: "NSNumber", values: [KeyedValue(key, try value(entry))])
                return .object(index)
            default:
                return .object(try convert(entry: entry))
            }
        }

        mutating func reserve() -> Int {
            converted.append(nil)
            return converted.count - 1
        }

        mutating func add(string: String) -> Int {
            let index = reserve()
            converted[index] = ArchivedObject(className: "NSString", values: [KeyedValue("NS.bytes", .data(Array(string.utf8)))])
            return index
        }

        /// An archived object dictionary (`$class` and its keys), converted once; cycles are fine.
        mutating func convert(entry: Int) throws(ArchiveFormatError) -> Int {
            if let index = indexOfEntry[entry] { return index }
            guard let fields = plist.dictionary(at: entry) else {
                let index = reserve()
                indexOfEntry[entry] = index
                converted[index] = ArchivedObject(className: "NSObject")
                return index
            }
            guard depth < maximumDepth else {
                throw ArchiveFormatError(.limitExceeded, "objects nest deeper than \(maximumDepth) levels (property-list entry \(entry))")
            }
            depth += 1
            defer { depth -= 1 }
            let index = reserve()
            indexOfEntry[entry] = index
            var className = "NSObject"
            if let classRef = fields["$class"], case .uid(let uid) = plist.values[classRef], uid >= 0, uid < objects.count,
                let classFields = plist.dictionary(at: objects[uid]), let nameEntry = classFields["$classname"], let name = plist.string(at: nameEntry)
            {
                className = name
            }
            var values: [KeyedValue] = []
            switch className {
            case "NSArray", "NSMutableArray", "NSSet", "NSMutableSet", "NSOrderedSet", "NSMutableOrderedSet":
                values.append(KeyedValue(ArchivedObject.inlinedValueKey, .bool(true)))
                if let list = fields["NS.objects"], case .array(let members) = plist.values[list] {
                    for member in members { values.append(KeyedValue(ArchivedObject.elementKey, try value(member))) }
                }
            case "NSDictionary", "NSMutableDictionary":
                values.append(KeyedValue(ArchivedObject.inlinedValueKey, .bool(true)))
                if let keyList = fields["NS.keys"], let valueList = fields["NS.objects"],
                    case .array(let keys) = plist.values[keyList], case .array(let members) = plist.values[valueList]
                {
                    for (key, member) in zip(keys, members) {
                        values.append(KeyedValue(ArchivedObject.elementKey, try value(key)))
                        values.append(KeyedValue(ArchivedObject.elementKey, try value(member)))
                    }
                }
            case "NSString", "NSMutableString":
                let text = fields["NS.string"].flatMap { plist.string(at: $0) } ?? ""
                values.append(KeyedValue("NS.bytes", .data(Array(text.utf8))))
            default:
                for key in fields.keys.sorted() where key != "$class" {
                    values.append(KeyedValue(key, try value(fields[key]!)))
                }
            }
            converted[index] = ArchivedObject(className: className, values: values)
            return index
        }
    }
}
