import Foundation
import NibSupport
import NibArchive

/// The keyed coder every nib object decodes itself from: an `NSCoder` over a `KeyedArchive`.
///
/// `decodeObject(forKey:)` instantiates a referenced object the first time it is asked for,
/// by its class's `init(coder:)`, and returns the same object for every later reference.
/// Strings, numbers, arrays, dictionaries and geometry come back as Swift values (`String`,
/// `Int`, `Double`, `Bool`, `[Any]`, `[AnyHashable: Any]`, `CGRect`…).
///
/// A reference to an object that is still being decoded (a back pointer such as a
/// superview) decodes as nil: Swift initializers cannot hand out `self` early, so parents
/// set such pointers on their children instead.
///
/// The decoder is a thin `NSCoder` over one load's state, in named parts, each in its own file:
/// the `KeyCursor` and `ReadPositions` (the object being decoded and what its class read), the `KeyReadLog` (reads replayed
/// from an earlier load, recorded for the next), the `ObjectTable` (what each archive index
/// decoded to), the `LoadPlans` (how each index is made), the `LoadOutcome` (warnings, the
/// failure, counts), the load's `DecoderSettings` and its `ResourceFolder`.
public final class NibDecoder: NSCoder {
    /// The archive being decoded.
    public let archive: KeyedArchive
    /// The archive's index, shared by every load of a nib.
    @usableFromInline package let lookup: ArchiveLookup
    /// The archive's placeholders and connection records, read once per nib (nil: none prepared).
    let records: PreparedRecords?

    /// What the caller of the load decided: classes, placeholders, strictness, creators, limits.
    @exclusivity(unchecked) var settings: DecoderSettings
    /// The object being decoded and where its class's reads stand.
    @usableFromInline @exclusivity(unchecked) var cursor: KeyCursor
    /// Which of the current object's values its class has read (saved and restored with the cursor).
    @usableFromInline @exclusivity(unchecked) var reads = ReadPositions(count: 0)
    /// Key reads replayed from an earlier load and recorded for the next (and for coverage).
    @usableFromInline @exclusivity(unchecked) var keyReadLog: KeyReadLog
    /// What each archive index decoded to.
    @usableFromInline @exclusivity(unchecked) var objects: ObjectTable
    /// How each archive index is made, from earlier loads of the nib and this one.
    @exclusivity(unchecked) var plans: LoadPlans
    /// What the load found: warnings, the first failure, stand-ins, counts.
    @exclusivity(unchecked) var outcome = LoadOutcome()
    /// Where the nib's named resources are looked up.
    @exclusivity(unchecked) var resources = ResourceFolder()

    /// Creates a decoder over an archive, with the objects for its placeholders by identifier
    /// (`IBFilesOwner`, `IBFirstResponder`, external object names).
    /// - Parameter archive: the archive to decode.
    /// - Parameter resolver: finds the class for each archived class name.
    /// - Parameter proxies: the objects the archive's placeholders stand for, by identifier.
    /// - Parameter isStrict: whether an unknown class is an error instead of a warning and a fallback.
    /// - Parameter creators: closures that create the objects at some archive indexes instead of
    ///   their classes (a storyboard's creator block); each must call `init(coder:)` with this coder.
    public convenience init(archive: KeyedArchive, resolver: ClassResolver, proxies: [String: AnyObject], isStrict: Bool = false, creators: [Int: (NSCoder) -> AnyObject?] = [:]) {
        self.init(archive: archive, resolver: resolver, placeholders: NibPlaceholderObjects(proxies), isStrict: isStrict, creators: creators)
    }

