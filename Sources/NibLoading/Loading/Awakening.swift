import NibDocument
import NibObjectLibrary
import NibRuntime

/// `awakeFromNib()` and what follows it.
///
/// UIKit: every object the loader made, in the order of the archive's object list; never
/// File's Owner, First Responder or external objects. AppKit: every object that implements it,
/// File's Owner and external objects included, File's Owner last.
extension NibInstantiator {
    func awaken(_ contents: NibContents) {
        switch flavour {
        case .uiKit:
            // Each object once: a short list is searched, a long one hashed.
            let count = contents.documentObjectIndexes?.count ?? contents.documentObjects.count
            var awakened: [ObjectIdentifier] = []
            var awakenedSet: Set<ObjectIdentifier> = []
            awakened.reserveCapacity(count)
            func awaken(_ object: AnyObject?) {
                guard let object, !isPlaceholder(object) else { return }
                let identity = ObjectIdentifier(object)
                if count > 32 {
                    guard awakenedSet.insert(identity).inserted else { return }
                } else {
                    guard !awakened.contains(identity) else { return }
                    awakened.append(identity)
                }
                // A class cast first: a protocol cast costs a conformance lookup per object.
                if let awaking = object as? NibObject { awaking.awakeFromNib() } else if let awaking = object as? NibAwaking { awaking.awakeFromNib() }
            }
            if let indexes = contents.documentObjectIndexes {
                // Lent by the decoder: by now outlets and superviews point at most of these
                // objects weakly, and each retain of such an object takes the runtime's slow path.
                for index in indexes { decoder.withInstance(at: index, awaken) }
            } else {
                for object in contents.documentObjects { awaken(object) }
            }
        case .appKit:
            let documentObjects = contents.documentObjectIndexes.map { $0.compactMap { index in decoder.withInstance(at: index) { $0 } } } ?? contents.documentObjects
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

    /// UIKit makes visible-at-launch windows key and visible; AppKit orders them front.
    func showVisibleWindows(_ windows: [AnyObject]) {
        for window in windows {
            switch window {
            case let window as UIWindow: window.makeKeyAndVisible()
            case let window as NSWindow: window.orderFront(nil)
            default: break
            }
        }
    }

    /// The main nib's menu flagged `main` becomes the application's main menu (AppKit).
    func installMainMenu(_ topLevel: [AnyObject]) {
        guard flavour == .appKit, owner is NSApplication else { return }
        if let menu = topLevel.compactMap({ $0 as? NSMenu }).first(where: { $0.systemMenu == "main" }) {
            NSApplication.shared.mainMenu = menu
        }
    }
}
