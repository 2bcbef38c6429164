/// One object of a document: a view, control, controller, menu item, constraint, custom
/// object or placeholder. Everything else about it is on its element (`element`).
public struct DocumentObject: Sendable, Hashable {
    /// What kind of placeholder an object is, if it is one.
    public enum Placeholder: Sendable, Hashable {
        /// File's Owner: replaced by the owner passed to the loader.
        case filesOwner
        /// First Responder: never instantiated; actions to it go through the responder chain.
        case firstResponder
        /// The shared application (macOS `-3`).
        case application
        /// An external object, supplied by the caller under this identifier.
        case external(String)
        /// A storyboard's exit (unwind) placeholder.
        case exit
    }

    /// The object id, unique in the document (`BYZ-38-t0r`, `5`, `-1`).
    public var id: String
    /// The element name (`label`, `customObject`) or, in a legacy archive, the archived class (`IBUILabel`).
    public var elementName: String
    /// The standard class the element stands for (`UILabel`, `NSMenuItem`).
    public var standardClassName: String
    /// The user's class, when Interface Builder names one.
    public var customClass: String?
    /// The Swift module of ``customClass``.
    public var customModule: String?
    /// `target` when the module is whatever target is being built.
    public var customModuleProvider: String?
    /// The property of the parent object that this object is the value of (`view`, `cell`, `contentView`).
    public var key: String?
    /// The nearest enclosing object's id.
    public var parentID: String?
    /// Whether the object is a top-level object (in a xib's `<objects>`, or a scene's).
    public var isTopLevel: Bool
    /// The placeholder role, or nil for a real object.
    public var placeholder: Placeholder?
    /// The storyboard scene holding the object.
    public var sceneID: String?
    /// Where the element is in the tree.
    public var path: ElementPath
    /// Where the element is in the file.
    public var location: SourceLocation
    /// IB's label for the object, if any.
    public var userLabel: String?

    /// Creates an object description.
    public init(
        id: String, elementName: String, standardClassName: String, customClass: String? = nil,
        customModule: String? = nil, customModuleProvider: String? = nil, key: String? = nil,
        parentID: String? = nil, isTopLevel: Bool = false, placeholder: Placeholder? = nil,
        sceneID: String? = nil, path: ElementPath, location: SourceLocation, userLabel: String? = nil
    ) {
        self.id = id
        self.elementName = elementName
        self.standardClassName = standardClassName
        self.customClass = customClass
        self.customModule = customModule
        self.customModuleProvider = customModuleProvider
        self.key = key
        self.parentID = parentID
        self.isTopLevel = isTopLevel
        self.placeholder = placeholder
        self.sceneID = sceneID
        self.path = path
        self.location = location
        self.userLabel = userLabel
    }

    /// The class to instantiate: the custom class if any, else the standard one.
    public var className: String { customClass ?? standardClassName }

    /// Whether this is a placeholder (File's Owner, First Responder, application, external, exit).
    public var isPlaceholder: Bool { placeholder != nil }
}
