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
package struct PreparedRecords: Sendable {
    /// What one prepared object holds, as the preparation reads it.
    enum Record: Sendable {
        /// A `UIProxyObject` and the placeholder it stands for.
        case proxy(Placeholder)
        /// A `UIRuntimeOutletConnection` (`eventMask` nil), `UIRuntimeEventConnection` or
        /// `UIRuntimeOutletCollectionConnection` (`collection` set), as a load connects it, and
        /// its label (kept apart, in ``labels``).
        case connection(PreparedConnectionIndexes, label: String)
        /// A `UIClassSwapper` of a class decoded from its values (not a `UICustomObject`).
        case classSwapper(Swapper)
    }

    /// What kind of record an object has, one byte per archive index: the decoder tests it on
    /// every object.
    enum Kind: UInt8, Sendable {
        case none, proxy, connection, classSwapper
    }

    /// The placeholder a prepared `UIProxyObject` stands for.
    enum Placeholder: Sendable {
        case filesOwner, firstResponder
        case external(identifier: String)
    }

    /// A prepared class swapper: the custom class's name and the positions of its own keys
    /// among the object's values (-1 for none).
    struct Swapper: Sendable {
        let className: String
        let namePositions: (Int, Int)
    }

    private let kinds: [Kind]
    /// Per archive index: where its record is in the table of its kind (-1 for none). A load
    /// reads a record where it is kept, so no string or array of it is copied per load.
    private let slots: [Int32]
    private let placeholders: [Placeholder]
    /// The prepared connection records, by slot (``connectionSlot(at:)``): no reference in
    /// them, so a load copies one for nothing.
    let connections: [PreparedConnectionIndexes]
    /// The connection records' labels, by slot (``PreparedConnectionIndexes/slot``).
    let labels: [String]
    private let swappers: [Swapper]

    /// Reads the prepared objects of an archive (a nib keeps the result for all its loads).
    package init(_ archive: KeyedArchive, lookup: ArchiveLookup) {
        var kinds = [Kind](repeating: .none, count: archive.objects.count)
        var slots = [Int32](repeating: -1, count: archive.objects.count)
        var placeholders: [Placeholder] = []
        var connections: [PreparedConnectionIndexes] = []
        var labels: [String] = []
        var swappers: [Swapper] = []
        for (index, object) in archive.objects.enumerated() {
            let record: Record?
            switch object.className {
            case "UIProxyObject": record = Self.proxy(object, lookup: lookup)
            case "UIRuntimeOutletConnection": record = Self.connection(object, isAction: false, lookup: lookup, count: archive.objects.count, slot: connections.count)
            case "UIRuntimeEventConnection": record = Self.connection(object, isAction: true, lookup: lookup, count: archive.objects.count, slot: connections.count)
            case "UIRuntimeOutletCollectionConnection": record = Self.collection(object, lookup: lookup, count: archive.objects.count, slot: connections.count)
            case "UIClassSwapper": record = Self.classSwapper(object, lookup: lookup)
            default: record = nil
            }
            switch record {
            case .proxy(let placeholder)?:
                (kinds[index], slots[index]) = (.proxy, Int32(placeholders.count))
                placeholders.append(placeholder)
            case .connection(let connection, let label)?:
                (kinds[index], slots[index]) = (.connection, Int32(connections.count))
                connections.append(connection)
                labels.append(label)
            case .classSwapper(let swapper)?:
                (kinds[index], slots[index]) = (.classSwapper, Int32(swappers.count))
                swappers.append(swapper)
            case nil:
                break
            }
        }
        (self.kinds, self.slots, self.placeholders, self.connections, self.labels, self.swappers) = (kinds, slots, placeholders, connections, labels, swappers)
    }

    /// The kind of record at an archive index (`.none` beyond the archive).
    @inline(__always)
    func kind(at index: Int) -> Kind {
        index >= 0 && index < kinds.count ? kinds[index] : .none
    }

    /// The slot of the prepared connection record at an archive index in ``connections``, if any.
    @inline(__always)
    func connectionSlot(at index: Int) -> Int? {
        kind(at: index) == .connection ? Int(slots[index]) : nil
    }

    /// The placeholder the prepared `UIProxyObject` at an archive index stands for, if any.
    @inline(__always)
    func placeholder(at index: Int) -> Placeholder? {
        kind(at: index) == .proxy ? placeholders[Int(slots[index])] : nil
    }

    /// The custom class name of the prepared class swapper at an archive index, if any.
    func swappedClassName(at index: Int) -> String? {
        kind(at: index) == .classSwapper ? swappers[Int(slots[index])].className : nil
    }

    /// The positions of the prepared class swapper's own keys among its values (-1 for none),
    /// when the object at an archive index is one.
    @inline(__always)
    func swapperNamePositions(at index: Int) -> (Int, Int)? {
        kind(at: index) == .classSwapper ? swappers[Int(slots[index])].namePositions : nil
    }

    /// A placeholder that holds its identifier's string and nothing else.
    private static func proxy(_ object: ArchivedObject, lookup: ArchiveLookup) -> Record? {
        guard object.values.count == 1, object.values[0].key == "UIProxiedObjectIdentifier",
              case .object(let index) = object.values[0].value, let identifier = lookup.string(at: index) else { return nil }
        switch identifier {
        case "IBFilesOwner": return .proxy(.filesOwner)
        case "IBFirstResponder": return .proxy(.firstResponder)
        default: return .proxy(.external(identifier: identifier))
        }
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
        return .classSwapper(Swapper(className: className, namePositions: (positions.first ?? -1, positions.dropFirst().first ?? -1)))
    }

    /// An outlet collection record whose keys are among `UISource`, `UIDestination` (an array),
    /// `UILabel`, `runtimeCollectionClassName` (a string) and `addsContentToExistingCollection`,
    /// each once.
    private static func collection(_ object: ArchivedObject, lookup: ArchiveLookup, count: Int, slot: Int) -> Record? {
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
        return .connection(PreparedConnectionIndexes(slot: slot, source: source, destination: nil, eventMask: nil, collection: members, appends: appends), label: label ?? "")
    }

    /// A record whose keys are among `UISource`, `UIDestination`, `UILabel` (and an action's
    /// `UIEventMask`), each once, with an object reference, a string and an integer.
    private static func connection(_ object: ArchivedObject, isAction: Bool, lookup: ArchiveLookup, count: Int, slot: Int) -> Record? {
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
        return .connection(PreparedConnectionIndexes(slot: slot, source: source, destination: destination, eventMask: isAction ? eventMask ?? 0 : nil), label: label ?? "")
    }
}
