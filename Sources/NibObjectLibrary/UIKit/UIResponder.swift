import Foundation
import NibRuntime

/// The base of UIKit's event-handling objects: a link in the responder chain.
open class UIResponder: NibObject {
    /// The next responder: a view's superview or controller, a controller's view's superview,
    /// a window's application.
    open var next: UIResponder? { nil }

    /// Sends an action up the chain from this responder to the first object that implements it.
    /// - Returns: Whether some responder handled it.
    @discardableResult
    open func sendActionUpChain(_ action: Selector, sender: Any?) -> Bool {
        var responder: UIResponder? = self
        while let current = responder {
            if ActionDispatch.responds(current, to: action) {
                return ActionDispatch.perform(action, on: current, sender: sender)
            }
            responder = current.next
        }
        return false
    }
}

/// The shared application object (File's Owner of the main nib).
open class UIApplication: UIResponder, NibSharedInstance {
    // nonisolated(unsafe): read and written only under `lock`.
    nonisolated(unsafe) private static var sharedApplication: UIApplication?
    private static let lock = NSLock()

    /// The shared application.
    public static var shared: UIApplication {
        lock.lock()
        defer { lock.unlock() }
        if let sharedApplication { return sharedApplication }
        let application = UIApplication()
        sharedApplication = application
        return application
    }

    public static var nibSharedInstance: AnyObject { shared }

    /// The application's state, behind a lock: nibs loaded on several threads at once (each
    /// made on one thread, as UIKit requires) still share this one object.
    private struct State {
        weak var delegate: AnyObject?
        weak var keyWindow: UIWindow?
        var windowReferences: [WeakReference] = []
    }
    private let state = NSLock()
    private var unlockedState = State()

    private func withState<T>(_ body: (inout State) -> T) -> T {
        state.lock()
        defer { state.unlock() }
        return body(&unlockedState)
    }

    /// The application delegate (weak, as in UIKit).
    open var delegate: AnyObject? {
        get { withState { $0.delegate } }
        set { withState { $0.delegate = newValue } }
    }
    /// The key window.
    open var keyWindow: UIWindow? { withState { $0.keyWindow } }

    /// The windows made visible, in order.
    open var windows: [UIWindow] { withState { $0.windowReferences.compactMap { $0.object as? UIWindow } } }

    func windowBecameKey(_ window: UIWindow) {
        withState { state in
            state.windowReferences.removeAll { $0.object == nil || $0.object === window }
            state.windowReferences.append(WeakReference(window))
            state.keyWindow = window
        }
    }

    open override var next: UIResponder? { delegate as? UIResponder }

    open override func setNibValue(_ value: Any?, forKey key: String) throws(KeyValueCodingError) -> Bool {
        if key == "delegate" { delegate = value as AnyObject?; return true }
        return try super.setNibValue(value, forKey: key)
    }
}
