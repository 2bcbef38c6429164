/// Builds the typed views of a legacy Xcode 3/4 `<archive>` document.
///
/// Such a file is an XML keyed archive of Interface Builder's own model. Objects are
/// elements with an archive `id`; the `IBObjectContainer` maps them to IB object ids
/// (`objectRecords`), lists the connections (`connectionRecords`) and the custom classes
/// (`flattenedProperties`, `"<objectID>.CustomClassName"`).
struct LegacyArchiveBuilder {
    let file: String
    let root: Element
    private var definitions: [String: ElementPath] = [:]

    init(file: String, root: Element) {
        self.file = file
        self.root = root
    }

    mutating func build() throws(DocumentError) -> InterfaceDocument {
        let (platform, kind) = try DocumentReader.platform(type: root["type"] ?? "", targetRuntime: nil, file: file, root: root)
        guard let dataIndex = root.children.firstIndex(where: { $0.name == "data" }) else {
            throw error("the legacy archive has no <data> element", at: root)
        }
        let data = root.children[dataIndex]
        indexDefinitions(data, path: ElementPath([dataIndex]))
        guard let container = data.child(key: "IBDocument.Objects") else {
            throw error("the legacy archive has no IBDocument.Objects container", at: data)
        }
        let properties = Self.flattenedProperties(container)
        let records = try objectRecords(container)
        let rootArchiveID = records.first { $0.objectID == "0" }?.archiveID
        var objectIDByArchiveID: [String: String] = [:]
        for record in records { objectIDByArchiveID[record.archiveID] = record.objectID }

        var objects: [DocumentObject] = []
        for record in records where record.objectID != "0" {
            guard let path = definitions[record.archiveID] else { continue }
            let element = root.descendant(at: path)
            let archivedClass = element["class"] ?? element.name
            let parentID = record.parentArchiveID.flatMap { $0 == rootArchiveID ? nil : objectIDByArchiveID[$0] }
            let customClass = properties["\(record.objectID).CustomClassName"]
            objects.append(
                DocumentObject(
                    id: record.objectID, elementName: archivedClass,
                    standardClassName: StandardClasses.className(forLegacyClass: archivedClass),
                    customClass: customClass, key: element["key"], parentID: parentID,
                    isTopLevel: record.parentArchiveID == rootArchiveID,
                    placeholder: placeholder(objectID: record.objectID, element: element, platform: platform),
                    path: path, location: location(of: element), userLabel: record.name))
        }
        let connections = try readConnections(container, objectIDs: objectIDByArchiveID)
        return InterfaceDocument(
            file: file, format: .legacyArchive, kind: kind, platform: platform, root: root, objects: objects,
            connections: connections, scenes: [], runtimeAttributes: [], resources: [])
    }

    private struct Record {
        var objectID: String
        var archiveID: String
        var parentArchiveID: String?
        var name: String?
    }

    private func objectRecords(_ container: Element) throws(DocumentError) -> [Record] {
        guard let ordered = container.child(key: "objectRecords")?.child(key: "orderedObjects") else {
            throw error("the legacy archive has no objectRecords", at: container)
        }
        return ordered.children.compactMap { record in
            guard let objectID = record.child(key: "objectID")?.text,
                let object = record.child(key: "object")
            else { return nil }
            let archiveID = object["ref"] ?? object["id"] ?? ""
            let parent = record.child(key: "parent")
            return Record(objectID: objectID, archiveID: archiveID, parentArchiveID: parent?["ref"] ?? parent?["id"], name: record.child(key: "objectName")?.text)
        }
    }

