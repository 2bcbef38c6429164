import NibArchive
import NibDocument

/// A tab view controller's own settings as numbers with Apple's schema (viraptor/ibtool's
/// storyboard compiler, learnt from Apple's storyboard pairs; the numbers are AppKit's
/// `NSTabViewController.TabStyle` and `NSViewController.TransitionOptions`): its tab style
/// (`NSViewControllerTabStyle`, always), its selected item (`NSSelectedTabViewItemIndex`,
/// always) and its transition options (`NSViewControllerTransitionOption`, where any is set),
/// not the style's name and no options object.
extension Compilation {
    static let tabViewControllerStyles = ["segmentedControlOnTop": 0, "segmentedControlOnBottom": 1, "toolbar": 2, "unspecified": -1]
    static let viewControllerTransitionBits = [
        "crossfade": 0x1, "slideUp": 0x10, "slideDown": 0x20, "slideLeft": 0x40, "slideRight": 0x80,
        "slideForward": 0x140, "slideBackward": 0x180, "allowUserInteraction": 0x1000,
    ]

    mutating func appKitTabViewControllerValues(_ object: DocumentObject, _ values: [KeyedValue]) -> [KeyedValue] {
        let element = document.element(at: object.path)
        let index = archiveIndex.indexByID[object.id]
        var result = values.filter { !["NSTabStyle", "NSTransitionOptions", "NSSelectedTabViewItemIndex"].contains($0.key) }
        if diagnostics.recordsAttributeUses, let index { renameUses(of: index, from: "NSTabStyle", to: "NSViewControllerTabStyle") }
        result.append(KeyedValue("NSViewControllerTabStyle", .int(Self.tabViewControllerStyles[element["tabStyle"] ?? ""] ?? 0)))
        result.append(KeyedValue("NSSelectedTabViewItemIndex", .int(element["selectedTabViewItemIndex"].flatMap { Int($0) } ?? 0)))
        if let options = element.child(key: "transitionOptions") {
            let bits = Self.viewControllerTransitionBits.reduce(0) { options[$1.key] == "YES" ? $0 | $1.value : $0 }
            if bits != 0 { result.append(KeyedValue("NSViewControllerTransitionOption", .int(bits))) }
            if diagnostics.recordsAttributeUses, let index, case .object(let archived)? = values.first(where: { $0.key == "NSTransitionOptions" })?.value {
                redirectUses(ofObject: archived, to: index, key: "NSViewControllerTransitionOption")
            }
        }
        return result
    }
}
