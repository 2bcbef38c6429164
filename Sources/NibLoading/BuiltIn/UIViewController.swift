import Foundation
import NibArchive
import NibObjectLibrary
import NibRuntime

/// A controller that manages a view hierarchy, loading it lazily from a nib or a storyboard.
///
/// The view is loaded on first access of ``view``: from the storyboard's view nib, from the
/// nib named in ``init(nibName:bundle:)``, or, with no nib name, from a nib named like the
/// class (`MyViewController` → `MyView`, then `MyViewController`); with none of those, an
/// empty `UIView`. The controller is the nib's File's Owner and must be connected to its
/// `view` outlet. Then ``viewDidLoad()`` runs.
open class UIViewController: UIResponder, NibViewOwning {
    private var loadedView: UIView?
    private var isLoadingView = false
    /// The nib the view is loaded from.
    open private(set) var nibName: String?
    /// The bundle the nib is looked up in (nil: the main bundle).
    open private(set) var nibBundle: Bundle?
    /// The storyboard the controller came from.
    open internal(set) var storyboard: Storyboard? {
        didSet { connectSegueTemplates() }
    }
    /// Objects of the storyboard scene that the view nib refers to (`UIExternalObjectsTableForViewLoading`).
    var externalObjectsForViewLoading: [String: AnyObject] = [:]
    /// The view nib's placeholders that stand for the controller itself (kept apart: holding
    /// `self` in the table would be a cycle).
    private var externalObjectKeysForSelf: [String] = []
    /// Why the view could not be loaded, if it could not.
    public private(set) var viewLoadingError: NibLoadingError?
    /// The title.
    open var title: String?
    /// Whether scroll view insets are adjusted automatically (`automaticallyAdjustsScrollViewInsets`).
    open var automaticallyAdjustsScrollViewInsets = true
    /// Whether the storyboard identifier doubles as the restoration identifier (the nib holds
    /// the storyboard identifier as the restoration identifier).
    open var usesStoryboardIdentifierAsRestorationIdentifier = false
    /// The identifier state restoration knows the controller by.
    open var restorationIdentifier: String?
    /// Whether this controller's view is the one a presentation inside it covers.
    open var definesPresentationContext = false
    /// The modal presentation style (`fullScreen`, `formSheet`, `pageSheet`…).
    open var modalPresentationStyle: String?
    /// The modal transition style.
    open var modalTransitionStyle: String?
    /// Whether the bottom bar hides when this controller is pushed.
    open var hidesBottomBarWhenPushed = false
    /// Whether layout extends under opaque bars.
    open var extendedLayoutIncludesOpaqueBars = false
    /// The identifier the storyboard knows the controller by.
    open private(set) var storyboardIdentifier: String?
    /// The navigation item.
    open var navigationItem: UINavigationItem?
    /// The item that stands for the controller in a tab bar.
    open var tabBarItem: UITabBarItem?
    /// The segues leaving this controller.
    open private(set) var segueTemplates: [NibSegueTemplate] = []
    /// The containing controller.
    open internal(set) weak var parent: UIViewController?
    /// Child controllers.
    open private(set) var children: [UIViewController] = []
    /// The controller this one presents.
    open private(set) var presentedViewController: UIViewController?
    /// The controller that presents this one.
    open private(set) weak var presentingViewController: UIViewController?

