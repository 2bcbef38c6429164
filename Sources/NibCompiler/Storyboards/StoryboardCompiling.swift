import NibArchive
import NibDocument

/// Storyboards: each scene, and each controller's view, compiled into a nib of its own.
extension NibCompiler {
    /// Compiles one storyboard scene into a nib: its objects, with a scene owner as File's Owner
    /// (outlet `sceneViewController`) and the storyboard as the external object `UIStoryboardPlaceholder`.
    /// The controller's view is left to its own nib (``compileSceneView(_:of:)``), named in the
    /// controller's `UINibName`, unless `includingView` is true.
    package func compileScene(_ scene: Scene, of document: InterfaceDocument, includingView: Bool = false) throws(CompileError) -> CompiledNib {
        try Self.checkNumbers(in: document.element(at: scene.path), of: document.file)
        return try compileScene(scene, of: document, includingView: includingView, layout: StoryboardLayout(document: document))
    }

    func compileScene(_ scene: Scene, of document: InterfaceDocument, includingView: Bool, layout: StoryboardLayout) throws(CompileError) -> CompiledNib {
        var splits = includingView ? [] : layout.viewSplits[scene.sceneID].map { [$0] } ?? []
        var objects = layout.objects(inScene: scene.sceneID).filter { !(splits.first?.viewObjectIDs.contains($0.id) ?? false) }
        var inlinedSegueIDs: Set<String> = []
        var sceneIDs = [scene.sceneID]
        var family = StoryboardLayout.InlinedFamily()
        if let controllerID = scene.controllerID {
            var heads = [controllerID]
            if document.flavour == .appKit {
                objects = AppKitSceneObjects.ordered(objects, scene: scene, layout: layout, includingView: includingView, splits: &splits, inlinedSegueIDs: &inlinedSegueIDs)
                // An inlined content controller brings its scene's objects, and their connections.
                if let contentID = layout.inlinedContentControllers[controllerID], let contentScene = layout.scene(ofController: contentID) {
                    sceneIDs.append(contentScene.sceneID)
                    heads.append(contentID)
                }
            }
            for head in heads {
                let members = try layout.inlinedFamily(of: head)
                family.members += members.members
                family.leftOut += members.leftOut
            }
            objects = InlinedSceneObjects.gathered(objects, family: family, layout: layout, includingView: includingView, splits: &splits, sceneIDs: &sceneIDs)
            // The relationships are the children themselves, not segue templates.
            inlinedSegueIDs.formUnion((family.members + family.leftOut).compactMap(\.segueID))
        }
        let ids = Set(objects.map(\.id))
        let inViews = splits.reduce(into: Set<String>()) { $0.formUnion($1.viewObjectIDs) }
        // Every connection kept has its source among the scene's objects (those of an inlined
        // content controller included).
        let connections = layout.connections(touching: sceneIDs).filter { connection in
            // Segues become templates of the scene's controller, wherever their trigger sits.
            if case .segue = connection.kind {
                let sourceScene = document.object(id: connection.sourceID)?.sceneID
                return sourceScene.map(sceneIDs.contains) ?? false && !inlinedSegueIDs.contains(connection.id ?? "")
            }
            guard ids.contains(connection.sourceID) else { return false }
            return connection.destinationID.map { !inViews.contains($0) } ?? true
        }
        var compilation = Compilation(
            document: document, options: options, objects: objects, connections: connections, scene: scene,
            localizationSpots: options.localizesText(of: document) ? layout.localizationSpots : nil)
        compilation.cut.layout = layout
        compilation.cut.viewSplits = splits
        compilation.cut.inlinedFamily = family.members
        for child in family.leftOut {
            compilation.notice(
                "controller \(child.controllerID) is already archived in this nib under another container; a controller has one parent, so the relationship from \(child.containerID) is left out",
                at: child.location)
        }
        return try compilation.run()
    }

    /// Compiles a scene controller's view into its own nib, loaded with the controller as File's
    /// Owner and the scene's other objects as `UpstreamPlaceholder-<id>` external objects.
    /// Returns nil when the scene's controller has no view.
    package func compileSceneView(_ scene: Scene, of document: InterfaceDocument) throws(CompileError) -> (name: String, nib: CompiledNib)? {
        try Self.checkNumbers(in: document.element(at: scene.path), of: document.file)
        return try compileSceneView(scene, of: document, layout: StoryboardLayout(document: document))
    }

