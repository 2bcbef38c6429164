import Foundation
import NibRuntime

/// The base of the formatters a nib archives (`NSNumberFormatter`, `NSDateFormatter`), which
/// a cell holds as its `formatter`.
open class NSFormatter: NibObject {
    public required init() { super.init() }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
