// A target whose typed accessors the build plugin generates (its `nibkit-accessors` file says
// `public`) and compiles against NibLoading in every build: `StoryboardScene`, `StoryboardSegue`,
// `ReuseIdentifier` and `NibName` come from Shop.storyboard (UIKit), Settings.storyboard (AppKit)
// and Badge.xib. The classes the documents name are here.
import Foundation
import NibLoading

/// Shop.storyboard's list scene (`product-list`), the navigation controller's root.
public final class ProductListViewController: UITableViewController {}

/// Shop.storyboard's `ProductDetail` scene.
public final class ProductDetailViewController: UIViewController {
    public private(set) weak var nameLabel: UILabel?

    public override func setNibValue(_ value: Any?, forKey key: String) throws(KeyValueCodingError) -> Bool {
        guard key == "nameLabel" else { return try super.setNibValue(value, forKey: key) }
        nameLabel = value as? UILabel
        return true
    }
}

/// Settings.storyboard's initial scene (`General`).
public final class SettingsPaneController: NSViewController {}

/// Badge.xib's view.
public final class BadgeView: UIView {
    public private(set) weak var textLabel: UILabel?

    public override func setNibValue(_ value: Any?, forKey key: String) throws(KeyValueCodingError) -> Bool {
        guard key == "textLabel" else { return try super.setNibValue(value, forKey: key) }
        textLabel = value as? UILabel
        return true
    }
}

/// The module's resource bundle, where the plugin put the compiled documents.
public enum AccessorsExampleResources {
    public static var bundle: Bundle { .module }

    /// A badge through the generated nib name (code in the module uses the accessors too).
    public static func makeBadge() throws -> BadgeView? {
        try Nib(named: NibName.badge.rawValue, bundle: .module).instantiate().first as? BadgeView
    }
}
