import Foundation
import NibRuntime
import NibSupport

/// A controller of user defaults: `values.KEY` reads and writes a default, as AppKit's.
///
/// Changes through `values` apply to the defaults at once (``appliesImmediately``), or wait for
/// ``save(_:)``; ``revert(_:)`` drops them. A key with no default reads ``initialValues``. A
/// change made to the `UserDefaults` object directly is seen when it posts
/// `UserDefaults.didChangeNotification`, or when ``defaultsDidChange()`` is called.
/// The shared instance (Interface Builder's Shared User Defaults Controller) is for one thread,
/// as AppKit's is for the main thread; which defaults it controls can be changed with ``shared``.
open class NSUserDefaultsController: NSController, NibDecodingReplacement {
    /// The defaults it reads and writes.
    public let defaults: UserDefaults
    /// The values of keys with no default (and what ``revertToInitialValues(_:)`` sets).
    open var initialValues: [String: Any]? {
        didSet { defaultsDidChange() }
    }
    /// Whether a change through `values` is written to the defaults at once.
    open var appliesImmediately = true
    /// Whether this object stands for the shared instance in a nib.
    public private(set) var representsSharedInstance = false
    /// Whether the controller is (or was) the shared instance: it lives for the process.
    public fileprivate(set) var isSharedInstance = false
    /// Changes not yet written (when ``appliesImmediately`` is false).
    open private(set) var pendingValues: [String: Any?] = [:]
    /// The proxy `values.KEY` reads through.
    public let values = NibUserDefaultsValues()
    private var notificationObserver: (any NSObjectProtocol)?

    /// A controller of `defaults` (the standard defaults when nil).
    public init(defaults: UserDefaults? = nil, initialValues: [String: Any]? = nil) {
        self.defaults = defaults ?? .standard
        self.initialValues = initialValues
        super.init()
        values.controller = self
        observeDefaults()
    }

    public required convenience init() { self.init(defaults: nil) }

    public required init?(coder: NSCoder) {
        defaults = .standard
        representsSharedInstance = coder.nibBool(forKey: "NSSharedInstance") ?? coder.nibBool(forKey: "NSRepresentsSharedInstance") ?? false
        // The coder writes the switch only when on (the shared controller, which always applies
        // immediately, has none).
        appliesImmediately = coder.nibBool(forKey: "NSAppliesImmediately") ?? representsSharedInstance
        super.init(coder: coder)
        values.controller = self
        if !representsSharedInstance { observeDefaults() }
    }

    deinit {
        if let notificationObserver { NotificationCenter.default.removeObserver(notificationObserver) }
    }

    private static let sharedInstance = Locked<SharedController?>(nil)

    /// The shared controller (of the standard defaults unless replaced); nibs that bind to the
    /// Shared User Defaults Controller bind to it.
    public static var shared: NSUserDefaultsController {
        get {
            sharedInstance.withLock { shared in
                if let controller = shared?.controller { return controller }
                let controller = NSUserDefaultsController(defaults: nil)
                controller.isSharedInstance = true
                shared = SharedController(controller: controller)
                return controller
            }
        }
        set {
            newValue.isSharedInstance = true
            sharedInstance.withLock { $0 = SharedController(controller: newValue) }
        }
    }

    /// The shared instance, in place of a nib's stand-in for it.
    public var replacementObject: AnyObject? { representsSharedInstance ? Self.shared : self }
    /// The shared controller outlives the load.
    public var replacementIsShared: Bool { representsSharedInstance }

    /// Whether changes wait for ``save(_:)``.
    open var hasUnappliedChanges: Bool { !pendingValues.isEmpty }

    /// The value `values.KEY` reads: a pending change, the default, or the initial value.
    open func value(forDefault key: String) -> Any? {
        if let pending = pendingValues[key] { return pending }
        return defaults.object(forKey: key) ?? initialValues?[key]
    }

    /// Sets a default through `values` (now, or at ``save(_:)``).
    open func setValue(_ value: Any?, forDefault key: String) {
        if appliesImmediately {
            write(value, forKey: key)
        } else {
            pendingValues[key] = .some(value)
        }
        KeyValueObserving.didChangeValue(forKey: key, of: values)
        announce("hasUnappliedChanges")
    }

