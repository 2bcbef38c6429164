import NibArchive
import NibDocument
import NibRuntime

/// What a decoded archive holds, whichever framework's schema it uses: the objects, the
/// connection operations in archive order, and what to awaken and show.
struct NibContents {
    /// The schema's flavour: UIKit's `UINib…Key`s or AppKit's `NSIBObjectData`.
    var schema: Flavour
    var topLevelObjects: [AnyObject] = []
    /// Objects that may receive `awakeFromNib()` under the schema's own rules, in order (AppKit's).
    var documentObjects: [AnyObject] = []
    /// The same for UIKit: the archive index of its objects list, whose members the loader
    /// reads through the decoder, lent, instead of holding a second reference to every object
    /// (or an array of their indexes).
    var documentObjectList: Int?
    var operations: [ConnectionOperation] = []
    var visibleWindows: [AnyObject] = []
    /// UIKit's accessibility configurations, applied once the objects are connected.
    var accessibilityConfigurations: [UIRuntimeAccessibilityConfiguration] = []
}

/// One thing the loader does to connect the graph.
enum ConnectionOperation {
    case outlet(source: AnyObject?, label: String, destination: AnyObject?)
    case outletCollection(source: AnyObject?, label: String, members: [AnyObject], appends: Bool)
    case action(source: AnyObject?, selector: String, target: AnyObject?, eventMask: Int, trigger: String?)
    case binding(source: AnyObject?, name: String, destination: AnyObject?, keyPath: String, options: [String: Any])
    case runtimeAttribute(object: AnyObject?, keyPath: String, value: Any?)
    /// A UIKit outlet or action whose record was prepared: its ends by archive index, read
    /// through the decoder when it is connected (and its label, from the decoder's table).
    case prepared(PreparedConnectionIndexes)

    var isOutlet: Bool {
        switch self {
        case .outlet, .outletCollection: true
        case .prepared(let connection): connection.eventMask == nil
        default: false
        }
    }

    var isAction: Bool {
        switch self {
        case .action: true
        case .prepared(let connection): connection.eventMask != nil
        default: false
        }
    }

    var isRuntimeAttribute: Bool {
        if case .runtimeAttribute = self { return true }
        return false
    }

    /// The outlet, selector, binding or key path (a prepared record's from the decoder).
    func label(_ decoder: NibDecoder) -> String {
        switch self {
        case .outlet(_, let label, _), .outletCollection(_, let label, _, _): label
        case .action(_, let selector, _, _, _): selector
        case .binding(_, let name, _, _, _): name
        case .runtimeAttribute(_, let keyPath, _): keyPath
        case .prepared(let connection): decoder.label(of: connection)
        }
    }
}

extension NibContents {
    /// Decodes UIKit's root keys in UIKit's order.
    /// (Connection records are read first, as each record decodes its ends; a prepared record is
    /// read without making a record object.)
    static func decodeUIKit(_ decoder: NibDecoder) -> NibContents {
        // (Each part in a local, the contents made from them at the end: a value built up in
        // place is copied out whole when returned.)
        var operations: [ConnectionOperation] = []
        if let records = decoder.collectionIndex(forKey: "UINibConnectionsKey") {
            let members = decoder.members(ofCollectionAt: records)
            let count = members.maximumCount
            if count > 0 { operations.reserveCapacity(count) }
            for index in members {
                if let connection = decoder.preparedConnectionIndexes(at: index) {
                    operations.append(.prepared(connection))
                } else if let record = decoder.objectReference(at: index) {
                    appendOperations(for: record, to: &operations)
                }
            }
        }
        let topLevelObjects = decoder.decodeObjectReferences(forKey: "UINibTopLevelObjectsKey")
        let visibleWindows = decoder.decodeObjectReferences(forKey: "UINibVisibleWindowsKey")
        let documentObjectList = decoder.collectionIndex(forKey: "UINibObjectsKey")
        if let documentObjectList {
            for index in decoder.members(ofCollectionAt: documentObjectList) { decoder.decode(at: index) }
        }
        var accessibilityConfigurations: [UIRuntimeAccessibilityConfiguration] = []
        for configuration in decoder.decodeObjectReferences(forKey: "UINibAccessibilityConfigurationsKey") {
            if let configuration = configuration as? UIRuntimeAccessibilityConfiguration { accessibilityConfigurations.append(configuration) }
        }
        // Runtime attributes come first in the list (their records are decoded last).
        let pairs = decoder.decodeObjectReferences(forKey: "UINibKeyValuePairsKey")
        if !pairs.isEmpty {
            let attributes: [ConnectionOperation] = pairs.compactMap { pair in
                (pair as? UINibKeyValuePair).map { .runtimeAttribute(object: $0.object, keyPath: $0.keyPath, value: $0.value) }
            }
            operations.insert(contentsOf: attributes, at: 0)
        }
        return NibContents(schema: .uiKit, topLevelObjects: consume topLevelObjects, documentObjectList: documentObjectList, operations: consume operations,
                           visibleWindows: consume visibleWindows, accessibilityConfigurations: consume accessibilityConfigurations)
    }

