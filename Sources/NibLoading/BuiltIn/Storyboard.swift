import Foundation
import NibArchive
import NibCompiler
import NibDocument
import NibObjectLibrary
import NibResources
import NibRuntime
import NibSupport

/// A storyboard: its scenes compiled once into nibs, and controllers instantiated from them
/// on demand, as `UIStoryboard` and `NSStoryboard` do.
///
/// Each instantiation loads the controller's scene nib with a scene owner as File's Owner and
/// the storyboard as the external object `UIStoryboardPlaceholder`; the controller's view is
/// loaded later, on first access, from its own view nib. Containers are filled from their
/// relationship segues; storyboard references open the other storyboard in the same bundle.
///
/// ```swift
/// let storyboard = try UIStoryboard(name: "Main", bundle: .main)
/// let root = try storyboard.instantiateInitialViewController()
/// let detail = try storyboard.instantiateViewController(identifier: "Detail") { coder in
///     DetailViewController(coder: coder, item: item)
/// }
/// ```
public final class Storyboard {
    /// The storyboard's name (the file name without extension).
    public let name: String
    /// The bundle it came from; references to other storyboards are looked up there.
    public let bundle: Bundle?
    /// Options every scene is instantiated with (external objects, strictness, class lookup).
    public var options: Nib.Options
    /// Warnings from every instantiation so far (scene nibs and view nibs).
    public private(set) var warnings: [String] = []
    /// Objects made by every instantiation so far.
    public private(set) var objectCount = 0
    /// Connections made by every instantiation so far.
    public private(set) var connectionCount = 0
    /// The platform of the document.
    public let platform: Platform

    private let nibs: [String: Nib]
    private let directory: URL?
    private let initialNibName: String?
    private let identifiersToNibNames: [String: String]
    private let controllerIndexes: [String: Int]
    private let references: [String: (storyboard: String, identifier: String?)]
    let resolver: ClassResolver

    /// Opens `name.storyboardc` (compiled) or `name.storyboard` in a bundle (nil: the main bundle).
    /// - Throws: ``NibLoadingError/Code/notFound`` ("Could not find a storyboard named …") with the paths tried.
    public convenience init(name: String, bundle: Bundle?, options: Nib.Options = Nib.Options()) throws(NibLoadingError) {
        let lookup = bundle ?? .main
        if let problem = ResourceConfinement.problem(with: name) {
            throw NibLoadingError(code: .nameOutsideBundle, message: "Could not find a storyboard in bundle \(lookup.bundlePath): \(problem)", location: lookup.bundlePath)
        }
        let found = NibLocator.find(name, extensions: ["storyboardc", "storyboard"], in: lookup)
        guard let url = found.url else {
            throw NibLoadingError(
                code: .notFound,
                message: "Could not find a storyboard named '\(name)' in bundle \(lookup.bundlePath); tried \(found.tried.joined(separator: ", "))",
                location: lookup.bundlePath)
        }
        // Storyboards it refers to are looked up in the same bundle: the main one when none was given.
        try self.init(contentsOf: url, bundle: lookup, options: options)
    }

    /// Reads and compiles a `.storyboard` file, or opens a compiled `.storyboardc` folder.
    public convenience init(contentsOf url: URL, bundle: Bundle? = nil, options: Nib.Options = Nib.Options()) throws(NibLoadingError) {
        if url.pathExtension == "storyboardc" {
            try self.init(compiledAt: url, bundle: bundle, options: options)
            return
        }
        let document: InterfaceDocument
        do { document = try DocumentReader().read(contentsOf: url) } catch {
            throw NibLoadingError(error)
        }
        try self.init(document: NibLocator.localized(document, at: url), bundle: bundle, options: options)
    }

