/// Reads an NSKeyedArchiver archive (a binary property list with `$objects` and `$top`, as in
/// keyed-archive nibs: `keyedobjects.nib`, pre-iOS 6 nibs) into a ``KeyedArchive``: each archived
/// object keeps its class and keys, arrays and dictionaries become NIBArchive-style collections,
/// strings become `NSString` objects, and `CF$UID` references become object references.
public struct KeyedArchiverReader: Sendable {
    /// The deepest nesting of objects accepted (objects are converted recursively; real nibs
    /// nest a few dozen levels).
    public var maximumDepth = 512

    /// How many times the property list's references the converted objects may hold together.
    /// Each object is converted once, but collections and strings that share one property-list
    /// array or string get their own members: 40,000 arrays over one 50,000-member list would
    /// hold 2 billion. Real archives stay near 1.
    public static let expansionFactor = 4

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
        var conversion = Conversion(plist: plist, objects: objects, maximumDepth: maximumDepth,
                                    maximumValues: Self.expansionFactor * (plist.referenceCount + 1_024))
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
        /// Class names by `$class` entry: objects share their class dictionary.
        var classNames: [Int: String] = [:]
        /// The UTF-8 bytes of each string entry, made once and shared by every object holding it.
        var stringBytes: [Int: [UInt8]] = [:]
        let maximumDepth: Int
        var depth = 0
        let maximumValues: Int
        var valueCount = 0

        init(plist: BinaryPropertyList, objects: [Int], maximumDepth: Int, maximumValues: Int) {
            self.plist = plist
            self.objects = objects
            self.maximumDepth = maximumDepth
            self.maximumValues = maximumValues
        }

        /// Counts values an object is about to hold against the limit.
        mutating func claim(_ count: Int, entry: Int) throws(ArchiveFormatError) {
            valueCount += count
            guard valueCount <= maximumValues else {
                throw ArchiveFormatError(.limitExceeded, "the objects hold over \(maximumValues) values between them (\(KeyedArchiverReader.expansionFactor) times the property list's references), at property-list entry \(entry); collections share one member list")
            }
        }

        /// The UTF-8 bytes of a string entry.
        mutating func bytes(ofString entry: Int, _ text: String) -> [UInt8] {
            if let bytes = stringBytes[entry] { return bytes }
            let bytes = Array(text.utf8)
            stringBytes[entry] = bytes
            return bytes
        }

        /// A value of a keyed object: references resolve to converted objects.
        mutating func value(_ entry: Int) throws(ArchiveFormatError) -> ArchiveValue {
            switch plist.values[entry] {
            case .uid(let uid): return try reference(uid)
            case .integer(let number): return .integer(number, width: 8)
            case .bool(let flag): return .bool(flag)
            case .real(let number): return .double(number)
            case .data(let bytes): return .data(bytes)
            case .string:
                // A string held directly (not through a UID) is one object however often.
                if let index = indexOfEntry[entry] { return .object(index) }
                let index = add(stringEntry: entry)
                indexOfEntry[entry] = index
                return .object(index)
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
            case .string:
                let index = add(stringEntry: entry)
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

        mutating func add(stringEntry entry: Int) -> Int {
            let text = plist.string(at: entry) ?? ""
            let index = reserve()
            converted[index] = ArchivedObject(className: "NSString", values: [KeyedValue("NS.bytes", .data(bytes(ofString: entry, text)))])
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
            if let classRef = fields["$class"], case .uid(let uid) = plist.values[classRef], uid >= 0, uid < objects.count {
                if let known = classNames[objects[uid]] {
                    className = known
                } else if let classFields = plist.dictionary(at: objects[uid]), let nameEntry = classFields["$classname"], let name = plist.string(at: nameEntry) {
                    className = name
                    classNames[objects[uid]] = name
                }
            }
            var values: [KeyedValue] = []
            switch className {
            case "NSArray", "NSMutableArray", "NSSet", "NSMutableSet", "NSOrderedSet", "NSMutableOrderedSet":
                values.append(KeyedValue(ArchivedObject.inlinedValueKey, .bool(true)))
                if let list = fields["NS.objects"], case .array(let members) = plist.values[list] {
                    try claim(members.count, entry: entry)
                    for member in members { values.append(KeyedValue(ArchivedObject.elementKey, try value(member))) }
                }
            case "NSDictionary", "NSMutableDictionary":
                values.append(KeyedValue(ArchivedObject.inlinedValueKey, .bool(true)))
                if let keyList = fields["NS.keys"], let valueList = fields["NS.objects"],
                    case .array(let keys) = plist.values[keyList], case .array(let members) = plist.values[valueList]
                {
                    try claim(2 * min(keys.count, members.count), entry: entry)
                    for (key, member) in zip(keys, members) {
                        values.append(KeyedValue(ArchivedObject.elementKey, try value(key)))
                        values.append(KeyedValue(ArchivedObject.elementKey, try value(member)))
                    }
                }
            case "NSString", "NSMutableString":
                if let text = fields["NS.string"], let string = plist.string(at: text) {
                    values.append(KeyedValue("NS.bytes", .data(bytes(ofString: text, string))))
                } else {
                    values.append(KeyedValue("NS.bytes", .data([])))
                }
            default:
                try claim(fields.count, entry: entry)
                for key in fields.keys.sorted() where key != "$class" {
                    values.append(KeyedValue(key, try value(fields[key]!)))
                }
            }
            converted[index] = ArchivedObject(className: className, values: values)
            return index
        }
    }
}
