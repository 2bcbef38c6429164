import NibArchive
import NibDocument

/// What a storyboard scene adds to its nib: the scene owner, the storyboard placeholder and segue templates.
extension Compilation {
    /// A scene nib's File's Owner (which receives the controller) and the storyboard external object.
    mutating func reserveScenePlaceholders() {
        switch flavour {
        case .uiKit:
            cut.sceneOwnerIndex = builder.add(proxy("IBFilesOwner"))
            cut.storyboardPlaceholderIndex = builder.add(proxy("UIStoryboardPlaceholder"))
        case .appKit:
            cut.sceneOwnerIndex = builder.add(ArchivedObject(className: "NSCustomObject", values: [KeyedValue("NSClassName", .object(builder.string("NSObject")))]))
            // The application scene (the main menu) refers to no storyboard.
            if let controller = scene?.controllerID, document.object(id: controller)?.placeholder == .application { return }
            cut.storyboardPlaceholderIndex = builder.add(externalPlaceholder("NSStoryboardPlaceholder"))
        }
    }

    /// A UIKit view nib's placeholder for its controller, through which the view's connections
    /// reach it (File's Owner, the same controller, keeps only the `view` outlet).
    mutating func reserveUIKitControllerPlaceholder() {
        guard flavour == .uiKit, let (controllerID, name) = cut.controllerPlaceholder else { return }
        let index = builder.add(proxy(name))
        archiveIndex.connectionEndOverrides[controllerID] = index
        cut.uiKitControllerPlaceholderIndex = index
    }

    /// Segue templates, stored in their controller's `UIStoryboardSegueTemplates`
    /// (`NSStoryboardSegueTemplates` on macOS), one per segue of its scene: the scene
    /// controller's, and on iOS each inlined child's.
    mutating func prepareSegues() throws(CompileError) {
        guard let scene, let sceneController = scene.controllerID else { return }
        var templates: [String: [ArchiveValue]] = [:]
        var owners: [String] = []
        let prefix = flavour.classPrefix
        for connection in connections {
            guard case .segue(let kind, let identifier, let relationship) = connection.kind else { continue }
            let controller = document.object(id: connection.sourceID)?.sceneID.flatMap { cut.layout?.controllerID(ofScene: $0) } ?? sceneController
            let element = document.element(at: connection.path)
            let className = flavour == .uiKit ? Self.uiKitSegueTemplateClass(kind) : "\(prefix)Storyboard\(capitalized(kind))SegueTemplate"
            var values: [KeyedValue] = []
            if let identifier { values.append(KeyedValue("\(prefix)Identifier", .object(builder.string(identifier)))) }
            if let destination = connection.destinationID {
                let nibName = cut.layout?.sceneNibNames[destination] ?? destination
                values.append(KeyedValue(Self.destinationIdentifierKey(flavour), .object(builder.string(nibName))))
            }
            if flavour == .uiKit, let action = Self.uiKitShowSegueActions[kind] {
                values.append(KeyedValue("UIActionName", .object(builder.string(action))))
            }
            // The kind, where the template's class does not say it (NibKit's loader reads it back):
            // an AppKit template's class always does, but for a relationship, which NibKit keeps
            // as a template of its own.
            if flavour == .appKit ? kind == "relationship" : Self.kind(ofUIKitSegueTemplateClass: className) != kind {
                values.append(KeyedValue("IBSegueKind", .object(builder.string(kind))))
                invented("IBSegueKind")
            }
            if let relationship { values.append(KeyedValue("IBRelationship", .object(builder.string(relationship)))); invented("IBRelationship") }
            if let custom = element["customClass"] { values.append(KeyedValue("\(prefix)SegueClassName", .object(builder.string(custom)))) }
            if let unwind = element["unwindAction"] { values.append(KeyedValue("\(prefix)ActionName", .object(builder.string(unwind)))) }
            if element["animates"] == "NO" { values.append(KeyedValue("\(prefix)Animates", .bool(false))) }
            if flavour == .uiKit { values += Self.uiKitPresentationStyles(of: element, kind: kind) }
            if kind == "embed" { values.append(KeyedValue("\(prefix)PerformOnViewLoad", .bool(true))) }
            if let source = reference(to: connection.sourceID), connection.sourceID != controller {
                values.append(KeyedValue("IBTriggerObject", source))
                invented("IBTriggerObject")
            }
            // Only a template class the framework lacks (NibKit's relationship template) names the
            // base class for Apple's loader; the framework's own name none, as Apple's nibs show.
            let fallbacks = Self.frameworkSegueTemplateClasses.contains(className) ? [] : ["\(prefix)StoryboardSegueTemplate"]
            let index = builder.add(ArchivedObject(className: className, fallbackClassNames: fallbacks, values: values))
            if let id = connection.id { cut.segueTemplateIndex[id] = index }
            if templates[controller] == nil { owners.append(controller) }
            templates[controller, default: []].append(.object(index))
            archiveIndex.connectionCount += 1
        }
        // Each controller's templates, and the nib's list of them, in the order of the controllers.
        for controller in owners {
            let list = templates[controller] ?? []
            cut.segueTemplateOrder += list.compactMap { if case .object(let index) = $0 { (index, controller) } else { nil } }
            cut.extraValues[controller, default: []].append(KeyedValue("\(prefix)StoryboardSegueTemplates", .object(builder.array(list))))
        }
        for split in cut.viewSplits { describeViewNib(split) }
    }

