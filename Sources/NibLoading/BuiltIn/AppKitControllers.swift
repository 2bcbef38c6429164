import Foundation
import NibObjectLibrary
import NibRuntime

/// A controller that manages a view, loaded lazily from a nib or a storyboard.
open class NSViewController: NSResponder {
    private var loadedView: NSView?
    private var isLoadingView = false
    /// The nib the view comes from.
    open private(set) var nibName: String?
    /// The bundle the nib is looked up in.
    open private(set) var nibBundle: Bundle?
    /// The title.
    open var title: String?
    /// The represented object.
    open var representedObject: Any?
    /// The storyboard the controller came from.
    open internal(set) var storyboard: Storyboard?
    /// The segues leaving this controller.
    open private(set) var segueTemplates: [NibSegueTemplate] = []
    /// Child controllers (tab and split items, embedded controllers).
    open private(set) var children: [NSViewController] = []
    /// The containing controller.
    open private(set) weak var parent: NSViewController?
    /// Why the view could not be loaded, if it could not.
    public private(set) var viewLoadingError: NibLoadingError?
    var externalObjectsForViewLoading: [String: AnyObject] = [:]
    /// The view nib's placeholders that stand for the controller itself (kept apart: holding
    /// `self` in the table would be a cycle).
    private var externalObjectKeysForSelf: [String] = []

    /// The view, loaded on first access.
    open var view: NSView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView = newValue
            newValue?.nextResponder = self
        }
    }

    /// Whether the view is loaded.
    open var isViewLoaded: Bool { loadedView != nil }

    /// Creates a controller whose view comes from a nib (nil: a nib named like the class).
    public init(nibName: String?, bundle: Bundle?) {
        self.nibName = nibName
        self.nibBundle = bundle
        super.init()
    }

    public required init() { super.init() }

    public required init?(coder: NSCoder) {
        title = coder.decodeObject(forKey: "NSTitle") as? String
        nibName = coder.decodeObject(forKey: "NSNibName") as? String
        segueTemplates = (coder.decodeObject(forKey: "NSStoryboardSegueTemplates") as? [Any] ?? []).compactMap { $0 as? NibSegueTemplate }
        for (key, value) in coder.decodeObject(forKey: "NSExternalObjectsTableForViewLoading") as? [AnyHashable: Any] ?? [:] {
            if let key = key as? String { externalObjectsForViewLoading[key] = value as AnyObject }
        }
        super.init(coder: coder)
        externalObjectKeysForSelf = (coder as? NibDecoder)?.keysReferringToCurrentObject(inDictionaryForKey: "NSExternalObjectsTableForViewLoading") ?? []
        if let view = coder.decodeObject(forKey: "NSView") as? NSView { self.view = view }
    }

    /// Loads the view if needed; on failure ``viewLoadingError`` says why.
    open func loadViewIfNeeded() {
        guard loadedView == nil, !isLoadingView else { return }
        isLoadingView = true
        defer { isLoadingView = false }
        do throws(NibLoadingError) {
            try loadView()
            guard loadedView != nil else {
                throw NibLoadingError(code: .missingOutlet, message: "\(KeyValueCoding.typeName(of: self)) loaded the \"\(nibName ?? "")\" nib but the view outlet was not set", location: nibName ?? "")
            }
            viewDidLoad()
            for template in segueTemplates where template.performsOnViewLoad {
                guard let storyboard, let destinationName = template.destinationIdentifier else { continue }
                // The child's view loads as it is embedded, and may embed in turn.
                try SceneContainment.entering(destinationName, of: storyboard.name) { () throws(NibLoadingError) in
                    guard let child = try storyboard.instantiate(nibName: destinationName, creator: nil) as? NSViewController else { return }
                    addChild(child)
                    if let childView = child.view { loadedView?.addSubview(childView) }
                    if let error = child.viewLoadingError { throw error }
                }
            }
        } catch {
            viewLoadingError = error
        }
    }

    /// Loads the view from the storyboard's view nib, the named nib, or a nib named like the class.
    open func loadView() throws(NibLoadingError) {
        var externalObjects = externalObjectsForViewLoading
        for key in externalObjectKeysForSelf { externalObjects[key] = self }
        if let storyboard, let nibName, try storyboard.loadViewNib(named: nibName, owner: self, externalObjects: externalObjects) {
            return
        }
        let name = nibName ?? KeyValueCoding.typeName(of: self)
        let found = NibLocator.find(name, extensions: NibLocator.nibExtensions, in: nibBundle ?? .main)
        guard let url = found.url else { throw NibLocator.notFound(name, bundle: nibBundle ?? .main, tried: found.tried) }
        nibName = name
        _ = try Nib(contentsOf: url).instantiate(owner: self)
    }

    /// Called after the view is loaded.
    open func viewDidLoad() {}

    /// Adds a child controller.
    open func addChild(_ child: NSViewController) {
        children.append(child)
        child.parent = self
    }

    /// Whether a triggered segue should be performed.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Called before a segue is performed.
    open func prepare(for segue: NSStoryboardSegue, sender: Any?) {}

    /// Performs the segue with this identifier.
    open func performSegue(withIdentifier identifier: String, sender: Any?) throws(NibLoadingError) {
        try AppKitSegues.perform(identifier: identifier, templates: segueTemplates, source: self, storyboard: storyboard, sender: sender)
    }

    /// Receives a relationship; tab and split view controllers add their items.
    open func setRelationship(_ relationship: String, destination: NSViewController) {
        addChild(destination)
    }

    open override func setNibValue(_ value: Any?, forKey key: String) throws(KeyValueCodingError) -> Bool {
        switch key {
        case "view": view = value as? NSView
        case "title": title = value as? String
        case "representedObject": representedObject = value
        case "storyboard": storyboard = value as? Storyboard ?? storyboard  // the scene nib's NSStoryboardPlaceholder
        default: return try super.setNibValue(value, forKey: key)
        }
        return true
    }

    open override func nibValue(forKey key: String) -> NibValueLookup {
        key == "view" ? .value(view) : super.nibValue(forKey: key)
    }
}

