import NibArchive
import NibDocument

/// The AppKit nib root: `IB.objectdata` → `NSIBObjectData`, and `NSWindowTemplate`s.
extension Compilation {
    /// Writes `IB.objectdata`: the root (File's Owner), every object's parent, the connectors
    /// and the windows visible at launch.
    ///
    /// The `NSOidsKeys`/`NSOidsValues` tables (Interface Builder's object ids: the root, then the
    /// objects, then the connectors, numbered from 1; then the accessibility connectors in
    /// `NSAccessibilityOids…`) are written with Apple's schema only:
    /// instantiating does not use them, and they are a tenth of a compiled AppKit nib.
    mutating func writeAppKitRoot() throws(CompileError) {
        let ownerIndex = cut.sceneOwnerIndex
            ?? objects.first { $0.placeholder == .filesOwner || cut.proxyIdentifiers[$0.id] == "IBFilesOwner" }.flatMap { archiveIndex.indexByID[$0.id] }
            ?? builder.add(ArchivedObject(className: "NSCustomObject", values: [KeyedValue("NSClassName", .object(builder.string("NSObject")))]))
        var keys: [ArchiveValue] = []
        var parents: [ArchiveValue] = []
        if let storyboard = cut.storyboardPlaceholderIndex {
            keys.append(.object(storyboard))
            parents.append(.object(ownerIndex))
        }
        var placedApplication = false
        // A macOS storyboard nib lists its placeholders for upstream objects last.
        let listedLast: (DocumentObject) -> Bool = { [isAppKitStoryboard, proxyIdentifiers = cut.proxyIdentifiers] object in
            isAppKitStoryboard && proxyIdentifiers[object.id] != nil
        }
        for object in Self.constraintsAfterTheirSiblings(objects) where !listedLast(object) {
            if object.placeholder == .firstResponder, let application = cut.storyboardApplicationIndex, !placedApplication {
                keys.append(.object(application))
                parents.append(.object(ownerIndex))
                placedApplication = true
                continue
            }
            // A view's layout guides are reached through the view only.
            guard let index = archiveIndex.indexByID[object.id], index != ownerIndex, !isAppKitLayoutGuide(object) else { continue }
            keys.append(.object(index))
            let parent = object.isTopLevel ? ownerIndex : (object.parentID.flatMap { archiveIndex.indexByID[$0] } ?? ownerIndex)
            parents.append(.object(parent))
            for child in archiveIndex.synthesizedChildren[object.id] ?? [] {
                keys.append(.object(child))
                parents.append(.object(index))
            }
        }
        if let application = cut.storyboardApplicationIndex, !placedApplication {
            keys.append(.object(application))
            parents.append(.object(ownerIndex))
        }
        for object in objects where listedLast(object) {
            guard let index = archiveIndex.indexByID[object.id], index != ownerIndex else { continue }
            keys.append(.object(index))
            parents.append(.object(ownerIndex))
        }
        for index in archiveIndex.trailingObjects {
            keys.append(.object(index))
            parents.append(.object(ownerIndex))
        }
        let connections = try appKitConnections(owner: ownerIndex)
        let accessibilityConnectors = accessibilityConnectors()
        let visibleWindows: [ArchiveValue] = objects.compactMap { object in
            guard object.elementName == "window", document.element(at: object.path)["visibleAtLaunch"] != "NO" else { return nil }
            return reference(to: object.id)
        }
        var tables = [
            KeyedValue("NSRoot", .object(ownerIndex)),
            KeyedValue("NSVisibleWindows", .object(builder.array(visibleWindows, className: "NSMutableSet"))),
            KeyedValue("NSObjectsKeys", .object(builder.array(keys))),
            KeyedValue("NSObjectsValues", .object(builder.array(parents))),
            KeyedValue("NSConnections", .object(builder.array(connections, className: "NSMutableArray"))),
            KeyedValue("NSAccessibilityConnectors", .object(builder.array(accessibilityConnectors, className: "NSMutableArray"))),
        ]
        if writesAppleOnlyKeys {
            // A stack view's early-decoding connector is IB's, not the document's: it has no id.
            let documentConnections = connections.filter { value in
                guard case .object(let index) = value else { return true }
                return builder.archive.objects[index].className != "NSNibConnector"
            }
            let identified = [ArchiveValue.object(ownerIndex)] + keys + documentConnections
            let ids = identified.indices.map { ArchiveValue.object(builder.number(.int($0 + 1))) }
            // Accessibility connectors are numbered after everything else.
            let accessibilityIDs = accessibilityConnectors.indices.map { ArchiveValue.object(builder.number(.int(identified.count + $0 + 1))) }
            tables += [
                KeyedValue("NSOidsKeys", .object(builder.array(identified))), KeyedValue("NSOidsValues", .object(builder.array(ids))),
                KeyedValue("NSAccessibilityOidsKeys", .object(builder.array(accessibilityConnectors))),
                KeyedValue("NSAccessibilityOidsValues", .object(builder.array(accessibilityIDs))),
            ]
        }
        let data = builder.add(ArchivedObject(className: "NSIBObjectData", values: tables))
        builder.append(KeyedValue("IB.objectdata", .object(data)), to: 0)
        builder.append(KeyedValue("IB.systemFontUpdateVersion", .int(1)), to: 0)
    }

