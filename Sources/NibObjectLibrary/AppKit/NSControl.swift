import Foundation
import NibArchive
import NibRuntime

/// Something with a target and an action: controls, cells, menu items, toolbar items.
public protocol NSTargetActionSetting: AnyObject {
    /// The target (weak); nil sends the action along the responder chain.
    var target: AnyObject? { get set }
    /// The action.
    var action: Selector? { get set }
}

/// A control: a view that sends an action to a target, usually through its cell.
open class NSControl: _NSControlAttributes, NSTargetActionSetting {
    /// The cell.
    open var cell: NSCell?
    /// The target (weak).
    open weak var target: AnyObject?
    /// The action.
    open var action: Selector?
    /// The action sent on a double click.
    open var doubleAction: Selector?
    /// Whether the control is enabled.
    open var isEnabled = true
    /// The tag.
    open var tag = 0

    public required init(frame: CGRect) { super.init(frame: frame) }

    public required init?(coder: NSCoder) {
        cell = coder.decodeObject(forKey: "NSCell") as? NSCell
        if let value = coder.nibBool(forKey: "NSEnabled") { isEnabled = value }
        tag = coder.decodeInteger(forKey: "NSTag")
        super.init(coder: coder)
        // A control's focus ring is its cell's, as in AppKit (nibs archive none for the control).
        if focusRingType == nil { focusRingType = cell?.focusRingType }
    }

    /// The cell's title or contents.
    open var stringValue: String {
        get { cell?.title ?? "" }
        set { cell?.title = newValue }
    }

    /// The value: the cell's object value (a string, number or date), or its title.
    open var objectValue: Any? {
        get { cell?.objectValue ?? cell?.title }
        set {
            cell?.objectValue = newValue
            if let text = newValue as? String {
                cell?.title = text
            } else if let newValue, !(newValue is NSNull) {
                cell?.title = "\(newValue)"
            } else {
                cell?.title = nil
            }
        }
    }

    /// Whether the user can edit the value (a text field's cell's setting; true for other controls).
    open var isEditable: Bool {
        get { editableOverride ?? (cell as? NSTextFieldCell)?.editable ?? true }
        set { editableOverride = newValue }
    }
    private var editableOverride: Bool?

    /// The value a `value` binding takes back when the user changes the control.
    open var valueForBinding: Any? { objectValue }

    /// Sends the action, as a click would: to the target, or along the responder chain. The
    /// `value` binding takes the control's value first (AppKit's order); a `target` binding, when
    /// there is one, receives its `NSSelectorName` with the `argument` binding's value.
    @discardableResult
    open func sendAction(_ action: Selector? = nil, to target: AnyObject? = nil) -> Bool {
        if bindingConnection("value") != nil { commitBinding("value", value: valueForBinding) }
        if let binding = bindingConnection("target"), let selector = binding.options[NSBindingOption.selectorName] as? String,
            let boundTarget = boundValue(forBinding: "target").flatMap({ BindingKeyPath.isObject($0) ? $0 as AnyObject : nil }) {
            let argumentBinding = bindingConnection("argument")
            let argument = argumentBinding == nil ? self : boundValue(forBinding: "argument")
            // NSAllowsNullArgument (on by default): when off, a nil argument sends nothing
            // (Cocoa Bindings Reference, Binding Options: "Null arguments are ... prohibited").
            if let argumentBinding, argument == nil || argument is NSNull, !argumentBinding.flag(NSBindingOption.allowsNullArgument, default: true) { return false }
            return ActionDispatch.perform(Selector(selector), on: boundTarget, sender: argument)
        }
        guard let action = action ?? self.action ?? cell?.action else { return false }
        return NSApplication.shared.sendAction(action, to: target ?? self.target ?? cell?.target, from: self)
    }

    /// Simulates a click.
    open func performClick(_ sender: Any?) { sendAction() }