extension NSViewController: NSWindowContentController {
    /// The controller's view, loaded if need be.
    public var windowContentView: NSView? { view }
}

/// A container whose view the controller makes itself, as AppKit's tab and split view controllers do.
open class NSContainerViewController: NSViewController {
    /// The container's view is made in code unless a nib is named.
    open override func loadView() throws(NibLoadingError) {
        if nibName != nil || storyboard != nil, (try? super.loadView()) != nil, isViewLoaded { return }
        view = NSView(frame: .zero)
    }
}

/// A tab view controller: its items, each with its controller, set by the runtime attribute
/// ibtool writes (`tabViewItems`), or filled from `tabItems` relationships.
open class NSTabViewController: NSContainerViewController {
    /// The tabs; setting them makes each tab's controller a child.
    open var tabViewItems: [NSTabViewItem] = [] {
        didSet { adoptControllers(of: tabViewItems.map(\.viewController)) }
    }

    open override func setNibValue(_ value: Any?, forKey key: String) throws(KeyValueCodingError) -> Bool {
        guard key == "tabViewItems" else { return try super.setNibValue(value, forKey: key) }
        tabViewItems = (value as? [Any] ?? []).compactMap { $0 as? NSTabViewItem }
        return true
    }
}

/// A split view controller: its items, each with its controller, set by the runtime attribute
/// ibtool writes (`splitViewItems`), or filled from `splitItems` relationships.
open class NSSplitViewController: NSContainerViewController {
    /// The panes; setting them makes each pane's controller a child.
    open var splitViewItems: [NSSplitViewItem] = [] {
        didSet { adoptControllers(of: splitViewItems.map(\.viewController)) }
    }

    open override func setNibValue(_ value: Any?, forKey key: String) throws(KeyValueCodingError) -> Bool {
        guard key == "splitViewItems" else { return try super.setNibValue(value, forKey: key) }
        splitViewItems = (value as? [Any] ?? []).compactMap { $0 as? NSSplitViewItem }
        return true
    }
}

extension NSContainerViewController {
    /// Makes each item's controller a child, once, and never the container itself or one of its parents.
    func adoptControllers(of controllers: [AnyObject?]) {
        for case let child as NSViewController in controllers where !children.contains(where: { $0 === child }) {
            var ancestor: NSViewController? = self
            var isAncestor = false
            while let current = ancestor, !isAncestor {
                isAncestor = current === child
                ancestor = current.parent
            }
            if !isAncestor { addChild(child) }
        }
    }
}
/// A page controller.
open class NSPageController: NSContainerViewController {}