    /// Writes the pending changes.
    open func save(_ sender: Any?) {
        let pending = pendingValues
        pendingValues = [:]
        for (key, value) in pending { write(value, forKey: key) }
        announce("hasUnappliedChanges")
    }

    /// Drops the pending changes.
    open func revert(_ sender: Any?) {
        let keys = Array(pendingValues.keys)
        pendingValues = [:]
        for key in keys { KeyValueObserving.didChangeValue(forKey: key, of: values) }
        announce("hasUnappliedChanges")
    }

    /// Sets every key of ``initialValues`` back to its initial value.
    open func revertToInitialValues(_ sender: Any?) {
        for (key, value) in initialValues ?? [:] { setValue(value, forDefault: key) }
    }

    /// Tells the observers of `values` that defaults changed outside the controller.
    open func defaultsDidChange() {
        for key in values.keyValueObservers.keys { KeyValueObserving.didChangeValue(forKey: key, of: values) }
    }

    /// Writes a property-list value (anything else is not a default, and is dropped, as
    /// `UserDefaults` would refuse it).
    private func write(_ value: Any?, forKey key: String) {
        guard let value, !(value is NSNull) else { return defaults.removeObject(forKey: key) }
        if Self.isPropertyList(value) { defaults.set(value, forKey: key) }
    }

    private static func isPropertyList(_ value: Any) -> Bool {
        switch value {
        case is String, is Int, is Double, is Bool, is Float, is Data, is Date, is NSNumber, is NSString: true
        case let array as [Any]: array.allSatisfy(isPropertyList)
        case let dictionary as [String: Any]: dictionary.values.allSatisfy(isPropertyList)
        default: false
        }
    }

    private func observeDefaults() {
        let reference = UncheckedReference(self)
        notificationObserver = NotificationCenter.default.addObserver(forName: UserDefaults.didChangeNotification, object: defaults, queue: nil) { _ in
            reference.object?.defaultsDidChange()
        }
    }

    override class var actions: [String: (NSController, Any?) -> Void] {
        super.actions.merging([
            "save:": { ($0 as? NSUserDefaultsController)?.save($1) },
            "revert:": { ($0 as? NSUserDefaultsController)?.revert($1) },
            "revertToInitialValues:": { ($0 as? NSUserDefaultsController)?.revertToInitialValues($1) },
        ]) { $1 }
    }

    open override func setNibValue(_ value: Any?, forKey key: String) throws(KeyValueCodingError) -> Bool {
        switch key {
        case "appliesImmediately": appliesImmediately = NibValueTransformers.bool(value)
        case "initialValues": initialValues = value as? [String: Any]
        default: return try super.setNibValue(value, forKey: key)
        }
        return true
    }

    open override func nibValue(forKey key: String) -> NibValueLookup {
        switch key {
        case "values": .value(values)
        case "defaults": .value(defaults)
        case "initialValues": .value(initialValues)
        case "appliesImmediately": .value(appliesImmediately)
        case "hasUnappliedChanges": .value(hasUnappliedChanges)
        default: super.nibValue(forKey: key)
        }
    }
}

/// What `values` of a user defaults controller is: every key a default.
public final class NibUserDefaultsValues: NibObject {
    /// The controller (which keeps this object).
    public internal(set) weak var controller: NSUserDefaultsController?

    /// A proxy of no controller (until one takes it): every key reads nil. Its observers'
    /// registry is made now, not on first use, since loads on several threads observe it.
    public required init() {
        super.init()
        _ = keyValueObservers
    }
    public required init?(coder: NSCoder) { nil }

    public override func nibValue(forKey key: String) -> NibValueLookup {
        guard !key.isEmpty else { return .notFound }
        return .value(controller?.value(forDefault: key))
    }

    public override func setNibValue(_ value: Any?, forKey key: String) throws(KeyValueCodingError) -> Bool {
        guard let controller, !key.isEmpty else { return false }
        controller.setValue(value, forDefault: key)
        return true
    }
}

/// The shared controller, kept under a lock (the controller itself is used from one thread).
private struct SharedController: @unchecked Sendable {
    let controller: NSUserDefaultsController
}

/// A weak reference a notification block can carry.
private final class UncheckedReference<Object: AnyObject>: @unchecked Sendable {
    weak var object: Object?
    init(_ object: Object) { self.object = object }
}