    /// Decodes AppKit's `IB.objectdata`: every object first, then the connectors.
    static func decodeAppKit(_ decoder: NibDecoder, owner: AnyObject) -> NibContents {
        var contents = NibContents(schema: .appKit)
        guard let data = decoder.decodeObject(forKey: "IB.objectdata") as? NSIBObjectData else { return contents }
        for (object, parent) in zip(data.objects, data.parents) where parent === owner {
            contents.topLevelObjects.append(object)
        }
        contents.documentObjects = data.objects
        contents.visibleWindows = data.visibleWindows
        var collections: [String: Int] = [:]
        for connection in data.connections {
            if let outlet = connection as? NSNibOutletConnector, outlet.isCollectionMember, let destination = outlet.destination {
                let key = "\(ObjectIdentifier(outlet.source ?? owner)).\(outlet.label)"
                if let index = collections[key], case .outletCollection(let source, let label, let members, let appends) = contents.operations[index] {
                    contents.operations[index] = .outletCollection(source: source, label: label, members: members + [destination], appends: appends)
                } else {
                    collections[key] = contents.operations.count
                    contents.operations.append(.outletCollection(source: outlet.source, label: outlet.label, members: [destination], appends: false))
                }
                continue
            }
            appendOperations(for: connection, to: &contents.operations)
        }
        // A view's accessibility description is its label, its AXIdentifier its identifier
        // (NibKit's own schema keeps both on the view's NSAccessibility).
        for case let connector as NSNibAXAttributeConnector in data.accessibilityConnectors {
            switch connector.attribute {
            case "AXDescription": (connector.destination as? NibObject)?.accessibilityLabel = connector.value as? String
            case "AXIdentifier": (connector.destination as? NibObject)?.accessibilityIdentifier = connector.value as? String
            default: break
            }
        }
        return contents
    }

    /// Appends what a connection record does (one operation, or one per runtime attribute) to `operations`.
    private static func appendOperations(for record: AnyObject, to operations: inout [ConnectionOperation]) {
        switch record {
        case let outlet as UIRuntimeOutletCollectionConnection:
            operations.append(.outletCollection(source: outlet.source, label: outlet.label, members: outlet.members, appends: outlet.appends))
        case let event as UIRuntimeEventConnection:
            operations.append(.action(source: event.source, selector: event.label, target: event.destination, eventMask: event.eventMask, trigger: nil))
        case let outlet as UIRuntimeOutletConnection:
            operations.append(.outlet(source: outlet.source, label: outlet.label, destination: outlet.destination))
        case let outlet as NSNibOutletConnector:
            operations.append(.outlet(source: outlet.source, label: outlet.label, destination: outlet.destination))
        case let auxiliary as NSNibAuxiliaryActionConnector:
            operations.append(.action(source: auxiliary.source, selector: auxiliary.label, target: auxiliary.destination, eventMask: 0, trigger: auxiliary.trigger))
        case let action as NSNibControlConnector:
            operations.append(.action(source: action.source, selector: action.label, target: action.destination, eventMask: 0, trigger: nil))
        case let binding as NSNibBindingConnector:
            operations.append(.binding(source: binding.source, name: binding.binding, destination: binding.destination, keyPath: binding.keyPath, options: binding.options))
        case let attributes as NSIBUserDefinedRuntimeAttributesConnector:
            for (keyPath, value) in zip(attributes.keyPaths, attributes.values) { operations.append(.runtimeAttribute(object: attributes.object, keyPath: keyPath, value: value)) }
        case let help as NSIBHelpConnector where help.file == "NSToolTipHelpKey":
            operations.append(.runtimeAttribute(object: help.destination, keyPath: "toolTip", value: help.marker))
        default:
            break
        }
    }
}
