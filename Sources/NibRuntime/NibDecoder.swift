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
public final class NibDecoder: NSCoder {
    /// The archive being decoded.
    public let archive: KeyedArchive
    /// How classes are found.
    @exclusivity(unchecked) public private(set) var resolver: ClassResolver
    /// The objects that stand for placeholders (File's Owner, First Responder, external objects).
    @exclusivity(unchecked) public private(set) var placeholders: NibPlaceholderObjects
    /// Objects that stand for placeholders, by identifier (`IBFilesOwner`, external object names…).
    public var proxies: [String: AnyObject] { placeholders.table }
    /// Whether an unknown custom class is an error rather than a warning and a fallback.
    @exclusivity(unchecked) public private(set) var isStrict: Bool
    /// Warnings so far, such as "Unknown class X in Interface Builder file.".
    public var warnings: [String] { loadWarnings }
    @exclusivity(unchecked) private var loadWarnings: [String] = []
    /// The first error; once set, decoding stops creating objects.
    public var failure: NibDecodingFailure? { loadFailure }
    @exclusivity(unchecked) private var loadFailure: NibDecodingFailure? {
        didSet { hasFailed = loadFailure != nil }
    }
    /// Whether ``failure`` is set (checked on every object without copying the failure).
    @exclusivity(unchecked) private var hasFailed = false
    /// Objects created as stand-ins for classes that could not be found.
    @exclusivity(unchecked) public private(set) var standInObjects: Set<ObjectIdentifier> = []
    /// Whether the load made or found an object of a class with a process-wide shared instance
    /// (the application): connecting to it must then be serialized with other loads.
    public internal(set) var madeSharedInstance: Bool {
        get { madeLoadSharedInstance }
        set { madeLoadSharedInstance = newValue }
    }
    @exclusivity(unchecked) private var madeLoadSharedInstance = false
    /// Every object created, with the archive index it came from, in archive order.
    public var createdObjects: [(index: Int, object: AnyObject)] {
        (0..<objectCount).compactMap { index in instances[index].map { (index, $0) } }.filter { !presetIndexes.contains($0.index) }
    }
    /// Archive indexes whose objects were supplied, not created (``preset(_:at:)``).
    @exclusivity(unchecked) private var presetIndexes: Set<Int> = []
    /// How many of ``createdObjects`` are the document's objects, not the archive's bookkeeping
    /// (connection records, runtime attributes, the object table).
    public var documentObjectCount: Int { loadDocumentObjectCount }
    @exclusivity(unchecked) private var loadDocumentObjectCount = 0

    /// Where each archive index stands. A decoded class instance is in `instances`, a decoded
    /// value (a collection, a dictionary, data) in `decodedValues`: a byte per object, so that
    /// most lookups and the decoder's release copy no existentials.
    enum Slot: UInt8 {
        case pending
        case decoding
        case done
    }
    /// The folder the nib's named resources (images, sounds, colours) are looked up in: its
    /// bundle's resources, or the folder of the document it came from.
    public var resourceRoot: URL? {
        get { storedResourceRoot }
        set { (storedResourceRoot, storedResourceRootPath) = (newValue, newValue?.path) }
    }
    @exclusivity(unchecked) private var storedResourceRoot: URL?
    /// ``resourceRoot``'s path (named resources are cached by it).
    public var resourceRootPath: String? { storedResourceRootPath }
    @exclusivity(unchecked) private var storedResourceRootPath: String?

    /// What the object library keeps per nib to find its named resources quickly (its
    /// `NamedImageMemo` for ``resourceRoot``); nil when a load has none.
    public var resourceMemo: AnyObject? { storedResourceMemo }
    @exclusivity(unchecked) private var storedResourceMemo: AnyObject?

    /// Sets what a load's options decide: whether key reads are recorded, how deep objects may
    /// nest. (One call from the loader: the properties are set here, where their accesses need
    /// no exclusivity checks at run time.)
    public func configure(recordsKeyReads: Bool, maximumDepth: Int) {
        (self.recordsKeyReads, self.maximumDepth) = (recordsKeyReads, maximumDepth)
    }

    /// Whether the decoder looks resources up with `memo` already (a nib's folder and memo stay
    /// with its decoder from one load to the next; a nib without a folder has no memo).
    public func usesResources(memo: AnyObject?) -> Bool {
        storedResourceMemo === memo
    }

    /// Sets the nib's resource folder, with its path worked out earlier (a nib keeps it for all
    /// its loads: `URL.path` is costly next to the rest of a small nib's load), and the memo for it.
    public func useResources(root: URL?, path: String?, memo: AnyObject?) {
        (storedResourceRoot, storedResourceRootPath, storedResourceMemo) = (root, path ?? root?.path, memo)
    }

