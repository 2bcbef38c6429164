import Foundation
import NibArchive

/// The root of NibKit's object library, and a convenient base for custom objects.
///
/// It gives every subclass what NSObject gives Apple's: `init(coder:)` for the nib decoder,
/// `init()` for custom objects, key-value coding for outlets and runtime attributes (its
/// `@Outlet` properties, plus what subclasses add by overriding ``setNibValue(_:forKey:)``),
/// `responds(to:)` for actions and an overridable ``awakeFromNib()``.
open class NibObject: NSObject, NibDecodable, NibInstantiable, NibKeyValueCoding, NibActionResponding, NibAwaking, NibBindable, NibKeyValueObservable {
    /// What few objects have (bindings, unread values, a stand-in's class name, accessibility
    /// text), in one box made on first use: every view, layer, colour and font of a nib would
    /// otherwise carry about 150 bytes of empty fields, and initialize and release them.
    @exclusivity(unchecked) private var extras: NibObjectExtras?


    /// Archived values no decoder of this object's class read, by archive key: nothing in the
    /// document is lost, and `nibtool coverage` counts them.
    public var undecodedValues: [String: Any] {
        var values: [String: Any] = [:]
        for entry in unreadValues?.entries ?? [] where values[entry.key] == nil { values[entry.key] = entry.value.value }
        return values
    }

    /// The unread values as the decoder left them: objects decoded (so what they reference
    /// exists), plain values left in the archive until ``undecodedValues`` is read; nil when the
    /// object's classes read every value.
    var unreadValues: UnreadValues? {
        get { extras?.unreadValues }
        set { extras.set(\.unreadValues, to: newValue, unless: newValue == nil) }
    }

    /// When the loader made this object as a stand-in, the class the nib named that could not
    /// be found (its outlets and actions are then reported, not fatal, in every later load).
    public internal(set) var unresolvedClassName: String? {
        get { extras?.unresolvedClassName }
        set { extras.set(\.unresolvedClassName, to: newValue, unless: newValue == nil) }
    }

    /// Creates an object with no archived values.
    public required override init() { super.init() }

    /// Creates the object from a nib. Subclasses read their keys and call `super.init(coder:)`.
    public required init?(coder: NSCoder) { super.init() }

    /// The accessibility identifier (UIKit's informal accessibility protocol, on every object).
    public var accessibilityIdentifier: String? {
        get { extras?.accessibilityIdentifier }
        set { extras.set(\.accessibilityIdentifier, to: newValue, unless: newValue == nil) }
    }
    /// The accessibility label.
    public var accessibilityLabel: String? {
        get { extras?.accessibilityLabel }
        set { extras.set(\.accessibilityLabel, to: newValue, unless: newValue == nil) }
    }
    /// The accessibility hint.
    public var accessibilityHint: String? {
        get { extras?.accessibilityHint }
        set { extras.set(\.accessibilityHint, to: newValue, unless: newValue == nil) }
    }
    /// The accessibility value.
    public var accessibilityValue: String? {
        get { extras?.accessibilityValue }
        set { extras.set(\.accessibilityValue, to: newValue, unless: newValue == nil) }
    }
    /// Whether assistive technologies see the object as an element.
    public var isAccessibilityElement: Bool {
        get { extras?.isAccessibilityElement ?? false }
        set { extras.set(\.isAccessibilityElement, to: newValue, unless: !newValue) }
    }
    /// What the object is to assistive technologies: UIAccessibilityTraits bits (button 1, image 4,
    /// static text 64…), as an accessibility configuration sets them.
    public var accessibilityTraits: UInt64 {
        get { extras?.accessibilityTraits ?? 0 }
        set { extras.set(\.accessibilityTraits, to: newValue, unless: newValue == 0) }
    }

