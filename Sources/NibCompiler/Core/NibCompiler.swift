import NibArchive
import NibDocument

/// Compiles Interface Builder documents into keyed archives in Apple's schema.
///
/// This is the one place that knows XML attributes: it turns each element into an archived
/// object with the classes and keys UIKit's and AppKit's `init(coder:)` read (`UIBounds`,
/// `UIText`, `NSFrame`, `UIClassSwapper`, `NSIBObjectData`…), and each connection into a
/// connection object. Where Apple's key for something is unknown it invents one, and says so
/// in ``CompiledNib/inventedKeys``.
///
/// ```swift
/// let document = try DocumentReader().read(contentsOf: url)
/// let nib = try NibCompiler().compile(document)
/// print(nib.archive.objects.count)
/// ```
public struct NibCompiler: Sendable {
    /// Compilation settings.
    public struct Options: Sendable, Hashable {
        /// The module substituted where a document says `customModuleProvider="target"` without a module.
        public var targetModule: String?
        /// Whether to record what happened to every attribute (``CompiledNib/attributeUses``), for coverage reports.
        public var recordsAttributeUses: Bool
        /// Whether localizable text is archived as `NSLocalizableString` with its
        /// `<objectID>.<property>` key (so the nib can be localized at load) or as plain `NSString`.
        public var localizableText: LocalizableText
        /// Which keys are written: all of Apple's, or only those a loader reads.
        public var schema: Schema
        /// The ICC profiles embedded in archived colour spaces (`NSICC`), as ibtool embeds them;
        /// empty by default (the spaces are archived by number alone).
        public var colorProfiles: ColorProfileLibrary
        /// Creates options.
        public init(targetModule: String? = nil, recordsAttributeUses: Bool = false, localizableText: LocalizableText = .automatic,
                    schema: Schema = .apple, colorProfiles: ColorProfileLibrary = .init()) {
            self.targetModule = targetModule
            self.recordsAttributeUses = recordsAttributeUses
            self.localizableText = localizableText
            self.schema = schema
            self.colorProfiles = colorProfiles
        }

        /// Which keys an AppKit nib carries.
        public enum Schema: String, Sendable, CaseIterable {
            /// Every key Apple's ibtool writes that NibKit knows: the nib AppKit itself expects
            /// (cell and control flag words, the `NSControl…` mirrors of a cell's settings,
            /// scroller targets, catalog colours' fallbacks, placeholders such as `NSNibTouchBar`).
            case apple
            /// Only the keys NibKit's loader reads: the same objects and values load, in about
            /// four fifths of the bytes. The build plugin writes these for NibKit apps.
            case compact
        }

        /// How localizable text is archived.
        public enum LocalizableText: Sendable {
            /// `NSLocalizableString` for documents in a `.lproj` folder (Base internationalization),
            /// plain `NSString` otherwise, as ibtool writes them (the ibtool pairs, compiled outside
            /// any `.lproj`, hold plain strings).
            case automatic
            /// Always `NSLocalizableString`.
            case localizable
            /// Always plain `NSString`.
            case plain
        }

        /// Whether `document`'s text is archived as `NSLocalizableString`.
        func localizesText(of document: InterfaceDocument) -> Bool {
            switch localizableText {
            case .localizable: true
            case .plain: false
            case .automatic: document.file.split(separator: "/").dropLast().contains { $0.hasSuffix(".lproj") }
            }
        }
    }

    /// The settings.
    public var options: Options

    /// Creates a compiler.
    public init(options: Options = Options()) {
        self.options = options
    }

    /// Compiles a xib (or a legacy archive) into one nib.
    /// - Throws: ``CompileError`` naming the object and what to change.
    public func compile(_ document: InterfaceDocument) throws(CompileError) -> CompiledNib {
        guard document.kind == .xib else {
            throw CompileError(message: "\(document.file) is a storyboard; compile its scenes with compileScene(_:of:)", objectID: nil, location: nil)
        }
        var compilation = Compilation(document: document, options: options, objects: document.objects, connections: document.connections, scene: nil)
        compilation.localizationSpots = options.localizesText(of: document) ? LocalizationSpots(document) : nil
        return try compilation.run()
    }

    /// Compiles one storyboard scene into a nib: its objects, with a scene owner as File's Owner
    /// (outlet `sceneViewController`) and the storyboard as the external object `UIStoryboardPlaceholder`.
    /// The controller's view is left to its own nib (``compileSceneView(_:of:)``), named in the
    /// controller's `UINibName`, unless `includingView` is true.
    public func compileScene(_ scene: Scene, of document: InterfaceDocument, includingView: Bool = false) throws(CompileError) -> CompiledNib {
        try compileScene(scene, of: document, includingView: includingView, layout: StoryboardLayout(document: document))
    }

