import NibArchive
import NibDocument

/// UIKit views and controls as ibtool archives them (the calabash nibs in ../shared, compiled
/// by Apple's ibtool): the defaults a view's decoder needs written out, the defaults it assumes
/// left out, and the keys only UIKit reads.
///
/// A key the object library reads is written the same way in both schemas, so a nib loads
/// alike whichever was written (`CompactSchemaTests`); a key only UIKit reads is written with
/// Apple's schema alone.
extension Compilation {
    /// The values of a UIKit view element (one with a frame), made as ibtool makes them: the defaults
    /// UIKit's decoder would take as NO or no mask written out (`UIOpaque`, `UIAutoresizeSubviews`, mask
    /// 36; a label's shadow offset, a text field's alignment and black text colour), as an absent
    /// `UIOpaque` loads as NO; with Apple's schema also the keys only UIKit reads (`UIDeepDrawRect`,
    /// the semantic content attribute, a field's clear button offset).
    mutating func uiKitViewValues(_ element: Element, _ values: [KeyedValue]) -> [KeyedValue] {
        guard element.child("rect", key: "frame") != nil else { return values }
        // (A label's line break default is its own: another view keeps its mode.)
        var values = values.filter { !Self.uiKitDefaultValues.contains($0) || (element.name != "label" && $0.key == "UILineBreakMode") }
        func has(_ key: String) -> Bool { values.contains { $0.key == key } }
        // What UIKit's decoder would otherwise take as NO or as no mask (absent means NO to it).
        if element["opaque"] != "NO", !has("UIOpaque") { values.append(KeyedValue("UIOpaque", .bool(true))) }
        if element["autoresizesSubviews"] != "NO", !has("UIAutoresizeSubviews") { values.append(KeyedValue("UIAutoresizeSubviews", .bool(true))) }
        if element.child("autoresizingMask") == nil, !has("UIAutoresizingMask") { values.append(KeyedValue("UIAutoresizingMask", .int(36))) }
        switch element.name {
        case "textField":
            if !has("UITextAlignment") { values.append(KeyedValue("UITextAlignment", .int(0))) }
            if !has("UITextColor") { values.append(KeyedValue("UITextColor", uiKitSystemColor("blackColor", white: 0))) }
            if element["adjustsFontSizeToFit"] != "NO", !has("UIAdjustsFontSizeToFit") { values.append(KeyedValue("UIAdjustsFontSizeToFit", .bool(true))) }
        case "label":
            if !has("UIShadowOffset") { values.append(KeyedValue("UIShadowOffset", geometry([0, -1]))) }
        default:
            break
        }
        values = values.map(Self.uiKitFloatValue)
        values = Self.uiKitRangeValues(element, values)
        guard writesAppleOnlyKeys else { return values }
        // Keys UIKit reads and NibKit's loader does not.
        values.append(KeyedValue("UIDeepDrawRect", .bool(true)))
        if !has("UIViewSemanticContentAttribute") { values.append(KeyedValue("UIViewSemanticContentAttribute", .int(0))) }
        switch element.name {
        case "textField":
            values.append(KeyedValue("UIClearButtonOffset", geometry([3, 1])))
            values.append(KeyedValue("UIDisableTextColorUpdateOnTraitCollectionChange", .bool(true)))
        case "label":
            values.append(KeyedValue("UIDisableUpdateTextColorOnTraitCollectionChange", .bool(true)))
        case "switch":
            if element["enabled"] != "NO" { values.append(KeyedValue("UISwitchEnabled", .bool(true))) }
        case "window":
            if element["resizesToFullScreen"] != "NO" { values.append(KeyedValue("UIResizesToFullScreen", .bool(true))) }
        default:
            break
        }
        return uiKitHugging(element, values)
    }

