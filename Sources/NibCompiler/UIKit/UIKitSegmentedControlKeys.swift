import NibArchive
import NibDocument

/// `UISegmentedControl`'s own switches and selection as its `-encodeWithCoder:` writes them:
/// `UISelectedSegmentIndex` always (`encodeInteger:`, -1 when no segment is selected, as UIKit's
/// `UISegmentedControlNoSegment`), `UIMomentary` and `UIUseProportionalWidthSegments`
/// (Interface Builder's `apportionsSegmentWidthsByContent`) only when on. Source: UIKitCore's
/// `-[UISegmentedControl encodeWithCoder:]` and `initWithCoder:` (iOS 26.1, decompiled in the
/// search index). NibKit's compact schema keeps `UIApportionsSegmentWidthsByContent`
/// (`KeyTables.appleKeyRenames` names Apple's). The deprecated `segmentControlStyle` is not
/// archived (``Compilation/uiKitUnarchivedKeys``).
extension Compilation {
    mutating func uiKitSegmentedControlValues(_ element: Element, _ values: [KeyedValue]) -> [KeyedValue] {
        var values = values.filter { value in
            switch value.key {
            case "UIMomentary", "UIApportionsSegmentWidthsByContent": value.value == .bool(true)
            case "UISelectedSegmentIndex": false
            default: true
            }
        }
        let selected = element["selectedSegmentIndex"].flatMap { Int($0) } ?? -1
        values.append(KeyedValue("UISelectedSegmentIndex", .int(selected)))
        return values
    }
}
