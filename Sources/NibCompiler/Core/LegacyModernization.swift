import NibArchive
import NibDocument

/// Xcode 3/4 UIKit views compiled in today's schema: the legacy archive's object becomes the
/// element a modern document writes for the same view (`IBUILabel` → `<label>`, `IBUIText` →
/// `text="…"`, `NSFrame` → `<rect key="frame">`, `NSvFlags` → `<autoresizingMask>` and
/// `hidden`, `NSColor` → `<color>`, `IBUIFontDescription`/`NSFont` → `<fontDescription>`), and
/// goes through the same encoding and UIKit passes as a modern document's. ibtool compiles a
/// legacy document by loading it into Interface Builder's model and archiving the live objects,
/// so the same objects give the same keys whatever era the document is from.
///
/// Values the conversion does not know (a colour in a custom colour space, a nested object it
/// has no modern form for) keep the legacy renaming (``Compilation/legacyValues(of:object:)``).
extension Compilation {
    /// The legacy UIKit view classes compiled as their modern element, by legacy class.
    static let legacyUIKitModernElements: [String: String] = [
        "IBUIView": "view", "IBUILabel": "label", "IBUISwitch": "switch", "IBUISlider": "slider",
        "IBUIImageView": "imageView", "IBUITextField": "textField", "IBUIScrollView": "scrollView",
        "IBUIProgressView": "progressView", "IBUIActivityIndicatorView": "activityIndicatorView",
    ]

    /// Legacy keys with no modern counterpart: back pointers, key-view loops, IB's runtime tag.
    private static let legacyKeysWithoutModernForm: Set<String> = [
        "NSNextResponder", "NSSuperview", "NSWindow", "NSNextKeyView", "targetRuntimeIdentifier", "NSReuseIdentifierKey",
    ]

    /// The values of a legacy UIKit view as a modern document's same view compiles, or nil when
    /// its class has no modern form here.
    mutating func modernizedLegacyValues(of element: Element, object: DocumentObject) throws(CompileError) -> [KeyedValue]? {
        guard flavour == .uiKit, let name = Self.legacyUIKitModernElements[object.elementName] else { return nil }
        var modern = Element(name: name, attributes: [Attribute(name: "id", value: object.id)], line: element.line, column: element.column)
        var leftOver: [Element] = []
        var traits: Element?
        let hasFontDescription = element.child(key: "IBUIFontDescription") != nil
        for child in element.children {
            guard let key = child["key"], !Self.legacyKeysWithoutModernForm.contains(key), !key.hasPrefix("IBUISimulated") else { continue }
            switch key {
            case "NSFrame", "NSFrameSize":
                let numbers = Self.parseGeometryString(child.text)
                let frame = numbers.count == 4 ? numbers : numbers.count == 2 ? [0, 0] + numbers : []
                guard frame.count == 4 else { leftOver.append(child); continue }
                modern.children.append(Element(name: "rect", attributes: zip(["key", "x", "y", "width", "height"], ["frame"] + frame.map(Self.format)).map(Attribute.init)))
            case "NSvFlags":
                guard let flags = Int(child.text) else { leftOver.append(child); continue }
                let bits = [(1, "flexibleMinX"), (2, "widthSizable"), (4, "flexibleMaxX"), (8, "flexibleMinY"), (16, "heightSizable"), (32, "flexibleMaxY")]
                modern.children.append(Element(name: "autoresizingMask", attributes: [Attribute(name: "key", value: "autoresizingMask")]
                    + bits.filter { flags & $0.0 != 0 }.map { Attribute(name: $0.1, value: "YES") }))
                if flags & 0x8000_0000 != 0 { modern.attributes.append(Attribute(name: "hidden", value: "YES")) }
            case "NSSubviews":
                let members = child.children.compactMap { member -> Element? in
                    guard let archiveID = member["ref"] ?? member["id"], let id = archiveIndex.legacyObjectIDByArchiveID[archiveID] else { return nil }
                    return Element(name: "view", attributes: [Attribute(name: "id", value: id)])
                }
                modern.children.append(Element(name: "subviews", children: members))
            case "IBUIFont" where hasFontDescription:
                continue
            case "IBUIFont", "IBUIFontDescription":
                guard let font = legacyFontDescription(resolvedLegacy(child)) else { leftOver.append(child); continue }
                modern.children.append(font)
            case "IBUITextInputTraits":
                traits = resolvedLegacy(child)
            case "IBUIShadowOffset":
                let numbers = Self.parseGeometryString(child.text)
                guard numbers.count == 2 else { leftOver.append(child); continue }
                modern.children.append(Element(name: "size", attributes: [
                    Attribute(name: "key", value: "shadowOffset"), Attribute(name: "width", value: Self.format(numbers[0])),
                    Attribute(name: "height", value: Self.format(numbers[1])),
                ]))
            default:
                guard key.hasPrefix("IBUI") else { leftOver.append(child); continue }
                let attribute = Self.legacyAttributeName(key)
                if child.name == "nil" {
                    modern.children.append(Element(name: "nil", attributes: [Attribute(name: "key", value: attribute)]))
                } else if let color = legacyColor(resolvedLegacy(child), key: attribute) {
                    modern.children.append(color)
                } else if let image = legacyImageName(resolvedLegacy(child)) {
                    modern.attributes.append(Attribute(name: attribute, value: image))
                } else if let value = Self.legacyScalar(child, attribute: attribute) {
                    modern.attributes.append(Attribute(name: attribute, value: value))
                } else {
                    leftOver.append(child)
                }
            }
        }
        // One attribute per name (a hidden view says so in its flags and in `IBUIHidden`).
        var named: Set<String> = []
        modern.attributes = modern.attributes.filter { named.insert($0.name).inserted }
        var modernObject = object
        modernObject.elementName = name
        let index = archiveIndex.indexByID[object.id]
        var values = passedValues(modernObject, modern, try elementValues(of: modern, object: modernObject, index: index))
        if let traits { values += uiKitTextInputTraits(Self.legacyTextInputTraits(traits), index: index) }
        var legacy = element
        legacy.children = leftOver
        values += try legacyValues(of: legacy, object: object, modernizing: false)
        return values
    }

