import NibArchive

/// What a decoder precomputes about an archive so that `init(coder:)` reads are cheap, built
/// once per nib and shared by every instantiation.
///
/// Classes ask for many keys an object does not have (a label's decoder asks for every
/// attribute a label can carry). Each object gets a 64-bit signature of the keys it holds, two
/// bits per key, so most absent keys are rejected without comparing a string; and the kind of
/// value object (string, number, collection…) each object is, so that no class name is
/// compared while decoding. A class, immutable once made: every load's decoder holds the nib's
/// one lookup with a single reference count.
@usableFromInline package final class ArchiveLookup: Sendable {
    /// Per object: the union of its keys' signature bits.
    let signatures: [UInt64]
    /// Per value of every object, in archive order: its key's signature (two bits), so that a
    /// key is compared as a string only with values whose signature matches.
    let valueSignatures: [UInt64]
    /// Per object: where its values start in ``valueSignatures`` and ``values``.
    let valueStarts: [Int]
    /// Every object's values, one object after another (a decoder reads them here without
    /// copying an object's own array for each object it decodes).
    @usableFromInline let values: [KeyedValue]
    /// Per value, in the order of ``valueSignatures``: whether it is a collection's element
    /// (``ArchivedObject/elementKey``), so that members are found without comparing keys.
    let isElement: [Bool]
    /// Per object: how many of its values are a collection's elements (counted once per nib, so
    /// a load reserves room for a list's members without walking it twice).
    let elementCounts: [Int32]
    /// Per object: which Foundation value it decodes to, if any.
    let valueKinds: [ValueKind]
    /// Per object: its string or number, decoded once (immutable Swift values every load can
    /// share); an array, so the decoder's lookup on every object costs no hashing.
    let sharedValues: [SharedValue?]
    /// Per object: the numbers of a geometry string (`{{x, y}, {w, h}}`) or NSValue, parsed once.
    let geometry: [GeometryNumbers?]
    /// Per value, in the order of ``values``: where its numbers are in ``dataGeometry`` when it is
    /// UIKit's tagged geometry bytes (`UIBounds`, `UICenter`), else -1. Parsed once per nib, so a
    /// load reads a view's frame without parsing or touching the bytes (on a large nib, every
    /// view's bytes lie apart in memory, and reaching them cost more than the rest of the read).
    @usableFromInline let dataGeometryIndex: [Int32]
    /// The numbers ``dataGeometryIndex`` points at.
    @usableFromInline let dataGeometry: [GeometryNumbers]
    /// Per object: its text when it is a string (the same value as ``sharedValues``, typed, so a
    /// read of a string costs no cast from `Any`).
    let strings: [String?]

    /// A decoded immutable value (`String`, `Int`, `Double`, `Bool`).
    struct SharedValue: @unchecked Sendable {
        // @unchecked: only value types of the standard library are stored.
        let value: Any
    }

    /// The Foundation value classes that decode to Swift values.
    enum ValueKind: UInt8, Sendable {
        case none, string, number, collection, dictionary, value, data, date
    }

    /// Indexes an archive.
    package init(_ archive: KeyedArchive) {
        signatures = archive.objects.map { object in
            object.values.reduce(0) { $0 | Self.signature(of: $1.key) }
        }
        var valueSignatures: [UInt64] = []
        var valueStarts: [Int] = []
        valueStarts.reserveCapacity(archive.objects.count)
        for object in archive.objects {
            valueStarts.append(valueSignatures.count)
            valueSignatures.append(contentsOf: object.values.map { Self.signature(of: $0.key) })
        }
        self.valueSignatures = valueSignatures
        self.valueStarts = valueStarts
        values = archive.objects.flatMap(\.values)
        isElement = archive.objects.flatMap { $0.values.map { $0.key == ArchivedObject.elementKey } }
        elementCounts = archive.objects.map { object in Int32(truncatingIfNeeded: object.values.reduce(0) { $0 + ($1.key == ArchivedObject.elementKey ? 1 : 0) }) }
        valueKinds = archive.objects.map { Self.valueKind(of: $0.className) }
        var shared = [SharedValue?](repeating: nil, count: archive.objects.count)
        var strings = [String?](repeating: nil, count: archive.objects.count)
        for (index, object) in archive.objects.enumerated() {
            switch valueKinds[index] {
            case .string:
                if case .data(let bytes)? = object["NS.bytes"] {
                    let text = String(decoding: bytes, as: UTF8.self)
                    shared[index] = SharedValue(value: text)
                    strings[index] = text
                }
            case .number:
                switch object["NS.intval"] ?? object["NS.dblval"] ?? object["NS.boolval"] {
                case .integer(let number, _)?: shared[index] = SharedValue(value: Int(number))
                case .double(let number)?: shared[index] = SharedValue(value: number)
                case .float(let number)?: shared[index] = SharedValue(value: Double(number))
                case .bool(let flag)?: shared[index] = SharedValue(value: flag)
                default: break
                }
            default: break
            }
        }
        sharedValues = shared
        self.strings = strings
        var geometry = [GeometryNumbers?](repeating: nil, count: archive.objects.count)
        for index in archive.objects.indices {
            switch valueKinds[index] {
            case .string:
                if let text = shared[index]?.value as? String, text.hasPrefix("{") { geometry[index] = GeometryText.geometry(text) }
            case .value:
                geometry[index] = Self.geometry(ofValue: archive.objects[index], in: archive)
            default: break
            }
        }
        self.geometry = geometry
        var dataGeometryIndex = [Int32](repeating: -1, count: values.count)
        var dataGeometry: [GeometryNumbers] = []
        for (position, value) in values.enumerated() {
            // Tagged floats (6) or doubles (7), at most four of them.
            guard case .data(let bytes) = value.value, bytes.count <= 33, bytes.first == 6 || bytes.first == 7, dataGeometry.count < Int(Int32.max) else { continue }
            dataGeometryIndex[position] = Int32(dataGeometry.count)
            dataGeometry.append(GeometryText.geometry(bytes))
        }
        self.dataGeometryIndex = dataGeometryIndex
        self.dataGeometry = dataGeometry
    }

    /// Where the values of the object at `index` are in ``values`` (and ``valueSignatures``, ``isElement``).
    @inline(__always)
    func valueRange(of index: Int) -> Range<Int> {
        valueStarts[index]..<(index + 1 < valueStarts.count ? valueStarts[index + 1] : values.count)
    }

    /// The string the object at `index` decodes to, or nil when it is no string.
    @inline(__always)
    func string(at index: Int) -> String? {
        index >= 0 && index < strings.count ? strings[index] : nil
    }

    /// The members of a collection or dictionary object, in order.
    func elements(of index: Int, in archive: KeyedArchive) -> [ArchiveValue] {
        var members: [ArchiveValue] = []
        members.reserveCapacity(archive.objects[index].values.count)
        forEachElement(of: index, in: archive) { members.append($0) }
        return members
    }

    /// Calls `body` with each member of a collection or dictionary object, in order, without
    /// gathering them first.
    @inline(__always)
    func forEachElement(of index: Int, in archive: KeyedArchive, _ body: (ArchiveValue) -> Void) {
        let values = archive.objects[index].values
        let start = valueStarts[index]
        for position in values.indices where isElement[start + position] { body(values[position].value) }
    }

    /// The numbers of an NSValue's rect, point, size or range.
    private static func geometry(ofValue object: ArchivedObject, in archive: KeyedArchive) -> GeometryNumbers? {
        for key in ["NS.rectval", "NS.pointval", "NS.sizeval", "NS.rangeval"] {
            switch object[key] {
            case .object(let index)? where index >= 0 && index < archive.objects.count:
                if case .data(let bytes)? = archive.objects[index]["NS.bytes"] { return GeometryText.geometry(String(decoding: bytes, as: UTF8.self)) }
            case .data(let bytes)?:
                return GeometryText.geometry(bytes)
            default: continue
            }
        }
        return nil
    }

    /// Two bits of 64 chosen by the key's length and its last two bytes: cheap, and keys that
    /// share a prefix (`UI…`, `NS…`) still spread.
    @inline(__always)
    static func signature(of key: String) -> UInt64 {
        // Keys are string literals and archive keys: contiguous UTF-8, read without an index walk.
        if let bits = key.utf8.withContiguousStorageIfAvailable({ bytes in signature(count: bytes.count, last: bytes.last, previous: bytes.count > 1 ? bytes[bytes.count - 2] : nil) }) {
            return bits
        }
        let utf8 = Array(key.utf8)
        return signature(count: utf8.count, last: utf8.last, previous: utf8.count > 1 ? utf8[utf8.count - 2] : nil)
    }

    @inline(__always)
    private static func signature(count: Int, last: UInt8?, previous: UInt8?) -> UInt64 {
        guard let last else { return 1 }
        let first = (count &* 7 &+ Int(last)) & 63
        let second = (count &* 13 &+ Int(previous ?? 0) &* 3 &+ Int(last)) & 63
        return (1 << UInt64(first)) | (1 << UInt64(second))
    }

    static func valueKind(of className: String) -> ValueKind {
        switch className {
        case "NSString", "NSMutableString", "NSLocalizableString": .string
        case "NSNumber": .number
        case "NSArray", "NSMutableArray", "NSSet", "NSMutableSet", "NSOrderedSet", "NSMutableOrderedSet": .collection
        case "NSDictionary", "NSMutableDictionary": .dictionary
        case "NSValue": .value
        case "NSData", "NSMutableData": .data
        case "NSDate": .date
        default: .none
        }
    }
}