    /// Creates a decoder over an archive whose placeholders stand for `placeholders`.
    /// - Parameter lookup: the archive's precomputed index; pass the one a nib keeps to share it between loads.
    /// - Parameter readMemo: where the key reads of a first load are kept and later loads replay
    ///   them; pass the one a nib keeps for all its loads.
    /// - Parameter records: the archive's prepared placeholders and connection records; pass the
    ///   ones a nib keeps (without them, every placeholder and record is decoded as an object).
    package init(archive: KeyedArchive, resolver: ClassResolver, placeholders: NibPlaceholderObjects, isStrict: Bool = false, creators: [Int: (NSCoder) -> AnyObject?] = [:],
                 lookup: ArchiveLookup? = nil, readMemo: KeyReadMemo? = nil, records: PreparedRecords? = nil) {
        self.archive = archive
        self.lookup = lookup ?? ArchiveLookup(archive)
        self.records = records
        self.settings = DecoderSettings(resolver: resolver, placeholders: placeholders, isStrict: isStrict, creators: creators)
        self.cursor = KeyCursor()
        self.keyReadLog = KeyReadLog(memo: readMemo != nil && KeyIdentity.isSupported ? readMemo : nil)
        self.objects = ObjectTable(count: archive.objects.count)
        self.plans = LoadPlans()
        super.init()
        beginLoad()
    }

    deinit {
        objects.deallocate()
    }

    // MARK: The load's settings

    /// How classes are found.
    public var resolver: ClassResolver { settings.resolver }
    /// The objects that stand for placeholders (File's Owner, First Responder, external objects).
    public var placeholders: NibPlaceholderObjects { settings.placeholders }
    /// Objects that stand for placeholders, by identifier (`IBFilesOwner`, external object names…).
    public var proxies: [String: AnyObject] { settings.placeholders.table }
    /// Whether an unknown custom class is an error rather than a warning and a fallback.
    public var isStrict: Bool { settings.isStrict }
    /// The deepest chain of objects decoded inside one another (a view in a view in a view…)
    /// before decoding fails with a limit error instead of exhausting the stack.
    public var maximumDepth: Int { settings.maximumDepth }
    /// The default ``maximumDepth``: real nibs nest a few dozen levels (the corpus's deepest
    /// document has 28 XML levels). A debug build uses about 6 KB of stack per level (it
    /// overflowed an 8 MB stack between 800 and 1,600 levels), so 200 stays well inside 8 MB.
    public static let defaultMaximumDepth = 200
    /// Whether the decoder records which keys each object's class reads (``keyReads``), for coverage reports.
    public var recordsKeyReads: Bool { keyReadLog.recordsForCoverage }

    /// Sets what a load's options decide: whether key reads are recorded, how deep objects may
    /// nest. (One call from the loader: the properties are set here, where their accesses need
    /// no exclusivity checks at run time.)
    package func configure(recordsKeyReads: Bool, maximumDepth: Int) {
        keyReadLog.recordsForCoverage = recordsKeyReads
        settings.maximumDepth = maximumDepth
    }

    // MARK: What the load found

    /// Warnings so far, such as "Unknown class X in Interface Builder file.".
    public var warnings: [String] { outcome.warnings }
    /// The first error; once set, decoding stops creating objects.
    public var failure: NibDecodingFailure? { outcome.failure }
    /// Objects created as stand-ins for classes that could not be found.
    public var standInObjects: Set<ObjectIdentifier> { outcome.standIns }
    /// Whether the load made or found an object of a class with a process-wide shared instance
    /// (the application): connecting to it must then be serialized with other loads.
    public var madeSharedInstance: Bool { outcome.madeSharedInstance }
    /// How many of ``createdObjects`` are the document's objects, not the archive's bookkeeping
    /// (connection records, runtime attributes, the object table).
    public var documentObjectCount: Int { outcome.documentObjectCount }
    /// The (archive index, key) pairs read by typed decoders, when ``recordsKeyReads`` is on.
    public var keyReads: Set<KeyRead> { keyReadLog.coverage }
    /// Every object created, with the archive index it came from, in archive order.
    public var createdObjects: [(index: Int, object: AnyObject)] { objects.created }

    /// Records a warning the caller of the loader can read.
    public func warn(_ message: String) {
        outcome.warnings.append(message)
    }

    /// Records an error; the load fails with it once decoding returns.
    public func fail(_ failure: NibDecodingFailure) {
        outcome.fail(failure)
    }

    // MARK: NSCoder

    public override var allowsKeyedCoding: Bool { true }

    public override func containsValue(forKey key: String) -> Bool { valuePosition(forKey: key) != nil }  // (the value is not copied)

    public override func decodeObject(forKey key: String) -> Any? {
        value(forKey: key).flatMap(decodedValue)
    }

