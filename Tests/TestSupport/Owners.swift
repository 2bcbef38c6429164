import Foundation
import NibKit

/// File's Owner of the iOS fixtures: outlets, a collection, actions, and a record of every call.
public final class Owner: NibObject {
    @Outlet public var view: UIView? { didSet { record("Owner.view set") } }
    @Outlet public weak var titleLabel: UILabel? { didSet { record("Owner.titleLabel set") } }
    @Outlet public var buttons: [UIButton] = [] { didSet { record("Owner.buttons set (\(buttons.count))") } }
    @Outlet public var helper: Helper?
    public private(set) var taps: [String] = []

    // (Written out, so that every test module may make and decode one.)
    public required init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    @Action public func buttonTapped(_ sender: Any?) {
        taps.append("buttonTapped:")
        record("Owner.buttonTapped:")
    }

    @Action public func sliderMoved(_ sender: UISlider) {
        taps.append("sliderMoved: \(sender.value)")
    }

    @Action public func refresh() {
        taps.append("refresh")
    }

    public override func awakeFromNib() {
        super.awakeFromNib()
        record("Owner.awakeFromNib")
    }
}

/// A custom object (`<customObject>`), created with `init()`.
public final class Helper: NibObject {
    @Outlet public weak var owner: Owner?

    public required init() {
        super.init()
        record("Helper.init()")
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        record("Helper.init(coder:)")
    }

    public override func awakeFromNib() {
        super.awakeFromNib()
        record("Helper.awakeFromNib")
    }
}

/// A class found only by explicit registration (the nib names it "Registered").
public final class RegisteredOnly: UIView {}

/// macOS File's Owner: outlets, actions, bindings target.
public final class MacOwner: NibObject {
    @Outlet public var window: NSWindow? { didSet { record("MacOwner.window set") } }
    @Outlet public weak var field: NSTextField?
    @Outlet public var customView: NSView?
    public private(set) var received: [String] = []

    // Written out, as Owner's are.
    public required init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    @Action public func doSomething(_ sender: Any?) { received.append("doSomething:") }

    public override func awakeFromNib() {
        super.awakeFromNib()
        record("MacOwner.awakeFromNib")
    }
}
