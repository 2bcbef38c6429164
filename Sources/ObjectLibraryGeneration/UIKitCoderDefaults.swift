/// UIKit properties whose coder leaves its default out of the archive (UIKitCore's
/// `-encodeWithCoder:`, as the compiler's rules write it in both schemas): a generated read gives
/// that default when the key is absent, as UIKit's decoder does, rather than nil.
enum UIKitCoderDefaults {
    /// The defaults, by class and property, as Swift literals.
    static let byClass: [String: [String: String]] = [
        // UIKitActivityIndicatorKeys: UIHidesWhenStopped only when off.
        "UIActivityIndicatorView": ["hidesWhenStopped": "true"],
        // UIKitLongPressKeys: the duration and movement only when not 0.5 seconds and 10 points.
        "UILongPressGestureRecognizer": ["minimumPressDuration": "0.5", "allowableMovement": "10"],
    ]

    /// The read of a property of a UIKit class: `plain`, or its default when the archive has none.
    static func read(_ plain: String, of property: PlannedProperty, in className: String) -> String {
        guard let standard = byClass[className]?[property.name] else { return plain }
        return "\(plain) ?? \(standard)"
    }
}
