import NibArchive
import NibDocument

/// Token field cells as AppKit archives them with Apple's schema: the token style as the number
/// of `NSTokenField.TokenStyle` under `NSTokenStyle` (Cappuccino's nib2cib `NSTokenField.j`, which
/// reads Apple's nibs, decodes it as an integer). A name the table does not know keeps NibKit's text.
extension Compilation {
    /// `NSTokenField.TokenStyle` by Interface Builder's name.
    static let tokenStyles = ["default": 0, "none": 1, "rounded": 2, "squared": 3, "plainSquared": 4]

    mutating func appKitTokenFieldCellValues(_ object: DocumentObject, _ element: Element, _ values: [KeyedValue]) -> [KeyedValue] {
        guard let name = element["tokenStyle"], let number = Self.tokenStyles[name] else { return values }
        var result = values
        replaceKey("NSTokenStyle", with: "NSTokenStyle", .int(number), in: &result, index: archiveIndex.indexByID[object.id])
        return result
    }
}
