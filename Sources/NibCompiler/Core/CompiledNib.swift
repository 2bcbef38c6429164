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
    /// Things the compiler noticed: unsupported parts, values it could not read.
    public var findings: [CompileFinding]
    /// What happened to every attribute, when ``NibCompiler/Options/recordsAttributeUses`` is on.
    package var attributeUses: [AttributeUse]
    /// The archive index of each document object, by id.
    package var objectIndexes: [String: Int]
}
