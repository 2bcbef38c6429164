import NibArchive
import NibDocument

/// The state of one compilation: the archive being built, where each document object went,
/// and what was noticed on the way.
struct Compilation {
    let document: InterfaceDocument
    let options: NibCompiler.Options
    /// Whether keys AppKit archives but NibKit's loader does not read are written (see ``NibCompiler/Options/Schema``).
    var writesAppleOnlyKeys: Bool { options.schema == .apple }
    let objects: [DocumentObject]
    let connections: [Connection]
    let scene: Scene?
    let flavour: Flavour
    var builder = ArchiveBuilder()
    /// Archive index of each archived document object, by id.
    var indexByID: [String: Int] = [:]
    /// The document object archived at each index (the reverse of ``indexByID`` for objects).
    var objectIDByIndex: [Int: String] = [:]
    var findings: [CompileFinding] = []
    var inventedKeys: [String: Int] = [:]
    var connectionCount = 0
    /// Values to add to an object beyond its element's (segue templates on a scene's controller).
    var extraValues: [String: [KeyedValue]] = [:]
    /// Legacy archives: the index of each archived value element, by archive id.
    var legacyValueIndex: [String: Int] = [:]
    var legacyDefinitions: [String: ElementPath] = [:]
    /// Legacy archives: document object ids by the archive id of their element.
    var legacyObjectIDByArchiveID: [String: String] = [:]
    /// Synthesized placeholders of a storyboard scene.
    var sceneOwnerIndex: Int?
    var storyboardPlaceholderIndex: Int?
    /// Storyboards: how the document is cut into nibs.
    var layout: StoryboardLayout? {
        didSet { if let layout, options.localizesText(of: document) { localizationSpots = layout.localizationSpots } }
    }
    /// Where the document's localizable strings are (archived as `NSLocalizableString`s).
    var localizationSpots: LocalizationSpots?
    /// A scene nib: the controllers' view nibs, compiled apart (the scene controller's, and on
    /// macOS an inlined content controller's).
    var viewSplits: [StoryboardLayout.ViewSplit] = []
    /// A view nib: the external object identifier of each upstream object and segue, by id.
    var upstreamNames: [String: String] = [:]
    /// A macOS view nib: the controller's placeholder for its connections into the view (id, identifier).
    var controllerPlaceholder: (id: String, name: String)?
    /// Objects a connection reaches through another archived object than the document object's own, by id.
    var connectionEndOverrides: [String: Int] = [:]
    /// Synthesized objects listed last in an AppKit objects table (placeholders), with the owner as parent.
    var trailingObjects: [Int] = []
    /// Synthesized objects listed in an AppKit objects table right after their parent, by parent id.
    var synthesizedChildren: [String: [Int]] = [:]
    /// A macOS storyboard nib's or a table prototype nib's `NSApplication` object (listed where
    /// First Responder sits, or after the other objects).
    var storyboardApplicationIndex: Int?
    /// Views' tool tips, archived as help connectors with Apple's schema (connector and view indexes, text).
    var toolTips: [(connector: Int, view: Int, text: ArchiveValue)] = []
    /// Views' accessibility descriptions, archived as accessibility connectors with Apple's schema.
    var accessibilityDescriptions: [(connector: Int, view: Int, text: String)] = []
    /// A macOS window controller's own storyboard placeholder, beside its content controller's.
    var windowControllerStoryboardPlaceholderIndex: Int?
    /// A view nib: document objects archived as placeholders, with their identifiers.
    var proxyIdentifiers: [String: String] = [:]
    /// A view nib: the `view` outlet from File's Owner (the controller) to the root view, which ibtool adds.
    var ownerViewOutlet: (controllerID: String, viewID: String)?
    /// A view nib: segues triggered from inside the view (actions to their templates).
    var segueTriggers: [Connection] = []
    /// Whether to record ``AttributeUse``s (for coverage reports).
    var recordsAttributeUses = false
    /// What happened to each attribute occurrence.
    var attributeUses: [AttributeUse] = []
    /// A scene nib: the archive index of each segue template, by segue id.
    var segueTemplateIndex: [String: Int] = [:]
    /// The menu items' shared state images (`NSMenuCheckmark`, `NSMenuMixedState`), made once.
    var menuStateImages: (on: Int, mixed: Int)?
    /// AppKit image resources archived so far, by catalog and name (each is archived once).
    var imageResources: [String: Int] = [:]
    /// The header clip and corner views added to table scroll views, by scroll view id.
    var tableScrollPartsByID: [String: TableScrollParts] = [:]
    /// UIKit font descriptors archived so far, by font name and size (each is archived once per nib).
    var uiKitFontDescriptors: [String: Int] = [:]
    /// System colours' fallbacks archived so far, by name (each is archived once per nib).
    var systemColorFallbacksArchived: [String: ArchiveValue] = [:]
    /// The views constraints name (see ``constrainedViewIDs(in:)``).
    let constrainedViewIDs: Set<String>
    /// View-based tables' prototype views, each also compiled into a nib of its own.
    let reusableViews: ReusableViewPrototypes
    /// Each view-based table's prototype nibs (identifier, archived `NSNib`), by table id.
    var reusableViewNibs: [String: [(identifier: String, nib: Int)]] = [:]
    /// A prototype nib: the prototype it is made for.
    var ownPrototype: ReusableViewPrototypes.Prototype?

