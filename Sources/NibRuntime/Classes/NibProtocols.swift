import Foundation

/// A class that decodes itself from a keyed coder, as UIKit and AppKit classes do.
///
/// Every class the loader instantiates from an archive conforms; `coder` is a ``NibDecoder``.
public protocol NibDecodable: AnyObject {
    /// Creates the object from the values archived for it.
    init?(coder: NSCoder)
}

/// A class the loader can create with `init()`: the path for custom objects
/// (`<customObject customClass="AppDelegate">`), as `[[Class alloc] init]` in Apple's loaders.
///
/// Subclass `NibObject` (which has a `required init()`), or conform a `final` class.
public protocol NibInstantiable: AnyObject {
    /// Creates the object with no archived values.
    init()
}

/// Receives `awakeFromNib()` once every object of the nib exists and every connection is made.
public protocol NibAwaking: AnyObject {
    /// Called after loading; outlets are connected. Call `super` in subclasses.
    func awakeFromNib()
}

/// An object decoded in place of another (a proxy, a class swapper): the decoder stores the
/// replacement, as `awakeAfterUsingCoder:` does for Apple's decoders.
public protocol NibDecodingReplacement: AnyObject {
    /// The object that stands in the graph instead of this one.
    var replacementObject: AnyObject? { get }
    /// Whether the replacement outlives the load: an object the caller supplied, or a
    /// process-wide shared instance (the application, the shared user defaults controller).
    /// The decoder then leaves nothing of the archived object on it, since other loads, on
    /// other threads, may be reading it at the same time.
    var replacementIsShared: Bool { get }
}

extension NibDecodingReplacement {
    /// A replacement is the load's own unless it is a process-wide shared instance (a custom
    /// object of class NSApplication) or its class says otherwise.
    public var replacementIsShared: Bool { replacementObject is NibSharedInstance }
}

/// A class whose archived objects decode straight to the object they stand for, with no
/// instance of the class made first (UIKit's image reference decodes as the image it names):
/// the decoder calls ``object(decodedFrom:)`` where it would call `init(coder:)` and then ask
/// the instance for its ``NibDecodingReplacement/replacementObject``.
public protocol NibDecodingFactory: NibDecodable {
    /// The object an archived instance of the class stands for, decoded from `coder`'s current
    /// object; nil when it cannot be decoded.
    static func object(decodedFrom coder: NSCoder) -> AnyObject?
}

/// Loads that connect to a shared instance (the application) run their connect and awaken
/// phases one at a time: the instance's state is process-wide, and nibs may load on several
/// threads at once. Recursive, so an `awakeFromNib()` may load another such nib.
public enum SharedInstanceLock {
    /// The lock.
    public static let lock = NSRecursiveLock()
}

/// A class with one shared instance that nibs refer to instead of creating one
/// (NSApplication's `shared`, NSFontManager's `shared`).
public protocol NibSharedInstance: AnyObject {
    /// The shared instance.
    static var nibSharedInstance: AnyObject { get }
}

/// An object a nib can connect an action from: controls (target, action, events), bar items,
/// gesture recognizers, cells, menu items.
public protocol NibActionConnectable: AnyObject {
    /// Connects `action` to `target` (nil: the responder chain). `eventMask` is UIKit's
    /// UIControl.Event bits; `trigger` is AppKit's secondary slot (`doubleAction`), or nil.
    func connectAction(_ action: Selector, to target: AnyObject?, eventMask: Int, trigger: String?)
}
