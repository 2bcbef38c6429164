import NibDocument
import NibObjectLibrary
import NibRuntime

/// `awakeFromNib()` and what follows it.
///
/// UIKit: every object the loader made, in the order of the archive's object list; never
/// File's Owner, First Responder or external objects. AppKit: every object that implements it,
/// File's Owner and external objects included, File's Owner last.
extension NibInstantiator {
    func awaken(_ documentObjects: [AnyObject]) {
        var recipients: [NibAwaking] = []
        recipients.reserveCapacity(documentObjects.count)
        // Each object once: a short list is searched, a long one hashed.
        var seen: Set<ObjectIdentifier>? = documentObjects.count > 32 ? Set(minimumCapacity: documentObjects.count) : nil
        func add(_ object: AnyObject) {
            // A class cast first: a protocol cast costs a conformance lookup per object.
            guard let awaking = (object as? NibObject) ?? (object as? NibAwaking) else { return }
            if seen != nil {
                guard seen!.insert(ObjectIdentifier(object)).inserted else { return }
            } else if recipients.contains(where: { $0 === object }) {
                return
            }
            recipients.append(awaking)
        }
        switch flavour {
        case .uiKit:
            for object in documentObjects where !isPlaceholder(object) { add(object) }
        case .appKit:
            for object in documentObjects where object !== owner && !(object is FirstResponderStandIn) { add(object) }
            for external in options.externalObjects.values { add(external) }
            if !(owner is MissingOwnerStandIn) { add(owner) }
        }
        for recipient in recipients { recipient.awakeFromNib() }
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
