import NibArchive
import NibDocument

/// Which document objects a macOS storyboard scene nib holds, in the order ibtool lists them
/// (learnt from the ibtool pairs' compiled storyboards):
/// - a window controller's content view controller, archived in the window controller's nib
///   after the window (its parent in the objects table);
/// - the application scene's main menu, listed after the scene's other objects with the nib's
///   owner as its parent.
enum AppKitSceneObjects {
    static func ordered(
        _ objects: [DocumentObject], scene: Scene, layout: StoryboardLayout, includingView: Bool,
        splits: inout [StoryboardLayout.ViewSplit], inlinedSegueIDs: inout Set<String>
    ) -> [DocumentObject] {
        let document = layout.document
        guard let controllerID = scene.controllerID, let controller = document.object(id: controllerID) else { return objects }
        var result = objects
        if controller.placeholder == .application, let menuID = document.element(at: controller.path).child(key: "mainMenu")?["id"] {
            let tree = StoryboardLayout.subtree(of: menuID, in: result)
            var menu = itemsReversed(result.filter { tree.contains($0.id) }, root: menuID)
            result.removeAll { tree.contains($0.id) }
            if let position = menu.firstIndex(where: { $0.id == menuID }) {
                menu[position].parentID = nil
                menu[position].isTopLevel = true
            }
            result += menu
        }
        guard let contentID = layout.inlinedContentControllers[controllerID], let contentScene = layout.scene(ofController: contentID) else { return result }
        let contentSplit = includingView ? nil : layout.viewSplits[contentScene.sceneID]
        if let contentSplit { splits.append(contentSplit) }
        let contentObjects = layout.objects(inScene: contentScene.sceneID)
        let tree = StoryboardLayout.subtree(of: contentID, in: contentObjects)
        var content = contentObjects.filter { tree.contains($0.id) && !(contentSplit?.viewObjectIDs.contains($0.id) ?? false) }
        let anchor = layout.windowID(of: controller) ?? controllerID
        if let position = content.firstIndex(where: { $0.id == contentID }) {
            content[position].parentID = anchor
            content[position].isTopLevel = false
        }
        let anchorTree = StoryboardLayout.subtree(of: anchor, in: result)
        let insertion = (result.lastIndex { anchorTree.contains($0.id) } ?? result.count - 1) + 1
        result.insert(contentsOf: content, at: insertion)
        // The content scene's other objects (Vienna's `Activity.storyboard`: an array controller
        // whose `contentArray` is bound to the content controller and to which the view's table
        // columns bind) come along too, as top-level objects, as they would be in the content
        // controller's own scene nib; its placeholders (First Responder) do not, the window
        // controller's nib has its own. Where ibtool lists them is not known (no development pair
        // inlines a scene with such objects): they follow the scene's own objects.
        let placeholders = Set(contentObjects.filter { $0.placeholder != nil }.map(\.id))
        result += contentObjects.filter { object in
            !tree.contains(object.id) && !placeholders.contains(object.id) && !(object.parentID.map(placeholders.contains) ?? false)
                && !(contentSplit?.viewObjectIDs.contains(object.id) ?? false)
        }
        for connection in layout.connections(touching: [scene.sceneID]) where connection.sourceID == controllerID && connection.destinationID == contentID {
            if case .segue = connection.kind, let id = connection.id { inlinedSegueIDs.insert(id) }
        }
        return result
    }

    /// A menu tree depth first with each menu's items last to first, as ibtool lists a
    /// storyboard's main menu (`sb_basic_wc`: Quit, the separator, then About).
    private static func itemsReversed(_ objects: [DocumentObject], root: String) -> [DocumentObject] {
        var children: [String: [DocumentObject]] = [:]
        for object in objects { if let parent = object.parentID { children[parent, default: []].append(object) } }
        var ordered: [DocumentObject] = []
        func visit(_ object: DocumentObject) {
            ordered.append(object)
            let kids = children[object.id] ?? []
            for child in object.elementName == "menu" ? kids.reversed() : kids { visit(child) }
        }
        guard let top = objects.first(where: { $0.id == root }) else { return objects }
        visit(top)
        // Anything the walk did not reach keeps its place at the end.
        let reached = Set(ordered.map(\.id))
        return ordered + objects.filter { !reached.contains($0.id) }
    }
}

