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
        let resolvedTarget: AnyObject? = target === firstResponder ? nil : target
        let action = Selector(selector)
        if flavour == .appKit, let resolvedTarget, !ActionDispatch.responds(resolvedTarget, to: action) {
            warn("Could not connect the action \(selector) to target of class \(describe(resolvedTarget))")
            return
        }
        if let connectable {
            Self.connect(action, from: source, as: connectable, to: resolvedTarget, eventMask: eventMask, trigger: trigger)
            connectionCount += 1
            return
        }
        guard let connectable = source as? NibActionConnectable else {
            let message = "\(describe(source)) cannot send the action \(selector): it has no target and action (adopt NibActionConnectable)"
            if options.isStrict { throw error(.actionNotConnectable, message) }
            warn(message)
            return
        }
        connectable.connectAction(action, to: resolvedTarget, eventMask: eventMask, trigger: trigger)
        connectionCount += 1
    }

    /// Connects an action between two lent objects (see ``connectAction(source:selector:target:eventMask:trigger:connectable:)``):
    /// UIKit's rules through the conformance found when the source's plan was made.
    mutating func connectAction(source: Unmanaged<AnyObject>?, selector: String, target: Unmanaged<AnyObject>?, eventMask: Int, connectable: NibActionConnectable.Type?) throws(NibLoadingError) {
        guard let source, let connectable, flavour == .uiKit else {
            return try connectAction(source: source?.takeUnretainedValue(), selector: selector, target: target?.takeUnretainedValue(), eventMask: eventMask, trigger: nil, connectable: connectable)
        }
        try checkOwner(source, target, connection: selector)
        // First Responder is a nil target: the action travels the responder chain.
        let resolvedTarget = target.flatMap { $0.toOpaque() == Unmanaged.passUnretained(firstResponder).toOpaque() ? nil : $0 }
        let action = Selector(selector)
        source._withUnsafeGuaranteedRef { source in
            guard let resolvedTarget else { return Self.connect(action, from: source, as: connectable, to: nil, eventMask: eventMask, trigger: nil) }
            resolvedTarget._withUnsafeGuaranteedRef { Self.connect(action, from: source, as: connectable, to: $0, eventMask: eventMask, trigger: nil) }
        }
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
        bindable.bind(name, to: destination, withKeyPath: keyPath, options: bindingOptions)
        connectionCount += 1
    }
}
