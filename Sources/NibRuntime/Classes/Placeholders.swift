import Foundation

/// The objects that stand for an archive's placeholders: File's Owner, First Responder and the
/// external objects, by the identifiers archives name them with.
public struct NibPlaceholderObjects {
    /// The object for `IBFilesOwner`.
    public var filesOwner: AnyObject?
    /// The object for `IBFirstResponder`.
    public var firstResponder: AnyObject?
    /// External objects by identifier (`UINibExternalObjects`).
    public var externalObjects: [String: AnyObject]

    /// Creates the set of placeholder objects.
    public init(filesOwner: AnyObject? = nil, firstResponder: AnyObject? = nil, externalObjects: [String: AnyObject] = [:]) {
        self.filesOwner = filesOwner
        self.firstResponder = firstResponder
        self.externalObjects = externalObjects
    }

    /// The objects of a table by identifier (`IBFilesOwner`, `IBFirstResponder`, external names).
    public init(_ objects: [String: AnyObject]) {
        var externals = objects
        filesOwner = externals.removeValue(forKey: "IBFilesOwner")
        firstResponder = externals.removeValue(forKey: "IBFirstResponder")
        externalObjects = externals
    }

    /// The object for a placeholder identifier, or nil when none was supplied.
    public subscript(identifier: String) -> AnyObject? {
        if identifier == "IBFilesOwner", let filesOwner { return filesOwner }
        if identifier == "IBFirstResponder", let firstResponder { return firstResponder }
        return externalObject(identifier)
    }

    /// The object for a prepared placeholder, or nil when none was supplied.
    @inline(__always)
    func object(for placeholder: PreparedRecords.Placeholder) -> AnyObject? {
        switch placeholder {
        case .filesOwner: filesOwner ?? externalObject("IBFilesOwner")
        case .firstResponder: firstResponder ?? externalObject("IBFirstResponder")
        case .external(let identifier): externalObject(identifier)
        }
    }

    /// The external object for an identifier (no lookup when there are none).
    @inline(__always)
    private func externalObject(_ identifier: String) -> AnyObject? {
        externalObjects.isEmpty ? nil : externalObjects[identifier]
    }

    /// Every object by identifier.
    public var table: [String: AnyObject] {
        var table = externalObjects
        if let filesOwner { table["IBFilesOwner"] = filesOwner }
        if let firstResponder { table["IBFirstResponder"] = firstResponder }
        return table
    }
}

/// How the decoder reports a placeholder with no object supplied.
enum MissingProxy {
    static func report(_ identifier: String, decoder: NibDecoder) {
        let message = "Missing proxy for identifier \(identifier); pass it in the external objects option"
        if decoder.isStrict {
            decoder.fail(NibDecodingFailure(.missingExternalObject, message: message, objectIndex: decoder.currentObjectIndex))
        } else {
            decoder.warn(message)
        }
    }
}

/// A placeholder in an archive: decodes as the object supplied for its identifier.
class NibProxyPlaceholder: NibObject, NibDecodingReplacement {
    /// The archive key holding the identifier.
    class var identifierKey: String { "" }
    private(set) var identifier = ""
    private(set) var replacementObject: AnyObject?
    /// The caller's object, not the load's.
    var replacementIsShared: Bool { replacementObject != nil }

    required init?(coder: NSCoder) {
        identifier = coder.decodeObject(forKey: Self.identifierKey) as? String ?? ""
        super.init(coder: coder)
        guard let decoder = coder.nibDecoder else { return }
        if let object = decoder.placeholders[identifier] {
            replacementObject = object
        } else {
            MissingProxy.report(identifier, decoder: decoder)
            decoder.markStandIn(self)
        }
    }

    required init() { super.init() }
}

/// UIKit's placeholder: File's Owner, First Responder, external objects.
final class UIProxyObject: NibProxyPlaceholder {
    override class var identifierKey: String { "UIProxiedObjectIdentifier" }
}

/// AppKit's external-object placeholder (storyboards' `NSStoryboardPlaceholder`).
final class NSNibExternalObjectPlaceholder: NibProxyPlaceholder {
    override class var identifierKey: String { "NSExternalObjectPlaceholderIdentifier" }
}

/// Creating a custom class, or falling back with the warning Apple's loaders print.
public enum CustomClassInstantiation {
    /// The class for `name`, or nil after reporting "Unknown class … in Interface Builder file."
    /// (an error in strict mode).
    public static func resolve(_ name: String, decoder: NibDecoder) -> AnyClass? {
        if let type = decoder.resolver.resolve(name) { return type }
        let shown = SwiftClassName.demangle(name) ?? name
        let message = "Unknown class \(shown) in Interface Builder file."
        if decoder.isStrict {
            decoder.fail(NibDecodingFailure(.unknownClass, message: message + " Check its name and module, or register it with NibClassRegistry.", objectIndex: decoder.currentObjectIndex))
        } else {
            decoder.warn(message)
        }
        return nil
    }