    public override func decodeBool(forKey key: String) -> Bool { value(forKey: key).map(Self.bool) ?? false }

    public override func decodeInteger(forKey key: String) -> Int { Int(truncatingIfNeeded: decodeInt64(forKey: key)) }
    public override func decodeInt32(forKey key: String) -> Int32 { Int32(truncatingIfNeeded: decodeInt64(forKey: key)) }

    public override func decodeInt64(forKey key: String) -> Int64 { value(forKey: key).map(Self.int64) ?? 0 }

    public override func decodeDouble(forKey key: String) -> Double { value(forKey: key).map(Self.double) ?? 0 }

    public override func decodeFloat(forKey key: String) -> Float { Float(decodeDouble(forKey: key)) }

    // MARK: Nib-specific reads

    /// The raw value under `key` in the current object.
    ///
    /// Inlined into its callers: on a later load of a nib, almost every read is the one the
    /// first load recorded next, and checking that costs less than a call.
    @inlinable @inline(__always)
    public func value(forKey key: String) -> ArchiveValue? {
        guard let position = valuePosition(forKey: key) else { return nil }
        return lookup.values[position].value
    }

    /// The string under `key`, as `decodeObject(forKey:) as? String` gives it (a string object
    /// is read without a cast).
    public func string(forKey key: String) -> String? {
        guard let value = value(forKey: key) else { return nil }
        if case .object(let index) = value, let text = lookup.string(at: index) { return text }
        return decodedValue(value) as? String
    }

    /// The string the archived object at `index` is, without decoding it; nil when it is no string.
    @inline(__always)
    public func string(at index: Int) -> String? { lookup.string(at: index) }

    /// The raw bytes stored under `key` (UIKit geometry, NSRGB…).
    public func decodeBytes(forKey key: String) -> [UInt8]? {
        if case .data(let bytes)? = value(forKey: key) { return bytes }
        return nil
    }

    /// The numbers of the geometry under `key`: UIKit's tagged bytes, AppKit's `{{x, y}, {w, h}}`
    /// text or an NSValue (text and values are parsed once per nib); nil when absent.
    public func decodeGeometry(forKey key: String) -> GeometryNumbers? {
        guard let position = valuePosition(forKey: key) else { return nil }
        let parsed = lookup.dataGeometryIndex[position]
        if parsed >= 0 { return lookup.dataGeometry[Int(parsed)] }
        switch lookup.values[position].value {
        case .data(let bytes): return GeometryText.geometry(bytes)
        case .object(let index) where index >= 0 && index < lookup.geometry.count: return lookup.geometry[index]
        default: return nil
        }
    }

    /// The class instance under `key` in the current object, or nil.
    public func decodeObjectReference(forKey key: String) -> AnyObject? {
        guard case .object(let index)? = value(forKey: key) else { return nil }
        return objectReference(at: index)
    }

    /// The class instance under `key` if it is already decoded, else nil: a back pointer (a
    /// child's container) read without making the object it names, which would then be made
    /// inside its own child (its list of children would miss the child still being decoded).
    /// The owner, decoded later, ties the pointer itself.
    public func decodeConditionalObject(forKey key: String) -> AnyObject? {
        guard case .object(let index)? = value(forKey: key), objects.contains(index), !objects.isPending(index) else { return nil }
        return objects.instances[index]
    }

    // MARK: The current object

    /// The archive index of the object being decoded.
    public var currentObjectIndex: Int { cursor.object }

    /// The class name the current object was archived with.
    public var currentClassName: String { archive.objects[cursor.object].className }

    /// The fallback classes archived for the current object (for a class swapper: its original class's).
    public var currentFallbackClassNames: [String] { archive.objects[cursor.object].fallbackClassNames }

    /// The keys of the current object, in archive order.
    public var currentKeys: [String] { lookup.values[cursor.start..<cursor.start + cursor.count].map(\.key) }

    /// Decodes the current object's values as an instance of `type`, as a class swapper does.
    public func decodeCurrentObject(as type: AnyClass) -> AnyObject? {
        guard let decodable = type as? NibDecodable.Type else { return nil }
        return decodable.init(coder: self)
    }
}
