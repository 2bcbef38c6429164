import Foundation

/// Why a binding could not be made, or a value could not move along it.
public enum NibBindingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The key path has more keys than ``BindingKeyPath/maximumKeys``.
    case keyPathTooLong(keyPath: String, limit: Int)
    /// The key path has an empty key (`values.`, `a..b`, or nothing).
    case emptyKey(keyPath: String)
    /// `NSValueTransformerName` names no registered transformer.
    case unknownValueTransformer(name: String)
    /// The bound object has no such key (`NSRaisesForNotApplicableKeys`).
    case notApplicableKey(binding: String, keyPath: String)
    /// A change came back to the binding it started from (A bound to B, B to A): it stopped there.
    case cycle(binding: String, keyPath: String)
    /// The model refused an edit (`NSValidatesImmediately`).
    case validationFailed(binding: String, keyPath: String, reason: String)
    /// An edit could not be set on the model.
    case cannotSet(binding: String, keyPath: String, reason: String)

    public var description: String {
        switch self {
        case .keyPathTooLong(let keyPath, let limit): "the key path '\(keyPath)…' has more than \(limit) keys"
        case .emptyKey(let keyPath): "the key path '\(keyPath)' has an empty key"
        case .unknownValueTransformer(let name): "no value transformer is named '\(name)'; register it with NibValueTransformers.setValueTransformer(_:forName:)"
        case .notApplicableKey(let binding, let keyPath): "binding '\(binding)': the bound object is not key value coding-compliant for '\(keyPath)'"
        case .cycle(let binding, let keyPath): "binding '\(binding)' to '\(keyPath)' is part of a cycle of bindings; the change stopped there"
        case .validationFailed(let binding, let keyPath, let reason): "binding '\(binding)': '\(keyPath)' refused the value: \(reason)"
        case .cannotSet(let binding, let keyPath, let reason): "binding '\(binding)': cannot set '\(keyPath)': \(reason)"
        }
    }
}

/// AppKit's binding option names (`NSBindingOption`).
public enum NSBindingOption {
    public static let valueTransformerName = "NSValueTransformerName"
    public static let valueTransformer = "NSValueTransformer"
    public static let nullPlaceholder = "NSNullPlaceholder"
    public static let noSelectionPlaceholder = "NSNoSelectionPlaceholder"
    public static let multipleValuesPlaceholder = "NSMultipleValuesPlaceholder"
    public static let notApplicablePlaceholder = "NSNotApplicablePlaceholder"
    public static let continuouslyUpdatesValue = "NSContinuouslyUpdatesValue"
    public static let conditionallySetsEnabled = "NSConditionallySetsEnabled"
    public static let conditionallySetsEditable = "NSConditionallySetsEditable"
    public static let conditionallySetsHidden = "NSConditionallySetsHidden"
    public static let raisesForNotApplicableKeys = "NSRaisesForNotApplicableKeys"
    public static let validatesImmediately = "NSValidatesImmediately"
    public static let selectorName = "NSSelectorName"
    public static let displayPattern = "NSDisplayPattern"
    public static let allowsEditingMultipleValuesSelection = "NSAllowsEditingMultipleValuesSelection"
    public static let allowsNullArgument = "NSAllowsNullArgument"
    public static let alwaysPresentsApplicationModalAlerts = "NSAlwaysPresentsApplicationModalAlerts"
    public static let createsSortDescriptor = "NSCreatesSortDescriptor"
    public static let deletesObjectsOnRemove = "NSDeletesObjectsOnRemove"
    public static let handlesContentAsCompoundValue = "NSHandlesContentAsCompoundValue"
    public static let insertsNullPlaceholder = "NSInsertsNullPlaceholder"
    public static let selectsAllWhenSettingContent = "NSSelectsAllWhenSettingContent"
    public static let predicateFormat = "NSPredicateFormat"
}

