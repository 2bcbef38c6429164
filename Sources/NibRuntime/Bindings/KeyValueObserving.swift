import Foundation
import NibSupport
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

    /// Whether `key` has observers.
    public func hasObservers(forKey key: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return byKey[key] != nil
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
            let hub = ObservableHub.hub(of: object)
            return ObservationToken(registry: hub.observers, key: key, id: hub.add(forKey: key, callback), keeping: hub)
        }
        return nil
    }
}

/// One observation; ends when cancelled or released.
final class ObservationToken {
    private weak var registry: NibKeyValueObservers?
    private let key: String
    private let id: Int
    /// What must live as long as the observation (an `@Observable` object's hub).
    private var kept: AnyObject?

    init(registry: NibKeyValueObservers, key: String, id: Int, keeping kept: AnyObject? = nil) {
        self.registry = registry
        self.key = key
        self.id = id
        self.kept = kept
    }

    func cancel() {
        registry?.remove(id, forKey: key)
        registry = nil
        kept = nil
    }

    deinit { cancel() }
}

/// The observers of one `@Observable` object, by key, with one `withObservationTracking` per
/// observed key, however many bindings observe it: a change re-arms the tracking once and then
/// tells every observer of the key. (One tracking per binding made a change to a model bound to
/// 100 fields arm 100 trackings, each registering with the object's registrar again; figure (g).)
///
/// The hubs are found by object in a process-wide table under a lock, holding each hub weakly;
/// the observation tokens keep their hub alive, and a hub keeps its object only weakly.
/// Observation calls back on the thread that made the change; like AppKit's bindings, NibKit's
/// are used from one thread, hence the unchecked sendability.
final class ObservableHub: @unchecked Sendable {
    private weak var object: AnyObject?
    let observers = NibKeyValueObservers()
    private let lock = NSLock()
    private var armed: Set<String> = []

    private init(object: AnyObject) { self.object = object }

    private struct Entry: @unchecked Sendable {
        weak var hub: ObservableHub?
    }
    private static let table = Locked<(entries: [ObjectIdentifier: Entry], sweepAt: Int)>(([:], 64))

    /// The hub of `object`, made on first use.
    static func hub(of object: AnyObject) -> ObservableHub {
        table.withLock { table in
            let id = ObjectIdentifier(object)
            // An entry whose hub is gone, or whose hub is for an earlier object at the same
            // address, is replaced.
            if let hub = table.entries[id]?.hub, hub.object === object { return hub }
            let hub = ObservableHub(object: object)
            table.entries[id] = Entry(hub: hub)
            if table.entries.count >= table.sweepAt {
                table.entries = table.entries.filter { $0.value.hub != nil }
                table.sweepAt = max(64, table.entries.count * 2)
            }
            return hub
        }
    }

    /// Adds an observer of `key`, arming the key's tracking when it is the first ever (it stays
    /// armed while the hub lives).
    func add(forKey key: String, _ callback: @escaping () -> Void) -> Int {
        let id = observers.add(forKey: key, callback)
        lock.lock()
        let first = armed.insert(key).inserted
        lock.unlock()
        if first { arm(key) }
        return id
    }

    private func arm(_ key: String) {
        guard let object else { return }
        withObservationTracking({ _ = KeyValueCoding.value(forKey: key, of: object) }, didSet: { [weak self] _ in self?.changed(key) })
    }

    /// The key changed: its observers are told. The tracking is not armed again: the `didSet`
    /// variant keeps reporting every later change (arming again after each change, as NibKit
    /// did, doubled the trackings with every change: a 100-field change took 0.45 ms, then 0.9,
    /// 1.2, 2.4… and 580 ms by the twelfth, measured in a release build).
    private func changed(_ key: String) {
        observers.notify(key)
    }
}
