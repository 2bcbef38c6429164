import NibArchive
import NibDocument

/// The UIKit nib root: `UINibTopLevelObjectsKey`, `UINibObjectsKey`, `UINibConnectionsKey` and the rest.
extension Compilation {
    mutating func writeUIKitRoot() throws(CompileError) {
        let topLevelObjects = objects.filter(\.isTopLevel)
        var topLevel: [ArchiveValue] = topLevelObjects.compactMap { reference(to: $0.id) }
        var all: [ArchiveValue] = []
        if let owner = cut.sceneOwnerIndex {
            topLevel = uiKitSceneTopLevel(owner: owner, topLevel)
            all = topLevel
        }
        var listed = Set(all)
        for object in uiKitObjectOrder() {
            if let reference = reference(to: object.id), listed.insert(reference).inserted { all.append(reference) }
        }
        if let placeholder = cut.uiKitControllerPlaceholderIndex {
            let after = uiKitControllerPlaceholderPredecessor(in: topLevelObjects)
            topLevel.insert(.object(placeholder), at: after.flatMap { topLevel.firstIndex(of: $0) }.map { $0 + 1 } ?? topLevel.count)
            all.insert(.object(placeholder), at: after.flatMap { all.firstIndex(of: $0) }.map { $0 + 1 } ?? all.count)
        }
        // The segue templates close the object list, in the order the controller lists them
        // (the calabash TestApp's Main.storyboardc, compiled by Apple's ibtool).
        all += cut.segueTemplateOrder.map { .object($0.index) }
        let visibleWindows: [ArchiveValue] = objects.compactMap { object in
            guard object.elementName == "window", document.element(at: object.path)["visibleAtLaunch"] == "YES" else { return nil }
            return reference(to: object.id)
        }
        let connections = try uiKitConnections()
        let keyValuePairs = try uiKitKeyValuePairs()
        let root = [
            KeyedValue("UINibTopLevelObjectsKey", .object(builder.array(topLevel))),
            KeyedValue("UINibObjectsKey", .object(builder.array(all))),
            KeyedValue("UINibConnectionsKey", .object(builder.array(connections))),
            KeyedValue("UINibVisibleWindowsKey", .object(builder.array(visibleWindows))),
            KeyedValue("UINibAccessibilityConfigurationsKey", .object(builder.array(uiKitAccessibilityConfigurations()))),
            KeyedValue("UINibKeyValuePairsKey", .object(builder.array(keyValuePairs))),
            KeyedValue("UINibTraitStorageListsKey", .object(builder.array([]))),
        ]
        for value in root { builder.append(value, to: 0) }
    }

    /// The top-level object a view nib lists its controller's placeholder after: the last of the
    /// view, File's Owner, First Responder and the upstream objects before the controller.
    private func uiKitControllerPlaceholderPredecessor(in topLevel: [DocumentObject]) -> ArchiveValue? {
        let upstream = Set(cut.upstreamOrder)
        let before = Set(cut.upstreamOrder.prefix { $0 != cut.controllerPlaceholder?.id })
        let last = topLevel.last { !upstream.contains($0.id) || $0.id == cut.controllerPlaceholder?.id || before.contains($0.id) }
        return reference(to: last?.id)
    }

    /// A storyboard scene nib's top-level objects in ibtool's order: the inlined children's
    /// storyboard placeholders (last child first), the scene's controller, File's Owner (the scene
    /// owner that receives it), the scene's other top-level objects in document order (First
    /// Responder…), then the controller's storyboard placeholder (`UIStoryboardPlaceholder`).
    /// Source: Apple-compiled iOS storyboards in ../shared/corpus (calabash TestApp's
    /// `LaunchScreen.storyboardc` and `Main.storyboardc` scene nibs); the object list begins the same way.
    private func uiKitSceneTopLevel(owner: Int, _ documentTopLevel: [ArchiveValue]) -> [ArchiveValue] {
        let controller = scene?.controllerID.flatMap { reference(to: $0) }
        var order = cut.inlinedStoryboardPlaceholders.reversed().map { ArchiveValue.object($0.index) }
        order += controller.map { [$0] } ?? []
        order.append(.object(owner))
        order += documentTopLevel.filter { $0 != controller }
        if let storyboard = cut.storyboardPlaceholderIndex { order.append(.object(storyboard)) }
        return order
    }

