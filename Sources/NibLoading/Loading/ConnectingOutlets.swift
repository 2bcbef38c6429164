import NibDocument
import NibRuntime

/// Outlets, outlet collections and runtime attributes.
///
/// UIKit sets an outlet with key-value coding, and an unknown key is an error ("not key value
/// coding-compliant"). AppKit calls the setter, or sets the instance variable, or else makes
/// no connection. Either way, property observers see the new value before any `awakeFromNib()`.
extension NibInstantiator {
    mutating func apply(_ operation: ConnectionOperation, decoder: NibDecoder) throws(NibLoadingError) {
        switch operation {
        case .outlet(let source, let label, let destination):
            try connectOutlet(source: source, label: label, object: destination)
        case .outletCollection(let source, let label, let members, let appends):
            for member in members { try checkOwner(member, connection: label) }
            try connectCollection(source: source, label: label, values: members, appends: appends)
        case .action(let source, let selector, let target, let eventMask, let trigger):
            try connectAction(source: source, selector: selector, target: target, eventMask: eventMask, trigger: trigger)
        case .binding(let source, let name, let destination, let keyPath, let options):
            try connectBinding(source: source, name: name, destination: destination, keyPath: keyPath, options: options)
        case .runtimeAttribute(let object, let keyPath, let value):
            try applyRuntimeAttribute(object: object, keyPath: keyPath, value: value)
        case .prepared(let connection):
            try connectPrepared(connection, decoder: decoder)
        }
    }

    /// Connects a prepared UIKit record with its ends lent by the load's decoder (which holds
    /// them for the whole load), by the same rules as any other connection.
    mutating func connectPrepared(_ connection: PreparedConnectionIndexes, decoder: NibDecoder) throws(NibLoadingError) {
        let label = decoder.label(of: connection)
        if let collection = connection.collection {
            // The members go straight into the array the outlet receives: one reference each.
            var members: [Any] = []
            let indexes = decoder.members(ofCollectionAt: collection)
            members.reserveCapacity(indexes.maximumCount)
            for index in indexes {
                try decoder.withInstance(at: index) { (member) throws(NibLoadingError) in
                    guard let member else { return }
                    try checkOwner(member, connection: label)
                    members.append(member)
                }
            }
            try decoder.withInstance(at: connection.source) { (source) throws(NibLoadingError) in
                try connectCollection(source: source, label: label, values: members, appends: connection.appends)
            }
            return
        }
        try decoder.withInstances(at: connection.source, connection.destination) { (source, destination) throws(NibLoadingError) in
            if let eventMask = connection.eventMask {
                let connectable = source.flatMap { decoder.actionConnectableType(of: $0, at: connection.source) }
                try connectAction(source: source, selector: label, target: destination, eventMask: eventMask, trigger: nil, connectable: connectable)
            } else {
                try connectOutlet(source: source, label: label, object: destination)
            }
        }
    }

    /// Sets `key` of `source` to `object`; with `mustExist` (UIKit's key-value coding), an
    /// unknown key is an error.
    private static func setOutlet(_ object: AnyObject?, forKey key: String, on source: AnyObject, mustExist: Bool) -> Result<Bool, KeyValueCodingError> {
        do throws(KeyValueCodingError) {
            let isSet = try KeyValueCoding.setOutlet(object, forKey: key, on: source)
            if mustExist && !isSet { throw .unknownKey(className: KeyValueCoding.typeName(of: source), key: key) }
            return .success(isSet)
        } catch {
            return .failure(error)
        }
    }

    /// Sets an outlet to any value (a key path, a collection); its source was checked for a missing owner.
    mutating func connectOutlet(source: AnyObject?, label: String, value: Any?) throws(NibLoadingError) {
        guard let source else { return }
        let outcome: Result<Bool, KeyValueCodingError>
        do throws(KeyValueCodingError) {
            if flavour == .uiKit {
                try KeyValueCoding.setValue(value, forKeyPath: label, on: source)
                outcome = .success(true)
            } else {
                outcome = .success(try KeyValueCoding.setValue(value, forKey: label, on: source))
            }
        } catch {
            outcome = .failure(error)
        }
        try finishOutlet(outcome, source: source, label: label)
    }

    /// Sets an outlet to an object (neither end may be a missing File's Owner): a plain outlet
    /// name goes to the source's ``NibKeyValueCoding/setNibOutlet(_:forKey:)``, with no `Any`
    /// made (a key path goes the way of any value).
    mutating func connectOutlet(source: AnyObject?, label: String, object: AnyObject?) throws(NibLoadingError) {
        try checkOwner(source, object, connection: label)
        guard !KeyValueCoding.isDotted(label) else { return try connectOutlet(source: source, label: label, value: object) }
        guard let source else { return }
        // UIKit's key-value coding must find the key.
        try finishOutlet(Self.setOutlet(object, forKey: label, on: source, mustExist: flavour == .uiKit), source: source, label: label)
    }

    /// Counts an outlet that was set, or applies the flavour's rules to one that was not: UIKit
    /// fails on an unknown key, AppKit makes no connection and warns; an object standing in for
    /// a missing class only warns.
    private mutating func finishOutlet(_ outcome: Result<Bool, KeyValueCodingError>, source: AnyObject, label: String) throws(NibLoadingError) {
        switch outcome {
        case .success(true):
            connectionCount += 1
        case .success(false):
            if isStandIn(source) {
                warn("outlet '\(label)' of \(describe(source)) was not connected: its class was not found")
            } else {
                warn("\(describe(source)) has no outlet '\(label)'; the connection was not made")
            }
        case .failure(.unknownKey(let className, let key)):
            if isStandIn(source) {
                warn("outlet '\(label)' of \(describe(source)) was not connected: its class was not found")
            } else {
                throw connectionError(.notKeyValueCodingCompliant, KeyValueAdvice.message(for: .unknownKey(className: className, key: key)), source: source, label: label)
            }
        case .failure(let failure):
            throw connectionError(.outletTypeMismatch, "outlet '\(label)' of \(describe(source)): \(failure.description)", source: source, label: label)
        }
    }

    /// Sets an outlet collection to its members (after the ones the source has, when it appends);
    /// the members were checked for a missing File's Owner as they were collected.
    mutating func connectCollection(source: AnyObject?, label: String, values members: [Any], appends: Bool) throws(NibLoadingError) {
        try checkOwner(source, connection: label)
        var value = members
        if appends, let source, case .value(let existing as [Any]) = KeyValueCoding.value(forKey: label, of: source) {
            value = existing + members
        }
        try connectOutlet(source: source, label: label, value: value)
    }

    mutating func applyRuntimeAttribute(object: AnyObject?, keyPath: String, value: Any?) throws(NibLoadingError) {
        try checkOwner(object, connection: keyPath)
        guard let object else { return }
        do {
            try KeyValueCoding.setValue(value, forKeyPath: keyPath, on: object)
            connectionCount += 1
        } catch {
            if isStandIn(object) || !options.isStrict && flavour == .appKit {
                warn("runtime attribute '\(keyPath)' of \(describe(object)) was not set: \(KeyValueAdvice.message(for: error))")
            } else {
                throw connectionError(.notKeyValueCodingCompliant, "runtime attribute '\(keyPath)': \(KeyValueAdvice.message(for: error))", source: object, label: keyPath, isRuntimeAttribute: true)
            }
        }
    }
}
