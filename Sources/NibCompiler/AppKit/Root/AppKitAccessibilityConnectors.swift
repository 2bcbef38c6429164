import NibArchive
import NibDocument

/// A view's accessibility attributes as ibtool archives them (the ibtool pair `test_accessibility`):
/// not the view's `NSAccessibility` object but one `NSNibAXAttributeConnector` per attribute (the
/// view, the accessibility attribute's name as an `NSMutableString`, the text) in
/// `NSAccessibilityConnectors`, numbered after the other objects (Apple's schema; `AppKitRoot.swift`
/// lists them). The pair shows the description as `AXDescription`; an identifier is the same
/// connector for AppKit's `AXIdentifier` attribute (`NSAccessibilityIdentifierAttribute`, which
/// the connector sets at load as it sets the description), help `AXHelp` (AppKit's
/// `NSAccessibilityHelpAttribute`; the connector's destination is any object, its value the text).
/// A cell's, window's or menu's attributes are connectors to it too (no Apple nib here shows one).
/// An `<accessibility>` with other attributes keeps NibKit's key: no source shows how ibtool archives those.
extension Compilation {
    /// The attributes archived as connectors, by Interface Builder's name, in the order written.
    static let accessibilityConnectorAttributes = [
        ("description", "AXDescription", "NSDescription"), ("help", "AXHelp", "NSHelp"), ("identifier", "AXIdentifier", "NSIdentifier"),
    ]

    /// The object's values without the accessibility attributes kept for connectors (Apple's
    /// schema). A cell's, a window's or a menu's are connectors to it as a view's are to the view:
    /// AppKit has no coder key for accessibility, and the connector sets the attribute on any
    /// object at load (the window's on the window its template makes).
    mutating func takingAccessibilityDescription(of object: DocumentObject, _ values: [KeyedValue]) -> [KeyedValue] {
        let names = Set(Self.accessibilityConnectorAttributes.map(\.0)).union(["key"])
        // (NibKit's compact schema keeps a view's on the view, which decodes it; anything else's
        // are connectors there too, so both load alike.)
        guard flavour == .appKit, writesAppleOnlyKeys || !isViewLike(object), document.format == .document, let index = archiveIndex.indexByID[object.id],
              let accessibility = document.element(at: object.path).child("accessibility"),
              accessibility.attributes.allSatisfy({ names.contains($0.name) })
        else { return values }
        let archived: Int? = if case .object(let archived)? = values.first(where: { $0.key == "NSAccessibility" })?.value { archived } else { nil }
        for (name, attribute, key) in Self.accessibilityConnectorAttributes {
            guard let text = accessibility[name] else { continue }
            let connector = builder.reserve()
            archiveIndex.accessibilityDescriptions.append((connector: connector, view: index, attribute: attribute, text: text))
            if diagnostics.recordsAttributeUses {
                if let archived { redirectUses(of: archived, key: key, to: connector, key: "AXAttributeValueArchiveKey") } else {
                    recordUses(of: accessibility, index: connector, archived: [name: "AXAttributeValueArchiveKey"])
                }
            }
        }
        return values.filter { $0.key != "NSAccessibility" }
    }

    /// One `NSNibAXAttributeConnector` per accessibility attribute, in document order.
    mutating func accessibilityConnectors() -> [ArchiveValue] {
        archiveIndex.accessibilityDescriptions.map { entry in
            let attribute = builder.add(ArchivedObject(className: "NSMutableString", values: [KeyedValue("NS.bytes", .data(Array(entry.attribute.utf8)))]))
            builder.set(ArchivedObject(className: "NSNibAXAttributeConnector", values: [
                KeyedValue("AXDestinationArchiveKey", .object(entry.view)),
                KeyedValue("AXAttributeTypeArchiveKey", .object(attribute)),
                KeyedValue("AXAttributeValueArchiveKey", .object(builder.string(entry.text))),
            ]), at: entry.connector)
            return .object(entry.connector)
        }
    }
}
