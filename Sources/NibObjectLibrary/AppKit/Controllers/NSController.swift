import Foundation
import NibRuntime

/// The base of the Cocoa bindings controllers.
open class NSController: NibObject {
    /// Any outlet or key set on the controller that it has no property for.
    open private(set) var otherValues: [String: Any] = [:]
    /// Whether bound views may change the content (`editable` in Interface Builder).
    open var isEditable = true

    public required init() { super.init() }

    public required init?(coder: NSCoder) {
        isEditable = coder.nibBool(forKey: "NSEditable") ?? Self.isEditableWithoutKey
        super.init(coder: coder)
    }

    /// Whether a controller whose archive has no `NSEditable` is editable.
    open class var isEditableWithoutKey: Bool { true }

    open override func setNibValue(_ value: Any?, forKey key: String) throws(KeyValueCodingError) -> Bool {
        if try super.setNibValue(value, forKey: key) { return true }
        switch key {
        case "editable", "isEditable": isEditable = NibValueTransformers.bool(value)
        default: otherValues[key] = value
        }
        KeyValueObserving.didChangeValue(forKey: key, of: self)
        return true
    }

    open override func nibValue(forKey key: String) -> NibValueLookup {
        if case .value(let value) = super.nibValue(forKey: key) { return .value(value) }
        switch key {
        case "editable", "isEditable": return .value(isEditable)
        default: return .value(otherValues[key])
        }
    }

    /// The actions the controller answers, by selector (what a button can send it, as AppKit's
    /// controllers answer `add:` or `save:`): each subclass adds its own to its superclass's.
    class var actions: [String: (NSController, Any?) -> Void] { [:] }

    open override func responds(to action: Selector) -> Bool {
        type(of: self).actions[action.name] != nil || super.responds(to: action)
    }

    open override func performAction(_ action: Selector, sender: Any?) -> Bool {
        guard let perform = type(of: self).actions[action.name] else { return super.performAction(action, sender: sender) }
        perform(self, sender)
        return true
    }

    /// Announces a change of each key to its observers.
    func announce(_ keys: String...) {
        for key in keys { KeyValueObserving.didChangeValue(forKey: key, of: self) }
    }
}

/// The selection of several objects: a key's value is theirs when they all have the same,
/// else `NSMultipleValuesMarker`; setting a key sets it on each.
public final class NibMultipleSelection: NibObject, NibKeyValueMembers {
    /// The selected objects.
    public let objects: [AnyObject]
    /// A binding through the selection observes its key on each selected object.
    public var observedMembers: [AnyObject] { objects }

    init(_ objects: [AnyObject]) {
        self.objects = objects
        super.init()
    }

    public required init() {
        objects = []
        super.init()
    }

    public required init?(coder: NSCoder) { nil }

    public override func nibValue(forKey key: String) -> NibValueLookup {
        let values = objects.map { BindingKeyPath.value(forKey: key, of: $0) }
        guard let first = values.first else { return .value(NSBindingSelectionMarker.noSelection) }
        for value in values.dropFirst() where !Self.same(value, first) { return .value(NSBindingSelectionMarker.multipleValues) }
        return .value(first)
    }

    public override func setNibValue(_ value: Any?, forKey key: String) throws(KeyValueCodingError) -> Bool {
        for object in objects {
            try KeyValueObserving.setValue(value, forKeyPath: key, on: object)
        }
        return true
    }

    static func same(_ left: Any?, _ right: Any?) -> Bool {
        switch (left, right) {
        case (nil, nil): return true
        case (let left?, let right?):
            if BindingKeyPath.isObject(left), BindingKeyPath.isObject(right) { return (left as AnyObject) === (right as AnyObject) }
            if let left = left as? AnyHashable, let right = right as? AnyHashable { return left == right }
            return "\(left)" == "\(right)"
        default: return false
        }
    }
}

