import NibArchive
import NibDocument

/// `UICollectionViewFlowLayout`'s keys as its `encodeWithCoder:` writes them, each only when not
/// its default: `UIInteritemSpacing` and `UILineSpacing` (`encodeFloat:`, default 10),
/// `UIItemSize` (default 50 × 50), `UIHeaderReferenceSize` and `UIFooterReferenceSize` (default
/// zero), `UISectionInset` (default all zero), `UISectionInsetReference` and `UIScrollDirection`
/// (`encodeInteger:`, default 0: from the content inset, vertical). Source: UIKit's
/// `-[UICollectionViewFlowLayout encodeWithCoder:]`/`initWithCoder:` (public decompilations of
/// UIKit; the same keys are read by PSTCollectionView and WinObjC, which load Apple's nibs); raw
/// values from Apple's `UICollectionViewFlowLayout.h`.
///
/// NibKit's compact schema keeps `UIMinimumInteritemSpacing` and `UIMinimumLineSpacing`
/// (`KeyTables.appleKeyRenames` names Apple's); the values and omissions are Apple's in both.
extension Compilation {
    mutating func uiKitFlowLayoutValues(_ element: Element, _ values: [KeyedValue]) -> [KeyedValue] {
        let geometryDefaults: [String: [Double]] = [
            "UIItemSize": [50, 50], "UIHeaderReferenceSize": [0, 0], "UIFooterReferenceSize": [0, 0], "UISectionInset": [0, 0, 0, 0],
        ]
        var values = values.filter { value in
            if ["UIMinimumInteritemSpacing", "UIMinimumLineSpacing", "UIScrollDirection", "UISectionInsetReference"].contains(value.key) { return false }
            if let standard = geometryDefaults[value.key], value.value == geometry(standard) { return false }
            return true
        }
        for (attribute, key) in [("minimumInteritemSpacing", "UIMinimumInteritemSpacing"), ("minimumLineSpacing", "UIMinimumLineSpacing")] {
            if let spacing = element[attribute].flatMap({ Double($0) }), spacing.isFinite, spacing != 10 {
                values.append(KeyedValue(key, .float(Float(spacing))))
            }
        }
        if let reference = element["sectionInsetReference"].flatMap({ Self.uiKitSectionInsetReferences[$0] }), reference != 0 {
            values.append(KeyedValue("UISectionInsetReference", .int(reference)))
        }
        if element["scrollDirection"] == "horizontal" { values.append(KeyedValue("UIScrollDirection", .int(1))) }
        return values
    }

    /// `UICollectionViewFlowLayout.SectionInsetReference` raw values by Interface Builder's names.
    static let uiKitSectionInsetReferences = ["contentInset": 0, "safeArea": 1, "layoutMargins": 2]
}