    func compileScene(_ scene: Scene, of document: InterfaceDocument, includingView: Bool, layout: StoryboardLayout) throws(CompileError) -> CompiledNib {
        var splits = includingView ? [] : layout.viewSplits[scene.sceneID].map { [$0] } ?? []
        var objects = layout.objects(inScene: scene.sceneID).filter { !(splits.first?.viewObjectIDs.contains($0.id) ?? false) }
        var inlinedSegueIDs: Set<String> = []
        var sceneIDs = [scene.sceneID]
        if document.flavour == .appKit {
            objects = AppKitSceneObjects.ordered(objects, scene: scene, layout: layout, includingView: includingView, splits: &splits, inlinedSegueIDs: &inlinedSegueIDs)
            // An inlined content controller brings its scene's objects, and their connections.
            if let controllerID = scene.controllerID, let contentID = layout.inlinedContentControllers[controllerID],
                let contentScene = layout.scene(ofController: contentID)
            {
                sceneIDs.append(contentScene.sceneID)
            }
        }
        let ids = Set(objects.map(\.id))
        let inViews = splits.reduce(into: Set<String>()) { $0.formUnion($1.viewObjectIDs) }
        // Every connection kept has its source among the scene's objects (those of an inlined
        // content controller included).
        let connections = layout.connections(touching: sceneIDs).filter { connection in
            // Segues become templates of the scene's controller, wherever their trigger sits.
            if case .segue = connection.kind {
                return document.object(id: connection.sourceID)?.sceneID == scene.sceneID && !inlinedSegueIDs.contains(connection.id ?? "")
            }
            guard ids.contains(connection.sourceID) else { return false }
            return connection.destinationID.map { !inViews.contains($0) } ?? true
        }
        var compilation = Compilation(document: document, options: options, objects: objects, connections: connections, scene: scene)
        compilation.layout = layout
        compilation.viewSplits = splits
        return try compilation.run()
    }

    /// Compiles a scene controller's view into its own nib, loaded with the controller as File's
    /// Owner and the scene's other objects as `UpstreamPlaceholder-<id>` external objects.
    /// Returns nil when the scene's controller has no view.
    public func compileSceneView(_ scene: Scene, of document: InterfaceDocument) throws(CompileError) -> (name: String, nib: CompiledNib)? {
        try compileSceneView(scene, of: document, layout: StoryboardLayout(document: document))
    }

    func compileSceneView(_ scene: Scene, of document: InterfaceDocument, layout: StoryboardLayout) throws(CompileError) -> (name: String, nib: CompiledNib)? {
        guard let split = layout.viewSplits[scene.sceneID] else { return nil }
        var objects: [DocumentObject] = []
        var proxies: [String: String] = [split.controllerID: "IBFilesOwner"]
        // The controller first (File's Owner); on macOS it is among the upstream objects too, as a placeholder.
        for id in [split.controllerID] + split.upstreamIDs.filter({ $0 != split.controllerID }) {
            guard var object = document.object(id: id) else { continue }
            object.isTopLevel = true
            objects.append(object)
            if id != split.controllerID { proxies[id] = split.upstreamNames[id] }
        }
        for var object in layout.objects(inScene: scene.sceneID) where split.viewObjectIDs.contains(object.id) {
            object.isTopLevel = object.id == split.viewID
            objects.append(object)
        }
        let sceneConnections = layout.connections(touching: [scene.sceneID])
        let connections = sceneConnections.filter { connection in
            if case .segue = connection.kind { return false }
            return [connection.sourceID, connection.destinationID].contains { $0.map(split.viewObjectIDs.contains) ?? false }
        }
        var compilation = Compilation(document: document, options: options, objects: objects, connections: connections, scene: nil)
        compilation.layout = layout
        compilation.proxyIdentifiers = proxies
        compilation.ownerViewOutlet = (split.controllerID, split.viewID)
        // macOS: the controller's own connections into its view go through a placeholder.
        compilation.controllerPlaceholder = split.upstreamNames[split.controllerID].map { (split.controllerID, $0) }
        compilation.upstreamNames = split.upstreamNames
        let upstream = Set(split.upstreamIDs)
        compilation.segueTriggers = sceneConnections.filter { connection in
            guard case .segue = connection.kind, let id = connection.id else { return false }
            return split.viewObjectIDs.contains(connection.sourceID) && upstream.contains(id)
        }
        return (split.nibName, try compilation.run())
    }

