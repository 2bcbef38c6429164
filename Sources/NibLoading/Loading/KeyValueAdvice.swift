import NibRuntime

/// What to tell a person whose nib sets a key an object does not have.
///
/// For their own classes, the fix is to declare the property (`@Outlet var key`); for a class of
/// NibKit's object library (`UILabel`, `CALayer`) they cannot, so the advice is a subclass or code.
enum KeyValueAdvice {
    static func message(for error: KeyValueCodingError) -> String {
        guard case .unknownKey(let className, let key) = error, BuiltInClasses.all[className] != nil else { return error.description }
        return "\(className) is not key value coding-compliant for the key '\(key)': NibKit's \(className) has no such property; "
            + "set it in code after loading, or give the object a custom class (a subclass of \(className)) that declares `@Outlet var \(key)`"
    }
}
