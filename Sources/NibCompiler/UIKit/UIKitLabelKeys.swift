import NibArchive
import NibDocument

/// `UILabel`'s own keys as its `-encodeWithCoder:` writes them (ibtool archives the live UIKit
/// objects). Source: UIKitCore's `-[UILabel encodeWithCoder:]` and `initWithCoder:` (iOS 26.1,
/// decompiled in the search index):
///
/// - `UIAdjustsLetterSpacingToFit` (Interface Builder's `adjustsLetterSpacingToFitWidth`), only when on;
/// - `UIEnablesMarqueeWhenAncestorFocused` and `UIAdjustsFontForContentSizeCategory`, only when on;
/// - `UIEnabled` only when off (the decoder takes an absent key as enabled);
/// - `UIMinimumScaleFactor` (`encodeFloat:`) only when not 0, `UIPreferredMaxLayoutWidth`
///   (`encodeFloat:`) only when above 0.
///
/// NibKit's compact schema keeps `UIAdjustsLetterSpacingToFitWidth`; `KeyTables.appleKeyRenames`
/// names Apple's, and the object library reads either. The values and omissions are Apple's in both.
extension Compilation {
    mutating func uiKitLabelValues(_ element: Element, _ values: [KeyedValue]) -> [KeyedValue] {
        let onlyWhenOn: Set<String> = ["UIAdjustsLetterSpacingToFitWidth", "UIEnablesMarqueeWhenAncestorFocused", "UIAdjustsFontForContentSizeCategory"]
        let floats: Set<String> = ["UIMinimumScaleFactor", "UIPreferredMaxLayoutWidth"]
        return values.compactMap { value in
            if onlyWhenOn.contains(value.key) { return value.value == .bool(true) ? value : nil }
            if value.key == "UIEnabled" { return value.value == .bool(false) ? value : nil }
            guard floats.contains(value.key) else { return value }
            let number: Double
            switch value.value {
            case .integer(let integer, _): number = Double(integer)
            case .double(let double): number = double
            case .float(let float): number = Double(float)
            default: return value
            }
            guard number.isFinite, value.key == "UIMinimumScaleFactor" ? number != 0 : number > 0 else { return nil }
            return KeyedValue(value.key, .float(Float(number)))
        }
    }
}
