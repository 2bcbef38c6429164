import NibArchive
import NibDocument

/// Sliders and steppers as ibtool writes them (learnt from `test_slider`, `test_slider_prefs` and
/// `stepper_default`).
///
/// Their cells carry AppKit's defaults outright (a slider's value, tick marks and direction; a
/// stepper's increment and autorepeat). Continuity is part of how a cell tracks the mouse: a
/// continuous slider acts on mouse down and while dragged, a stepper (continuous unless the
/// document says not) on mouse down and periodically, never on mouse up; the control's
/// `NSControlSendActionMask` says the same in event-mask bits. A stepper also archives its own
/// range, increment and switches, all zero: the cell holds the real ones.
extension Compilation {
    /// The cells whose tracking flags their own class sets.
    static let rangeTrackingCells: Set<String> = ["NSSliderCell", "NSStepperCell"]

    /// `NSCellFlags` bits of how a slider or stepper cell tracks the mouse (the old `_CFlags`:
    /// continuous 0x80000, act on mouse down 0x40000, act on mouse dragged 0x100, don't act on
    /// mouse up 0x20). A continuous stepper that autorepeats (both AppKit's defaults) acts on mouse
    /// down and periodically, not on mouse up; one that autorepeats without being continuous acts
    /// on mouse down only (0x40020); one that does not autorepeat tracks as a plain cell, acting on
    /// mouse up (viraptor/ibtool's `stepperCell.py`).
    static func rangeCellTrackingFlags(_ cell: Element, className: String) -> Int {
        switch className {
        case "NSSliderCell" where cell["continuous"] == "YES": 0x4_0100
        case "NSStepperCell" where cell["autorepeat"] != "NO": isContinuous(cell, cellClass: className) ? 0xC_0020 : 0x4_0020
        default: 0
        }
    }

    /// The periodic event bit (`NSEventMaskPeriodic`) an autorepeating stepper's control sends on,
    /// continuous or not: its mask is mouse down and periodic (65538) whenever it autorepeats, and
    /// mouse up (4) when it does not (viraptor/ibtool's `stepper.py`; `stepper_default`).
    static func stepperPeriodicMask(_ cell: Element, className: String) -> Int {
        className == "NSStepperCell" && cell["autorepeat"] != "NO" ? 0x1_0000 : 0
    }

    /// Whether a cell sends its action continuously: as the document says, and for a stepper
    /// also where it says nothing (AppKit's default for steppers).
    static func isContinuous(_ cell: Element, cellClass: String) -> Bool {
        cellClass == "NSStepperCell" ? cell["continuous"] != "NO" : cell["continuous"] == "YES"
    }

    /// Whether the control says it is continuous (`NSControlContinuous`): NSControl asks its
    /// cell, whose answer is the continuous bit of its tracking flags. A stepper that does not
    /// autorepeat tracks as a plain cell, without that bit, so it is not continuous whatever the
    /// document says (viraptor/ibtool's `stepper.py`: continuous only when autorepeating).
    static func controlIsContinuous(_ cell: Element, cellClass: String) -> Bool {
        if cellClass == "NSStepperCell", cell["autorepeat"] == "NO" { return false }
        return isContinuous(cell, cellClass: cellClass)
    }

    /// A slider or stepper cell's defaults (both schemas where NibKit's loader reads the key, so
    /// both load alike) and, in Apple's schema, its continuity folded into `NSCellFlags`.
    mutating func appKitRangeCellValues(_ cell: Element, className: String, index: Int?, control: Element? = nil, _ result: inout [KeyedValue]) {
        func addDefault(_ key: String, _ value: ArchiveValue) {
            if !result.contains(where: { $0.key == key }) { result.append(KeyedValue(key, value)) }
        }
        switch className {
        case "NSSliderCell":
            // A slider always has its minimum (each schema loads it as 0 otherwise).
            addDefault("NSMinValue", .double(0))
            // …and its maximum: AppKit's default, 1, where the document names none (viraptor/ibtool's slider cell).
            addDefault("NSMaxValue", .double(1))
            addDefault("NSDoubleValue", .double(0))
            addDefault("NSNumberOfTickMarks", .int(0))
            addDefault("NSTickMarkPosition", .int(0))
            addDefault("NSAllowsTickMarkValuesOnly", .bool(false))
            // A linear slider is AppKit's default kind: ibtool writes no kind for it. A circular one
            // is NSSlider.SliderType's number (Cappuccino's, Cocotron's, GNUstep's and Finch's
            // decoders read NSSliderType with decodeIntForKey:).
            if let position = result.firstIndex(where: { $0.key == "NSSliderType" }), case .object(let text) = result[position].value {
                switch stringText(text) {
                case "linear": result.remove(at: position)
                case "circular": result[position].value = .int(1)
                default: break
                }
            }
            if writesAppleOnlyKeys {
                addDefault("NSAltIncrementValue", .double(0))
                // A slider taller than wide is vertical: AppKit tells it by the frame, and the
                // cell archives what it found (modern documents name no orientation).
                let frame = control?.child("rect", key: "frame").map { Self.numbers($0, ["width", "height"]) }
                addDefault("NSVertical", .bool(frame.map { $0[1] > $0[0] } ?? false))
            }
        case "NSStepperCell":
            // A stepper's minimum, maximum and value are archived only when not 0 (both load as 0
            // otherwise; viraptor/ibtool's stepper cell for the maximum).
            result.removeAll { ["NSMinValue", "NSMaxValue", "NSDoubleValue"].contains($0.key) && ($0.value == .double(0) || $0.value == .int(0)) }
            if Self.isContinuous(cell, cellClass: className) { addDefault("NSContinuous", .bool(true)) }
            if writesAppleOnlyKeys {
                addDefault("NSIncrement", .double(1))
                // Autorepeat is archived only on (viraptor/ibtool's stepper cell): off is no key.
                if cell["autorepeat"] == "NO" {
                    result.removeAll { $0.key == "NSAutorepeat" }
                    if diagnostics.recordsAttributeUses, let index { renameUses(of: index, from: "NSAutorepeat", to: "NSCellFlags") }
                } else {
                    addDefault("NSAutorepeat", .bool(true))
                }
            }
        default:
            return
        }
        guard writesAppleOnlyKeys, result.contains(where: { $0.key == "NSContinuous" }) else { return }
        result.removeAll { $0.key == "NSContinuous" }
        if diagnostics.recordsAttributeUses, let index { renameUses(of: index, from: "NSContinuous", to: "NSCellFlags") }
    }

    /// A slider's empty subviews and a stepper's own (zero) range and switches (Apple's schema only).
    mutating func appKitRangeControlValues(_ control: Element, add: (String, ArchiveValue) -> Void) {
        switch control.name {
        case "slider":
            add("NSSubviews", .object(builder.array([], className: "NSMutableArray")))
        case "stepper":
            for key in ["NSStepperMinValue", "NSStepperMaxValue", "NSStepperIncrement"] { add(key, .double(0)) }
            add("NSStepperWraps", .bool(false))
            add("NSStepperAutorepeat", .bool(false))
        default:
            break
        }
    }
}
