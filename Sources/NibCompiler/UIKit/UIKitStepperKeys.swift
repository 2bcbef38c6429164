import NibArchive
import NibDocument

/// `UIStepper`'s keys as its `-encodeWithCoder:` writes them, each only when not its default:
/// `UIValue` and `UIMinimumValue` (0), `UIMaximumValue` (100), `UIStepValue` (1), all with
/// `encodeDouble:` (``Compilation/uiKitRangeValues(_:_:)`` makes them doubles); `UIContinuous`
/// and `UIAutorepeat` only when off, `UIWraps` only when on. Source: UIKitCore's
/// `-[UIStepper encodeWithCoder:]` and `_commonStepperInit` (iOS 26.1, decompiled in the search index).
extension Compilation {
    mutating func uiKitStepperValues(_ element: Element, _ values: [KeyedValue]) -> [KeyedValue] {
        let standards: [String: Double] = ["UIValue": 0, "UIMinimumValue": 0, "UIMaximumValue": 100, "UIStepValue": 1]
        return values.filter { value in
            switch value.key {
            case "UIContinuous", "UIAutorepeat": return value.value == .bool(false)
            case "UIWraps": return value.value == .bool(true)
            default:
                guard let standard = standards[value.key], case .double(let number) = value.value else { return true }
                return number != standard
            }
        }
    }
}
