import NibArchive
import NibDocument

/// The state of one compilation, in named parts: what is compiled (``Input``), the archive being
/// built, where each document object went (``ArchiveIndex``), which part of its document this nib
/// is (``SceneCut``), values archived once (``SharedValues``) and what was noticed (``Diagnostics``).
/// The extensions in `Core/`, `AppKit/`, `UIKit/` and `Storyboards/` each add one family's rules.
struct Compilation {
    /// What is compiled, and how; fixed for the whole compilation.
    let input: Input
    /// The archive being built.
    var builder = ArchiveBuilder()
    /// Where each document object went, and objects the root lists besides them.
    var archiveIndex = ArchiveIndex()
    /// Storyboards and table prototypes: which part of its document this nib is, and its links to the nibs cut beside it.
    var cut = SceneCut()
    /// Values archived once per nib and shared by every object that uses them.
    var shared = SharedValues()
    /// What was noticed on the way: findings, invented keys, attribute uses.
    var diagnostics: Diagnostics

    // The input every rule reads, by its short name.
    var document: InterfaceDocument { input.document }
    var options: NibCompiler.Options { input.options }
    var flavour: Flavour { input.flavour }
    var objects: [DocumentObject] { input.objects }
    var connections: [Connection] { input.connections }
    var scene: Scene? { input.scene }
    /// Whether keys AppKit archives but NibKit's loader does not read are written (see ``NibCompiler/Options/Schema``).
    var writesAppleOnlyKeys: Bool { options.schema == .apple }

    /// - Parameters:
    ///   - localizationSpots: where the document's localizable strings are, when its text is archived as `NSLocalizableString`s.
    ///   - extractsReusableViews: whether view-based tables' prototypes are compiled
    ///     into nibs of their own too (false for a prototype's own nib).
    init(
        document: InterfaceDocument, options: NibCompiler.Options, objects: [DocumentObject], connections: [Connection], scene: Scene?,
        localizationSpots: LocalizationSpots?, extractsReusableViews: Bool = true
    ) {
        input = Input(
            document: document, options: options, objects: objects, connections: connections, scene: scene, flavour: document.flavour,
            localizationSpots: localizationSpots,
            constrainedViewIDs: document.format == .document && document.flavour == .appKit ? Self.constrainedViewIDs(in: document.root) : [],
            reusableViews: ReusableViewPrototypes(document: document, objects: extractsReusableViews ? objects : []))
        diagnostics = Diagnostics(recordsAttributeUses: options.recordsAttributeUses)
    }

