import Foundation
import NibRuntime

/// A control that sends actions to targets for events, as `UIControl` does.
open class UIControl: _UIControlAttributes {
    /// UIControl.Event bits.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    }

    /// One target-action pair. The target is weak, as in UIKit; nil means the responder chain.
    public struct TargetAction {
        /// The target, or nil for the responder chain.
        public weak var target: AnyObject?
        /// Whether a target was given (a released target is not the responder chain).
        public let hasTarget: Bool
        /// The action.
        public let action: Selector
        /// The events.
        public let events: Event
    }

    /// The target-action pairs, in the order they were added.
    @exclusivity(unchecked) open private(set) var targetActions: [TargetAction] = []
    /// Whether the control is enabled.
    @exclusivity(unchecked) open var isEnabled = true
    /// Whether the control is selected.
    @exclusivity(unchecked) open var isSelected = false
    /// Whether the control is highlighted.
    @exclusivity(unchecked) open var isHighlighted = false

    public required init(frame: CGRect) { super.init(frame: frame) }

    public required init?(coder: NSCoder) {
        // (Keys the control's key signature rules out are not asked for: NibKeySet.)
        let keys = coder.nibKeys
        if let value = coder.nibBool(.uiEnabled, in: keys) { isEnabled = value }
        if let value = coder.nibBool(.uiDisabled, in: keys) { isEnabled = !value }
        isSelected = coder.decodeBool(.uiSelected, in: keys)
        isHighlighted = coder.decodeBool(.uiHighlighted, in: keys)
        super.init(coder: coder)
    }

    /// Adds a target and action for events. A nil target sends the action up the responder chain.
    open func addTarget(_ target: AnyObject?, action: Selector, for events: Event) {
        targetActions.append(TargetAction(target: target, hasTarget: target != nil, action: action, events: events))
    }

    /// Removes target-action pairs matching `target` (nil: all targets) and `action` (nil: all actions).
    open func removeTarget(_ target: AnyObject?, action: Selector?, for events: Event) {
        targetActions.removeAll { pair in
            (target == nil || pair.target === target) && (action == nil || pair.action == action) && !pair.events.isDisjoint(with: events)
        }
    }

    /// The actions registered for `target` and one of `events`.
    open func actions(forTarget target: AnyObject?, forControlEvent events: Event) -> [Selector] {
        targetActions.filter { $0.target === target && !$0.events.isDisjoint(with: events) }.map(\.action)
    }

    /// Sends the actions registered for `events`, as a touch or value change would.
    open func sendActions(for events: Event) {
        for pair in targetActions where !pair.events.isDisjoint(with: events) {
            sendAction(pair.action, to: pair.hasTarget ? pair.target : nil, for: nil)
        }
    }

    /// Sends one action: to the target, or with a nil target up the responder chain from the control.
    open func sendAction(_ action: Selector, to target: AnyObject?, for event: AnyObject?) {
        if let target {
            ActionDispatch.perform(action, on: target, sender: self)
        } else {
            UIApplication.shared.sendAction(action, to: nil, from: self, for: event)
        }
    }
}

extension UIApplication {
    /// Sends an action to a target, or with a nil target to the first responder in the chain from `sender`.
    /// - Returns: Whether some object handled it.
    @discardableResult
    public func sendAction(_ action: Selector, to target: AnyObject?, from sender: AnyObject?, for event: AnyObject?) -> Bool {
        if let target { return ActionDispatch.perform(action, on: target, sender: sender) }
        let start = (sender as? UIResponder) ?? keyWindow
        if start?.sendActionUpChain(action, sender: sender) == true { return true }
        if ActionDispatch.responds(self, to: action) { return ActionDispatch.perform(action, on: self, sender: sender) }
        // The app delegate ends the chain even when it is not a UIResponder.
        if let delegate, ActionDispatch.responds(delegate, to: action) { return ActionDispatch.perform(action, on: delegate, sender: sender) }
        return false
    }
}
