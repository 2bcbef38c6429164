import NibArchive
import NibDocument

/// Where a document's localizable strings are, by element position and attribute, so the
/// compiler archives them as `NSLocalizableString`s carrying their `<objectID>.<property>` key
/// (as ibtool does), and a compiled nib can be localized from `.strings` files at load.
struct LocalizationSpots: Sendable {
    private struct Spot: Hashable {
        var line: Int
        var column: Int
        /// The attribute, or "" for the element's text.
        var attribute: String
    }

    private var keys: [Spot: String] = [:]

    init(_ document: InterfaceDocument) {
        for string in document.localizableStrings {
            switch string.storage {
            case .attribute(let path, let name):
                let element = document.element(at: path)
                keys[Spot(line: element.line, column: element.column, attribute: name)] = string.key
            case .text(let path):
                let element = document.element(at: path)
                keys[Spot(line: element.line, column: element.column, attribute: "")] = string.key
            }
        }
    }

    /// The key of an attribute's text (`attribute` nil: the element's own text), if it is localizable.
    func key(of element: Element, attribute: String?) -> String? {
        guard element.line > 0 else { return nil }
        return keys[Spot(line: element.line, column: element.column, attribute: attribute ?? "")]
    }
}

extension Compilation {
    /// A text value: an `NSLocalizableString` with its key when the document localizes it, else a shared `NSString`.
    /// On the Mac, Apple's schema also keeps the development language's text as `NSDev` (a probed
    /// Python ibtool for NetNewsWire's Mac xibs, Apple's ibtool 27; the spec's string entry).
    mutating func text(_ text: String, of element: Element, attribute: String?) -> ArchiveValue {
        guard let key = input.localizationSpots?.key(of: element, attribute: attribute) else { return .object(builder.string(text)) }
        return localizableString(text, key: key)
    }

    /// An `NSLocalizableString`: the text and its `<objectID>.<property>` key (and `NSDev`, as above).
    mutating func localizableString(_ text: String, key: String) -> ArchiveValue {
        var values = [
            KeyedValue("NS.bytes", .data(Array(text.utf8))),
            KeyedValue("NSKey", .object(builder.string(key))),
        ]
        if flavour == .appKit, writesAppleOnlyKeys { values.append(KeyedValue("NSDev", .object(builder.string(text)))) }
        return .object(builder.add(ArchivedObject(className: "NSLocalizableString", values: values)))
    }
}
