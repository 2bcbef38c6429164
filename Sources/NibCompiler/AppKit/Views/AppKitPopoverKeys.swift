import NibArchive
import NibDocument

/// Popovers as AppKit's `NSPopover` coder writes them with Apple's schema: the behaviour as the
/// number of `NSPopover.Behavior` under `NSBehavior` (Cappuccino's nib2cib `NSPopover.j`, which
/// reads Apple-compiled nibs, decodes it as an integer), `behavior="t"` being transient (1).
/// A letter the table does not know keeps NibKit's text.
extension Compilation {
    mutating func appKitPopoverValues(_ object: DocumentObject, _ element: Element, _ values: [KeyedValue]) -> [KeyedValue] {
        guard let letter = element["behavior"], let number = AppKitEnumerationNumbers.popoverBehaviors[letter] else { return values }
        var result = values
        replaceKey("NSBehavior", with: "NSBehavior", .int(number), in: &result, index: archiveIndex.indexByID[object.id])
        return result
    }
}