    /// The document's objects in the order of UIKit's object list (`UINibObjectsKey`), which is
    /// also the order `awakeFromNib()` reaches them: the top-level objects in document order,
    /// then breadth first, each object's constraints before its other children (the calabash
    /// nibs: a view, its constraints, its subviews, then their constraints and subviews).
    func uiKitObjectOrder() -> [DocumentObject] {
        var children: [String: [DocumentObject]] = [:]
        var order: [DocumentObject] = []
        for object in objects {
            if let parent = object.parentID, !object.isTopLevel {
                children[parent, default: []].append(object)
            } else {
                order.append(object)
            }
        }
        var next = 0
        while next < order.count {
            let members = children[order[next].id] ?? []
            order += members.filter { $0.elementName == "constraint" } + members.filter { $0.elementName != "constraint" }
            next += 1
        }
        // Objects no parent chain reaches from the top level keep their place at the end.
        if order.count < objects.count {
            let listed = Set(order.map(\.id))
            order += objects.filter { !listed.contains($0.id) }
        }
        return order
    }

    /// Event connections first, then outlets and collections; each group sorted by label, as ibtool writes them.
    private mutating func uiKitConnections() throws(CompileError) -> [ArchiveValue] {
        var events: [(String, ArchiveValue)] = []
        var outlets: [(String, ArchiveValue)] = []
        var collections: [String: (source: String, members: [ArchiveValue], connection: Connection)] = [:]
        var collectionOrder: [String] = []
        for connection in connections {
            guard let source = archiveIndex.connectionEndOverrides[connection.sourceID].map({ ArchiveValue.object($0) }) ?? reference(to: connection.sourceID) else { continue }
            switch connection.kind {
            case .outlet:
                guard let destination = try destinationReference(connection) else { continue }
                let index = builder.add(ArchivedObject(className: "UIRuntimeOutletConnection", values: [
                    KeyedValue("UILabel", .object(builder.string(connection.label))),
                    KeyedValue("UISource", source), KeyedValue("UIDestination", destination),
                ]))
                outlets.append((connection.label, .object(index)))
            case .outletCollection:
                guard let destination = try destinationReference(connection) else { continue }
                let key = connection.sourceID + "\u{0}" + connection.label
                if collections[key] == nil { collectionOrder.append(key); collections[key] = (connection.sourceID, [], connection) }
                collections[key]?.members.append(destination)
            case .action(let eventType, _):
                let mask = eventType.flatMap { KeyTables.controlEventBits[$0] }.map { 1 << $0 } ?? 0
                var values = [
                    KeyedValue("UILabel", .object(builder.string(connection.label))), KeyedValue("UISource", source),
                ]
                if let destination = try destinationReference(connection) { values.append(KeyedValue("UIDestination", destination)) }
                values.append(KeyedValue("UIEventMask", .int(mask)))
                events.append((connection.label, .object(builder.add(ArchivedObject(className: "UIRuntimeEventConnection", values: values)))))
            case .segue, .binding:
                continue
            }
            archiveIndex.connectionCount += 1
        }
        for key in collectionOrder {
            guard let collection = collections[key],
                let source = archiveIndex.connectionEndOverrides[collection.source].map({ ArchiveValue.object($0) }) ?? reference(to: collection.source)
            else { continue }
            var collectionClass = "NSArray"
            var appends = false
            if case .outletCollection(let named, let appendsFlag) = collection.connection.kind {
                collectionClass = named ?? "NSArray"
                appends = appendsFlag
            }
            let index = builder.add(ArchivedObject(className: "UIRuntimeOutletCollectionConnection", values: [
                KeyedValue("UILabel", .object(builder.string(collection.connection.label))),
                KeyedValue("UISource", source),
                KeyedValue("UIDestination", .object(builder.array(collection.members))),
                KeyedValue("runtimeCollectionClassName", .object(builder.string(collectionClass))),
                KeyedValue("addsContentToExistingCollection", .bool(appends)),
            ]))
            outlets.append((collection.connection.label, .object(index)))
        }
        if let (controllerID, viewID) = cut.ownerViewOutlet, let owner = reference(to: controllerID), let view = reference(to: viewID) {
            let index = builder.add(ArchivedObject(className: "UIRuntimeOutletConnection", values: [
                KeyedValue("UILabel", .object(builder.string("view"))), KeyedValue("UISource", owner), KeyedValue("UIDestination", view),
            ]))
            outlets.append(("view", .object(index)))
            archiveIndex.connectionCount += 1
        }
        if let owner = cut.sceneOwnerIndex, let controller = scene?.controllerID, let destination = reference(to: controller) {
            let index = builder.add(ArchivedObject(className: "UIRuntimeOutletConnection", values: [
                KeyedValue("UILabel", .object(builder.string("sceneViewController"))),
                KeyedValue("UISource", .object(owner)), KeyedValue("UIDestination", destination),
            ]))
            outlets.append(("sceneViewController", .object(index)))
            archiveIndex.connectionCount += 1
            // Each controller of the nib reaches the storyboard through a placeholder of its own.
            var placeholders = cut.storyboardPlaceholderIndex.map { [(controllerID: controller, index: $0)] } ?? []
            placeholders += cut.inlinedStoryboardPlaceholders
            for (controllerID, storyboard) in placeholders {
                guard let source = reference(to: controllerID), let object = document.object(id: controllerID), Self.isStoryboardViewController(object) else { continue }
                let link = builder.add(ArchivedObject(className: "UIRuntimeOutletConnection", values: [
                    KeyedValue("UILabel", .object(builder.string("storyboard"))),
                    KeyedValue("UISource", source), KeyedValue("UIDestination", .object(storyboard)),
                ]))
                outlets.append(("storyboard", .object(link)))
                archiveIndex.connectionCount += 1
            }
        }
        // Each segue template's `viewController` outlet to the controller it belongs to (the calabash
        // TestApp's Main.storyboardc, compiled by Apple's ibtool); UIKit's template keeps it weakly.
        for (template, controller) in cut.segueTemplateOrder {
            guard let source = reference(to: controller) else { continue }
            let index = builder.add(ArchivedObject(className: "UIRuntimeOutletConnection", values: [
                KeyedValue("UILabel", .object(builder.string("viewController"))),
                KeyedValue("UISource", .object(template)), KeyedValue("UIDestination", source),
            ]))
            outlets.append(("viewController", .object(index)))
            archiveIndex.connectionCount += 1
        }
        for trigger in segueTriggerConnections() { events.append(("perform:", trigger)) }
        let byLabel: ((String, ArchiveValue), (String, ArchiveValue)) -> Bool = { $0.0 < $1.0 }
        return events.sorted(by: byLabel).map(\.1) + outlets.sorted(by: byLabel).map(\.1)
    }

