import Foundation
import NibKit
import NibTestSupport

/// A custom view that records how it was made and what it received.
final class RecordingView: UIView {
    @Outlet weak var label: UILabel? { didSet { record("RecordingView.label set") } }

    required init(frame: CGRect) {
        super.init(frame: frame)
        record("RecordingView.init(frame:)")
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        record("RecordingView.init(coder:)")
    }

    override func setNibValue(_ value: Any?, forKey key: String) throws(KeyValueCodingError) -> Bool {
        if key == "cornerStyle" {
            record("RecordingView.cornerStyle = \(value ?? "nil")")
            return true
        }
        return try super.setNibValue(value, forKey: key)
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        record("RecordingView.awakeFromNib")
    }
}

/// A custom button that records when targets are added.
final class RecordingButton: UIButton {
    override func addTarget(_ target: AnyObject?, action: Selector, for events: UIControl.Event) {
        record("RecordingButton.addTarget \(action)")
        super.addTarget(target, action: action, for: events)
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        record("RecordingButton.awakeFromNib")
    }
}

/// A class that implements key-value coding by hand, without macros.
final class HandWrittenTarget: NibObject {
    private(set) var storedTitle: UILabel?
    private(set) var performed: [Selector] = []

    override func setNibValue(_ value: Any?, forKey key: String) throws(KeyValueCodingError) -> Bool {
        guard key == "title" else { return try super.setNibValue(value, forKey: key) }
        storedTitle = value as? UILabel
        return true
    }

    override func responds(to action: Selector) -> Bool { action == "go:" }

    override func performAction(_ action: Selector, sender: Any?) -> Bool {
        performed.append(action)
        return true
    }
}

/// A class a nib names that no decoder can create (it is not NibDecodable).
final class NotDecodableThing {}

/// A view that refuses every archive.
final class RefusingView: UIView {
    required init?(coder: NSCoder) { nil }
    required init(frame: CGRect) { super.init(frame: frame) }
}

/// A macOS custom view that records its initializer.
final class MacCustomView: NSView {
    required init(frame: CGRect) {
        super.init(frame: frame)
        record("MacCustomView.init(frame:) \(Int(frame.width))x\(Int(frame.height))")
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        record("MacCustomView.init(coder:)")
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        record("MacCustomView.awakeFromNib")
    }
}

/// A macOS custom object that records awakeFromNib.
final class MacController: NibObject {
    @Outlet weak var owner: MacOwner?

    override func awakeFromNib() {
        super.awakeFromNib()
        record("MacController.awakeFromNib")
    }
}

/// An external object handed in by the caller.
final class ExternalThing: NibObject {
    override func awakeFromNib() {
        super.awakeFromNib()
        record("ExternalThing.awakeFromNib")
    }
}