    /// The deepest chain of objects decoded inside one another (a view in a view in a view…)
    /// before decoding fails with a limit error instead of exhausting the stack.
    @exclusivity(unchecked) public var maximumDepth = NibDecoder.defaultMaximumDepth
    /// The default ``maximumDepth``: real nibs nest a few dozen levels (the corpus's deepest
    /// document has 28 XML levels). A debug build uses about 6 KB of stack per level (it
    /// overflowed an 8 MB stack between 800 and 1,600 levels), so 200 stays well inside 8 MB.
    public static let defaultMaximumDepth = 200
    @exclusivity(unchecked) private var depth = 0
    /// Whether to record which keys each object's class reads (``keyReads``), for coverage reports.
    @exclusivity(unchecked) public var recordsKeyReads = false
    /// The (archive index, key) pairs read by typed decoders, when ``recordsKeyReads`` is on.
    @exclusivity(unchecked) public private(set) var keyReads: Set<KeyRead> = []
    @usableFromInline @exclusivity(unchecked) var genericReadingDepth = 0
    /// Which of the current object's values its class has read, by position (what it leaves
    /// unread is kept on the object).
    @usableFromInline @exclusivity(unchecked) var currentReads = ReadPositions(count: 0)
    /// One byte per archive index (``objectCount`` of them), in a table the decoder owns: a
    /// reused decoder keeps it, and a load writes it without copy-on-write checks.
    private let slots: UnsafeMutablePointer<Slot>
    /// How many objects the archive has (the length of ``slots`` and ``instances``).
    @usableFromInline let objectCount: Int
    /// Decoded objects that are not class instances (collections, dictionaries, data, nil), by archive index.
    @exclusivity(unchecked) private var decodedValues: [Int: Any] = [:]
    /// The class instances among the decoded objects, by archive index: references to them are
    /// handed out without bridging `Any` to `AnyObject`.
    @usableFromInline let instances: UnsafeMutablePointer<AnyObject?>
    @exclusivity(unchecked) private var creators: [Int: (NSCoder) -> AnyObject?]
    @exclusivity(unchecked) private var current = 0
    /// How many values the object being decoded has, and their key signature (its values are
    /// read in the lookup's flat table, from ``currentStart``).
    @exclusivity(unchecked) private var currentCount = 0
    @usableFromInline @exclusivity(unchecked) var currentSignature: UInt64 = 0
    /// Where the current object's value signatures start in the lookup.
    @usableFromInline @exclusivity(unchecked) var currentStart = 0
    @usableFromInline let lookup: ArchiveLookup
    /// The archive's placeholders and connection records, read once per nib (nil: none prepared).
    private let records: PreparedRecords?
    /// How each archive index is made, from earlier loads of the same nib and this one.
    @exclusivity(unchecked) private var plans: DecodePlans
    /// The registry generation the nib's memo of plans holds for; nil when the resolver keeps no memo.
    @exclusivity(unchecked) private var plansGeneration: Int?
    /// Whether this load worked out a plan the memo did not have.
    @exclusivity(unchecked) private var madeNewPlans = false
    /// The key reads of an earlier load, replayed by this one (nil on a first load).
    @exclusivity(unchecked) private var replay: KeyReadReplay?
    /// ``replay``'s reads (empty on a first load), read by the inlined replay of every read.
    @usableFromInline @exclusivity(unchecked) private(set) var replayEntries: [KeyReadReplay.Entry] = []
    /// Where the memo of key reads is kept, when the nib keeps one.
    @exclusivity(unchecked) private var readMemo: KeyReadMemo?
    /// The current object's next recorded read in ``replay``, and the end of its reads.
    @usableFromInline @exclusivity(unchecked) var replayCursor = 0
    @usableFromInline @exclusivity(unchecked) var replayEnd = 0
    /// This load's reads, per archive index, when it is the first (nil otherwise).
    @exclusivity(unchecked) private var recordedReads: [[KeyReadReplay.Entry]]?

    /// Creates a decoder over an archive, with the objects for its placeholders by identifier
    /// (`IBFilesOwner`, `IBFirstResponder`, external object names).
    public convenience init(archive: KeyedArchive, resolver: ClassResolver, proxies: [String: AnyObject], isStrict: Bool = false, creators: [Int: (NSCoder) -> AnyObject?] = [:], lookup: ArchiveLookup? = nil, readMemo: KeyReadMemo? = nil, records: PreparedRecords? = nil) {
        self.init(archive: archive, resolver: resolver, placeholders: NibPlaceholderObjects(proxies), isStrict: isStrict, creators: creators, lookup: lookup, readMemo: readMemo, records: records)
    }

    /// Creates a decoder over an archive whose placeholders stand for `placeholders`.
    /// - Parameter archive: the archive to decode.
    /// - Parameter resolver: finds the class for each archived class name.
    /// - Parameter placeholders: the objects the archive's placeholders stand for (File's Owner, external objects).
    /// - Parameter isStrict: whether an unknown class is an error instead of a warning and a fallback.
    /// - Parameter creators: closures that create the objects at some archive indexes instead of
    ///   their classes (a storyboard's creator block); each must call `init(coder:)` with this coder.
    /// - Parameter lookup: the archive's precomputed index; pass the one a nib keeps to share it between loads.
    /// - Parameter readMemo: where the key reads of a first load are kept and later loads replay
    ///   them; pass the one a nib keeps for all its loads.
    /// - Parameter records: the archive's prepared placeholders and connection records; pass the
    ///   ones a nib keeps (without them, every placeholder and record is decoded as an object).
    public init(archive: KeyedArchive, resolver: ClassResolver, placeholders: NibPlaceholderObjects, isStrict: Bool = false, creators: [Int: (NSCoder) -> AnyObject?] = [:], lookup: ArchiveLookup? = nil, readMemo: KeyReadMemo? = nil, records: PreparedRecords? = nil) {
        self.archive = archive
        self.lookup = lookup ?? ArchiveLookup(archive)
        self.records = records
        self.creators = creators
        self.resolver = resolver
        self.placeholders = placeholders
        self.isStrict = isStrict
        self.objectCount = archive.objects.count
        self.slots = UnsafeMutablePointer<Slot>.allocate(capacity: archive.objects.count)
        self.slots.initialize(repeating: .pending, count: archive.objects.count)
        self.plans = DecodePlans(count: 0)
        self.instances = UnsafeMutablePointer<AnyObject?>.allocate(capacity: archive.objects.count)
        self.instances.initialize(repeating: nil, count: archive.objects.count)
        self.readMemo = readMemo != nil && KeyIdentity.isSupported ? readMemo : nil
        super.init()
        beginLoad()
    }

    deinit {
        instances.deinitialize(count: objectCount)
        instances.deallocate()
        slots.deallocate()
    }

    /// A decoder for one load of a prepared nib: the spare one its last load left (made ready
    /// for this load, its tables kept, and its plans and class resolver when the settings are
    /// the same), or a new one. Give it back with ``recycle(_:into:)``.
    /// - Parameters:
    ///   - prepared: the nib's prepared archive, which keeps the spare decoder.
    ///   - library: the classes by name, with `registeredClasses` and `searchModules` as
    ///     ``ClassResolver`` takes them (a nib's loads use one library with its class memo).
    ///   - registeredClasses: classes registered for this load, by name.
    ///   - searchModules: modules searched for a class name that names none.
    ///   - placeholders: the objects the archive's placeholders stand for.
    ///   - isStrict: whether an unknown class is an error instead of a warning and a fallback.
    ///   - creators: closures that create the objects at some archive indexes instead of their classes.
    public static func forLoad(of prepared: PreparedArchive, library: [String: AnyClass], registeredClasses: [String: AnyClass], searchModules: [String],
                               placeholders: NibPlaceholderObjects, isStrict: Bool = false, creators: [Int: (NSCoder) -> AnyObject?] = [:]) -> NibDecoder {
        guard let decoder = prepared.spareDecoder.take(archive: prepared.lookup) else {
            let resolver = ClassResolver(library: library, registered: registeredClasses, searchModules: searchModules, memo: prepared.classMemo)
            return NibDecoder(archive: prepared.archive, resolver: resolver, placeholders: placeholders, isStrict: isStrict, creators: creators,
                              lookup: prepared.lookup, readMemo: prepared.readMemo, records: prepared.records)
        }
        // (What is the same as for the last load is not assigned again: each reference it holds
        // would be retained and released for nothing.)
        let keepsResolver = decoder.resolver.hasSettings(memo: prepared.classMemo, registered: registeredClasses, searchModules: searchModules)
        if !keepsResolver {
            decoder.resolver = ClassResolver(library: library, registered: registeredClasses, searchModules: searchModules, memo: prepared.classMemo)
        }
        decoder.placeholders = placeholders
        decoder.isStrict = isStrict
        if !creators.isEmpty || !decoder.creators.isEmpty { decoder.creators = creators }
        decoder.beginLoad(keepingPlans: keepsResolver)
        return decoder
    }

