import NibArchive
import NibDocument

/// `<imageReference key="image" image="gear" catalog="system" renderingMode="template"/>` in a UIKit
/// document, archived as UIKit archives an image a nib names: a `UIImageNibPlaceholder`
/// (``Compilation/imagePlaceholder(_:catalog:)``), as for an `image="…"` attribute, not an object
/// of its own wrapping it. Source: UIKitCore's `-[UIImageNibPlaceholder encodeWithCoder:]` and
/// `initWithCoder:` (iOS 26.1, decompiled in the search index): `UIResourceName`; the rendering
/// mode with `encodeInteger:` under `UIRenderingMode` only when not automatic (UIImage.RenderingMode:
/// original 1, template 2); a system symbol's name under `UISystemSymbolResourceName` too (the
/// placeholder `initWithRuntimeSystemSymbolResourceName:` makes, which the decoder turns into
/// `systemImageNamed:`).
///
/// The symbol scale is a `UIImageSymbolConfiguration` under `UISymbolImageConfiguration`, whose
/// own keys are not known here: it is not compiled.
extension Compilation {
    /// UIImage.RenderingMode by Interface Builder's names.
    static let uiKitRenderingModes = ["automatic": 0, "original": 1, "template": 2]

    /// The placeholder for a UIKit `<imageReference>`; nil when it names no image.
    mutating func uiKitImageReference(_ element: Element) -> ArchiveValue? {
        guard let name = element["image"], !name.isEmpty else { return nil }
        let index = imagePlaceholder(name, catalog: element["catalog"])
        var archived = ["image": "UIResourceName"]
        if element["catalog"] == "system" { archived["catalog"] = "UISystemSymbolResourceName" }
        if let mode = element["renderingMode"].flatMap({ Self.uiKitRenderingModes[$0] }) {
            archived["renderingMode"] = "UIRenderingMode"
            // (The placeholder is this use's own: ``imagePlaceholder(_:catalog:)`` makes one per use.)
            if mode != 0 { builder.append(KeyedValue("UIRenderingMode", .int(mode)), to: index) }
        }
        recordUses(of: element, index: index, archived: archived)
        return .object(index)
    }
}
