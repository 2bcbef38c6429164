/// The content hugging priorities an AppKit view has before a document changes them, as the
/// ibtool pairs show them: ibtool archives `NSHuggingPriority` only where the document's
/// priorities (250 each when it names none) differ from these, so the compiler leaves these
/// out and the object library gives them back.
///
/// Fixed-height controls hug vertically at 750; help and disclosure buttons and steppers hug
/// both ways at 750; check boxes, radio buttons, square and bevel buttons, image views, colour
/// wells and plain views hug at 250. A vertical slider is taken to hug sideways (no pair has one).
public enum AppKitContentHugging {
    /// The `(horizontal, vertical)` priorities AppKit gives a view of Interface Builder's
    /// `element`; `buttonType` is a button cell's `type`, `isControl` whether the element is a control.
    public static func defaults(element: String, buttonType: String?, isVertical: Bool, isControl: Bool) -> (horizontal: Int, vertical: Int) {
        switch element {
        case "button":
            switch buttonType ?? "push" {
            case "push", "recessed", "roundTextured", "roundRect": return (250, 750)
            case "help", "disclosure", "disclosureTriangle": return (750, 750)
            default: return (250, 250)
            }
        case "stepper": return (750, 750)
        case "slider": return isVertical ? (750, 250) : (250, 750)
        case "imageView", "colorWell": return (250, 250)
        case "progressIndicator", "predicateEditor", "ruleEditor": return (250, 750)
        default: return isControl ? (250, 750) : (250, 250)
        }
    }
}
