import NibObjectLibrary
import NibRuntime

/// The classes the loader itself provides (controllers, documents) together with the object library.
enum BuiltInClasses {
    static let all: [String: AnyClass] = {
        var table = ObjectLibrary.classes
        let controllers: [AnyClass] = [
            UIViewController.self, UINavigationController.self, UITabBarController.self, UISplitViewController.self,
            UIPageViewController.self, UITableViewController.self, UICollectionViewController.self,
            NSViewController.self, NSTabViewController.self, NSSplitViewController.self, NSPageController.self,
            NSWindowController.self, NSDocument.self,
        ]
        for type in controllers { table[String(describing: type)] = type }
        // Interface Builder's subclass, the original class of a storyboard's custom window controller.
        table["IBNSWindowController"] = NSWindowController.self
        // A storyboard reference archived as a container's child decodes as the controller it leads to.
        table["UIStoryboardViewControllerPlaceholder"] = UIStoryboardViewControllerPlaceholder.self
        return table
    }()
}
