import NibDocument

extension KeyTables {
    /// The archive key of an attribute or keyed child of an element, as the compiler writes it:
    /// the element's own key where AppKit has one, Apple's key where known, else the prefix rule.
    /// (The object library's generator decodes what this names.)
    package static func archiveKey(for name: String, element: String?, flavour: Flavour) -> String {
        if flavour == .appKit, let element, let special = appKitElementKeys["\(element).\(name)"] { return special }
        if flavour == .uiKit, let inverted = uiKitInvertedSwitchKey(name, element: element) { return inverted }
        let table = flavour == .uiKit ? uiKitKeys : appKitKeys
        return table[name] ?? flavour.classPrefix + name.prefix(1).uppercased() + name.dropFirst()
    }
}
