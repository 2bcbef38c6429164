import Foundation
import NibRuntime

/// A rectangular area of a UIKit interface, decoded from `UIBounds`, `UICenter`, `UISubviews`…
open class UIView: _UIViewAttributes {
    /// The frame in the superview's coordinates (top-left origin).
    @exclusivity(unchecked) open var frame = CGRect.zero
    /// The subviews, back to front. Views own their subviews.
    @exclusivity(unchecked) open private(set) var subviews: [UIView] = []
    /// The superview (weak: the superview owns this view).
    @exclusivity(unchecked) open private(set) weak var superview: UIView?
    /// The controller whose root view this is (weak): the view's next responder.
    public var owningViewController: UIResponder? {
        get { rarelySet?.owningViewController }
        set { rarelySet.set(\.owningViewController, to: newValue, unless: newValue == nil) }
    }
    /// What few views set (a controller, a tint, gesture recognizers, priorities other than the
    /// defaults…), in a box made on first use: a nib of ten thousand labels is smaller by it.
    @exclusivity(unchecked) private var rarelySet: UIViewRarelySet?
    /// The window the view is in.
    open var window: UIWindow? {
        var view: UIView? = self
        while let current = view {
            if let window = current as? UIWindow { return window }
            view = current.superview
        }
        return nil
    }
    /// The background colour.
    @exclusivity(unchecked) open var backgroundColor: UIColor?
    /// The tint colour.
    open var tintColor: UIColor? {
        get { rarelySet?.tintColor }
        set { rarelySet.set(\.tintColor, to: newValue, unless: newValue == nil) }
    }
    /// Whether the view is hidden.
    @exclusivity(unchecked) open var isHidden = false
    /// The opacity.
    @exclusivity(unchecked) open var alpha = 1.0
    /// An integer the app can use to find the view.
    @exclusivity(unchecked) open var tag = 0
    /// Whether subviews are clipped to the bounds.
    @exclusivity(unchecked) open var clipsToBounds = false
    /// Whether the view is opaque.
    @exclusivity(unchecked) open var isOpaque = true
    /// Whether the view receives touches.
    @exclusivity(unchecked) open var isUserInteractionEnabled = true
    /// UIView.ContentMode raw value.
    @exclusivity(unchecked) open var contentMode = 0
    /// How the view resizes with its superview.
    @exclusivity(unchecked) open var autoresizingMask: AutoresizingMask = []
    /// Whether the autoresizing mask is turned into constraints.
    @exclusivity(unchecked) open var translatesAutoresizingMaskIntoConstraints = true
    /// Content hugging priorities (width: horizontal, height: vertical); 250 by default.
    open var contentHuggingPriority: CGSize {
        get { rarelySet?.contentHuggingPriority ?? UIViewRarelySet.defaultHugging }
        set { rarelySet.set(\.contentHuggingPriority, to: newValue, unless: newValue == UIViewRarelySet.defaultHugging) }
    }
    /// Compression resistance priorities (width: horizontal, height: vertical); 750 by default.
    open var contentCompressionResistancePriority: CGSize {
        get { rarelySet?.contentCompressionResistancePriority ?? UIViewRarelySet.defaultCompressionResistance }
        set { rarelySet.set(\.contentCompressionResistancePriority, to: newValue, unless: newValue == UIViewRarelySet.defaultCompressionResistance) }
    }
    /// The constraints this view holds.
    @exclusivity(unchecked) open private(set) var constraints: [NSLayoutConstraint] = []
    /// The gesture recognizers attached to the view.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { rarelySet?.gestureRecognizers }
        set {
            rarelySet.set(\.gestureRecognizers, to: newValue, unless: newValue == nil)
            for recognizer in newValue ?? [] { recognizer.view = self }
        }
    }
    /// The backing layer, for runtime attributes such as `layer.cornerRadius`: made when first
    /// asked for (most views' layers never are, and a view without one is a block smaller to
    /// make and free).
    public var layer: CALayer {
        if let layer = storedLayer { return layer }
        let layer = CALayer()
        storedLayer = layer
        return layer
    }
    @exclusivity(unchecked) private var storedLayer: CALayer?
    /// UISemanticContentAttribute raw value (0: unspecified; 3: force left-to-right…).
    @exclusivity(unchecked) open var semanticContentAttribute = 0
    /// The restoration identifier.
    open var restorationIdentifier: String? {
        get { rarelySet?.restorationIdentifier }
        set { rarelySet.set(\.restorationIdentifier, to: newValue, unless: newValue == nil) }
    }


    /// The bounds: the frame's size at the origin. Setting it resizes the frame about its centre, as UIKit does.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set {
            let center = self.center
            frame = CGRect(x: center.x - newValue.width / 2, y: center.y - newValue.height / 2, width: newValue.width, height: newValue.height)
        }
    }

    /// The centre of the frame; setting it moves the frame.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    /// Creates a view with a frame (the initializer custom views override).
    public required init(frame: CGRect) {
        self.frame = frame
        super.init()
    }

    public required convenience init() { self.init(frame: .zero) }

    public required init?(coder: NSCoder) {
        let bounds = coder.nibRect(forKey: "UIBounds") ?? .zero
        let center = coder.nibPoint(forKey: "UICenter") ?? CGPoint(x: bounds.width / 2, y: bounds.height / 2)
        frame = CGRect(x: center.x - bounds.width / 2, y: center.y - bounds.height / 2, width: bounds.width, height: bounds.height)
        // Most of these keys are absent from any one view: a key the view's key signature rules
        // out is not asked for (NibKey constants: their reads check the signature first).
        let keys = coder.nibKeys
        backgroundColor = coder.nibObject(.uiBackgroundColor, as: UIColor.self, in: keys)
        let tint = coder.nibObject(.uiTintColor, as: UIColor.self, in: keys)
        isHidden = coder.decodeBool(.uiHidden, in: keys)
        if let value = coder.nibDouble(.uiAlpha, in: keys) { alpha = value }
        tag = coder.decodeInteger(.uiTag, in: keys)
        clipsToBounds = coder.decodeBool(.uiClipsToBounds, in: keys)
        // UIKit's decoder: an absent `UIOpaque` is NO (ibtool writes YES for every opaque view).
        isOpaque = coder.decodeBool(.uiOpaque, in: keys)
        isUserInteractionEnabled = !coder.decodeBool(.uiUserInteractionDisabled, in: keys)
        contentMode = coder.decodeInteger(.uiContentMode, in: keys)
        autoresizingMask = AutoresizingMask(rawValue: UInt(truncatingIfNeeded: coder.decodeInteger(.uiAutoresizingMask, in: keys)))
        translatesAutoresizingMaskIntoConstraints = !coder.decodeBool(.uiViewDoesNotTranslateAutoresizingMaskIntoConstraints, in: keys)
        let restoration = coder.decodeString(.uiRestorationIdentifier, in: keys)
        semanticContentAttribute = coder.decodeInteger(.uiViewSemanticContentAttribute, in: keys)
        coder.nibSkipValue(.uiDeepDrawRect, in: keys)  // how UIKit draws; nothing draws here
        let hugging = coder.nibSize(.uiViewContentHuggingPriority, in: keys)
        let compressionResistance = coder.nibSize(.uiViewContentCompressionResistancePriority, in: keys)
        super.init(coder: coder)
        // (Set once the object exists: they live in the box of rarely set state.)
        if let tint { tintColor = tint }
        if let restoration { restorationIdentifier = restoration }
        if let hugging { contentHuggingPriority = hugging }
        if let compressionResistance { contentCompressionResistancePriority = compressionResistance }
        // IB's accessibility inspector (`<accessibility key="accessibilityConfiguration">`).
        if keys.mayContain(.uiAccessibilityConfiguration), let accessibility = accessibilityConfiguration as? UIAccessibility {
            accessibilityLabel = accessibility.label ?? accessibilityLabel
            accessibilityHint = accessibility.hint ?? accessibilityHint
            accessibilityIdentifier = accessibility.identifier ?? accessibilityIdentifier
            if let isElement = accessibility.isElement { isAccessibilityElement = isElement }
        }
        adoptArchivedSubviewsAndConstraints(from: coder)
    }

    /// Adopts the archived subviews, then the constraints, each as soon as it is decoded, while
    /// it is fresh in the cache (into arrays made once: growing them one member at a time
    /// reallocates them again and again; a view without constraints makes no array). A method,
    /// not the initializer's own code: the view is not retained around every member there.
    private func adoptArchivedSubviewsAndConstraints(from coder: NSCoder) {
        coder.nibForEachObject(forKey: "UISubviews", reserving: { subviews.reserveCapacity($0) }) { member in
            // (A class check, then a downcast: a cast would retain the member around it.)
            if type(of: member) is UIView.Type { addSubview(unsafeDowncast(member, to: UIView.self)) }
        }
        coder.nibForEachObject(forKey: "UIViewAutolayoutConstraints", reserving: { constraints.reserveCapacity($0) }) { member in
            if let constraint = member as? NSLayoutConstraint { constraints.append(constraint) }
        }
    }

    /// Adds a view at the front; it leaves its previous superview.
    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    /// Removes the view from its superview.
    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// Adds constraints this view holds.
    open func addConstraints(_ constraints: [NSLayoutConstraint]) {
        self.constraints += constraints
    }

    /// The first view in this hierarchy with `tag`.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews { if let found = subview.viewWithTag(tag) { return found } }
        return nil
    }

    /// A view's next responder is its controller, else its superview.
    open override var next: UIResponder? { owningViewController ?? superview }

    open override func setNibValue(_ value: Any?, forKey key: String) throws(KeyValueCodingError) -> Bool {
        switch key {
        case "backgroundColor": backgroundColor = value as? UIColor
        case "tintColor": tintColor = value as? UIColor
        case "hidden": isHidden = NibValue.bool(value)
        case "alpha": alpha = NibValue.double(value)
        case "tag": tag = NibValue.int(value)
        case "clipsToBounds": clipsToBounds = NibValue.bool(value)
        case "frame": frame = NibValue.rect(value) ?? frame
        case "bounds": bounds = NibValue.rect(value) ?? bounds
        case "center": center = NibValue.point(value) ?? center
        case "gestureRecognizers": gestureRecognizers = (value as? [Any])?.compactMap { $0 as? UIGestureRecognizer }
        case "userInteractionEnabled": isUserInteractionEnabled = NibValue.bool(value)
        default: return try super.setNibValue(value, forKey: key)
        }
        return true
    }

    open override func nibValue(forKey key: String) -> NibValueLookup {
        switch key {
        case "layer": .value(layer)
        case "backgroundColor": .value(backgroundColor)
        case "tag": .value(tag)
        case "frame": .value(frame)
        case "bounds": .value(bounds)
        case "center": .value(center)
        case "hidden": .value(isHidden)
        case "gestureRecognizers": .value(gestureRecognizers)
        default: super.nibValue(forKey: key)
        }
    }
}

/// The state of a ``UIView`` that few views set.
final class UIViewRarelySet: NibLazyBox {
    static let defaultHugging = CGSize(width: 250, height: 250)
    static let defaultCompressionResistance = CGSize(width: 750, height: 750)
    weak var owningViewController: UIResponder?
    var tintColor: UIColor?
    var contentHuggingPriority = UIViewRarelySet.defaultHugging
    var contentCompressionResistancePriority = UIViewRarelySet.defaultCompressionResistance
    var gestureRecognizers: [UIGestureRecognizer]?
    var restorationIdentifier: String?
    init() {}
}
