import NibDocument

/// Interface Builder writes every size, position and inset as a finite decimal number. One that
/// is not (`nan`, `inf`, `1e400`, `wide`) has no meaning a framework could lay out, so the
/// compiler refuses it, naming its place, rather than archive a frame no view can take.
extension NibCompiler {
    /// The elements whose attributes, but the listed ones, are all numbers.
    static let numberElements: [String: Set<String>] = [
        "rect": ["key"], "size": ["key"], "point": ["key"], "edgeInsets": ["key"], "inset": ["key"], "offset": ["key"],
        "directionalEdgeInsets": ["key"], "insets": ["key"],
    ]

    /// The size of a font, where it names one.
    static let fontSizeAttributes: Set<String> = ["size", "pointSize"]

    /// Throws at the first number in `element`'s tree (of `file`) that is not a finite decimal.
    static func checkNumbers(in element: Element, of file: String) throws(CompileError) {
        var pending = [(element, element["id"])]
        while let (next, ownerID) = pending.popLast() {
            try checkOwnNumbers(of: next, ownerID: ownerID, file: file)
            pending += next.children.reversed().map { ($0, $0["id"] ?? ownerID) }
        }
    }

    private static func checkOwnNumbers(of element: Element, ownerID: String?, file: String) throws(CompileError) {
        let checked: [Attribute]
        if let exempt = Self.numberElements[element.name] {
            checked = element.attributes.filter { !exempt.contains($0.name) }
        } else if element.name == "font" || element.name == "fontDescription" {
            checked = element.attributes.filter { Self.fontSizeAttributes.contains($0.name) }
        } else {
            return
        }
        for attribute in checked {
            guard let number = Double(attribute.value), number.isFinite else {
                let what = element["key"].map { "\(element.name) \($0)" } ?? element.name
                throw CompileError(
                    message: "the \(what)'s \(attribute.name) is '\(attribute.value)', not a finite number; Interface Builder writes a decimal such as 20 or 20.5, so correct the value",
                    objectID: ownerID, location: SourceLocation(file: file, line: element.line, column: element.column))
            }
        }
    }
}
