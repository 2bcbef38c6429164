import Foundation
import NibArchive
import NibRuntime

/// A rectangular area of an AppKit interface, decoded from `NSFrame`, `NSvFlags`, `NSSubviews`…
open class NSView: _NSViewAttributes {
    /// The frame in the superview's coordinates (bottom-left origin).
    open var frame = CGRect.zero
    /// The subviews, back to front. Views own their subviews.
    open fileprivate(set) var subviews: [NSView] = []
    /// The superview (weak).
    open private(set) weak var superview: NSView?
    /// Whether the view is hidden.
    open var isHidden = false
    /// How the view resizes with its superview.
    open var autoresizingMask: AutoresizingMask = []
    /// Whether the autoresizing mask is turned into constraints.
    open var translatesAutoresizingMaskIntoConstraints = true
    /// Content hugging priorities (width: horizontal, height: vertical); 250 by default.
    open var contentHuggingPriority = CGSize(width: 250, height: 250)
    /// Compression resistance priorities (width: horizontal, height: vertical); 750 by default.
    open var contentCompressionResistancePriority = CGSize(width: 750, height: 750)
    /// The constraints this view holds.
    open private(set) var constraints: [NSLayoutConstraint] = []
    /// The identifier.
    open var identifier: String?
    /// The tooltip.
    open var toolTip: String?
    /// The focus ring type (`none`, `exterior`; nil for the default): its own key, else the bits of
    /// `NSvFlags` (a control takes its cell's).
    open var focusRingType: String?
    /// The next view in the key-view loop (weak).
    open weak var nextKeyView: NSView?
    /// The backing layer, for runtime attributes.
    public let layer = CALayer()

    /// Creates a view with a frame: the initializer legacy custom views are created with.
    public required init(frame: CGRect) {
        self.frame = frame
        super.init()
    }

    public required convenience init() { self.init(frame: .zero) }

    public required init?(coder: NSCoder) {
        if let frame = coder.nibRect(forKey: "NSFrame") {
            self.frame = frame
        } else if let size = coder.nibSize(forKey: "NSFrameSize") {
            frame = CGRect(origin: .zero, size: size)
        }
        let flags = coder.decodeInteger(forKey: "NSvFlags")
        autoresizingMask = AutoresizingMask(rawValue: UInt(flags & 0x3F))
        isHidden = flags & Int(bitPattern: 0x8000_0000) != 0
        translatesAutoresizingMaskIntoConstraints = !coder.decodeBool(forKey: "NSDoNotTranslateAutoresizingMask")
        identifier = (coder.decodeObject(forKey: "NSReuseIdentifierKey") ?? coder.decodeObject(forKey: "NSIdentifier")) as? String
        toolTip = coder.decodeObject(forKey: "NSToolTip") as? String
        focusRingType = coder.nibString(forKey: "NSFocusRingType") ?? AppKitFocusRing.name(viewFlags: flags)
        // IB's accessibility inspector: the description is the accessibility label (Apple's nibs
        // keep it in an accessibility connector instead, which the loader applies).
        let accessibility = coder.decodeObject(forKey: "NSAccessibility") as? NSAccessibility
        let hugging = coder.nibSize(forKey: "NSHuggingPriority")
        if let hugging { contentHuggingPriority = hugging }
        contentCompressionResistancePriority = coder.nibSize(forKey: "NSAntiCompressionPriority") ?? contentCompressionResistancePriority
        super.init(coder: coder)
        if let accessibility {
            accessibilityLabel = accessibility.descriptionValue ?? accessibilityLabel
            accessibilityIdentifier = accessibility.identifier ?? accessibilityIdentifier
        }
        // AppKit's own priorities for this kind of view unless the nib says otherwise (ibtool leaves them out).
        if hugging == nil { contentHuggingPriority = defaultContentHuggingPriority }
        for subview in coder.nibObjects(forKey: "NSSubviews") {
            if let view = subview as? NSView { addSubview(view) }
        }
        constraints = (coder.decodeObject(forKey: "NSViewConstraints") as? [Any] ?? []).compactMap { $0 as? NSLayoutConstraint }
    }

    /// The content hugging priorities AppKit gives this kind of view (`AppKitContentHugging`):
    /// a button's depend on its kind.
    open var defaultContentHuggingPriority: CGSize {
        let element: String
        switch self {
        case is NSPopUpButton: element = "popUpButton"
        case is NSButton: element = "button"
        case is NSStepper: element = "stepper"
        case is NSSlider: element = "slider"
        case is NSImageView: element = "imageView"
        case is NSColorWell: element = "colorWell"
        case is NSProgressIndicator: element = "progressIndicator"
        default: element = ""
        }
        let buttonType = ((self as? NSControl)?.cell as? NSButtonCell)?.typeValue
        let priorities = AppKitContentHugging.defaults(element: element, buttonType: buttonType, isVertical: false, isControl: self is NSControl)
        return CGSize(width: priorities.horizontal, height: priorities.vertical)
    }

    /// Adds a subview at the front.
    open func addSubview(_ view: NSView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
        view.nextResponder = self
    }

    /// Removes the view from its superview.
    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// Adds constraints this view holds.
    open func addConstraints(_ constraints: [NSLayoutConstraint]) { self.constraints += constraints }

    /// The window the view is in.
    open var window: NSWindow? {
        var view: NSView? = self
        while let current = view {
            if let window = current.hostingWindow { return window }
            view = current.superview
        }
        return nil
    }
    weak var hostingWindow: NSWindow?

    open override func setNibValue(_ value: Any?, forKey key: String) throws(KeyValueCodingError) -> Bool {
        switch key {
        case "hidden": isHidden = NibValue.bool(value)
        case "identifier": identifier = value as? String
        case "toolTip": toolTip = value as? String
        case "nextKeyView": nextKeyView = value as? NSView
        case "frame": frame = NibValue.rect(value) ?? frame
        default: return try super.setNibValue(value, forKey: key)
        }
        return true
    }

    open override func nibValue(forKey key: String) -> NibValueLookup {
        switch key {
        case "layer": .value(layer)
        case "hidden": .value(isHidden)
        case "identifier": .value(identifier)
        default: super.nibValue(forKey: key)
        }
    }
}

/// AppKit's legacy custom view: archived with the view's values and a class name, created by
/// `init(frame:)`, then given the archived subviews (listed last first) and flags, and swapped in.
final class NSCustomView: NSView, NibDecodingReplacement {
    private(set) var replacementObject: AnyObject?

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        // The archive lists the subviews last first (as ibtool writes an NSCustomView): put
        // them back in the document's order, front last.
        subviews.reverse()
        guard let decoder = coder.nibDecoder else { return }
        let name = coder.decodeObject(forKey: "NSClassName") as? String ?? "NSView"
        // A plain custom view (ibtool writes NSCustomView naming NSView) becomes an NSView.
        guard let resolved = name == "NSView" ? NSView.self : CustomClassInstantiation.resolve(name, decoder: decoder) else {
            decoder.markStandIn(self)
            return
        }
        guard let viewType = resolved as? NSView.Type else {
            decoder.fail(NibDecodingFailure(message: "\(name) is used as a custom view but is not an NSView subclass", objectIndex: -1))
            return
        }
        let view = viewType.init(frame: frame)
        view.autoresizingMask = autoresizingMask
        view.isHidden = isHidden
        view.translatesAutoresizingMaskIntoConstraints = translatesAutoresizingMaskIntoConstraints
        view.identifier = identifier
        for subview in subviews { view.addSubview(subview) }
        view.addConstraints(constraints)
        replacementObject = view
    }

    required init(frame: CGRect) { super.init(frame: frame) }
}