    /// Values a UIKit view's decoder takes as its default when the key is absent; ibtool leaves them out.
    /// (An empty autoresizing mask too: the calabash TestApp's prototype cell, compiled by Apple's
    /// ibtool, has no `UIAutoresizingMask` on its content view, whose document gives an empty mask.)
    static let uiKitDefaultValues: Set<KeyedValue> = [
        KeyedValue("UIAutoresizingMask", .int(0)),
        KeyedValue("UIOpaque", .bool(false)), KeyedValue("UIUserInteractionDisabled", .bool(false)), KeyedValue("UIClipsToBounds", .bool(false)),
        KeyedValue("UIViewDoesNotTranslateAutoresizingMaskIntoConstraints", .bool(false)), KeyedValue("UIContentMode", .int(0)),
        KeyedValue("UIContentHorizontalAlignment", .int(0)), KeyedValue("UIContentVerticalAlignment", .int(0)),
        KeyedValue("UIMultipleTouchEnabled", .bool(false)), KeyedValue("UIHidden", .bool(false)),
        KeyedValue("UILineBreakMode", .int(4)), KeyedValue("UIBaselineAdjustment", .int(0)), KeyedValue("UINumberOfLines", .int(1)),
        KeyedValue("UIAdjustsFontSizeToFit", .bool(false)), KeyedValue("UIHighlightedColor", .null),
    ]

    /// A stepper's and a slider's range as their coders write it: `UIStepper` encodes its value,
    /// bounds and step with `encodeDouble:`, `UISlider` its value with `encodeFloat:` (a `value`
    /// attribute is otherwise text, as a label's is).
    static func uiKitRangeValues(_ element: Element, _ values: [KeyedValue]) -> [KeyedValue] {
        let doubles: [String: String]
        switch element.name {
        case "stepper": doubles = ["UIValue": "value", "UIMinimumValue": "minimumValue", "UIMaximumValue": "maximumValue", "UIStepValue": "stepValue"]
        case "slider": doubles = ["UIValue": "value"]
        default: return values
        }
        return values.map { value in
            guard let attribute = doubles[value.key], let raw = element[attribute], let number = Double(raw), number.isFinite else { return value }
            return KeyedValue(value.key, element.name == "slider" ? .float(Float(number)) : .double(number))
        }
    }

    /// The keys of ``uiKitFloatValue(_:)``.
    static let uiKitFloatKeys: Set<String> = ["UIMinimumFontSize", "UIMinValue", "UIMaxValue", "UIValue"]

    /// Lengths and values UIKit archives as 32-bit floats (a text field's minimum font size, a
    /// slider's values), however whole.
    static func uiKitFloatValue(_ value: KeyedValue) -> KeyedValue {
        guard uiKitFloatKeys.contains(value.key) else { return value }
        switch value.value {
        case .integer(let number, _): return KeyedValue(value.key, .float(Float(number)))
        case .double(let number): return KeyedValue(value.key, .float(Float(number)))
        default: return value
        }
    }

    /// A view's hugging priorities, left out where they are its class's own: a switch hugs at
    /// 750; a slider's hugging is always written (UIKit's default for it is not 250).
    private mutating func uiKitHugging(_ element: Element, _ values: [KeyedValue]) -> [KeyedValue] {
        let hugging = (element["horizontalHuggingPriority"] ?? "250", element["verticalHuggingPriority"] ?? "250")
        let text = "{\(hugging.0), \(hugging.1)}"
        var values = values.filter { $0.key != "UIViewContentHuggingPriority" }
        let standard = element.name == "switch" ? "{750, 750}" : "{250, 250}"
        if text != standard || element.name == "slider" { values.append(KeyedValue("UIViewContentHuggingPriority", .object(builder.string(text)))) }
        return values
    }

