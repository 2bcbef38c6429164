import Foundation
import NibObjectLibrary
import NibRuntime

/// A stack of controllers, filled from the storyboard's `rootViewController` relationship.
open class UINavigationController: UIViewController {
    /// The controllers on the stack, bottom first.
    open private(set) var viewControllers: [UIViewController] = []
    /// The navigation bar.
    open private(set) var navigationBar: AnyObject?

    public required init() { super.init() }

    public required init?(coder: NSCoder) {
        navigationBar = coder.decodeObject(forKey: "UINavigationBar") as AnyObject?
        super.init(coder: coder)
    }

    /// Creates a navigation controller with a root controller.
    public convenience init(rootViewController: UIViewController) {
        self.init()
        pushViewController(rootViewController, animated: false)
    }

    /// The controller on top.
    open var topViewController: UIViewController? { viewControllers.last }

    /// Pushes a controller.
    open func pushViewController(_ controller: UIViewController, animated: Bool) {
        addChild(controller)
        viewControllers.append(controller)
    }

    /// Pops the top controller.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1, let top = viewControllers.popLast() else { return nil }
        top.removeFromParent()
        return top
    }

    /// Pops controllers until `controller` is on top.
    @discardableResult
    open func popToViewController(_ controller: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = viewControllers.firstIndex(where: { $0 === controller }) else { return nil }
        let popped = Array(viewControllers[(index + 1)...])
        viewControllers.removeSubrange((index + 1)...)
        for child in popped { child.removeFromParent() }
        return popped
    }

    open override func setRelationship(_ relationship: String, destination: UIViewController) {
        pushViewController(destination, animated: false)
    }

    /// The stack is the archived children, root first (UIKit's decoder reads no list of its own).
    override func didAdoptArchivedChild(_ child: UIViewController) {
        viewControllers.append(child)
    }
}

/// Tabs of controllers, filled from the storyboard's `viewControllers` relationships.
open class UITabBarController: UIViewController {
    /// The tabs' controllers, in order.
    open private(set) var viewControllers: [UIViewController] = []
    /// The selected tab.
    open var selectedIndex = 0

    /// The selected controller.
    open var selectedViewController: UIViewController? {
        viewControllers.indices.contains(selectedIndex) ? viewControllers[selectedIndex] : nil
    }

    /// Replaces the tabs.
    open func setViewControllers(_ controllers: [UIViewController], animated: Bool) {
        for child in viewControllers { child.removeFromParent() }
        viewControllers = controllers
        for child in controllers { addChild(child) }
    }

    public required init() { super.init() }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        // The tabs in the archived order (`UIViewControllers`) when it lists the same children.
        let listed = (coder.decodeObject(forKey: "UIViewControllers") as? [Any] ?? []).compactMap { $0 as? UIViewController }
        if listed.count == viewControllers.count, listed.allSatisfy({ tab in viewControllers.contains { $0 === tab } }) {
            viewControllers = listed
        }
    }

    open override func setRelationship(_ relationship: String, destination: UIViewController) {
        addChild(destination)
        viewControllers.append(destination)
    }

    override func didAdoptArchivedChild(_ child: UIViewController) {
        viewControllers.append(child)
    }
}

/// A master and a detail controller.
open class UISplitViewController: UIViewController {
    /// The columns' controllers: master (primary) first.
    open private(set) var viewControllers: [UIViewController] = []

    open override func setRelationship(_ relationship: String, destination: UIViewController) {
        addChild(destination)
        if relationship == "masterViewController" {
            viewControllers.insert(destination, at: 0)
        } else {
            viewControllers.append(destination)
        }
    }

    /// The columns are the archived children, primary first.
    override func didAdoptArchivedChild(_ child: UIViewController) {
        viewControllers.append(child)
    }
}

/// A controller of pages.
open class UIPageViewController: UIViewController {}

/// A controller whose view is a table view.
open class UITableViewController: UIViewController {
    /// The table view.
    open var tableView: UITableView? { view as? UITableView }
}

/// A controller whose view is a collection view.
open class UICollectionViewController: UIViewController {
    /// The collection view.
    open var collectionView: UICollectionView? { view as? UICollectionView }
}
