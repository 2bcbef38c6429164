import Foundation

/// The connection records a nib archives, decoded as data; the loader applies them by its flavour's rules.
open class NibConnectionRecord: NibObject {
    /// The object that owns the outlet, sends the action or is bound.
    @exclusivity(unchecked) public private(set) var source: AnyObject?
    /// The other end; nil means First Responder for actions.
    @exclusivity(unchecked) public private(set) var destination: AnyObject?
    /// The outlet name, selector or binding label.
    @exclusivity(unchecked) public private(set) var label = ""

    /// Decodes `UISource`/`NSSource`, `UIDestination`/`NSDestination` and `UILabel`/`NSLabel`.
    public required init?(coder: NSCoder) {
        source = coder.nibReference(forKey: "UISource") ?? coder.nibReference(forKey: "NSSource")
        destination = coder.nibReference(forKey: "UIDestination") ?? coder.nibReference(forKey: "NSDestination")
        label = (coder.decodeObject(forKey: "UILabel") ?? coder.decodeObject(forKey: "NSLabel")) as? String ?? ""
        super.init(coder: coder)
    }

    /// Creates an empty record.
    public required init() { super.init() }
}

/// An outlet: set `label` of `source` to `destination`.
public final class UIRuntimeOutletConnection: NibConnectionRecord {}

/// An outlet collection: set `label` of `source` to the array `destination` (members in order).
public final class UIRuntimeOutletCollectionConnection: NibConnectionRecord {
    /// The collection class named by the document (`NSArray`, `NSMutableArray`).
    public private(set) var collectionClassName = "NSArray"
    /// Whether members are added to a collection the source already has.
    public private(set) var appends = false
    /// The collection's members, in order (`UIDestination` holds the array).
    public private(set) var members: [AnyObject] = []

    public required init?(coder: NSCoder) {
        members = coder.nibReferences(forKey: "UIDestination")
        collectionClassName = coder.decodeObject(forKey: "runtimeCollectionClassName") as? String ?? "NSArray"
        appends = coder.decodeBool(forKey: "addsContentToExistingCollection")
        super.init(coder: coder)
    }

    public required init() { super.init() }
}

/// A UIKit action: `addTarget(destination, action: label, for: eventMask)` on `source`.
public final class UIRuntimeEventConnection: NibConnectionRecord {
    /// The UIControl.Event bits.
    @exclusivity(unchecked) public private(set) var eventMask = 0

    public required init?(coder: NSCoder) {
        eventMask = coder.decodeInteger(forKey: "UIEventMask")
        super.init(coder: coder)
    }

    public required init() { super.init() }
}

/// A user-defined runtime attribute (UIKit): `object.setValue(value, forKeyPath: keyPath)`.
public final class UINibKeyValuePair: NibObject {
    /// The object.
    public private(set) var object: AnyObject?
    /// The key path.
    public private(set) var keyPath = ""
    /// The value.
    public private(set) var value: Any?

    public required init?(coder: NSCoder) {
        object = coder.nibReference(forKey: "UIObject")
        keyPath = coder.decodeObject(forKey: "UIKeyPath") as? String ?? ""
        value = coder.decodeObject(forKey: "UIValue")
        super.init(coder: coder)
    }

    public required init() { super.init() }
}

/// UIKit's accessibility of one object (Interface Builder's accessibility inspector), kept in
/// the nib's list of configurations: the loader applies it once the objects are connected.
public final class UIRuntimeAccessibilityConfiguration: NibObject {
    /// The object it describes.
    public private(set) var object: AnyObject?
    /// The accessibility label, hint and identifier, where the document sets them.
    public private(set) var label: String?, hint: String?, identifier: String?
    /// UIAccessibilityTraits bits, where the document sets the traits.
    public private(set) var traits: UInt64?
    /// Whether the object is an accessibility element, where the document says.
    public private(set) var isElement: Bool?

    public required init?(coder: NSCoder) {
        object = coder.nibReference(forKey: "UIAccessibileObject")  // sic: UIKit's spelling
        label = coder.decodeObject(forKey: "UIAccessibilityLabel") as? String
        hint = coder.decodeObject(forKey: "UIAccessibilityHint") as? String
        identifier = coder.decodeObject(forKey: "UIAccessibilityIdentifier") as? String
        traits = (coder.decodeObject(forKey: "UIAccessibilityTraits") as? Int).map { UInt64(truncatingIfNeeded: $0) }
        isElement = coder.decodeObject(forKey: "UIIsAccessibilityElement") as? Bool
        super.init(coder: coder)
    }

    public required init() { super.init() }