    /// Compiles a parsed storyboard.
    public init(document: InterfaceDocument, bundle: Bundle? = nil, options: Nib.Options = Nib.Options()) throws(NibLoadingError) {
        let compiled: CompiledStoryboard
        do { compiled = try NibCompiler().compileStoryboard(document) } catch {
            throw NibLoadingError(code: document.platform == .watchOS ? .unsupportedFormat : .compileFailed, message: error.message, location: error.location?.description ?? document.file)
        }
        name = URL(fileURLWithPath: document.file).deletingPathExtension().lastPathComponent
        self.bundle = bundle
        self.options = options
        platform = document.platform
        directory = document.file.hasPrefix("<") ? nil : URL(fileURLWithPath: document.file).deletingLastPathComponent()
        var nibs: [String: Nib] = [:]
        var indexes: [String: Int] = [:]
        // One resource root for every nib (looked up once, not once per scene).
        let root = document.file.hasPrefix("<") ? nil : NamedResources.root(forFileAt: URL(fileURLWithPath: document.file))
        for (nibName, nib) in compiled.nibs {
            nibs[nibName] = Nib(archive: nib.archive, flavour: document.flavour, source: "\(document.file) (\(nibName))", resourceRoot: root)
            if let index = Self.sceneControllerIndex(nib.archive) { indexes[nibName] = index }
        }
        self.nibs = nibs
        controllerIndexes = indexes
        initialNibName = compiled.initialNibName
        identifiersToNibNames = compiled.identifiersToNibNames
        references = Self.references(in: nibs, controllerIndexes: indexes, storyboardName: name, external: compiled.externalReferences)
        resolver = ClassResolver(library: BuiltInClasses.all, registered: options.registeredClasses, searchModules: options.searchModules, memo: ClassResolutionMemo())
    }

    /// Opens a compiled storyboard: `Info.plist` (entry point, identifiers → nib names) and its nibs.
    public init(compiledAt url: URL, bundle: Bundle? = nil, options: Nib.Options = Nib.Options()) throws(NibLoadingError) {
        let plistURL = url.appendingPathComponent("Info.plist")
        let data: Data
        do { data = try BoundedFile.read(plistURL, kind: .propertyList) } catch where error.isTooLarge {
            throw NibLoadingError(code: .limitExceeded, message: error.message, location: plistURL.path)
        } catch {
            throw NibLoadingError(code: .unreadableDocument, message: "the compiled storyboard has no readable Info.plist", location: plistURL.path)
        }
        guard let plist = (try? PropertyListSerialization.propertyList(from: data, format: nil)) as? [String: Any]
        else { throw NibLoadingError(code: .unreadableDocument, message: "the compiled storyboard has no readable Info.plist", location: plistURL.path) }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        var nibs: [String: Nib] = [:]
        var indexes: [String: Int] = [:]
        var flavour = Flavour.uiKit
        for name in names.sorted() where name.hasSuffix(".nib") {
            let compiled = try CompiledNibReader.archive(at: url.appendingPathComponent(name))
            let nibName = String(name.dropLast(4))
            nibs[nibName] = Nib(archive: try NibLocator.localized(compiled.archive, at: url.appendingPathComponent(name)), flavour: compiled.flavour, source: compiled.source, resourceRoot: NamedResources.root(forFileAt: url.appendingPathComponent(name)))
            if let index = Self.sceneControllerIndex(compiled.archive) { indexes[nibName] = index }
            flavour = compiled.flavour
        }
        let prefix = flavour == .appKit ? "NS" : "UI"
        name = url.deletingPathExtension().lastPathComponent
        self.bundle = bundle
        self.options = options
        platform = flavour == .appKit ? .macOS : .iOS
        directory = url.deletingLastPathComponent()
        self.nibs = nibs
        controllerIndexes = indexes
        initialNibName = plist["\(prefix)StoryboardDesignatedEntryPointIdentifier"] as? String
        identifiersToNibNames = plist["\(prefix)ViewControllerIdentifiersToNibNames"] as? [String: String] ?? [:]
        references = Self.references(in: nibs, controllerIndexes: indexes, storyboardName: name, external: Self.externalReferences(in: plist))
        resolver = ClassResolver(library: BuiltInClasses.all, registered: options.registeredClasses, searchModules: options.searchModules, memo: ClassResolutionMemo())
    }

    /// An iOS storyboard's reference table (`UIViewControllerIdentifiersToExternalStoryboardReferences`).
    private static func externalReferences(in plist: [String: Any]) -> [String: ExternalStoryboardReference] {
        guard let table = plist["UIViewControllerIdentifiersToExternalStoryboardReferences"] as? [String: Any] else { return [:] }
        return table.compactMapValues { entry in
            guard let entry = entry as? [String: Any] else { return nil }
            return ExternalStoryboardReference(
                storyboardName: entry["UIReferencedStoryboardName"] as? String, controllerIdentifier: entry["UIReferencedControllerIdentifier"] as? String)
        }
    }

