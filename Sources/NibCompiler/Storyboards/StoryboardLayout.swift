import NibDocument

/// How a storyboard is cut into nibs, as Apple's compiler cuts it: one nib per scene
/// (named by the controller's storyboard identifier, else `<Class>-<id>`), and one per
/// controller view (`<controllerID>-view-<viewID>`), loaded when the view is first asked for.
///
/// On macOS a window controller's content view controller (its
/// `window.shadowedContentViewController` relationship) is archived inside the window
/// controller's nib, as ibtool does, and gets no scene nib of its own.
struct StoryboardLayout {
    /// The view nib of one scene controller.
    struct ViewSplit {
        var controllerID: String
        var viewID: String
        var nibName: String
        /// The view and everything inside it.
        var viewObjectIDs: Set<String>
        /// Scene objects outside the view that the view nib refers to, in document order;
        /// they reach the view nib as external objects named by ``upstreamNames``.
        var upstreamIDs: [String]
        /// The external object identifier of each upstream object (and segue), by id:
        /// `UpstreamPlaceholder-<id>` on iOS, `UpstreamPlaceholder-<n>` counted from 1 on macOS.
        var upstreamNames: [String: String]
    }

    let document: InterfaceDocument
    /// The scene nib name of each controller, by controller id.
    private(set) var sceneNibNames: [String: String] = [:]
    /// The view split of each scene, by scene id.
    private(set) var viewSplits: [String: ViewSplit] = [:]
    /// macOS: the content view controller archived inside each window controller's nib, by window controller id.
    private(set) var inlinedContentControllers: [String: String] = [:]
    /// Each container's relationship children, in the order of its segues, by container id
    /// (see `StoryboardContainment.swift`).
    private(set) var relationshipChildren: [String: [RelationshipChild]] = [:]

    /// Where the storyboard's localizable strings are, computed once for all its nibs.
    let localizationSpots: LocalizationSpots

    /// Each scene's objects (positions in `document.objects`, in document order), by scene id:
    /// a scene's nibs are cut from its own objects, never by filtering all of them once per
    /// scene (a storyboard of 10,000 scenes made that 10,000 passes over 10,000s of objects).
    private let objectPositions: [String: [Int]]
    /// The connections with an end among each scene's objects (positions in `document.connections`, in order), by scene id.
    private let connectionPositions: [String: [Int]]
    /// The scene each controller heads, by controller id.
    private let scenesByController: [String: Scene]
    /// The controller heading each scene, by scene id.
    private let controllersByScene: [String: String]
    /// The scene id of each controller's view split, by controller id.
    private var splitScenes: [String: String] = [:]
    /// The content controllers archived inside their window controller's nib.
    private var inlinedControllers: Set<String> = []

    init(document: InterfaceDocument) {
        self.document = document
        localizationSpots = LocalizationSpots(document)
        var objectPositions: [String: [Int]] = [:]
        for (position, object) in document.objects.enumerated() {
            if let scene = object.sceneID { objectPositions[scene, default: []].append(position) }
        }
        var connectionPositions: [String: [Int]] = [:]
        for (position, connection) in document.connections.enumerated() {
            let scenes = [connection.sourceID, connection.destinationID].compactMap { $0.flatMap { document.object(id: $0)?.sceneID } }
            for (number, scene) in scenes.enumerated() where number == 0 || scene != scenes[0] { connectionPositions[scene, default: []].append(position) }
        }
        self.objectPositions = objectPositions
        self.connectionPositions = connectionPositions
        scenesByController = Dictionary(document.scenes.compactMap { scene in scene.controllerID.map { ($0, scene) } }, uniquingKeysWith: { first, _ in first })
        controllersByScene = Dictionary(document.scenes.compactMap { scene in scene.controllerID.map { (scene.sceneID, $0) } }, uniquingKeysWith: { first, _ in first })
        for scene in document.scenes {
            guard let controllerID = scene.controllerID, let controller = document.object(id: controllerID) else { continue }
            sceneNibNames[controllerID] = Self.sceneNibName(controller, document: document)
            if let split = viewSplit(scene: scene, controller: controller) {
                viewSplits[scene.sceneID] = split
                if splitScenes[controllerID] == nil { splitScenes[controllerID] = scene.sceneID }
            }
        }
        relationshipChildren = Self.relationshipChildren(in: document, scenesByController: scenesByController)
        inlinedControllers = Self.controllersOnlyInlined(in: document, children: relationshipChildren)
        if document.flavour == .appKit {
            inlinedContentControllers = Self.inlinedContentControllers(in: document, scenesByController: scenesByController)
            inlinedControllers.formUnion(inlinedContentControllers.values)
        }
    }

