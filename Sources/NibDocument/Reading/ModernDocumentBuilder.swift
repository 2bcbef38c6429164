import Foundation

/// Builds the typed views (objects, connections, scenes…) of an Xcode 5+ `<document>`.
struct ModernDocumentBuilder {
    let file: String
    let root: Element
    private var flavour: Flavour = .uiKit
    private var objects: [DocumentObject] = []
    private var connections: [Connection] = []
    private var scenes: [Scene] = []
    private var runtimeAttributes: [RuntimeAttribute] = []
    private var resources: [Resource] = []
    private var seenIDs: [String: SourceLocation] = [:]

    /// Elements that carry an `id` but are not objects.
    static let connectionElements: Set<String> = ["outlet", "outletCollection", "action", "segue", "binding", "accessibilityConnection"]
    private static let nonObjectElements: Set<String> = connectionElements.union(["scene", "document", "include", "exclude"])

    init(file: String, root: Element) {
        self.file = file
        self.root = root
    }

    mutating func build() throws(DocumentError) -> InterfaceDocument {
        let (platform, kind) = try DocumentReader.platform(type: root["type"] ?? "", targetRuntime: root["targetRuntime"], file: file, root: root)
        flavour = platform.flavour
        for (index, child) in root.children.enumerated() {
            let path = ElementPath([index])
            switch child.name {
            case "objects": try walkChildren(of: child, path: path, parentID: nil, sceneID: nil, isObjectList: true)
            case "scenes": try readScenes(child, path: path)
            case "resources": readResources(child, path: path)
            default: break
            }
        }
        try checkReferences()
        return InterfaceDocument(
            file: file, format: .document, kind: kind, platform: platform, root: root, objects: objects,
            connections: connections, scenes: scenes, runtimeAttributes: runtimeAttributes, resources: resources)
    }

    private mutating func readScenes(_ element: Element, path: ElementPath) throws(DocumentError) {
        for (index, scene) in element.children.enumerated() where scene.name == "scene" {
            let scenePath = path.appending(index)
            let sceneID = scene["sceneID"] ?? "scene-\(index)"
            let firstObject = objects.count
            for (childIndex, child) in scene.children.enumerated() where child.name == "objects" {
                try walkChildren(of: child, path: scenePath.appending(childIndex), parentID: nil, sceneID: sceneID, isObjectList: true)
            }
            let sceneObjects = objects[firstObject...].filter { $0.isTopLevel }
            let controller = sceneObjects.first { object in
                guard object.placeholder == nil || object.placeholder == .application else { return false }
                let role = root.descendant(at: object.path)["sceneMemberID"]
                return role == "viewController" || role == "windowController"
            }
            let title = scene.leadingComments.last?.trimmingCharacters(in: .whitespaces)
            scenes.append(Scene(sceneID: sceneID, title: title, objectIDs: sceneObjects.map(\.id), controllerID: controller?.id, path: scenePath))
        }
    }


    private mutating func readResources(_ element: Element, path: ElementPath) {
        for (index, child) in element.children.enumerated() {
            if let name = child["name"] { resources.append(Resource(kind: child.name, name: name, path: path.appending(index))) }
        }
    }

    private mutating func walkChildren(of element: Element, path: ElementPath, parentID: String?, sceneID: String?, isObjectList: Bool) throws(DocumentError) {
        for (index, child) in element.children.enumerated() {
            try walk(child, path: path.appending(index), parentID: parentID, sceneID: sceneID, isTopLevel: isObjectList, container: element.name)
        }
    }

    private mutating func walk(_ element: Element, path: ElementPath, parentID: String?, sceneID: String?, isTopLevel: Bool, container: String) throws(DocumentError) {
        let location = SourceLocation(file: file, line: element.line, column: element.column)
        if container == "connections", Self.connectionElements.contains(element.name) {
            if let parentID { try readConnection(element, sourceID: parentID, path: path, location: location) }
            return
        }
        if element.name == "userDefinedRuntimeAttribute", let parentID {
            let keyPath = element["keyPath"] ?? ""
            runtimeAttributes.append(RuntimeAttribute(objectID: parentID, keyPath: keyPath, type: element["type"] ?? "string", path: path, location: location))
            return
        }
        var currentParent = parentID
        if let id = element["id"], !Self.nonObjectElements.contains(element.name) {
            if let previous = seenIDs[id] {
                throw DocumentError(code: .badReference, message: "the id '\(id)' is used twice (first at line \(previous.line)); ids must be unique", location: location)
            }
            seenIDs[id] = location
            objects.append(
                DocumentObject(
                    id: id, elementName: element.name,
                    standardClassName: StandardClasses.className(forElement: element.name, flavour: flavour),
                    customClass: element["customClass"], customModule: element["customModule"],
                    customModuleProvider: element["customModuleProvider"], key: element["key"], parentID: parentID,
                    isTopLevel: isTopLevel, placeholder: placeholder(of: element, id: id, sceneID: sceneID),
                    sceneID: sceneID, path: path, location: location, userLabel: element["userLabel"]))
            currentParent = id
        }
        for (index, child) in element.children.enumerated() {
            try walk(child, path: path.appending(index), parentID: currentParent, sceneID: sceneID, isTopLevel: false, container: element.name)
        }
    }