    /// Ends a load made with ``forLoad(of:library:registeredClasses:searchModules:placeholders:isStrict:creators:)``:
    /// when nothing else holds the decoder, it lets go of every object of the load (the
    /// objects, the placeholders' objects, the resource memo) and becomes the nib's spare.
    public static func recycle(_ decoder: inout NibDecoder?, into spare: SpareDecoder) {
        guard var finished = decoder.take(), isKnownUniquelyReferenced(&finished) else { return }
        finished.endLoad()
        spare.put(finished)
    }

    /// Sets the state of a load that starts: nothing decoded, the plans and key reads earlier
    /// loads of the nib kept (fetched again from the memo, unless the decoder's own are still
    /// good: the same resolver, and no class registered since).
    private func beginLoad(keepingPlans: Bool = false) {
        let keepsPlans = keepingPlans && plansGeneration != nil && plansGeneration == NibClassRegistry.shared.generation && plans.count == archive.objects.count
        if !keepsPlans {
            let memoized = resolver.memoizedPlans()
            plansGeneration = memoized?.generation
            if let memoized = memoized?.plans, memoized.count == archive.objects.count {
                plans = memoized
            } else {
                plans = DecodePlans(count: archive.objects.count)
            }
        }
        madeNewPlans = false
        if replay == nil, let readMemo {
            replay = readMemo.replay()
            replayEntries = replay?.entries ?? []
        }
        recordedReads = readMemo != nil && replay == nil ? Array(repeating: [], count: archive.objects.count) : nil
        if let root = archive.objects.first {
            current = 0
            currentCount = root.values.count
            currentStart = 0
            currentSignature = lookup.signatures[0]
            currentReads = ReadPositions(count: currentCount)
            let reads = replay?.range(of: 0) ?? 0..<0
            (replayCursor, replayEnd) = (reads.lowerBound, reads.upperBound)
        }
    }

