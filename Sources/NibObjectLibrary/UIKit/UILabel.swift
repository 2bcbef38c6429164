import Foundation
import NibRuntime

/// A read-only text view.
open class UILabel: _UILabelAttributes {
    /// The text.
    @exclusivity(unchecked) open var text: String?
    /// The font.
    @exclusivity(unchecked) open var font: UIFont?
    /// The text colour.
    @exclusivity(unchecked) open var textColor: UIColor?
    /// NSTextAlignment raw value.
    @exclusivity(unchecked) open var textAlignment = 4
    /// The maximum number of lines; 0 for no limit.
    @exclusivity(unchecked) open var numberOfLines = 1

    public required init(frame: CGRect) { super.init(frame: frame) }

    public required init?(coder: NSCoder) {
        text = coder.decodeString(forKey: "UIText")
        font = coder.nibObject(forKey: "UIFont", as: UIFont.self)
        textColor = coder.nibObject(forKey: "UITextColor", as: UIColor.self)
        // (Keys the label's key signature rules out are not asked for: NibKeySet.)
        let keys = coder.nibKeys
        if let value = coder.nibInt(.uiTextAlignment, in: keys) { textAlignment = value }
        if let value = coder.nibInt(.uiNumberOfLines, in: keys) { numberOfLines = value }
        coder.nibSkipValue(.uiDisableUpdateTextColorOnTraitCollectionChange, in: keys)  // no trait changes here
        super.init(coder: coder)
        // ibtool leaves UIKit's default out: tail truncation.
        if lineBreakMode == nil { lineBreakMode = 4 }
    }

    open override func setNibValue(_ value: Any?, forKey key: String) throws(KeyValueCodingError) -> Bool {
        switch key {
        case "text": text = value as? String
        case "textColor": textColor = value as? UIColor
        case "font": font = value as? UIFont
        case "numberOfLines": numberOfLines = NibValue.int(value)
        default: return try super.setNibValue(value, forKey: key)
        }
        return true
    }

    open override func nibValue(forKey key: String) -> NibValueLookup {
        key == "text" ? .value(text) : super.nibValue(forKey: key)
    }
}
