/// A box of state few objects set, made on first use: the object keeps one optional reference
/// instead of fields most instances leave at their defaults (smaller objects, less to
/// initialize and release).
public protocol NibLazyBox: AnyObject {
    /// A box with every field at its default.
    init()
}

extension Optional where Wrapped: NibLazyBox {
    /// Sets a field of the box, making the box first; setting a field to its default while there
    /// is no box makes none.
    @inlinable
    public mutating func set<Value>(_ field: ReferenceWritableKeyPath<Wrapped, Value>, to value: Value, unless isDefault: Bool) {
        if self == nil {
            if isDefault { return }
            self = Wrapped()
        }
        self.unsafelyUnwrapped[keyPath: field] = value
    }
}