    /// `IBUIClipsSubviews` → `clipsSubviews`.
    static func legacyAttributeName(_ key: String) -> String {
        let name = key.dropFirst(4)
        return name.prefix(1).lowercased() + name.dropFirst()
    }

    /// A legacy value element (`<reference ref=…>`) followed to its definition.
    private func resolvedLegacy(_ element: Element) -> Element {
        guard element.name == "reference", let ref = element["ref"], let path = archiveIndex.legacyDefinitions[ref] else { return element }
        return document.element(at: path)
    }

    /// A scalar as a modern attribute's text: booleans as YES/NO, numbers plainly, an enumeration's
    /// number as the name a modern document gives it (`IBUITextAlignment` 1 → `center`).
    private static func legacyScalar(_ element: Element, attribute: String) -> String? {
        switch element.name {
        case "bool", "boolean": return (element["value"] ?? element.text) == "YES" ? "YES" : "NO"
        case "string": return text(of: element)
        case "int", "integer", "float", "double", "real":
            guard let number = Double(element["value"] ?? element.text) else { return nil }
            if let names = KeyTables.enumerations[attribute], let whole = Int(exactly: number),
               let name = names.filter({ $0.value == whole }).map(\.key).sorted().first
            {
                return name
            }
            return format(number)
        default: return nil
        }
    }

