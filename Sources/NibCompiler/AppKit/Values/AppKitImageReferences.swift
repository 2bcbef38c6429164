import NibArchive
import NibDocument

/// `<imageReference key="image" image="gear" catalog="system" symbolScale="large"/>`, the element
/// Xcode writes for an image from a catalog (SF Symbols above all), archived with Apple's schema as
/// ibtool archives it: the image's `NSCustomResource` itself, as for an `image="…"` attribute, not
/// an object wrapping it (viraptor/ibtool's imageReference parser).
///
/// A symbol scale or variable value is the configuration IB designed the image with: an
/// `IBImageConfiguration` under `IBDesignImageConfiguration` (`IBSymbolScale` −1 by default, 1 small,
/// 2 medium, 3 large; `IBRenderingMode` 0; the variable value as a double `NSNumber`; no
/// hierarchical colours; no locale), and the variable value on the resource too
/// (`NSImageVariableValue`), and a symbol so configured is designed at its own size
/// (``configuredSymbolDesignSize(_:catalog:)``). Such a resource is its own object, not the one
/// plain uses share.
extension Compilation {
    /// IB's symbol scales, as `IBSymbolScale`.
    static let designSymbolScales = ["default": -1, "small": 1, "medium": 2, "large": 3]

    /// The resource for an AppKit `<imageReference>`; nil when it names no image.
    mutating func appKitImageReference(_ element: Element) -> ArchiveValue? {
        guard let name = element["image"], !name.isEmpty else { return nil }
        let shared = imagePlaceholder(name, catalog: element["catalog"])
        let scale = element["symbolScale"]
        let variable = element["variableValue"].flatMap(Double.init)
        guard scale != nil || variable != nil else {
            recordUses(of: element, index: shared, archived: ["image": "NSResourceName", "catalog": "NSCatalogName"])
            return .object(shared)
        }
        var configuration = [
            KeyedValue("IBSymbolScale", .int(scale.flatMap { Self.designSymbolScales[$0] } ?? 0)),
            KeyedValue("IBRenderingMode", .int(0)),
        ]
        if let variable { configuration.append(KeyedValue("IBVariableValue", .object(builder.number(.double(variable))))) }
        configuration += [
            KeyedValue("IBHierarchicalColors", .object(builder.array([]))),
            KeyedValue("IBLocale", .null),
        ]
        var resource = builder.archive.objects[shared]
        let designed = builder.add(ArchivedObject(className: "IBImageConfiguration", values: configuration))
        resource.values.removeAll { $0.key == "IBDesignImageConfiguration" }
        resource.values.append(KeyedValue("IBDesignImageConfiguration", .object(designed)))
        if let variable { resource.values.append(KeyedValue("NSImageVariableValue", .double(variable))) }
        if let size = configuredSymbolDesignSize(name, catalog: element["catalog"]), let position = resource.values.firstIndex(where: { $0.key == "IBDesignSize" }) {
            resource.values[position].value = .object(builder.add(ArchivedObject(className: "NSValue", values: [
                KeyedValue("NS.special", .int(2)), KeyedValue("NS.sizeval", .object(builder.string(size))),
            ])))
        }
        let index = builder.add(resource)
        recordUses(of: element, index: index, archived: [
            "image": "NSResourceName", "catalog": "NSCatalogName", "symbolScale": "IBDesignImageConfiguration",
            "variableValue": "NSImageVariableValue",
        ])
        return .object(index)
    }

    /// The size a system symbol designed with a configuration is designed at: the size the
    /// document's `<resources>` give it, one point wider, its width and height whole
    /// (viraptor/ibtool's imageReference.py, learnt from an Apple pair; an unconfigured symbol
    /// keeps 32 × 32). Nil for another catalog's image, or without a size in reach.
    func configuredSymbolDesignSize(_ name: String, catalog: String?) -> String? {
        guard catalog == "system", let (width, height) = documentImageSize(name),
              width.isFinite, height.isFinite, abs(width) < 1e9, abs(height) < 1e9 else { return nil }
        return "{\(Int(width) + 1), \(Int(height))}"
    }
}