/// Which binding names and options NibKit moves values for.
public enum NibBindingSupport {
    /// Binding names with a rule (a trailing number, `enabled2`, is the same binding's group).
    public static let names: Set<String> = [
        "value", "enabled", "hidden", "editable", "title", "toolTip", "selectedIndex", "selectedObject", "selectedValue",
        "selectedTag", "selectedIdentifier", "selectedLabel", "content", "contentValues", "contentObjects", "contentArray", "contentObject", "contentSet",
        "textColor", "backgroundColor", "font", "fontName", "fontFamilyName", "fontSize", "fontBold", "fontItalic", "maxValue", "minValue",
        "target", "argument", "doubleClickTarget", "doubleClickArgument", "sortDescriptors", "selectionIndexes", "selectionIndexPaths",
        "filterPredicate", "displayPatternValue", "displayPatternTitle", "image", "alternateTitle", "data", "valuePath", "valueURL",
        "animate", "isIndeterminate", "maxWidth", "minWidth", "headerTitle", "alignment", "rowHeight", "contentWidth", "contentHeight",
        "attributedString", "placeholderString", "visible", "label", "paletteLabel", "representedFilename", "documentEdited",
    ]
    /// Options a binding follows.
    public static let options: Set<String> = [
        NSBindingOption.valueTransformerName, NSBindingOption.valueTransformer, NSBindingOption.nullPlaceholder,
        NSBindingOption.noSelectionPlaceholder, NSBindingOption.multipleValuesPlaceholder, NSBindingOption.notApplicablePlaceholder,
        NSBindingOption.continuouslyUpdatesValue, NSBindingOption.conditionallySetsEnabled, NSBindingOption.conditionallySetsEditable,
        NSBindingOption.conditionallySetsHidden, NSBindingOption.raisesForNotApplicableKeys, NSBindingOption.validatesImmediately,
        NSBindingOption.selectorName, NSBindingOption.displayPattern, NSBindingOption.allowsNullArgument,
    ]
    /// Options accepted and kept in the record, with no effect (they govern alerts, undo, Core
    /// Data or content NibKit's controllers do not make).
    public static let acceptedOptions: Set<String> = [
        NSBindingOption.allowsEditingMultipleValuesSelection, NSBindingOption.alwaysPresentsApplicationModalAlerts,
        NSBindingOption.createsSortDescriptor, NSBindingOption.deletesObjectsOnRemove, NSBindingOption.handlesContentAsCompoundValue,
        NSBindingOption.insertsNullPlaceholder, NSBindingOption.selectsAllWhenSettingContent, NSBindingOption.predicateFormat,
    ]

    /// Bindings whose object is held weakly (a target, and the objects sent to it).
    public static let weaklyHeldNames: Set<String> = ["target", "doubleClickTarget", "argument", "doubleClickArgument"]

    /// The name without its group number: `enabled2` → `enabled`. A name that does not end in
    /// an ASCII digit is returned as it is, with no copy (this runs on every value a binding moves).
    public static func baseName(_ name: String) -> String {
        let utf8 = name.utf8
        guard let last = utf8.last, isDigit(last) else { return name }
        var end = utf8.endIndex
        while end > utf8.startIndex, isDigit(utf8[utf8.index(before: end)]) { end = utf8.index(before: end) }
        guard end > utf8.startIndex else { return name }
        return String(name[..<end])
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    /// Whether NibKit has a rule for a binding name.
    public static func isSupported(name: String) -> Bool { names.contains(baseName(name)) }
}

/// A binding at work: observes the bound key path and moves each change into the bound
/// object; ``push(_:)`` moves an edit back. The bound object keeps it (and ends it when
/// released); it holds both ends weakly.
public final class NibBindingConnection {
    /// The binding's name (`value`, `enabled2`…).
    public let name: String
    /// The bound-to object.
    public private(set) weak var observedObject: AnyObject?
    /// The bound key path.
    public let keyPath: String
    /// The options.
    public let options: [String: Any]
    /// Problems met while values moved (cycles, refused edits, keys that do not apply).
    public private(set) var issues: [NibBindingError] = []
    /// The value last moved into the bound object (after placeholders and the transformer).
    /// The object a `target` or `argument` binding gives is held weakly, as AppKit holds a
    /// target: it is often the controller that owns the bound view.
    public private(set) var currentValue: Any? {
        get { Self.resolve(storedCurrentValue) }
        set { storedCurrentValue = Self.hold(newValue, weakly: holdsObjectsWeakly) }
    }
    /// The value the key path gave, before placeholders and the transformer (an object weakly:
    /// the model keeps it).
    public private(set) var modelValue: Any? {
        get { Self.resolve(storedModelValue) }
        set { storedModelValue = Self.hold(newValue, weakly: true) }
    }
    private var storedCurrentValue: Any?
    private var storedModelValue: Any?
    /// The name without its group number (`enabled2` → `enabled`), worked out once.
    public let baseName: String
    private let holdsObjectsWeakly: Bool
    /// `NSConditionallySetsEnabled` (on unless the options turn it off).
    public let conditionallySetsEnabled: Bool
    /// `NSConditionallySetsEditable` (off unless the options turn it on).
    public let conditionallySetsEditable: Bool
    /// `NSConditionallySetsHidden` (off unless the options turn it on).
    public let conditionallySetsHidden: Bool

    private static func hold(_ value: Any?, weakly: Bool) -> Any? {
        guard weakly, let value, BindingKeyPath.isObject(value) else { return value }
        return WeakReference(value as AnyObject)
    }

    private static func resolve(_ stored: Any?) -> Any? {
        guard let reference = stored as? WeakReference else { return stored }
        guard let object = reference.object else { return nil }
        return object as Any
    }

    weak var source: NibObject?
    private let transformer: (any NibValueTransformer)?
    private var observer: KeyPathObserver?
    private var isUpdating = false
    private var isPushing = false

