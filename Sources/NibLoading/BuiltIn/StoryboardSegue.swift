import Foundation
import NibObjectLibrary
import NibRuntime

/// A transition between two controllers of a storyboard.
///
/// Subclass and override ``perform()`` for a custom segue (`kind="custom"`, `customClass`).
open class UIStoryboardSegue {
    /// The segue's identifier.
    public let identifier: String?
    /// The controller the segue starts from.
    public let source: UIViewController
    /// The controller the segue leads to.
    public let destination: UIViewController
    /// The kind from the storyboard (`show`, `presentation`, `embed`, `unwind`…).
    public internal(set) var kind = "custom"

    /// Creates a segue.
    public required init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
    }

    /// Performs the transition of the segue's kind: push onto the navigation stack, present,
    /// embed as a child, or (unwind) pop or dismiss back to the destination.
    open func perform() {
        switch kind {
        case "show", "push", "showDetail", "replace":
            if let navigation = source.navigationController ?? (source as? UINavigationController) {
                navigation.pushViewController(destination, animated: true)
            } else {
                source.present(destination, animated: true)
            }
        case "embed":
            source.addChild(destination)
            let container = source.view.flatMap { Self.firstContainer(in: $0) } ?? source.view
            if let child = destination.view { container?.addSubview(child) }
        case "unwind":
            if let navigation = destination.navigationController, navigation.viewControllers.contains(where: { $0 === destination }) {
                navigation.popToViewController(destination, animated: true)
            } else {
                destination.dismiss(animated: true)
            }
        case "relationship":
            source.setRelationship("", destination: destination)
        default:
            source.present(destination, animated: true)
        }
    }

    /// The first subview without subviews of its own: an embed segue's container view.
    private static func firstContainer(in view: UIView) -> UIView? {
        for subview in view.subviews where subview.subviews.isEmpty && !(subview is UIControl) && !(subview is UILabel) { return subview }
        return nil
    }
}

/// Performs a segue template: create the destination, the segue, prepare, perform.
enum SeguePerformer {
    static func perform(_ template: NibSegueTemplate, from source: UIViewController, sender: Any?) throws(NibLoadingError) {
        guard let storyboard = source.storyboard else {
            throw NibLoadingError(code: .segueFailed, message: "the segue '\(template.identifier ?? "")' needs its source to come from a storyboard", location: "")
        }
        if template.kind == "unwind" {
            try unwind(template, from: source, sender: sender, storyboard: storyboard)
            return
        }
        guard let destinationName = template.destinationIdentifier else {
            throw NibLoadingError(code: .segueFailed, message: "the segue '\(template.identifier ?? "")' has no destination controller", location: storyboard.name)
        }
        guard template.kind == "embed" else {
            try perform(template, to: destinationName, from: source, sender: sender, storyboard: storyboard)
            return
        }
        // An embedded controller's view loads as it is embedded, and may embed in turn.
        try SceneContainment.entering(destinationName, of: storyboard.name) { () throws(NibLoadingError) in
            let destination = try perform(template, to: destinationName, from: source, sender: sender, storyboard: storyboard)
            if let error = destination.viewLoadingError ?? destination.segueError { throw error }
        }
    }

    @discardableResult
    private static func perform(_ template: NibSegueTemplate, to destinationName: String, from source: UIViewController, sender: Any?, storyboard: Storyboard) throws(NibLoadingError) -> UIViewController {
        guard let destination = try storyboard.instantiate(nibName: destinationName, creator: nil) as? UIViewController else {
            throw NibLoadingError(code: .segueFailed, message: "the segue '\(template.identifier ?? "")' has no destination controller", location: storyboard.name)
        }
        let segue = try makeSegue(template, source: source, destination: destination, storyboard: storyboard)
        source.prepare(for: segue, sender: sender)
        segue.perform()
        return destination
    }

    static func makeSegue(_ template: NibSegueTemplate, source: UIViewController, destination: UIViewController, storyboard: Storyboard) throws(NibLoadingError) -> UIStoryboardSegue {
        var segueType: UIStoryboardSegue.Type = UIStoryboardSegue.self
        if let name = template.segueClassName {
            guard let resolved = storyboard.resolver.resolve(name) as? UIStoryboardSegue.Type else {
                throw NibLoadingError(code: .segueFailed, message: "the segue class \(name) was not found or is not a UIStoryboardSegue subclass", location: storyboard.name)
            }
            segueType = resolved
        }
        let segue = segueType.init(identifier: template.identifier, source: source, destination: destination)
        segue.kind = template.kind
        return segue
    }

    /// Finds the controller above the source that implements the unwind action, calls it, and goes back.
    static func unwind(_ template: NibSegueTemplate, from source: UIViewController, sender: Any?, storyboard: Storyboard) throws(NibLoadingError) {
        guard let actionName = template.unwindAction else {
            throw NibLoadingError(code: .segueFailed, message: "the unwind segue '\(template.identifier ?? "")' names no action", location: storyboard.name)
        }
        let action = Selector(actionName)
        var candidate: UIViewController? = source.parent ?? source.presentingViewController
        while let current = candidate {
            if let navigation = current as? UINavigationController {
                if let target = navigation.viewControllers.reversed().first(where: { $0 !== source && ActionDispatch.responds($0, to: action) }) {
                    candidate = target
                    break
                }
            }
            if ActionDispatch.responds(current, to: action) { break }
            candidate = current.parent ?? current.presentingViewController
        }
        guard let destination = candidate else {
            throw NibLoadingError(code: .segueFailed, message: "no controller above \(KeyValueCoding.typeName(of: source)) implements the unwind action \(action)", location: storyboard.name)
        }
        let segue = try makeSegue(template, source: source, destination: destination, storyboard: storyboard)
        source.prepare(for: segue, sender: sender)
        ActionDispatch.perform(action, on: destination, sender: segue)
        segue.perform()
    }
}