    /// Sets what it describes on its object.
    public func apply() {
        guard let object = object as? NibObject else { return }
        if let label { object.accessibilityLabel = label }
        if let hint { object.accessibilityHint = hint }
        if let identifier { object.accessibilityIdentifier = identifier }
        if let traits { object.accessibilityTraits = traits }
        if let isElement { object.isAccessibilityElement = isElement }
    }
}

/// An AppKit outlet.
public final class NSNibOutletConnector: NibConnectionRecord {
    /// Whether it is one member of an outlet collection.
    public private(set) var isCollectionMember = false

    public required init?(coder: NSCoder) {
        isCollectionMember = coder.decodeBool(forKey: "IBIsOutletCollection")
        super.init(coder: coder)
    }

    public required init() { super.init() }
}

/// An AppKit action: target and action of `source`.
public class NSNibControlConnector: NibConnectionRecord {}

/// AppKit's plain connector: ibtool writes one per stack view, asking for it to be decoded
/// early; it connects nothing.
public final class NSNibConnector: NibConnectionRecord {}

/// An AppKit secondary action (`doubleAction`…).
public final class NSNibAuxiliaryActionConnector: NSNibControlConnector {
    /// Which action slot: `doubleAction`…
    public private(set) var trigger = ""

    public required init?(coder: NSCoder) {
        trigger = coder.decodeObject(forKey: "NSTrigger") as? String ?? ""
        super.init(coder: coder)
    }

    public required init() { super.init() }
}

/// A Cocoa binding: `source.bind(binding, to: destination, withKeyPath: keyPath, options:)`.
public final class NSNibBindingConnector: NibConnectionRecord {
    /// The binding name (`value`, `enabled`…).
    public private(set) var binding = ""
    /// The key path of the destination.
    public private(set) var keyPath = ""
    /// The binding options.
    public private(set) var options: [String: Any] = [:]

    public required init?(coder: NSCoder) {
        binding = coder.decodeObject(forKey: "NSBinding") as? String ?? ""
        keyPath = coder.decodeObject(forKey: "NSKeyPath") as? String ?? ""
        let raw = coder.decodeObject(forKey: "NSOptions") as? [AnyHashable: Any] ?? [:]
        for (key, value) in raw { if let key = key as? String { options[key] = value } }
        super.init(coder: coder)
    }

    public required init() { super.init() }
}

/// AppKit's user-defined runtime attributes of one object.
public final class NSIBUserDefinedRuntimeAttributesConnector: NibObject {
    /// The object.
    public private(set) var object: AnyObject?
    /// The key paths, in order.
    public private(set) var keyPaths: [String] = []
    /// The values, in the same order (nil entries kept).
    public private(set) var values: [Any?] = []

    public required init?(coder: NSCoder) {
        object = coder.nibReference(forKey: "NSObject")
        keyPaths = coder.decodeObject(forKey: "NSKeyPaths") as? [String] ?? []
        if let decoder = coder.nibDecoder, case .object(let index)? = decoder.value(forKey: "NSValues") {
            values = decoder.archive.objects[index].elements.map { value -> Any? in
                if case .object(let member) = value { return decoder.object(at: member) }
                return nil
            }
        }
        super.init(coder: coder)
    }

    public required init() { super.init() }
}

/// AppKit's help for a view: its tool tip when `file` is `NSToolTipHelpKey`.
public final class NSIBHelpConnector: NibObject {
    /// The view.
    public private(set) var destination: AnyObject?
    /// The kind of help (`NSToolTipHelpKey`).
    public private(set) var file: String?
    /// The help text.
    public private(set) var marker: String?

    public required init?(coder: NSCoder) {
        destination = coder.nibReference(forKey: "NSDestination")
        file = coder.decodeObject(forKey: "NSFile") as? String
        marker = coder.decodeObject(forKey: "NSMarker") as? String
        super.init(coder: coder)
    }

    public required init() { super.init() }
}

/// One accessibility attribute of a view, as AppKit's nibs keep it apart from the view
/// (`NSAccessibilityConnectors`): `AXDescription` is the view's accessibility label,
/// `AXIdentifier` its accessibility identifier.
public final class NSNibAXAttributeConnector: NibObject {
    /// The view.
    public private(set) var destination: AnyObject?
    /// The attribute (`AXDescription`, `AXIdentifier`).
    public private(set) var attribute: String?
    /// Its value.
    public private(set) var value: Any?

    public required init?(coder: NSCoder) {
        destination = coder.nibReference(forKey: "AXDestinationArchiveKey")
        attribute = coder.decodeObject(forKey: "AXAttributeTypeArchiveKey") as? String
        value = coder.decodeObject(forKey: "AXAttributeValueArchiveKey")
        super.init(coder: coder)
    }

    public required init() { super.init() }
}

