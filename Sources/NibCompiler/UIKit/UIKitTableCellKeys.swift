import NibArchive
import NibDocument

/// `UITableViewCell`'s own keys as its `encodeWithCoder:` writes them (ibtool archives the live
/// UIKit objects, so its keys are the coder's). Source: UIKit's `-[UITableViewCell encodeWithCoder:]`
/// and `initWithCoder:` (public decompilations of UIKit), Apple's `UITableViewCell.h` for the
/// raw values:
///
/// - `UITableViewCellStyle` (Interface Builder's `style`, `IBUITableViewCellStyleDefault` … `Subtitle`
///   = 0 … 3), only when not the default style; NibKit's compact key is `UIStyle`
///   (`KeyTables.appleKeyRenames` names Apple's).
/// - `UISelectionStyle` only when not `default` (3): none 0, blue 1, gray 2.
/// - `UIAccessoryType` and `UIEditingAccessoryType` only when not none: disclosureIndicator 1,
///   detailDisclosureButton 2, checkmark 3, detailButton 4.
/// - `UIIndentationLevel` only when not 0; `UIIndentationWidth` with `encodeFloat:` (a 32-bit
///   float) when the width was set, as the document's attribute sets it.
/// - `UIShowsReorderControl` only when on; `UIFocusStyle` (custom 1) only when not default.
/// - `UITextLabel`, `UIDetailTextLabel`, `UIImageView`: the cell's own subviews, as objects (the
///   document names them by id), nil when the cell has none (the coder encodes them
///   unconditionally; the calabash TestApp's prototype cell, compiled by Apple's ibtool, has
///   the three keys nil); with Apple's schema.
extension Compilation {
    mutating func uiKitTableViewCellValues(_ element: Element, _ values: [KeyedValue]) -> [KeyedValue] {
        let replaced: Set<String> = [
            "UIStyle", "UISelectionStyle", "UIAccessoryType", "UIEditingAccessoryType", "UIIndentationLevel", "UIIndentationWidth",
            "UIShowsReorderControl", "UIFocusStyle", "UITextLabel", "UIDetailTextLabel", "UIImageView",
        ]
        var values = values.filter { !replaced.contains($0.key) }
        func number(_ attribute: String, _ table: [String: Int], omittedAt standard: Int, key: String) {
            guard let raw = element[attribute], let number = table[raw], number != standard else { return }
            values.append(KeyedValue(key, .int(number)))
        }
        number("style", Self.uiKitTableCellStyles, omittedAt: 0, key: "UIStyle")
        number("selectionStyle", Self.uiKitTableCellSelectionStyles, omittedAt: 3, key: "UISelectionStyle")
        number("accessoryType", Self.uiKitTableCellAccessoryTypes, omittedAt: 0, key: "UIAccessoryType")
        number("editingAccessoryType", Self.uiKitTableCellAccessoryTypes, omittedAt: 0, key: "UIEditingAccessoryType")
        number("focusStyle", ["default": 0, "custom": 1], omittedAt: 0, key: "UIFocusStyle")
        if let level = element["indentationLevel"].flatMap({ Int($0) }), level != 0 { values.append(KeyedValue("UIIndentationLevel", .int(level))) }
        if let width = element["indentationWidth"].flatMap({ Double($0) }), width.isFinite { values.append(KeyedValue("UIIndentationWidth", .float(Float(width)))) }
        if element["showsReorderControl"] == "YES" { values.append(KeyedValue("UIShowsReorderControl", .bool(true))) }
        for (attribute, key) in [("textLabel", "UITextLabel"), ("detailTextLabel", "UIDetailTextLabel"), ("imageView", "UIImageView")] {
            if let label = reference(to: element[attribute]) {
                values.append(KeyedValue(key, label))
            } else if writesAppleOnlyKeys {
                values.append(KeyedValue(key, .null))
            }
        }
        return uiKitCellContentViewAsSubview(values)
    }

    /// The cell's content view is its first subview (`UISubviews`), as UIView's coder archives
    /// a cell's subviews (the calabash TestApp's prototype cell, compiled by Apple's ibtool:
    /// `UISubviews` = the content view, then UIKit's own separator view).
    private mutating func uiKitCellContentViewAsSubview(_ values: [KeyedValue]) -> [KeyedValue] {
        guard let content = values.first(where: { $0.key == "UIContentView" })?.value, case .object = content else { return values }
        if case .object(let list)? = values.first(where: { $0.key == "UISubviews" })?.value, builder.archive.objects.indices.contains(list),
            builder.archive.objects[list].elements.contains(content)
        { return values }
        var values = values
        append([content], toListUnder: "UISubviews", in: &values, atFront: true)
        return values
    }

    /// `UITableViewCell.CellStyle` raw values by Interface Builder's `style` names.
    static let uiKitTableCellStyles = [
        "IBUITableViewCellStyleDefault": 0, "IBUITableViewCellStyleValue1": 1, "IBUITableViewCellStyleValue2": 2,
        "IBUITableViewCellStyleSubtitle": 3,
    ]
    /// `UITableViewCell.SelectionStyle` raw values.
    static let uiKitTableCellSelectionStyles = ["none": 0, "blue": 1, "gray": 2, "default": 3]
    /// `UITableViewCell.AccessoryType` raw values.
    static let uiKitTableCellAccessoryTypes = [
        "none": 0, "disclosureIndicator": 1, "detailDisclosureButton": 2, "checkmark": 3, "detailButton": 4,
    ]
}
