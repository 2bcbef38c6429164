import Foundation
import NibRuntime

/// A layout guide of a macOS view as a nib archives it (its safe area or layout margins), which
/// constraints name as an item.
open class NSLayoutGuide: NibObject {
    /// AppKit's identifier of the guide (`NSViewSafeAreaLayoutGuide`, `NSViewLayoutMarginsGuide`).
    open var identifier: String?

    public required init?(coder: NSCoder) {
        identifier = coder.decodeObject(forKey: "NSLayoutGuideIdentifier") as? String
        super.init(coder: coder)
    }

    public required init() { super.init() }
}
