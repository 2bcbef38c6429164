import Foundation
import NibRuntime

/// A window's toolbar.
open class NSToolbar: _NSToolbarAttributes {
    /// The toolbar's identifier.
    open private(set) var identifier: String?
    /// The delegate (weak).
    open weak var delegate: AnyObject?

    public required init?(coder: NSCoder) {
        identifier = (coder.decodeObject(forKey: "NSToolbarIdentifier") ?? coder.decodeObject(forKey: "NSExplicitIdentifier")) as? String
        super.init(coder: coder)
    }

    public required init() { super.init() }

    open override func setNibValue(_ value: Any?, forKey key: String) throws(KeyValueCodingError) -> Bool {
        if key == "delegate" { delegate = value as AnyObject?; return true }
        return try super.setNibValue(value, forKey: key)
    }
}

/// An item of a toolbar, with a target and an action.
open class NSToolbarItem: _NSToolbarItemAttributes, NSTargetActionSetting, NibActionConnectable {
    /// The label.
    open var label = ""
    /// The target (weak).
    open weak var target: AnyObject?
    /// The action.
    open var action: Selector?
    /// The view, for view-based items.
    open var view: NSView?

    public required init?(coder: NSCoder) {
        label = (coder.decodeObject(forKey: "NSToolbarItemLabel") ?? coder.decodeObject(forKey: "NSLabel")) as? String ?? ""
        super.init(coder: coder)
        // Apple's nibs archive the item's view under a key of its own.
        if let view = coder.decodeObject(forKey: "NSToolbarItemView") as? NSView { self.view = view }
    }

    public required init() { super.init() }

    /// Sets target and action.
    public func connectAction(_ action: Selector, to target: AnyObject?, eventMask: Int, trigger: String?) {
        self.target = target
        self.action = action
    }

    open override func setNibValue(_ value: Any?, forKey key: String) throws(KeyValueCodingError) -> Bool {
        if key == "view" { view = value as? NSView; return true }
        return try super.setNibValue(value, forKey: key)
    }
}
