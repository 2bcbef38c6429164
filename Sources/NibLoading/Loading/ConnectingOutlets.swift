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
            try checkOwner(source, destination, connection: label)
            try connectOutlet(source: source, label: label, object: destination)
        case .outletCollection(let source, let label, let members, let appends):
            try checkOwner(source, connection: label)
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

    /// Connects a prepared UIKit record with its ends lent by the load's decoder.
    mutating func connectPrepared(_ connection: PreparedConnectionIndexes, decoder: NibDecoder) throws(NibLoadingError) {
        if let collection = connection.collection {
            // The members go straight into the array the outlet receives: one reference each.
            var members: [Any] = []
            let indexes = decoder.members(ofCollectionAt: collection)
            members.reserveCapacity(indexes.maximumCount)
            for index in indexes {
                try decoder.withInstance(at: index) { (member) throws(NibLoadingError) in
                    guard let member else { return }
                    try checkOwner(member, connection: connection.label)
                    members.append(member)
                }
            }
            try decoder.withInstance(at: connection.source) { (source) throws(NibLoadingError) in
                try checkOwner(source, connection: connection.label)
                try connectCollection(source: source, label: connection.label, values: members, appends: connection.appends)
            }
            return
        }
        try decoder.withInstance(at: connection.source) { (source) throws(NibLoadingError) in
            try decoder.withInstance(at: connection.destination) { (destination) throws(NibLoadingError) in
                if let eventMask = connection.eventMask {
                    let connectable = source.flatMap { decoder.actionConnectableType(of: $0, at: connection.source) }
                    try connectAction(source: source, selector: connection.label, target: destination, eventMask: eventMask, trigger: nil, connectable: connectable)
                } else {
                    try checkOwner(source, destination, connection: connection.label)
                    try connectOutlet(source: source, label: connection.label, object: destination)
                }
            }
        }
    }

    /// Sets an outlet whose ends were checked for a missing owner.
    mutating func connectOutlet(source: AnyObject?, label: String, value: Any?) throws(NibLoadingError) {
        guard let source else { return }
        try connectOutlet(source: source, label: label) { (source, mustExist) throws(KeyValueCodingError) in
            if mustExist {
                try KeyValueCoding.setValue(value, forKeyPath: label, on: source)
                return true
            }
            return try KeyValueCoding.setValue(value, forKey: label, on: source)
        }
    }

    /// Sets an outlet to an object, whose ends were checked for a missing owner: a plain outlet
    /// name goes to the source's ``NibKeyValueCoding/setNibOutlet(_:forKey:)``, with no `Any`
    /// made (a key path goes the way of any value).
    mutating func connectOutlet(source: AnyObject?, label: String, object: AnyObject?) throws(NibLoadingError) {
        guard !KeyValueCoding.isDotted(label) else { return try connectOutlet(source: source, label: label, value: object) }
        guard let source else { return }
        try connectOutlet(source: source, label: label) { (source, mustExist) throws(KeyValueCodingError) in
            let isSet = try KeyValueCoding.setOutlet(object, forKey: label, on: source)
            if mustExist && !isSet { throw .unknownKey(className: KeyValueCoding.typeName(of: source), key: label) }
            return isSet
        }
    }

    /// Sets an outlet with `set`, by the flavour's rules: UIKit's key-value coding must find the
    /// key (`mustExist`), AppKit makes no connection and warns.
    private mutating func connectOutlet(source: AnyObject, label: String, set: (AnyObject, _ mustExist: Bool) throws(KeyValueCodingError) -> Bool) throws(NibLoadingError) {
        do {
            if try set(source, flavour == .uiKit) {
                connectionCount += 1
            } else if isStandIn(source) {
                warn("outlet '\(label)' of \(describe(source)) was not connected: its class was not found")
            } else {
                warn("\(describe(source)) has no outlet '\(label)'; the connection was not made")
            }
        } catch .unknownKey(let className, let key) {
            if isStandIn(source) {
                warn("outlet '\(label)' of \(describe(source)) was not connected: its class was not found")
            } else {
                throw error(.notKeyValueCodingCompliant, KeyValueCodingError.unknownKey(className: className, key: key).description)
            }
        } catch {
            throw self.error(.outletTypeMismatch, "outlet '\(label)' of \(describe(source)): \(error.description)")
        }
    }

    /// Sets an outlet collection to its members (after the ones the source has, when it appends).
    mutating func connectCollection(source: AnyObject?, label: String, values members: [Any], appends: Bool) throws(NibLoadingError) {
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
                warn("runtime attribute '\(keyPath)' of \(describe(object)) was not set: \(error.description)")
            } else {
                throw self.error(.notKeyValueCodingCompliant, "runtime attribute '\(keyPath)': \(error.description)")
            }
        }
    }
}
