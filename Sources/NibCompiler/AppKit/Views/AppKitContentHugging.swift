import NibArchive
import NibDocument

extension Compilation {
    /// The `(horizontal, vertical)` priorities AppKit gives `element` by default (`AppKitContentHugging`).
    static func defaultContentHugging(_ element: Element) -> (Int, Int) {
        let cell = element.child(key: "cell")
        let standard = AppKitContentHugging.defaults(
            element: element.name, buttonType: cell?["type"], isVertical: element["vertical"] == "YES" || cell?["vertical"] == "YES",
            isControl: appKitControlElements.contains(element.name))
        return (standard.horizontal, standard.vertical)
    }
}