    /// Sets an outlet or property by name; subclasses add their own keys and call `super`.
    open func setNibValue(_ value: Any?, forKey key: String) throws(KeyValueCodingError) -> Bool {
        if try NibMemberTable.of(self).setOutlet(key, to: value, on: self) { return true }
        switch key {
        case "accessibilityIdentifier": accessibilityIdentifier = value as? String
        case "accessibilityLabel": accessibilityLabel = value as? String
        case "accessibilityHint": accessibilityHint = value as? String
        case "accessibilityValue": accessibilityValue = value as? String
        case "isAccessibilityElement": isAccessibilityElement = value as? Bool ?? false
        default: return false
        }
        return true
    }

    /// Sets an outlet to an object (or nil) by name. By default ``setNibValue(_:forKey:)`` sets
    /// it; a class may override this too, to set its outlets with class casts and no `Any`.
    open func setNibOutlet(_ object: AnyObject?, forKey key: String) throws(KeyValueCodingError) -> Bool {
        try setNibValue(object, forKey: key)
    }

    /// Reads a property by name; subclasses add their own keys and call `super`.
    open func nibValue(forKey key: String) -> NibValueLookup {
        switch key {
        case "accessibilityIdentifier": .value(accessibilityIdentifier)
        case "accessibilityLabel": .value(accessibilityLabel)
        default: NibMemberTable.of(self).outlet(key, of: self)
        }
    }

    /// Whether the object implements an action (its `@Action` methods, or an override).
    open func responds(to action: Selector) -> Bool {
        NibMemberTable.of(self).action(action) != nil
    }

    /// Sends an action to the object; returns whether it implements it.
    open func performAction(_ action: Selector, sender: Any?) -> Bool {
        guard let slot = NibMemberTable.of(self).action(action) else { return false }
        slot.perform(on: self, sender: sender)
        return true
    }

    /// Called once every object of the nib exists and every outlet and action is connected.
    /// Overrides must call `super.awakeFromNib()`.
    open func awakeFromNib() {}

    /// Binds `binding` to `keyPath` of `observable`, as AppKit's `bind(_:to:withKeyPath:options:)`:
    /// the value is moved in now and after every change of any key on the path; edits go back
    /// through ``commitBinding(_:value:)``. A binding that cannot be made keeps its record and
    /// its error in ``bindingErrors`` (``establishBinding(_:to:withKeyPath:options:)`` throws it).
    open func bind(_ binding: String, to observable: AnyObject, withKeyPath keyPath: String, options: [String: Any]? = nil) {
        do {
            try establishBinding(binding, to: observable, withKeyPath: keyPath, options: options)
        } catch {
            madeExtras.bindings[binding] = NibBinding(observedObject: observable, keyPath: keyPath, options: options ?? [:])
            extras?.bindingErrors[binding] = error
        }
    }

    /// Binds as ``bind(_:to:withKeyPath:options:)`` does, throwing when the binding cannot be made.
    /// - Throws: ``NibBindingError`` for a key path too long or with an empty key, or an unknown transformer.
    public func establishBinding(_ binding: String, to observable: AnyObject, withKeyPath keyPath: String, options: [String: Any]? = nil) throws(NibBindingError) {
        unbind(binding)
        let connection = try NibBindingConnection(source: self, name: binding, observedObject: observable, keyPath: keyPath, options: options ?? [:])
        madeExtras.bindings[binding] = NibBinding(observedObject: observable, keyPath: keyPath, options: options ?? [:])
        extras?.connections[binding] = connection
        connection.modelDidChange()
    }

    /// Removes a binding, as AppKit's `unbind(_:)`: no value moves along it any more.
    open func unbind(_ binding: String) {
        guard let extras else { return }
        extras.connections.removeValue(forKey: binding)?.cancel()
        extras.bindings[binding] = nil
        extras.bindingErrors[binding] = nil
        extras.boundValues[binding] = nil
    }

    /// The record of a binding, or nil.
    open func infoForBinding(_ binding: String) -> NibBinding? { extras?.bindings[binding] }

    /// The names of the bindings made on the object.
    public var boundBindingNames: [String] { extras?.bindings.keys.sorted() ?? [] }