    /// The failure for a custom class that no decoder can create.
    static func notDecodable(_ name: String, original: String?, objectIndex: Int) -> NibDecodingFailure {
        NibDecodingFailure(message: "\(name) cannot be created from a nib: make it a subclass of \(original ?? "NibObject") or conform it to NibDecodable", objectIndex: objectIndex)
    }

    /// A custom object: the shared instance, `init()`, or else `init(coder:)`.
    static func makeCustomObject(_ type: AnyClass, decoder: NibDecoder) -> AnyObject? {
        if let shared = type as? NibSharedInstance.Type {
            decoder.outcome.madeSharedInstance = true
            let instance = shared.nibSharedInstance
            // A macOS storyboard's application scene hands its main menu to the application.
            if let menu = decoder.decodeObjectReference(forKey: "IBMainMenu") {
                _ = try? KeyValueCoding.setValue(menu, forKey: "mainMenu", on: instance)
            }
            return instance
        }
        if let plain = type as? NibInstantiable.Type { return plain.init() }
        return decoder.decodeCurrentObject(as: type)
    }

    /// A stand-in for an object whose class is unknown, marked so that connections to its
    /// missing outlets are reported rather than fatal.
    static func standIn(original: String?, decoder: NibDecoder, initWithInit: Bool) -> AnyObject? {
        // The original class, the archive's fallbacks, then what the archived keys show.
        let candidates = (original.map { [$0] } ?? []) + decoder.currentFallbackClassNames
            + InferredFallbacks.classNames(for: decoder.archive.objects[decoder.currentObjectIndex])
        let fallback: AnyClass = candidates.lazy.compactMap { decoder.resolver.resolve($0) }.first ?? NibGenericObject.self
        let object = initWithInit
            ? makeCustomObject(fallback, decoder: decoder)
            : decoder.decodeCurrentObject(as: fallback) ?? decoder.decodeCurrentObject(as: NibGenericObject.self)
        if let object { decoder.markStandIn(object) }
        if let generic = object as? NibGenericObject, let original { generic.archivedClassName = original }
        return object
    }
}

/// A wrapper for an object of a custom class: decodes the original class's values into the
/// custom class (or creates it with `init()`), and stands in for it in the graph.
class NibClassSwapper: NibObject, NibDecodingReplacement {
    /// The keys of the custom class name and the original class name.
    class var classNameKeys: (custom: String, original: String) { ("", "") }
    private(set) var replacementObject: AnyObject?

    /// Whether the custom class is created with `init()` rather than `init(coder:)`.
    class func initializesWithInit(_ coder: NSCoder, original: String?) -> Bool { false }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        guard let decoder = coder.nibDecoder else { return }
        let keys = Self.classNameKeys
        let name = coder.decodeObject(forKey: keys.custom) as? String ?? ""
        let original = coder.decodeObject(forKey: keys.original) as? String
        let initWithInit = Self.initializesWithInit(coder, original: original)
        if let type = CustomClassInstantiation.resolve(name, decoder: decoder) {
            replacementObject = initWithInit ? CustomClassInstantiation.makeCustomObject(type, decoder: decoder) : decoder.decodeCurrentObject(as: type)
            if replacementObject == nil {
                decoder.fail(CustomClassInstantiation.notDecodable(name, original: original, objectIndex: decoder.currentObjectIndex))
            }
        } else {
            let fallback = original == "UICustomObject" ? nil : original
            replacementObject = CustomClassInstantiation.standIn(original: fallback, decoder: decoder, initWithInit: initWithInit)
        }
    }

    required init() { super.init() }
}

/// UIKit's class swapper; `UICustomObject` originals are created with `init()`.
final class UIClassSwapper: NibClassSwapper {
    override class var classNameKeys: (custom: String, original: String) { ("UIClassName", "UIOriginalClassName") }
    override class func initializesWithInit(_ coder: NSCoder, original: String?) -> Bool { original == "UICustomObject" }
}

/// AppKit's class swapper (`direct` documents, custom classes on standard views); `NSInitializeWithInit` asks for `init()`.
final class NSClassSwapper: NibClassSwapper {
    override class var classNameKeys: (custom: String, original: String) { ("NSClassName", "NSOriginalClassName") }
    override class func initializesWithInit(_ coder: NSCoder, original: String?) -> Bool { coder.decodeBool(forKey: "NSInitializeWithInit") }
}

/// AppKit's legacy custom object: created with `init()` (the shared instance for NSApplication).
final class NSCustomObject: NibObject, NibDecodingReplacement {
    private(set) var replacementObject: AnyObject?

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        guard let decoder = coder.nibDecoder else { return }
        let name = coder.decodeObject(forKey: "NSClassName") as? String ?? "NSObject"
        if name == "NSObject" {
            replacementObject = NibGenericObject()
        } else if let type = CustomClassInstantiation.resolve(name, decoder: decoder) {
            replacementObject = CustomClassInstantiation.makeCustomObject(type, decoder: decoder)
        } else {
            replacementObject = CustomClassInstantiation.standIn(original: nil, decoder: decoder, initWithInit: true)
        }
    }

    required init() { super.init() }
}

/// UIKit's custom object with no custom class: a plain object.
final class UICustomObject: NibObject {}
