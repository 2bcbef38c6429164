import NibArchive
import NibDocument

/// `UINavigationController`'s own switches as its `-encodeWithCoder:` writes them, each only when
/// on: `UINavigationBarHidden`, `UIToolbarShown` (Interface Builder's `toolbarHidden="NO"`: the
/// toolbar is hidden unless the key says it is shown), and the bar-hiding behaviours
/// `UINavigationControllerCondensesBarsOnSwipe` (`hidesBarsOnSwipe`),
/// `UINavigationControllerHidesBarsOnTap`, `UINavigationControllerCondensesBarsWhenKeyboardAppears`
/// (`hidesBarsWhenKeyboardAppears`) and `UINavigationControllerHidesBarsWhenVerticallyCompact`.
/// Source: UIKitCore's `-[UINavigationController encodeWithCoder:]` and `initWithCoder:` (iOS 26.1,
/// decompiled in the search index). The switches are written the same in both schemas.
extension Compilation {
    mutating func uiKitNavigationControllerValues(_ element: Element, _ values: [KeyedValue]) -> [KeyedValue] {
        let switches: [(attribute: String, key: String, on: String)] = [
            ("navigationBarHidden", "UINavigationBarHidden", "YES"), ("toolbarHidden", "UIToolbarShown", "NO"),
            ("hidesBarsOnSwipe", "UINavigationControllerCondensesBarsOnSwipe", "YES"), ("hidesBarsOnTap", "UINavigationControllerHidesBarsOnTap", "YES"),
            ("hidesBarsWhenKeyboardAppears", "UINavigationControllerCondensesBarsWhenKeyboardAppears", "YES"),
            ("hidesBarsWhenVerticallyCompact", "UINavigationControllerHidesBarsWhenVerticallyCompact", "YES"),
        ]
        let guessed = Set(switches.map { "UI" + capitalized($0.attribute) })
        var values = values.filter { !guessed.contains($0.key) }
        for entry in switches where element[entry.attribute] == entry.on { values.append(KeyedValue(entry.key, .bool(true))) }
        return values
    }
}
