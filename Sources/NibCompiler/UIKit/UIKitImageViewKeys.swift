import NibArchive
import NibDocument

/// `UIImageView`'s own switch as its `-encodeWithCoder:` writes it: `UIAdjustsImageSizeForAccessibilityContentSizeCategory`
/// only when on (the decoder takes an absent key as off). Source: UIKitCore's
/// `-[UIImageView encodeWithCoder:]` and `initWithCoder:` (iOS 26.1, decompiled in the search index).
extension Compilation {
    mutating func uiKitImageViewValues(_ element: Element, _ values: [KeyedValue]) -> [KeyedValue] {
        values.filter { $0.key != "UIAdjustsImageSizeForAccessibilityContentSizeCategory" || $0.value == .bool(true) }
    }
}
