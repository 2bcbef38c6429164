import Foundation
import NibObjectLibrary
import NibRuntime

/// A container's children as ibtool archives them inside the container's nib: the container
/// lists them (`UIChildViewControllers`) and each names its parent (`UIParentViewController`).
/// Whichever of the two is decoded second finds the other decoded and ties them: a child read
/// first does not make its container (which would be made inside it, missing it among its
/// children), as UIKit's decoder keeps the container conditionally.
extension UIViewController {
    /// Ties the archived containment of a controller being decoded.
    func decodeArchivedContainment(from coder: NSCoder) {
        for case let child as UIViewController in coder.decodeObject(forKey: "UIChildViewControllers") as? [Any] ?? [] {
            adoptArchivedChild(child, coder: coder)
        }
        if let parent = coder.nibDecoder?.decodeConditionalObject(forKey: "UIParentViewController") as? UIViewController {
            parent.adoptArchivedChild(self, coder: coder)
        }
    }

    /// Makes an archived controller a child, unless it already is one, or is this controller or
    /// one of its parents (an archive whose controllers contain each other: the tie that would
    /// close the loop is left out, with a warning).
    fileprivate func adoptArchivedChild(_ child: UIViewController, coder: NSCoder) {
        guard child.parent !== self else { return }
        var ancestor: UIViewController? = self
        while let current = ancestor {
            if current === child {
                coder.nibDecoder?.warn("an archived controller (\(KeyValueCoding.typeName(of: child))) is its own container's parent; that containment is left out")
                return
            }
            ancestor = current.parent
        }
        addChild(child)
        didAdoptArchivedChild(child)
    }
}

/// UIKit's stand-in for a storyboard reference archived inside its container's nib: it decodes
/// as the controller the reference leads to (`UIStoryboardIdentifier` names the reference's
/// scene), made from its storyboard, which the nib's `UIStoryboardPlaceholder` is; the container
/// adopts it (`UIParentViewController`). UIKitCore: `-[UIStoryboardViewControllerPlaceholder initWithCoder:]`.
final class UIStoryboardViewControllerPlaceholder: NibObject, NibDecodingReplacement {
    private(set) var replacementObject: AnyObject?

    required init?(coder: NSCoder) {
        let identifier = coder.decodeObject(forKey: "UIStoryboardIdentifier") as? String ?? ""
        let parent = coder.nibDecoder?.decodeConditionalObject(forKey: "UIParentViewController") as? UIViewController
        super.init(coder: coder)
        guard let decoder = coder.nibDecoder else { return }
        guard let storyboard = decoder.placeholders["UIStoryboardPlaceholder"] as? Storyboard else {
            let message = "the storyboard reference \(identifier) has no storyboard to be made from: load its nib from a storyboard, which supplies UIStoryboardPlaceholder"
            if decoder.isStrict {
                decoder.fail(NibDecodingFailure(.missingExternalObject, message: message, objectIndex: decoder.currentObjectIndex))
            } else {
                decoder.warn(message)
                decoder.markStandIn(self)
            }
            return
        }
        do {
            let controller = try SceneContainment.entering(identifier, of: storyboard.name) { () throws(NibLoadingError) in
                try storyboard.instantiate(nibName: identifier, creator: nil)
            }
            replacementObject = controller
            if let parent, let child = controller as? UIViewController { parent.adoptArchivedChild(child, coder: coder) }
        } catch where !decoder.isStrict && Storyboard.isMissingStoryboard(error) {
            // The rest of the container loads, as an unknown class does (strict mode: an error).
            decoder.warn("the storyboard reference \(identifier) was not made: \(error.message)")
            decoder.markStandIn(self)
        } catch {
            decoder.fail(NibDecodingFailure(.nestedLoad(error.code.description), message: error.message, objectIndex: decoder.currentObjectIndex))
        }
    }

    required init() { super.init() }
}
