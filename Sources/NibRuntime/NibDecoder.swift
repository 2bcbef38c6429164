import Foundation
import NibArchive

/// The keyed coder every nib object decodes itself from: an `NSCoder` over a ``KeyedArchive``.
///
/// `decodeObject(forKey:)` instantiates a referenced object the first time it is asked for,
/// by its class's `init(coder:)`, and returns the same object for every later reference.
/// Strings, numbers, arrays, dictionaries and geometry come back as Swift values (`String`,
/// `Int`, `Double`, `Bool`, `[Any]`, `[AnyHashable: Any]`, `CGRect`…).
///
/// A reference to an object that is still being decoded (a back pointer such as a
/// superview) decodes as nil: Swift initializers cannot hand out `self` early, so parents
/// set such pointers on their children instead.
public final class NibDecoder: NSCoder {
    /// The archive being decoded.
    public let archive: KeyedArchive
    /// How classes are found.
    public let resolver: ClassResolver
    /// Objects that stand for placeholders, by identifier (`IBFilesOwner`, external object names…).
    public let proxies: [String: AnyObject]
    /// Whether an unknown custom class is an error rather than a warning and a fallback.
    public let isStrict: Bool
    /// Warnings so far, such as "Unknown class X in Interface Builder file.".
    public private(set) var warnings: [String] = []
    /// The first error; once set, decoding stops creating objects.
    public private(set) var failure: NibDecodingFailure?
    /// Objects created as stand-ins for classes that could not be found.
    public private(set) var standInObjects: Set<ObjectIdentifier> = []
    /// Every object created, with the archive index it came from, in creation order.
    public private(set) var createdObjects: [(index: Int, object: AnyObject)] = []

    private enum Slot {
        case pending
        case decoding
        case done(Any?)
    }
    /// Whether to record which keys each object's class reads (``keyReads``), for coverage reports.
    public var recordsKeyReads = false
    /// The (archive index, key) pairs read by typed decoders, when ``recordsKeyReads`` is on.
    public private(set) var keyReads: Set<KeyRead> = []
    private var genericReadingDepth = 0
    /// Which of the current object's values its class has read, by position (what it leaves
    /// unread is kept on the object).
    private var currentReads: [Bool] = []
    private var slots: [Slot]
    private let creators: [Int: (NSCoder) -> AnyObject?]
    private var current = 0
    private var keyIndexes: [Int: [String: Int]] = [:]

    /// Creates a decoder over an archive.
    /// - Parameter creators: closures that create the objects at some archive indexes instead of
    ///   their classes (a storyboard's creator block); each must call `init(coder:)` with this coder.
    public init(archive: KeyedArchive, resolver: ClassResolver, proxies: [String: AnyObject], isStrict: Bool = false, creators: [Int: (NSCoder) -> AnyObject?] = [:]) {
        self.archive = archive
        self.creators = creators
        self.resolver = resolver
        self.proxies = proxies
        self.isStrict = isStrict
        self.slots = Array(repeating: .pending, count: archive.objects.count)
        super.init()
    }

    // MARK: NSCoder

    public override var allowsKeyedCoding: Bool { true }

    public override func containsValue(forKey key: String) -> Bool { value(forKey: key) != nil }

    public override func decodeObject(forKey key: String) -> Any? {
        switch value(forKey: key) {
        case .object(let index)?: return object(at: index)
        case .data(let bytes)?: return Data(bytes)
        case .integer(let number, _)?: return Int(number)
        case .double(let number)?: return number
        case .float(let number)?: return Double(number)
        case .bool(let flag)?: return flag
        case .null?, nil: return nil
        }
    }

    public override func decodeBool(forKey key: String) -> Bool {
        switch value(forKey: key) {
        case .bool(let flag)?: return flag
        case .integer(let number, _)?: return number != 0
        case .double(let number)?: return number != 0
        case .float(let number)?: return number != 0
        default: return false
        }
    }

    public override func decodeInteger(forKey key: String) -> Int { Int(truncatingIfNeeded: decodeInt64(forKey: key)) }
    public override func decodeInt32(forKey key: String) -> Int32 { Int32(truncatingIfNeeded: decodeInt64(forKey: key)) }

    public override func decodeInt64(forKey key: String) -> Int64 {
        switch value(forKey: key) {
        case .integer(let number, _)?: return number
        case .bool(let flag)?: return flag ? 1 : 0
        case .double(let number)? where number.isFinite: return Int64(exactly: number.rounded(.towardZero)) ?? 0
        case .float(let number)? where number.isFinite: return Int64(exactly: Double(number).rounded(.towardZero)) ?? 0
        default: return 0
        }
    }

    public override func decodeDouble(forKey key: String) -> Double {
        switch value(forKey: key) {
        case .double(let number)?: return number
        case .float(let number)?: return Double(number)
        case .integer(let number, _)?: return Double(number)
        case .bool(let flag)?: return flag ? 1 : 0
        default: return 0
        }
    }

    public override func decodeFloat(forKey key: String) -> Float { Float(decodeDouble(forKey: key)) }

