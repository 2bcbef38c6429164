import NibArchive
import NibDocument

/// A view's accessibility description as ibtool archives it (the ibtool pair `test_accessibility`):
/// not the view's `NSAccessibility` object but an `NSNibAXAttributeConnector` (the view, the
/// attribute `AXDescription` as an `NSMutableString`, the text) in `NSAccessibilityConnectors`,
/// numbered after the other objects (Apple's schema; `AppKitRoot.swift` lists them). An
/// `<accessibility>` with other attributes (an identifier, help) keeps NibKit's key: no pair shows
/// how ibtool archives those.
extension Compilation {
    /// The view's values without an accessibility description kept for its connector (Apple's schema).
    mutating func takingAccessibilityDescription(of object: DocumentObject, _ values: [KeyedValue]) -> [KeyedValue] {
        guard flavour == .appKit, writesAppleOnlyKeys, document.format == .document, isViewLike(object), let index = archiveIndex.indexByID[object.id],
              let accessibility = document.element(at: object.path).child("accessibility"),
              accessibility.attributes.allSatisfy({ $0.name == "description" || $0.name == "key" }), let text = accessibility["description"],
              case .object(let archived)? = values.first(where: { $0.key == "NSAccessibility" })?.value
        else { return values }
        let connector = builder.reserve()
        archiveIndex.accessibilityDescriptions.append((connector: connector, view: index, text: text))
        if diagnostics.recordsAttributeUses { redirectUses(ofObject: archived, to: connector, key: "AXAttributeValueArchiveKey") }
        return values.filter { $0.key != "NSAccessibility" }
    }

    /// One `NSNibAXAttributeConnector` per accessibility description, in document order.
    mutating func accessibilityConnectors() -> [ArchiveValue] {
        archiveIndex.accessibilityDescriptions.map { entry in
            let attribute = builder.add(ArchivedObject(className: "NSMutableString", values: [KeyedValue("NS.bytes", .data(Array("AXDescription".utf8)))]))
            builder.set(ArchivedObject(className: "NSNibAXAttributeConnector", values: [
                KeyedValue("AXDestinationArchiveKey", .object(entry.view)),
                KeyedValue("AXAttributeTypeArchiveKey", .object(attribute)),
                KeyedValue("AXAttributeValueArchiveKey", .object(builder.string(entry.text))),
            ]), at: entry.connector)
            return .object(entry.connector)
        }
    }
}