/// A controller that manages a window, loaded lazily from a nib (``windowNibName``) or given by a storyboard.
///
/// Accessing ``window`` loads the nib if needed: `windowWillLoad()`, the document's
/// `windowControllerWillLoadNib(_:)`, `loadWindow()`, `windowDidLoad()`, the document's
/// `windowControllerDidLoadNib(_:)`. The nib must connect File's Owner's `window` outlet.
open class NSWindowController: NSResponder {
    private var loadedWindow: NSWindow?
    private var isLoadingWindow = false
    /// The nib the window is loaded from.
    open private(set) var windowNibName: String?
    /// File's Owner of the window nib (the controller itself unless given).
    open private(set) weak var owner: AnyObject?
    /// The document (weak).
    open weak var document: NSDocument?
    /// Whether closing the window closes the document.
    open var shouldCloseDocument = false
    /// Whether new windows cascade.
    open var shouldCascadeWindows = true
    /// The frame autosave name.
    open var windowFrameAutosaveName = ""
    /// The window's content controller (storyboards: the `window.shadowedContentViewController`
    /// relationship, or the window's `contentViewController` as ibtool archives it).
    open var contentViewController: NSViewController? {
        get { window?.contentViewController as? NSViewController }
        set { window?.contentViewController = newValue }
    }
    /// The storyboard the controller came from.
    open internal(set) var storyboard: Storyboard?
    /// The segues leaving this controller.
    open private(set) var segueTemplates: [NibSegueTemplate] = []
    /// Why the window could not be loaded, if it could not.
    public private(set) var windowLoadingError: NibLoadingError?

    /// The window, loaded from the nib on first access and kept.
    open var window: NSWindow? {
        get {
            if loadedWindow == nil, windowNibName != nil, !isLoadingWindow { loadWindowIfNeeded() }
            return loadedWindow
        }
        set {
            loadedWindow = newValue
            newValue?.windowController = self
        }
    }

    /// Whether the window is loaded.
    open var isWindowLoaded: Bool { loadedWindow != nil }

    /// Creates a controller for a window nib; the owner defaults to the controller.
    public init(windowNibName: String, owner: AnyObject? = nil) {
        self.windowNibName = windowNibName
        super.init()
        self.owner = owner ?? self
        shouldCloseDocument = false
    }

    /// Creates a controller for a window made in code.
    public init(window: NSWindow?) {
        super.init()
        self.window = window
    }

    public required init() { super.init() }

    public required init?(coder: NSCoder) {
        segueTemplates = (coder.decodeObject(forKey: "NSStoryboardSegueTemplates") as? [Any] ?? []).compactMap { $0 as? NibSegueTemplate }
        super.init(coder: coder)
        window = coder.decodeObject(forKey: "IBWindowTemplate") as? NSWindow ?? coder.decodeObject(forKey: "NSWindow") as? NSWindow
    }

    private func loadWindowIfNeeded() {
        isLoadingWindow = true
        defer { isLoadingWindow = false }
        windowWillLoad()
        document?.windowControllerWillLoadNib(self)
        do throws(NibLoadingError) {
            try loadWindow()
            guard loadedWindow != nil else {
                throw NibLoadingError(code: .missingOutlet, message: "\(KeyValueCoding.typeName(of: self)) loaded the \"\(windowNibName ?? "")\" nib but the window outlet was not set; connect File's Owner's window outlet", location: windowNibName ?? "")
            }
            windowDidLoad()
            document?.windowControllerDidLoadNib(self)
        } catch {
            windowLoadingError = error
        }
    }

    /// Loads the nib with the owner as File's Owner, from the owner's module's bundle or the main bundle.
    open func loadWindow() throws(NibLoadingError) {
        guard let windowNibName else { return }
        _ = try Nib(named: windowNibName, bundle: .main).instantiate(owner: owner ?? self)
    }

    /// Called before the window nib loads.
    open func windowWillLoad() {}
    /// Called after the window nib loads.
    open func windowDidLoad() {}

    /// Shows the window in front and makes it key.
    open func showWindow(_ sender: Any?) { window?.makeKeyAndOrderFront(sender) }

    /// Performs the segue with this identifier.
    open func performSegue(withIdentifier identifier: String, sender: Any?) throws(NibLoadingError) {
        try AppKitSegues.perform(identifier: identifier, templates: segueTemplates, source: self, storyboard: storyboard, sender: sender)
    }

    /// Called before a segue is performed.
    open func prepare(for segue: NSStoryboardSegue, sender: Any?) {}

    open override func setNibValue(_ value: Any?, forKey key: String) throws(KeyValueCodingError) -> Bool {
        switch key {
        case "window": window = value as? NSWindow
        case "contentViewController": contentViewController = value as? NSViewController
        case "storyboard": storyboard = value as? Storyboard ?? storyboard
        default: return try super.setNibValue(value, forKey: key)
        }
        return true
    }

