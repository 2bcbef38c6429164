import NibDocument

/// One localizable string of a document, as ibtool's `--generate-strings-file` lists it: the
/// key `<objectID>.<property>`, the class and property for the comment, the text, and where in
/// the element tree it lives (so a translation can be written back).
public struct LocalizableString: Sendable, Hashable {
    /// Where the text is stored in the document.
    public enum Storage: Sendable, Hashable {
        /// The attribute `name` of the element at `path`.
        case attribute(path: ElementPath, name: String)
        /// The character data of the element at `path` (`<string key="text">…</string>`).
        case text(path: ElementPath)
    }

    /// The object's id (an integer in converted documents).
    public var objectID: String
    /// The property: `text`, `normalTitle`, `segmentTitles[0]`, `ibShadowedToolTip`…
    public var property: String
    /// The class named in the comment: the standard class, not the custom class.
    public var className: String
    /// The text in the document.
    public var text: String
    /// Where it is stored.
    public var storage: Storage

    /// `<objectID>.<property>`, the key in `.strings` files and catalogs.
    public var key: String { "\(objectID).\(property)" }

    /// ibtool's comment: `Class = "UILabel"; text = "Hello"; ObjectID = "5aJ-pO-gnw";`
    /// (indexed properties are named with their object id, as ibtool does).
    public var comment: String {
        let name = property.hasSuffix("]") ? key : property
        return "Class = \"\(className)\"; \(name) = \"\(Self.escape(text))\"; ObjectID = \"\(objectID)\";"
    }

    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "\n", with: "\\n")
    }
}

extension InterfaceDocument {
    /// Every localizable string, in document order.
    public var localizableStrings: [LocalizableString] {
        var found: [LocalizableString] = []
        LocalizableStringFinder(document: self).visit(root, path: ElementPath([]), owner: nil, into: &found)
        return found
    }
}

/// The walk behind ``InterfaceDocument/localizableStrings``: which attributes and child texts of
/// which elements are localizable, per platform, as the keys in real `.strings` files show.
struct LocalizableStringFinder {
    let document: InterfaceDocument

    /// The element that owns an `id`, with its class for comments.
    struct Owner {
        var id: String
        var className: String
        var path: ElementPath
    }

    /// Attributes localized under their own name, by element.
    static let uiKitAttributes: [String: [String]] = [
        "label": ["text"], "textField": ["text", "placeholder"], "textView": ["text"],
        "navigationItem": ["title", "prompt", "backButtonTitle"], "barButtonItem": ["title"], "tabBarItem": ["title"],
        "searchBar": ["text", "placeholder", "prompt"], "tableViewSection": ["headerTitle", "footerTitle"],
        "tableViewCell": [], "button": [],
    ]
    static let appKitAttributes: [String: [String]] = [
        "menu": ["title"], "menuItem": ["title"], "window": ["title"], "panel": ["title"], "box": ["title"],
        "textFieldCell": ["title", "placeholderString"], "searchFieldCell": ["title", "placeholderString"],
        "secureTextFieldCell": ["title", "placeholderString"], "tokenFieldCell": ["title", "placeholderString"],
        "comboBoxCell": ["title", "placeholderString"], "buttonCell": ["title", "alternateTitle"],
        "popUpButtonCell": ["title"], "formCell": ["title", "placeholderString"], "tabViewItem": ["label"],
        "toolbarItem": ["label", "paletteLabel", "toolTip"], "tableHeaderCell": ["title"], "textView": [],
    ]
    /// Binding options that carry placeholder text, and the property ibtool names them by.
    static let bindingPlaceholders: [String: String] = [
        "NSNullPlaceholder": "ibShadowedIsNilPlaceholder", "NSNoSelectionPlaceholder": "ibShadowedNoSelectionPlaceholder",
        "NSMultipleValuesPlaceholder": "ibShadowedMultipleValuesPlaceholder", "NSNotApplicablePlaceholder": "ibShadowedNotApplicablePlaceholder",
    ]

    func visit(_ element: Element, path: ElementPath, owner: Owner?, into found: inout [LocalizableString]) {
        var owner = owner
        if let id = element["id"], element.name != "segue", element.name != "outlet", element.name != "action", element.name != "constraint" {
            let className = element.name == "binding" ? "BindingConnection" : (document.object(id: id)?.standardClassName ?? element.name)
            owner = Owner(id: id, className: className, path: path)
        }
        if let owner, owner.path == path { collect(element, path: path, owner: owner, into: &found) }
        for (index, child) in element.children.enumerated() {
            visit(child, path: path.appending(index), owner: owner, into: &found)
        }
    }