    /// The scenes that stand for a controller of another storyboard (or of this one): their
    /// controller is a storyboard reference naming the storyboard and, optionally, the identifier;
    /// or, as UIKit compiles one, a placeholder whose identifier the reference table lists.
    private static func references(in nibs: [String: Nib], controllerIndexes: [String: Int], storyboardName: String,
                                   external: [String: ExternalStoryboardReference]) -> [String: (storyboard: String, identifier: String?)] {
        var references: [String: (storyboard: String, identifier: String?)] = [:]
        for (nibName, index) in controllerIndexes {
            guard let archive = try? nibs[nibName]?.archive, archive.objects.indices.contains(index) else { continue }
            let prefix: String
            switch archive.objects[index].className {
            case "UIStoryboardReference": prefix = "UI"
            case "NSStoryboardReference": prefix = "NS"
            case "UIStoryboardViewControllerPlaceholder":
                // (A placeholder the table does not list refers to nothing UIKit could make.)
                if let identifier = archive.string("UIStoryboardIdentifier", of: index), let reference = external[identifier] {
                    references[nibName] = (reference.storyboardName ?? storyboardName, reference.controllerIdentifier)
                }
                continue
            default: continue
            }
            references[nibName] = (
                archive.string("\(prefix)StoryboardName", of: index) ?? storyboardName,
                archive.string("\(prefix)ReferencedIdentifier", of: index)
            )
        }
        return references
    }

    /// The archive index of the controller a scene nib hands to its owner (`sceneViewController`).
    private static func sceneControllerIndex(_ archive: KeyedArchive) -> Int? {
        for object in archive.objects where object.className == "UIRuntimeOutletConnection" || object.className == "NSNibOutletConnector" {
            guard case .object(let label)? = object["UILabel"] ?? object["NSLabel"], case .data(let bytes)? = archive.objects[label]["NS.bytes"] else { continue }
            let text = String(decoding: bytes, as: UTF8.self)
            if text == "sceneViewController" || text == "sceneController", case .object(let index)? = object["UIDestination"] ?? object["NSDestination"] {
                return index
            }
        }
        return nil
    }

    /// A compiled nib of the storyboard by name (scene nibs and view nibs).
    func nib(named nibName: String) -> Nib? { nibs[nibName] }

    /// Loads a controller's view nib with the controller as File's Owner; false when there is no such nib.
    func loadViewNib(named nibName: String, owner: AnyObject, externalObjects: [String: AnyObject]) throws(NibLoadingError) -> Bool {
        guard let nib = nibs[nibName] else { return false }
        var viewOptions = options
        viewOptions.externalObjects.merge(externalObjects) { _, new in new }
        record(try nib.instantiateWithDetails(owner: owner, options: viewOptions))
        return true
    }

    private func record(_ result: NibInstantiation) {
        warnings += result.warnings
        objectCount += result.objectCount
        connectionCount += result.connectionCount
    }

    /// The names of every nib in the storyboard.
    public var nibNames: [String] { nibs.keys.sorted() }

    /// The storyboard identifiers of the controllers that can be instantiated by identifier.
    public var identifiers: [String] { identifiersToNibNames.keys.sorted() }

    /// The scene nib names of every controller.
    public var sceneNibNames: [String] { controllerIndexes.keys.sorted() }

    // MARK: UIKit

    /// The entry-point controller, new each call; nil when the storyboard has none.
    public func instantiateInitialViewController() throws(NibLoadingError) -> UIViewController? {
        guard let initialNibName else { return nil }
        return try viewController(try instantiate(nibName: initialNibName, creator: nil))
    }

    /// The entry-point controller, created by `creator` (which must call `init(coder:)`).
    public func instantiateInitialViewController<Controller: UIViewController>(creator: ((NSCoder) -> Controller?)?) throws(NibLoadingError) -> Controller? {
        guard let initialNibName else { return nil }
        return try typed(try instantiate(nibName: initialNibName, creator: creator.map { creator in { creator($0) } }))
    }

    /// A new controller with this storyboard identifier.
    /// - Throws: ``NibLoadingError/Code/unknownIdentifier`` naming the storyboard and identifier.
    public func instantiateViewController(withIdentifier identifier: String) throws(NibLoadingError) -> UIViewController {
        try viewController(try instantiate(nibName: try nibName(for: identifier), creator: nil))
    }

    /// A new controller with this storyboard identifier, created by `creator` (dependency injection).
    public func instantiateViewController<Controller: UIViewController>(identifier: String, creator: ((NSCoder) -> Controller?)?) throws(NibLoadingError) -> Controller {
        try typed(try instantiate(nibName: try nibName(for: identifier), creator: creator.map { creator in { creator($0) } }))
    }

    // MARK: AppKit