    open override func nibValue(forKey key: String) -> NibValueLookup {
        key == "window" ? .value(window) : super.nibValue(forKey: key)
    }
}

/// A document with windows: its `windowNibName` is handed to a default window controller.
open class NSDocument: NibObject {
    /// The nib of the document's window, or nil for a subclass that makes its own controllers.
    open var windowNibName: String? { nil }
    /// The document's window controllers.
    open private(set) var windowControllers: [NSWindowController] = []

    /// Makes the default window controller for ``windowNibName``, with the document as File's Owner.
    open func makeWindowControllers() {
        guard let windowNibName else { return }
        addWindowController(NSWindowController(windowNibName: windowNibName, owner: self))
    }

    /// Adds a window controller.
    open func addWindowController(_ controller: NSWindowController) {
        windowControllers.append(controller)
        controller.document = self
    }

    /// Shows every window.
    open func showWindows() { for controller in windowControllers { controller.showWindow(self) } }

    /// The document nib's `window` outlet: hands the window to the document's window controller.
    open func setWindow(_ window: NSWindow?) {
        windowControllers.first?.window = window
    }

    open override func setNibValue(_ value: Any?, forKey key: String) throws(KeyValueCodingError) -> Bool {
        if key == "window" {
            setWindow(value as? NSWindow)
            return true
        }
        return try super.setNibValue(value, forKey: key)
    }

    /// Called before a window controller loads its nib.
    open func windowControllerWillLoadNib(_ windowController: NSWindowController) {}
    /// Called after a window controller loads its nib.
    open func windowControllerDidLoadNib(_ windowController: NSWindowController) {}
}

/// An AppKit storyboard segue.
open class NSStoryboardSegue {
    /// The identifier.
    public let identifier: String?
    /// The source controller.
    public let sourceController: AnyObject
    /// The destination controller.
    public let destinationController: AnyObject
    /// The kind (`show`, `modal`, `sheet`, `popover`, `embed`, `custom`).
    public internal(set) var kind = "custom"

    /// Creates a segue.
    public required init(identifier: String?, source: AnyObject, destination: AnyObject) {
        self.identifier = identifier
        self.sourceController = source
        self.destinationController = destination
    }

    /// Shows the destination: a window controller's window, or a view controller as a child.
    open func perform() {
        if let windowController = destinationController as? NSWindowController {
            windowController.showWindow(self)
        } else if let child = destinationController as? NSViewController, let source = sourceController as? NSViewController {
            source.addChild(child)
        }
    }
}

/// AppKit segue performing.
enum AppKitSegues {
    static func perform(identifier: String, templates: [NibSegueTemplate], source: AnyObject, storyboard: Storyboard?, sender: Any?) throws(NibLoadingError) {
        guard let template = templates.first(where: { $0.identifier == identifier }) else {
            throw NibLoadingError(code: .unknownSegue, message: "Receiver (\(KeyValueCoding.typeName(of: source))) has no segue with identifier '\(identifier)'", location: storyboard?.name ?? "")
        }
        guard let storyboard, let destinationName = template.destinationIdentifier else {
            throw NibLoadingError(code: .segueFailed, message: "the segue '\(identifier)' needs a storyboard and a destination", location: "")
        }
        let destination = try storyboard.instantiate(nibName: destinationName, creator: nil)
        var segueType: NSStoryboardSegue.Type = NSStoryboardSegue.self
        if let name = template.segueClassName, let resolved = storyboard.resolver.resolve(name) as? NSStoryboardSegue.Type { segueType = resolved }
        let segue = segueType.init(identifier: identifier, source: source, destination: destination)
        segue.kind = template.kind
        (source as? NSViewController)?.prepare(for: segue, sender: sender)
        (source as? NSWindowController)?.prepare(for: segue, sender: sender)
        segue.perform()
    }
}

extension NSViewController: StoryboardControllable {
    var storyboardSegueTemplates: [NibSegueTemplate] { segueTemplates }
    func attach(to storyboard: Storyboard) { self.storyboard = storyboard }
    func setStoryboardRelationship(_ relationship: String, destination: AnyObject) {
        if let destination = destination as? NSViewController { setRelationship(relationship, destination: destination) }
    }
}

extension NSWindowController: StoryboardControllable {
    var storyboardSegueTemplates: [NibSegueTemplate] { segueTemplates }
    func attach(to storyboard: Storyboard) { self.storyboard = storyboard }
    func setStoryboardRelationship(_ relationship: String, destination: AnyObject) {
        if let destination = destination as? NSViewController { contentViewController = destination }
    }
}
