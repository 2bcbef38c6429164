import NibArchive
import NibArchive
import NibDocument

/// Containers as ibtool compiles them: a container's relationship children (an iOS tab bar
/// controller's tabs, a navigation controller's root, a split view controller's columns; a macOS
/// tab or split view controller's items) are archived inside the container's scene nib, not
/// reached through segue templates; a child's own relationship children come along, depth
/// first. Source: the calabash TestApp's `UITabBarController-49e-Tb-3d3.nib` (Apple's ibtool):
/// five tabs, one of them a navigation controller whose root table view controller is archived
/// there too, with its segue templates. What each flavour writes for the tie is in
/// `UIKitContainment.swift` and `AppKitContainment.swift`.
///
/// A child that nothing else reaches (no other segue, no storyboard identifier, not the entry
/// point) gets no scene nib of its own: the same storyboard's Info.plist lists none of the
/// inlined tabs.
extension StoryboardLayout {
    /// One relationship of a container to a child controller.
    struct RelationshipChild: Hashable {
        /// The relationship segue's id.
        var segueID: String?
        /// The child controller.
        var controllerID: String
        /// The container.
        var containerID: String
        /// `viewControllers`, `rootViewController`, `masterViewController`, `tabItems`, `splitItems`…
        var relationship: String
        /// The segue's place in the document.
        var location: SourceLocation
    }

    /// The controllers archived in one container's nib, and the relationships left out.
    struct InlinedFamily {
        /// Depth first, each container's children in the order of its segues.
        var members: [RelationshipChild] = []
        /// Relationships to a controller already archived in the nib under another container:
        /// a controller has one parent.
        var leftOut: [RelationshipChild] = []

        /// Children grouped by container, containers in the order of their first child.
        static func byContainer(_ members: [RelationshipChild]) -> [(containerID: String, children: [RelationshipChild])] {
            var positions: [String: Int] = [:]
            var groups: [(containerID: String, children: [RelationshipChild])] = []
            for child in members {
                if let position = positions[child.containerID] {
                    groups[position].children.append(child)
                } else {
                    positions[child.containerID] = groups.count
                    groups.append((child.containerID, [child]))
                }
            }
            return groups
        }
    }

    /// The deepest nesting of containers inside one nib (no real storyboard nests a tenth as deep).
    static let maximumContainmentDepth = 32
    /// The most controllers archived inside one container's nib.
    static let maximumInlinedControllers = 10_000

    /// Each container's relationship children, in the order of its segues, each listed once;
    /// a relationship whose ends are not both scene controllers is not a child. On macOS only a
    /// tab or split view controller's items are (a window controller's content controller has
    /// rules of its own: `AppKitStoryboardScenes`).
    static func relationshipChildren(in document: InterfaceDocument, scenesByController: [String: Scene]) -> [String: [RelationshipChild]] {
        var children: [String: [StoryboardLayout.RelationshipChild]] = [:]
        for connection in document.connections {
            guard case .segue(let kind, _, let relationship) = connection.kind, kind == "relationship",
                document.flavour == .uiKit || ["tabItems", "splitItems"].contains(relationship ?? ""),
                let destination = connection.destinationID, scenesByController[destination] != nil,
                scenesByController[connection.sourceID] != nil,
                !(children[connection.sourceID]?.contains { $0.controllerID == destination } ?? false)
            else { continue }
            children[connection.sourceID, default: []].append(RelationshipChild(
                segueID: connection.id, controllerID: destination, containerID: connection.sourceID,
                relationship: relationship ?? "", location: connection.location))
        }
        return children
    }

    /// The children that only their containers reach: every segue arriving at them is a
    /// relationship, they have no storyboard identifier and are not the entry point. A
    /// storyboard reference keeps its scene nib (the storyboard lists it, to find what it refers to).
    static func controllersOnlyInlined(in document: InterfaceDocument, children: [String: [RelationshipChild]]) -> Set<String> {
        var arriving: [String: Int] = [:]
        for connection in document.connections {
            if case .segue = connection.kind, let destination = connection.destinationID { arriving[destination, default: 0] += 1 }
        }
        var asChild: [String: Int] = [:]
        for child in children.values.joined() { asChild[child.controllerID, default: 0] += 1 }
        return Set(asChild.compactMap { id, count in
            guard arriving[id] == count, document.initialViewControllerID != id, let object = document.object(id: id),
                object.elementName != "viewControllerPlaceholder", document.element(at: object.path)["storyboardIdentifier"] == nil
            else { return nil }
            return id
        })
    }

