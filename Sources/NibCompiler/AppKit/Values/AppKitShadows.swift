import NibArchive
import NibDocument

/// Shadows as `NSShadow`'s coder writes them (its `encodeWithCoder:` as decompiled from
/// UIFoundation, quoted in public repositories): the offset as two doubles, `NSShadowHoriz` (the
/// width) and `NSShadowVert` (the height negated, as its decoder negates it back), the blur as
/// `NSShadowBlurRadius`, each only when not 0, and the colour as `NSShadowColor` when there is
/// one. Apple's schema only, for a view's shadow (`<shadow key="shadow">`; a text run's shadow is
/// the attributed string's business). NibKit's loader reads the compact keys, and these as a fallback.
extension Compilation {
    /// The compact schema's keys of a shadow, which Apple's replace.
    static let shadowCompactKeys: Set<String> = ["NSBlurRadius", "NSOffset", "NSColor"]

    mutating func appKitShadowValues(_ element: Element, index: Int?, _ values: [KeyedValue]) -> [KeyedValue] {
        guard writesAppleOnlyKeys, element.name == "shadow", element["key"] == "shadow" else { return values }
        var result = values.filter { !Self.shadowCompactKeys.contains($0.key) }
        let offset = element.child("size", key: "offset")
        let width = offset?["width"].flatMap(Double.init) ?? 0, height = offset?["height"].flatMap(Double.init) ?? 0
        let blur = element["blurRadius"].flatMap(Double.init) ?? 0
        if width != 0 { result.append(KeyedValue("NSShadowHoriz", .double(width))) }
        if height != 0 { result.append(KeyedValue("NSShadowVert", .double(-height))) }
        if blur != 0 { result.append(KeyedValue("NSShadowBlurRadius", .double(blur))) }
        if let color = values.first(where: { $0.key == "NSColor" })?.value { result.append(KeyedValue("NSShadowColor", color)) }
        if diagnostics.recordsAttributeUses, let index {
            for (key, apple) in [("NSBlurRadius", "NSShadowBlurRadius"), ("NSOffset", "NSShadowHoriz"), ("NSColor", "NSShadowColor")] {
                renameUses(of: index, from: key, to: apple)
            }
        }
        return result
    }
}
