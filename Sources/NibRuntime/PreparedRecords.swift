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
        /// A `UIRuntimeOutletConnection` (`eventMask` nil) or `UIRuntimeEventConnection`.
        case connection(source: Int?, destination: Int?, label: String, eventMask: Int?)
    }

    private let records: [Record?]

    /// Reads the prepared objects of an archive (a nib keeps the result for all its loads).
    public init(_ archive: KeyedArchive, lookup: ArchiveLookup) {
        var records = [Record?](repeating: nil, count: archive.objects.count)
        for (index, object) in archive.objects.enumerated() {
            switch object.className {
            case "UIProxyObject": records[index] = Self.proxy(object, lookup: lookup)
            case "UIRuntimeOutletConnection": records[index] = Self.connection(object, isAction: false, lookup: lookup, count: archive.objects.count)
            case "UIRuntimeEventConnection": records[index] = Self.connection(object, isAction: true, lookup: lookup, count: archive.objects.count)
            default: break
            }
        }
        self.records = records
    }

    /// The prepared object at an archive index, if any.
    @inline(__always)
    func record(at index: Int) -> Record? {
        index < records.count ? records[index] : nil
    }

    /// A placeholder that holds its identifier's string and nothing else.
    private static func proxy(_ object: ArchivedObject, lookup: ArchiveLookup) -> Record? {
        guard object.values.count == 1, object.values[0].key == "UIProxiedObjectIdentifier",
              case .object(let index) = object.values[0].value, let identifier = lookup.string(at: index) else { return nil }
        return .proxy(identifier: identifier)
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
        return .connection(source: source, destination: destination, label: label ?? "", eventMask: isAction ? eventMask ?? 0 : nil)
    }
}
