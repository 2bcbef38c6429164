import NibArchive
import NibDocument

/// `UILongPressGestureRecognizer`'s own keys as its `-encodeWithCoder:` writes them (Interface
/// Builder's element is `<pongPressGestureRecognizer>`). Source: UIKitCore's
/// `-[UILongPressGestureRecognizer encodeWithCoder:]` and `initWithCoder:` (iOS 26.1, decompiled
/// in the search index): each only when not its default, with `encodeFloat:` (32-bit floats)
/// for the duration and the movement, `encodeInteger:` for the touches:
///
/// - `UILongPressGestureRecognizer.minimumPressDuration`, default 0.5 seconds;
/// - `UILongPressGestureRecognizer.allowableMovement`, default 10 points;
/// - `UILongPressGestureRecognizer.numberOfTouchesRequired`, default 1.
///
/// With Apple's schema also `UILongPressGestureRecognizer._imp`, the recognizer's tap recognizer,
/// which the coder always writes: a `UITapRecognizer` whose own coder writes
/// `UITapRecognizer.numberOfTapsRequired` when not 1, and a long press's wants none (0).
///
/// NibKit's compact schema keeps its prefix-rule keys (`UIMinimumPressDuration`…);
/// `KeyTables.appleKeyRenames` names Apple's, and the object library reads either. The values
/// and omissions are Apple's in both.
extension Compilation {
    mutating func uiKitLongPressValues(_ element: Element, _ values: [KeyedValue]) -> [KeyedValue] {
        let settings: [(attribute: String, key: String, standard: Double)] = [
            ("minimumPressDuration", "UIMinimumPressDuration", 0.5), ("allowableMovement", "UIAllowableMovement", 10),
            ("numberOfTouchesRequired", "UINumberOfTouchesRequired", 1),
        ]
        var values = values.filter { value in !settings.contains { $0.key == value.key } }
        for setting in settings {
            guard let number = element[setting.attribute].flatMap(Double.init), number.isFinite, abs(number) < 1e9, number != setting.standard else { continue }
            let touches = setting.attribute == "numberOfTouchesRequired"
            values.append(KeyedValue(setting.key, touches ? .int(Int(number)) : .float(Float(number))))
        }
        if writesAppleOnlyKeys {
            let taps = ArchivedObject(className: "UITapRecognizer", values: [KeyedValue("UITapRecognizer.numberOfTapsRequired", .int(0))])
            values.append(KeyedValue("UILongPressGestureRecognizer._imp", .object(builder.add(taps))))
        }
        return values
    }
}