    /// The entry-point controller (a window or view controller), new each call; nil when none.
    public func instantiateInitialController() throws(NibLoadingError) -> AnyObject? {
        guard let initialNibName else { return nil }
        return try instantiate(nibName: initialNibName, creator: nil)
    }

    /// A new controller with this storyboard identifier.
    public func instantiateController(withIdentifier identifier: String) throws(NibLoadingError) -> AnyObject {
        try instantiate(nibName: try nibName(for: identifier), creator: nil)
    }

    /// A new controller with this storyboard identifier, created by `creator`.
    public func instantiateController<Controller: AnyObject>(identifier: String, creator: ((NSCoder) -> Controller?)?) throws(NibLoadingError) -> Controller {
        try typed(try instantiate(nibName: try nibName(for: identifier), creator: creator.map { creator in { creator($0) } }))
    }

    /// The main menu of a macOS storyboard's application scene, loaded with the shared application.
    public func instantiateMainMenu() throws(NibLoadingError) -> NSMenu? {
        // ibtool's application scene has no scene controller: its application object holds the menu.
        guard let nib = nibs["MainMenu"] else { return nil }
        var sceneOptions = options
        sceneOptions.externalObjects["NSStoryboardPlaceholder"] = self
        let result = try nib.instantiateWithDetails(owner: StoryboardSceneOwner(), options: sceneOptions)
        record(result)
        // This load's menu (the shared application's may be another load's by the time it is read).
        return result.topLevelObjects.lazy.compactMap { $0 as? NSMenu }.first { $0.systemMenu == "main" } ?? NSApplication.shared.mainMenu
    }

    // MARK: Instantiation

    private func nibName(for identifier: String) throws(NibLoadingError) -> String {
        guard let nibName = identifiersToNibNames[identifier] else {
            throw NibLoadingError(code: .unknownIdentifier, message: "Storyboard (\(name)) doesn't contain a view controller with identifier '\(identifier)'", location: name)
        }
        return nibName
    }

    /// Any scene controller by its scene nib name: a new controller, configured for the storyboard.
    public func instantiate(nibName: String, creator: ((NSCoder) -> AnyObject?)?) throws(NibLoadingError) -> AnyObject {
        // Storyboard references are followed one after another; one that leads back to a scene
        // already passed would never end.
        var storyboard = self
        var nibName = nibName
        var passed: [String] = []
        while let reference = storyboard.references[nibName] {
            let step = "\(storyboard.name)/\(nibName)"
            guard !passed.contains(step) else {
                throw NibLoadingError(code: .referenceCycle, message: "storyboard references lead back to themselves: \((passed + [step]).joined(separator: " → ")); make one of them name a real scene", location: name)
            }
            passed.append(step)
            let other = reference.storyboard == storyboard.name ? storyboard : try storyboard.referencedStoryboard(reference.storyboard)
            if let identifier = reference.identifier {
                nibName = try other.nibName(for: identifier)
            } else {
                guard let initial = other.initialNibName else {
                    throw NibLoadingError(code: .unknownIdentifier, message: "Storyboard (\(other.name)) has no initial view controller", location: other.name)
                }
                nibName = initial
            }
            storyboard = other
        }
        return try storyboard.instantiateScene(nibName: nibName, creator: creator)
    }

    /// A scene that is not a reference: its nib, instantiated with a scene owner.
    private func instantiateScene(nibName: String, creator: ((NSCoder) -> AnyObject?)?) throws(NibLoadingError) -> AnyObject {
        guard let nib = nibs[nibName] else {
            throw NibLoadingError(code: .unknownIdentifier, message: "Storyboard (\(name)) doesn't contain a scene named '\(nibName)'", location: name)
        }
        let owner = StoryboardSceneOwner()
        var sceneOptions = options
        sceneOptions.externalObjects["UIStoryboardPlaceholder"] = self
        sceneOptions.externalObjects["NSStoryboardPlaceholder"] = self
        if let creator, let index = controllerIndexes[nibName] { sceneOptions.objectCreators[index] = creator }
        record(try nib.instantiateWithDetails(owner: owner, options: sceneOptions))
        guard let controller = owner.sceneController else {
            throw NibLoadingError(code: .missingOutlet, message: "the scene '\(nibName)' has no controller", location: name)
        }
        try configure(controller)
        return controller
    }

    /// Whether a scene is a reference to another storyboard.
    public func isReference(nibName: String) -> Bool { references[nibName] != nil }