    init(source: NibObject, name: String, observedObject: AnyObject, keyPath: String, options: [String: Any]) throws(NibBindingError) {
        let keys = try BindingKeyPath.keys(of: keyPath)
        if let transformer = options[NSBindingOption.valueTransformer] as? any NibValueTransformer {
            self.transformer = transformer
        } else if let transformerName = options[NSBindingOption.valueTransformerName] as? String {
            guard let transformer = NibValueTransformers.transformer(forName: transformerName) else { throw .unknownValueTransformer(name: transformerName) }
            self.transformer = transformer
        } else {
            transformer = nil
        }
        self.source = source
        self.name = name
        baseName = NibBindingSupport.baseName(name)
        holdsObjectsWeakly = NibBindingSupport.weaklyHeldNames.contains(baseName)
        conditionallySetsEnabled = options[NSBindingOption.conditionallySetsEnabled].map(NibValueTransformers.bool) ?? true
        conditionallySetsEditable = options[NSBindingOption.conditionallySetsEditable].map(NibValueTransformers.bool) ?? false
        conditionallySetsHidden = options[NSBindingOption.conditionallySetsHidden].map(NibValueTransformers.bool) ?? false
        self.observedObject = observedObject
        self.keyPath = keyPath
        self.options = options
        observer = KeyPathObserver(root: observedObject, keys: keys) { [weak self] in self?.modelDidChange() }
    }

    /// A Boolean option (`NSContinuouslyUpdatesValue`…), with AppKit's default.
    public func flag(_ option: String, default defaultValue: Bool = false) -> Bool {
        options[option].map(NibValueTransformers.bool) ?? defaultValue
    }

    /// Reads the key path and moves the value into the bound object.
    func modelDidChange() {
        guard !isPushing else { return }
        guard !isUpdating else {
            record(.cycle(binding: name, keyPath: keyPath))
            return
        }
        isUpdating = true
        defer { isUpdating = false }
        refresh()
        source?.bindingValueDidChange(self)
    }

    /// Reads the value now, with placeholders and the transformer.
    func refresh() {
        let raw = observer?.value
        modelValue = raw
        if let marker = raw as? NSBindingSelectionMarker {
            if marker === NSBindingSelectionMarker.notApplicable, flag(NSBindingOption.raisesForNotApplicableKeys, default: true) {
                record(.notApplicableKey(binding: name, keyPath: keyPath))
            }
            let placeholder = marker === NSBindingSelectionMarker.multipleValues ? options[NSBindingOption.multipleValuesPlaceholder]
                : marker === NSBindingSelectionMarker.noSelection ? options[NSBindingOption.noSelectionPlaceholder]
                : options[NSBindingOption.notApplicablePlaceholder]
            currentValue = placeholder.flatMap { $0 is NSNull ? nil : $0 }
            return
        }
        var value = transformer.map { $0.transformedValue(raw) } ?? raw
        if value == nil || value is NSNull { value = options[NSBindingOption.nullPlaceholder].flatMap { $0 is NSNull ? nil : $0 } }
        currentValue = value
    }

    /// Whether the key path gave a marker (no selection, several values, not applicable).
    public var isShowingMarker: Bool { modelValue is NSBindingSelectionMarker }

    /// Moves an edit of the bound object back into the model: reversed through the transformer,
    /// validated when `NSValidatesImmediately` is set, then set with a change notice.
    @discardableResult
    public func push(_ value: Any?) -> Bool {
        guard let observedObject else { return false }
        var value = value
        if let transformer {
            guard transformer.allowsReverseTransformation else { return false }
            value = transformer.reverseTransformedValue(value)
        }
        if flag(NSBindingOption.validatesImmediately) {
            let keys = keyPath.split(separator: ".").map(String.init)
            var owner: Any? = observedObject
            for key in keys.dropLast() { owner = BindingKeyPath.value(forKey: key, of: owner) }
            if let validating = owner.flatMap({ BindingKeyPath.isObject($0) ? $0 as AnyObject : nil }) as? NibKeyValueValidating, let key = keys.last {
                do {
                    value = try validating.validateValue(value, forKey: key)
                } catch {
                    record(.validationFailed(binding: name, keyPath: keyPath, reason: "\(error)"))
                    modelDidChange()
                    return false
                }
            }
        }
        isPushing = true
        defer { isPushing = false }
        do {
            try KeyValueObserving.setValue(value, forKeyPath: keyPath, on: observedObject)
        } catch {
            record(.cannotSet(binding: name, keyPath: keyPath, reason: error.description))
            return false
        }
        modelValue = value
        return true
    }

    private func record(_ issue: NibBindingError) {
        if issues.count < 100, !issues.contains(issue) { issues.append(issue) }
    }

    func cancel() {
        observer?.cancel()
        observer = nil
    }

    deinit { observer?.cancel() }
}
