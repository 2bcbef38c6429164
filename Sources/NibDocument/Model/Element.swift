/// One attribute of an element, kept in document order.
public struct Attribute: Hashable, Sendable {
    /// The attribute's name, for example `customClass`.
    public var name: String
    /// The attribute's value with entities resolved.
    public var value: String

    /// Creates an attribute.
    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}

/// One XML element of a document, with everything it holds: nothing is dropped.
///
/// Elements are values. Children, attributes and text keep their document order, so a
/// document can be written back, diffed or inspected in full, known parts or not.
public struct Element: Hashable, Sendable {
    /// The element's name, for example `label` or `constraint`.
    public var name: String
    /// The attributes, in document order.
    public var attributes: [Attribute]
    /// The child elements, in document order.
    public var children: [Element]
    /// The character data directly inside the element (CDATA included), concatenated.
    public var text: String
    /// Comments directly before this element (a storyboard scene's title, for instance).
    public var leadingComments: [String]
    /// The 1-based line of the element's `<`.
    public var line: Int
    /// The 1-based column of the element's `<`.
    public var column: Int

    /// Creates an element.
    public init(
        name: String, attributes: [Attribute] = [], children: [Element] = [], text: String = "",
        leadingComments: [String] = [], line: Int = 0, column: Int = 0
    ) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.text = text
        self.leadingComments = leadingComments
        self.line = line
        self.column = column
    }

    /// The value of the attribute `name`, or nil when the element does not have it.
    public subscript(_ name: String) -> String? {
        for attribute in attributes where attribute.name == name { return attribute.value }
        return nil
    }

    /// The first child element named `name`, optionally with `key="…"`.
    public func child(_ name: String, key: String? = nil) -> Element? {
        children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }

    /// The first child element with `key="…"`, whatever its name.
    public func child(key: String) -> Element? {
        children.first { $0["key"] == key }
    }

    /// The descendant at a path of child indices (the element itself for an empty path).
    public func descendant(at path: ElementPath) -> Element {
        var element = self
        for step in path.indices { element = element.children[step] }
        return element
    }

    /// Changes the descendant at a path in place.
    public mutating func modifyDescendant(at path: ElementPath, _ change: (inout Element) -> Void) {
        guard let first = path.indices.first else {
            change(&self)
            return
        }
        children[first].modifyDescendant(at: ElementPath(Array(path.indices.dropFirst())), change)
    }

    /// Sets an attribute, replacing its value where it is, or adding it at the end.
    public mutating func setAttribute(_ name: String, to value: String) {
        if let index = attributes.firstIndex(where: { $0.name == name }) {
            attributes[index].value = value
        } else {
            attributes.append(Attribute(name: name, value: value))
        }
    }

    /// All child elements named `name`.
    public func children(named name: String) -> [Element] {
        children.filter { $0.name == name }
    }
}
