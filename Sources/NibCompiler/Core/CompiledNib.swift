import NibArchive
import NibDocument

/// The result of compiling a document or a scene.
public struct CompiledNib: Sendable {
    /// The archive, in Apple's schema for the document's platform.
    public var archive: KeyedArchive
    /// The platform the document targets.
    public var platform: Platform
    /// The number of document objects archived (placeholders included).
    public var objectCount: Int
    /// The number of connections archived (outlets, actions, bindings, segues, runtime attributes).
    public var connectionCount: Int
    /// Keys this compiler writes where Apple's are not known, with how often.
    public var inventedKeys: [String: Int]
    /// Of ``inventedKeys``, those written for an attribute of a named element, as
    /// ``elementKey(_:_:)`` (`box|NSBoxType`): the same key name may be a guess for one element
    /// and Apple's own for another.
    package var inventedKeysByElement: Set<String> = []
    /// Of ``inventedKeys``, those written where the compiler did not name the element.
    package var inventedKeysWithoutElement: Set<String> = []
    /// Things the compiler noticed: unsupported parts, values it could not read.
    public var findings: [CompileFinding]
    /// What happened to every attribute, when ``NibCompiler/Options/recordsAttributeUses`` is on.
    package var attributeUses: [AttributeUse]
    /// The archive index of each document object, by id.
    package var objectIndexes: [String: Int]

    /// How ``inventedKeysByElement`` names an element's invented key.
    package static func elementKey(_ element: String, _ key: String) -> String { "\(element)|\(key)" }

    /// Whether `key` was written as a guess for an attribute of `element` (or somewhere the
    /// compiler did not say which element).
    package func invented(_ key: String, forElement element: String) -> Bool {
        inventedKeysByElement.contains(Self.elementKey(element, key)) || inventedKeysWithoutElement.contains(key)
    }
}