    /// A storyboard this one refers to, by ``ResourceConfinement``'s rule: in the bundle this one
    /// was opened from; for a storyboard opened by path, beside it and, from a `.lproj` folder,
    /// in the folder that holds it (language folders first, as in a bundle). Nowhere else.
    private func referencedStoryboard(_ other: String) throws(NibLoadingError) -> Storyboard {
        if let problem = ResourceConfinement.problem(with: other) {
            throw NibLoadingError(code: .nameOutsideBundle, message: "Storyboard (\(name)) refers to another storyboard: \(problem)", location: directory?.path ?? name)
        }
        if let bundle { return try Storyboard(name: other, bundle: bundle, options: options) }
        guard let directory else {
            throw NibLoadingError(
                code: .notFound,
                message: "Could not find a storyboard named '\(other)': storyboard \(name) was made from a document in memory, with no folder or bundle to look in; open it with a bundle",
                location: name)
        }
        var roots = [directory]
        if directory.pathExtension == "lproj" { roots.append(directory.deletingLastPathComponent()) }
        let lookup = ResourceLookup(languages: NibLanguages.preferred, deviceModifier: UIDevice.current.userInterfaceIdiom.rawValue)
        let found = lookup.find(other, extensions: ["storyboardc", "storyboard"], in: roots)
        guard let url = found.url else {
            throw NibLoadingError(
                code: .notFound,
                message: "Could not find a storyboard named '\(other)' in \(roots.map(\.path).joined(separator: " or ")); tried \(found.tried.joined(separator: ", "))",
                location: directory.path)
        }
        return try Storyboard(contentsOf: url, options: options)
    }

    /// Ties a new controller to the storyboard and fills containers from relationship segues.
    private func configure(_ controller: AnyObject) throws(NibLoadingError) {
        guard let controller = controller as? StoryboardControllable else { return }
        controller.attach(to: self)
        for template in controller.storyboardSegueTemplates where template.kind == "relationship" {
            guard let destinationName = template.destinationIdentifier else { continue }
            let destination: AnyObject
            do {
                destination = try SceneContainment.entering(destinationName, of: name) { () throws(NibLoadingError) in try instantiate(nibName: destinationName, creator: nil) }
            } catch where !options.isStrict && Self.isMissingStoryboard(error) {
                // The rest of the container loads, as an unknown class does (strict mode: an error).
                warnings.append("relationship '\(template.relationship ?? "")' to scene \(destinationName) was not made: \(error.message)")
                continue
            }
            controller.setStoryboardRelationship(template.relationship ?? "", destination: destination)
        }
    }

    /// Whether a load failed because a storyboard that a reference names is not there.
    package static func isMissingStoryboard(_ error: NibLoadingError) -> Bool {
        error.code == .notFound && error.message.hasPrefix("Could not find a storyboard named")
    }

    private func viewController(_ object: AnyObject) throws(NibLoadingError) -> UIViewController {
        try typed(object)
    }

    private func typed<T>(_ object: AnyObject) throws(NibLoadingError) -> T {
        guard let typed = object as? T else {
            throw NibLoadingError(code: .segueFailed, message: "the storyboard made a \(KeyValueCoding.typeName(of: object)), not a \(T.self)", location: name)
        }
        return typed
    }
}

/// UIKit's name for a storyboard.
public typealias UIStoryboard = Storyboard
/// AppKit's name for a storyboard.
public typealias NSStoryboard = Storyboard

/// A controller a storyboard can configure.
protocol StoryboardControllable: AnyObject {
    var storyboardSegueTemplates: [NibSegueTemplate] { get }
    func attach(to storyboard: Storyboard)
    func setStoryboardRelationship(_ relationship: String, destination: AnyObject)
}

extension UIViewController: StoryboardControllable {
    var storyboardSegueTemplates: [NibSegueTemplate] { segueTemplates }
    func attach(to storyboard: Storyboard) { self.storyboard = storyboard }
    func setStoryboardRelationship(_ relationship: String, destination: AnyObject) {
        if let destination = destination as? UIViewController { setRelationship(relationship, destination: destination) }
    }
}

/// File's Owner of a storyboard scene nib: receives the scene's controller.
final class StoryboardSceneOwner: NibObject {
    private(set) var sceneController: AnyObject?

    override func setNibValue(_ value: Any?, forKey key: String) throws(KeyValueCodingError) -> Bool {
        guard key == "sceneViewController" || key == "sceneController" else { return try super.setNibValue(value, forKey: key) }
        sceneController = value as AnyObject?
        return true
    }
}