    /// - Parameter extractsReusableViews: whether view-based tables' prototypes are compiled
    ///   into nibs of their own too (false for a prototype's own nib).
    init(
        document: InterfaceDocument, options: NibCompiler.Options, objects: [DocumentObject], connections: [Connection], scene: Scene?,
        extractsReusableViews: Bool = true
    ) {
        self.document = document
        self.options = options
        self.reusableViews = ReusableViewPrototypes(document: document, objects: extractsReusableViews ? objects : [])
        self.objects = objects
        self.connections = connections
        self.scene = scene
        self.flavour = document.flavour
        self.recordsAttributeUses = options.recordsAttributeUses
        self.constrainedViewIDs = document.format == .document && document.flavour == .appKit ? Self.constrainedViewIDs(in: document.root) : []
    }

    mutating func run() throws(CompileError) -> CompiledNib {
        for object in objects {
            if isArchived(object) {
                let index = builder.reserve()
                indexByID[object.id] = index
                objectIDByIndex[index] = object.id
            } else {
                recordUses(of: document.element(at: object.path), index: nil, archived: [:], structural: ["customClass", "userLabel", "sceneMemberID"])
            }
        }
        if scene != nil { reserveScenePlaceholders() }
        reserveAppKitStoryboardObjects()
        if ownPrototype != nil {
            storyboardApplicationIndex = builder.add(ArchivedObject(className: "NSCustomObject", values: [
                KeyedValue("NSClassName", .object(builder.string("NSApplication"))),
            ]))
        }
        try compileReusableViews()
        for trigger in segueTriggers {
            // A view nib refers to segue templates of its scene nib through placeholders.
            if let id = trigger.id, indexByID[id] == nil {
                indexByID[id] = builder.add(externalPlaceholder(upstreamNames[id] ?? "UpstreamPlaceholder-\(id)"))
            }
        }
        if document.format == .legacyArchive { indexLegacyDefinitions() }
        try prepareSegues()
        for object in objects {
            guard let index = indexByID[object.id] else { continue }
            var archived = try encode(object)
            archived.values += extraValues[object.id] ?? []
            archived.values = appKitStoryboardControllerValues(object, archived.values)
            archived.values = takingToolTip(of: object, archived.values)
            archived.values = takingAccessibilityDescription(of: object, archived.values)
            builder.set(archived, at: index)
        }
        switch flavour {
        case .uiKit: try writeUIKitRoot()
        case .appKit: try writeAppKitRoot()
        }
        // Equal colours, fonts, numbers, cursors and value arrays become one object (they are immutable).
        // ibtool shares an AppKit colour only when it is a catalog colour (a colour by name);
        // colours by components stay one object per use. Both schemas keep them apart, so a
        // nib loads into the same objects whichever was written.
        // A text view's attribute dictionaries are its own too (`test12_text_view_border`).
        let keepsComponentColorsApart = flavour == .appKit
        let shared = builder.archive.sharingEqualValues(keepingApart: perViewDictionaries().union(uiKitRootArrays())) { object in
            !(keepsComponentColorsApart && object.className == "NSColor" && object["NSColorSpace"] != .int(6))
        }
        // Values built and then replaced (a box's dropped colours, a header's named font) go.
        let reachable = shared.archive.keepingReachableObjects()
        let newIndexes = shared.newIndexes.map { reachable.newIndexes[$0] }
        return CompiledNib(
            archive: reachable.archive, platform: document.platform, objectCount: indexByID.count,
            connectionCount: connectionCount, inventedKeys: inventedKeys, findings: findings,
            attributeUses: attributeUses.map { $0.renumbered(newIndexes) },
            objectIndexes: indexByID.compactMapValues { newIndexes[$0] })
    }

