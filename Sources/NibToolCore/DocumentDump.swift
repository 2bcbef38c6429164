import NibLoading

/// The text `nibtool dump` prints for a document: the object tree, then the connections.
public enum DocumentDump {
    /// The object tree (class, id, label, indented by nesting) and the connections.
    public static func text(of document: InterfaceDocument) -> String {
        var lines: [String] = []
        lines.append("\(document.file): \(document.platform.rawValue) \(document.kind.rawValue), \(document.objects.count) objects, \(document.connections.count) connections")
        var children: [String?: [DocumentObject]] = [:]
        for object in document.objects { children[object.parentID, default: []].append(object) }
        func walk(_ parent: String?, depth: Int) {
            for object in children[parent] ?? [] {
                var line = String(repeating: "  ", count: depth + 1) + object.className
                if object.customClass != nil { line += " (\(object.standardClassName))" }
                line += " id=\(object.id)"
                if let key = object.key { line += " key=\(key)" }
                if let label = object.userLabel ?? label(of: object, in: document) { line += " \"\(ArchiveDump.truncated(label, label.utf8.count))\"" }
                if let placeholder = object.placeholder { line += " [\(describe(placeholder))]" }
                lines.append(line)
                walk(object.id, depth: depth + 1)
            }
        }
        if document.scenes.isEmpty {
            walk(nil, depth: 0)
        } else {
            // Top-level objects by id: each scene looks up its own (scanning them all for every
            // scene made 10,000 scenes 100 million checks).
            var topLevel: [String: DocumentObject] = [:]
            for object in children[nil] ?? [] where topLevel[object.id] == nil { topLevel[object.id] = object }
            for scene in document.scenes {
                lines.append("  scene \(scene.sceneID)" + (scene.title.map { " \"\(ArchiveDump.truncated($0, $0.utf8.count))\"" } ?? ""))
                var listed: Set<String> = []
                for id in scene.objectIDs where listed.insert(id).inserted {
                    guard let object = topLevel[id] else { continue }
                    lines.append("    \(object.className) id=\(object.id)" + (object.placeholder.map { " [\(describe($0))]" } ?? ""))
                    walk(object.id, depth: 2)
                }
            }
        }
        lines.append("connections:")
        for connection in document.connections {
            lines.append("  " + describe(connection))
        }
        return lines.joined(separator: "\n")
    }

    static func describe(_ placeholder: DocumentObject.Placeholder) -> String {
        switch placeholder {
        case .filesOwner: "File's Owner"
        case .firstResponder: "First Responder"
        case .application: "Application"
        case .exit: "Exit"
        case .external(let identifier): "External Object \(identifier)"
        }
    }

    static func describe(_ connection: Connection) -> String {
        let destination = connection.destinationID ?? "First Responder"
        switch connection.kind {
        case .outlet: return "outlet \(connection.sourceID).\(connection.label) -> \(destination)"
        case .outletCollection: return "outletCollection \(connection.sourceID).\(connection.label) += \(destination)"
        case .action(let event, let trigger):
            let detail = [event, trigger].compactMap { $0 }.joined(separator: ",")
            return "action \(connection.sourceID) -> \(destination).\(connection.label)" + (detail.isEmpty ? "" : " (\(detail))")
        case .segue(let kind, _, let relationship):
            return "segue \(kind)\(relationship.map { " \($0)" } ?? "") \(connection.sourceID) -> \(destination)" + (connection.label.isEmpty ? "" : " \"\(connection.label)\"")
        case .binding(let keyPath, _): return "binding \(connection.sourceID).\(connection.label) -> \(destination).\(keyPath)"
        }
    }

    /// The text IB would show for an object: its title, text or placeholder.
    static func label(of object: DocumentObject, in document: InterfaceDocument) -> String? {
        guard document.format == .document else { return nil }
        let element = document.element(at: object.path)
        return element["title"] ?? element["text"] ?? element["placeholder"]
    }
}
