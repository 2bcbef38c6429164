import NibArchive
import NibDocument
import NibObjectLibrary
import NibRuntime

/// One instantiation: decode the archive, connect, awaken, show windows, return the top level.
/// Each step is one file of this folder, with its flavour rules.
struct NibInstantiator {
    let nib: Nib
    let owner: AnyObject
    let options: Nib.Options
    let flavour: Flavour
    let firstResponder = FirstResponderStandIn.shared
    var warnings: [String] = []
    var connectionCount = 0
    var decoder: NibDecoder!
    /// Where the decoder goes when the load is done (the nib's, for its next load).
    var spareDecoder: SpareDecoder?

    init(nib: Nib, owner: AnyObject?, options: Nib.Options) {
        self.nib = nib
        self.owner = owner ?? MissingOwnerStandIn.shared
        self.options = options
        self.flavour = options.flavour ?? nib.documentFlavour
    }

    mutating func run() throws(NibLoadingError) -> NibInstantiation {
        let prepared = try nib.prepared
        spareDecoder = prepared.spareDecoder
        decoder = NibDecoder.forLoad(of: prepared, library: BuiltInClasses.all, registeredClasses: options.registeredClasses, searchModules: options.searchModules,
                                     placeholders: NibPlaceholderObjects(filesOwner: owner, firstResponder: firstResponder, externalObjects: options.externalObjects),
                                     isStrict: options.isStrict, creators: options.objectCreators)
        decoder.configure(recordsKeyReads: options.recordsKeyReads, maximumDepth: options.maximumDecodingDepth)
        // (The nib's resources stay with its decoder from one load to the next.)
        if !decoder.usesResources(memo: nib.imageMemo) { decoder.useResources(root: nib.resourceRoot, path: nib.resourceRootPath, memo: nib.imageMemo) }
        if !nib.resourceWarnings.isEmpty { warnings += nib.resourceWarnings }

        // 1. Instantiate every object (decoder init, custom init(frame:), plain init).
        var contents: NibContents
        if prepared.isAppKitSchema {
            if let rootIndex = prepared.appKitRootIndex { decoder.preset(owner, at: rootIndex) }
            contents = NibContents.decodeAppKit(decoder, owner: owner)
        } else {
            contents = NibContents.decodeUIKit(decoder)
        }
        try checkDecoding()
        decoder.keepPlansForNextLoad()
        if !decoder.warnings.isEmpty { warnings += decoder.warnings }

        // Connecting to the shared application changes process-wide state: one load at a time.
        // (No owner is the common case for cells, and needs no conformance lookup.)
        let touchesSharedInstance = decoder.madeSharedInstance || owner !== MissingOwnerStandIn.shared && owner is NibSharedInstance
            || !options.externalObjects.isEmpty && options.externalObjects.values.contains { $0 is NibSharedInstance }
        if touchesSharedInstance { SharedInstanceLock.lock.lock() }
        defer { if touchesSharedInstance { SharedInstanceLock.lock.unlock() } }

        // 2. Runtime attributes, outlets, actions, bindings, in the flavour's order.
        let operations = ConnectionOrder.ordered(contents.operations, schema: contents.schema, flavour: flavour, decoder: decoder)
        // (The decoder is lent to every connection: one reference for all of them.)
        let decoder = self.decoder!
        for index in operations.indices { try apply(operations[index], decoder: decoder) }
        for configuration in contents.accessibilityConfigurations { configuration.apply() }
        // (In place: the contents hold the only reference to the list, so no second array is made.)
        let placeholders = self.placeholders
        contents.topLevelObjects.removeAll { placeholders.contains($0) }
        let topLevel = contents.topLevelObjects

        // 3. awakeFromNib, by the flavour's rules.
        awaken(contents, placeholders: placeholders)

        // 4. Windows visible at launch; the main menu.
        showVisibleWindows(contents.visibleWindows)
        installMainMenu(topLevel)

        if let handler = options.warningHandler { for warning in warnings { handler(warning) } }
        var instantiation = NibInstantiation(topLevelObjects: topLevel, objectCount: decoder.documentObjectCount, connectionCount: connectionCount, warnings: warnings, flavour: flavour)
        if options.recordsKeyReads {
            instantiation.keyReads = decoder.keyReads
            for (index, object) in decoder.createdObjects {
                let name = (object as? NibGenericObject)?.archivedClassName ?? KeyValueCoding.typeName(of: object)
                instantiation.objectClasses[index] = (name, object is NibGenericObject)
            }
        }
        return instantiation
    }

