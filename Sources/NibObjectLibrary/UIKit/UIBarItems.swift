import Foundation
import NibRuntime

/// A button on a navigation bar or toolbar; actions set its target and action.
open class UIBarButtonItem: _UIBarButtonItemAttributes {
    /// The title.
    open var title: String?
    /// The target (weak); nil sends the action up the responder chain.
    open weak var target: AnyObject?
    /// The action.
    open var action: Selector?

    public required init?(coder: NSCoder) {
        title = coder.decodeObject(forKey: "UITitle") as? String
        super.init(coder: coder)
    }

    public required init() { super.init() }

    /// Sends the item's action, as a tap would.
    open func tap() {
        guard let action else { return }
        UIApplication.shared.sendAction(action, to: target, from: self, for: nil)
    }
}

/// A navigation bar's content for one controller.
open class UINavigationItem: _UINavigationItemAttributes {
    /// The title.
    open var title: String?
    /// A custom view in place of the title.
    open var titleView: UIView?
    /// The item at the left (leading) side.
    open var leftBarButtonItem: UIBarButtonItem?
    /// The item at the right (trailing) side.
    open var rightBarButtonItem: UIBarButtonItem?
    /// The back button's item.
    open var backBarButtonItem: UIBarButtonItem?

    open override func setNibValue(_ value: Any?, forKey key: String) throws(KeyValueCodingError) -> Bool {
        switch key {
        case "titleView": titleView = value as? UIView
        case "leftBarButtonItem": leftBarButtonItem = value as? UIBarButtonItem
        case "rightBarButtonItem": rightBarButtonItem = value as? UIBarButtonItem
        case "backBarButtonItem": backBarButtonItem = value as? UIBarButtonItem
        case "title": title = value as? String
        default: return try super.setNibValue(value, forKey: key)
        }
        return true
    }

    public required init?(coder: NSCoder) {
        title = coder.decodeObject(forKey: "UITitle") as? String
        super.init(coder: coder)
    }

    public required init() { super.init() }
}

/// A gesture recognizer; actions add target-action pairs.
open class UIGestureRecognizer: NibObject {
    /// The view it is attached to (weak).
    open internal(set) weak var view: UIView?
    /// The target-action pairs (targets weak).
    open private(set) var targetActions: [UIControl.TargetAction] = []

    /// Adds a target and action.
    open func addTarget(_ target: AnyObject?, action: Selector) {
        targetActions.append(UIControl.TargetAction(target: target, hasTarget: target != nil, action: action, events: []))
    }

    /// Sends the actions, as a recognized gesture would.
    open func recognize() {
        for pair in targetActions {
            UIApplication.shared.sendAction(pair.action, to: pair.hasTarget ? pair.target : nil, from: self, for: nil)
        }
    }
}
