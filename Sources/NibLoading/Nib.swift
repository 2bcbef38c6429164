import Foundation
import NibArchive
import NibCompiler
import NibDocument
import NibObjectLibrary
import NibRuntime
import NibSupport

/// A nib read once and instantiated as many times as needed, as `UINib` and `NSNib`.
///
/// A `.xib` is compiled in memory to the same keyed archive a compiled nib holds, so every
/// source loads through the same decoders. The archive is kept; each ``instantiate(owner:options:)``
/// builds a new, independent object graph from it.
///
/// ```swift
/// let nib = try Nib(contentsOf: URL(fileURLWithPath: "TaskCell.xib"))
/// let objects = try nib.instantiate(owner: controller)
/// // controller's outlets are connected; objects holds the top-level views.
/// ```
public final class Nib: Sendable {
    /// The archive every instantiation decodes; re-read from the file after ``purgeCachedData()``.
    public var archive: KeyedArchive {
        get throws(NibLoadingError) { try prepared.archive }
    }

    /// The archive and the index every instantiation's decoder shares, read again after a purge.
    var prepared: PreparedArchive {
        get throws(NibLoadingError) {
            if let cached = storage.withLock({ $0 }) { return cached }
            guard let file = reloadableFile else {
                throw NibLoadingError(code: .notFound, message: "the nib's data was purged and it has no file to read it again from", location: source)
            }
            let reloaded = try Nib(contentsOf: file).prepared
            storage.withLock { $0 = reloaded }
            return reloaded
        }
    }
    private let storage: Locked<PreparedArchive?>
    /// The file the nib can be read again from after its data was purged.
    private let reloadableFile: URL?
    /// The flavour of the document the nib was made from.
    public let documentFlavour: Flavour
    /// The file the nib came from, for messages.
    public let source: String
    /// Warnings from compiling the document.
    public let compileFindings: [CompileFinding]
    /// The document's object ids by archive index, when the nib was compiled from a document
    /// (errors then name the object as Interface Builder does).
    let objectIDs: [Int: String]
    /// The document's connections and runtime attributes (shared with the document, not
    /// copied), searched only when one fails, to name its id and line.
    let documentConnections: [Connection]
    let documentRuntimeAttributes: [RuntimeAttribute]
    /// The folder its images, sounds and colours are looked up in (its bundle's resources, or
    /// the folder of its file), nil for a nib made from memory.
    public let resourceRoot: URL?
    /// ``resourceRoot``'s path, worked out once: the named-resource cache is keyed by it on every load.
    let resourceRootPath: String?
    /// The images its loads found in ``resourceRoot``, by name (every load names the same ones).
    let imageMemo: NamedImageMemo?
    /// Images and sounds the document names that are not in ``resourceRoot``, one warning each,
    /// naming the document, the objects and the name; repeated in every instantiation's warnings.
    public let resourceWarnings: [String]

    /// Creates a nib from an archive.
    /// - Parameter archive: the keyed archive every instantiation decodes.
    /// - Parameter flavour: the loading rules the archive was made for.
    /// - Parameter source: the nib's name in messages.
    /// - Parameter file: the file the archive was read from, read again after ``purgeCachedData()``.
    /// - Parameter resourceRoot: where its named images and sounds are; by default the folder of
    ///   `file` (above its `.lproj`, `.nib` or `.storyboardc` folder).
    public init(archive: KeyedArchive, flavour: Flavour, source: String = "<archive>", file: URL? = nil, resourceRoot: URL? = nil) {
        self.storage = Locked(PreparedArchive(archive))
        self.reloadableFile = file
        self.documentFlavour = flavour
        self.source = source
        self.compileFindings = []
        self.objectIDs = [:]
        self.documentConnections = []
        self.documentRuntimeAttributes = []
        self.resourceRoot = resourceRoot ?? file.map(NamedResources.root(forFileAt:))
        self.resourceRootPath = self.resourceRoot?.path
        self.imageMemo = self.resourceRoot.map { NamedImageMemo(root: $0, rootPath: $0.path) }
        self.resourceWarnings = []
    }

    /// Drops the parsed archive to save memory, as `UINib` does under memory pressure; a nib read
    /// from a file reads it again on next use. Nibs made from data or documents keep their archive.
    public func purgeCachedData() {
        guard reloadableFile != nil else { return }
        storage.withLock { $0 = nil }
    }

    /// Whether the parsed archive is in memory.
    public var hasCachedData: Bool { storage.withLock { $0 != nil } }