    /// The destination of a connection; First Responder's proxy where the document says so.
    mutating func destinationReference(_ connection: Connection) throws(CompileError) -> ArchiveValue? {
        guard let id = connection.destinationID else { return nil }
        if let override = archiveIndex.connectionEndOverrides[id] { return .object(override) }
        if let reference = reference(to: id) { return reference }
        if let target = document.object(id: id), target.placeholder == .firstResponder { return nil }
        notice("connection '\(connection.label)' names object \(id), which is not in this nib; the connection is dropped", at: connection.location)
        return nil
    }

    /// User-defined runtime attributes as `UINibKeyValuePair` objects, in document order; with
    /// Apple's schema, first each switch's frame, which ibtool sets again after decoding (a
    /// switch's decoder gives it UIKit's own size).
    private mutating func uiKitKeyValuePairs() throws(CompileError) -> [ArchiveValue] {
        var pairs: [ArchiveValue] = []
        if writesAppleOnlyKeys, document.format == .document {
            for object in objects where object.elementName == "switch" {
                guard let reference = reference(to: object.id), let frame = document.element(at: object.path).child("rect", key: "frame") else { continue }
                let value = archivedGeometryValue("rect", Self.numbers(frame, ["x", "y", "width", "height"]))
                pairs.append(.object(builder.add(ArchivedObject(className: "UINibKeyValuePair", values: [
                    KeyedValue("UIObject", reference), KeyedValue("UIValue", .object(value)), KeyedValue("UIKeyPath", .object(builder.string("frame"))),
                ]))))
            }
        }
        for attribute in document.runtimeAttributes {
            guard let object = reference(to: attribute.objectID) else { continue }
            let value = try runtimeAttributeValue(attribute)
            pairs.append(.object(builder.add(ArchivedObject(className: "UINibKeyValuePair", values: [
                KeyedValue("UIObject", object), KeyedValue("UIKeyPath", .object(builder.string(attribute.keyPath))),
                KeyedValue("UIValue", value),
            ]))))
            archiveIndex.connectionCount += 1
        }
        return pairs
    }