/// What a macOS storyboard nib adds, as ibtool writes it (the ibtool pairs' `sb_*` storyboards):
/// - every nib lists an `NSApplication` custom object where the scene's First Responder sits
///   (after the view's objects in a view nib);
/// - the scene's controller gets `showSeguePresentationStyle` (1 for a controller shown once at a
///   time, which also names itself in `NSStoryboardSegueDestinationOptions`) and a compilation identifier; a
///   window controller keeps its window as `IBWindowTemplate` and its content controller as
///   `IBWindowTemplateContentViewController`; a storyboard identifier is `explicitStoryboardIdentifier`;
/// - a window without a content view gets an empty one the size of its content rectangle;
/// - the application object holds the main menu as `IBMainMenu` (no scene owner outlet);
/// - outlets: owner → controller (`sceneController`), the content controller and the window
///   controller each → their own storyboard placeholder (`storyboard`), window controller →
///   window (`window`), and the window's `contentViewController` as a runtime attribute.
extension Compilation {
    /// Whether this nib is part of a macOS storyboard.
    var isAppKitStoryboard: Bool { flavour == .appKit && cut.layout != nil }

    /// Documents saved before this tools version connect a storyboard window to its controller
    /// as its delegate (the pairs: 10117 does, 22505 does not; NibKit takes the Xcode 10 boundary).
    static let windowDelegateConnectionToolsVersionLimit = 14000

    /// Archives the objects a macOS storyboard nib adds to its document objects: the
    /// `NSApplication` object every such nib lists, a view nib's placeholder for its controller,
    /// and a window controller's own storyboard placeholder.
    mutating func reserveAppKitStoryboardObjects() {
        guard isAppKitStoryboard else { return }
        cut.storyboardApplicationIndex = builder.add(ArchivedObject(className: "NSCustomObject", values: [
            KeyedValue("NSClassName", .object(builder.string("NSApplication"))),
        ]))
        if let (controllerID, name) = cut.controllerPlaceholder {
            let index = builder.add(externalPlaceholder(name))
            archiveIndex.connectionEndOverrides[controllerID] = index
            archiveIndex.trailingObjects.append(index)
        }
        // With a content controller inside, the window controller reaches the storyboard through
        // a second placeholder, listed last; the first is the content controller's.
        if let controllerID = scene?.controllerID, cut.layout?.inlinedContentControllers[controllerID] != nil {
            let index = builder.add(externalPlaceholder("NSStoryboardPlaceholder"))
            cut.windowControllerStoryboardPlaceholderIndex = index
            archiveIndex.trailingObjects.append(index)
        }
    }

    /// Whether an object is a controller that heads a scene of this nib (the scene's, or an inlined content controller).
    func isStoryboardController(_ object: DocumentObject) -> Bool {
        guard isAppKitStoryboard, Self.isStoryboardViewController(object) else { return false }
        guard cut.proxyIdentifiers[object.id] == nil else { return false }  // a view nib's owner
        return object.id == scene?.controllerID || cut.layout?.isInlined(object.id) == true || cut.inlinedFamily.contains { $0.controllerID == object.id }
    }

    /// A scene controller's values with what ibtool adds and renames.
    mutating func appKitStoryboardControllerValues(_ object: DocumentObject, _ values: [KeyedValue]) -> [KeyedValue] {
        guard isStoryboardController(object), writesAppleOnlyKeys, let layout = cut.layout else { return values }
        var result = values
        let renames = ["NSWindow": "IBWindowTemplate", "NSStoryboardIdentifier": "explicitStoryboardIdentifier"]
        for position in result.indices {
            guard let renamed = renames[result[position].key] else { continue }
            if diagnostics.recordsAttributeUses, let index = archiveIndex.indexByID[object.id] { renameUses(of: index, from: result[position].key, to: renamed) }
            result[position].key = renamed
        }
        // The view lives in its own nib: no key for it.
        if layout.viewSplit(ofController: object.id) != nil { result.removeAll { $0.key == "NSView" && $0.value == .null } }
        if let contentID = layout.inlinedContentControllers[object.id], let content = reference(to: contentID) {
            result.append(KeyedValue("IBWindowTemplateContentViewController", content))
        }
        // A controller shown once at a time ("single") says so, and names itself as the single
        // instance its show segues present (viraptor/ibtool's window controller and storyboard
        // rules); the document's word is no key of its own.
        let compilationIdentifier = layout.compilationIdentifier(of: object.id)
        let isSingle = document.element(at: object.path)["showSeguePresentationStyle"] == "single"
        result.removeAll { $0.key == "NSShowSeguePresentationStyle" }
        if diagnostics.recordsAttributeUses, let index = archiveIndex.indexByID[object.id] {
            renameUses(of: index, from: "NSShowSeguePresentationStyle", to: "showSeguePresentationStyle")
        }
        result.append(KeyedValue("showSeguePresentationStyle", .int(isSingle ? 1 : 0)))
        result.append(KeyedValue("uniqueIdentifierForStoryboardCompilation", .object(builder.string(compilationIdentifier))))
        if isSingle {
            let options = builder.dictionary([(.object(builder.string("NSSingleInstancePresentationIdentifier")), .object(builder.string(compilationIdentifier)))])
            result.append(KeyedValue("NSStoryboardSegueDestinationOptions", .object(options)))
        }
        return result
    }

