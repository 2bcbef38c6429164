import Foundation
import NibRuntime

/// A button with a title, image and colours per control state.
open class UIButton: _UIButtonAttributes {
    /// UIControl.State raw values: normal 0, highlighted 1, disabled 2, selected 4, focused 8.
    public typealias State = Int

    /// UIButton.ButtonType raw value.
    @exclusivity(unchecked) open private(set) var buttonType = 0
    /// What each state sets, in the order states were first set (a button has one to four).
    @exclusivity(unchecked) private var stateContents: [StateContent] = []

    /// The title, title colour and image of one control state.
    private struct StateContent {
        var state: State
        var title: String?
        var titleColor: UIColor?
        var image: UIImage?
    }

    public required init(frame: CGRect) { super.init(frame: frame) }

    public required init?(coder: NSCoder) {
        buttonType = coder.decodeInteger(forKey: "UIButtonType")
        // A dictionary of state numbers to UIButtonContent (a later duplicate state wins).
        var contents: [StateContent] = []
        for (state, value) in coder.nibDictionaryEntries(forKey: "UIButtonStatefulContent") {
            guard let state = state as? Int, let content = value as? UIButtonContent else { continue }
            let decoded = StateContent(state: state, title: content.title, titleColor: content.titleColor, image: content.image)
            if let index = contents.firstIndex(where: { $0.state == state }) { contents[index] = decoded } else { contents.append(decoded) }
        }
        stateContents = contents
        super.init(coder: coder)
    }

    private subscript(state: State) -> StateContent? {
        get { stateContents.first { $0.state == state } }
        set {
            let index = stateContents.firstIndex { $0.state == state }
            switch (index, newValue) {
            case (let index?, let content?): stateContents[index] = content
            case (let index?, nil): stateContents.remove(at: index)
            case (nil, let content?): stateContents.append(content)
            case (nil, nil): break
            }
        }
    }

    /// The title for a state, falling back to the normal state's.
    open func title(for state: State) -> String? { self[state]?.title ?? self[0]?.title }
    /// Sets the title for a state.
    open func setTitle(_ title: String?, for state: State) {
        var content = self[state] ?? StateContent(state: state)
        content.title = title
        self[state] = content
    }
    /// The title colour for a state.
    open func titleColor(for state: State) -> UIColor? { self[state]?.titleColor ?? self[0]?.titleColor }
    /// The image for a state.
    open func image(for state: State) -> UIImage? { self[state]?.image ?? self[0]?.image }
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
        let keys = coder.nibKeys
        title = coder.decodeString(.uiTitle, in: keys)
        titleColor = coder.nibObject(.uiTitleColor, as: UIColor.self, in: keys)
        image = coder.nibObject(.uiImage, as: UIImage.self, in: keys)
        super.init(coder: coder)
    }

    public required init() { super.init() }
}
