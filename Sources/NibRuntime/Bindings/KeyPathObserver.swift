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
        guard let optional = value as? NibOptionalValue else { return value }
        return flattened(optional.wrappedValue)
    }

    /// Whether a value is an instance of a class (not a number, string or other value boxed as one).
    public static func isObject(_ value: Any?) -> Bool {
        guard let value else { return false }
        if value is NSNull || value is NSBindingSelectionMarker || value is NSString || value is NSNumber { return false }
        return type(of: value) is AnyClass
    }
}

/// Observes every step of a key path: a change of `selection` in `selection.name` moves the
/// observation of `name` to the new selection.
final class KeyPathObserver {
    private weak var root: AnyObject?
    private let keys: [String]
    private var tokens: [ObservationToken?] = []
    private let onChange: () -> Void

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
        for token in tokens.dropFirst(step) { token?.cancel() }
        tokens.removeSubrange(min(step, tokens.count)...)
        var current: Any? = root
        for key in keys.prefix(step) { current = BindingKeyPath.value(forKey: key, of: current) }
        for index in step..<keys.count {
            let key = keys[index]
            if let current, BindingKeyPath.isObject(current) {
                let object = current as AnyObject
                tokens.append(KeyValueObserving.observe(object, key: key) { [weak self] in self?.changed(at: index) })
            } else {
                tokens.append(nil)
            }
            current = BindingKeyPath.value(forKey: key, of: current)
        }
    }

    private func changed(at step: Int) {
        if step + 1 < keys.count { rearm(from: step + 1) }
        onChange()
    }

    func cancel() {
        for token in tokens { token?.cancel() }
        tokens = []
    }

    deinit { cancel() }
}
