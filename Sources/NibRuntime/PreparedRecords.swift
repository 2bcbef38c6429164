import NibArchive

/// The archive's bookkeeping objects read once per nib: UIKit's placeholders and its outlet and
/// action records, as the values their classes' `init(coder:)` would read.
///
/// A placeholder only names the object that stands in for it, and a connection record only
/// tells the loader what to connect; neither is returned, awakened or seen by the app. So a load
/// takes their values from here instead of making an object for each: it decodes a record's
/// source and destination, in the order the record's initializer decodes them, and connects.
/// Only objects whose keys are exactly the ones their class reads are prepared, and the decoder
/// uses an entry only when the class it resolves for the object (the same resolution, memoized
/// or not) is the library's own: a registered replacement still decodes itself.
public struct PreparedRecords: Sendable {
    /// What one prepared object holds.
    enum Record: Sendable {
        /// A `UIProxyObject` and the identifier of the object it stands for.
        case proxy(identifier: String)
        /// A `UIRuntimeOutletConnection` (`eventMask` nil), `UIRuntimeEventConnection` or
        /// `UIRuntimeOutletCollectionConnection` (`collection` set), as a load connects it.
        case connection(PreparedConnectionIndexes)
        /// A `UIClassSwapper` of a class decoded from its values (not a `UICustomObject`): the
        /// custom class's name, and the positions of the swapper's own two keys among the values.
        case classSwapper(className: String, namePositions: [Int])
    }

    /// What kind of record an object has, one byte per archive index: the decoder tests it on
    /// every object, and only a match copies the record itself.
    enum Kind: UInt8, Sendable {
        case none, proxy, connection, classSwapper
    }

    private let records: [Record?]
    private let kinds: [Kind]

    /// Reads the prepared objects of an archive (a nib keeps the result for all its loads).
    public init(_ archive: KeyedArchive, lookup: ArchiveLookup) {
        var records = [Record?](repeating: nil, count: archive.objects.count)
        for (index, object) in archive.objects.enumerated() {
            switch object.className {
            case "UIProxyObject": records[index] = Self.proxy(object, lookup: lookup)
            case "UIRuntimeOutletConnection": records[index] = Self.connection(object, isAction: false, lookup: lookup, count: archive.objects.count)
            case "UIRuntimeEventConnection": records[index] = Self.connection(object, isAction: true, lookup: lookup, count: archive.objects.count)
            case "UIRuntimeOutletCollectionConnection": records[index] = Self.collection(object, lookup: lookup, count: archive.objects.count)
            case "UIClassSwapper": records[index] = Self.classSwapper(object, lookup: lookup)
            default: break
            }
        }
        self.records = records
        kinds = records.map { record in
            switch record {
            case .proxy?: .proxy
            case .connection?: .connection
            case .classSwapper?: .classSwapper
            case nil: .none
            }
        }
    }

    /// The kind of record at an archive index (`.none` beyond the archive).
    @inline(__always)
    func kind(at index: Int) -> Kind {
        index >= 0 && index < kinds.count ? kinds[index] : .none
    }

    /// The prepared object at an archive index, if any.
    @inline(__always)
    func record(at index: Int) -> Record? {
        index >= 0 && index < records.count ? records[index] : nil
    }

    /// A placeholder that holds its identifier's string and nothing else.
    private static func proxy(_ object: ArchivedObject, lookup: ArchiveLookup) -> Record? {
        guard object.values.count == 1, object.values[0].key == "UIProxiedObjectIdentifier",
              case .object(let index) = object.values[0].value, let identifier = lookup.string(at: index) else { return nil }
        return .proxy(identifier: identifier)
    }

    /// A swapper whose class name and original class name are strings, each once, and whose
    /// original class is not `UICustomObject` (created with `init()`).
    private static func classSwapper(_ object: ArchivedObject, lookup: ArchiveLookup) -> Record? {
        var className: String?
        var positions: [Int] = []
        for (position, value) in object.values.enumerated() where value.key == "UIClassName" || value.key == "UIOriginalClassName" {
            guard case .object(let index) = value.value, let text = lookup.string(at: index) else { return nil }
            if value.key == "UIClassName" {
                guard className == nil else { return nil }
                className = text
            } else if text == "UICustomObject" || positions.count > 1 {
                return nil
            }
            positions.append(position)
        }
        guard let className, positions.count <= 2 else { return nil }
        return .classSwapper(className: className, namePositions: positions)
    }

    /// An outlet collection record whose keys are among `UISource`, `UIDestination` (an array),
    /// `UILabel`, `runtimeCollectionClassName` (a string) and `addsContentToExistingCollection`,
    /// each once.
    private static func collection(_ object: ArchivedObject, lookup: ArchiveLookup, count: Int) -> Record? {
        var source: Int?
        var members: Int?
        var label: String?
        var appends = false
        var seen: Set<String> = []
        for value in object.values {
            guard seen.insert(value.key).inserted else { return nil }
            switch (value.key, value.value) {
            case ("UISource", .object(let index)) where index >= 0 && index < count: source = index
            case ("UISource", .null): break
            case ("UIDestination", .object(let index)) where index >= 0 && index < count && lookup.valueKinds[index] == .collection: members = index
            case ("UILabel", .object(let index)):
                guard let text = lookup.string(at: index) else { return nil }
                label = text
            case ("runtimeCollectionClassName", .object(let index)) where lookup.string(at: index) != nil: break
            case ("addsContentToExistingCollection", .bool(let flag)): appends = flag
            case ("addsContentToExistingCollection", .integer(let flag, _)): appends = flag != 0
            default: return nil
            }
        }
        guard let members else { return nil }
        return .connection(PreparedConnectionIndexes(source: source, destination: nil, label: label ?? "", eventMask: nil, collection: members, appends: appends))
    }

    /// A record whose keys are among `UISource`, `UIDestination`, `UILabel` (and an action's
    /// `UIEventMask`), each once, with an object reference, a string and an integer.
    private static func connection(_ object: ArchivedObject, isAction: Bool, lookup: ArchiveLookup, count: Int) -> Record? {
        var source: Int?
        var destination: Int?
        var label: String?
        var eventMask: Int?
        var seen: Set<String> = []
        for value in object.values {
            guard seen.insert(value.key).inserted else { return nil }
            switch (value.key, value.value) {
            case ("UISource", .object(let index)) where index >= 0 && index < count: source = index
            case ("UIDestination", .object(let index)) where index >= 0 && index < count: destination = index
            case ("UISource", .null), ("UIDestination", .null): break
            case ("UILabel", .object(let index)):
                guard let text = lookup.string(at: index) else { return nil }
                label = text
            case ("UIEventMask", .integer(let mask, _)) where isAction: eventMask = Int(truncatingIfNeeded: mask)
            default: return nil
            }
        }
        return .connection(PreparedConnectionIndexes(source: source, destination: destination, label: label ?? "", eventMask: isAction ? eventMask ?? 0 : nil))
    }
}
