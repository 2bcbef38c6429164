import Foundation
import NibRuntime

/// An Auto Layout constraint, as both frameworks archive it.
open class NSLayoutConstraint: NibObject {
    /// NSLayoutConstraint.Attribute raw values: left 1 … centerYWithinMargins 20; 0 = not an attribute.
    public var firstAttribute = 0
    /// The second item's attribute.
    public var secondAttribute = 0
    /// The first item (a view or layout guide); weak, as views own their constraints.
    public weak var firstItem: AnyObject?
    /// The second item, if any.
    public weak var secondItem: AnyObject?
    /// -1 less than or equal, 0 equal, 1 greater than or equal.
    public var relation = 0
    /// The multiplier.
    public var multiplier = 1.0
    /// The constant.
    public var constant = 0.0
    /// The priority, 1…1000.
    public var priority = 1000.0
    /// The identifier.
    public var identifier: String?
    /// Whether the constant is the system's standard spacing (`symbolic="YES"`).
    public var isStandardSpacing = false
    /// Whether the constraint is active.
    public var isActive = true

    public required init?(coder: NSCoder) {
        firstItem = coder.decodeObject(forKey: "NSFirstItem") as AnyObject?
        secondItem = coder.decodeObject(forKey: "NSSecondItem") as AnyObject?
        // The `…V2` keys keep margin attributes, where the legacy ones name the edge (as AppKit
        // and UIKit read them: the newer key when the archive has it).
        firstAttribute = coder.nibInt(forKey: "NSFirstAttributeV2") ?? coder.decodeInteger(forKey: "NSFirstAttribute")
        secondAttribute = coder.nibInt(forKey: "NSSecondAttributeV2") ?? coder.decodeInteger(forKey: "NSSecondAttribute")
        relation = coder.decodeInteger(forKey: "NSRelation")
        if let value = coder.nibDouble(forKey: "NSMultiplier") { multiplier = value }
        constant = coder.nibDouble(forKey: "NSConstantV2") ?? coder.decodeDouble(forKey: "NSConstant")
        if let value = coder.nibDouble(forKey: "NSPriority") { priority = value }
        identifier = coder.decodeObject(forKey: "NSLayoutIdentifier") as? String
        isStandardSpacing = coder.containsValue(forKey: "NSSymbolicConstant")
        super.init(coder: coder)
    }

    public required init() { super.init() }

    open override func setNibValue(_ value: Any?, forKey key: String) throws(KeyValueCodingError) -> Bool {
        switch key {
        case "constant": constant = NibValue.double(value)
        case "multiplier": multiplier = NibValue.double(value)
        case "priority": priority = NibValue.double(value)
        case "identifier": identifier = value as? String
        case "active": isActive = NibValue.bool(value)
        default: return try super.setNibValue(value, forKey: key)
        }
        return true
    }
}
