import Foundation

/// The three markers a controller's `selection` gives in place of a value, as AppKit's
/// `NSMultipleValuesMarker`, `NSNoSelectionMarker` and `NSNotApplicableMarker`. A key read on a
/// marker is the marker.
public final class NSBindingSelectionMarker: Sendable, CustomStringConvertible {
    /// The selected objects have different values.
    public static let multipleValues = NSBindingSelectionMarker("NSMultipleValuesMarker")
    /// Nothing is selected.
    public static let noSelection = NSBindingSelectionMarker("NSNoSelectionMarker")
    /// The selected object has no such key.
    public static let notApplicable = NSBindingSelectionMarker("NSNotApplicableMarker")

    /// AppKit's name for the marker.
    public let name: String
    private init(_ name: String) { self.name = name }
    public var description: String { name }
}

/// AppKit's global names for the markers.
public let NSMultipleValuesMarker = NSBindingSelectionMarker.multipleValues
public let NSNoSelectionMarker = NSBindingSelectionMarker.noSelection
public let NSNotApplicableMarker = NSBindingSelectionMarker.notApplicable

/// Reading a key path for bindings: through objects, dictionaries, arrays (a key read on an
/// array is the array of each member's value, `@count` its count) and markers.
public enum BindingKeyPath {
    /// The most keys a bound key path may have.
    public static let maximumKeys = 256

    /// The keys of `keyPath`, checked.
    public static func keys(of keyPath: String) throws(NibBindingError) -> [String] {
        var keys: [String] = []
        for key in keyPath.split(separator: ".", omittingEmptySubsequences: false) {
            if keys.count == maximumKeys { throw .keyPathTooLong(keyPath: String(keyPath.prefix(80)), limit: maximumKeys) }
            guard !key.isEmpty else { throw .emptyKey(keyPath: keyPath) }
            keys.append(String(key))
        }
        return keys
    }

    /// The value of one key; `NSNotApplicableMarker` when the object has no such key.
    public static func value(forKey key: String, of value: Any?) -> Any? {
        // The common step first, with no dynamic cast: a NibKit object (a model, a controller).
        if let value, type(of: value) is NibObject.Type {
            let object = unsafeDowncast(value as AnyObject, to: NibObject.self)
            if key == "self" { return object }
            if case .value(let result) = object.nibValue(forKey: key) { return flattened(result) }
            return NSBindingSelectionMarker.notApplicable
        }
        // Then any other object that reads its keys itself (an `@Observable` model): one cast.
        if let value, type(of: value) is AnyClass, let coding = value as? NibKeyValueCoding {
            if key == "self" { return value }
            if case .value(let result) = coding.nibValue(forKey: key) { return flattened(result) }
            return NSBindingSelectionMarker.notApplicable
        }
        guard let value = flattened(value), !(value is NSNull) else { return nil }
        if key == "self" { return value }
        if let marker = value as? NSBindingSelectionMarker { return marker }
        if let dictionary = value as? [String: Any] { return flattened(dictionary[key]) }
        if let array = value as? [Any] {
            if key == "@count" { return array.count }
            return array.map { Self.value(forKey: key, of: $0) ?? NSNull() }
        }
        guard isObject(value) else { return NSBindingSelectionMarker.notApplicable }
        if case .value(let result) = KeyValueCoding.value(forKey: key, of: value as AnyObject) { return flattened(result) }
        return NSBindingSelectionMarker.notApplicable
    }

    /// A value with the optionals around it removed: a property of type `String?` read as `Any`
    /// is an optional inside an optional, and nil only once unwrapped.
    public static func flattened(_ value: Any?) -> Any? {
        guard let value else { return nil }
        if type(of: value) is AnyClass { return value }
        guard let optional = value as? NibOptionalValue else { return value }
        return flattened(optional.wrappedValue)
    }

    /// Whether a value is an instance of a class (not a number, string or other value boxed as one).
    public static func isObject(_ value: Any?) -> Bool {
        guard let value, type(of: value) is AnyClass else { return false }
        return !(value is NSNull || value is NSBindingSelectionMarker || value is NSString || value is NSNumber)
    }
}

/// An object that stands for several others on a key path (a controller's selection of several
/// objects): a binding through it observes the key on each of them.
public protocol NibKeyValueMembers: AnyObject {
    /// The objects whose keys the object's keys read.
    var observedMembers: [AnyObject] { get }
}

/// Observes every step of a key path: a change of `selection` in `selection.name` moves the
/// observation of `name` to the new selection. Where a step gives an array (`arrangedObjects`),
/// the next key is observed on each of its items, so `arrangedObjects.name` follows a change of
/// one item's `name` as well as a change of the array (as AppKit's array operators do through
/// key-value observing of each element); a selection of several objects is observed the same way.
final class KeyPathObserver {
    private weak var root: AnyObject?
    private let keys: [String]
    /// The observations of each step (one per object the step reaches: several for an array).
    private var tokens: [[ObservationToken]] = []
    private let onChange: () -> Void

    /// The most items of one array observed one by one: past it, a change of the array itself
    /// is still seen, an item's own change is not (a bound table of 100,000 rows would otherwise
    /// keep 100,000 observers per column).
    static let maximumObservedItems = 10_000

    init(root: AnyObject, keys: [String], onChange: @escaping () -> Void) {
        self.root = root
        self.keys = keys
        self.onChange = onChange
        rearm(from: 0)
    }

    /// The key path's value now.
    var value: Any? {
        var current: Any? = root
        for key in keys { current = BindingKeyPath.value(forKey: key, of: current) }
        return current
    }

    /// Whether the last object on the path lacks the last key.
    var isNotApplicable: Bool { value as? NSBindingSelectionMarker === NSBindingSelectionMarker.notApplicable }

    /// Observes the steps from `step` on again, with the objects the path reaches now.
    private func rearm(from step: Int) {
        for list in tokens.dropFirst(step) { for token in list { token.cancel() } }
        tokens.removeSubrange(min(step, tokens.count)...)
        var current: Any? = root
        for key in keys.prefix(step) { current = BindingKeyPath.value(forKey: key, of: current) }
        for index in step..<keys.count {
            let key = keys[index]
            var list: [ObservationToken] = []
            var budget = Self.maximumObservedItems
            observe(key, on: current, step: index, into: &list, budget: &budget)
            tokens.append(list)
            // The last step's value is not needed to observe anything.
            if index + 1 < keys.count { current = BindingKeyPath.value(forKey: key, of: current) }
        }
    }

    /// Observes `key` on what a step reached: an object, each item of an array (arrays of
    /// arrays too), or each member of a selection of several objects.
    private func observe(_ key: String, on value: Any?, step: Int, into list: inout [ObservationToken], budget: inout Int) {
        guard let value = BindingKeyPath.flattened(value), key != "@count" || !(value is [Any]) else { return }
        if BindingKeyPath.isObject(value) {
            let object = value as AnyObject
            if let token = KeyValueObserving.observe(object, key: key, { [weak self] in self?.changed(at: step) }) { list.append(token) }
            if let members = object as? NibKeyValueMembers {
                for member in members.observedMembers { observe(key, on: member, step: step, into: &list, budget: &budget) }
            }
            return
        }
        guard let array = value as? [Any] else { return }
        for item in array {
            guard budget > 0 else { return }
            budget -= 1
            observe(key, on: item, step: step, into: &list, budget: &budget)
        }
    }

    private func changed(at step: Int) {
        if step + 1 < keys.count { rearm(from: step + 1) }
        onChange()
    }

    func cancel() {
        for list in tokens { for token in list { token.cancel() } }
        tokens = []
    }

    deinit { cancel() }
}
