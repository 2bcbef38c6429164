/// One connection of a document: an outlet, an outlet-collection member, an action, a segue or a binding.
public struct Connection: Sendable, Hashable {
    /// What the connection does.
    public enum Kind: Sendable, Hashable {
        /// Sets the source's property ``Connection/label`` to the destination.
        case outlet
        /// Adds the destination to the source's array property ``Connection/label``.
        case outletCollection(collectionClass: String?, appends: Bool)
        /// Sends the selector ``Connection/label`` to the destination (nil destination: First Responder).
        /// `eventType` is iOS's control event name; `trigger` is a macOS auxiliary action slot (`doubleAction`).
        case action(eventType: String?, trigger: String?)
        /// A storyboard segue of the given kind (`show`, `embed`, `relationship`…).
        case segue(kind: String, identifier: String?, relationship: String?)
        /// A Cocoa binding of ``Connection/label`` (the binding name) to `keyPath` of the destination.
        case binding(keyPath: String, options: [BindingOption])
    }

    /// The connection's id in the document.
    public var id: String?
    /// What the connection does.
    public var kind: Kind
    /// The object that owns the outlet, sends the action or is bound.
    public var sourceID: String
    /// The other end; nil for an action aimed at First Responder with no destination.
    public var destinationID: String?
    /// The property name, selector, segue identifier or binding name.
    public var label: String
    /// Where the connection's element is in the file.
    public var location: SourceLocation
    /// The element itself, for anything not typed above (`unwindAction`, `previousBinding`…).
    public var path: ElementPath

    /// Creates a connection.
    public init(id: String?, kind: Kind, sourceID: String, destinationID: String?, label: String, location: SourceLocation, path: ElementPath) {
        self.id = id
        self.kind = kind
        self.sourceID = sourceID
        self.destinationID = destinationID
        self.label = label
        self.location = location
        self.path = path
    }
}

/// One option of a binding (`NSNullPlaceholder`, `NSValueTransformerName`…).
public struct BindingOption: Sendable, Hashable {
    /// The option's key.
    public var key: String
    /// The option's value.
    public var value: TypedValue
    /// Creates an option.
    public init(key: String, value: TypedValue) {
        self.key = key
        self.value = value
    }
}

/// A value written as a typed element (`<bool>`, `<integer>`, `<real>`, `<string>`, `<nil>`).
public enum TypedValue: Sendable, Hashable {
    /// `<bool value="YES"/>`.
    case bool(Bool)
    /// `<integer value="3"/>`.
    case integer(Int)
    /// `<real value="0.5"/>`.
    case real(Double)
    /// `<string>…</string>` or a plain attribute value.
    case string(String)
    /// `<nil/>`.
    case null
}

/// One user-defined runtime attribute: a key path set on an object at load time.
public struct RuntimeAttribute: Sendable, Hashable {
    /// The object it is set on.
    public var objectID: String
    /// The key path, for example `layer.cornerRadius`.
    public var keyPath: String
    /// IB's type name: `boolean`, `number`, `string`, `localizedString`, `point`, `size`, `rect`, `range`, `color`, `image`, `nil`.
    public var type: String
    /// The element, which holds the value (an attribute or a `key="value"` child).
    public var path: ElementPath
    /// Where it is in the file.
    public var location: SourceLocation

    /// Creates a runtime attribute.
    public init(objectID: String, keyPath: String, type: String, path: ElementPath, location: SourceLocation) {
        self.objectID = objectID
        self.keyPath = keyPath
        self.type = type
        self.path = path
        self.location = location
    }
}

/// One storyboard scene: its objects and its controller.
public struct Scene: Sendable, Hashable {
    /// The scene's id.
    public var sceneID: String
    /// The scene's title, from the comment IB writes before it.
    public var title: String?
    /// The ids of the scene's top-level objects, in document order, placeholders included.
    public var objectIDs: [String]
    /// The scene's controller (`sceneMemberID="viewController"` or similar), if any.
    public var controllerID: String?
    /// The element's path.
    public var path: ElementPath

    /// Creates a scene.
    public init(sceneID: String, title: String?, objectIDs: [String], controllerID: String?, path: ElementPath) {
        self.sceneID = sceneID
        self.title = title
        self.objectIDs = objectIDs
        self.controllerID = controllerID
        self.path = path
    }
}

/// A resource the document names: an image, a sound, a named or system colour.
public struct Resource: Sendable, Hashable {
    /// The element name: `image`, `sound`, `namedColor`, `systemColor`.
    public var kind: String
    /// The resource's name.
    public var name: String
    /// The element's path.
    public var path: ElementPath

    /// Creates a resource entry.
    public init(kind: String, name: String, path: ElementPath) {
        self.kind = kind
        self.name = name
        self.path = path
    }
}