    /// The working binding of a name, or nil.
    public func bindingConnection(_ binding: String) -> NibBindingConnection? { extras?.connections[binding] }

    /// Why bindings could not be made, by binding name.
    public var bindingErrors: [String: NibBindingError] { extras?.bindingErrors ?? [:] }

    /// The value a binding last moved into the object (after placeholders and transformer).
    public func boundValue(forBinding binding: String) -> Any? { WeakReference.resolving(extras?.boundValues[binding]) }

    /// Moves an edit back along a binding (a control's action, a text field's end of editing).
    /// - Returns: Whether the model took it.
    @discardableResult
    public func commitBinding(_ binding: String, value: Any?) -> Bool {
        extras?.connections[binding]?.push(value) ?? false
    }

    /// The working bindings whose names share a base (`enabled`, `enabled2`…), in order.
    public func bindingConnections(grouped base: String) -> [NibBindingConnection] {
        guard let connections = extras?.connections else { return [] }
        if connections.count == 1 { return connections.values.filter { $0.baseName == base } }
        return connections.values.filter { $0.baseName == base }.sorted { $0.name < $1.name }
    }

    /// Whether a binding of a group (`enabled`, `enabled2`…) is made, without sorting the group.
    func hasBindingConnection(grouped base: String) -> Bool {
        extras?.connections.values.contains { $0.baseName == base } ?? false
    }

    /// A binding's value changed: combines groups (`enabled…` AND, `hidden…` OR, `editable…` AND,
    /// `displayPatternValue…` into `value`) and hands the result to ``applyBoundValue(_:forBinding:)``.
    open func bindingValueDidChange(_ connection: NibBindingConnection) {
        let base = connection.baseName
        switch base {
        case "enabled", "editable":
            applyBoundValue(bindingConnections(grouped: base).allSatisfy { NibValueTransformers.bool($0.currentValue) }, forBinding: base)
        case "hidden":
            applyBoundValue(bindingConnections(grouped: base).contains { NibValueTransformers.bool($0.currentValue) }, forBinding: base)
        case "displayPatternValue", "displayPatternTitle":
            let group = bindingConnections(grouped: base)
            var pattern = group.first { $0.options[NSBindingOption.displayPattern] != nil }?.options[NSBindingOption.displayPattern] as? String ?? "%{value1}@"
            for member in group {
                let number = member.name.dropFirst(base.count)
                pattern = pattern.replacingOccurrences(of: "%{value\(number.isEmpty ? "1" : number)}@", with: member.currentValue.map { "\($0)" } ?? "")
            }
            recordBoundValue(connection.currentValue, forBinding: connection.name)
            applyBoundValue(pattern, forBinding: base == "displayPatternValue" ? "value" : "title")
        case "argument", "doubleClickArgument", "target", "doubleClickTarget":
            recordBoundValue(connection.currentValue, forBinding: connection.name)
        default:
            if connection.name == "value" {
                // NSConditionallySetsEnabled (on by default): a marker (no selection, not applicable) disables the object.
                let disables = connection.conditionallySetsEnabled && !hasBindingConnection(grouped: "enabled")
                if disables, connection.isShowingMarker, connection.modelValue as? NSBindingSelectionMarker !== NSBindingSelectionMarker.multipleValues {
                    extras?.disabledByBinding = true
                    applyBoundValue(false, forBinding: "enabled")
                } else if extras?.disabledByBinding == true {
                    extras?.disabledByBinding = false
                    applyBoundValue(true, forBinding: "enabled")
                }
                // NSConditionallySetsEditable (off by default): editable while the controller is
                // (`isEditable`) and its selection shows a value, not a marker.
                if connection.conditionallySetsEditable, !hasBindingConnection(grouped: "editable") {
                    applyBoundValue(!connection.isShowingMarker && Self.allowsEditing(connection.observedObject), forBinding: "editable")
                }
                // NSConditionallySetsHidden (off by default): as NSConditionallySetsEnabled, with
                // the hidden state (Cocoa Bindings Reference, Binding Options: "configured
                // automatically based on the controller's selection").
                if connection.conditionallySetsHidden, !hasBindingConnection(grouped: "hidden") {
                    if connection.isShowingMarker, connection.modelValue as? NSBindingSelectionMarker !== NSBindingSelectionMarker.multipleValues {
                        extras?.hiddenByBinding = true
                        applyBoundValue(true, forBinding: "hidden")
                    } else if extras?.hiddenByBinding == true {
                        extras?.hiddenByBinding = false
                        applyBoundValue(false, forBinding: "hidden")
                    }
                }
            }
            applyBoundValue(connection.currentValue, forBinding: connection.name)
        }
    }

