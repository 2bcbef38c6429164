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
        // UIKitTapKeys: the count of taps only when not 1.
        "UITapGestureRecognizer": ["numberOfTapsRequired": "1"],
        // UIKitStepperKeys: the value, range and step only when not 0, 0…100 and 1.
        "UIStepper": ["value": "0", "minimumValue": "0", "maximumValue": "100", "stepValue": "1"],
    ]

    /// The read of a property of a UIKit class: `plain`, or its default when the archive has none.
    static func read(_ plain: String, of property: PlannedProperty, in className: String) -> String {
        guard let standard = byClass[className]?[property.name] else { return plain }
        return "\(plain) ?? \(standard)"
    }
}
