import NibDocument

/// How a storyboard is cut into nibs, as Apple's compiler cuts it: one nib per scene
/// (named by the controller's storyboard identifier, else `<Class>-<id>`), and one per
/// controller view (`<controllerID>-view-<viewID>`), loaded when the view is first asked for.
struct StoryboardLayout {
    /// The view nib of one scene controller.
    struct ViewSplit {
        var controllerID: String
        var viewID: String
        var nibName: String
        /// The view and everything inside it.
        var viewObjectIDs: Set<String>
        /// Scene objects outside the view that the view nib refers to, in document order;
        /// they reach the view nib as `UpstreamPlaceholder-<id>` external objects.
        var upstreamIDs: [String]
    }

    let document: InterfaceDocument
    /// The scene nib name of each controller, by controller id.
    private(set) var sceneNibNames: [String: String] = [:]
    /// The view split of each scene, by scene id.
    private(set) var viewSplits: [String: ViewSplit] = [:]

    /// Where the storyboard's localizable strings are, computed once for all its nibs.
    let localizationSpots: LocalizationSpots

    init(document: InterfaceDocument) {
        self.document = document
        localizationSpots = LocalizationSpots(document)
        for scene in document.scenes {
            guard let controllerID = scene.controllerID, let controller = document.object(id: controllerID) else { continue }
            sceneNibNames[controllerID] = Self.sceneNibName(controller, document: document)
            if let split = viewSplit(scene: scene, controller: controller) { viewSplits[scene.sceneID] = split }
        }
    }

    static func sceneNibName(_ controller: DocumentObject, document: InterfaceDocument) -> String {
        if controller.placeholder == .application { return "MainMenu" }
        if let identifier = document.element(at: controller.path)["storyboardIdentifier"], !identifier.isEmpty { return identifier }
        return "\(controller.standardClassName)-\(controller.id)"
    }

    /// The controller's `view` child, and the scene objects inside it.
    private func viewSplit(scene: Scene, controller: DocumentObject) -> ViewSplit? {
        let sceneObjects = document.objects.filter { $0.sceneID == scene.sceneID }
        guard let view = sceneObjects.first(where: { $0.parentID == controller.id && $0.key == "view" }) else { return nil }
        var inside: Set<String> = [view.id]
        for object in sceneObjects where object.parentID.map(inside.contains) ?? false { inside.insert(object.id) }
        var upstream: [String] = []
        var seen: Set<String> = []
        for connection in document.connections {
            let ends = [connection.sourceID, connection.destinationID].compactMap { $0 }
            guard ends.contains(where: inside.contains) else { continue }
            if case .segue = connection.kind {
                // A segue triggered from inside the view: the view nib targets its template.
                if inside.contains(connection.sourceID), let id = connection.id, seen.insert(id).inserted { upstream.append(id) }
                continue
            }
            for end in ends where !inside.contains(end) && end != controller.id && seen.insert(end).inserted {
                guard let object = document.object(id: end), object.sceneID == scene.sceneID,
                    object.placeholder != .firstResponder, object.placeholder != .exit
                else { continue }
                upstream.append(end)
            }
        }
        return ViewSplit(controllerID: controller.id, viewID: view.id, nibName: "\(controller.id)-view-\(view.id)", viewObjectIDs: inside, upstreamIDs: upstream)
    }
}
