import NibDocument
import NibRuntime

/// Actions and bindings.
///
/// A First Responder destination (or none) means a nil target: the action travels the
/// responder chain when it is sent. UIKit adds the target without checking it; AppKit skips
/// the connection when a non-nil target does not implement the action.
extension NibInstantiator {
    /// Connects an action from `source`; `connectable`, when given, is the conformance of
    /// `source`'s class, found when its plan was made (no conformance lookup per load).
    mutating func connectAction(source: AnyObject?, selector: String, target: AnyObject?, eventMask: Int, trigger: String?, connectable: NibActionConnectable.Type? = nil) throws(NibLoadingError) {
        try checkOwner(source, target, connection: selector)
        guard let source else { return }
        // First Responder is a nil target: the action travels the responder chain.
        let isFirstResponder = target === firstResponder
        let action = Selector(selector)
        if flavour == .appKit, !isFirstResponder, let target, !ActionDispatch.responds(target, to: action) {
            warn("Could not connect the action \(selector) to target of class \(describe(target))")
            return
        }
        if let connectable {
            // (Two calls rather than a target worked out first: that would be one more reference to it.)
            if isFirstResponder {
                Self.connect(action, from: source, as: connectable, to: nil, eventMask: eventMask, trigger: trigger)
            } else {
                Self.connect(action, from: source, as: connectable, to: target, eventMask: eventMask, trigger: trigger)
            }
            connectionCount += 1
            return
        }
        guard let connectable = source as? NibActionConnectable else {
            let message = "\(describe(source)) cannot send the action \(selector): it has no target and action (adopt NibActionConnectable)"
            if options.isStrict { throw error(.actionNotConnectable, message) }
            warn(message)
            return
        }
        connectable.connectAction(action, to: isFirstResponder ? nil : target, eventMask: eventMask, trigger: trigger)
        connectionCount += 1
    }

    /// Connects through the conformance of `source`'s own class (checked by the caller).
    private static func connect<Source: NibActionConnectable>(_ action: Selector, from source: AnyObject, as type: Source.Type, to target: AnyObject?, eventMask: Int, trigger: String?) {
        unsafeDowncast(source, to: Source.self).connectAction(action, to: target, eventMask: eventMask, trigger: trigger)
    }

    mutating func connectBinding(source: AnyObject?, name: String, destination: AnyObject?, keyPath: String, options bindingOptions: [String: Any]) throws(NibLoadingError) {
        try checkOwner(source, destination, connection: name)
        guard let source, let destination else { return }
        guard let bindable = source as? NibBindable else {
            warn("\(describe(source)) does not accept bindings; '\(name)' was not bound")
            return
        }
        if let object = source as? NibObject {
            // Made during connection, after the outlets (the bound controller's content is set)
            // and before awakeFromNib; the value is moved in now.
            do {
                try object.establishBinding(name, to: destination, withKeyPath: keyPath, options: bindingOptions)
            } catch {
                object.bind(name, to: destination, withKeyPath: keyPath, options: bindingOptions)
                warn("\(describe(source)) binding '\(name)' to '\(keyPath)' was not made: \(error)")
                return
            }
        } else {
            bindable.bind(name, to: destination, withKeyPath: keyPath, options: bindingOptions)
        }
        connectionCount += 1
    }
}
