/// One Cocoa binding made by a nib: `source.bind(name, to: observed, withKeyPath: keyPath, options: options)`.
public struct NibBinding {
    /// The bound-to object (weak, as AppKit does not retain it).
    public weak var observedObject: AnyObject?
    /// The key path of the bound-to object.
    public var keyPath: String
    /// The binding options (`NSNullPlaceholder`, `NSValueTransformerName`…).
    public var options: [String: Any]
}

/// An object that accepts Cocoa bindings, as NSObject's NSKeyValueBindingCreation. Every
/// ``NibObject`` does: see ``NibBindingConnection`` for how values move.
public protocol NibBindable: AnyObject {
    /// Binds `binding` of the receiver to `keyPath` of `observable`.
    func bind(_ binding: String, to observable: AnyObject, withKeyPath keyPath: String, options: [String: Any]?)
    /// Removes a binding.
    func unbind(_ binding: String)
    /// The binding's record, or nil when it is not bound.
    func infoForBinding(_ binding: String) -> NibBinding?
}
