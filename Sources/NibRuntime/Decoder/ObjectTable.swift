/// What each archive index of a load decoded to: a byte saying where it stands, the class
/// instance made for it, or the Foundation value (a collection, a dictionary, data) it is.
///
/// The two per-index tables are owned by the decoder (``deallocate()`` in its `deinit`): a
/// reused decoder keeps them, a load writes them without copy-on-write checks, and instances
/// are handed out without bridging `Any` to `AnyObject`.
@usableFromInline
struct ObjectTable {
    /// Where an archive index stands.
    enum Slot: UInt8 {
        case pending
        case decoding
        case done
    }

    /// How many objects the archive has.
    @usableFromInline let count: Int
    /// One byte per archive index.
    let slots: UnsafeMutablePointer<Slot>
    /// The class instances among the decoded objects, by archive index.
    @usableFromInline let instances: UnsafeMutablePointer<AnyObject?>
    /// Decoded objects that are not class instances (collections, dictionaries, data), by archive index.
    var values: [Int: Any] = [:]
    /// Archive indexes whose objects were supplied, not created (``NibDecoder/preset(_:at:)``).
    var presetIndexes: Set<Int> = []

    init(count: Int) {
        self.count = count
        slots = .allocate(capacity: count)
        slots.initialize(repeating: .pending, count: count)
        instances = .allocate(capacity: count)
        instances.initialize(repeating: nil, count: count)
    }

    /// Frees the tables (the decoder's `deinit`).
    func deallocate() {
        instances.deinitialize(count: count)
        instances.deallocate()
        slots.deallocate()
    }

    /// Whether `index` is an index of the archive.
    @inline(__always)
    func contains(_ index: Int) -> Bool { index >= 0 && index < count }

    /// Whether the object at a valid `index` has not been decoded yet.
    @inline(__always)
    func isPending(_ index: Int) -> Bool { slots[index] == .pending }

    /// The address of the class instance made for an archive index, read without copying the
    /// reference; nil when there is none.
    @inlinable @inline(__always)
    func instanceAddress(at index: Int) -> UnsafeRawPointer? {
        guard index >= 0, index < count else { return nil }
        return UnsafeRawPointer(instances + index).load(as: UnsafeRawPointer?.self)
    }

    /// Every object created (not supplied), with its archive index, in archive order.
    var created: [(index: Int, object: AnyObject)] {
        (0..<count).compactMap { index in instances[index].map { (index, $0) } }.filter { !presetIndexes.contains($0.index) }
    }

    /// Empties the table in place for the next load: each reference released once, no generic
    /// array teardown.
    mutating func empty() {
        for index in 0..<count where instanceAddress(at: index) != nil { instances[index] = nil }
        slots.update(repeating: .pending, count: count)
        if !values.isEmpty { values = [:] }
        if !presetIndexes.isEmpty { presetIndexes = [] }
    }
}