    /// Compiles every scene of a storyboard, and every controller's view, into named nibs.
    /// WatchKit storyboards are refused, not compiled to an empty `.storyboardc`: WatchKit builds
    /// interface controllers from its own compiled form, which NibKit neither writes nor loads.
    static func watchKitUnsupported(_ document: InterfaceDocument) -> CompileError {
        CompileError(
            message: "\(document.file) is a WatchKit storyboard (targetRuntime watchKit), which NibKit does not support: "
                + "WatchKit builds its interface controllers from a form of its own that NibKit neither writes nor loads; compile it with Xcode's ibtool",
            objectID: nil, location: nil)
    }

    public func compileStoryboard(_ document: InterfaceDocument) throws(CompileError) -> CompiledStoryboard {
        guard document.kind == .storyboard else {
            throw CompileError(message: "\(document.file) is not a storyboard", objectID: nil, location: nil)
        }
        if document.platform == .watchOS { throw Self.watchKitUnsupported(document) }
        let layout = StoryboardLayout(document: document)
        var storyboard = CompiledStoryboard(platform: document.platform)
        for scene in document.scenes {
            guard let controllerID = scene.controllerID, let name = layout.sceneNibNames[controllerID] else { continue }
            if let view = try compileSceneView(scene, of: document, layout: layout) { storyboard.nibs[view.name] = view.nib }
            // A window controller's content controller is archived in the window controller's nib (macOS).
            if layout.isInlined(controllerID) { continue }
            storyboard.nibs[name] = try compileScene(scene, of: document, includingView: false, layout: layout)
            storyboard.controllerNibNames[controllerID] = name
            if let identifier = document.object(id: controllerID).map({ document.element(at: $0.path) })?["storyboardIdentifier"] {
                storyboard.identifiersToNibNames[identifier] = name
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

/// A storyboard compiled into nibs, as a `.storyboardc` folder holds them.
public struct CompiledStoryboard: Sendable {
    /// The platform.
    public var platform: Platform
    /// Every scene nib and view nib, by nib name.
    public var nibs: [String: CompiledNib] = [:]
    /// The entry point's nib name (`UIStoryboardDesignatedEntryPointIdentifier`).
    public var initialNibName: String?
    /// Storyboard identifiers → nib names (`UIViewControllerIdentifiersToNibNames`).
    public var identifiersToNibNames: [String: String] = [:]
    /// Controller object ids → scene nib names.
    public var controllerNibNames: [String: String] = [:]
    /// macOS: storyboard identifiers → the compilation identifier (a UUID) of their controller
    /// (`NSViewControllerIdentifiersToUUIDs`).
    public var identifiersToUUIDs: [String: String] = [:]

    /// Creates an empty storyboard.
    public init(platform: Platform) {
        self.platform = platform
    }
}

/// The result of compiling a document or a scene.
public struct CompiledNib: Sendable {
    /// The archive, in Apple's schema for the document's platform.
    public var archive: KeyedArchive
    /// The platform the document targets.
    public var platform: Platform
    /// The number of document objects archived (placeholders included).
    public var objectCount: Int
    /// The number of connections archived (outlets, actions, bindings, segues, runtime attributes).
    public var connectionCount: Int
    /// Keys this compiler writes where Apple's are not known, with how often.
    public var inventedKeys: [String: Int]
    /// Things the compiler noticed: unsupported parts, values it could not read.
    public var findings: [CompileFinding]
    /// What happened to every attribute, when ``NibCompiler/Options/recordsAttributeUses`` is on.
    public var attributeUses: [AttributeUse]
    /// The archive index of each document object, by id.
    public var objectIndexes: [String: Int]
}

/// Something the compiler noticed in a document: what, where, how serious.
public struct CompileFinding: Sendable, Hashable, CustomStringConvertible {
    /// How serious a finding is.
    public enum Severity: String, Sendable, Hashable {
        /// The document compiled, but something was dropped or guessed.
        case warning
        /// Informational.
        case notice
    }
    /// How serious.
    public var severity: Severity
    /// What happened.
    public var message: String
    /// Where.
    public var location: SourceLocation
    /// `file:line:column: warning: message`.
    public var description: String { "\(location): \(severity.rawValue): \(message)" }
}

/// A document that cannot be compiled.
public struct CompileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong and what to change.
    public var message: String
    /// The object concerned, if any.
    public var objectID: String?
    /// Where in the document.
    public var location: SourceLocation?
    /// `file:line:column: error: message (object id)`.
    public var description: String {
        let place = location.map { "\($0): " } ?? ""
        let object = objectID.map { " (object \($0))" } ?? ""
        return "\(place)error: \(message)\(object)"
    }
}
