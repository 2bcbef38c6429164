/// Key-value coding without an Objective-C runtime: how the loader sets outlets and
/// runtime attributes, and reads key paths.
///
/// A class takes part by declaring `@Outlet` properties (the `Outlet()` macro), or by conforming to
/// ``NibKeyValueCoding`` by hand. The object library's classes do the latter for their own
/// properties (`text`, `delegate`, `layer.cornerRadius`…).
public protocol NibKeyValueCoding: AnyObject {
    /// Sets the property named `key`.
    /// - Returns: Whether the object has such a property.
    /// - Throws: ``KeyValueCodingError/typeMismatch(key:expected:actual:)`` when the value has the wrong type.
    func setNibValue(_ value: Any?, forKey key: String) throws(KeyValueCodingError) -> Bool
    /// Sets the outlet named `key` to an object, or nil (by default through ``setNibValue(_:forKey:)``).
    /// - Returns: Whether the object has such an outlet.
    func setNibOutlet(_ object: AnyObject?, forKey key: String) throws(KeyValueCodingError) -> Bool
    /// The value of the property named `key`, or ``NibValueLookup/notFound``.
    func nibValue(forKey key: String) -> NibValueLookup
}

extension NibKeyValueCoding {
    /// Sets the outlet through ``setNibValue(_:forKey:)``.
    public func setNibOutlet(_ object: AnyObject?, forKey key: String) throws(KeyValueCodingError) -> Bool {
        try setNibValue(object, forKey: key)
    }
}

/// An object that takes a dotted key path whole, as Core Animation's layers take
/// `transform.rotation.z`: key-value coding hands it the rest of a path instead of reading
/// each key in turn.
public protocol NibKeyPathCoding: AnyObject {
    /// Sets the dotted `keyPath` (at least two keys).
    /// - Returns: Whether the object has such a key path.
    func setNibValue(_ value: Any?, forKeyPath keyPath: String) throws(KeyValueCodingError) -> Bool
}

/// The result of reading a key.
public enum NibValueLookup {
    /// The object has the key; this is its value.
    case value(Any?)
    /// The object has no such key.
    case notFound
}

/// Why a key or key path could not be set.
public enum KeyValueCodingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The object has no property with this name.
    case unknownKey(className: String, key: String)
    /// The property exists but holds another type.
    case typeMismatch(key: String, expected: String, actual: String)

    /// A message in the words Apple's frameworks use.
    public var description: String {
        switch self {
        case .unknownKey(let className, let key):
            "\(className) is not key value coding-compliant for the key '\(key)'; declare `@Outlet var \(key)` on \(className) or remove the connection in Interface Builder"
        case .typeMismatch(let key, let expected, let actual):
            "the property '\(key)' has the type \(expected), but the nib sets a \(actual)"
        }
    }
}

/// The operations the loader uses on any object.
public enum KeyValueCoding {
    /// Sets `key` on `object`: by its own ``NibKeyValueCoding`` conformance, else its `@Outlet` properties.
    /// - Returns: Whether the object has such a key.
    public static func setValue(_ value: Any?, forKey key: String, on object: AnyObject) throws(KeyValueCodingError) -> Bool {
        // A class check first: nib objects are the common case, and a protocol cast costs a
        // conformance lookup. (The check is made on the object's class, then a downcast: a cast
        // of the object itself retains and releases it around the check, and by now outlets
        // point at it weakly, which makes both take the runtime's slow path.)
        if type(of: object) is NibObject.Type { return try unsafeDowncast(object, to: NibObject.self).setNibValue(value, forKey: key) }
        if let coding = object as? NibKeyValueCoding { return try coding.setNibValue(value, forKey: key) }
        return try NibMemberTable.of(object).setOutlet(key, to: value, on: object)
    }