    /// Outlet connectors, then actions and bindings, each in ``AppKitConnectionOrder``; then the
    /// segue triggers, help and runtime-attribute connectors, as ibtool writes them.
    private mutating func appKitConnections(owner: Int) throws(CompileError) -> [ArchiveValue] {
        var outlets: [(source: String, connector: ArchiveValue)] = []
        var actions: [(source: String, connector: ArchiveValue)] = []
        var bindings: [(source: String, id: String, connector: ArchiveValue)] = []
        var bindingConnectors: [String: Int] = [:]
        for connection in connections {
            guard let source = archiveIndex.connectionEndOverrides[connection.sourceID].map({ ArchiveValue.object($0) }) ?? reference(to: connection.sourceID) else { continue }
            let destination = try destinationReference(connection)
            let label = KeyedValue("NSLabel", .object(builder.string(connection.label)))
            switch connection.kind {
            case .outlet, .outletCollection:
                guard let destination else { continue }
                var values = [KeyedValue("NSSource", source), KeyedValue("NSDestination", destination), label]
                // ibtool writes the key on every document outlet, empty unless a storyboard child controller.
                if writesAppleOnlyKeys { values.append(KeyedValue("NSChildControllerCreationSelectorName", .null)) }
                if case .outletCollection = connection.kind {
                    values.append(KeyedValue("IBIsOutletCollection", .bool(true)))
                    invented("IBIsOutletCollection")
                }
                outlets.append((connection.sourceID, .object(builder.add(ArchivedObject(className: "NSNibOutletConnector", values: values)))))
            case .action(_, let trigger):
                var values = [KeyedValue("NSSource", source)]
                if let destination { values.append(KeyedValue("NSDestination", destination)) }
                values.append(label)
                if let trigger {
                    values.append(KeyedValue("NSTrigger", .object(builder.string(trigger))))
                    actions.append((connection.sourceID, .object(builder.add(ArchivedObject(className: "NSNibAuxiliaryActionConnector", fallbackClassNames: Self.archiverFallbacks("NSNibAuxiliaryActionConnector"), values: values)))))
                } else {
                    actions.append((connection.sourceID, .object(builder.add(ArchivedObject(className: "NSNibControlConnector", values: values)))))
                }
            case .binding(let keyPath, let options):
                guard let destination else { continue }
                var pairs: [(ArchiveValue, ArchiveValue)] = []
                for option in options { pairs.append((.object(builder.string(option.key)), typedValueObject(option.value))) }
                var values = [
                    KeyedValue("NSSource", source), KeyedValue("NSDestination", destination),
                    KeyedValue("NSLabel", .object(builder.string("\(connection.label): \(keyPath)"))),
                    KeyedValue("NSBinding", .object(builder.string(connection.label))),
                    KeyedValue("NSKeyPath", .object(builder.string(keyPath))),
                ]
                if !pairs.isEmpty { values.append(KeyedValue("NSOptions", .object(builder.dictionary(pairs)))) }
                values.append(KeyedValue("NSNibBindingConnectorVersion", .int(2)))
                let connector = builder.add(ArchivedObject(className: "NSNibBindingConnector", values: values))
                if let id = connection.id { bindingConnectors[id] = connector }
                bindings.append((connection.sourceID, connection.id ?? "", .object(connector)))
            case .segue:
                continue
            }
            archiveIndex.connectionCount += 1
        }
        linkPreviousBindings(bindingConnectors)
        // The outlets a storyboard nib adds come before the document's.
        var added: [ArchiveValue] = []
        if let (controllerID, viewID) = cut.ownerViewOutlet, let owner = reference(to: controllerID), let view = reference(to: viewID) {
            added.append(outletConnector(owner, view, "view"))
        }
        if let sceneOwner = cut.sceneOwnerIndex, let controller = scene?.controllerID {
            added += appKitStoryboardOutlets(owner: sceneOwner, controllerID: controller)
        }
        added += appKitInlinedChildOutlets()
        typealias Order = AppKitConnectionOrder
        // One source's bindings by their own ids, the sources descending.
        let bindingsByID = Order.sorted(bindings, by: \.id)
        var ordered = Order.sorted(outlets, by: \.source).map(\.connector) + Order.sorted(actions, by: \.source).map(\.connector)
        ordered += Order.sorted(bindingsByID, by: \.source, descending: true).map(\.connector)
        ordered += segueTriggerConnections()
        ordered += helpConnectors()
        ordered += try runtimeAttributeConnectors()
        ordered += boxSubviewResizingConnectors()
        ordered += contentControllerConnector()
        ordered += appKitContainerItemsConnectors()
        return stackViewConnectors() + added + ordered
    }

