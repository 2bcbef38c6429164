import NibArchive
import NibDocument

/// An iOS storyboard reference (`<viewControllerPlaceholder>`) as UIKit compiles it: its scene's
/// controller is a `UIStoryboardViewControllerPlaceholder` that names the scene's identifier
/// (`UIStoryboardIdentifier`); UIKit looks that identifier up in the storyboard's
/// `UIViewControllerIdentifiersToExternalStoryboardReferences` and makes the referenced
/// controller in its place (UIKitCore, decompiled: `-[UIStoryboardViewControllerPlaceholder
/// initWithCoder:]`, `-[UIStoryboard _instantiateViewControllerReferencedByPlaceholderWithIdentifier:…]`).
/// Apple's schema; NibKit's compact one keeps the reference's own names (`UIStoryboardReference`)
/// in the reference's scene nib, but a reference archived inside its container's nib is the
/// placeholder in both, as the container's child.
extension Compilation {
    mutating func uiKitStoryboardReference(_ object: DocumentObject, _ archived: ArchivedObject) -> ArchivedObject {
        guard flavour == .uiKit, writesAppleOnlyKeys || cut.inlinedFamily.contains(where: { $0.controllerID == object.id }),
              object.elementName == "viewControllerPlaceholder", let identifier = cut.layout?.sceneNibNames[object.id] else { return archived }
        if diagnostics.recordsAttributeUses, let index = archiveIndex.indexByID[object.id] {
            for key in ["UIStoryboardName", "UIReferencedIdentifier"] { renameUses(of: index, from: key, to: "UIStoryboardIdentifier") }
        }
        return ArchivedObject(className: "UIStoryboardViewControllerPlaceholder", values: [
            KeyedValue("UIStoryboardIdentifier", .object(builder.string(identifier))),
        ])
    }
}
