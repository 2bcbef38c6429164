import Foundation
import NibRuntime

/// The base of AppKit's event-handling objects: a link in the responder chain.
open class NSResponder: NibObject {
    /// The next responder.
    open weak var nextResponder: NSResponder?

    /// Sends an action up the chain from this responder to the first object that implements it.
    @discardableResult
    open func tryToPerform(_ action: Selector, with sender: Any?) -> Bool {
        var responder: NSResponder? = self
        while let current = responder {
            if ActionDispatch.responds(current, to: action) { return ActionDispatch.perform(action, on: current, sender: sender) }
            responder = current.nextResponder
        }
        return false
    }
}

/// The shared application: File's Owner of the main nib, target of First Responder actions at the end of the chain.
open class NSApplication: NSResponder, NibSharedInstance {
    // nonisolated(unsafe): read and written only under `lock`.
    nonisolated(unsafe) private static var sharedApplication: NSApplication?
    private static let lock = NSLock()

    /// The shared application.
    public static var shared: NSApplication {
        lock.lock()
        defer { lock.unlock() }
        if let sharedApplication { return sharedApplication }
        let application = NSApplication()
        sharedApplication = application
        return application
    }

    public static var nibSharedInstance: AnyObject { shared }

    /// The application's state, behind a lock: nibs loaded on several threads at once (each
    /// made on one thread, as AppKit requires) still share this one object.
    private struct State {
        weak var delegate: AnyObject?
        var mainMenu: NSMenu?
        weak var keyWindow: NSWindow?
        var windowReferences: [WeakReference] = []
    }
    private let state = NSLock()
    private var unlockedState = State()

    private func withState<T>(_ body: (inout State) -> T) -> T {
        state.lock()
        defer { state.unlock() }
        return body(&unlockedState)
    }

    /// The delegate (weak, as in AppKit).
    open var delegate: AnyObject? {
        get { withState { $0.delegate } }
        set { withState { $0.delegate = newValue } }
    }
    /// The main menu.
    open var mainMenu: NSMenu? {
        get { withState { $0.mainMenu } }
        set { withState { $0.mainMenu = newValue } }
    }
    /// The key window.
    open var keyWindow: NSWindow? { withState { $0.keyWindow } }

    /// The windows ordered front, in order.
    open var windows: [NSWindow] { withState { $0.windowReferences.compactMap { $0.object as? NSWindow } } }

    func windowOrderedFront(_ window: NSWindow, makeKey: Bool) {
        withState { state in
            state.windowReferences.removeAll { $0.object == nil || $0.object === window }
            state.windowReferences.append(WeakReference(window))
            if makeKey { state.keyWindow = window }
        }
    }

    /// Sends an action to a target, or with a nil target along the key window's responder chain, then to the application and its delegate.
    @discardableResult
    open func sendAction(_ action: Selector, to target: AnyObject?, from sender: AnyObject?) -> Bool {
        if let target { return ActionDispatch.perform(action, on: target, sender: sender) }
        if let window = keyWindow {
            if let responder = window.firstResponder, responder.tryToPerform(action, with: sender) { return true }
            if window.tryToPerform(action, with: sender) { return true }
        }
        if ActionDispatch.responds(self, to: action) { return ActionDispatch.perform(action, on: self, sender: sender) }
        if let delegate, ActionDispatch.responds(delegate, to: action) { return ActionDispatch.perform(action, on: delegate, sender: sender) }
        return false
    }

    /// The object that would receive `action` with a nil target.
    open func target(forAction action: Selector) -> AnyObject? {
        if let window = keyWindow {
            var responder: NSResponder? = window.firstResponder ?? window
            while let current = responder {
                if ActionDispatch.responds(current, to: action) { return current }
                responder = current.nextResponder
            }
        }
        if ActionDispatch.responds(self, to: action) { return self }
        if let delegate, ActionDispatch.responds(delegate, to: action) { return delegate }
        return nil
    }

    open override func setNibValue(_ value: Any?, forKey key: String) throws(KeyValueCodingError) -> Bool {
        switch key {
        case "delegate": delegate = value as AnyObject?
        case "mainMenu": mainMenu = value as? NSMenu
        default: return try super.setNibValue(value, forKey: key)
        }
        return true
    }
}