    /// Lets go of everything a finished load holds, leaving the tables empty for the next:
    /// emptied in place (each reference released once, no generic array teardown). What is the
    /// nib's rather than the load's stays: its resource folder and memo.
    private func endLoad() {
        for index in 0..<objectCount where instanceAddress(at: index) != nil { instances[index] = nil }
        slots.update(repeating: .pending, count: objectCount)
        if !decodedValues.isEmpty { decodedValues = [:] }
        placeholders = NibPlaceholderObjects()
        creators = [:]
        if loadFailure != nil { loadFailure = nil }
        if !loadWarnings.isEmpty { loadWarnings = [] }
        if !standInObjects.isEmpty { standInObjects = [] }
        if !presetIndexes.isEmpty { presetIndexes = [] }
        if !keyReads.isEmpty { keyReads = [] }
        (madeLoadSharedInstance, loadDocumentObjectCount, depth, genericReadingDepth) = (false, 0, 0, 0)
        (maximumDepth, recordsKeyReads) = (Self.defaultMaximumDepth, false)
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

    /// A value as `decodeBool(forKey:)` reads it.
    @inline(__always)
    public static func bool(_ value: ArchiveValue) -> Bool {
        switch value {
        case .bool(let flag): flag
        case .integer(let number, _): number != 0
        case .double(let number): number != 0
        case .float(let number): number != 0
        default: false
        }
    }

    /// A value as `decodeInt64(forKey:)` reads it.
    @inline(__always)
    public static func int64(_ value: ArchiveValue) -> Int64 {
        switch value {
        case .integer(let number, _): number
        case .bool(let flag): flag ? 1 : 0
        case .double(let number) where number.isFinite: Int64(exactly: number.rounded(.towardZero)) ?? 0
        case .float(let number) where number.isFinite: Int64(exactly: Double(number).rounded(.towardZero)) ?? 0
        default: 0
        }
    }

    /// A value as `decodeDouble(forKey:)` reads it.
    @inline(__always)
    public static func double(_ value: ArchiveValue) -> Double {
        switch value {
        case .double(let number): number
        case .float(let number): Double(number)
        case .integer(let number, _): Double(number)
        case .bool(let flag): flag ? 1 : 0
        default: 0
        }
    }

    /// The object or value an archived value decodes to, as `decodeObject(forKey:)` returns it.
    public func decodedValue(_ value: ArchiveValue) -> Any? {
        switch value {
        case .object(let index): object(at: index)
        case .data(let bytes): Data(bytes)
        case .integer(let number, _): Int(number)
        case .double(let number): number
        case .float(let number): Double(number)
        case .bool(let flag): flag
        case .null: nil
        }
    }

    /// The string the archived object at `index` is, without decoding it; nil when it is no string.
    @inline(__always)
    public func string(at index: Int) -> String? { lookup.string(at: index) }

    /// The string under `key`, as `decodeObject(forKey:) as? String` gives it (a string object
    /// is read without a cast).
    public func string(forKey key: String) -> String? {
        guard let value = value(forKey: key) else { return nil }
        if case .object(let index) = value, let text = lookup.string(at: index) { return text }
        return decodedValue(value) as? String
    }

    public override func decodeFloat(forKey key: String) -> Float { Float(decodeDouble(forKey: key)) }

    // MARK: Nib-specific decoding

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

    /// The archive index of the object being decoded.
    public var currentObjectIndex: Int { current }

    /// The class name the current object was archived with.
    public var currentClassName: String { archive.objects[current].className }

    /// The fallback classes archived for the current object (for a class swapper: its original class's).
    public var currentFallbackClassNames: [String] { archive.objects[current].fallbackClassNames }

    /// The keys of the current object, in archive order.
    public var currentKeys: [String] { lookup.values[currentStart..<currentStart + currentCount].map(\.key) }

    /// The raw value under `key` in the current object.
    ///
    /// Inlined into its callers: on a later load of a nib, almost every read is the one the
    /// first load recorded next, and checking that costs less than a call.
    @inlinable @inline(__always)
    public func value(forKey key: String) -> ArchiveValue? {
        guard let position = valuePosition(forKey: key) else { return nil }
        return lookup.values[position].value
    }

    /// Where the value under `key` in the current object is in the lookup's flat table, read as
    /// ``value(forKey:)`` reads it (marked read, replayed on a later load); nil when absent.
    @inlinable @inline(__always)
    func valuePosition(forKey key: String) -> Int? {
        let cursor = replayCursor
        if cursor < replayEnd, !recordsKeyReads {
            let entry = replayEntries[cursor]
            if entry.key == KeyIdentity.words(of: key), entry.position != KeyReadReplay.unrecorded {
                replayCursor = cursor &+ 1
                guard entry.position >= 0 else { return nil }
                let position = Int(entry.position)
                if genericReadingDepth == 0 { currentReads.insert(position) }
                return currentStart &+ position
            }
        }
        return unreplayedValuePosition(forKey: key)
    }

    /// A read the replay does not give (a first load, a key built at run time, a class that
    /// reads differently this time, coverage): searched, and recorded on a first load.
    @usableFromInline @inline(never)
    func unreplayedValuePosition(forKey key: String) -> Int? {
        if recordsKeyReads { noteKeyRead(key) }
        let position = replayedPosition(ofKey: key)
        guard position >= 0 else { return nil }
        if genericReadingDepth == 0 { currentReads.insert(position) }
        return currentStart + position
    }

    /// The position of `key` as an earlier load found it, when this read is the one it recorded
    /// next; else searched (and recorded on a first load).
    @inline(__always)
    private func replayedPosition(ofKey key: String) -> Int {
        guard replayCursor < replayEnd else { return searchedPosition(ofKey: key) }
        let entry = replayEntries[replayCursor]
        if entry.key == KeyIdentity.words(of: key), entry.position != KeyReadReplay.unrecorded {
            replayCursor += 1
            return Int(entry.position)
        }
        return unreplayedPosition(ofKey: key, entry: entry)
    }

    /// A read the record does not give: a key made at run time is searched and the replay goes
    /// on; any other difference means the class reads differently this time, and the rest of
    /// this object's reads are searched.
    @inline(never)
    private func unreplayedPosition(ofKey key: String, entry: KeyReadReplay.Entry) -> Int {
        replayCursor = entry.position == KeyReadReplay.unrecorded ? replayCursor + 1 : replayEnd
        return searchedPosition(ofKey: key)
    }

    /// The position of `key` among the current object's values, or -1: signatures first, the
    /// string only where they match. A first load records it for the next.
    @inline(never)
    private func searchedPosition(ofKey key: String) -> Int {
        let signature = ArchiveLookup.signature(of: key)
        let position = currentSignature & signature == signature ? position(ofKey: key, signature: signature) ?? -1 : -1
        if recordedReads != nil { record(key, at: position) }
        return position
    }

    /// Notes a typed read for coverage reports (``recordsKeyReads``).
    @inline(never)
    private func noteKeyRead(_ key: String) {
        if genericReadingDepth == 0 { keyReads.insert(KeyRead(objectIndex: current, key: key)) }
    }

    /// Records a read of the first load.
    private func record(_ key: String, at position: Int) {
        let entry: KeyReadReplay.Entry
        if let identity = KeyIdentity(key), let position = Int32(exactly: position) {
            entry = KeyReadReplay.Entry(key: identity, position: position)
        } else {
            entry = KeyReadReplay.Entry(key: KeyIdentity.words(of: ""), position: KeyReadReplay.unrecorded)
        }
        recordedReads?[current].append(entry)
    }

    /// Where `key` is among the current object's values: signatures first, the string only where they match.
    @inline(__always)
    private func position(ofKey key: String, signature: UInt64) -> Int? {
        let count = currentCount
        let start = currentStart
        return lookup.valueSignatures.withUnsafeBufferPointer { signatures in
            lookup.values.withUnsafeBufferPointer { values in
                for position in 0..<count where signatures[start + position] == signature && values[start + position].key == key { return position }
                return nil
            }
        }
    }

    /// Runs `body` without counting its reads as typed decoding (generic objects keep values untyped).
    public func readingGenerically<T>(_ body: () -> T) -> T {
        genericReadingDepth += 1
        defer { genericReadingDepth -= 1 }
        return body()
    }

    /// Records a warning the caller of the loader can read.
    public func warn(_ message: String) {
        loadWarnings.append(message)
    }

    /// Records an error; the load fails with it once decoding returns.
    public func fail(_ failure: NibDecodingFailure) {
        if loadFailure == nil { loadFailure = failure }
    }

    /// Supplies the object for an archive index before decoding (AppKit's `NSRoot`, replaced by the owner).
    public func preset(_ object: AnyObject, at index: Int) {
        guard index >= 0, index < objectCount else { return }
        slots[index] = .done
        instances[index] = object
        presetIndexes.insert(index)
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
        guard index >= 0, index < objectCount else {
            reportOutOfRange(index)
            return nil
        }
        switch slots[index] {
        case .done: break
        case .decoding: return nil
        case .pending:
            // (The kind first: copying an optional existential out of the shared table costs more.)
            if lookup.valueKinds[index] != .none, let shared = lookup.sharedValues[index] { return shared.value }
            decodePending(index)
        }
        if let instance = instances[index] { return instance }
        return decodedValues[index]
    }

    /// The object at an archive index when it is a class instance (strings, numbers and other
    /// values give nil), decoding it on first use; no `Any` is made for it.
    public func objectReference(at index: Int) -> AnyObject? {
        decode(at: index)
        return index >= 0 && index < objectCount ? instances[index] : nil
    }

    @inline(never)
    private func reportOutOfRange(_ index: Int) {
        fail(NibDecodingFailure(message: "an object reference points at index \(index), outside the \(objectCount) archived objects", objectIndex: current))
    }

    /// Decodes the pending object at a valid index that is not a shared value: a class instance
    /// goes to ``instances``, a Foundation value to ``decodedValues``.
    private func decodePending(_ index: Int) {
        if hasFailed { return }
        if let object = suppliedPlaceholder(at: index) {
            slots[index] = .done
            instances[index] = object
            return
        }
        guard depth < maximumDepth else {
            fail(NibDecodingFailure(.limitExceeded, message: "objects nest deeper than \(maximumDepth) levels; raise Nib.Options.maximumDecodingDepth if the nib is genuine", objectIndex: index))
            return
        }
        depth += 1
        defer { depth -= 1 }
        slots[index] = .decoding
        // Each object decodes in a fresh context: its class's reads are its own, even when a
        // generic read of another object is what first asked for it.
        let saved = (current, currentReads, genericReadingDepth, currentCount, currentSignature, currentStart, replayCursor, replayEnd)
        current = index
        let range = lookup.valueRange(of: index)
        (currentStart, currentCount) = (range.lowerBound, range.count)
        currentSignature = lookup.signatures[index]
        currentReads = ReadPositions(count: currentCount)
        genericReadingDepth = 0
        if let reads = replay?.range(of: index) { (replayCursor, replayEnd) = (reads.lowerBound, reads.upperBound) }
        if lookup.valueKinds[index] != .none {
            if let value = decodeValueObject(archive.objects[index], index: index, kind: lookup.valueKinds[index]) ?? nil { decodedValues[index] = value }
        } else {
            instantiate(index)
        }
        (current, currentReads, genericReadingDepth, currentCount, currentSignature, currentStart, replayCursor, replayEnd) = saved
        slots[index] = .done
    }

    /// The class instance under `key` in the current object, or nil.
    public func decodeObjectReference(forKey key: String) -> AnyObject? {
        guard case .object(let index)? = value(forKey: key) else { return nil }
        return objectReference(at: index)
    }

    /// The outlet, action or outlet collection of the UIKit connection record at `index`, by
    /// the archive indexes of its ends, which are decoded in the order the record's
    /// `init(coder:)` decodes them, when the record is prepared (``PreparedRecords``) and its
    /// class resolves to the library's own; nil when the record must be decoded as an object
    /// (``objectReference(at:)``).
    ///
    /// The loader connects the ends later through ``withInstance(at:_:)``, so that no reference
    /// to them is copied in between (nor, for a collection, an array of its members made).
    public func preparedConnectionIndexes(at index: Int) -> PreparedConnectionIndexes? {
        guard !recordsKeyReads, index >= 0, index < objectCount, case .pending = slots[index], creators.isEmpty || creators[index] == nil,
              let slot = records?.connectionSlot(at: index), let connection = records?.connections[slot] else { return nil }
        guard plan(at: index).prepared == connection.recordClass else { return nil }
        if let collection = connection.collection {
            // The record's initializer decodes its members first, then its source.
            for member in members(ofCollectionAt: collection) { decode(at: member) }
            if let source = connection.source { decode(at: source) }
        } else {
            if let source = connection.source { decode(at: source) }
            if let destination = connection.destination { decode(at: destination) }
        }
        return connection
    }

    /// The outlet name or selector of a prepared connection record.
    public func label(of connection: PreparedConnectionIndexes) -> String {
        guard let records, records.labels.indices.contains(connection.slot) else { return "" }
        return records.labels[connection.slot]
    }

    /// Decodes the class instance at an archive index if it is still pending (nothing is
    /// returned, so no reference is copied). A Foundation value (a string, a number, a
    /// collection) is never a class instance and is left for `object(at:)`, which decodes it when
    /// it is asked for: a collection of ten thousand members is not built for nothing.
    public func decode(at index: Int) {
        guard index >= 0, index < objectCount else {
            reportOutOfRange(index)
            return
        }
        guard case .pending = slots[index], lookup.valueKinds[index] == .none else { return }
        decodePending(index)
    }

    /// Calls `body` with the class instance made for an archive index (nil for none, for a
    /// value, for an index outside the archive), lent: the decoder holds every object it made
    /// until it is released, so the object is neither retained nor released for the call. (By
    /// the time a loader connects and awakens, outlets and superviews point at most objects
    /// weakly, and each retain of such an object takes the runtime's slow path.)
    @inlinable @inline(__always)
    public func withInstance<Result, Failure: Error>(at index: Int?, _ body: (AnyObject?) throws(Failure) -> Result) throws(Failure) -> Result {
        guard let instance = unretainedInstance(at: index) else { return try body(nil) }
        let outcome: Swift.Result<Result, Failure> = instance._withUnsafeGuaranteedRef { object in
            do throws(Failure) { return .success(try body(object)) } catch { return .failure(error) }
        }
        return try outcome.get()
    }

    /// The archive index of the collection (or any object) under `key`; nil when the key holds
    /// no object of the archive. Walk its members with ``members(ofCollectionAt:)``.
    public func collectionIndex(forKey key: String) -> Int? {
        guard case .object(let index)? = value(forKey: key), index >= 0, index < archive.objects.count else { return nil }
        return index
    }

    /// The member objects of the archived collection at `index`, by archive index, in order
    /// (none for an index outside the archive).
    public func members(ofCollectionAt index: Int) -> ArchivedMembers {
        guard index >= 0, index < archive.objects.count else { return ArchivedMembers(decoder: self, positions: 0..<0, elementCount: 0) }
        return ArchivedMembers(decoder: self, positions: lookup.valueRange(of: index), elementCount: Int(lookup.elementCounts[index]))
    }

    /// The archive index of the collection member at a position of the lookup's flat table; nil
    /// when the value there is no member object (a value, or a key of the collection itself).
    @usableFromInline
    func memberIndex(atPosition position: Int) -> Int? {
        guard position >= 0, position < lookup.values.count, lookup.isElement[position],
              case .object(let member) = lookup.values[position].value, member >= 0, member < archive.objects.count else { return nil }
        return member
    }

    /// The class instance made for an archive index as an unmanaged reference (no retain); nil
    /// when there is none. The decoder holds the instance until it is released: use the
    /// reference only while the decoder lives (`_withUnsafeGuaranteedRef` calls into it without
    /// a retain; `toOpaque()` is its identity).
    @inlinable @inline(__always)
    public func unretainedInstance(at index: Int?) -> Unmanaged<AnyObject>? {
        guard let index, let address = instanceAddress(at: index) else { return nil }
        return Unmanaged<AnyObject>.fromOpaque(address)
    }

    /// The address of the class instance made for an archive index, read without copying the
    /// reference; nil when there is none.
    @usableFromInline @inline(__always)
    func instanceAddress(at index: Int) -> UnsafeRawPointer? {
        guard index >= 0, index < objectCount else { return nil }
        return UnsafeRawPointer(instances + index).load(as: UnsafeRawPointer?.self)
    }

    /// Decodes the members of the collection under `key` one by one, calling `body` with each
    /// class instance (lent) right after it is decoded (values and undecodable members are
    /// skipped); `reserve` first receives the most members there can be.
    ///
    /// A parent that adopts its children this way touches each child once, while it is fresh:
    /// collecting them in an array first and adopting them afterwards costs two more passes over
    /// every child (a retain and a release each), and on a large nib those passes miss the cache.
    public func forEachObjectReference(forKey key: String, reserving reserve: (Int) -> Void = { _ in }, _ body: (AnyObject) -> Void) {
        guard let index = collectionIndex(forKey: key) else { return }
        let members = members(ofCollectionAt: index)
        let count = members.maximumCount
        if count > 0 { reserve(count) }
        for member in members {
            decode(at: member)
            unretainedInstance(at: member)?._withUnsafeGuaranteedRef(body)
        }
    }

    /// The class instances in the collection under `key`, in order (values and undecodable members are skipped).
    public func decodeObjectReferences(forKey key: String) -> [AnyObject] {
        guard case .object(let index)? = value(forKey: key), index >= 0, index < archive.objects.count else { return [] }
        // (An empty list makes no array: a nib's lists of windows, accessibility configurations
        // and runtime attributes are usually empty, and each has a key besides its members.)
        let count = Int(lookup.elementCounts[index])
        guard count > 0 else { return [] }
        var members: [AnyObject] = []
        members.reserveCapacity(count)
        for position in lookup.valueRange(of: index) where lookup.isElement[position] {
            if case .object(let member) = lookup.values[position].value, let object = objectReference(at: member) { members.append(object) }
        }
        return members
    }

    /// The key-value pairs of the dictionary under `key`, in archive order, each decoded as
    /// `decodeObject(forKey:)` decodes values; empty when there is none.
    public func dictionaryEntries(forKey key: String) -> [(key: Any?, value: Any?)] {
        guard case .object(let index)? = value(forKey: key), index >= 0, index < archive.objects.count, lookup.valueKinds[index] == .dictionary else { return [] }
        let range = lookup.valueRange(of: index)
        var entries: [(key: Any?, value: Any?)] = []
        var pending: ArchiveValue?
        for position in range where lookup.isElement[position] {
            let member = lookup.values[position].value
            if let key = pending {
                entries.append((decodedValue(key), decodedValue(member)))
                pending = nil
            } else {
                pending = member
            }
        }
        return entries
    }

    /// The string keys of the dictionary under `key` whose value is the object being decoded (which
    /// decodes as nil until its initializer returns; a macOS view controller's table of upstream
    /// objects names the controller itself).
    public func keysReferringToCurrentObject(inDictionaryForKey key: String) -> [String] {
        guard case .object(let index)? = value(forKey: key), index >= 0, index < archive.objects.count else { return [] }
        let members = lookup.elements(of: index, in: archive)
        var keys: [String] = []
        var position = 0
        while position + 1 < members.count {
            if case .object(current) = members[position + 1], case .object(let name) = members[position], archive.objects.indices.contains(name),
               case .data(let bytes)? = archive.objects[name]["NS.bytes"] {
                keys.append(String(decoding: bytes, as: UTF8.self))
            }
            position += 2
        }
        return keys
    }

    /// Decodes the current object's values as an instance of `type`, as a class swapper does.
    public func decodeCurrentObject(as type: AnyClass) -> AnyObject? {
        guard let decodable = type as? NibDecodable.Type else { return nil }
        return decodable.init(coder: self)
    }

    /// The object supplied for the placeholder at `index`: a prepared placeholder whose class
    /// resolves to the library's own is that object, and no placeholder object is made. Nil for
    /// anything else, and for a placeholder whose object is missing (decoded, it reports that).
    private func suppliedPlaceholder(at index: Int) -> AnyObject? {
        guard records?.kind(at: index) == .proxy, !recordsKeyReads, let placeholder = records?.placeholder(at: index), creators.isEmpty || creators[index] == nil,
              let object = placeholders.object(for: placeholder) else { return nil }
        let plan = self.plan(at: index)
        return plan.prepared == .proxy ? object : nil
    }

    /// Makes the object at `index` (the decoding context is already set to it).
    private func instantiate(_ index: Int) {
        if !creators.isEmpty, let creator = creators[index] {
            guard let made = creator(self) else {
                fail(NibDecodingFailure(message: "the creator for \(archive.objects[index].className) returned nil", objectIndex: index))
                return
            }
            loadDocumentObjectCount += 1
            instances[index] = made
            return
        }
        let plan = self.plan(at: index)
        if let swapped = plan.swappedClass, !recordsKeyReads, let namePositions = records?.swapperNamePositions(at: index) {
            instantiateSwapped(index, as: swapped, namePositions: namePositions)
            return
        }
        if let factory = plan.factory {
            // (The decoder is lent to a static method, where an initializer would take a reference.)
            guard let object = factory.object(decodedFrom: self) else {
                fail(NibDecodingFailure(message: "\(archive.objects[index].className) could not be decoded (it gave no object)", objectIndex: index))
                return
            }
            if !plan.isBookkeeping { loadDocumentObjectCount += 1 }
            if !currentReads.isComplete { keepUndecodedValues(on: object) }
            instances[index] = consume object
            return
        }
        guard let made = plan.decodable.init(coder: self) else {
            fail(NibDecodingFailure(message: "\(archive.objects[index].className) could not be decoded (its init(coder:) returned nil)", objectIndex: index))
            return
        }
        if plan.isSharedInstance { madeLoadSharedInstance = true }
        if !plan.isBookkeeping { loadDocumentObjectCount += 1 }
        guard plan.isReplacement || plan.isFallback || plan.isGeneric else {
            // The common case, with the one reference there is moved into the table: a view
            // whose subviews hold it weakly already pays the runtime's slow path for each copy.
            if !currentReads.isComplete { keepUndecodedValues(on: made) }
            instances[index] = consume made
            return
        }
        let object: AnyObject = plan.replacement.map { Self.replacementObject(of: made, as: $0) } ?? made
        if plan.isFallback { markStandIn(object) }
        keepUndecodedValues(on: object)
        if plan.isGeneric { (made as? NibGenericObject)?.archivedClassName = archive.objects[index].className }
        instances[index] = object
    }

    /// Makes the object of a prepared class swapper as the swapper would: its custom class
    /// decodes the object's values (the swapper's own two keys count as read), and no swapper
    /// object is made.
    private func instantiateSwapped(_ index: Int, as type: NibDecodable.Type, namePositions: (Int, Int)) {
        if namePositions.0 >= 0 { currentReads.insert(namePositions.0) }
        if namePositions.1 >= 0 { currentReads.insert(namePositions.1) }
        guard let object = type.init(coder: self) else {
            fail(NibDecodingFailure(message: "\(records?.swappedClassName(at: index) ?? "") could not be decoded (its init(coder:) returned nil)", objectIndex: index))
            return
        }
        if !currentReads.isComplete { keepUndecodedValues(on: object) }
        loadDocumentObjectCount += 1
        instances[index] = object
    }

    /// The plan for an archive index: the one kept, or one made now.
    @inline(__always)
    private func plan(at index: Int) -> DecodePlan {
        plans[index] ?? makePlan(for: archive.objects[index], index: index)
    }

    /// Finds the class for an archive index (or its fallback, or the generic object) and keeps
    /// the result for later loads.
    private func makePlan(for archived: ArchivedObject, index: Int) -> DecodePlan {
        var type: AnyClass? = resolver.resolve(archived.className)
        // A fallback class stands in for one the library lacks: its missing outlets are reported, not fatal.
        let isFallback = type == nil && !archived.fallbackClassNames.isEmpty
        if type == nil {
            for name in archived.fallbackClassNames {
                type = resolver.resolve(name)
                if type != nil { break }
            }
        }
        let decodable = (type as? NibDecodable.Type) ?? NibGenericObject.self
        let prepared = DecodePlan.PreparedClass(decodable)
        var swappedClass: NibDecodable.Type?
        if prepared == .classSwapper, let className = records?.swappedClassName(at: index) {
            swappedClass = resolver.resolve(className) as? NibDecodable.Type
        }
        let plan = DecodePlan(decodable: decodable, isFallback: isFallback, replacement: decodable as? NibDecodingReplacement.Type, factory: isFallback ? nil : decodable as? NibDecodingFactory.Type, isGeneric: decodable == NibGenericObject.self, isSharedInstance: decodable is NibSharedInstance.Type,
            isBookkeeping: decodable is NibConnectionRecord.Type || decodable is UINibKeyValuePair.Type || decodable is NSIBUserDefinedRuntimeAttributesConnector.Type || decodable is NSIBObjectData.Type || decodable is NibProxyPlaceholder.Type || decodable is UIRuntimeAccessibilityConfiguration.Type,
            prepared: prepared, swappedClass: swappedClass, actionConnectable: (swappedClass ?? decodable) as? NibActionConnectable.Type)
        // A class not found is searched again next time (its module may be loaded by then).
        if type != nil {
            plans.set(plan, at: index)
            madeNewPlans = true
        }
        return plan
    }

    /// The replacement an instance of a `NibDecodingReplacement` class gives (the class was
    /// checked when the plan was made: no conformance lookup here).
    private static func replacementObject<Replacement: NibDecodingReplacement>(of object: AnyObject, as type: Replacement.Type) -> AnyObject {
        guard let replacing = object as? Replacement else { return object }
        return replacing.replacementObject ?? object
    }

    /// The `NibActionConnectable` conformance of `object`, the instance made for `index`, found
    /// through the plan that made it (no conformance lookup on a later load); nil when its class
    /// does not conform or `object` is not of that class.
    public func actionConnectableType(of object: AnyObject, at index: Int?) -> NibActionConnectable.Type? {
        guard let index, index >= 0, index < plans.count, let plan = plans[index], let type = plan.actionConnectable,
              ObjectIdentifier(Swift.type(of: object)) == ObjectIdentifier(type) else { return nil }
        return type
    }

    /// Keeps the plans and (after a first load that succeeded) the key reads this load made for
    /// the nib's next load (call once decoding is done).
    public func keepPlansForNextLoad() {
        // (A load that records key reads for coverage skips no read: it is not the record for loads that do.)
        if loadFailure == nil, !recordsKeyReads, let recordedReads, let readMemo {
            readMemo.store(KeyReadReplay(recorded: recordedReads))
            self.recordedReads = nil
        }
        guard let plansGeneration, madeNewPlans else { return }
        resolver.storePlans(plans, generation: plansGeneration)
    }

    /// Values of the archived object that its class did not read stay on it (`NibObject.undecodedValues`):
    /// referenced objects are decoded now, plain values are kept as archived until asked for.
    @inline(never)
    private func keepUndecodedValues(on object: AnyObject) {
        guard !currentReads.isComplete, let nibObject = object as? NibObject, !(object is NibGenericObject) else { return }
        let start = currentStart
        var decoded: [(position: Int, value: Any?)] = []
        var hasUnread = false
        for position in 0..<currentCount where !currentReads.contains(position) && !lookup.isElement[start + position] {
            hasUnread = true
            guard case .object(let index) = lookup.values[start + position].value else { continue }
            // An object first decoded here belongs to this one (a property its class does
            // not know) and is kept; one that already existed is owned elsewhere and may be
            // a back pointer (an item's menu), so it is held weakly: no cycle is closed.
            let isNew: Bool
            if index >= 0, index < objectCount, case .pending = slots[index] { isNew = true } else { isNew = false }
            let object = self.object(at: index)
            decoded.append((position, isNew ? object : WeakReference.holding(object)))
        }
        guard hasUnread else { return }
        nibObject.unreadValues = UnreadValues(lookup: lookup, start: start, count: currentCount, read: currentReads, decoded: decoded)
    }

    /// Foundation value classes come back as Swift values.
    private func decodeValueObject(_ archived: ArchivedObject, index: Int, kind: ArchiveLookup.ValueKind) -> Any?? {
        switch kind {
        case .string:
            if case .data(let bytes)? = archived["NS.bytes"] { return String(decoding: bytes, as: UTF8.self) }
            return ""
        case .number:
            switch archived["NS.intval"] ?? archived["NS.dblval"] ?? archived["NS.boolval"] {
            case .integer(let number, _)?: return Int(number)
            case .double(let number)?: return number
            case .float(let number)?: return Double(number)
            case .bool(let flag)?: return flag
            default: return 0
            }
        case .collection:
            return lookup.elements(of: index, in: archive).compactMap(element)
        case .dictionary:
            let members = lookup.elements(of: index, in: archive)
            var dictionary: [AnyHashable: Any] = [:]
            var position = 0
            while position + 1 < members.count {
                if let key = element(members[position]) as? AnyHashable, let value = element(members[position + 1]) { dictionary[key] = value }
                position += 2
            }
            return dictionary
        case .value:
            return nsValue(archived)
        case .data:
            if case .data(let bytes)? = archived["NS.bytes"] { return Data(bytes) }
            return Data()
        case .date:
            // Seconds since the reference date (1 January 2001 UTC), as Foundation archives a date.
            switch archived["NS.time"] {
            case .double(let seconds)?: return Date(timeIntervalSinceReferenceDate: seconds)
            case .float(let seconds)?: return Date(timeIntervalSinceReferenceDate: Double(seconds))
            case .integer(let seconds, _)?: return Date(timeIntervalSinceReferenceDate: Double(seconds))
            default: return Date(timeIntervalSinceReferenceDate: 0)
            }
        case .none:
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
            case ("NS.rangeval", 2): return NSRange(location: Int(saturating: numbers[0]), length: Int(saturating: numbers[1]))
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

extension NSCoder {
    /// The keys the object being decoded may have: with a nib's decoder, the object's key
    /// signature (a key whose bits are not all in it is certainly absent, and its read can be
    /// skipped); with any other coder, or a decoder that records key reads for a coverage
    /// report (where asking for an absent key is what shows an attribute left at its default
    /// decoded), every key.
    @inlinable @inline(__always)
    public var nibKeys: NibKeySet {
        guard type(of: self) == NibDecoder.self else { return .all }
        let decoder = unsafeDowncast(self, to: NibDecoder.self)
        return NibKeySet(bits: decoder.recordsKeyReads ? .max : decoder.currentSignature)
    }

    /// This coder as a nib's decoder, or nil: an exact class check (``NibDecoder`` is final, so it
    /// is complete) instead of a cast through the runtime, on every read of every object.
    @inlinable @inline(__always)
    public var nibDecoder: NibDecoder? {
        type(of: self) == NibDecoder.self ? unsafeDowncast(self, to: NibDecoder.self) : nil
    }

    /// `body`'s result with this coder as a nib's decoder, or nil when it is another coder.
    ///
    /// Unlike `if let decoder = nibDecoder`, which holds a second reference to the coder (a
    /// retain and a release, atomic, around every read of every object), the decoder is lent to
    /// `body` for the length of the call: the caller's own reference keeps it alive.
    @inlinable @inline(__always)
    public func withNibDecoder<Result>(_ body: (NibDecoder) throws -> Result) rethrows -> Result? {
        guard type(of: self) == NibDecoder.self else { return nil }
        return try Unmanaged.passUnretained(unsafeDowncast(self, to: NibDecoder.self))._withUnsafeGuaranteedRef(body)
    }
}

/// A prepared UIKit outlet (no event mask), action or outlet collection, by the archive indexes
/// of its ends. It holds no reference (its label is read with ``NibDecoder/label(of:)``), so a
/// load copies it for nothing.
public struct PreparedConnectionIndexes: Sendable {
    /// Where the nib keeps the record (its label is there).
    public let slot: Int
    /// The archive index of the object with the outlet, or of the control that sends the action.
    public let source: Int?
    /// The archive index of the outlet's value or the action's target (nil for a collection).
    public let destination: Int?
    /// The UIControl.Event bits of an action; nil for an outlet.
    public let eventMask: Int?
    /// For an outlet collection, the archive index of the array of its members (walk it with
    /// ``NibDecoder/members(ofCollectionAt:)``); nil otherwise.
    public let collection: Int?
    /// Whether a collection's members are added to the collection the source already has.
    public let appends: Bool

    /// Creates a record.
    public init(slot: Int, source: Int?, destination: Int?, eventMask: Int?, collection: Int? = nil, appends: Bool = false) {
        (self.slot, self.source, self.destination, self.eventMask, self.collection, self.appends) = (slot, source, destination, eventMask, collection, appends)
    }
}

extension PreparedConnectionIndexes {
    /// The bookkeeping class whose record this is (an outlet, an action, an outlet collection).
    var recordClass: DecodePlan.PreparedClass {
        collection != nil ? .outletCollection : eventMask == nil ? .outlet : .action
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
        /// A limit was exceeded (objects nested too deep).
        case limitExceeded
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

/// Which of an object's values its class has read, by position: a bit mask, with an array
/// only for objects of more than 64 values.
@usableFromInline
struct ReadPositions {
    @usableFromInline var low: UInt64 = 0
    /// Positions beyond 64; nil for the usual object of fewer values (no array to count references of).
    @usableFromInline var high: [Bool]?
    @usableFromInline let count: Int

    init(count: Int) {
        self.count = count
        if count > 64 { high = Array(repeating: false, count: count - 64) }
    }

    @inlinable @inline(__always)
    mutating func insert(_ position: Int) {
        if position < 64 {
            low |= 1 << UInt64(position)
        } else {
            insertBeyond64(position)
        }
    }

    @usableFromInline
    mutating func insertBeyond64(_ position: Int) {
        if position < count { high?[position - 64] = true }
    }

    func contains(_ position: Int) -> Bool {
        position < 64 ? low & (1 << UInt64(position)) != 0 : position < count && high?[position - 64] == true
    }

    /// Whether every position was read.
    var isComplete: Bool {
        let lowCount = min(count, 64)
        let lowMask: UInt64 = lowCount == 64 ? .max : (1 << UInt64(lowCount)) - 1
        return low & lowMask == lowMask && !(high?.contains(false) ?? false)
    }
}

