/// Appends objects to a ``KeyedArchive`` with the conventions of Apple's nib encoder:
/// strings are `NSString` objects holding UTF-8 in `NS.bytes`, equal strings are shared,
/// collections mark themselves with `NSInlinedValue` and list their members under the
/// empty-key element key.
public struct ArchiveBuilder: Sendable {
    /// The archive built so far.
    public private(set) var archive: KeyedArchive
    private var stringIndex: [String: Int] = [:]

    /// Starts an archive whose root (object 0) is a plain `NSObject`.
    public init() {
        archive = KeyedArchive(objects: [ArchivedObject(className: "NSObject")])
    }

    /// Reserves an object slot to be filled later with ``set(_:at:)``; lets objects refer to each other.
    public mutating func reserve() -> Int {
        archive.objects.append(ArchivedObject(className: "NSObject"))
        return archive.objects.count - 1
    }

    /// Fills a reserved slot.
    public mutating func set(_ object: ArchivedObject, at index: Int) {
        archive.objects[index] = object
    }

    /// Appends an object and returns its index.
    public mutating func add(_ object: ArchivedObject) -> Int {
        archive.objects.append(object)
        return archive.objects.count - 1
    }

    /// Appends a value to an existing object.
    public mutating func append(_ value: KeyedValue, to index: Int) {
        archive.objects[index].values.append(value)
    }

    /// The index of an `NSString` holding `text`, shared with earlier equal strings.
    public mutating func string(_ text: String) -> Int {
        if let index = stringIndex[text] { return index }
        let index = add(ArchivedObject(className: "NSString", values: [KeyedValue("NS.bytes", .data(Array(text.utf8)))]))
        stringIndex[text] = index
        return index
    }

    /// An `NSArray` (or another collection class) of the given values.
    public mutating func array(_ members: [ArchiveValue], className: String = "NSArray") -> Int {
        var values = [KeyedValue(ArchivedObject.inlinedValueKey, .bool(true))]
        values += members.map { KeyedValue(ArchivedObject.elementKey, $0) }
        return add(ArchivedObject(className: className, values: values))
    }

    /// An `NSData` (or `NSMutableData`) holding `bytes`, as Foundation's coders archive a data
    /// object (`encodeObject:` of an NSData): never shared.
    public mutating func data(_ bytes: [UInt8], className: String = "NSData") -> Int {
        add(ArchivedObject(className: className, values: [KeyedValue("NS.bytes", .data(bytes))]))
    }

    /// An `NSDictionary` whose members alternate key, value.
    public mutating func dictionary(_ pairs: [(ArchiveValue, ArchiveValue)], className: String = "NSDictionary") -> Int {
        var values = [KeyedValue(ArchivedObject.inlinedValueKey, .bool(true))]
        for (key, value) in pairs {
            values.append(KeyedValue(ArchivedObject.elementKey, key))
            values.append(KeyedValue(ArchivedObject.elementKey, value))
        }
        return add(ArchivedObject(className: className, values: values))
    }

    /// An `NSNumber` holding an integer, a double or a boolean.
    public mutating func number(_ value: ArchiveValue) -> Int {
        let key: String
        switch value {
        case .double, .float: key = "NS.dblval"
        case .bool: key = "NS.boolval"
        default: key = "NS.intval"
        }
        return add(ArchivedObject(className: "NSNumber", values: [KeyedValue(key, value)]))
    }
}