    // MARK: Nib-specific decoding

    /// The raw bytes stored under `key` (UIKit geometry, NSRGB…).
    public func decodeBytes(forKey key: String) -> [UInt8]? {
        if case .data(let bytes)? = value(forKey: key) { return bytes }
        return nil
    }

    /// The class name the current object was archived with.
    public var currentClassName: String { archive.objects[current].className }

    /// The fallback classes archived for the current object (for a class swapper: its original class's).
    public var currentFallbackClassNames: [String] { archive.objects[current].fallbackClassNames }

    /// The keys of the current object, in archive order.
    public var currentKeys: [String] { archive.objects[current].values.map(\.key) }

    /// The raw value under `key` in the current object.
    public func value(forKey key: String) -> ArchiveValue? {
        guard current < archive.objects.count else { return nil }
        if recordsKeyReads, genericReadingDepth == 0 { keyReads.insert(KeyRead(objectIndex: current, key: key)) }
        guard let position = position(ofKey: key) else { return nil }
        if genericReadingDepth == 0, position < currentReads.count { currentReads[position] = true }
        return archive.objects[current].values[position].value
    }

    private func position(ofKey key: String) -> Int? {
        let values = archive.objects[current].values
        if values.count <= 8 {
            for (position, value) in values.enumerated() where value.key == key { return position }
            return nil
        }
        if keyIndexes[current] == nil {
            var index: [String: Int] = [:]
            for (position, value) in values.enumerated() where index[value.key] == nil { index[value.key] = position }
            keyIndexes[current] = index
        }
        return keyIndexes[current]?[key]
    }

    /// Runs `body` without counting its reads as typed decoding (generic objects keep values untyped).
    public func readingGenerically<T>(_ body: () -> T) -> T {
        genericReadingDepth += 1
        defer { genericReadingDepth -= 1 }
        return body()
    }

    /// Records a warning the caller of the loader can read.
    public func warn(_ message: String) {
        warnings.append(message)
    }

    /// Records an error; the load fails with it once decoding returns.
    public func fail(_ failure: NibDecodingFailure) {
        if self.failure == nil { self.failure = failure }
    }

    /// Supplies the object for an archive index before decoding (AppKit's `NSRoot`, replaced by the owner).
    public func preset(_ object: AnyObject, at index: Int) {
        guard index >= 0, index < slots.count else { return }
        slots[index] = .done(object)
    }

    /// Marks an object as a stand-in for a class that could not be found.
    public func markStandIn(_ object: AnyObject) {
        standInObjects.insert(ObjectIdentifier(object))
        if let object = object as? NibObject, object.unresolvedClassName == nil { object.unresolvedClassName = currentClassName }
    }

    /// Whether an object stands in for a class that could not be found (in this load or an earlier one).
    public func isStandIn(_ object: AnyObject) -> Bool {
        standInObjects.contains(ObjectIdentifier(object)) || (object as? NibObject)?.unresolvedClassName != nil
    }

    /// The object at an archive index, decoding it on first use.
    public func object(at index: Int) -> Any? {
        guard index >= 0, index < slots.count else {
            fail(NibDecodingFailure(message: "an object reference points at index \(index), outside the \(slots.count) archived objects", objectIndex: current))
            return nil
        }
        switch slots[index] {
        case .done(let object): return object
        case .decoding: return nil
        case .pending: break
        }
        guard failure == nil else { return nil }
        slots[index] = .decoding
        // Each object decodes in a fresh context: its class's reads are its own, even when a
        // generic read of another object is what first asked for it.
        let saved = (current, currentReads, genericReadingDepth)
        current = index
        currentReads = Array(repeating: false, count: archive.objects[index].values.count)
        genericReadingDepth = 0
        let object = instantiate(archive.objects[index], index: index)
        (current, currentReads, genericReadingDepth) = saved
        slots[index] = .done(object)
        return object
    }

    /// Decodes the current object's values as an instance of `type`, as a class swapper does.
    public func decodeCurrentObject(as type: AnyClass) -> AnyObject? {
        guard let decodable = type as? NibDecodable.Type else { return nil }
        return decodable.init(coder: self)
    }

    private func instantiate(_ archived: ArchivedObject, index: Int) -> Any? {
        if let value = decodeValueObject(archived) { return value }
        if let creator = creators[index] {
            guard let made = creator(self) else {
                fail(NibDecodingFailure(message: "the creator for \(archived.className) returned nil", objectIndex: index))
                return nil
            }
            createdObjects.append((index, made))
            return made
        }
        var candidates = [archived.className] + archived.fallbackClassNames
        var type: AnyClass?
        while type == nil, !candidates.isEmpty { type = resolver.resolve(candidates.removeFirst()) }
        // A fallback class stands in for one the library lacks: its missing outlets are reported, not fatal.
        let isFallback = candidates.count < archived.fallbackClassNames.count
        let decodable = (type as? NibDecodable.Type) ?? NibGenericObject.self
        guard let made = decodable.init(coder: self) else {
            fail(NibDecodingFailure(message: "\(archived.className) could not be decoded (its init(coder:) returned nil)", objectIndex: index))
            return nil
        }
        let object: AnyObject = (made as? NibDecodingReplacement)?.replacementObject ?? made
        if isFallback { markStandIn(object) }
        keepUndecodedValues(of: archived, on: object)
        if decodable == NibGenericObject.self { (made as? NibGenericObject)?.archivedClassName = archived.className }
        createdObjects.append((index, object))
        return object
    }