    /// Creates a nib from a parsed xib (or one storyboard scene, with its controller's view when
    /// `includingView` is true), compiling it in memory.
    /// - Throws: ``NibLoadingError`` with code ``NibLoadingError/Code/compileFailed``.
    public init(document: InterfaceDocument, scene: Scene? = nil, includingView: Bool = false, compiler: NibCompiler = NibCompiler()) throws(NibLoadingError) {
        let compiled: CompiledNib
        do throws(CompileError) {
            if let scene {
                compiled = try compiler.compileScene(scene, of: document, includingView: includingView)
            } else {
                compiled = try compiler.compile(document)
            }
        } catch {
            throw NibLoadingError(code: .compileFailed, message: error.message, location: error.location?.description ?? document.file)
        }
        storage = Locked(PreparedArchive(compiled.archive))
        objectIDs = Dictionary(compiled.objectIndexes.map { ($0.value, $0.key) }, uniquingKeysWith: { first, _ in first })
        documentConnections = document.connections
        documentRuntimeAttributes = document.runtimeAttributes
        reloadableFile = document.file.hasPrefix("<") ? nil : URL(fileURLWithPath: document.file)
        documentFlavour = document.flavour
        source = document.file
        compileFindings = compiled.findings
        resourceRoot = reloadableFile.map(NamedResources.root(forFileAt:))
        resourceRootPath = resourceRoot?.path
        imageMemo = resourceRoot.map { NamedImageMemo(root: $0, rootPath: $0.path) }
        resourceWarnings = resourceRoot.map { NamedResources.preload(document, in: $0) } ?? []
    }

    /// Reads a `.xib` file, or a compiled nib (a NIBArchive or keyed-archive file, or a nib
    /// folder). A document in a `Base.lproj` folder gets the strings of the first of
    /// ``/NibResources/NibLanguages/preferred`` that has a `<lang>.lproj/<Name>.strings` (or a string catalog)
    /// applied, as Base internationalization does.
    /// - Throws: ``NibLoadingError`` naming the file, and the line and column for documents.
    public convenience init(contentsOf url: URL) throws(NibLoadingError) {
        if url.pathExtension == "nib" {
            let compiled = try CompiledNibReader.archive(at: url)
            self.init(archive: try NibLocator.localized(compiled.archive, at: url), flavour: compiled.flavour, source: compiled.source, file: url)
            return
        }
        let document: InterfaceDocument
        do { document = try DocumentReader().read(contentsOf: url) } catch {
            throw NibLoadingError(error)
        }
        try self.init(document: NibLocator.localized(document, at: url))
    }

    /// Reads a `.xib` from bytes.
    public convenience init(data: Data, name: String = "<memory>") throws(NibLoadingError) {
        let document: InterfaceDocument
        do { document = try DocumentReader().read(data: data, file: name) } catch {
            throw NibLoadingError(error)
        }
        try self.init(document: document)
    }

    /// Finds `name` (`.nib` or `.xib`) in a bundle: the preferred languages' `.lproj` folders,
    /// `Base.lproj`, then the resources folder; the device's `~ipad`/`~iphone` variant first.
    /// - Throws: ``NibLoadingError/Code/notFound`` ("Could not load NIB in bundle …") listing the paths tried.
    public convenience init(named name: String, bundle: Bundle = .main) throws(NibLoadingError) {
        let found = NibLocator.find(name, extensions: NibLocator.nibExtensions, in: bundle)
        guard let url = found.url else { throw NibLocator.notFound(name, bundle: bundle, tried: found.tried) }
        try self.init(contentsOf: url)
    }

    /// Creates a new copy of the nib's object graph.
    ///
    /// Every call decodes fresh objects. All outlets and actions are connected before any
    /// object receives `awakeFromNib()`.
    ///
    /// - Parameters:
    ///   - owner: The object that stands in for File's Owner. With nil, any connection to File's Owner is an error.
    ///   - options: External objects by identifier, the loading flavour, strictness.
    /// - Returns: The top-level objects in document order, placeholders excluded.
    /// - Throws: ``NibLoadingError``, naming the object and what to change.
    /// - Complexity: O(*n* + *c*) for *n* objects and *c* connections; the archive was parsed once.
    public func instantiate(owner: AnyObject? = nil, options: Options = Options()) throws(NibLoadingError) -> [AnyObject] {
        try instantiateWithDetails(owner: owner, options: options).topLevelObjects
    }

    /// Instantiates the nib and reports what was made, connected and warned about.
    public func instantiateWithDetails(owner: AnyObject? = nil, options: Options = Options()) throws(NibLoadingError) -> NibInstantiation {
        var instantiator = NibInstantiator(nib: self, owner: owner, options: options)
        let instantiation = try instantiator.run()
        instantiator.recycleDecoder()
        return instantiation
    }
}

extension Bundle {
    /// Loads the nib `name` from the bundle (found as ``Nib/init(named:bundle:)`` finds it) with
    /// `owner` as File's Owner, and returns its top-level objects, as `Bundle.loadNibNamed` does.
    /// - Throws: ``NibLoadingError``; ``NibLoadingError/Code/notFound`` lists every path tried.
    public func loadNibNamed(_ name: String, owner: AnyObject?, options: Nib.Options = Nib.Options()) throws(NibLoadingError) -> [AnyObject] {
        try Nib(named: name, bundle: self).instantiate(owner: owner, options: options)
    }
}
