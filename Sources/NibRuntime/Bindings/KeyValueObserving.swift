import Foundation
// `withObservationTracking(_:didSet:)` is Observation's own, marked SPI for SwiftUI: it reports a
// change after the new value is stored, which the public `onChange` (called from `willSet`) does not.
@_spi(SwiftUI) import Observation

/// Key-value observing without an Objective-C runtime.
///
/// A model object takes part in one of two ways:
/// - it adopts ``NibKeyValueObservable`` (every ``NibObject`` does) and announces changes with
///   ``KeyValueObserving/didChangeValue(forKey:of:)``: the `@Observed` macro writes that call in
///   each property's `didSet`, and setting a value through a binding or
///   ``KeyValueObserving/setValue(_:forKeyPath:on:)`` announces it too;
/// - or it is a Swift `@Observable` class that reads its keys through ``NibKeyValueCoding``:
///   reading a key is tracked with `withObservationTracking`, re-armed after each change.
///
/// Objects that do neither are read when a binding is made and again when an object above them
/// on the key path changes, but their own changes are not seen.
public protocol NibKeyValueObservable: NibKeyValueCoding {
    /// The object's observers, by key.
    var keyValueObservers: NibKeyValueObservers { get }
}

/// The observers of one object, by key. The list is kept under a lock, because nibs loading on
/// several threads at once bind to process-wide objects (the shared user defaults controller);
/// the observers are called on the thread that made the change, as AppKit's are.
public final class NibKeyValueObservers: @unchecked Sendable {
    // @unchecked: `byKey` and `nextID` are touched only while `lock` is held.
    private let lock = NSLock()
    private var byKey: [String: [(id: Int, callback: () -> Void)]] = [:]
    private var nextID = 0

    /// An empty registry.
    public init() {}

    /// Calls `callback` after each change of `key`; returns the id ``remove(_:forKey:)`` takes.
    public func add(forKey key: String, _ callback: @escaping () -> Void) -> Int {
        lock.lock()
        defer { lock.unlock() }
        nextID += 1
        byKey[key, default: []].append((nextID, callback))
        return nextID
    }

    /// Removes the observer `id` of `key`.
    public func remove(_ id: Int, forKey key: String) {
        lock.lock()
        defer { lock.unlock() }
        byKey[key]?.removeAll { $0.id == id }
        if byKey[key]?.isEmpty == true { byKey[key] = nil }
    }

    /// Tells the observers of `key` that it changed (a copy of the list, called outside the
    /// lock: an observer may remove itself or observe again).
    public func notify(_ key: String) {
        lock.lock()
        let observers = byKey[key]
        lock.unlock()
        for observer in observers ?? [] { observer.callback() }
    }

    /// The keys observed.
    public var keys: [String] {
        lock.lock()
        defer { lock.unlock() }
        return Array(byKey.keys)
    }

    /// How many observers there are, all keys together.
    public var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return byKey.values.reduce(0) { $0 + $1.count }
    }
}

/// An object that checks a value before a binding sets it (`NSValidatesImmediately`), as
/// `validateValue(_:forKey:)` does.
public protocol NibKeyValueValidating: AnyObject {
    /// Returns the value to set (the same or a corrected one), or throws to refuse it.
    func validateValue(_ value: Any?, forKey key: String) throws -> Any?
}

/// Observing keys of any object, and setting values with a change notice.
public enum KeyValueObserving {
    /// Announces that `key` of `object` changed: its observers read the new value.
    public static func didChangeValue(forKey key: String, of object: AnyObject) {
        if type(of: object) is NibObject.Type {
            unsafeDowncast(object, to: NibObject.self).existingObservers?.notify(key)
        } else if let observable = object as? NibKeyValueObservable {
            observable.keyValueObservers.notify(key)
        }
    }

    /// Sets a key path by key-value coding and announces the change of its last key, as KVO's
    /// automatic notification does for `setValue(_:forKeyPath:)`.
    public static func setValue(_ value: Any?, forKeyPath keyPath: String, on object: AnyObject) throws(KeyValueCodingError) {
        try KeyValueCoding.setValue(value, forKeyPath: keyPath, on: object)
        var target: AnyObject? = object
        let keys = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        for key in keys.dropLast() {
            guard let current = target, case .value(let next) = KeyValueCoding.value(forKey: key, of: current) else { return }
            target = next.flatMap { $0 as AnyObject }
        }
        if let target, let last = keys.last { didChangeValue(forKey: last, of: target) }
    }

    /// Starts observing `key` of `object`; nil when the object can announce no change.
    static func observe(_ object: AnyObject, key: String, _ callback: @escaping () -> Void) -> ObservationToken? {
        if type(of: object) is NibObject.Type {
            let registry = unsafeDowncast(object, to: NibObject.self).keyValueObservers
            return ObservationToken(registry: registry, key: key, id: registry.add(forKey: key, callback))
        }
        if let observable = object as? NibKeyValueObservable {
            let registry = observable.keyValueObservers
            return ObservationToken(registry: registry, key: key, id: registry.add(forKey: key, callback))
        }
        if object is any Observable {
            let tracking = ObservableTracking(object: object, key: key, callback: callback)
            tracking.arm()
            return ObservationToken(tracking: tracking)
        }
        return nil
    }
}

/// One observation; ends when cancelled or released.
final class ObservationToken {
    private weak var registry: NibKeyValueObservers?
    private let key: String
    private let id: Int
    private let tracking: ObservableTracking?

    init(registry: NibKeyValueObservers, key: String, id: Int) {
        self.registry = registry
        self.key = key
        self.id = id
        tracking = nil
    }

    init(tracking: ObservableTracking) {
        self.tracking = tracking
        key = ""
        id = 0
    }

    func cancel() {
        registry?.remove(id, forKey: key)
        registry = nil
        tracking?.cancel()
    }

    deinit { cancel() }
}

/// Tracking of one key of an `@Observable` object: a one-shot `withObservationTracking`, armed
/// again after each change. Observation calls back on the thread that made the change; like
/// AppKit's bindings, NibKit's are used from one thread, hence the unchecked sendability.
final class ObservableTracking: @unchecked Sendable {
    private weak var object: AnyObject?
    private let key: String
    private var callback: (() -> Void)?

    init(object: AnyObject, key: String, callback: @escaping () -> Void) {
        self.object = object
        self.key = key
        self.callback = callback
    }

    func arm() {
        guard let object, callback != nil else { return }
        let key = self.key
        withObservationTracking({ _ = KeyValueCoding.value(forKey: key, of: object) }, didSet: { [weak self] _ in self?.changed() })
    }

    private func changed() {
        guard let callback else { return }
        arm()
        callback()
    }

    func cancel() { callback = nil }
}