    /// The document's tools version as a number (`toolsVersion="22505"`), for rules that changed with Xcode.
    var toolsVersionNumber: Int? { document.toolsVersion.flatMap { Int($0.prefix { $0.isNumber }) } }

    /// First Responder is archived only by UIKit (as a proxy); exits never are.
    func isArchived(_ object: DocumentObject) -> Bool {
        switch object.placeholder {
        case .exit?: return false
        case .firstResponder?: return flavour == .uiKit
        default: return true
        }
    }

    /// The archive value referring to a document object, or nil when it is not archived here.
    func reference(to id: String?) -> ArchiveValue? {
        guard let id, let index = indexByID[id] else { return nil }
        return .object(index)
    }

    mutating func encode(_ object: DocumentObject) throws(CompileError) -> ArchivedObject {
        if let identifier = proxyIdentifiers[object.id] { return externalPlaceholder(identifier) }
        if let placeholder = object.placeholder {
            recordUses(of: document.element(at: object.path), index: nil, archived: [:], structural: ["customClass", "userLabel"])
            return encodePlaceholder(object, placeholder)
        }
        if isAppKitLayoutGuide(object) { return appKitLayoutGuide(object) }
        let element = document.element(at: object.path)
        let values: [KeyedValue]
        if document.format == .legacyArchive {
            values = try legacyValues(of: element, object: object)
        } else if flavour == .appKit, object.elementName == "window" {
            return try encodeWindowTemplate(object, element)
        } else {
            values = uiKitViewValues(element, appKitValues(object, element, try elementValues(of: element, object: object, index: indexByID[object.id])))
        }
        return wrapCustomClass(object, values: appleKeyRenames(object, values))
    }