    /// Whether a bound object's controller lets its values be edited: a controller's `editable`
    /// key (NSController's `isEditable`); an object without that key lets them.
    private static func allowsEditing(_ observed: AnyObject?) -> Bool {
        guard let observed, case .value(let editable) = KeyValueCoding.value(forKey: "editable", of: observed) else { return true }
        return NibValueTransformers.bool(editable)
    }

    /// Sets what a binding moved in: kept for ``boundValue(forBinding:)``, and set by key-value
    /// coding on the property of the binding's name (`value` on `objectValue`, else `value`),
    /// with a change notice. Subclasses override it for properties of other names.
    open func applyBoundValue(_ value: Any?, forBinding binding: String) {
        recordBoundValue(value, forBinding: binding)
        let keys = binding == "value" ? ["objectValue", "value"] : [binding]
        for key in keys where (try? setNibValue(value, forKey: key)) == true {
            KeyValueObserving.didChangeValue(forKey: key, of: self)
            return
        }
    }

    /// Keeps the value a binding moved in, for ``boundValue(forBinding:)`` (overrides of
    /// ``applyBoundValue(_:forBinding:)`` that set the property themselves call it). A `target`'s
    /// or `argument`'s object is kept weakly, as AppKit keeps a target (it often owns the view).
    public func recordBoundValue(_ value: Any?, forBinding binding: String) {
        let weakly = BindingKeyPath.isObject(value) && NibBindingSupport.weaklyHeldNames.contains(NibBindingSupport.baseName(binding))
        // Written through the box directly: a key path with a subscript (`\.boundValues[binding]`)
        // is built at run time on every call, which cost more than the rest of a value's move.
        madeExtras.boundValues[binding] = weakly ? WeakReference.holding(value) : value
    }

    /// The box of rarely used state, made now if there is none.
    private var madeExtras: NibObjectExtras {
        if let extras { return extras }
        let box = NibObjectExtras()
        extras = box
        return box
    }

    /// The object's key-value observers (made on first use).
    public var keyValueObservers: NibKeyValueObservers {
        if let observers = extras?.observers { return observers }
        let observers = NibKeyValueObservers()
        extras.set(\.observers, to: observers, unless: false)
        return observers
    }

    /// The observers, when any were registered.
    var existingObservers: NibKeyValueObservers? { extras?.observers }

    /// Sets a property by name, as `setValue(_:forKey:)` does on Apple's platforms.
    /// - Throws: ``KeyValueCodingError`` when there is no such key or the type is wrong.
    public func setValue(_ value: Any?, forKey key: String) throws(KeyValueCodingError) {
        guard try setNibValue(value, forKey: key) else { throw .unknownKey(className: KeyValueCoding.typeName(of: self), key: key) }
    }

    /// Reads a property by name, as `value(forKey:)` does; nil when there is no such key.
    public func value(forKey key: String) -> Any? {
        if case .value(let value) = nibValue(forKey: key) { return value }
        return nil
    }
}

/// An object of a class the object library does not have: it keeps every archived value,
/// so nothing is lost, and accepts any key.
public final class NibGenericObject: NibObject {
    /// The class the nib named.
    public internal(set) var archivedClassName = "NSObject"
    /// Every value archived for the object, and every value set on it since (an object set on
    /// it is gone once nothing else keeps it).
    public var values: [String: Any] { storedValues.compactMapValues { WeakReference.resolving($0) } }
    private var storedValues: [String: Any] = [:]

