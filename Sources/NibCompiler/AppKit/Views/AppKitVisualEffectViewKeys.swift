import NibArchive
import NibDocument

/// Visual effect views as AppKit archives them with Apple's schema: the material, blending mode
/// and state as the numbers of `NSVisualEffectView.Material`, `.BlendingMode` and `.State` (Apple's
/// headers), under `NSVisualEffectViewMaterial`, `NSVisualEffectViewBlendingMode` and
/// `NSVisualEffectViewState`, each written even at 0; no mask image (`NSVisualEffectViewMaskImage`
/// nil); and Interface Builder's `IBVisualEffectViewExternalMaterial` (the material again) and
/// `IBVisualEffectViewAppearanceType` (0). Sources: Apple's `SearchableComboView.nib` in
/// ../shared/corpus (iTerm2; `material="menu"` → 5, `behindWindow` and `followsWindowActiveState`
/// written as 0), viraptor/ibtool's `visualEffectView.py`, Cappuccino's nib2cib
/// (`NSVisualEffectView.j` decodes the first two keys). An attribute the document leaves out is
/// written as its enumeration's 0, AppKit's default (Apple's encoder writes the keys at 0).
/// Not known: the number Apple gives a document's `appearanceType` (it keeps NibKit's key), and
/// a material name the table lacks (NibKit's key too).
extension Compilation {
    static let visualEffectViewKeys: [(attribute: String, key: String, appleKey: String, numbers: [String: Int])] = [
        ("blendingMode", "NSBlendingMode", "NSVisualEffectViewBlendingMode", AppKitEnumerationNumbers.visualEffectBlendingModes),
        ("state", "NSState", "NSVisualEffectViewState", AppKitEnumerationNumbers.visualEffectStates),
        ("material", "NSMaterial", "NSVisualEffectViewMaterial", AppKitEnumerationNumbers.visualEffectMaterials),
    ]

    mutating func appKitVisualEffectViewValues(_ object: DocumentObject, _ element: Element, _ values: [KeyedValue]) -> [KeyedValue] {
        var result = values
        let index = archiveIndex.indexByID[object.id]
        var material: Int?
        for entry in Self.visualEffectViewKeys {
            let number: Int? = if let name = element[entry.attribute] { entry.numbers[name] } else { 0 }
            guard let number else { continue }
            replaceKey(entry.key, with: entry.appleKey, .int(number), in: &result, index: index)
            if entry.attribute == "material" { material = number }
        }
        result.append(KeyedValue("NSVisualEffectViewMaskImage", .null))
        if let material { result.append(KeyedValue("IBVisualEffectViewExternalMaterial", .int(material))) }
        if element["appearanceType"] == nil { result.append(KeyedValue("IBVisualEffectViewAppearanceType", .int(0))) }
        return result
    }
}