    /// An object's generic values with what each AppKit family adds or changes, in order: views,
    /// their layout guides, boxes, frames AppKit changes, controls, scroll views, tables, outline views, stack views, drop targets, table headers, split views,
    /// matrices, tab views, menu items, menus, cells, table columns, text views, sort descriptors,
    /// view-based tables' prototypes, date and number formatters, PDF views, progress indicators, segmented cells (each step leaves other elements, and UIKit's, as they are).
    private mutating func appKitValues(_ object: DocumentObject, _ element: Element, _ plain: [KeyedValue]) -> [KeyedValue] {
        var values = appKitViewValues(object, plain)
        values = appKitLayoutGuideValues(object, values)
        values = appKitBoxValues(object, values)
        values = appKitAutoresizedValues(object, values)
        values = appKitControlValues(object, values)
        values = appKitScrollViewValues(object, values)
        values = appKitTableViewValues(object, values)
        values = appKitOutlineViewValues(object, values)
        values = appKitStackViewValues(object, values)
        values = appKitDropTargetValues(object, values)
        values = appKitTableHeaderValues(object, values)
        values = appKitSplitViewValues(object, values)
        values = appKitMatrixValues(object, values)
        values = appKitTabViewValues(object, values)
        values = appKitMenuItemValues(object, values)
        values = appKitMenuValues(object, values)
        values = appKitCellValues(object, values)
        values = appKitTableColumnValues(object, values)
        values = appKitTextViewValues(object, values)
        values = appKitFocusRingValues(object, values)
        values = appKitSortDescriptorValues(element, index: indexByID[object.id], values)
        values = appKitReusableViewValues(object, values)
        values = appKitDateFormatterValues(object, values)
        values = appKitNumberFormatterValues(object, values)
        values = appKitPDFViewValues(object, values)
        values = appKitProgressIndicatorValues(object, values)
        values = prototypeViewValues(object, values)
        return appKitSegmentedCellValues(element, values)
    }

    /// Keys Apple's schema names differently (`KeyTables.appleKeyRenames`), renamed.
    private mutating func appleKeyRenames(_ object: DocumentObject, _ values: [KeyedValue]) -> [KeyedValue] {
        guard writesAppleOnlyKeys else { return values }
        return values.map { value in
            guard let renamed = KeyTables.appleKeyRenames["\(object.elementName).\(value.key)"] else { return value }
            if recordsAttributeUses, let index = indexByID[object.id] { renameUses(of: index, from: value.key, to: renamed) }
            // Some renamed lists are immutable arrays in Apple's nibs.
            if let listClass = KeyTables.appleListClasses[renamed], case .object(let list) = value.value, builder.archive.objects[list].className == "NSMutableArray" {
                var array = builder.archive.objects[list]
                array.className = listClass
                builder.set(array, at: list)
            }
            return KeyedValue(renamed, value.value)
        }
    }

    private mutating func encodePlaceholder(_ object: DocumentObject, _ placeholder: DocumentObject.Placeholder) -> ArchivedObject {
        switch (flavour, placeholder) {
        case (.uiKit, .filesOwner): return proxy("IBFilesOwner")
        case (.uiKit, .firstResponder): return proxy("IBFirstResponder")
        case (.uiKit, .external(let identifier)): return proxy(identifier)
        case (.appKit, .filesOwner):
            let name = customClassName(object) ?? "NSObject"
            return ArchivedObject(className: "NSCustomObject", values: classReferences(object) + [KeyedValue("NSClassName", .object(builder.string(name)))])
        case (.appKit, .application):
            return ArchivedObject(className: "NSCustomObject", values: storyboardApplicationValues(object) + classReferences(object)
                + [KeyedValue("NSClassName", .object(builder.string("NSApplication")))])
        case (_, .application):
            return ArchivedObject(className: "NSCustomObject", values: [KeyedValue("NSClassName", .object(builder.string("NSApplication")))])
        case (.appKit, .external(let identifier)):
            return ArchivedObject(
                className: "NSNibExternalObjectPlaceholder",
                values: [KeyedValue("NSExternalObjectPlaceholderIdentifier", .object(builder.string(identifier)))])
        default:
            return ArchivedObject(className: "NSObject")
        }
    }

    /// A placeholder the loader replaces with an object passed in by identifier.
    mutating func externalPlaceholder(_ identifier: String) -> ArchivedObject {
        guard flavour == .appKit else { return proxy(identifier) }
        if identifier == "IBFilesOwner" {
            // AppKit's File's Owner is NSRoot, replaced by the owner when loading.
            return ArchivedObject(className: "NSCustomObject", values: [KeyedValue("NSClassName", .object(builder.string("NSObject")))])
        }
        return ArchivedObject(className: "NSNibExternalObjectPlaceholder", values: [KeyedValue("NSExternalObjectPlaceholderIdentifier", .object(builder.string(identifier)))])
    }