    /// Leaves the load's decoder, emptied, to the nib's next load (when nothing else holds it).
    mutating func recycleDecoder() {
        guard let spareDecoder else { return }
        NibDecoder.recycle(&decoder, into: spareDecoder)
    }

    /// The objects that stand for placeholders in this load (File's Owner, First Responder,
    /// external objects, the shared application: never returned, never awakened by UIKit),
    /// taken out of the instantiator so a step can test many objects against them (inside a
    /// closure, a test through the instantiator itself copies all of it: a dozen retains).
    /// Made once the objects are decoded.
    var placeholders: PlaceholderIdentities {
        // The application is an object of the graph only when a load made its shared instance.
        let application: AnyObject? = decoder.madeSharedInstance ? (flavour == .appKit ? NSApplication.shared : UIApplication.shared) : nil
        return PlaceholderIdentities(owner: owner, firstResponder: firstResponder, externalObjects: options.externalObjects.isEmpty ? nil : options.externalObjects.values, application: application)
    }

    mutating func checkDecoding() throws(NibLoadingError) {
        guard let failure = decoder.failure else { return }
        let code: NibLoadingError.Code
        switch failure.kind {
        case .unknownClass: code = .unknownClass
        case .missingExternalObject: code = .missingExternalObject
        case .limitExceeded: code = .limitExceeded
        case .nestedLoad(let name): code = NibLoadingError.Code(name)
        case .other: code = .decodingFailed
        }
        let index = failure.objectIndex >= 0 ? failure.objectIndex : nil
        throw NibLoadingError(code: code, message: failure.message, location: nib.source, objectIndex: index, objectID: index.flatMap { nib.objectIDs[$0] })
    }

    mutating func warn(_ message: String) {
        warnings.append(message)
    }

    func isStandIn(_ object: AnyObject) -> Bool {
        object is NibGenericOwner || object is NibGenericObject || decoder.isStandIn(object)
    }

    func describe(_ object: AnyObject?) -> String {
        guard let object else { return "nil" }
        if object === owner { return "File's Owner (\(KeyValueCoding.typeName(of: object)))" }
        if let generic = object as? NibGenericObject { return generic.archivedClassName }
        return KeyValueCoding.typeName(of: object)
    }

    func error(_ code: NibLoadingError.Code, _ message: String) -> NibLoadingError {
        NibLoadingError(code: code, message: message, location: nib.source)
    }

    /// Refuses connections to File's Owner when no owner was passed.
    /// (Two parameters, not a variadic list: an array per connection is measurable on small nibs.)
    func checkOwner(_ first: AnyObject?, _ second: AnyObject? = nil, connection: String) throws(NibLoadingError) {
        // (Identity, not a cast: there is one stand-in.)
        if first === MissingOwnerStandIn.shared || second === MissingOwnerStandIn.shared { throw missingOwner(connection) }
    }

    /// The error for a connection to File's Owner when no owner was passed.
    private func missingOwner(_ connection: String) -> NibLoadingError {
        error(.missingOwner, "the nib connects File's Owner ('\(connection)'), but it was instantiated with a nil owner; pass an owner to instantiate(owner:options:)")
    }
}

/// The objects that stand for a load's placeholders, by address: the load holds each of them,
/// so the set compares identities without holding another reference to any.
struct PlaceholderIdentities {
    private let owner: UnsafeMutableRawPointer
    private let firstResponder: UnsafeMutableRawPointer
    private let application: UnsafeMutableRawPointer?
    private let externalObjects: [UnsafeMutableRawPointer]

    init(owner: AnyObject, firstResponder: AnyObject, externalObjects: Dictionary<String, AnyObject>.Values?, application: AnyObject?) {
        self.owner = Self.address(of: owner)
        self.firstResponder = Self.address(of: firstResponder)
        self.application = application.map(Self.address(of:))
        self.externalObjects = externalObjects.map { $0.map(Self.address(of:)) } ?? []
    }

    private static func address(of object: AnyObject) -> UnsafeMutableRawPointer {
        Unmanaged.passUnretained(object).toOpaque()
    }

    func contains(_ object: AnyObject) -> Bool { contains(Self.address(of: object)) }

    /// Whether the object at `address` is one of them.
    func contains(_ address: UnsafeMutableRawPointer) -> Bool {
        address == owner || address == firstResponder || address == application || externalObjects.contains(address)
    }
}
