import Foundation
import NibRuntime

/// A controller that manages a view, loaded from a nib or a storyboard.
open class NSViewController: NSResponder {
    /// The view.
    open var view: NSView? {
        didSet { view?.nextResponder = self }
    }
    /// The title.
    open var title: String?
    /// The nib the view comes from.
    open private(set) var nibName: String?
    /// The represented object.
    open var representedObject: Any?

    /// Creates a controller whose view comes from a nib.
    public init(nibName: String?, bundle: Any?) {
        self.nibName = nibName
        super.init()
    }

    public required init() { super.init() }

    public required init?(coder: NSCoder) {
        title = coder.decodeObject(forKey: "NSTitle") as? String
        nibName = coder.decodeObject(forKey: "NSNibName") as? String
        super.init(coder: coder)
        view = coder.decodeObject(forKey: "NSView") as? NSView
    }

    /// Called after the view is loaded.
    open func viewDidLoad() {}

    open override func setNibValue(_ value: Any?, forKey key: String) throws(KeyValueCodingError) -> Bool {
        switch key {
        case "view": view = value as? NSView
        case "title": title = value as? String
        case "representedObject": representedObject = value
        default: return try super.setNibValue(value, forKey: key)
        }
        return true
    }

    open override func nibValue(forKey key: String) -> NibValueLookup {
        key == "view" ? .value(view) : super.nibValue(forKey: key)
    }
}

/// A controller that manages a window.
open class NSWindowController: NSResponder {
    /// The window.
    open var window: NSWindow? {
        didSet { window?.windowController = self }
    }

    open override func setNibValue(_ value: Any?, forKey key: String) throws(KeyValueCodingError) -> Bool {
        if key == "window" { window = value as? NSWindow; return true }
        return try super.setNibValue(value, forKey: key)
    }

    open override func nibValue(forKey key: String) -> NibValueLookup {
        key == "window" ? .value(window) : super.nibValue(forKey: key)
    }
}

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