    /// `IBClassReference` as ibtool writes it: for an object with a custom class, with Apple's schema.
    mutating func classReferences(_ object: DocumentObject) -> [KeyedValue] {
        writesAppleOnlyKeys && object.customClass != nil ? [classReference(object)] : []
    }

    /// The `IBClassReference` Apple's NSCustomObjects carry: the class IB shows (the document's
    /// `customClass`, else `NSObject`), its module and module provider.
    mutating func classReference(_ object: DocumentObject) -> KeyedValue {
        let name = object.customClass.flatMap { $0.isEmpty ? nil : $0 } ?? "NSObject"
        let reference = builder.add(ArchivedObject(className: "IBClassReference", values: [
            KeyedValue("IBClassName", .object(builder.string(name))),
            KeyedValue("IBModuleName", object.customModule.map { .object(builder.string($0)) } ?? .null),
            KeyedValue("IBModuleProvider", object.customModuleProvider.map { .object(builder.string($0)) } ?? .null),
        ]))
        return KeyedValue("IBClassReference", .object(reference))
    }

    mutating func proxy(_ identifier: String) -> ArchivedObject {
        ArchivedObject(className: "UIProxyObject", values: [KeyedValue("UIProxiedObjectIdentifier", .object(builder.string(identifier)))])
    }

    /// The archived custom class name (Swift-mangled when a module is known), or nil.
    func customClassName(_ object: DocumentObject) -> String? {
        guard let custom = object.customClass, !custom.isEmpty else { return nil }
        // A class the document places in the target's module takes the module being built
        // (ibtool's --module), whatever module name the document last saw.
        let module = object.customModuleProvider == "target" ? options.targetModule ?? object.customModule : object.customModule
        return SwiftNames.archivedClassName(custom, module: module)
    }

    /// Wraps an object's values in the class Apple archives it as: the standard class, or a
    /// class swapper / custom object / custom view when IB names a custom class.
    mutating func wrapCustomClass(_ object: DocumentObject, values: [KeyedValue]) -> ArchivedObject {
        let standard = object.standardClassName
        let fallbacks = fallbackClasses(for: object)
        let custom = customClassName(object)
        switch flavour {
        case .uiKit:
            let isCustomObject = object.elementName == "customObject" || standard == "NSObject"
            guard let custom else {
                return ArchivedObject(className: isCustomObject ? "UICustomObject" : standard, fallbackClassNames: fallbacks, values: values)
            }
            let original = isCustomObject ? "UICustomObject" : standard
            let head = [
                KeyedValue("UIClassName", .object(builder.string(custom))),
                KeyedValue("UIOriginalClassName", .object(builder.string(original))),
            ]
            return ArchivedObject(className: "UIClassSwapper", fallbackClassNames: isCustomObject ? [] : fallbacks, values: head + values)
        case .appKit:
            let direct = document.usesDirectInstantiation
            if object.elementName == "customObject" {
                let name = custom ?? "NSObject"
                // Direct instantiation swaps in the app's classes (from a module, or named
                // without one: `test_custom_object_direct`); a framework class (NSFontManager)
                // stays an NSCustomObject, as ibtool writes it.
                if direct, let custom, object.customModule != nil || !custom.hasPrefix("NS") {
                    return ArchivedObject(className: "NSClassSwapper", values: [
                        KeyedValue("NSClassName", .object(builder.string(name))),
                        KeyedValue("NSOriginalClassName", .object(builder.string("NSObject"))),
                        KeyedValue("NSInitializeWithInit", .bool(true)),
                    ] + values)
                }
                return ArchivedObject(className: "NSCustomObject", values: classReferences(object) + [KeyedValue("NSClassName", .object(builder.string(name)))] + values)
            }
            guard let custom else {
                if object.elementName == "customView", !values.contains(where: { $0.key == "NSClassName" }) {
                    // ibtool archives a plain custom view as an NSCustomView naming NSView, or with
                    // direct instantiation as a class swapper from NSView to NSView.
                    let name = KeyedValue("NSClassName", .object(builder.string("NSView")))
                    if direct { return ArchivedObject(className: "NSClassSwapper", values: [name, KeyedValue("NSOriginalClassName", .object(builder.string("NSView")))] + values) }
                    return ArchivedObject(className: "NSCustomView", values: [name] + customViewValues(values))
                }
                return ArchivedObject(className: standard, fallbackClassNames: fallbacks, values: values)
            }
            if object.elementName == "customView", !direct {
                return ArchivedObject(className: "NSCustomView", values: classReferences(object) + [KeyedValue("NSClassName", .object(builder.string(custom)))] + customViewValues(values))
            }
            // A storyboard's custom window controller swaps in for Interface Builder's own subclass.
            let original = isAppKitStoryboard && standard == "NSWindowController" && writesAppleOnlyKeys ? "IBNSWindowController" : standard
            return ArchivedObject(className: "NSClassSwapper", fallbackClassNames: fallbacks, values: [
                KeyedValue("NSClassName", .object(builder.string(custom))),
                KeyedValue("NSOriginalClassName", .object(builder.string(original))),
            ] + values)
        }
    }