    private func collect(_ element: Element, path: ElementPath, owner: Owner, into found: inout [LocalizableString]) {
        func add(_ property: String, _ text: String?, _ storage: LocalizableString.Storage) {
            guard let text, !text.isEmpty else { return }
            found.append(LocalizableString(objectID: owner.id, property: property, className: owner.className, text: text, storage: storage))
        }
        /// An attribute, or the `<string key="name">` child IB writes for long or multi-line text.
        func addAttribute(_ name: String, as property: String? = nil) {
            if let value = element[name] {
                add(property ?? name, value, .attribute(path: path, name: name))
            } else if let index = element.children.firstIndex(where: { $0.name == "string" && $0["key"] == name }) {
                add(property ?? name, element.children[index].text, .text(path: path.appending(index)))
            }
        }
        let isAppKit = document.platform == .macOS
        let table = isAppKit ? Self.appKitAttributes : Self.uiKitAttributes
        for name in table[element.name] ?? [] { addAttribute(name) }
        if element.name.hasSuffix("ontroller") || element.name == "viewController" { addAttribute("title") }

        if isAppKit {
            if element.name == "tableColumn", let index = element.children.firstIndex(where: { $0.name == "tableHeaderCell" && $0["id"] == nil }) {
                add("headerCell.title", element.children[index]["title"], .attribute(path: path.appending(index), name: "title"))
            }
            if element["toolTip"] != nil, element.name != "toolbarItem" { addAttribute("toolTip", as: "ibShadowedToolTip") }
            if element.name == "segmentedCell" { indexed(element, path: path, list: "segments", item: "segment", attribute: "label", property: "ibShadowedLabels", add: add) }
            if element.name == "binding", let options = element.children.firstIndex(where: { $0.name == "dictionary" && $0["key"] == "options" }) {
                for (index, option) in element.children[options].children.enumerated() {
                    guard let key = option["key"], let property = Self.bindingPlaceholders[key], option.name == "string" else { continue }
                    add(property, option.text, .text(path: path.appending(options).appending(index)))
                }
            }
        } else {
            if element.name == "button" {
                for (index, state) in element.children.enumerated() where state.name == "state" {
                    guard let key = state["key"] else { continue }
                    if let title = state["title"] {
                        add("\(key)Title", title, .attribute(path: path.appending(index), name: "title"))
                    } else if let string = state.children.firstIndex(where: { $0.name == "string" && $0["key"] == "title" }) {
                        add("\(key)Title", state.children[string].text, .text(path: path.appending(index).appending(string)))
                    }
                }
            }
            if element.name == "segmentedControl" { indexed(element, path: path, list: "segments", item: "segment", attribute: "title", property: "segmentTitles", add: add) }
            if element.name == "searchBar", let list = element.children.firstIndex(where: { $0["key"] == "scopeButtonTitles" }) {
                for (index, item) in element.children[list].children.enumerated() where item.name == "string" {
                    add("scopeButtonTitles[\(index)]", item.text, .text(path: path.appending(list).appending(index)))
                }
            }
        }
        // Accessibility: UIKit's label and hint, AppKit's description and help.
        for (index, child) in element.children.enumerated() where child.name == "accessibility" {
            let accessibilityPath = path.appending(index)
            if isAppKit {
                if let text = child["description"] { add("ibExternalAccessibilityDescription", text, .attribute(path: accessibilityPath, name: "description")) }
                if let text = child["help"] { add("ibExternalAccessibilityHelp", text, .attribute(path: accessibilityPath, name: "help")) }
            } else {
                if let text = child["label"] { add("accessibilityLabel", text, .attribute(path: accessibilityPath, name: "label")) }
                if let text = child["hint"] { add("accessibilityHint", text, .attribute(path: accessibilityPath, name: "hint")) }
            }
        }
    }

    /// `<segments><segment label="…"/>…</segments>` → `property[i]`.
    private func indexed(
        _ element: Element, path: ElementPath, list: String, item: String, attribute: String, property: String,
        add: (String, String?, LocalizableString.Storage) -> Void
    ) {
        guard let listIndex = element.children.firstIndex(where: { $0.name == list }) else { return }
        var position = 0
        for (index, child) in element.children[listIndex].children.enumerated() where child.name == item {
            add("\(property)[\(position)]", child[attribute], .attribute(path: path.appending(listIndex).appending(index), name: attribute))
            position += 1
        }
    }
}

extension InterfaceDocument {
    /// A copy with translations applied by key (`<objectID>.<property>`), as ibtool's
    /// `--import-strings-file` makes; keys the document does not have are ignored.
    /// - Returns: the localized document and how many strings were replaced.
    public func localized(with translations: [String: String]) throws(DocumentError) -> (document: InterfaceDocument, applied: Int) {
        var root = self.root
        var applied = 0
        for string in localizableStrings {
            guard let translation = translations[string.key] else { continue }
            switch string.storage {
            case .attribute(let path, let name):
                root.modifyDescendant(at: path) { $0.setAttribute(name, to: translation) }
            case .text(let path):
                root.modifyDescendant(at: path) { $0.text = translation }
            }
            applied += 1
        }
        return (try DocumentReader().read(root: root, file: file), applied)
    }
}