/// AppKit's nib root: the owner, the object hierarchy, the connections and the visible windows.
public final class NSIBObjectData: NibObject {
    /// File's Owner (already replaced by the owner).
    public private(set) var root: AnyObject?
    /// Every object, parallel to ``parents``.
    public private(set) var objects: [AnyObject] = []
    /// The parent of each object in ``objects``.
    public private(set) var parents: [AnyObject?] = []
    /// The connectors, in archive order.
    public private(set) var connections: [AnyObject] = []
    /// Windows to show after loading.
    public private(set) var visibleWindows: [AnyObject] = []
    /// Views' accessibility attributes (`NSNibAXAttributeConnector`s).
    public private(set) var accessibilityConnectors: [AnyObject] = []

    public required init?(coder: NSCoder) {
        root = coder.nibReference(forKey: "NSRoot")
        if let decoder = coder.nibDecoder {
            let keys = Self.members(decoder, "NSObjectsKeys")
            let values = Self.members(decoder, "NSObjectsValues")
            for (position, key) in keys.enumerated() {
                guard let object = key else { continue }
                objects.append(object)
                parents.append(position < values.count ? values[position] : nil)
            }
        }
        connections = coder.nibReferences(forKey: "NSConnections")
        visibleWindows = coder.nibReferences(forKey: "NSVisibleWindows")
        accessibilityConnectors = coder.nibReferences(forKey: "NSAccessibilityConnectors")
        super.init(coder: coder)
    }

    public required init() { super.init() }

    /// The members of an array, keeping positions (an undecodable member stays nil).
    private static func members(_ decoder: NibDecoder, _ key: String) -> [AnyObject?] {
        guard case .object(let index)? = decoder.value(forKey: key) else { return [] }
        return decoder.archive.objects[index].elements.map { value in
            if case .object(let member) = value { return decoder.objectReference(at: member) }
            return nil
        }
    }
}

/// A storyboard segue, as archived in its source controller (UIKit `UIStoryboardSegueTemplates`,
/// AppKit `NSStoryboardSegueTemplates`).
public final class NibSegueTemplate: NibObject {
    /// The segue's identifier.
    public private(set) var identifier: String?
    /// The destination controller's identifier in the storyboard.
    public private(set) var destinationIdentifier: String?
    /// The segue kind (`show`, `embed`, `relationship`…).
    public private(set) var kind = ""
    /// For relationship segues: `rootViewController`, `viewControllers`…
    public private(set) var relationship: String?
    /// A custom segue class.
    public private(set) var segueClassName: String?
    /// An unwind segue's action.
    public private(set) var unwindAction: String?
    /// Whether the segue animates.
    public private(set) var animates = true
    /// Whether it fires when the source's view loads (embed segues).
    public private(set) var performsOnViewLoad = false
    /// The control, cell or bar item that triggers it, if not the controller.
    public private(set) var triggerObject: AnyObject?
    /// The source controller: Apple's compiled storyboards connect it with a `viewController` outlet.
    public private(set) weak var viewController: AnyObject?

    public required init?(coder: NSCoder) {
        func string(_ suffix: String) -> String? {
            (coder.decodeObject(forKey: "UI" + suffix) ?? coder.decodeObject(forKey: "NS" + suffix)) as? String
        }
        identifier = string("Identifier")
        // (AppKit's templates name a window or view controller: NSDestinationControllerIdentifier.)
        destinationIdentifier = string("DestinationViewControllerIdentifier") ?? coder.decodeObject(forKey: "NSDestinationControllerIdentifier") as? String
        kind = coder.decodeObject(forKey: "IBSegueKind") as? String ?? Self.kind(ofTemplateClass: (coder as? NibDecoder)?.currentClassName ?? "")
        relationship = coder.decodeObject(forKey: "IBRelationship") as? String
        segueClassName = string("SegueClassName")
        unwindAction = string("ActionName")
        animates = !(coder.containsValue(forKey: "UIAnimates") || coder.containsValue(forKey: "NSAnimates")) || coder.decodeBool(forKey: "UIAnimates") || coder.decodeBool(forKey: "NSAnimates")
        performsOnViewLoad = coder.decodeBool(forKey: "UIPerformOnViewLoad") || coder.decodeBool(forKey: "NSPerformOnViewLoad")
        triggerObject = coder.nibReference(forKey: "IBTriggerObject")
        super.init(coder: coder)
    }

    public required init() { super.init() }

    /// The kind Apple's template class names (`UIStoryboardShowSegueTemplate` → `show`).
    static func kind(ofTemplateClass name: String) -> String {
        for prefix in ["UIStoryboard", "NSStoryboard"] where name.hasPrefix(prefix) && name.hasSuffix("SegueTemplate") {
            let middle = name.dropFirst(prefix.count).dropLast("SegueTemplate".count)
            let kind = middle.prefix(1).lowercased() + middle.dropFirst()
            return kind == "modal" || kind == "presentation" ? "presentation" : kind.isEmpty ? "custom" : kind
        }
        return "custom"
    }