    /// Values of the archived object that its class did not read stay on it (`NibObject.undecodedValues`).
    private func keepUndecodedValues(of archived: ArchivedObject, on object: AnyObject) {
        guard let nibObject = object as? NibObject, !(object is NibGenericObject) else { return }
        guard currentReads.contains(false) else { return }
        var unread: [String: Any] = [:]
        for (position, value) in archived.values.enumerated() where !currentReads[position] && value.key != ArchivedObject.elementKey && unread[value.key] == nil {
            unread[value.key] = readingGenerically { decodeObject(forKey: value.key) } ?? NSNull()
        }
        if !unread.isEmpty { nibObject.undecodedValues.merge(unread) { old, _ in old } }
    }

    /// Foundation value classes come back as Swift values.
    private func decodeValueObject(_ archived: ArchivedObject) -> Any?? {
        switch archived.className {
        case "NSString", "NSMutableString", "NSLocalizableString":
            if case .data(let bytes)? = archived["NS.bytes"] { return String(decoding: bytes, as: UTF8.self) }
            return ""
        case "NSNumber":
            switch archived["NS.intval"] ?? archived["NS.dblval"] ?? archived["NS.boolval"] {
            case .integer(let number, _)?: return Int(number)
            case .double(let number)?: return number
            case .float(let number)?: return Double(number)
            case .bool(let flag)?: return flag
            default: return 0
            }
        case "NSArray", "NSMutableArray", "NSSet", "NSMutableSet", "NSOrderedSet", "NSMutableOrderedSet":
            return archived.elements.compactMap(element)
        case "NSDictionary", "NSMutableDictionary":
            let members = archived.elements
            var dictionary: [AnyHashable: Any] = [:]
            var position = 0
            while position + 1 < members.count {
                if let key = element(members[position]) as? AnyHashable, let value = element(members[position + 1]) { dictionary[key] = value }
                position += 2
            }
            return dictionary
        case "NSValue":
            return nsValue(archived)
        case "NSData", "NSMutableData":
            if case .data(let bytes)? = archived["NS.bytes"] { return Data(bytes) }
            return Data()
        default:
            return nil
        }
    }

    /// An NSValue as CGPoint, CGSize, CGRect or NSRange, by its `NS.special` kind.
    private func nsValue(_ archived: ArchivedObject) -> Any? {
        for key in ["NS.rectval", "NS.pointval", "NS.sizeval", "NS.rangeval"] {
            guard let stored = archived[key] else { continue }
            let numbers = GeometryText.numbers(of: element(stored))
            switch (key, numbers.count) {
            case ("NS.rectval", 4): return CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
            case ("NS.pointval", 2): return CGPoint(x: numbers[0], y: numbers[1])
            case ("NS.sizeval", 2): return CGSize(width: numbers[0], height: numbers[1])
            case ("NS.rangeval", 2): return NSRange(location: Int(numbers[0]), length: Int(numbers[1]))
            default: return nil
            }
        }
        return nil
    }

    private func element(_ value: ArchiveValue) -> Any? {
        switch value {
        case .object(let index): return object(at: index)
        case .integer(let number, _): return Int(number)
        case .double(let number): return number
        case .float(let number): return Double(number)
        case .bool(let flag): return flag
        case .data(let bytes): return Data(bytes)
        case .null: return nil
        }
    }
}

/// One key read by a class's `init(coder:)`.
public struct KeyRead: Hashable, Sendable {
    /// The archive index of the object.
    public var objectIndex: Int
    /// The key.
    public var key: String
    /// Creates a record.
    public init(objectIndex: Int, key: String) {
        self.objectIndex = objectIndex
        self.key = key
    }
}

/// Why an archive could not be decoded.
public struct NibDecodingFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of failure this is.
    public enum Kind: Sendable, Hashable {
        /// A class named by the nib could not be found (strict mode).
        case unknownClass
        /// A placeholder's object was not supplied (strict mode).
        case missingExternalObject
        /// Anything else: a bad reference, an initializer that returned nil, a class of the wrong kind.
        case other
    }

    /// What kind of failure this is.
    public var kind: Kind
    /// What went wrong and what to change.
    public var message: String
    /// The archive index of the object being decoded.
    public var objectIndex: Int
    /// Creates a failure.
    public init(_ kind: Kind = .other, message: String, objectIndex: Int) {
        self.kind = kind
        self.message = message
        self.objectIndex = objectIndex
    }
    /// The message with the object index.
    public var description: String { "\(message) (archived object #\(objectIndex))" }
}
