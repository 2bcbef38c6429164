import Foundation
import NibRuntime

/// A window: the root of a view hierarchy on a screen.
open class UIWindow: _UIWindowAttributes {
    /// Whether the window is the key window.
    open private(set) var isKeyWindow = false
    /// The root view controller; its view fills the window.
    open var rootViewController: UIResponder? {
        didSet {
            if let view = (rootViewController as? NibViewOwning)?.rootView {
                view.frame = bounds
                addSubview(view)
            }
        }
    }

    public required init(frame: CGRect) { super.init(frame: frame) }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isHidden = true
    }

    /// Shows the window and makes it key, as the loader does for windows visible at launch.
    open func makeKeyAndVisible() {
        isHidden = false
        for window in UIApplication.shared.windows { window.isKeyWindow = false }
        isKeyWindow = true
        UIApplication.shared.windowBecameKey(self)
    }

    /// A window's next responder is the application.
    open override var next: UIResponder? { UIApplication.shared }

    open override func setNibValue(_ value: Any?, forKey key: String) throws(KeyValueCodingError) -> Bool {
        if key == "rootViewController" { rootViewController = value as? UIResponder; return true }
        return try super.setNibValue(value, forKey: key)
    }
}

/// A controller that owns a root view (view controllers), loading it on demand.
public protocol NibViewOwning: AnyObject {
    /// The root view, loaded if needed.
    var rootView: UIView? { get }
}
