import NibArchive
import NibDocument

/// iOS containers as ibtool compiles them: a container's relationship children (a tab bar
/// controller's tabs, a navigation controller's root, a split view controller's columns) are
/// archived inside the container's scene nib, not reached through segue templates. Each child
/// names its parent (`UIParentViewController`) and the container lists them
/// (`UIChildViewControllers`, `UIViewControllers`); a child's own relationship children come
/// along, depth first. Source: the calabash TestApp's `UITabBarController-49e-Tb-3d3.nib`
/// (Apple's ibtool): five tabs, one of them a navigation controller whose root table view
/// controller is archived there too, with its segue templates.
///
/// A child that nothing else reaches (no other segue, no storyboard identifier, not the entry
/// point) gets no scene nib of its own: the same storyboard's Info.plist lists none of the
/// inlined tabs.
extension StoryboardLayout {
    /// One relationship of an iOS container to a child controller.
    struct RelationshipChild: Hashable {
        /// The relationship segue's id.
        var segueID: String?
        /// The child controller.
        var controllerID: String
        /// The container.
        var containerID: String
        /// `viewControllers`, `rootViewController`, `masterViewController`…
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
    }

    /// The deepest nesting of containers inside one nib (no real storyboard nests a tenth as deep).
    static let maximumContainmentDepth = 32
    /// The most controllers archived inside one container's nib.
    static let maximumInlinedControllers = 10_000

    /// Each container's relationship children, in the order of its segues, each listed once;
    /// a relationship whose ends are not both scene controllers is not a child.
    static func relationshipChildren(in document: InterfaceDocument, scenesByController: [String: Scene]) -> [String: [RelationshipChild]] {
        var children: [String: [StoryboardLayout.RelationshipChild]] = [:]
        for connection in document.connections {
            guard case .segue(let kind, _, let relationship) = connection.kind, kind == "relationship",
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

/// Which document objects an iOS scene nib holds: the scene's own, then each inlined child's
/// scene objects (not its view, which keeps its own nib, nor its scene's First Responder or
/// exit), the child controller under its container.
enum UIKitSceneObjects {
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

/// What an iOS scene nib adds for its inlined children.
extension Compilation {
    /// Whether an object is a view controller of a storyboard (not a reference, not a placeholder).
    static func isStoryboardViewController(_ object: DocumentObject) -> Bool {
        object.placeholder == nil && !["viewControllerPlaceholder", "controllerPlaceholder"].contains(object.elementName)
    }

    /// Each inlined controller's own storyboard placeholder (its `storyboard` outlet's end), as
    /// ibtool gives every controller of the nib one.
    mutating func reserveInlinedStoryboardPlaceholders() {
        for child in cut.inlinedFamily {
            guard let object = document.object(id: child.controllerID), Self.isStoryboardViewController(object) else { continue }
            cut.inlinedStoryboardPlaceholders.append((child.controllerID, builder.add(proxy("UIStoryboardPlaceholder"))))
        }
    }

    /// The containment keys: each child's `UIParentViewController`; each container's
    /// `UIChildViewControllers` and `UIViewControllers` (mutable arrays, in the order of its
    /// relationship segues), and a tab bar controller's `UICustomizableViewControllers`, as
    /// `-[UIViewController encodeWithCoder:]` and `-[UITabBarController encodeWithCoder:]` write
    /// them. A tab bar lists the tabs' items (`UIItems`); a navigation bar the root's navigation
    /// item (an NSArray, as the newer of the calabash nibs has it; the older, an NSMutableArray),
    /// which names the bar (`UINavigationBar`).
    mutating func prepareContainment() {
        guard !cut.inlinedFamily.isEmpty else { return }
        var containers: [String] = []
        var children: [String: [StoryboardLayout.RelationshipChild]] = [:]
        for child in cut.inlinedFamily {
            guard let parent = reference(to: child.containerID), reference(to: child.controllerID) != nil else { continue }
            cut.extraValues[child.controllerID, default: []].append(KeyedValue("UIParentViewController", parent))
            if children[child.containerID] == nil { containers.append(child.containerID) }
            children[child.containerID, default: []].append(child)
        }
        for containerID in containers {
            guard let container = document.object(id: containerID) else { continue }
            var ordered = children[containerID] ?? []
            // A split view controller takes its columns from its children's order: primary first.
            if container.elementName == "splitViewController" {
                ordered = ordered.enumerated().sorted { (Self.splitColumnRank[$0.element.relationship] ?? 1, $0.offset) < (Self.splitColumnRank[$1.element.relationship] ?? 1, $1.offset) }.map(\.element)
            }
            let members = ordered.compactMap { reference(to: $0.controllerID) }
            var values = [
                KeyedValue("UIChildViewControllers", .object(builder.array(members, className: "NSMutableArray"))),
                KeyedValue("UIViewControllers", .object(builder.array(members, className: "NSMutableArray"))),
            ]
            let element = document.element(at: container.path)
            switch container.elementName {
            case "tabBarController":
                values.append(KeyedValue("UICustomizableViewControllers", .object(builder.array(members, className: "NSMutableArray"))))
                let items = (children[containerID] ?? []).compactMap { child in
                    document.object(id: child.controllerID).flatMap { reference(to: document.element(at: $0.path).child(key: "tabBarItem")?["id"]) }
                }
                describeBar(element.child(key: "tabBar")?["id"], of: containerID, items: builder.array(items))
            case "navigationController":
                let roots = (children[containerID] ?? []).filter { $0.relationship == "rootViewController" }
                let items = roots.compactMap { root in document.object(id: root.controllerID).flatMap { document.element(at: $0.path).child(key: "navigationItem")?["id"] } }
                let bar = element.child(key: "navigationBar")?["id"]
                describeBar(bar, of: containerID, items: builder.array(items.compactMap { reference(to: $0) }))
                for item in items { if let bar = reference(to: bar) { cut.extraValues[item, default: []].append(KeyedValue("UINavigationBar", bar)) } }
            default: break
            }
            cut.extraValues[containerID, default: []] += values
        }
    }

    /// Where a split view controller's relationship puts the child among its children
    /// (`-[UISplitViewControllerPanelImpl _initWithCoder:]` takes `childViewControllers` as
    /// [primary, secondary]).
    static let splitColumnRank = ["masterViewController": 0, "detailViewController": 2]

    /// A container's bar: its items (its delegate is the container's bar rule, `UIKitContainerBars`).
    private mutating func describeBar(_ barID: String?, of containerID: String, items: Int) {
        guard let barID, reference(to: barID) != nil else { return }
        cut.extraValues[barID, default: []].append(KeyedValue("UIItems", .object(items)))
    }
}
