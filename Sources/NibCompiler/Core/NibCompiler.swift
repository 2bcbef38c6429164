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
        try Self.checkNumbers(in: document.root, of: document.file)
        var compilation = Compilation(
            document: document, options: options, objects: document.objects, connections: document.connections, scene: nil,
            localizationSpots: options.localizesText(of: document) ? LocalizationSpots(document) : nil)
        return try compilation.run()
    }
}