    func compileSceneView(_ scene: Scene, of document: InterfaceDocument, layout: StoryboardLayout) throws(CompileError) -> (name: String, nib: CompiledNib)? {
        guard let split = layout.viewSplits[scene.sceneID] else { return nil }
        var objects: [DocumentObject] = []
        var proxies: [String: String] = [split.controllerID: "IBFilesOwner"]
        let sceneObjects = layout.objects(inScene: scene.sceneID)
        // UIKit: the view first, then File's Owner (the controller) and the scene's First Responder,
        // as ibtool lists a view nib's top-level objects (the calabash TestApp's storyboards,
        // compiled by Apple's ibtool: view, IBFilesOwner, IBFirstResponder).
        if document.flavour == .uiKit, var view = sceneObjects.first(where: { $0.id == split.viewID }) {
            view.isTopLevel = true
            objects.append(view)
        }
        var leading = [split.controllerID]
        if document.flavour == .uiKit, let firstResponder = sceneObjects.first(where: { $0.placeholder == .firstResponder }) {
            leading.append(firstResponder.id)
        }
        // The controller (File's Owner); on macOS it is among the upstream objects too, as a placeholder.
        for id in leading + split.upstreamIDs.filter({ !leading.contains($0) }) {
            guard var object = document.object(id: id) else { continue }
            object.isTopLevel = true
            objects.append(object)
            if !leading.contains(id) { proxies[id] = split.upstreamNames[id] }
        }
        for var object in sceneObjects where split.viewObjectIDs.contains(object.id) {
            if document.flavour == .uiKit, object.id == split.viewID { continue }
            object.isTopLevel = object.id == split.viewID
            objects.append(object)
        }
        let sceneConnections = layout.connections(touching: [scene.sceneID])
        let connections = sceneConnections.filter { connection in
            if case .segue = connection.kind { return false }
            return [connection.sourceID, connection.destinationID].contains { $0.map(split.viewObjectIDs.contains) ?? false }
        }
        var compilation = Compilation(
            document: document, options: options, objects: objects, connections: connections, scene: nil,
            localizationSpots: options.localizesText(of: document) ? layout.localizationSpots : nil)
        compilation.cut.layout = layout
        compilation.cut.proxyIdentifiers = proxies
        compilation.cut.ownerViewOutlet = (split.controllerID, split.viewID)
        // The controller's own connections into its view go through a placeholder.
        compilation.cut.controllerPlaceholder = split.upstreamNames[split.controllerID].map { (split.controllerID, $0) }
        compilation.cut.upstreamOrder = split.upstreamIDs
        compilation.cut.upstreamNames = split.upstreamNames
        let upstream = Set(split.upstreamIDs)
        compilation.cut.segueTriggers = sceneConnections.filter { connection in
            guard case .segue = connection.kind, let id = connection.id else { return false }
            return split.viewObjectIDs.contains(connection.sourceID) && upstream.contains(id)
        }
        return (split.nibName, try compilation.run())
    }

    /// The error for a WatchKit storyboard.
    static func watchKitUnsupported(_ document: InterfaceDocument) -> CompileError {
        CompileError(
            message: "\(document.file) is a WatchKit storyboard (targetRuntime watchKit), which NibKit does not support: "
                + "WatchKit builds its interface controllers from a form of its own that NibKit neither writes nor loads; compile it with Xcode's ibtool",
            objectID: nil, location: nil)
    }

    /// Compiles every scene of a storyboard, and every controller's view, into named nibs.
    /// WatchKit storyboards are refused, not compiled to an empty `.storyboardc`: WatchKit builds
    /// interface controllers from its own compiled form, which NibKit neither writes nor loads.
    package func compileStoryboard(_ document: InterfaceDocument) throws(CompileError) -> CompiledStoryboard {
        guard document.kind == .storyboard else {
            throw CompileError(message: "\(document.file) is not a storyboard", objectID: nil, location: nil)
        }
        if document.platform == .watchOS { throw Self.watchKitUnsupported(document) }
        try Self.checkNumbers(in: document.root, of: document.file)
        let layout = StoryboardLayout(document: document)
        var storyboard = CompiledStoryboard(platform: document.platform)
        for scene in document.scenes {
            guard let controllerID = scene.controllerID, let name = layout.sceneNibNames[controllerID] else { continue }
            if let view = try compileSceneView(scene, of: document, layout: layout) { storyboard.nibs[view.name] = view.nib }
            // A window controller's content controller is archived in the window controller's nib (macOS).
            if layout.isInlined(controllerID) { continue }
            storyboard.nibs[name] = try compileScene(scene, of: document, includingView: false, layout: layout)
            storyboard.controllerNibNames[controllerID] = name
            let controller = document.object(id: controllerID).map { document.element(at: $0.path) }
            if let identifier = controller?["storyboardIdentifier"] {
                storyboard.identifiersToNibNames[identifier] = name
            }
            // An iOS reference scene is listed by its nib name, with what it refers to.
            if document.flavour == .uiKit, let controller, controller.name == "viewControllerPlaceholder" {
                storyboard.externalReferences[name] = ExternalStoryboardReference(
                    storyboardName: controller["storyboardName"], controllerIdentifier: controller["referencedIdentifier"])
                storyboard.identifiersToNibNames[name] = name
            }
        }
        storyboard.initialNibName = document.initialViewControllerID.flatMap { layout.sceneNibNames[$0] }
        // As ibtool does, the identifier table also lists every controller a segue or relationship
        // reaches, the entry point and the main menu, each under its nib name.
        var reachable = document.connections.compactMap { connection -> String? in
            guard case .segue = connection.kind else { return nil }
            return connection.destinationID.flatMap { layout.sceneNibNames[$0] }
        }
        reachable += [storyboard.initialNibName, storyboard.nibs["MainMenu"] == nil ? nil : "MainMenu"].compactMap { $0 }
        for name in reachable where storyboard.nibs[name] != nil && storyboard.identifiersToNibNames[name] == nil {
            storyboard.identifiersToNibNames[name] = name
        }
        // macOS: each controller's compilation identifier, as its nib archives it.
        if document.flavour == .appKit {
            var controllersByNibName: [String: String] = [:]
            for (controllerID, name) in storyboard.controllerNibNames where controllersByNibName[name].map({ controllerID < $0 }) ?? true {
                controllersByNibName[name] = controllerID
            }
            for (identifier, name) in storyboard.identifiersToNibNames where name != "MainMenu" {
                guard let controllerID = controllersByNibName[name] else { continue }
                storyboard.identifiersToUUIDs[identifier] = layout.compilationIdentifier(of: controllerID)
            }
        }
        return storyboard
    }
}
