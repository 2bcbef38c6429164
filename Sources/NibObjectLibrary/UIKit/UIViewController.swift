import Foundation
import NibRuntime

/// A controller that manages a view hierarchy.
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    /// The nib the view is loaded from, if any.
    open private(set) var nibName: String?
    /// The title.
    open var title: String?
    /// The storyboard identifier.
    open private(set) var storyboardIdentifier: String?
    /// The navigation item.
    open var navigationItem: UINavigationItem?
    /// The segues archived with the controller (storyboards).
    open private(set) var segueTemplates: [NibSegueTemplate] = []
    /// Child controllers.
    open private(set) var children: [UIViewController] = []

    /// The root view.
    open var view: UIView? {
        get { loadedView }
        set {
            loadedView = newValue
            newValue?.viewController = self
        }
    }

    /// Whether the view is loaded.
    open var isViewLoaded: Bool { loadedView != nil }

    /// Creates a controller whose view will come from a nib.
    public init(nibName: String?, bundle: Any?) {
        self.nibName = nibName
        super.init()
    }

    public required init() { super.init() }

    public required init?(coder: NSCoder) {
        title = coder.decodeObject(forKey: "UITitle") as? String
        nibName = coder.decodeObject(forKey: "UINibName") as? String
        storyboardIdentifier = coder.decodeObject(forKey: "UIStoryboardIdentifier") as? String
        navigationItem = coder.decodeObject(forKey: "UINavigationItem") as? UINavigationItem
        segueTemplates = (coder.decodeObject(forKey: "UIStoryboardSegueTemplates") as? [Any] ?? []).compactMap { $0 as? NibSegueTemplate }
        super.init(coder: coder)
        view = coder.decodeObject(forKey: "UIView") as? UIView
    }

    /// Called after the view is loaded.
    open func viewDidLoad() {}

    /// A controller's next responder is its view's superview.
    open override var next: UIResponder? { loadedView?.superview }

    open override func setNibValue(_ value: Any?, forKey key: String) throws(KeyValueCodingError) -> Bool {
        switch key {
        case "view": view = value as? UIView
        case "title": title = value as? String
        case "navigationItem": navigationItem = value as? UINavigationItem
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
}