    /// Each multi-value binding's connector names the connector of the binding it follows
    /// (`previousBinding`: `contentObjects` after `content`, `displayPatternValue2` after
    /// `displayPatternValue1`), which AppKit establishes first: `NSPreviousConnector` (an
    /// Apple-compiled nib, Flycut's MainMenu; viraptor/ibtool's binding rule). A binding naming
    /// itself, or no binding of this nib, names none.
    private mutating func linkPreviousBindings(_ connectors: [String: Int]) {
        for connection in connections {
            guard case .binding = connection.kind, let id = connection.id, let connector = connectors[id],
                  let previous = document.element(at: connection.path)["previousBinding"], previous != id,
                  let previousConnector = connectors[previous] else { continue }
            builder.append(KeyedValue("NSPreviousConnector", .object(previousConnector)), to: connector)
        }
    }

    /// The connector ibtool writes for each stack view (Apple's schema only): it names no
    /// destination, only the early decoding the stack view asks for, at a priority 10 lower for
    /// each view between its superview and the root of its view tree (viraptor/ibtool's stack view
    /// rule; ``stackViewNesting(_:)``).
    private mutating func stackViewConnectors() -> [ArchiveValue] {
        guard writesAppleOnlyKeys else { return [] }
        // Only a stack view that arranges views asks for it.
        let arranging = objects.filter { object in
            object.elementName == "stackView" && !Self.arrangedViews(of: document.element(at: object.path)).isEmpty
        }
        return arranging.compactMap { object in
            let priority = 999_990 - 10 * stackViewNesting(object)
            let label = "Encoding NSStackView requires being decoded before other connections with an early decoding order priority of \(priority)."
            return reference(to: object.id).map { source in
                .object(builder.add(ArchivedObject(className: "NSNibConnector", values: [
                    KeyedValue("NSSource", source), KeyedValue("NSLabel", .object(builder.string(label))),
                ])))
            }
        }
    }

