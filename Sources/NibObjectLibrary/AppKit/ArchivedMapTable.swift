import Foundation
import NibRuntime

/// An `NSMapTable` as Foundation archives one: its options under `$0`, then its keys and values
/// alternating from `$2` up to a nil, and `NS.count` (a stack view's visibility priorities, for
/// one). Only the pairs are kept, in archived order.
public final class ArchivedMapTable: NibObject {
    /// The table's pairs, in the order the archive lists them.
    public private(set) var pairs: [(key: AnyObject, value: AnyObject)] = []

    /// More pairs than this are not read (a hostile archive's count cannot make the loop long:
    /// it also ends at the first missing key).
    static let maximumPairs = 100_000

    public required init?(coder: NSCoder) {
        let count = min(max(coder.nibInt(forKey: "NS.count") ?? Self.maximumPairs, 0), Self.maximumPairs)
        var slot = 2
        while pairs.count < count, coder.containsValue(forKey: "$\(slot)"),
              let key = coder.decodeObject(forKey: "$\(slot)") as AnyObject?, let value = coder.decodeObject(forKey: "$\(slot + 1)") as AnyObject? {
            pairs.append((key, value))
            slot += 2
        }
        super.init(coder: coder)
    }

    public required init() { super.init() }
}