    private func readConnections(_ container: Element, objectIDs: [String: String]) throws(DocumentError) -> [Connection] {
        guard let list = container.child(key: "connectionRecords"), let listPath = findPath(of: list) else { return [] }
        var connections: [Connection] = []
        for (index, record) in list.children.enumerated() {
            guard let connection = record.child(key: "connection") else { continue }
            let label = connection.child(key: "label")?.text ?? ""
            // An AppKit action records its receiver as the source and the control sending it as the
            // destination; a nib's connector (and this model) has them the other way round (viraptor/ibtool's
            // archive.py; Xcode 3's MainMenu.xib: `terminate:` from the Application to the Quit item).
            let flipped = connection["class"] == "IBActionConnection"
            let ends = flipped ? ("destination", "source") : ("source", "destination")
            guard let sourceRef = reference(connection.child(key: ends.0)), let source = objectIDs[sourceRef] else { continue }
            let destination = reference(connection.child(key: ends.1)).flatMap { objectIDs[$0] }
            let kind: Connection.Kind
            switch connection["class"] ?? "" {
            case "IBCocoaTouchOutletConnection", "IBOutletConnection": kind = .outlet
            case "IBCocoaTouchOutletCollectionConnection":
                kind = .outletCollection(collectionClass: nil, appends: false)
            case "IBCocoaTouchEventConnection":
                let eventType = Int(connection.child(key: "IBEventType")?.text ?? "")
                kind = .action(eventType: eventType.flatMap(Self.eventName), trigger: nil)
            case "IBActionConnection": kind = .action(eventType: nil, trigger: nil)
            case "IBBindingConnection":
                let connector = connection.child(key: "connector")
                let keyPath = connector?.child(key: "NSKeyPath")?.text ?? ""
                kind = .binding(keyPath: keyPath, options: [])
            default: continue
            }
            let bindingName = connection.child(key: "connector")?.child(key: "NSBinding")?.text
            let path = listPath.appending(index)
            connections.append(Connection(id: record.child(key: "connectionID")?.text, kind: kind, sourceID: source, destinationID: destination, label: bindingName ?? label, location: location(of: record), path: path))
        }
        return connections
    }

    /// Legacy event numbers are UIControlEvents bit positions.
    static func eventName(_ bit: Int) -> String? {
        let names = [
            0: "touchDown", 1: "touchDownRepeat", 2: "touchDragInside", 3: "touchDragOutside", 4: "touchDragEnter",
            5: "touchDragExit", 6: "touchUpInside", 7: "touchUpOutside", 8: "touchCancel", 12: "valueChanged",
            13: "primaryActionTriggered", 16: "editingDidBegin", 17: "editingChanged", 18: "editingDidEnd", 19: "editingDidEndOnExit",
        ]
        return names[bit]
    }

    private func placeholder(objectID: String, element: Element, platform: Platform) -> DocumentObject.Placeholder? {
        if element["class"] == "IBProxyObject" {
            switch element.child(key: "IBProxiedObjectIdentifier")?.text {
            case "IBFilesOwner": return .filesOwner
            case "IBFirstResponder": return .firstResponder
            case let identifier?: return .external(identifier)
            case nil: return nil
            }
        }
        guard platform == .macOS else { return nil }
        switch objectID {
        case "-2": return .filesOwner
        case "-1": return .firstResponder
        case "-3": return .application
        default: return nil
        }
    }

    private static func flattenedProperties(_ container: Element) -> [String: String] {
        var properties: [String: String] = [:]
        guard let dictionary = container.child(key: "flattenedProperties") else { return properties }
        // Three shapes across IB 3 and 4: keyed entries, parallel dict.sortedKeys/dict.values, NS.key.N/NS.object.N.
        if let keys = dictionary.child(key: "dict.sortedKeys"), let values = dictionary.child(key: "dict.values") {
            let keyTexts = keys.children.filter { $0["key"] == nil }.map(\.text)
            let valueElements = values.children.filter { $0["key"] == nil }
            for (key, value) in zip(keyTexts, valueElements) where value.name == "string" { properties[key] = value.text }
            return properties
        }
        for entry in dictionary.children where entry.name == "string" {
            guard let key = entry["key"] else { continue }
            if key.hasPrefix("NS.key."), let value = dictionary.child(key: "NS.object." + key.dropFirst(7)) {
                properties[entry.text] = value.text
            } else if !key.hasPrefix("NS.object.") {
                properties[key] = entry.text
            }
        }
        return properties
    }

    private func reference(_ element: Element?) -> String? {
        guard let element else { return nil }
        return element["ref"] ?? element["id"]
    }

    private mutating func indexDefinitions(_ element: Element, path: ElementPath) {
        for (index, child) in element.children.enumerated() {
            let childPath = path.appending(index)
            if let id = child["id"], definitions[id] == nil { definitions[id] = childPath }
            indexDefinitions(child, path: childPath)
        }
    }

    private func findPath(of target: Element) -> ElementPath? {
        var stack: [(Element, ElementPath)] = [(root, ElementPath([]))]
        while let (element, path) = stack.popLast() {
            if element.line == target.line && element.column == target.column && element.name == target.name { return path }
            for (index, child) in element.children.enumerated() { stack.append((child, path.appending(index))) }
        }
        return nil
    }


    private func location(of element: Element) -> SourceLocation {
        SourceLocation(file: file, line: element.line, column: element.column)
    }

    private func error(_ message: String, at element: Element) -> DocumentError {
        DocumentError(code: .notAnInterfaceDocument, message: message, location: location(of: element))
    }
}