    /// The value of a runtime attribute as an object: NSNumber, NSString, NSValue, colour, image.
    mutating func runtimeAttributeValue(_ attribute: RuntimeAttribute) throws(CompileError) -> ArchiveValue {
        let element = document.element(at: attribute.path)
        let valueChild = element.child(key: "value")
        switch attribute.type {
        case "boolean": return .object(builder.number(.bool(element["value"] == "YES")))
        case "number":
            if let child = valueChild, child.name == "integer" { return .object(builder.number(.int(Int(child["value"] ?? "") ?? 0))) }
            // IB keeps the number as it was typed: a `<real>` is a double even when whole, a
            // `<bool>` a boolean (viraptor/ibtool's runtime attributes parser).
            if let child = valueChild, ["real", "double", "float"].contains(child.name) {
                return .object(builder.number(.double(Double(child["value"] ?? "") ?? 0)))
            }
            if let child = valueChild, ["bool", "boolean"].contains(child.name) { return .object(builder.number(.bool(child["value"] == "YES"))) }
            let raw = valueChild?["value"] ?? element["value"] ?? "0"
            if let integer = Int(raw) { return .object(builder.number(.int(integer))) }
            return .object(builder.number(.double(Double(raw) ?? 0)))
        case "string", "localizedString": return .object(builder.string(element["value"] ?? valueChild.map(Self.text) ?? ""))
        case "nil": return .null
        case "image":
            let name = element["value"] ?? valueChild?["value"] ?? ""
            return .object(imagePlaceholder(name))
        case "color":
            guard let child = valueChild else { return .null }
            return encodeColor(child)
        case "point", "size", "rect", "range":
            guard let child = valueChild else { return .null }
            let numbers: [Double]
            switch attribute.type {
            case "point": numbers = Self.numbers(child, ["x", "y"])
            case "size": numbers = Self.numbers(child, ["width", "height"])
            case "range": numbers = Self.numbers(child, ["location", "length"])
            default: numbers = Self.numbers(child, ["x", "y", "width", "height"])
            }
            return .object(archivedGeometryValue(attribute.type, numbers))
        default:
            throw CompileError(message: "runtime attribute '\(attribute.keyPath)' has the unknown type '\(attribute.type)'", objectID: attribute.objectID, location: attribute.location)
        }
    }