    /// `<textInputTraits>` as UIKit archives a text control's traits: keys of the control, the
    /// enumerations as numbers, the switches as booleans, the content type as text.
    mutating func uiKitTextInputTraits(_ traits: Element, index: Int?) -> [KeyedValue] {
        var values: [KeyedValue] = []
        var archived: [String: String] = [:]
        for trait in UIKitEnumerationNumbers.textInputTraits {
            guard let name = traits[trait.attribute], let number = trait.numbers[name] else { continue }
            values.append(KeyedValue(trait.key, .int(number)))
            archived[trait.attribute] = trait.key
        }
        for trait in UIKitEnumerationNumbers.textInputSwitches {
            guard let value = traits[trait.attribute] else { continue }
            values.append(KeyedValue(trait.key, .bool(value == "YES")))
            archived[trait.attribute] = trait.key
        }
        if let contentType = traits["textContentType"] {
            values.append(KeyedValue("UITextContentType", .object(builder.string(contentType))))
            archived["textContentType"] = "UITextContentType"
        }
        recordUses(of: traits, index: index, archived: archived)
        return values
    }

    /// Each object's `<accessibility key="accessibilityConfiguration">` as UIKit's nib keeps it: a
    /// `UIRuntimeAccessibilityConfiguration` in the nib's list (`UINibAccessibilityConfigurationsKey`,
    /// not a value of the object), with the object, its label, hint and identifier, its traits as
    /// UIAccessibilityTraits bits, and whether it is an accessibility element; in document order.
    /// NibKit's loader applies them after the connections.
    mutating func uiKitAccessibilityConfigurations() -> [ArchiveValue] {
        guard document.format == .document else { return [] }
        var configurations: [ArchiveValue] = []
        for object in objects {
            guard let reference = reference(to: object.id),
                  let accessibility = document.element(at: object.path).children.first(where: { $0.name == "accessibility" && $0["key"] == "accessibilityConfiguration" })
            else { continue }
            let index = builder.reserve()
            var values = [KeyedValue("UIAccessibileObject", reference)]
            var archived: [String: String] = [:]
            for (attribute, key) in [("label", "UIAccessibilityLabel"), ("hint", "UIAccessibilityHint"), ("identifier", "UIAccessibilityIdentifier")] {
                if let text = accessibility[attribute] {
                    values.append(KeyedValue(key, self.text(text, of: accessibility, attribute: attribute)))
                    archived[attribute] = key
                } else if let string = accessibility.child("string", key: attribute) {
                    values.append(KeyedValue(key, self.text(Self.text(of: string), of: string, attribute: nil)))
                    recordUses(of: string, index: index, allUnder: key)
                }
            }
            if let traits = accessibility.child("accessibilityTraits", key: "traits") {
                let bits = UIKitEnumerationNumbers.accessibilityTraitBits.reduce(UInt64(0)) { traits[$1.key] == "YES" ? $0 | $1.value : $0 }
                values.append(KeyedValue("UIAccessibilityTraits", .object(builder.number(.int(Int(bits))))))
                recordUses(of: traits, index: index, allUnder: "UIAccessibilityTraits")
            }
            if let isElement = accessibility.child("bool", key: "isElement") {
                values.append(KeyedValue("UIIsAccessibilityElement", .object(builder.number(.bool(isElement["value"] == "YES")))))
                recordUses(of: isElement, index: index, allUnder: "UIIsAccessibilityElement")
            }
            recordUses(of: accessibility, index: index, archived: archived)
            builder.set(ArchivedObject(className: "UIRuntimeAccessibilityConfiguration", values: values), at: index)
            configurations.append(.object(index))
        }
        return configurations
    }

    /// One of UIKit's named system colours (`blackColor`) as UIColor archives it.
    mutating func uiKitSystemColor(_ name: String, white: Double) -> ArchiveValue {
        .object(builder.add(ArchivedObject(className: "UIColor", fallbackClassNames: Self.archiverFallbacks("UIColor"), values: [
            KeyedValue("UISystemColorName", .object(builder.string(name))),
            KeyedValue("UIColorComponentCount", .int(2)), KeyedValue("UIWhite", .float(Float(white))), KeyedValue("UIAlpha", .float(1)),
            KeyedValue("NSWhite", .data(Array(Self.uiKitComponentText([white]).utf8))), KeyedValue("NSColorSpace", .int(4)),
        ])))
    }
}
