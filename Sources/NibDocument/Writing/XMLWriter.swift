import Foundation

/// Writes an element tree as Interface Builder writes documents: an XML declaration, four-space
/// indentation, attributes in their order, self-closing empty elements, comments before the
/// elements they came before.
public enum XMLWriter {
    /// The document's XML text.
    public static func text(of root: Element) -> String {
        var out = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
        write(root, depth: 0, into: &out)
        return out
    }

    /// The document's bytes (UTF-8).
    public static func data(of root: Element) -> Data { Data(text(of: root).utf8) }

    private static func write(_ element: Element, depth: Int, into out: inout String) {
        let indent = String(repeating: "    ", count: depth)
        for comment in element.leadingComments { out += "\(indent)<!--\(comment)-->\n" }
        out += "\(indent)<\(element.name)"
        for attribute in element.attributes { out += " \(attribute.name)=\"\(escape(attribute.value, quote: true))\"" }
        if element.children.isEmpty && element.text.isEmpty {
            out += "/>\n"
            return
        }
        out += ">"
        if element.children.isEmpty {
            out += escape(element.text, quote: false) + "</\(element.name)>\n"
            return
        }
        out += "\n"
        if !element.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            out += indent + "    " + escape(element.text, quote: false) + "\n"
        }
        for child in element.children { write(child, depth: depth + 1, into: &out) }
        out += "\(indent)</\(element.name)>\n"
    }

    /// Escapes markup characters; in attributes also quotes and the whitespace XML would fold.
    static func escape(_ text: String, quote: Bool) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where quote: out += "&quot;"
            case "\n" where quote: out += "&#10;"
            case "\r": out += "&#13;"
            case "\t" where quote: out += "&#9;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