    /// The key of a segue template's destination: UIKit's `UIDestinationViewControllerIdentifier`,
    /// AppKit's `NSDestinationControllerIdentifier` (AppKit's `destinationControllerIdentifier`, a
    /// window or view controller; Finch's NSStoryboard, "learned by compiling storyboards with ibtool").
    static func destinationIdentifierKey(_ flavour: Flavour) -> String {
        flavour == .uiKit ? "UIDestinationViewControllerIdentifier" : "NSDestinationControllerIdentifier"
    }

    /// The class of a UIKit segue template, by the segue's `kind`: a show or show-detail segue is a
    /// `UIStoryboardShowSegueTemplate` whose `UIActionName` tells them apart (``uiKitShowSegueActions``),
    /// a custom segue the base `UIStoryboardSegueTemplate` (its class in `UISegueClassName`), any
    /// other kind `UIStoryboard<Kind>SegueTemplate`. Sources: the calabash TestApp's
    /// `Main.storyboardc` (Apple's ibtool: show segues), UIKit's `UIStoryboardShowSegueTemplate`
    /// (`action`, archived as `UIActionName`) and Microsoft's xib2nib (same classes and actions).
    /// The segue template classes UIKit and AppKit have (their runtime headers). Their archived
    /// objects carry no fallback class: `UIStoryboardShowSegueTemplate` has none in the calabash
    /// TestApp's Apple-compiled storyboard, as no class asks for one for the archiver.
    static let frameworkSegueTemplateClasses: Set<String> = [
        "UIStoryboardSegueTemplate", "UIStoryboardShowSegueTemplate", "UIStoryboardPushSegueTemplate", "UIStoryboardModalSegueTemplate",
        "UIStoryboardPresentationSegueTemplate", "UIStoryboardPopoverSegueTemplate", "UIStoryboardPopoverPresentationSegueTemplate",
        "UIStoryboardEmbedSegueTemplate", "UIStoryboardReplaceSegueTemplate", "UIStoryboardUnwindSegueTemplate",
        "NSStoryboardSegueTemplate", "NSStoryboardShowSegueTemplate", "NSStoryboardModalSegueTemplate", "NSStoryboardSheetSegueTemplate",
        "NSStoryboardPopoverSegueTemplate", "NSStoryboardEmbedSegueTemplate",
    ]

    static func uiKitSegueTemplateClass(_ kind: String) -> String {
        switch kind {
        case "show", "showDetail": "UIStoryboardShowSegueTemplate"
        case "custom": "UIStoryboardSegueTemplate"
        default: "UIStoryboard\(kind.prefix(1).uppercased() + kind.dropFirst())SegueTemplate"
        }
    }

