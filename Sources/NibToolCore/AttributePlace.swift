/// Where one attribute of a document sits: its element's line and column and the attribute's
/// name (empty for the element itself). Attribute uses the compiler records are matched to the
/// document's elements by it.
struct AttributePlace: Hashable {
    var line: Int
    var column: Int
    var attribute: String
}