/// A controller of one content object: `selection` is the content, or `NSNoSelectionMarker`.
open class NSObjectController: NSController {
    /// The content (an outlet, or the `contentObject` binding).
    open var content: AnyObject? {
        didSet { contentDidChange() }
    }
    /// The class of the objects ``add(_:)`` makes (Interface Builder's Class Name).
    open var objectClassName: String?
    /// Whether the controller makes its content when loaded (with ``newObject()``).
    open var automaticallyPreparesContent = false
    /// Makes the objects ``add(_:)`` adds; when nil, `objectClassName` is looked up by name.
    open var objectFactory: (() -> AnyObject?)?

    public required init() { super.init() }

    public required init?(coder: NSCoder) {
        objectClassName = coder.nibString(forKey: "NSObjectClassName")
        automaticallyPreparesContent = coder.nibBool(forKey: "NSAutomaticallyPreparesContent") ?? false
        super.init(coder: coder)
    }

    /// An object controller's coder writes the switch only when on: as AppKit reads it, a missing
    /// one is off.
    override open class var isEditableWithoutKey: Bool { false }

    /// The selected objects: the content.
    open var selectedObjects: [AnyObject] { content.map { [$0] } ?? [] }

    /// What `selection.KEY` reads: the one selected object, ``NibMultipleSelection`` for
    /// several, `NSNoSelectionMarker` for none.
    open var selection: Any {
        let selected = selectedObjects
        switch selected.count {
        case 0: return NSBindingSelectionMarker.noSelection
        case 1: return selected[0]
        default: return NibMultipleSelection(selected)
        }
    }

    /// Whether ``add(_:)`` can add.
    open var canAdd: Bool { isEditable }
    /// Whether ``remove(_:)`` can remove.
    open var canRemove: Bool { isEditable && !selectedObjects.isEmpty }

    /// A new content object: ``objectFactory``'s, else an instance of ``objectClassName``.
    open func newObject() -> AnyObject? {
        if let objectFactory { return objectFactory() }
        guard let objectClassName, let type = ClassResolver().resolve(objectClassName) as? NibInstantiable.Type else { return nil }
        return type.init()
    }

    /// Adds a new object (the action of an Add button).
    open func add(_ sender: Any?) {
        guard canAdd, let object = newObject() else { return }
        addObject(object)
    }

    /// Makes `object` the content.
    open func addObject(_ object: AnyObject) { content = object }

    /// Removes the selection (the action of a Remove button).
    open func remove(_ sender: Any?) {
        guard canRemove else { return }
        for object in selectedObjects { removeObject(object) }
    }

    /// Removes `object` when it is the content.
    open func removeObject(_ object: AnyObject) { if content === object { content = nil } }

    /// Announces the keys that follow the content.
    open func contentDidChange() {
        announce("content", "selection", "selectedObjects", "canAdd", "canRemove", "arrangedObjects")
    }

    open override func awakeFromNib() {
        super.awakeFromNib()
        if automaticallyPreparesContent, content == nil, let object = newObject() { content = object }
    }

    override class var actions: [String: (NSController, Any?) -> Void] {
        super.actions.merging([
            "add:": { ($0 as? NSObjectController)?.add($1) },
            "remove:": { ($0 as? NSObjectController)?.remove($1) },
        ]) { $1 }
    }

    open override func setNibValue(_ value: Any?, forKey key: String) throws(KeyValueCodingError) -> Bool {
        switch key {
        case "content", "contentObject": content = value.flatMap { BindingKeyPath.isObject($0) ? $0 as AnyObject : nil }
        default: return try super.setNibValue(value, forKey: key)
        }
        return true
    }

    open override func nibValue(forKey key: String) -> NibValueLookup {
        switch key {
        case "content", "contentObject": .value(content)
        case "selection": .value(selection)
        case "selectedObjects": .value(selectedObjects)
        case "canAdd": .value(canAdd)
        case "canRemove": .value(canRemove)
        default: super.nibValue(forKey: key)
        }
    }
}