    /// Classes a loader may use when the standard class is not in its object library.
    func fallbackClasses(for object: DocumentObject) -> [String] {
        let prefix = flavour.classPrefix
        let name = object.standardClassName
        if name.hasSuffix("ViewController") || name.hasSuffix("NavigationController") || name.hasSuffix("TabBarController") {
            return name == "\(prefix)ViewController" ? [] : ["\(prefix)ViewController"]
        }
        if name.hasSuffix("GestureRecognizer") { return name == "UIGestureRecognizer" ? [] : ["UIGestureRecognizer"] }
        // One fallback class at most, as Apple's archives carry.
        if flavour == .appKit, name.hasSuffix("Cell") { return name == "NSActionCell" ? [] : ["NSActionCell"] }
        if flavour == .appKit, name.hasSuffix("Controller"), name != "NSWindowController" { return name == "NSObjectController" ? [] : ["NSObjectController"] }
        if isViewLike(object) {
            if name == "\(prefix)View" { return [] }
            return isControlLike(object) ? (name == "\(prefix)Control" ? [] : ["\(prefix)Control"]) : ["\(prefix)View"]
        }
        return []
    }

    /// AppKit controls have a cell; UIKit controls always record their content alignment.
    func isControlLike(_ object: DocumentObject) -> Bool {
        guard document.format == .document else { return false }
        let element = document.element(at: object.path)
        if flavour == .appKit {
            return element.child(key: "cell") != nil || ["switch", "colorWell", "pathControl", "stepper", "levelIndicator"].contains(object.elementName)
        }
        return element["contentHorizontalAlignment"] != nil || element["contentVerticalAlignment"] != nil
    }

    /// A view is an object with a frame, or one that sits in a `subviews` list or a view slot.
    func isViewLike(_ object: DocumentObject) -> Bool {
        if document.format == .legacyArchive {
            return document.element(at: object.path).child(key: "NSFrame") != nil || document.element(at: object.path).child(key: "NSFrameSize") != nil
        }
        let element = document.element(at: object.path)
        if element.child("rect", key: "frame") != nil { return true }
        let viewKeys: Set<String> = ["view", "contentView", "backgroundView", "selectedBackgroundView", "tableHeaderView", "tableFooterView", "inputAccessoryView", "documentView"]
        return object.key.map(viewKeys.contains) ?? false
    }

    mutating func notice(_ message: String, at location: SourceLocation, severity: CompileFinding.Severity = .warning) {
        findings.append(CompileFinding(severity: severity, message: message, location: location))
    }

    mutating func invented(_ key: String) {
        inventedKeys[key, default: 0] += 1
    }
}