    /// How many views enclose a stack view's superview, up to the root of its view tree: a window's
    /// content view and a table cell view are roots not counted; a top-level view counts. A stack
    /// view directly in a cell view is at 0. (Capped, so a hostile nesting cannot make the priority
    /// negative.)
    func stackViewNesting(_ stack: DocumentObject) -> Int {
        let chain = Array(ancestors(of: stack))
        guard let superview = chain.first, superview.elementName != "tableCellView" else { return 0 }
        var nesting = 0
        for (position, view) in chain.enumerated().dropFirst() {
            guard isViewLike(view), view.elementName != "tableCellView" else { break }
            let isWindowContent = view.key == "contentView" && chain.indices.contains(position + 1) && ["window", "panel"].contains(chain[position + 1].elementName)
            if isWindowContent { break }
            nesting += 1
        }
        return min(nesting, 99_999)
    }

    /// One `NSIBUserDefinedRuntimeAttributesConnector` per object, key paths and values in document order.
    private mutating func runtimeAttributeConnectors() throws(CompileError) -> [ArchiveValue] {
        var order: [String] = []
        var byObject: [String: [RuntimeAttribute]] = [:]
        for attribute in document.runtimeAttributes where archiveIndex.indexByID[attribute.objectID] != nil {
            if byObject[attribute.objectID] == nil { order.append(attribute.objectID) }
            byObject[attribute.objectID, default: []].append(attribute)
        }
        var connectors: [ArchiveValue] = []
        for id in order {
            guard let object = reference(to: id), let attributes = byObject[id] else { continue }
            var keyPaths: [ArchiveValue] = []
            var values: [ArchiveValue] = []
            for attribute in attributes {
                keyPaths.append(.object(builder.string(attribute.keyPath)))
                values.append(try runtimeAttributeValue(attribute))
                archiveIndex.connectionCount += 1
            }
            connectors.append(runtimeAttributesConnector(object, values: values, keyPaths: keyPaths))
        }
        return connectors
    }

    /// An `NSIBUserDefinedRuntimeAttributesConnector`: `object`'s key paths and their values, the
    /// values first (as `sb_basic_wc`'s Apple nib writes them).
    mutating func runtimeAttributesConnector(_ object: ArchiveValue, values: [ArchiveValue], keyPaths: [ArchiveValue]) -> ArchiveValue {
        .object(builder.add(ArchivedObject(className: "NSIBUserDefinedRuntimeAttributesConnector", values: [
            KeyedValue("NSObject", object), KeyedValue("NSValues", .object(builder.array(values))),
            KeyedValue("NSKeyPaths", .object(builder.array(keyPaths))),
        ])))
    }

    /// A box that does not autoresize its subviews says so again at load (Apple's schema): NSBox
    /// turns the switch back on when it installs its content view, so ibtool adds a runtime
    /// attribute setting `autoresizesSubviews` to NO after it (viraptor/ibtool's box rule).
    private mutating func boxSubviewResizingConnectors() -> [ArchiveValue] {
        guard writesAppleOnlyKeys else { return [] }
        return objects.compactMap { object in
            guard object.elementName == "box", document.element(at: object.path)["autoresizesSubviews"] == "NO",
                  let box = reference(to: object.id) else { return nil }
            archiveIndex.connectionCount += 1
            return runtimeAttributesConnector(box, values: [.object(builder.number(.bool(false)))], keyPaths: [.object(builder.string("autoresizesSubviews"))])
        }
    }

    mutating func typedValueObject(_ value: TypedValue) -> ArchiveValue {
        switch value {
        case .bool(let flag): .object(builder.number(.bool(flag)))
        case .integer(let number): .object(builder.number(.int(number)))
        case .real(let number): .object(builder.number(.double(number)))
        case .string(let text): .object(builder.string(text))
        case .null: .null
        }
    }

