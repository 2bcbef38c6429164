import NibDocument
import NibObjectLibrary
import NibRuntime

/// `awakeFromNib()` and what follows it.
///
/// UIKit: every object the loader made, in the order of the archive's object list; never
/// File's Owner, First Responder or external objects. AppKit: every object that implements it,
/// File's Owner and external objects included, File's Owner last.
extension NibInstantiator {
    mutating func awaken(_ contents: NibContents, placeholders: PlaceholderIdentities) {
        switch flavour {
        case .uiKit:
            if let list = contents.documentObjectList {
                awakenUIKit(list: list, placeholders: placeholders)
            } else {
                var awakened: Set<ObjectIdentifier> = []
                for object in contents.documentObjects where !placeholders.contains(object) && awakened.insert(ObjectIdentifier(object)).inserted { Self.sendAwakeFromNib(to: object) }
            }
        case .appKit:
            var documentObjects = contents.documentObjects
            if let list = contents.documentObjectList {
                for index in decoder.members(ofCollectionAt: list) {
                    decoder.withInstance(at: index) { if let object = $0 { documentObjects.append(object) } }
                }
            }
            var recipients: [NibAwaking] = []
            recipients.reserveCapacity(documentObjects.count + 1)
            var seen: Set<ObjectIdentifier> = []
            func add(_ object: AnyObject) {
                guard let awaking = (object as? NibObject) ?? (object as? NibAwaking), seen.insert(ObjectIdentifier(object)).inserted else { return }
                recipients.append(awaking)
            }
            for object in documentObjects where object !== owner && !(object is FirstResponderStandIn) { add(object) }
            for external in options.externalObjects.values { add(external) }
            if !(owner is MissingOwnerStandIn) { add(owner) }
            for recipient in recipients { recipient.awakeFromNib() }
        }
    }

    /// UIKit's rule over its objects list: every object the loader made, in the list's order,
    /// each once, placeholders excluded. (The decoder lends each object: by now outlets and
    /// superviews point at most of them weakly, and each retain would take the runtime's slow path.)
    private mutating func awakenUIKit(list: Int, placeholders: PlaceholderIdentities) {
        decoder.forEachDistinctInstance(inCollectionAt: list) { object in
            if !placeholders.contains(object) { Self.sendAwakeFromNib(to: object) }
        }
    }

    /// `awakeFromNib()`, through a class check first (a protocol cast costs a conformance
    /// lookup per object; the check is made on the object's class, so that the object itself
    /// is not retained around it).
    static func sendAwakeFromNib(to object: AnyObject) {
        if type(of: object) is NibObject.Type {
            unsafeDowncast(object, to: NibObject.self).awakeFromNib()
        } else if let awaking = object as? NibAwaking {
            awaking.awakeFromNib()
        }
    }

    /// UIKit makes visible-at-launch windows key and visible; AppKit orders them front.
    mutating func showVisibleWindows(_ windows: [AnyObject]) {
        for window in windows {
            switch window {
            case let window as UIWindow: window.makeKeyAndVisible()
            case let window as NSWindow: window.orderFront(nil)
            default: break
            }
        }
    }

    /// The main nib's menu flagged `main` becomes the application's main menu (AppKit).
    mutating func installMainMenu(_ topLevel: [AnyObject]) {
        guard flavour == .appKit, owner is NSApplication else { return }
        if let menu = topLevel.compactMap({ $0 as? NSMenu }).first(where: { $0.systemMenu == "main" }) {
            NSApplication.shared.mainMenu = menu
        }
    }
}