    private func placeholder(of element: Element, id: String, sceneID: String?) -> DocumentObject.Placeholder? {
        switch element.name {
        case "placeholder":
            switch element["placeholderIdentifier"] {
            case "IBFilesOwner": return .filesOwner
            case "IBFirstResponder": return .firstResponder
            case let identifier?: return .external(identifier)
            case nil: return element["sceneMemberID"] == "firstResponder" ? .firstResponder : .external(id)
            }
        case "exit": return .exit
        case "application" where sceneID != nil: return .application
        case "customObject":
            if element["sceneMemberID"] == "firstResponder" { return .firstResponder }
            guard flavour == .appKit, sceneID == nil else { return nil }
            switch id {
            case "-2": return .filesOwner
            case "-1": return .firstResponder
            case "-3": return .application
            default: return nil
            }
        default: return nil
        }
    }

    private mutating func readConnection(_ element: Element, sourceID: String, path: ElementPath, location: SourceLocation) throws(DocumentError) {
        let kind: Connection.Kind
        var destination = element["destination"]
        var label = element["property"] ?? ""
        switch element.name {
        case "outlet":
            kind = .outlet
        case "outletCollection":
            kind = .outletCollection(collectionClass: element["collectionClass"], appends: element["appends"] == "YES")
        case "action":
            label = element["selector"] ?? ""
            if flavour == .appKit || element["target"] != nil { destination = element["target"] ?? destination }
            kind = .action(eventType: element["eventType"], trigger: element["trigger"])
        case "segue":
            label = element["identifier"] ?? ""
            kind = .segue(kind: element["kind"] ?? "show", identifier: element["identifier"], relationship: element["relationship"])
        case "binding":
            label = element["name"] ?? ""
            kind = .binding(keyPath: element["keyPath"] ?? "", options: Self.bindingOptions(element))
        default:
            // accessibilityConnection and future kinds: kept in the tree, not typed.
            return
        }
        if label.isEmpty, element.name != "segue" {
            throw DocumentError(code: .invalidValue, message: "<\(element.name)> has no \(element.name == "action" ? "selector" : "property") attribute", location: location)
        }
        connections.append(Connection(id: element["id"], kind: kind, sourceID: sourceID, destinationID: destination, label: label, location: location, path: path))
    }

    static func bindingOptions(_ element: Element) -> [BindingOption] {
        guard let dictionary = element.child("dictionary", key: "options") else { return [] }
        return dictionary.children.compactMap { child in
            guard let key = child["key"] else { return nil }
            return BindingOption(key: key, value: TypedValue(element: child))
        }
    }

    /// Every destination must name an object of the document (`-1`, `-2`, `-3` placeholders included).
    private func checkReferences() throws(DocumentError) {
        for connection in connections {
            if let destination = connection.destinationID, seenIDs[destination] == nil {
                if case .segue = connection.kind { continue }  // storyboard references may point outside
                throw DocumentError(
                    code: .badReference,
                    message: "connection '\(connection.label)' names destination '\(destination)', which is no object of this document",
                    location: connection.location)
            }
        }
    }
}

extension TypedValue {
    /// The value of a typed element (`<bool>`, `<integer>`, `<real>`, `<string>`, `<nil>`).
    public init(element: Element) {
        switch element.name {
        case "bool", "boolean": self = .bool(element["value"] == "YES")
        case "integer", "int": self = .integer(Int(element["value"] ?? element.text) ?? 0)
        case "real", "double", "float": self = .real(Double(element["value"] ?? element.text) ?? 0)
        case "nil": self = .null
        default: self = .string(element["value"] ?? element.text)
        }
    }
}