    /// `<window>` as an `NSWindowTemplate`: the class to create, its content rect and content view.
    mutating func encodeWindowTemplate(_ object: DocumentObject, _ element: Element) throws(CompileError) -> ArchivedObject {
        var values: [KeyedValue] = []
        values.append(KeyedValue("NSWindowClass", .object(builder.string(customClassName(object) ?? "NSWindow"))))
        if let title = element["title"] { values.append(KeyedValue("NSWindowTitle", .object(builder.string(title)))) }
        // The subtitle is `NSWindowSubtitle`, the key ibtool writes empty for every window (below).
        if let subtitle = element["subtitle"] { values.append(KeyedValue("NSWindowSubtitle", .object(builder.string(subtitle)))) }
        let corners = ["x", "y", "width", "height"]
        let screen = element.child("rect", key: "screenRect").map { Self.numbers($0, corners) } ?? [0, 0, 0, 0]
        let struts = Self.initialStruts(element)
        let content = element.child("rect", key: "contentRect").map { Self.numbers($0, corners) } ?? [0, 0, 0, 0]
        values.append(KeyedValue("NSWindowRect", geometryString(Self.placedWindowRect(content, screen: screen, struts: struts))))
        values.append(KeyedValue("NSScreenRect", geometryString(screen)))
        values.append(KeyedValue("NSWTFlags", .int(Self.windowTemplateFlags(element))))
        if let mask = element.child("windowStyleMask") {
            // (Interface Builder names the document-modal bit `documentModal`: a probed Python
            // ibtool for NetNewsWire's Mac xibs gives the bit, 64; the corpus's documents the name.)
            // (A HUD panel's bit and the full-screen one are NSWindow.StyleMask's, AppKit's header.)
            let bits = ["titled": 1, "closable": 2, "miniaturizable": 4, "resizable": 8, "utility": 16, "documentModal": 64, "docModalWindow": 64, "nonactivatingPanel": 128, "texturedBackground": 256, "unifiedTitleAndToolbar": 4096, "HUD": 8192, "fullScreen": 16384, "fullSizeContentView": 32768]
            values.append(KeyedValue("NSWindowStyleMask", .int(bits.reduce(0) { mask[$1.key] == "YES" ? $0 | $1.value : $0 })))
        }
        values.append(KeyedValue("NSWindowBacking", .int(2)))
        if let name = element["frameAutosaveName"] { values.append(KeyedValue("NSFrameAutosaveName", .object(builder.string(name)))) }
        if let content = element.child(key: "contentView"), let reference = reference(to: content["id"]) {
            values.append(KeyedValue("NSWindowView", reference))
        } else if element.child(key: "contentView") == nil, let view = synthesizedContentView(ofWindow: object, contentSize: (content[2], content[3])) {
            values.append(KeyedValue("NSWindowView", view))
        }
        let handled: Set<String> = ["title", "subtitle", "frameAutosaveName", "customClass", "customModule", "customModuleProvider"]
        for attribute in element.attributes where !KeyTables.structuralAttributes.contains(attribute.name) && !handled.contains(attribute.name) {
            if Self.windowFlagAttributes.contains(attribute.name) { continue }  // in NSWTFlags
            // The animation is NSWindow.AnimationBehavior's number under NSWindowAnimationBehavior
            // (Darling's NSWindowTemplate coder); IB's default, 0, is no key at all.
            if attribute.name == "animationBehavior" {
                if let number = AppKitEnumerationNumbers.windowAnimationBehaviors[attribute.value], number != 0 {
                    values.append(KeyedValue("NSWindowAnimationBehavior", .int(number)))
                }
                continue
            }
            if attribute.name == "restorable" { continue }  // NSWindowIsRestorable, below
            if attribute.name == "showsToolbarButton", attribute.value == "NO" { continue }  // ibtool writes no key (`blocklist_big`)
            // The window's identifier is its user interface item identifier (viraptor/ibtool's `window.py`).
            if attribute.name == "identifier" {
                values.append(KeyedValue("NSUserInterfaceItemIdentifier", .object(builder.string(attribute.value))))
                continue
            }
            if let value = windowEnumerationValue(attribute.name, attribute.value) {
                values.append(value)
                continue
            }
            // The tab group's identifier (Darling's NSWindowTemplate coder).
            if attribute.name == "tabbingIdentifier" {
                values.append(KeyedValue("NSWindowTabbingIdentifier", .object(builder.string(attribute.value))))
                continue
            }
            if attribute.name == "tabbingMode" {
                values.append(KeyedValue("NSWindowTabbingMode", .int(["automatic": 0, "preferred": 1, "disallowed": 2][attribute.value] ?? 0)))
                continue
            }
            values.append(KeyedValue(key(for: attribute.name, element: element.name), typedValue(name: attribute.name, raw: attribute.value)))
        }
        let templateIndex = archiveIndex.indexByID[object.id]
        // `<contentBorderThickness minY="32"/>`: each edge's thickness, not recalculated by AppKit.
        if writesAppleOnlyKeys, let border = element.child("contentBorderThickness") {
            for edge in ["minY", "maxY"] {
                guard let thickness = border[edge].flatMap(Double.init) else { continue }
                let name = edge.prefix(1).uppercased() + edge.dropFirst()
                values.append(KeyedValue("NSAutorecalculatesContentBorderThickness\(name)", .bool(false)))
                values.append(KeyedValue("NSContentBorderThickness\(name)", .double(thickness)))
            }
        }
        for child in element.children {
            guard let key = child["key"], !["contentRect", "screenRect", "contentView", "styleMask", "initialPositionMask"].contains(key), child.name != "windowStyleMask" else { continue }
            if KeyTables.isDesignTimeKey(key) {
                recordDesignTime(child)
                continue
            }
            if key == "collectionBehavior" {
                values.append(KeyedValue("NSWindowCollectionBehavior", .int(Self.collectionBehavior(child))))
                continue
            }
            // Apple's template holds the toolbar as NSViewClass (``appKitToolbarValues(_:_:)``).
            let archiveKey = key == "toolbar" && child.name == "toolbar" && writesAppleOnlyKeys ? "NSViewClass" : self.key(for: key)
            if let value = try valueElement(child, parentIndex: templateIndex, parentKey: archiveKey) { values.append(KeyedValue(archiveKey, value)) }
        }
        // What ibtool writes for every window template when the document says nothing.
        let defaults: [(String, ArchiveValue)] = [
            ("NSWindowTitle", .object(builder.string(""))), ("NSWindowView", .null),
            ("NSWindowSubtitle", .object(builder.string(""))), ("NSViewClass", .null), ("NSUserInterfaceItemIdentifier", .null),
            ("NSMaxSize", .object(builder.string("{10000000000000, 10000000000000}"))),
            ("NSWindowIsRestorable", .bool(element["restorable"] != "NO")),
            ("NSMinFullScreenContentSize", .object(builder.string("{0, 0}"))), ("NSMaxFullScreenContentSize", .object(builder.string("{0, 0}"))),
        ]
        // A window with a toolbar has no default NSMaxSize in Apple's nibs (`toolbar_button_item`,
        // `toolbar_default_refs`); both schemas, so the window loads alike.
        let hasToolbar = element.child("toolbar", key: "toolbar") != nil
        for (key, value) in defaults where !values.contains(where: { $0.key == key }) && !(hasToolbar && key == "NSMaxSize") {
            values.append(KeyedValue(key, value))
        }
        values += classReferences(object)
        // The document's minimum and maximum sizes are the content's: ibtool keeps them as such and
        // makes the window's own (frame) sizes from them, a title bar higher for a titled window.
        let titleBar = Self.titleBarHeight(element)
        for (attribute, key, contentKey) in [("minSize", "NSMinSize", "NSWindowContentMinSize"), ("maxSize", "NSMaxSize", "NSWindowContentMaxSize")] {
            guard let size = element.children.first(where: { $0["key"] == attribute }),
                  let width = size["width"].flatMap(Double.init), let height = size["height"].flatMap(Double.init),
                  let position = values.firstIndex(where: { $0.key == key }) else { continue }
            let content = values[position].value
            values[position] = KeyedValue(key, .object(builder.string("{\(Self.format(width)), \(Self.format(height + titleBar))}")))
            if writesAppleOnlyKeys { values.append(KeyedValue(contentKey, content)) }
        }
        if diagnostics.recordsAttributeUses, let index = archiveIndex.indexByID[object.id] {
            var archived: [String: String] = ["title": "NSWindowTitle", "subtitle": "NSWindowSubtitle", "frameAutosaveName": "NSFrameAutosaveName", "restorable": "NSWindowIsRestorable", "tabbingMode": "NSWindowTabbingMode", "tabbingIdentifier": "NSWindowTabbingIdentifier",
                                              "identifier": "NSUserInterfaceItemIdentifier", "animationBehavior": "NSWindowAnimationBehavior"]
            for value in values { archived[value.key] = archived[value.key] ?? value.key }
            for attribute in element.attributes {
                if let value = windowEnumerationValue(attribute.name, attribute.value) { archived[attribute.name] = value.key }
            }
            for attribute in element.attributes where archived[attribute.name] == nil && !KeyTables.structuralAttributes.contains(attribute.name) {
                archived[attribute.name] = key(for: attribute.name, element: element.name)
            }
            for attribute in Self.windowFlagAttributes where element[attribute] != nil { archived[attribute] = "NSWTFlags" }
            // showsToolbarButton at NO is left out, as ibtool leaves it out.
            recordUses(of: element, index: index, archived: archived, structural: ["showsToolbarButton"])
            // The screen rectangle places the window (NSWindowRect): the compiler interprets it.
            if let screen = element.child(key: "screenRect") {
                recordUses(of: screen, index: nil, archived: [:], structural: Set(screen.attributes.map(\.name)))
            }
            for (childKey, archiveKey) in [("contentRect", "NSWindowRect"), ("styleMask", "NSWindowStyleMask"),
                ("initialPositionMask", "NSWTFlags"), ("collectionBehavior", "NSWindowCollectionBehavior")] {
                if let child = element.child(key: childKey) { recordUses(of: child, index: index, allUnder: archiveKey) }
            }
        }
        return ArchivedObject(className: "NSWindowTemplate", values: values)
    }
}