    /// An `NSValue` holding a point, size, rect or range (`kind`) as Foundation archives it: its
    /// `NS.special` number and the text `{x, y}` or `{{x, y}, {w, h}}`.
    mutating func archivedGeometryValue(_ kind: String, _ numbers: [Double]) -> Int {
        let special = ["point": 1, "size": 2, "rect": 3, "range": 4][kind] ?? 3
        let text = numbers.count == 4
            ? "{{\(Self.format(numbers[0])), \(Self.format(numbers[1]))}, {\(Self.format(numbers[2])), \(Self.format(numbers[3]))}}"
            : "{\(numbers.map(Self.format).joined(separator: ", "))}"
        let key = ["point": "NS.pointval", "size": "NS.sizeval", "rect": "NS.rectval", "range": "NS.rangeval"][kind] ?? "NS.rectval"
        return builder.add(ArchivedObject(className: "NSValue", values: [
            KeyedValue("NS.special", .int(special)), KeyedValue(key, .object(builder.string(text))),
        ]))
    }

    /// An image named in a document: `UIImageNibPlaceholder` (UIKit) or `NSCustomResource` (AppKit).
    ///
    /// With Apple's schema an AppKit resource also says where IB found the image: the catalog,
    /// `IBNamespaceID` "system" for the system's images (symbols and `NS…` names), and the size it
    /// was designed at (`IBDesignSize`): 32 × 32 for a symbol (and in a storyboard for every system
    /// image), AppKit's own size for its named
    /// images (``systemImageDesignSize(_:documentSize:)``), else the size the document's `<resources>`
    /// give, left out when they give none (Apple's size for that is not known).
    mutating func imagePlaceholder(_ name: String, catalog: String? = nil) -> Int {
        if flavour == .uiKit {
            // A system symbol's placeholder also names the symbol (UIKitImageReferences).
            var values = [KeyedValue("UIResourceName", .object(builder.string(name)))]
            if catalog == "system" { values.append(KeyedValue("UISystemSymbolResourceName", .object(builder.string(name)))) }
            return builder.add(ArchivedObject(className: "UIImageNibPlaceholder", values: values))
        }
        // One resource per image, as the document's <resources> list each image once.
        let resourceKey = "\(catalog ?? "")/\(name)"
        if let archived = shared.imageResources[resourceKey] { return archived }
        if document.format == .document, let embedded = embeddedImage(named: name) {
            shared.imageResources[resourceKey] = embedded
            return embedded
        }
        defer { shared.imageResources[resourceKey] = builder.archive.objects.count - 1 }
        var values = [
            KeyedValue("NSClassName", .object(builder.string("NSImage"))), KeyedValue("NSResourceName", .object(builder.string(name))),
        ]
        if writesAppleOnlyKeys, document.format == .document {
            if let catalog { values.append(KeyedValue("NSCatalogName", .object(builder.string(catalog)))) }
            let isSystem = catalog == "system" || name.hasPrefix("NS")
            values.append(KeyedValue("IBNamespaceID", isSystem ? .object(builder.string("system")) : .null))
            // A storyboard's system images are all designed at 32 × 32 (viraptor/ibtool's make_image).
            let size = catalog == "system" || (isSystem && isAppKitStoryboard) ? "{32, 32}"
                : isSystem ? Self.systemImageDesignSize(name, documentSize: documentImageSize(name)) : designSize(ofImageNamed: name)
            if let size {
                let value = builder.add(ArchivedObject(className: "NSValue", values: [
                    KeyedValue("NS.special", .int(2)), KeyedValue("NS.sizeval", .object(builder.string(size))),
                ]))
                values.append(KeyedValue("IBDesignSize", .object(value)))
            }
            values.append(KeyedValue("IBDesignImageConfiguration", .null))
        }
        return builder.add(ArchivedObject(className: "NSCustomResource", values: values))
    }

    /// The size the document's `<resources>` give an image, as `{w, h}`.
    private func designSize(ofImageNamed name: String) -> String? {
        documentImageSize(name).map { "{\(Self.format($0.0)), \(Self.format($0.1))}" }
    }

    /// The width and height the document's `<resources>` give an image.
    func documentImageSize(_ name: String) -> (Double, Double)? {
        guard let image = document.root.child("resources")?.children.first(where: { $0.name == "image" && $0["name"] == name }),
              let width = image["width"].flatMap(Double.init), let height = image["height"].flatMap(Double.init) else { return nil }
        return (width, height)
    }
}