    /// A scene's objects, in document order.
    func objects(inScene sceneID: String) -> [DocumentObject] {
        (objectPositions[sceneID] ?? []).map { document.objects[$0] }
    }

    /// The connections with an end among the objects of any of `sceneIDs`, in document order.
    func connections(touching sceneIDs: [String]) -> [Connection] {
        let positions = sceneIDs.count == 1 ? connectionPositions[sceneIDs[0]] ?? [] : Set(sceneIDs.flatMap { connectionPositions[$0] ?? [] }).sorted()
        return positions.map { document.connections[$0] }
    }

    static func sceneNibName(_ controller: DocumentObject, document: InterfaceDocument) -> String {
        if controller.placeholder == .application { return "MainMenu" }
        if let identifier = document.element(at: controller.path)["storyboardIdentifier"], !identifier.isEmpty { return identifier }
        return "\(controller.standardClassName)-\(controller.id)"
    }

    /// An object and everything under it (objects come after their parents in document order).
    static func subtree(of id: String, in objects: [DocumentObject]) -> Set<String> {
        var tree: Set<String> = [id]
        for object in objects where object.parentID.map(tree.contains) ?? false { tree.insert(object.id) }
        return tree
    }

    /// The id of a window controller's window (`<window key="window">`).
    func windowID(of controller: DocumentObject) -> String? {
        document.element(at: controller.path).child(key: "window")?["id"]
    }

    /// Whether a controller is archived only in its container's nib (its window controller's on
    /// macOS), with no scene nib of its own.
    func isInlined(_ controllerID: String) -> Bool { inlinedControllers.contains(controllerID) }

    /// The view split of a scene controller, by controller id.
    func viewSplit(ofController controllerID: String) -> ViewSplit? {
        splitScenes[controllerID].flatMap { viewSplits[$0] }
    }

    /// The scene a controller heads, by controller id.
    func scene(ofController controllerID: String) -> Scene? {
        scenesByController[controllerID]
    }

    /// The controller heading a scene, by scene id.
    func controllerID(ofScene sceneID: String) -> String? {
        controllersByScene[sceneID]
    }

    /// A window controller's content view controller goes into the window controller's nib
    /// when nothing else reaches it: no other segue, no identifier, not the entry point, and no
    /// segues of its own (their templates would belong to another nib).
    private static func inlinedContentControllers(in document: InterfaceDocument, scenesByController: [String: Scene]) -> [String: String] {
        var inlined: [String: String] = [:]
        let segues = document.connections.filter { if case .segue = $0.kind { return true } else { return false } }
        // How many segues reach each controller, and leave each scene (looked up, not counted
        // again for every segue).
        var arriving: [String: Int] = [:]
        var leaving: [String: Int] = [:]
        for segue in segues {
            if let destination = segue.destinationID { arriving[destination, default: 0] += 1 }
            if let scene = document.object(id: segue.sourceID)?.sceneID { leaving[scene, default: 0] += 1 }
        }
        for segue in segues {
            guard case .segue(_, _, let relationship) = segue.kind, relationship == "window.shadowedContentViewController",
                let destinationID = segue.destinationID, let destination = document.object(id: destinationID),
                document.object(id: segue.sourceID)?.elementName == "windowController",
                scenesByController[destinationID] != nil,
                document.element(at: destination.path)["storyboardIdentifier"] == nil,
                document.initialViewControllerID != destinationID,
                // No other segue reaches the controller, and none leaves its scene.
                arriving[destinationID] == 1,
                (leaving[destination.sceneID ?? ""] ?? 0) == (document.object(id: segue.sourceID)?.sceneID == destination.sceneID ? 1 : 0)
            else { continue }
            inlined[segue.sourceID] = destinationID
        }
        return inlined
    }

