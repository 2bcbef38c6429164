import Foundation
import NibRuntime

/// The base of the Cocoa bindings controllers.
open class NSController: NibObject {
    /// Any outlet or key set on the controller (content, delegate…).
    open private(set) var values: [String: Any] = [:]

    open override func setNibValue(_ value: Any?, forKey key: String) throws(KeyValueCodingError) -> Bool {
        if try super.setNibValue(value, forKey: key) { return true }
        values[key] = value
        return true
    }

    open override func nibValue(forKey key: String) -> NibValueLookup {
        if case .value(let value) = super.nibValue(forKey: key) { return .value(value) }
        return .value(values[key])
    }
}

/// A controller of one content object.
open class NSObjectController: NSController {}
/// A controller of an array of objects.
open class NSArrayController: NSObjectController {}
/// A controller of a tree of objects.
open class NSTreeController: NSObjectController {}
/// A controller of the user defaults.
open class NSUserDefaultsController: NSController {}
