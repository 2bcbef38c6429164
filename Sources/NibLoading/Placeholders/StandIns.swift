import NibRuntime

/// Stands for File's Owner when `instantiate` is called with a nil owner; any connection to it is an error.
/// It has no state (nothing can be set on it), so every load shares one.
final class MissingOwnerStandIn: Sendable {
    /// The stand-in every load uses.
    static let shared = MissingOwnerStandIn()
}

/// Stands for First Responder: actions aimed at it get a nil target (the responder chain).
/// It has no state (nothing can be set on it), so every load shares one.
final class FirstResponderStandIn: Sendable {
    /// The stand-in every load uses.
    static let shared = FirstResponderStandIn()
}

/// An owner that accepts every outlet and responds to every action: what `nibtool load` passes
/// as File's Owner and as external objects when the real classes are not available.
public final class NibGenericOwner: NibObject {
    /// The outlets set on the owner, by name. Objects are held weakly, as Xcode's
    /// `@IBOutlet weak var` (the top-level objects the load returns keep the graph alive).
    public var outlets: [String: Any] { storedOutlets.compactMapValues { WeakReference.resolving($0) } }
    private var storedOutlets: [String: Any] = [:]
    /// The actions sent to the owner, in order.
    public private(set) var receivedActions: [Selector] = []

    public override func setNibValue(_ value: Any?, forKey key: String) throws(KeyValueCodingError) -> Bool {
        storedOutlets[key] = WeakReference.holding(value)
        return true
    }

    public override func nibValue(forKey key: String) -> NibValueLookup { .value(WeakReference.resolving(storedOutlets[key])) }

    public override func responds(to action: Selector) -> Bool { true }

    public override func performAction(_ action: Selector, sender: Any?) -> Bool {
        receivedActions.append(action)
        return true
    }
}
