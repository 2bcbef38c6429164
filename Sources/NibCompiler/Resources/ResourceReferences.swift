import NibDocument

/// An image or sound a document names (`<resources><image name="avatar"/>`), with the objects
/// that use it, so a missing file can be reported by object.
public struct ResourceReference: Sendable, Hashable {
    /// Images and sounds.
    public enum Kind: String, Sendable {
        case image, sound
    }

    /// The name, as `UIImage(named:)` takes it.
    public var name: String
    /// The kind.
    public var kind: Kind
    /// The ids of the objects whose attributes name it, in document order.
    public var objectIDs: [String]
}

extension InterfaceDocument {
    /// The images and sounds the document lists in `<resources>`, with the objects that use them.
    /// System images (`<image catalog="system">`, SF Symbols) are the system's, not the bundle's.
    public var resourceReferences: [ResourceReference] {
        guard let resources = root.child("resources") else { return [] }
        var references: [ResourceReference] = []
        for element in resources.children {
            guard let name = element["name"], element["catalog"] != "system" else { continue }
            switch element.name {
            case "image": references.append(ResourceReference(name: name, kind: .image, objectIDs: []))
            case "sound": references.append(ResourceReference(name: name, kind: .sound, objectIDs: []))
            default: continue
            }
        }
        guard !references.isEmpty else { return [] }
        var users: [String: [String]] = [:]
        func visit(_ element: Element, owner: String?) {
            guard element.name != "resources" else { return }
            let owner = element["id"] ?? owner
            for attribute in element.attributes where attribute.name.lowercased().contains("image") || attribute.name == "sound" {
                if let owner, !(users[attribute.value]?.contains(owner) ?? false) { users[attribute.value, default: []].append(owner) }
            }
            for child in element.children { visit(child, owner: owner) }
        }
        visit(root, owner: nil)
        return references.map { reference in
            var reference = reference
            reference.objectIDs = users[reference.name] ?? []
            return reference
        }
    }
}