    /// A presentation (or legacy modal) segue's styles as `-[UIStoryboardPresentationSegueTemplate
    /// encodeWithCoder:]` writes them (UIKitCore iOS 26.1, decompiled in the search index): each with
    /// `encodeInteger:` under `UIModalPresentationStyle` and `UIModalTransitionStyle`, only when the
    /// segue sets it (an absent key is the destination's own style); UIKit's numbers
    /// (`UIKitEnumerationNumbers`). The modal template's decoder reads the same keys.
    static func uiKitPresentationStyles(of segue: Element, kind: String) -> [KeyedValue] {
        guard kind == "presentation" || kind == "modal" else { return [] }
        var values: [KeyedValue] = []
        if let style = segue["modalPresentationStyle"].flatMap({ UIKitEnumerationNumbers.modalPresentationStyles[$0] }) {
            values.append(KeyedValue("UIModalPresentationStyle", .int(style)))
        }
        if let style = segue["modalTransitionStyle"].flatMap({ UIKitEnumerationNumbers.modalTransitionStyles[$0] }) {
            values.append(KeyedValue("UIModalTransitionStyle", .int(style)))
        }
        return values
    }

    /// The action a show segue template performs with (`UIActionName`), by kind.
    static let uiKitShowSegueActions = ["show": "showViewController:sender:", "showDetail": "showDetailViewController:sender:"]

    /// The kind NibKit's loader reads from a UIKit template class's name (as `NibSegueTemplate`
    /// does), so that `IBSegueKind` is written only where the class does not give the kind back.
    static func kind(ofUIKitSegueTemplateClass name: String) -> String {
        let middle = name.dropFirst("UIStoryboard".count).dropLast("SegueTemplate".count)
        let kind = middle.prefix(1).lowercased() + middle.dropFirst()
        return kind == "modal" || kind == "presentation" ? "presentation" : kind.isEmpty ? "custom" : kind
    }

    /// A UIKit scene controller whose view is compiled into a nib of its own archives no `UIView`
    /// (its view is not in the scene nib; UIKit loads it from `UINibName`), as ibtool writes it
    /// (the calabash TestApp's storyboards, compiled by Apple's ibtool).
    func uiKitSplitControllerValues(_ object: DocumentObject, _ values: [KeyedValue]) -> [KeyedValue] {
        guard flavour == .uiKit, cut.viewSplits.contains(where: { $0.controllerID == object.id }) else { return values }
        return values.filter { $0.key != "UIView" || $0.value != .null }
    }

    /// The controller's `UINibName` and the external objects its view nib is loaded with.
    private mutating func describeViewNib(_ split: StoryboardLayout.ViewSplit) {
        let prefix = flavour.classPrefix
        var table: [(ArchiveValue, ArchiveValue)] = []
        for id in split.upstreamIDs {
            guard let target = reference(to: id) ?? cut.segueTemplateIndex[id].map({ .object($0) }) else { continue }
            table.append((.object(builder.string(split.upstreamNames[id] ?? "UpstreamPlaceholder-\(id)")), target))
        }
        // macOS archives the table as a mutable dictionary.
        let tableClass = flavour == .appKit && writesAppleOnlyKeys ? "NSMutableDictionary" : "NSDictionary"
        cut.extraValues[split.controllerID, default: []] += [
            KeyedValue("\(prefix)NibName", .object(builder.string(split.nibName))),
            KeyedValue("\(prefix)ExternalObjectsTableForViewLoading", .object(builder.dictionary(table, className: tableClass))),
        ]
    }

    /// A view nib's actions from the controls that trigger segues to the segue templates (`perform:`).
    mutating func segueTriggerConnections() -> [ArchiveValue] {
        var connections: [ArchiveValue] = []
        for trigger in cut.segueTriggers {
            guard let id = trigger.id, let source = reference(to: trigger.sourceID), let template = reference(to: id) else { continue }
            let isControl = document.object(id: trigger.sourceID).map { isControlLike($0) } ?? false
            let values: [KeyedValue]
            switch flavour {
            case .uiKit:
                values = [
                    KeyedValue("UILabel", .object(builder.string("perform:"))), KeyedValue("UISource", source),
                    KeyedValue("UIDestination", template), KeyedValue("UIEventMask", .int(isControl ? 1 << 6 : 0)),
                ]
                connections.append(.object(builder.add(ArchivedObject(className: "UIRuntimeEventConnection", values: values))))
            case .appKit:
                values = [KeyedValue("NSSource", source), KeyedValue("NSDestination", template), KeyedValue("NSLabel", .object(builder.string("perform:")))]
                connections.append(.object(builder.add(ArchivedObject(className: "NSNibControlConnector", values: values))))
            }
            archiveIndex.connectionCount += 1
        }
        return connections
    }
}
