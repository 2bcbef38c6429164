import NibArchive
import NibDocument

/// Compiles Interface Builder documents into keyed archives in Apple's schema.
///
/// This is the one place that knows XML attributes: it turns each element into an archived
/// object with the classes and keys UIKit's and AppKit's `init(coder:)` read (`UIBounds`,
/// `UIText`, `NSFrame`, `UIClassSwapper`, `NSIBObjectData`…), and each connection into a
/// connection object. Where Apple's key for something is unknown it invents one, and says so
/// in ``CompiledNib/inventedKeys``.
///
/// ```swift
/// let document = try DocumentReader().read(contentsOf: url)
/// let nib = try NibCompiler().compile(document)
/// print(nib.archive.objects.count)
/// ```
public struct NibCompiler: Sendable {
    /// Compilation settings.
    public struct Options: Sendable, Hashable {
        /// The module substituted where a document says `customModuleProvider="target"` without a module.
        public var targetModule: String?
        /// Creates options.
        public init(targetModule: String? = nil) {
            self.targetModule = targetModule
        }
    }

    /// The settings.
    public var options: Options

    /// Creates a compiler.
    public init(options: Options = Options()) {
        self.options = options
    }

    /// Compiles a xib (or a legacy archive) into one nib.
    /// - Throws: ``CompileError`` naming the object and what to change.
    public func compile(_ document: InterfaceDocument) throws(CompileError) -> CompiledNib {
        guard document.kind == .xib else {
            throw CompileError(message: "\(document.file) is a storyboard; compile its scenes with compileScene(_:of:)", objectID: nil, location: nil)
        }
        var compilation = Compilation(document: document, options: options, objects: document.objects, connections: document.connections, scene: nil)
        return try compilation.run()
    }

    /// Compiles one storyboard scene into a nib: its objects, with a scene owner as File's Owner
    /// (outlet `sceneViewController`) and the storyboard as the external object `UIStoryboardPlaceholder`.
    public func compileScene(_ scene: Scene, of document: InterfaceDocument) throws(CompileError) -> CompiledNib {
        let objects = document.objects.filter { $0.sceneID == scene.sceneID }
        let ids = Set(objects.map(\.id))
        let connections = document.connections.filter { ids.contains($0.sourceID) }
        var compilation = Compilation(document: document, options: options, objects: objects, connections: connections, scene: scene)
        return try compilation.run()
    }
}

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
}

/// Something the compiler noticed in a document: what, where, how serious.
public struct CompileFinding: Sendable, Hashable, CustomStringConvertible {
    /// How serious a finding is.
    public enum Severity: String, Sendable, Hashable {
        /// The document compiled, but something was dropped or guessed.
        case warning
        /// Informational.
        case notice
    }
    /// How serious.
    public var severity: Severity
    /// What happened.
    public var message: String
    /// Where.
    public var location: SourceLocation
    /// `file:line:column: warning: message`.
    public var description: String { "\(location): \(severity.rawValue): \(message)" }
}

/// A document that cannot be compiled.
public struct CompileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong and what to change.
    public var message: String
    /// The object concerned, if any.
    public var objectID: String?
    /// Where in the document.
    public var location: SourceLocation?
    /// `file:line:column: error: message (object id)`.
    public var description: String {
        let place = location.map { "\($0): " } ?? ""
        let object = objectID.map { " (object \($0))" } ?? ""
        return "\(place)error: \(message)\(object)"
    }
}
