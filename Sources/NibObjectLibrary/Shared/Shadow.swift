import Foundation
import NibRuntime

/// A shadow, as `NSShadow` archives it (UIFoundation's keys, the same in AppKit and UIKit nibs):
/// each value left out is zero, and a shadow without a colour has AppKit's default one.
open class NSShadow: NibObject {
    /// The shadow's offset in AppKit's orientation: a positive height moves it up (UIKit's
    /// `shadowOffset` is this with the height negated).
    open var shadowOffset = CGSize.zero
    /// The blur radius, in points.
    open var shadowBlurRadius = 0.0
    /// The shadow's colour; nil for the default (black at one third opacity).
    open var shadowColor: NibColor?

    public required init() { super.init() }

    public required init?(coder: NSCoder) {
        shadowOffset = CGSize(width: coder.nibDouble(forKey: "NSShadowHoriz") ?? 0, height: coder.nibDouble(forKey: "NSShadowVert") ?? 0)
        shadowBlurRadius = coder.nibDouble(forKey: "NSShadowBlurRadius") ?? 0
        shadowColor = coder.nibObject(forKey: "NSShadowColor", as: NibColor.self)
        super.init(coder: coder)
    }
}
