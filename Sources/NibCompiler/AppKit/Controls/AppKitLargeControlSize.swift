import NibArchive
import NibDocument

/// The large control size (macOS 11's) as AppKit archives it with Apple's schema: the older
/// places of a control size (the view's `NSControlSize`, bits 17–19 of the cell's `NSCellFlags2`)
/// keep the regular size, and both the view and its cell say large in `NSControlSize2` (3), with
/// `NSControlSizeExtraLarge` false beside it (a probed Python ibtool for NetNewsWire's Mac xibs,
/// ibtool 27: a large button). The loader reads the size back from `NSControlSize2`.
extension Compilation {
    /// Whether the cell (or control) is at the large control size.
    static func isLargeControlSize(_ element: Element) -> Bool { element["controlSize"] == "large" }

    /// The keys that say a view or cell is large.
    static let largeControlSizeKeys = [KeyedValue("NSControlSize2", .int(3)), KeyedValue("NSControlSizeExtraLarge", .bool(false))]

    /// A large control's own keys: the regular size where the old key has it, and the large one.
    static func largeControlValues(_ cell: Element, _ result: inout [KeyedValue]) {
        guard isLargeControlSize(cell), let position = result.firstIndex(where: { $0.key == "NSControlSize" }) else { return }
        result[position].value = .int(0)
        result.removeAll { $0.key == "NSControlSize2" || $0.key == "NSControlSizeExtraLarge" }
        result.insert(contentsOf: largeControlSizeKeys, at: position + 1)
    }
}