    /// Bindings that set a control's own properties, by the names of Apple's Cocoa Bindings
    /// Reference: `textColor` (a text field's cell), `font` and its parts `fontName`,
    /// `fontFamilyName`, `fontSize` (one font made of the bound parts and the current font),
    /// `maxValue`/`minValue` (a slider's or stepper's cell), and a pop-up button's `content…`
    /// and `selected…` bindings (see ``NSPopUpButton``). Other names go to ``NibObject``'s rule.
    open override func applyBoundValue(_ value: Any?, forBinding binding: String) {
        switch binding {
        case "textColor":
            recordBoundValue(value, forBinding: binding)
            (cell as? NSTextFieldCell)?.textColor = value as? NibColor
        case "font":
            recordBoundValue(value, forBinding: binding)
            if let font = value as? NSFont { cell?.font = font }
        case "fontName", "fontFamilyName", "fontSize":
            recordBoundValue(value, forBinding: binding)
            applyFontBindings()
        case "maxValue", "minValue":
            recordBoundValue(value, forBinding: binding)
            guard let value, !(value is NSNull) else { return }
            let number = NibValue.double(value)
            if let slider = cell as? NSSliderCell {
                if binding == "maxValue" { slider.maxValue = number } else { slider.minValue = number }
            } else if let stepper = cell as? NSStepperCell {
                if binding == "maxValue" { stepper.maxValue = number } else { stepper.minValue = number }
            }
        case "content", "contentValues", "contentObjects", "selectedIndex", "selectedObject", "selectedValue", "selectedTag":
            guard let popUp = self as? NSPopUpButton else { return super.applyBoundValue(value, forBinding: binding) }
            recordBoundValue(value, forBinding: binding)
            popUp.bindingDidChange(binding)
        default:
            super.applyBoundValue(value, forBinding: binding)
        }
    }

    /// The font the `fontName`/`fontFamilyName` and `fontSize` bindings give: the bound name
    /// (the PostScript name before the family's) and size, the cell's font for the part not bound.
    private func applyFontBindings() {
        let current = cell?.font
        let boundName = bindingConnection("fontName") != nil ? boundValue(forBinding: "fontName") as? String : nil
        let boundFamily = bindingConnection("fontFamilyName") != nil ? boundValue(forBinding: "fontFamilyName") as? String : nil
        let name = boundName ?? boundFamily ?? current?.fontName ?? ""
        let size = bindingConnection("fontSize") != nil ? boundValue(forBinding: "fontSize").map(NibValue.double) ?? current?.pointSize ?? 0 : current?.pointSize ?? 0
        cell?.font = NSFont(name: name, size: size)
    }

    open override func setNibValue(_ value: Any?, forKey key: String) throws(KeyValueCodingError) -> Bool {
        switch key {
        case "enabled": isEnabled = NibValue.bool(value)
        case "stringValue", "title": stringValue = value as? String ?? ""
        case "objectValue": objectValue = value
        case "editable": isEditable = NibValue.bool(value)
        case "delegate", "dataSource": try cell?.setValue(value, forKey: key)
        case "tag": tag = NibValue.int(value)
        default: return try super.setNibValue(value, forKey: key)
        }
        return true
    }
}

/// A cell: the part of a control that draws and holds its value (and, in AppKit, its target and action).
open class NSCell: NibObject, NSTargetActionSetting {
    /// The title or contents.
    open var title: String?
    /// The value: the title, or the date a cell with a date formatter holds (ibtool reads the
    /// title with the formatter when it compiles the document).
    open var objectValue: Any?
    /// The font.
    open var font: NSFont?
    /// The target (weak).
    open weak var target: AnyObject?
    /// The action.
    open var action: Selector?
    /// The state (off 0, on 1, mixed -1).
    open var state = 0
    /// The tag.
    open var tag = 0
    /// Any delegate or data source set on the cell by an outlet.
    open private(set) var otherOutlets: [String: Any] = [:]
    /// The focus ring type (`none`, `exterior`; nil for the default): its own key, else the bits
    /// of `NSCellFlags2` where Apple's nibs keep it.
    open var focusRingType: String?
    /// Whether its button's image hugs the title: AppKit keeps the button's switch in its cell
    /// (a bit of `NSButtonFlags` in Apple's nibs); nil where it is not set.
    open var imageHugsTitle: Bool?

