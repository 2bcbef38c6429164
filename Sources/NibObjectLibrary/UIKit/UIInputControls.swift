import Foundation
import NibRuntime

/// A single-line editable text field.
open class UITextField: _UITextFieldAttributes {
    /// The text.
    @exclusivity(unchecked) open var text: String?
    /// The placeholder.
    @exclusivity(unchecked) open var placeholder: String?
    /// The delegate (weak).
    @exclusivity(unchecked) open weak var delegate: AnyObject?

    public required init(frame: CGRect) { super.init(frame: frame) }

    public required init?(coder: NSCoder) {
        text = coder.decodeString(forKey: "UIText")
        placeholder = coder.decodeString(forKey: "UIPlaceholder")
        // Drawing details of UIKit's own: where the clear button sits, trait-change colours.
        coder.nibSkipValue(forKey: "UIClearButtonOffset")
        coder.nibSkipValue(forKey: "UIDisableTextColorUpdateOnTraitCollectionChange")
        super.init(coder: coder)
        // UIKit keeps the input traits as the field's own keys.
        if textInputTraits == nil { textInputTraits = UITextInputTraits.flattened(in: coder) }
    }

    open override func setNibValue(_ value: Any?, forKey key: String) throws(KeyValueCodingError) -> Bool {
        switch key {
        case "text": text = value as? String
        case "placeholder": placeholder = value as? String
        case "delegate": delegate = value as AnyObject?
        default: return try super.setNibValue(value, forKey: key)
        }
        return true
    }
}

/// An on/off switch.
open class UISwitch: _UISwitchAttributes {
    /// Whether it is on.
    @exclusivity(unchecked) open var isOn = false

    public required init(frame: CGRect) { super.init(frame: frame) }

    public required init?(coder: NSCoder) {
        isOn = coder.decodeBool(forKey: "UISwitchOn")
        super.init(coder: coder)
    }

    /// Sets the state and, as a user's flick would, sends `.valueChanged`.
    open func toggle() {
        isOn.toggle()
        sendActions(for: .valueChanged)
    }
}

/// A slider over a range of values.
open class UISlider: _UISliderAttributes {
    /// The value.
    @exclusivity(unchecked) open var value = 0.0
    /// The minimum.
    @exclusivity(unchecked) open var minimumValue = 0.0
    /// The maximum.
    @exclusivity(unchecked) open var maximumValue = 1.0

    public required init(frame: CGRect) { super.init(frame: frame) }

    public required init?(coder: NSCoder) {
        value = coder.decodeDouble(forKey: "UIValue")
        minimumValue = coder.decodeDouble(forKey: "UIMinValue")
        if let value = coder.nibDouble(forKey: "UIMaxValue") { maximumValue = value }
        super.init(coder: coder)
    }

    /// Moves the slider, as a drag would, and sends `.valueChanged`.
    open func slide(to newValue: Double) {
        value = min(max(newValue, minimumValue), maximumValue)
        sendActions(for: .valueChanged)
    }
}

/// A view that shows an image.
open class UIImageView: _UIImageViewAttributes {
    /// The image.
    @exclusivity(unchecked) open var image: UIImage?

    public required init(frame: CGRect) { super.init(frame: frame) }

    public required init?(coder: NSCoder) {
        image = coder.nibObject(forKey: "UIImage", as: UIImage.self)
        super.init(coder: coder)
    }
}
