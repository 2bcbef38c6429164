import NibKit

/// A File's Owner declared in another module than the tests that load nibs with it, as an app's
/// classes often are: its outlets and actions must work from there too.
public final class ModuleOwner: NibObject {
    @Outlet public var view: UIView?
    @Outlet public weak var titleLabel: UILabel?
    @Outlet public var buttons: [UIButton] = []
    public private(set) var taps: [String] = []

    @Action public func buttonTapped(_ sender: Any?) {
        taps.append("buttonTapped:")
    }

    @Action public func sliderMoved(_ sender: UISlider) {
        taps.append("sliderMoved: \(sender.value)")
    }
}
