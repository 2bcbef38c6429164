import NibArchive
import NibDocument

/// `UIPageViewController`'s own keys as its `-encodeWithCoder:` writes them. Source: UIKitCore's
/// `-[UIPageViewController encodeWithCoder:]` and `initWithCoder:` (iOS 26.1, decompiled in the
/// search index): `UITransitionStyle`, `UINavigationOrientation` and `UISpineLocation` as
/// numbers (`encodeInteger:`), `UIDoubleSided` (`encodeBool:`) and `UIPageSpacing`
/// (`encodeInteger:`), always. A scrolling controller has no spine (its setter keeps none and
/// single sides); a curling one's spine in the middle is double-sided. Raw values from Apple's
/// `UIPageViewController.h` (`TransitionStyle`, `NavigationOrientation`, `SpineLocation`).
extension Compilation {
    mutating func uiKitPageViewControllerValues(_ element: Element, _ values: [KeyedValue]) -> [KeyedValue] {
        let replaced: Set<String> = ["UITransitionStyle", "UINavigationOrientation", "UISpineLocation", "UIDoubleSided", "UIPageSpacing"]
        var values = values.filter { !replaced.contains($0.key) }
        let style = element["transitionStyle"] == "scroll" ? 1 : 0
        let spine = style == 1 ? 0 : element["spineLocation"].flatMap { Self.uiKitSpineLocations[$0] } ?? 1
        values.append(KeyedValue("UITransitionStyle", .int(style)))
        values.append(KeyedValue("UINavigationOrientation", .int(element["navigationOrientation"] == "vertical" ? 1 : 0)))
        values.append(KeyedValue("UISpineLocation", .int(spine)))
        values.append(KeyedValue("UIDoubleSided", .bool(style == 0 && (spine == 2 || element["doubleSided"] == "YES"))))
        let spacing = element["pageSpacing"].flatMap(Double.init).flatMap { $0.isFinite && abs($0) < 1e9 ? Int($0) : nil } ?? 0
        values.append(KeyedValue("UIPageSpacing", .int(spacing)))
        return values
    }

    /// `UIPageViewController.SpineLocation` raw values by Interface Builder's names.
    static let uiKitSpineLocations = ["none": 0, "min": 1, "mid": 2, "max": 3]
}