    /// Sets the outlet `key` of `object` to another object, or nil: as ``setValue(_:forKey:on:)``,
    /// through ``NibKeyValueCoding/setNibOutlet(_:forKey:)``, where a class can take the object
    /// with a class cast instead of a cast from `Any`.
    /// - Returns: Whether the object has such a key.
    public static func setOutlet(_ value: AnyObject?, forKey key: String, on object: AnyObject) throws(KeyValueCodingError) -> Bool {
        if type(of: object) is NibObject.Type { return try unsafeDowncast(object, to: NibObject.self).setNibOutlet(value, forKey: key) }
        if let coding = object as? NibKeyValueCoding { return try coding.setNibOutlet(value, forKey: key) }
        return try NibMemberTable.of(object).setOutlet(key, to: value, on: object)
    }

    /// Reads `key` of `object`.
    public static func value(forKey key: String, of object: AnyObject) -> NibValueLookup {
        if type(of: object) is NibObject.Type { return unsafeDowncast(object, to: NibObject.self).nibValue(forKey: key) }
        if let coding = object as? NibKeyValueCoding { return coding.nibValue(forKey: key) }
        return NibMemberTable.of(object).outlet(key, of: object)
    }

    /// Sets a dotted key path (`layer.cornerRadius`): reads every key but the last, sets the last.
    /// - Throws: ``KeyValueCodingError/unknownKey(className:key:)`` naming the class that lacks a key.
    public static func setValue(_ value: Any?, forKeyPath keyPath: String, on object: AnyObject) throws(KeyValueCodingError) {
        if !isDotted(keyPath) {
            guard try setValue(value, forKey: keyPath, on: object) else { throw .unknownKey(className: typeName(of: object), key: keyPath) }
            return
        }
        var target = object
        let keys = keyPath.split(separator: ".").map(String.init)
        for (position, key) in keys.dropLast().enumerated() {
            if let whole = target as? NibKeyPathCoding {
                let rest = keys[position...].joined(separator: ".")
                guard try whole.setNibValue(value, forKeyPath: rest) else { throw .unknownKey(className: typeName(of: target), key: rest) }
                return
            }
            guard case .value(let next) = self.value(forKey: key, of: target), let nextObject = next.map({ $0 as AnyObject }) else {
                throw .unknownKey(className: typeName(of: target), key: key)
            }
            target = nextObject
        }
        guard let last = keys.last, try setValue(value, forKey: last, on: target) else {
            throw .unknownKey(className: typeName(of: target), key: keys.last ?? keyPath)
        }
    }

    /// Whether a key path has more than one key. Outlet names are contiguous UTF-8: scanning the
    /// bytes in place costs a tenth of the generic `utf8.contains`, on every outlet of every load.
    public static func isDotted(_ keyPath: String) -> Bool {
        let dot = UInt8(ascii: ".")
        return keyPath.utf8.withContiguousStorageIfAvailable { bytes in bytes.contains(dot) } ?? keyPath.utf8.contains(dot)
    }

    /// The unqualified class name of an object, for messages.
    public static func typeName(of object: Any) -> String {
        String(describing: type(of: object))
    }
}

/// Whether a target implements an action, and sending it, without an Objective-C runtime.
///
/// `@Action` methods (the `Action(_:)` macro) take part automatically; a class can also conform
/// to ``NibActionResponding`` by hand.
public protocol NibActionResponding: AnyObject {
    /// Whether the object implements `action`.
    func responds(to action: Selector) -> Bool
    /// Sends `action` with `sender`.
    /// - Returns: Whether the object implements it.
    func performAction(_ action: Selector, sender: Any?) -> Bool
}

/// Sending actions to any object.
public enum ActionDispatch {
    /// Whether `object` implements `action`.
    public static func responds(_ object: AnyObject, to action: Selector) -> Bool {
        if let responder = object as? NibActionResponding { return responder.responds(to: action) }
        return NibMemberTable.of(object).action(action) != nil
    }

    /// Sends `action` to `object`; returns whether it implements it.
    @discardableResult
    public static func perform(_ action: Selector, on object: AnyObject, sender: Any?) -> Bool {
        if let responder = object as? NibActionResponding { return responder.performAction(action, sender: sender) }
        guard let slot = NibMemberTable.of(object).action(action) else { return false }
        slot.perform(on: object, sender: sender)
        return true
    }
}