    /// The controller's `view` child, and the scene objects inside it.
    private func viewSplit(scene: Scene, controller: DocumentObject) -> ViewSplit? {
        let sceneObjects = objects(inScene: scene.sceneID)
        guard let view = sceneObjects.first(where: { $0.parentID == controller.id && $0.key == "view" }) else { return nil }
        var inside = Self.subtree(of: view.id, in: sceneObjects)
        // UIKit: the controller's top and bottom layout guides are subviews of its view, in the
        // view's nib (ibtool's, in the calabash TestApp's storyboards).
        if document.flavour == .uiKit {
            for guide in sceneObjects where guide.elementName == "viewControllerLayoutGuide" && guide.parentID == controller.id { inside.insert(guide.id) }
        }
        var upstream: [String] = []
        var seen: Set<String> = []
        for connection in connections(touching: [scene.sceneID]) {
            let ends = [connection.sourceID, connection.destinationID].compactMap { $0 }
            guard ends.contains(where: inside.contains) else { continue }
            if case .segue = connection.kind {
                // A segue triggered from inside the view: the view nib targets its template.
                if inside.contains(connection.sourceID), let id = connection.id, seen.insert(id).inserted { upstream.append(id) }
                continue
            }
            for end in ends where !inside.contains(end) && seen.insert(end).inserted {
                // The view's connections reach the controller itself through a placeholder too (its
                // File's Owner only has the `view` outlet): the calabash TestApp's view nibs, whose
                // table view's data source and controller's outlets all go through one.
                if end == controller.id {
                    upstream.append(end)
                    continue
                }
                guard let object = document.object(id: end), object.sceneID == scene.sceneID,
                    object.placeholder != .firstResponder, object.placeholder != .exit
                else { continue }
                upstream.append(end)
            }
        }
        var names: [String: String] = [:]
        for (position, id) in upstream.enumerated() {
            names[id] = "UpstreamPlaceholder-" + (document.flavour == .appKit ? String(position + 1) : id)
        }
        return ViewSplit(controllerID: controller.id, viewID: view.id, nibName: "\(controller.id)-view-\(view.id)", viewObjectIDs: inside,
                         upstreamIDs: upstream, upstreamNames: names)
    }
}

extension StoryboardLayout {
    /// The `uniqueIdentifierForStoryboardCompilation` of a macOS storyboard controller, also listed
    /// in `NSViewControllerIdentifiersToUUIDs`. ibtool draws a random UUID on every compile; NibKit
    /// derives one from the storyboard's name and the controller's id, so that compiling the same
    /// document twice writes the same bytes.
    func compilationIdentifier(of controllerID: String) -> String {
        let name = document.file.split(separator: "/").last.map(String.init) ?? document.file
        var high: UInt64 = 0xcbf2_9ce4_8422_2325
        var low: UInt64 = 0x8422_2325_cbf2_9ce4
        for byte in "\(name)\u{0}\(controllerID)".utf8 {
            high = (high ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            low = (low &+ UInt64(byte)) &* 0x9E37_79B9_7F4A_7C15
            low ^= low >> 29
        }
        // A well-formed version 4 UUID, as ibtool's are.
        high = (high & ~0xF000) | 0x4000
        low = (low & ~(0xC000 << 48)) | (0x8000 << 48)
        func hex(_ number: UInt64) -> String {
            let digits = String(number, radix: 16, uppercase: true)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }
        let characters = Array(hex(high) + hex(low))
        return [0..<8, 8..<12, 12..<16, 16..<20, 20..<32].map { String(characters[$0]) }.joined(separator: "-")
    }
}