    public required init?(coder: NSCoder) {
        focusRingType = coder.nibString(forKey: "NSFocusRingType") ?? AppKitFocusRing.name(cellFlags2: coder.decodeInteger(forKey: "NSCellFlags2"))
        imageHugsTitle = coder.nibBool(forKey: "NSImageHugsTitle")
            ?? coder.nibButtonFlags().flatMap { AppKitButtonFlags.imageHugsTitle($0) ? true : nil }
        let contents = coder.decodeObject(forKey: "NSContents") ?? coder.decodeObject(forKey: "NSTitle")
        title = contents as? String
        objectValue = title ?? (contents as? Date)
        font = coder.decodeObject(forKey: "NSSupport") as? NSFont
        state = Self.state(coder)
        tag = coder.decodeInteger(forKey: "NSTag")
        super.init(coder: coder)
    }

    /// The state: `NSState` as a number or as Interface Builder's name, else the sign bit of
    /// `NSCellFlags`, where Apple's nibs keep a cell's on state, or bit 23 of `NSCellFlags2`, its mixed one.
    private static func state(_ coder: NSCoder) -> Int {
        if let name = coder.decodeObject(forKey: "NSState") as? String { return name == "on" ? 1 : name == "mixed" ? -1 : 0 }
        if coder.containsValue(forKey: "NSState") { return coder.decodeInteger(forKey: "NSState") }
        if coder.nibFlag(Int(Int32.min), in: "NSCellFlags") == true { return 1 }
        return coder.nibFlag(0x0080_0000, in: "NSCellFlags2") == true ? -1 : 0
    }

    public required init() { super.init() }

    open override func setNibValue(_ value: Any?, forKey key: String) throws(KeyValueCodingError) -> Bool {
        switch key {
        case "title", "stringValue": title = value as? String; objectValue = title
        case "delegate", "dataSource", "formatter", "menu": otherOutlets[key] = value
        default: return try super.setNibValue(value, forKey: key)
        }
        return true
    }
}

/// A cell with a target and an action.
open class NSActionCell: NSCell {}

/// A push button, checkbox or radio button.
open class NSButton: _NSButtonAttributes {
    /// The title.
    open var title: String {
        get { stringValue }
        set { stringValue = newValue }
    }

    /// The state (off 0, on 1, mixed -1): a checkbox's or radio button's value.
    open var state: Int {
        get { cell?.state ?? 0 }
        set { cell?.state = newValue }
    }

    /// A button's `value` binding is its state, as a Boolean.
    open override var valueForBinding: Any? { state != 0 }

    /// A button's `value` binding sets its state (a title is bound with `title`).
    open override func applyBoundValue(_ value: Any?, forBinding binding: String) {
        guard binding == "value" else { return super.applyBoundValue(value, forBinding: binding) }
        recordBoundValue(value, forBinding: binding)
        state = NibValueTransformers.bool(value) ? 1 : 0
        KeyValueObserving.didChangeValue(forKey: "state", of: self)
    }

    open override func setNibValue(_ value: Any?, forKey key: String) throws(KeyValueCodingError) -> Bool {
        if key == "state" { state = NibValue.int(value); return true }
        return try super.setNibValue(value, forKey: key)
    }
}

/// A text label or editable field.
open class NSTextField: _NSTextFieldAttributes {
    /// The user typed: the field shows `text`, and a `value` binding with
    /// `NSContinuouslyUpdatesValue` takes it at once (every keystroke).
    open func userDidType(_ text: String) {
        stringValue = text
        if let binding = bindingConnection("value"), binding.flag(NSBindingOption.continuouslyUpdatesValue) {
            binding.push(text)
        }
    }

    /// The user ended editing (Return, Tab, or the field lost focus): the `value` binding takes
    /// the text, then the action is sent when the cell sends it on end of editing.
    open func userDidEndEditing() {
        commitBinding("value", value: stringValue)
    }
}