    public override func setNibValue(_ value: Any?, forKey key: String) throws(KeyValueCodingError) -> Bool {
        guard key == "viewController" else { return try super.setNibValue(value, forKey: key) }
        viewController = value as AnyObject?
        return true
    }

    /// What happens when a control that triggers the segue sends `perform:`; set by the source controller.
    public var performHandler: ((NibSegueTemplate, Any?) -> Void)?

    public override func responds(to action: Selector) -> Bool {
        action == "perform:" || super.responds(to: action)
    }

    public override func performAction(_ action: Selector, sender: Any?) -> Bool {
        guard action == "perform:" else { return super.performAction(action, sender: sender) }
        performHandler?(self, sender)
        return true
    }
}

/// The nib-support classes every loader needs, by archived class name.
enum RuntimeClasses {
    static let table: [String: AnyClass] = [
        "UIProxyObject": UIProxyObject.self,
        "UIClassSwapper": UIClassSwapper.self,
        "UICustomObject": UICustomObject.self,
        "NSClassSwapper": NSClassSwapper.self,
        "NSCustomObject": NSCustomObject.self,
        "NSNibExternalObjectPlaceholder": NSNibExternalObjectPlaceholder.self,
        "UIRuntimeOutletConnection": UIRuntimeOutletConnection.self,
        "UIRuntimeOutletCollectionConnection": UIRuntimeOutletCollectionConnection.self,
        "UIRuntimeEventConnection": UIRuntimeEventConnection.self,
        "UINibKeyValuePair": UINibKeyValuePair.self,
        "UIRuntimeAccessibilityConfiguration": UIRuntimeAccessibilityConfiguration.self,
        "NSNibOutletConnector": NSNibOutletConnector.self,
        "NSNibControlConnector": NSNibControlConnector.self,
        "NSNibConnector": NSNibConnector.self,
        "NSNibAuxiliaryActionConnector": NSNibAuxiliaryActionConnector.self,
        "NSNibBindingConnector": NSNibBindingConnector.self,
        "NSIBUserDefinedRuntimeAttributesConnector": NSIBUserDefinedRuntimeAttributesConnector.self,
        "NSIBHelpConnector": NSIBHelpConnector.self,
        "NSNibAXAttributeConnector": NSNibAXAttributeConnector.self,
        "NSIBObjectData": NSIBObjectData.self,
        "UIStoryboardSegueTemplate": NibSegueTemplate.self,
        "NSStoryboardSegueTemplate": NibSegueTemplate.self,
        "UIStoryboardShowSegueTemplate": NibSegueTemplate.self,
        "UIStoryboardShowDetailSegueTemplate": NibSegueTemplate.self,
        "UIStoryboardPushSegueTemplate": NibSegueTemplate.self,
        "UIStoryboardModalSegueTemplate": NibSegueTemplate.self,
        "UIStoryboardPresentationSegueTemplate": NibSegueTemplate.self,
        "UIStoryboardPopoverSegueTemplate": NibSegueTemplate.self,
        "UIStoryboardEmbedSegueTemplate": NibSegueTemplate.self,
        "UIStoryboardRelationshipSegueTemplate": NibSegueTemplate.self,
        "UIStoryboardUnwindSegueTemplate": NibSegueTemplate.self,
        "UIStoryboardReplaceSegueTemplate": NibSegueTemplate.self,
        "NSStoryboardShowSegueTemplate": NibSegueTemplate.self,
        "NSStoryboardModalSegueTemplate": NibSegueTemplate.self,
        "NSStoryboardEmbedSegueTemplate": NibSegueTemplate.self,
        "NSStoryboardSheetSegueTemplate": NibSegueTemplate.self,
        "NSStoryboardPopoverSegueTemplate": NibSegueTemplate.self,
        "NSObject": NibGenericObject.self,
    ]
}

extension NSCoder {
    /// The object under `key` as a class instance; from a ``NibDecoder`` without bridging values.
    public func nibReference(forKey key: String) -> AnyObject? {
        if let result = withNibDecoder({ decoder in decoder.decodeObjectReference(forKey: key) }) { return result }
        return decodeObject(forKey: key) as AnyObject?
    }

    /// The class instances of the collection under `key`, in order.
    public func nibReferences(forKey key: String) -> [AnyObject] {
        if let result = withNibDecoder({ decoder in decoder.decodeObjectReferences(forKey: key) }) { return result }
        return (decodeObject(forKey: key) as? [Any] ?? []).map { $0 as AnyObject }
    }
}