    /// Creates an empty generic object.
    public required init() { super.init() }

    /// Decodes every key of the archived object.
    public required init?(coder: NSCoder) {
        if let decoder = coder.nibDecoder {
            archivedClassName = decoder.currentClassName
            storedValues = decoder.readingGenerically {
                var decoded: [String: Any] = [:]
                for key in decoder.currentKeys where decoded[key] == nil { decoded[key] = decoder.decodeObject(forKey: key) }
                return decoded
            }
        }
        super.init(coder: coder)
    }

    /// Outlets and attributes set on it; objects are held weakly, as Xcode's `@IBOutlet weak var`
    /// (what a nib keeps alive is kept by its top-level objects, so stand-ins close no cycles).
    public override func setNibValue(_ value: Any?, forKey key: String) throws(KeyValueCodingError) -> Bool {
        storedValues[key] = WeakReference.holding(value)
        return true
    }

    public override func nibValue(forKey key: String) -> NibValueLookup {
        .value(WeakReference.resolving(storedValues[key]))
    }

    public override var description: String { "<\(archivedClassName) (generic)>" }
}

/// A value no decoder read: an object already decoded, or a plain archived value.
/// The values of an archived object that no decoder of its class read, kept where they are
/// archived: a load stores where they are and which were read, and nothing is converted or
/// copied unless ``entries`` is asked for. Objects they reference were decoded with the object
/// (a graph is complete when the load returns), and are kept here.
struct UnreadValues: CustomReflectable {
    /// The archive's values, and where the object's are among them.
    let lookup: ArchiveLookup
    let start: Int
    let count: Int
    /// Which of the object's values its class read.
    let read: ReadPositions
    /// The objects of unread values, by position among the object's values.
    let decoded: [(position: Int, value: Any?)]

    /// The unread values in archive order (collection members are the collection's, not unread).
    var entries: [(key: String, value: UnreadValue)] {
        var entries: [(key: String, value: UnreadValue)] = []
        var objects = decoded.makeIterator()
        var nextObject = objects.next()
        for position in 0..<count where !read.contains(position) && !lookup.isElement[start + position] {
            let value = lookup.values[start + position]
            if let object = nextObject, object.position == position {
                entries.append((value.key, .decoded(object.value)))
                nextObject = objects.next()
            } else {
                entries.append((value.key, .archived(value.value)))
            }
        }
        return entries
    }

    /// Reflected as its entries, so that a rendering of the object shows the values, not the archive.
    var customMirror: Mirror { Mirror(self, unlabeledChildren: entries, displayStyle: .collection) }
}

enum UnreadValue {
    case decoded(Any?)
    case archived(ArchiveValue)

    /// The value as `decodeObject(forKey:)` would have returned it (`NSNull` for nil).
    var value: Any {
        switch self {
        case .decoded(let value): return WeakReference.resolving(value) ?? NSNull()
        case .archived(let value):
            switch value {
            case .integer(let number, _): return Int(number)
            case .double(let number): return number
            case .float(let number): return Double(number)
            case .bool(let flag): return flag
            case .data(let bytes): return Data(bytes)
            case .null, .object: return NSNull()
            }
        }
    }
}

/// The rarely used state of a ``NibObject``, boxed apart from it.
final class NibObjectExtras: NibLazyBox {
    var bindings: [String: NibBinding] = [:]
    var connections: [String: NibBindingConnection] = [:]
    var bindingErrors: [String: NibBindingError] = [:]
    var boundValues: [String: Any] = [:]
    var disabledByBinding = false
    var hiddenByBinding = false
    var observers: NibKeyValueObservers?
    var unreadValues: UnreadValues?
    var unresolvedClassName: String?
    var accessibilityIdentifier: String?
    var accessibilityLabel: String?
    var accessibilityHint: String?
    var accessibilityValue: String?
    var isAccessibilityElement = false
    var accessibilityTraits: UInt64 = 0
    init() {}
}
