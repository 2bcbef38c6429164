/// A weak reference to an object, for collections and for values that must not keep their
/// object alive (an outlet of a stand-in, a value no decoder read that points back into the graph).
public struct WeakReference {
    /// The object, while something else keeps it alive.
    public weak var object: AnyObject?

    /// A weak reference to `object`.
    public init(_ object: AnyObject) { self.object = object }

    /// `value` with a class instance held weakly (other values as they are): what stand-ins and
    /// unread values store, so that they never close a reference cycle.
    public static func holding(_ value: Any?) -> Any? {
        guard let value, type(of: value) is AnyClass else { return value }
        return WeakReference(value as AnyObject)
    }

    /// A value stored by ``holding(_:)`` as it was given (nil once a weakly held object is gone).
    public static func resolving(_ stored: Any?) -> Any? {
        if let reference = stored as? WeakReference { return reference.object }
        return stored
    }
}
