import NibArchive
import NibDocument

/// Date pickers as Apple's schema has them (viraptor/ibtool's date picker parsers, which match
/// Apple-compiled nibs; GNUstep libs-gui's `NSDatePickerCell -encodeWithCoder:` for the keys):
/// the cell's date is its `NSContents`, its elements `NSDatePickerElements`'s bits
/// (NSDatePicker.ElementFlags), its style `NSDatePickerType` and its mode `NSDatePickerMode` as
/// numbers (not archived at 0, the defaults: text field and stepper, single date), and it always
/// archives its time interval (0) and `NSDatePickerUseCurrentDateDuringDecoding` (whether the
/// document asks for the current date: Finch's and GNUstep's decoders read it so). The control
/// says whether it presents a calendar overlay (`presentsCalendarOverlay`, NO by default).
extension Compilation {
    /// NSDatePicker.ElementFlags by `<datePickerElements>` attribute (AppKit's header: seconds
    /// 0x2, so hour-minute-second 0xE, and the time zone 0x10).
    static let datePickerElementBits = [
        "timeZone": 0x10, "hour": 0x4, "minute": 0x8, "second": 0x2, "hourMinute": 0xC, "hourMinuteSecond": 0xE,
        "day": 0x20, "year": 0x40, "month": 0x80, "yearMonth": 0xC0, "yearMonthDay": 0xE0, "era": 0x100,
    ]
    /// NSDatePicker.Style by name.
    static let datePickerStyles = ["textFieldAndStepper": 0, "clockAndCalendar": 1, "textField": 2]
    /// NSDatePicker.Mode by name.
    static let datePickerModes = ["single": 0, "range": 1]

    /// A date picker cell's values in Apple's schema.
    mutating func appKitDatePickerCellValues(_ cell: Element, className: String, index: Int?, _ result: inout [KeyedValue]) {
        guard writesAppleOnlyKeys, className == "NSDatePickerCell" else { return }
        if let date = result.first(where: { $0.key == "NSDate" })?.value {
            result.removeAll { $0.key == "NSDate" || $0.key == "NSContents" }
            result.append(KeyedValue("NSContents", date))
            if diagnostics.recordsAttributeUses, let index { renameUses(of: index, from: "NSDate", to: "NSContents") }
        }
        let elements = cell.child(key: "datePickerElements").map { element in
            Self.datePickerElementBits.reduce(0) { element[$1.key] == "YES" ? $0 | $1.value : $0 }
        }
        replaceKey("NSDatePickerElements", with: "NSDatePickerElements", elements.flatMap { $0 == 0 ? nil : .int($0) }, in: &result, index: index)
        let style = Self.datePickerStyles[cell["datePickerStyle"] ?? ""] ?? 0
        replaceKey("NSDatePickerStyle", with: "NSDatePickerType", style == 0 ? nil : .int(style), in: &result, index: index)
        let mode = Self.datePickerModes[cell["datePickerMode"] ?? ""] ?? 0
        replaceKey("NSDatePickerMode", with: "NSDatePickerMode", mode == 0 ? nil : .int(mode), in: &result, index: index)
        if !result.contains(where: { $0.key == "NSTimeInterval" }) { result.append(KeyedValue("NSTimeInterval", .double(0))) }
        // "Use the current date": the date the picker shows is the one when it is decoded.
        replaceKey("NSUseCurrentDate", with: "NSDatePickerUseCurrentDateDuringDecoding", nil, in: &result, index: index)
        result.append(KeyedValue("NSDatePickerUseCurrentDateDuringDecoding", .bool(cell["useCurrentDate"] == "YES")))
    }
}
