import NibDocument

/// Constraints Interface Builder keeps for designing only (the inspector's "Placeholder: Remove at
/// build time", `placeholder="YES"`): ibtool archives none of them. They are not objects of the
/// nib, not in their view's constraints, and do not count as constraining the views they name
/// (viraptor/ibtool's constraint parser: a placeholder is neither an archived object, nor added
/// to `NSViewConstraints`, nor among the constraints that keep `NSDoNotTranslateAutoresizingMask`).
extension Compilation {
    /// Whether `element` is a constraint removed at build time.
    static func isRemovedAtBuildTime(_ element: Element) -> Bool {
        element.name == "constraint" && element["placeholder"] == "YES"
    }
}