    /// The controllers archived in `controllerID`'s scene nib, depth first.
    /// - Throws: when containers hold each other (a cycle no nib can archive), nest deeper than
    ///   ``maximumContainmentDepth``, or bring more than ``maximumInlinedControllers``.
    func inlinedFamily(of controllerID: String) throws(CompileError) -> InlinedFamily {
        var family = InlinedFamily()
        var placed: Set<String> = [controllerID]
        var pending = (relationshipChildren[controllerID] ?? []).reversed().map { (child: $0, path: [controllerID]) }
        while let (child, path) = pending.popLast() {
            if let start = path.firstIndex(of: child.controllerID) {
                let chain = (path[start...] + [child.controllerID]).joined(separator: " → ")
                throw CompileError(
                    message: "controllers contain each other through relationship segues: \(chain); a container cannot hold itself, so change one of these relationships",
                    objectID: child.segueID ?? child.containerID, location: child.location)
            }
            guard path.count <= Self.maximumContainmentDepth else {
                throw CompileError(
                    message: "controllers are contained more than \(Self.maximumContainmentDepth) levels deep (\(path.prefix(3).joined(separator: " → ")) → …); no nib can hold so deep a chain of containers",
                    objectID: child.segueID ?? child.containerID, location: child.location)
            }
            guard placed.insert(child.controllerID).inserted else {
                family.leftOut.append(child)
                continue
            }
            family.members.append(child)
            guard family.members.count <= Self.maximumInlinedControllers else {
                throw CompileError(
                    message: "the scene of \(controllerID) holds more than \(Self.maximumInlinedControllers) controllers through its relationship segues; split the storyboard",
                    objectID: controllerID, location: child.location)
            }
            pending += (relationshipChildren[child.controllerID] ?? []).reversed().map { (child: $0, path: path + [child.controllerID]) }
        }
        return family
    }
}

/// Which document objects a scene nib holds beside the scene's own: each inlined child's scene
/// objects (not its view, which keeps its own nib, nor its scene's First Responder or exit),
/// the child controller under its container.
enum InlinedSceneObjects {
    static func gathered(
        _ objects: [DocumentObject], family: StoryboardLayout.InlinedFamily, layout: StoryboardLayout, includingView: Bool,
        splits: inout [StoryboardLayout.ViewSplit], sceneIDs: inout [String]
    ) -> [DocumentObject] {
        var result = objects
        for child in family.members {
            guard let scene = layout.scene(ofController: child.controllerID) else { continue }
            sceneIDs.append(scene.sceneID)
            let split = includingView ? nil : layout.viewSplits[scene.sceneID]
            if let split { splits.append(split) }
            let sceneObjects = layout.objects(inScene: scene.sceneID)
            let placeholders = Set(sceneObjects.filter { $0.placeholder != nil }.map(\.id))
            for var object in sceneObjects {
                guard !placeholders.contains(object.id), !(object.parentID.map(placeholders.contains) ?? false),
                    !(split?.viewObjectIDs.contains(object.id) ?? false)
                else { continue }
                if object.id == child.controllerID {
                    object.parentID = child.containerID
                    object.isTopLevel = false
                }
                result.append(object)
            }
        }
        return result
    }
}

/// What a scene nib adds for its inlined children, in both flavours.
extension Compilation {
    /// Whether an object is a view controller of a storyboard (not a reference, not a placeholder).
    static func isStoryboardViewController(_ object: DocumentObject) -> Bool {
        object.placeholder == nil && !["viewControllerPlaceholder", "controllerPlaceholder"].contains(object.elementName)
    }

    /// Each inlined controller's own storyboard placeholder (its `storyboard` outlet's end), as
    /// ibtool gives every controller of the nib one (on macOS listed last, as a window
    /// controller's content controller's is).
    mutating func reserveInlinedStoryboardPlaceholders() {
        for child in cut.inlinedFamily {
            guard let object = document.object(id: child.controllerID), Self.isStoryboardViewController(object) else { continue }
            let index = builder.add(externalPlaceholder(flavour == .uiKit ? "UIStoryboardPlaceholder" : "NSStoryboardPlaceholder"))
            if flavour == .appKit { archiveIndex.trailingObjects.append(index) }
            cut.inlinedStoryboardPlaceholders.append((child.controllerID, index))
        }
    }
}