    /// The empty content view ibtool gives a storyboard window that has none, sized as its content rectangle.
    mutating func synthesizedContentView(ofWindow object: DocumentObject, contentSize: (width: Double, height: Double)) -> ArchiveValue? {
        guard isAppKitStoryboard, writesAppleOnlyKeys else { return nil }
        let size = "{\(Self.format(contentSize.width)), \(Self.format(contentSize.height))}"
        let view = builder.add(ArchivedObject(className: "NSView", values: [
            KeyedValue("NSNextResponder", .null), KeyedValue("NSNibTouchBar", .null), KeyedValue("NSvFlags", .int(0x100)),
            KeyedValue("NSFrameSize", .object(builder.string(size))),
        ] + Self.viewBookkeeping))
        archiveIndex.synthesizedChildren[object.id, default: []].append(view)
        return .object(view)
    }

    /// The application object of the application scene, with its main menu (`IBMainMenu`).
    mutating func storyboardApplicationValues(_ object: DocumentObject) -> [KeyedValue] {
        guard isAppKitStoryboard, let menu = reference(to: document.element(at: object.path).child(key: "mainMenu")?["id"]) else { return [] }
        return [KeyedValue("IBMainMenu", menu)]
    }

    /// An outlet connector (with Apple's schema, the child-controller selector ibtool writes on every outlet).
    mutating func outletConnector(_ source: ArchiveValue, _ destination: ArchiveValue, _ label: String) -> ArchiveValue {
        var values = [KeyedValue("NSSource", source), KeyedValue("NSDestination", destination), KeyedValue("NSLabel", .object(builder.string(label)))]
        if writesAppleOnlyKeys { values.append(KeyedValue("NSChildControllerCreationSelectorName", .null)) }
        archiveIndex.connectionCount += 1
        return .object(builder.add(ArchivedObject(className: "NSNibOutletConnector", values: values)))
    }

    /// The outlets a macOS scene nib adds around its controller, in ibtool's order.
    mutating func appKitStoryboardOutlets(owner: Int, controllerID: String) -> [ArchiveValue] {
        guard let controller = reference(to: controllerID), let object = document.object(id: controllerID), object.placeholder != .application else { return [] }
        var outlets = [outletConnector(.object(owner), controller, "sceneController")]
        guard isStoryboardController(object), let storyboard = cut.storyboardPlaceholderIndex else { return outlets }
        let window = object.elementName == "windowController" ? reference(to: cut.layout?.windowID(of: object)) : nil
        let delegate = window.flatMap { (toolsVersionNumber ?? Int.max) < Self.windowDelegateConnectionToolsVersionLimit ? $0 : nil }
        var own = storyboard
        var contentOutlet: ArchiveValue?
        if let contentID = cut.layout?.inlinedContentControllers[controllerID], let content = reference(to: contentID),
            let second = cut.windowControllerStoryboardPlaceholderIndex
        {
            contentOutlet = outletConnector(content, .object(storyboard), "storyboard")
            own = second
        }
        let contentFirst = Self.listsContentControllerOutletFirst(document)
        if contentFirst, let contentOutlet { outlets.append(contentOutlet) }
        if let delegate { outlets.append(outletConnector(delegate, controller, "delegate")) }
        outlets.append(outletConnector(controller, .object(own), "storyboard"))
        if let window { outlets.append(outletConnector(controller, window, "window")) }
        if !contentFirst, let contentOutlet { outlets.append(contentOutlet) }
        return outlets
    }

    /// Whether ibtool lists an inlined content controller's `storyboard` outlet before its window
    /// controller's outlets: in a storyboard that names a deployment (`<dependencies>` holds a
    /// `<deployment>`) it does (`sb_basic_wc`, `sb_swift_wc`, `sb_textview`); in one that names none
    /// it lists the window controller's `storyboard` and `window` outlets first (`sb_button_hug`,
    /// `sb_imagecell_nsstyle`). Learnt from the ibtool pairs (the five development storyboards with a
    /// content controller, which differ in nothing else that separates them: with and without an
    /// application scene, custom classes or storyboard identifiers on both sides). Why the
    /// deployment changes ibtool's order is not known.
    static func listsContentControllerOutletFirst(_ document: InterfaceDocument) -> Bool {
        document.root.child("dependencies")?.children.contains { $0.name == "deployment" } ?? false
    }

    /// The window's content controller, set as a runtime attribute (`contentViewController`).
    mutating func contentControllerConnector() -> [ArchiveValue] {
        guard isAppKitStoryboard, let controllerID = scene?.controllerID, let contentID = cut.layout?.inlinedContentControllers[controllerID],
            let content = reference(to: contentID), let controller = document.object(id: controllerID),
            let window = reference(to: cut.layout?.windowID(of: controller))
        else { return [] }
        archiveIndex.connectionCount += 1
        return [runtimeAttributesConnector(window, values: [content], keyPaths: [.object(builder.string("contentViewController"))])]
    }
}