extension Compilation {
    /// The objects in document order, except that a view's constraints come after everything
    /// else inside the view, as ibtool lists them (`transmission_MainMenu`: an image view's cell
    /// before the constraints the document writes ahead of it).
    static func constraintsAfterTheirSiblings(_ objects: [DocumentObject]) -> [DocumentObject] {
        guard objects.contains(where: { $0.elementName == "constraint" }) else { return objects }
        let ids = Set(objects.map(\.id))
        var children: [String: [DocumentObject]] = [:]
        var roots: [DocumentObject] = []
        for object in objects {
            if let parent = object.parentID, ids.contains(parent), parent != object.id { children[parent, default: []].append(object) } else { roots.append(object) }
        }
        var ordered: [DocumentObject] = []
        ordered.reserveCapacity(objects.count)
        var visited: Set<String> = []
        func visit(_ object: DocumentObject) {
            guard visited.insert(object.id).inserted else { return }
            ordered.append(object)
            let kids = children[object.id] ?? []
            for kid in kids where kid.elementName != "constraint" { visit(kid) }
            for kid in kids where kid.elementName == "constraint" { visit(kid) }
        }
        for root in roots { visit(root) }
        // (Anything a cycle of parents kept from the walk keeps its place at the end.)
        return ordered + objects.filter { !visited.contains($0.id) }
    }
}

