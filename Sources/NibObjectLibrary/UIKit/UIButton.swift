import Foundation
import NibRuntime

/// A button with a title, image and colours per control state.
open class UIButton: _UIButtonAttributes {
    /// UIControl.State raw values: normal 0, highlighted 1, disabled 2, selected 4, focused 8.
    public typealias State = Int

    /// UIButton.ButtonType raw value.
    @exclusivity(unchecked) open private(set) var buttonType = 0
    @exclusivity(unchecked) private var titles: [State: String] = [:]
    @exclusivity(unchecked) private var titleColors: [State: UIColor] = [:]
    @exclusivity(unchecked) private var images: [State: UIImage] = [:]

    public required init(frame: CGRect) { super.init(frame: frame) }

    public required init?(coder: NSCoder) {
        buttonType = coder.decodeInteger(forKey: "UIButtonType")
        if let content = coder.decodeObject(forKey: "UIButtonStatefulContent") as? [AnyHashable: Any] {
            for (state, value) in content {
                guard let state = state as? Int, let content = value as? UIButtonContent else { continue }
                titles[state] = content.title
                titleColors[state] = content.titleColor
                images[state] = content.image
            }
        }
        super.init(coder: coder)
    }

    /// The title for a state, falling back to the normal state's.
    open func title(for state: State) -> String? { titles[state] ?? titles[0] }
    /// Sets the title for a state.
    open func setTitle(_ title: String?, for state: State) { titles[state] = title }
    /// The title colour for a state.
    open func titleColor(for state: State) -> UIColor? { titleColors[state] ?? titleColors[0] }
    /// The image for a state.
    open func image(for state: State) -> UIImage? { images[state] ?? images[0] }
    /// The current title.
    open var currentTitle: String? { title(for: isSelected ? 4 : isHighlighted ? 1 : isEnabled ? 0 : 2) }

    /// Simulates a tap: the events of a touch that begins and ends inside the button.
    open func tap() {
        sendActions(for: [.touchDown])
        sendActions(for: [.touchUpInside, .primaryActionTriggered])
    }

    open override func nibValue(forKey key: String) -> NibValueLookup {
        key == "currentTitle" ? .value(currentTitle) : super.nibValue(forKey: key)
    }
}

/// One state's content of a button, as archived in `UIButtonStatefulContent`.
public final class UIButtonContent: NibObject {
    /// The title.
    @exclusivity(unchecked) public private(set) var title: String?
    /// The title colour.
    @exclusivity(unchecked) public private(set) var titleColor: UIColor?
    /// The image.
    @exclusivity(unchecked) public private(set) var image: UIImage?

    public required init?(coder: NSCoder) {
        title = coder.decodeString(forKey: "UITitle")
        titleColor = coder.nibObject(forKey: "UITitleColor", as: UIColor.self)
        image = coder.nibObject(forKey: "UIImage", as: UIImage.self)
        super.init(coder: coder)
    }

    public required init() { super.init() }
}