    /// The root view, loaded on first access. Nil only when loading failed (see ``viewLoadingError``).
    public var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set { setView(newValue) }
    }

    /// The view if it is loaded, without loading it.
    public var viewIfLoaded: UIView? { loadedView }
    /// Whether the view is loaded.
    public var isViewLoaded: Bool { loadedView != nil }
    /// The root view, for windows that show the controller.
    public var rootView: UIView? { view }

    /// Creates a controller whose view comes from a nib (nil: a nib named like the class, if any).
    public init(nibName: String?, bundle: Bundle?) {
        self.nibName = nibName
        self.nibBundle = bundle
        super.init()
    }

    public required init() { super.init() }

    public required init?(coder: NSCoder) {
        title = coder.decodeObject(forKey: "UITitle") as? String
        automaticallyAdjustsScrollViewInsets = coder.nibBool(forKey: "UIKeyAutomaticallyAdjustsScrollViewInsets") ?? true
        modalPresentationStyle = coder.nibEnumName(forKey: "UIModalPresentationStyle", names: UIKitEnumerationNumbers.modalPresentationStyleNames)
        modalTransitionStyle = coder.nibEnumName(forKey: "UIModalTransitionStyle", names: UIKitEnumerationNumbers.modalTransitionStyleNames)
        hidesBottomBarWhenPushed = coder.nibBool(forKey: "UIHidesBottomBarWhenPushed") ?? false
        extendedLayoutIncludesOpaqueBars = coder.nibBool(forKey: "UIKeyExtendedLayoutIncludesOpaqueBars") ?? false
        definesPresentationContext = coder.nibBool(forKey: "UIDefinesPresentationContext") ?? false
        nibName = coder.decodeObject(forKey: "UINibName") as? String
        storyboardIdentifier = coder.decodeObject(forKey: "UIStoryboardIdentifier") as? String
        restorationIdentifier = coder.decodeObject(forKey: "UIRestorationIdentifier") as? String
        usesStoryboardIdentifierAsRestorationIdentifier = storyboardIdentifier != nil && restorationIdentifier == storyboardIdentifier
        navigationItem = coder.decodeObject(forKey: "UINavigationItem") as? UINavigationItem
        tabBarItem = coder.decodeObject(forKey: "UITabBarItem") as? UITabBarItem
        segueTemplates = (coder.decodeObject(forKey: "UIStoryboardSegueTemplates") as? [Any] ?? []).compactMap { $0 as? NibSegueTemplate }
        for (key, value) in coder.decodeObject(forKey: "UIExternalObjectsTableForViewLoading") as? [AnyHashable: Any] ?? [:] {
            if let key = key as? String { externalObjectsForViewLoading[key] = value as AnyObject }
        }
        super.init(coder: coder)
        externalObjectKeysForSelf = coder.nibDecoder?.keysReferringToCurrentObject(inDictionaryForKey: "UIExternalObjectsTableForViewLoading") ?? []
        if let view = coder.decodeObject(forKey: "UIView") as? UIView { setView(view) }
        decodeArchivedContainment(from: coder)
    }

    private func setView(_ view: UIView?) {
        loadedView?.owningViewController = nil
        loadedView = view
        view?.owningViewController = self
    }

    /// Loads the view if it is not loaded; on failure ``viewLoadingError`` says why.
    open func loadViewIfNeeded() {
        guard loadedView == nil, !isLoadingView else { return }
        isLoadingView = true
        defer { isLoadingView = false }
        do throws(NibLoadingError) {
            try loadView()
            guard loadedView != nil else {
                throw NibLoadingError(
                    code: .missingOutlet,
                    message: "\(KeyValueCoding.typeName(of: self)) loaded the \"\(nibName ?? "")\" nib but the view outlet was not set; connect File's Owner's view outlet in Interface Builder",
                    location: nibName ?? "")
            }
            viewLoadingError = nil
        } catch {
            viewLoadingError = error
            return
        }
        viewDidLoad()
        do throws(NibLoadingError) { try performSeguesOnViewLoad() } catch { segueError = error }
    }

    /// Creates the view: from the storyboard's view nib, the named nib, a nib named like the
    /// class, or else an empty view. Override to build the view in code (set ``view``).
    open func loadView() throws(NibLoadingError) {
        var externalObjects = externalObjectsForViewLoading
        for key in externalObjectKeysForSelf { externalObjects[key] = self }
        if let storyboard, let nibName, try storyboard.loadViewNib(named: nibName, owner: self, externalObjects: externalObjects) {
            return
        }
        let bundle = nibBundle ?? .main
        if let nibName {
            _ = try Nib(named: nibName, bundle: bundle).instantiate(owner: self)
            return
        }
        for candidate in Self.defaultNibNames(for: self) {
            if let url = NibLocator.find(candidate, extensions: NibLocator.nibExtensions, in: bundle).url {
                nibName = candidate
                _ = try Nib(contentsOf: url).instantiate(owner: self)
                return
            }
        }
        setView(UIView(frame: .zero))
    }

    /// The nib names tried when none is given: `MyViewController` → `MyView`, then `MyViewController`.
    static func defaultNibNames(for controller: AnyObject) -> [String] {
        let name = KeyValueCoding.typeName(of: controller)
        return name.hasSuffix("Controller") ? [String(name.dropLast("Controller".count)), name] : [name]
    }

    /// Called after the view is loaded.
    open func viewDidLoad() {}

    // MARK: Containment and presentation

    /// Adds a child controller.
    open func addChild(_ child: UIViewController) {
        child.removeFromParent()
        children.append(child)
        child.parent = self
    }

    /// Called when a child archived inside this controller's nib is added (a container keeps
    /// its tabs, its stack or its columns).
    func didAdoptArchivedChild(_ child: UIViewController) {}

    /// Removes the controller from its parent.
    open func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    /// Presents a controller modally.
    open func present(_ controller: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {
        presentedViewController = controller
        controller.presentingViewController = self
        completion?()
    }

    /// Dismisses the controller this one presents (or, if none, this one).
    open func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        if let presented = presentedViewController {
            presented.presentingViewController = nil
            presentedViewController = nil
        } else if let presenting = presentingViewController {
            presenting.dismiss(animated: animated, completion: nil)
        }
        completion?()
    }

    /// The nearest navigation controller above this one.
    open var navigationController: UINavigationController? {
        var current = parent
        while let controller = current {
            if let navigation = controller as? UINavigationController { return navigation }
            current = controller.parent
        }
        return nil
    }

    /// The nearest tab bar controller above this one.
    open var tabBarController: UITabBarController? {
        var current = parent
        while let controller = current {
            if let tabs = controller as? UITabBarController { return tabs }
            current = controller.parent
        }
        return nil
    }

    /// Receives a storyboard relationship (`rootViewController`, `viewControllers`…); containers override.
    open func setRelationship(_ relationship: String, destination: UIViewController) {
        addChild(destination)
    }

    /// A controller's next responder is its view's superview, else its parent or presenter.
    open override var next: UIResponder? { loadedView?.superview ?? parent ?? presentingViewController }

    open override func setNibValue(_ value: Any?, forKey key: String) throws(KeyValueCodingError) -> Bool {
        switch key {
        case "view": setView(value as? UIView)
        case "title": title = value as? String
        case "navigationItem": navigationItem = value as? UINavigationItem
        case "tabBarItem": tabBarItem = value as? UITabBarItem
        case "storyboard": storyboard = value as? Storyboard ?? storyboard  // the scene nib's UIStoryboardPlaceholder
        default: return try super.setNibValue(value, forKey: key)
        }
        return true
    }

    open override func nibValue(forKey key: String) -> NibValueLookup {
        switch key {
        case "view": .value(view)
        case "title": .value(title)
        default: super.nibValue(forKey: key)
        }
    }

    // MARK: Segues

    /// Whether a triggered segue should be performed; `true` by default.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Called before a segue is performed, with its destination created.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// Performs the segue with this identifier (without asking ``shouldPerformSegue(withIdentifier:sender:)``).
    /// - Throws: ``NibLoadingError/Code/unknownSegue`` when the controller has no such segue.
    open func performSegue(withIdentifier identifier: String, sender: Any?) throws(NibLoadingError) {
        guard let template = segueTemplates.first(where: { $0.identifier == identifier }) else {
            throw NibLoadingError(code: .unknownSegue, message: "Receiver (\(KeyValueCoding.typeName(of: self))) has no segue with identifier '\(identifier)'", location: storyboard?.name ?? "")
        }
        try SeguePerformer.perform(template, from: self, sender: sender)
    }

    private func connectSegueTemplates() {
        for template in segueTemplates {
            template.performHandler = { [weak self] template, sender in
                guard let self else { return }
                if let identifier = template.identifier, !self.shouldPerformSegue(withIdentifier: identifier, sender: sender) { return }
                do throws(NibLoadingError) { try SeguePerformer.perform(template, from: self, sender: sender) } catch { self.segueError = error }
            }
        }
    }

    /// The last error of a segue triggered by a control.
    public internal(set) var segueError: NibLoadingError?

    private func performSeguesOnViewLoad() throws(NibLoadingError) {
        for template in segueTemplates where template.performsOnViewLoad {
            try SeguePerformer.perform(template, from: self, sender: nil)
        }
    }
}
