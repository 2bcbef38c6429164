/// The Swift type of a keyed child, by the element it is written as (`<color key="textColor">`).
enum ChildValueTypes {
    /// Value elements and their property types; any other element is an object (`AnyObject`).
    static let byElement: [String: String] = [
        "color": "NibColor", "font": "NibFont", "fontDescription": "NibFont", "string": "String", "bool": "Bool",
        "boolean": "Bool", "integer": "Int", "real": "Double", "double": "Double", "float": "Double", "rect": "CGRect",
        "size": "CGSize", "point": "CGPoint", "inset": "[Double]", "edgeInsets": "[Double]", "directionalEdgeInsets": "[Double]",
        "autoresizingMask": "Int", "modifierMask": "Int", "array": "[AnyObject]", "mutableArray": "[AnyObject]",
        "mutableData": "Data", "data": "Data", "dictionary": "[AnyHashable: Any]", "attributedString": "NibAttributedString",
    ]

    /// The property type of a child written as `element`; nil for `<nil>`, which says nothing.
    static func type(ofChild element: String) -> String? {
        element == "nil" ? nil : byElement[element] ?? "AnyObject"
    }
}
