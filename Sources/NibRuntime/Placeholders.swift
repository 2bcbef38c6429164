import Foundation

/// How the decoder reports a placeholder with no object supplied.
enum MissingProxy {
    static func report(_ identifier: String, decoder: NibDecoder) {
        let message = "Missing proxy for identifier \(identifier); pass it in the external objects option"
        if decoder.isStrict {
            decoder.fail(NibDecodingFailure(message: message, objectIndex: -1))
        } else {
            decoder.warn(message)
        }
    }
}

/// UIKit's placeholder (File's Owner, First Responder, external objects): decodes as the object
/// supplied for its identifier.
final class UIProxyObject: NibObject, NibDecodingReplacement {
    let identifier: String
    private(set) var replacementObject: AnyObject?

    required init?(coder: NSCoder) {
        identifier = coder.decodeObject(forKey: "UIProxiedObjectIdentifier") as? String ?? ""
        super.init(coder: coder)
        guard let decoder = coder as? NibDecoder else { return }
        if let object = decoder.proxies[identifier] {
            replacementObject = object
        } else {
            MissingProxy.report(identifier, decoder: decoder)
        }
    }

    required init() {
        identifier = ""
        super.init()
    }
}

/// AppKit's external-object placeholder (storyboards' `NSStoryboardPlaceholder`).
final class NSNibExternalObjectPlaceholder: NibObject, NibDecodingReplacement {
    let identifier: String
    private(set) var replacementObject: AnyObject?

    required init?(coder: NSCoder) {
        identifier = coder.decodeObject(forKey: "NSExternalObjectPlaceholderIdentifier") as? String ?? ""
        super.init(coder: coder)
        guard let decoder = coder as? NibDecoder else { return }
        if let object = decoder.proxies[identifier] {
            replacementObject = object
        } else {
            MissingProxy.report(identifier, decoder: decoder)
        }
    }

    required init() {
        identifier = ""
        super.init()
    }
}

/// Creating a custom class, or falling back with the warning Apple's loaders print.
enum CustomClassInstantiation {
    /// The class for `name`, or nil after reporting "Unknown class … in Interface Builder file.".
    static func resolve(_ name: String, decoder: NibDecoder) -> AnyClass? {
        if let type = decoder.resolver.resolve(name) { return type }
        let shown = SwiftClassName.demangle(name) ?? name
        let message = "Unknown class \(shown) in Interface Builder file."
        if decoder.isStrict {
            decoder.fail(NibDecodingFailure(message: message + " Check its name and module, or register it with NibClassRegistry.", objectIndex: -1))
        } else {
            decoder.warn(message)
        }
        return nil
    }

    /// A custom object: the shared instance, `init()`, or else `init(coder:)`.
    static func makeCustomObject(_ type: AnyClass, decoder: NibDecoder) -> AnyObject? {
        if let shared = type as? NibSharedInstance.Type { return shared.nibSharedInstance }
        if let plain = type as? NibInstantiable.Type { return plain.init() }
        return decoder.decodeCurrentObject(as: type)
    }

    /// A stand-in for an object whose class is unknown, marked so that connections to its
    /// missing outlets are reported rather than fatal.
    static func standIn(original: String?, decoder: NibDecoder, initWithInit: Bool) -> AnyObject? {
        let candidates = (original.map { [$0] } ?? []) + decoder.currentFallbackClassNames
        let fallback = candidates.lazy.compactMap { decoder.resolver.resolve($0) }.first ?? NibGenericObject.self
        let object = initWithInit
            ? makeCustomObject(fallback, decoder: decoder)
            : decoder.decodeCurrentObject(as: fallback) ?? decoder.decodeCurrentObject(as: NibGenericObject.self)
        if let object { decoder.markStandIn(object) }
        if let generic = object as? NibGenericObject, let original { generic.archivedClassName = original }
        return object
    }
}

/// UIKit's wrapper for an object of a custom class: decodes the original class's values into the custom class.
final class UIClassSwapper: NibObject, NibDecodingReplacement {
    private(set) var replacementObject: AnyObject?

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        guard let decoder = coder as? NibDecoder else { return }
        let name = coder.decodeObject(forKey: "UIClassName") as? String ?? ""
        let original = coder.decodeObject(forKey: "UIOriginalClassName") as? String
        let isCustomObject = original == "UICustomObject"
        if let type = CustomClassInstantiation.resolve(name, decoder: decoder) {
            replacementObject = isCustomObject ? CustomClassInstantiation.makeCustomObject(type, decoder: decoder) : decoder.decodeCurrentObject(as: type)
            if replacementObject == nil {
                decoder.fail(NibDecodingFailure(message: "\(name) cannot be created from a nib: make it a subclass of \(original ?? "NibObject") or conform it to NibDecodable", objectIndex: -1))
            }
        } else {
            replacementObject = CustomClassInstantiation.standIn(original: isCustomObject ? nil : original, decoder: decoder, initWithInit: isCustomObject)
        }
    }

    required init() { super.init() }
}

/// AppKit's wrapper for an object of a custom class (`direct` documents and custom classes on standard views).
final class NSClassSwapper: NibObject, NibDecodingReplacement {
    private(set) var replacementObject: AnyObject?

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        guard let decoder = coder as? NibDecoder else { return }
        let name = coder.decodeObject(forKey: "NSClassName") as? String ?? ""
        let original = coder.decodeObject(forKey: "NSOriginalClassName") as? String
        let initWithInit = coder.decodeBool(forKey: "NSInitializeWithInit")
        if let type = CustomClassInstantiation.resolve(name, decoder: decoder) {
            replacementObject = initWithInit ? CustomClassInstantiation.makeCustomObject(type, decoder: decoder) : decoder.decodeCurrentObject(as: type)
            if replacementObject == nil {
                decoder.fail(NibDecodingFailure(message: "\(name) cannot be created from a nib: make it a subclass of \(original ?? "NibObject") or conform it to NibDecodable", objectIndex: -1))
            }
        } else {
            replacementObject = CustomClassInstantiation.standIn(original: original, decoder: decoder, initWithInit: initWithInit)
        }
    }

    required init() { super.init() }
}

/// AppKit's legacy custom object: created with `init()` (the shared instance for NSApplication).
final class NSCustomObject: NibObject, NibDecodingReplacement {
    private(set) var replacementObject: AnyObject?

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        guard let decoder = coder as? NibDecoder else { return }
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
