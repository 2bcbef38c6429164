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

extension Compilation {
    /// Records every attribute of an element ibtool leaves out whole (a constraint removed at
    /// build time) as Interface Builder's own, its id as structural.
    mutating func recordDesignTimeUses(of element: Element) {
        guard diagnostics.recordsAttributeUses else { return }
        for attribute in element.attributes {
            // `placeholder` itself is the compiler's to act on: it is why the constraint goes.
            let interpreted = StructuralAttributes.names.contains(attribute.name) || attribute.name == "placeholder"
            let disposition: AttributeUse.Disposition = interpreted ? .structural : .designTime
            diagnostics.attributeUses.append(AttributeUse(element: element.name, attribute: attribute.name, line: element.line, column: element.column, disposition: disposition))
        }
    }
}
