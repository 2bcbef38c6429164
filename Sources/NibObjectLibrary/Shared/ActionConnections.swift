import NibRuntime

extension UIControl: NibActionConnectable {
    /// `addTarget(_:action:for:)` with the archived events.
    public func connectAction(_ action: Selector, to target: AnyObject?, eventMask: Int, trigger: String?) {
        addTarget(target, action: action, for: Event(rawValue: UInt(truncatingIfNeeded: eventMask)))  // (the archived bits, as UIKit reads them)
    }
}

extension UIBarButtonItem: NibActionConnectable {
    /// Sets the item's target and action.
    public func connectAction(_ action: Selector, to target: AnyObject?, eventMask: Int, trigger: String?) {
        self.target = target
        self.action = action
    }
}

extension UIGestureRecognizer: NibActionConnectable {
    /// `addTarget(_:action:)`.
    public func connectAction(_ action: Selector, to target: AnyObject?, eventMask: Int, trigger: String?) {
        addTarget(target, action: action)
    }
}

extension NSControl: NibActionConnectable {
    /// Sets target and action (or `doubleAction` for that trigger).
    public func connectAction(_ action: Selector, to target: AnyObject?, eventMask: Int, trigger: String?) {
        self.target = target
        if trigger == "doubleAction" { doubleAction = action } else { self.action = action }
    }
}

extension NSCell: NibActionConnectable {
    /// Sets target and action.
    public func connectAction(_ action: Selector, to target: AnyObject?, eventMask: Int, trigger: String?) {
        self.target = target
        self.action = action
    }
}

extension NSMenuItem: NibActionConnectable {
    /// Sets target and action.
    public func connectAction(_ action: Selector, to target: AnyObject?, eventMask: Int, trigger: String?) {
        self.target = target
        self.action = action
    }
}