    /// An `NSColor` in one of the four calibrated or device spaces as the modern `<color>`; nil for
    /// any other (a custom colour space, a pattern), whose modern form is not known here.
    private func legacyColor(_ element: Element, key: String) -> Element? {
        guard element["class"] == "NSColor", element.child(key: "NSCustomColorSpace") == nil,
              let space = element.child(key: "NSColorSpace").flatMap({ Int($0.text) })
        else { return nil }
        func components(_ key: String) -> [String]? {
            guard let data = element.child(key: key), let bytes = Self.decodeBase64(data.text) else { return nil }
            let text = String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            let numbers = text.split(separator: " ").compactMap { Double($0) }
            return numbers.isEmpty ? nil : numbers.map(Self.format)
        }
        var attributes = [Attribute(name: "key", value: key)]
        switch space {
        case 1, 2:
            guard let rgb = components("NSRGB"), rgb.count >= 3 else { return nil }
            attributes += zip(["red", "green", "blue", "alpha"], rgb + (rgb.count == 3 ? ["1"] : [])).map(Attribute.init)
            attributes.append(Attribute(name: "colorSpace", value: space == 1 ? "calibratedRGB" : "deviceRGB"))
        case 3, 4:
            guard let white = components("NSWhite"), !white.isEmpty else { return nil }
            attributes += zip(["white", "alpha"], white + (white.count == 1 ? ["1"] : [])).map(Attribute.init)
            attributes.append(Attribute(name: "colorSpace", value: space == 3 ? "calibratedWhite" : "deviceWhite"))
        default:
            return nil
        }
        return Element(name: "color", attributes: attributes)
    }

    /// Xcode 4's `IBUIFontDescription` (type 1 system, 2 bold system, 3 italic system; or a named
    /// font) or Interface Builder 3's `NSFont` as the modern `<fontDescription>`.
    private func legacyFontDescription(_ element: Element) -> Element? {
        var attributes = [Attribute(name: "key", value: "fontDescription")]
        switch element["class"] {
        case "IBUIFontDescription":
            guard let size = element.child(key: "pointSize").flatMap({ Double($0.text) }) else { return nil }
            if let name = element.child(key: "name").map(Self.text(of:)) {
                attributes.append(Attribute(name: "name", value: name))
                if let family = element.child(key: "family").map(Self.text(of:)) { attributes.append(Attribute(name: "family", value: family)) }
            } else {
                let types = ["1": "system", "2": "boldSystem", "3": "italicSystem"]
                guard let type = element.child(key: "type").flatMap({ types[$0.text] }) else { return nil }
                attributes.append(Attribute(name: "type", value: type))
            }
            attributes.append(Attribute(name: "pointSize", value: Self.format(size)))
        case "NSFont":
            guard let name = element.child(key: "NSName").map(Self.text(of:)),
                  let size = element.child(key: "NSSize").flatMap({ Double($0.text) }) else { return nil }
            attributes += [
                Attribute(name: "name", value: name), Attribute(name: "family", value: String(name.split(separator: "-").first ?? Substring(name))),
                Attribute(name: "pointSize", value: Self.format(size)),
            ]
        default:
            return nil
        }
        return Element(name: "fontDescription", attributes: attributes)
    }

    /// An image by name (`NSCustomResource`'s `NSResourceName`), as a modern `image="…"` names it.
    private func legacyImageName(_ element: Element) -> String? {
        guard element["class"] == "NSCustomResource" else { return nil }
        return element.child(key: "NSResourceName").map(Self.text(of:))
    }

    /// `IBUITextInputTraits` as the modern `<textInputTraits>`: each trait by the name a modern
    /// document gives its number.
    private static func legacyTextInputTraits(_ element: Element) -> Element {
        var traits = Element(name: "textInputTraits", attributes: [Attribute(name: "key", value: "textInputTraits")])
        for child in element.children {
            guard let key = child["key"], key.hasPrefix("IBUI") else { continue }
            let attribute = legacyAttributeName(key)
            let raw = child["value"] ?? child.text
            if let trait = UIKitEnumerationNumbers.textInputTraits.first(where: { $0.attribute == attribute }), let number = Int(raw),
               let name = trait.numbers.filter({ $0.value == number }).map(\.key).sorted().first
            {
                traits.attributes.append(Attribute(name: attribute, value: name))
            } else if child.name == "bool" || child.name == "boolean" {
                traits.attributes.append(Attribute(name: attribute, value: raw == "YES" ? "YES" : "NO"))
            } else if child.name == "string" {
                traits.attributes.append(Attribute(name: attribute, value: text(of: child)))
            }
        }
        return traits
    }
}
