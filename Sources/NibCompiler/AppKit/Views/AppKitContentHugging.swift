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

    /// Whether `element` is a button in a table cell view (at any depth) that names a hugging
    /// priority: ibtool writes it even at the button's default there, as it archives the cell
    /// view into the table's prototype nib (viraptor/ibtool's button rule).
    func namesHuggingInACellView(_ element: Element) -> Bool {
        guard element.name == "button", element["horizontalHuggingPriority"] != nil || element["verticalHuggingPriority"] != nil,
              let button = element["id"].flatMap({ document.object(id: $0) }) else { return false }
        return ancestors(of: button).contains { $0.elementName == "tableCellView" }
    }
}
