import NibDocument

/// The content hugging priorities an AppKit view has before a document changes them, as the
/// ibtool pairs show them: ibtool archives `NSHuggingPriority` only where the document's
/// priorities (250 each when it names none) differ from these.
///
/// Fixed-height controls hug vertically at 750; help and disclosure buttons and steppers hug
/// both ways at 750; check boxes, radio buttons, square and bevel buttons, image views, colour
/// wells and plain views hug at 250. A vertical slider is taken to hug sideways (no pair has one).
extension Compilation {
    /// The `(horizontal, vertical)` priorities AppKit gives `element` by default.
    static func defaultContentHugging(_ element: Element) -> (Int, Int) {
        switch element.name {
        case "button":
            switch element.child(key: "cell")?["type"] ?? "push" {
            case "push", "recessed", "roundTextured", "roundRect": return (250, 750)
            case "help", "disclosure", "disclosureTriangle": return (750, 750)
            default: return (250, 250)
            }
        case "stepper": return (750, 750)
        case "slider": return element["vertical"] == "YES" || element.child(key: "cell")?["vertical"] == "YES" ? (750, 250) : (250, 750)
        case "imageView", "colorWell": return (250, 250)
        case "progressIndicator", "predicateEditor", "ruleEditor": return (250, 750)
        default: return appKitControlElements.contains(element.name) ? (250, 750) : (250, 250)
        }
    }
}