    /// Reserves a slot for each archived object, encodes them, writes the root, then shares equal values
    /// as ibtool does (AppKit colours only when they are catalog colours).
    mutating func run() throws(CompileError) -> CompiledNib {
        for object in objects {
            if isArchived(object) {
                let index = builder.reserve()
                archiveIndex.indexByID[object.id] = index
                archiveIndex.objectIDByIndex[index] = object.id
            } else if object.elementName == "constraint", document.format == .document, Self.isRemovedAtBuildTime(document.element(at: object.path)) {
                recordDesignTimeUses(of: document.element(at: object.path))
            } else {
                recordUses(of: document.element(at: object.path), index: nil, archived: [:], structural: ["customClass", "userLabel", "sceneMemberID"])
            }
        }
        if scene != nil {
            reserveScenePlaceholders()
            reserveInlinedStoryboardPlaceholders()
        }
        reserveAppKitStoryboardObjects()
        reserveUIKitControllerPlaceholder()
        if cut.ownPrototype != nil {
            cut.storyboardApplicationIndex = builder.add(ArchivedObject(className: "NSCustomObject", values: [
                KeyedValue("NSClassName", .object(builder.string("NSApplication"))),
            ]))
        }
        try compileReusableViews()
        for trigger in cut.segueTriggers {
            // A view nib refers to segue templates of its scene nib through placeholders.
            if let id = trigger.id, archiveIndex.indexByID[id] == nil {
                archiveIndex.indexByID[id] = builder.add(externalPlaceholder(cut.upstreamNames[id] ?? "UpstreamPlaceholder-\(id)"))
            }
        }
        if document.format == .legacyArchive { indexLegacyDefinitions() }
        try prepareSegues()
        prepareUIKitContainment()
        prepareAppKitContainment()
        for object in objects {
            guard let index = archiveIndex.indexByID[object.id] else { continue }
            var archived = uiKitStoryboardReference(object, try encode(object))
            archived.values += cut.extraValues[object.id] ?? []
            archived.values = uiKitSplitControllerValues(object, archived.values)
            archived.values = appKitStoryboardControllerValues(object, archived.values)
            archived.values = takingToolTip(of: object, archived.values)
            archived.values = takingAccessibilityDescription(of: object, archived.values)
            builder.set(archived, at: index)
        }
        switch flavour {
        case .uiKit: try writeUIKitRoot()
        case .appKit:
            applyLayoutDirectionMirroring()
            try writeAppKitRoot()
        }
        // Equal colours, fonts, numbers and cursors become one object (they are immutable), and
        // so do empty collections, which are Foundation's singletons. A collection with members
        // is one object per use: UINibEncoder unites equal strings and numbers only, and any
        // other object only where it is the same instance (its -replacementObjectForObject:forKey:,
        // seen decompiled in the search index); the development pairs' Apple nibs share 90 empty
        // NSArrays and no array or dictionary with members, and hold 18 NSArrays and 6
        // NSDictionarys equal to another. (A shared value's own collections go with it: equal
        // fonts are one font.) ibtool shares an AppKit colour only when it is a catalog colour
        // (a colour by name); colours by components stay one object per use. Both schemas keep
        // them apart, so a nib loads into the same objects whichever was written.
        let keepsComponentColorsApart = flavour == .appKit
        let sharing = UnorderedCollections.sorted(builder.archive).sharingEqualValues(of: AppleValueSharing.sharedClassNames) { object in
            !(keepsComponentColorsApart && object.className == "NSColor" && object["NSColorSpace"] != .int(6))
        } merging: { object in
            !AppleValueSharing.collectionClassNames.contains(object.className) || object.elements.isEmpty
        }
        // Numbers equal in value are one object, whatever their type (see AppleValueSharing).
        let numbers = AppleValueSharing.sharingNumbersEqualInValue(sharing.archive)
        // Values built and then replaced (a box's dropped colours, a header's named font) go.
        let reachable = numbers.keepingReachableObjects()
        let newIndexes = sharing.newIndexes.map { reachable.newIndexes[$0] }
        return CompiledNib(
            archive: reachable.archive, platform: document.platform, objectCount: archiveIndex.indexByID.count,
            connectionCount: archiveIndex.connectionCount, inventedKeys: diagnostics.inventedKeys,
            inventedKeysByElement: diagnostics.inventedKeysByElement, inventedKeysWithoutElement: diagnostics.inventedKeysWithoutElement,
            findings: diagnostics.findings,
            attributeUses: diagnostics.attributeUses.uses.map { $0.renumbered(newIndexes) },
            objectIndexes: archiveIndex.indexByID.compactMapValues { newIndexes[$0] })
    }

    /// The document's tools version as a number (`toolsVersion="22505"`), for rules that changed with Xcode.
    var toolsVersionNumber: Int? { document.toolsVersion.flatMap { Int($0.prefix { $0.isNumber }) } }

    /// First Responder is archived only by UIKit (as a proxy); exits never are, nor constraints
    /// removed at build time (``isRemovedAtBuildTime(_:)``).
    func isArchived(_ object: DocumentObject) -> Bool {
        if object.elementName == "constraint", document.format == .document, Self.isRemovedAtBuildTime(document.element(at: object.path)) { return false }
        switch object.placeholder {
        case .exit?: return false
        case .firstResponder?: return flavour == .uiKit
        default: return true
        }
    }

    /// The archive value referring to a document object, or nil when it is not archived here.
    func reference(to id: String?) -> ArchiveValue? {
        guard let id, let index = archiveIndex.indexByID[id] else { return nil }
        return .object(index)
    }

    /// Records a finding.
    mutating func notice(_ message: String, at location: SourceLocation, severity: CompileFinding.Severity = .warning) {
        diagnostics.findings.append(CompileFinding(severity: severity, message: message, location: location))
    }

    /// Counts a key written where Apple's is not known, for the attribute of `element` (by
    /// name) where the caller knows it, so the compatibility table marks that attribute alone
    /// and not every attribute another element archives under the same key.
    mutating func invented(_ key: String, element: String? = nil) {
        diagnostics.inventedKeys[key, default: 0] += 1
        if let element {
            diagnostics.inventedKeysByElement.insert(CompiledNib.elementKey(element, key))
        } else {
            diagnostics.inventedKeysWithoutElement.insert(key)
        }
    }
}
