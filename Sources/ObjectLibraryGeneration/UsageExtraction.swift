import Foundation
import NibCompiler
import NibDocument

/// Reads a corpus of documents with NibDocument's parser and records what each element uses.
public enum UsageExtraction {
    /// Elements that are values of their parent, never objects of their own.
    static let valueElements: Set<String> = Set(ChildValueTypes.byElement.keys).union([
        "nil", "value", "state", "userDefinedRuntimeAttributes", "connections", "variation",
    ])
    /// Elements that are document structure, placeholders or resources, not library classes.
    static let structuralElements: Set<String> = [
        "document", "objects", "scenes", "scene", "resources", "dependencies", "designables", "subviews", "constraints",
        "plugIn", "capability", "deployment", "device", "adaptation", "image", "namedColor", "systemColor", "placeholder",
        "customObject", "exit", "include", "exclude", "mask", "designable", "accessibilityConnection", "sound",
    ]
    /// Keyed children that only Interface Builder's canvas uses.
    static let designKeys: Set<String> = ["canvasLocation", "freeformSize", "intrinsicContentSize"]

    /// The usage of every `.xib` and `.storyboard` under `corpus`; unreadable files are skipped.
    public static func usage(ofCorpusAt corpus: URL) -> ObjectLibraryUsage {
        var table: [String: ElementUsage] = [:]
        let reader = DocumentReader()
        let files = (FileManager.default.enumerator(at: corpus, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? [])
            .filter { ["xib", "storyboard"].contains($0.pathExtension) }
            .sorted { $0.path < $1.path }
        for file in files {
            guard let data = try? Data(contentsOf: file), let root = try? reader.readElementTree(data: data, file: file.path),
                root.name == "document" else { continue }
            let type = root["type"] ?? ""
            let flavour: Flavour = type.contains("Cocoa") && !type.contains("CocoaTouch") ? .appKit : .uiKit
            record(root, parent: nil, flavour: flavour, into: &table)
        }
        return ObjectLibraryUsage(elements: Array(table.values))
    }

    /// Records `element` (when it is an object) and its descendants.
    static func record(_ element: Element, parent: String?, flavour: Flavour, into table: inout [String: ElementUsage]) {
        let name = element.name
        let isValue = valueElements.contains(name) || KeyTables.skippedChildren.contains(name)
            || parent == "connections" || parent == "userDefinedRuntimeAttributes"
        let isListContainer = element.attributes.isEmpty
        if !isValue, !structuralElements.contains(name), !isListContainer {
            let id = "\(flavour.rawValue) \(name)"
            var usage = table[id] ?? ElementUsage(flavour: flavour.rawValue, element: name)
            recordObject(element, flavour: flavour, into: &usage)
            table[id] = usage
        }
        for child in element.children { record(child, parent: name, flavour: flavour, into: &table) }
    }

    /// Records one object element's attributes, keyed children, lists and outlets.
    static func recordObject(_ element: Element, flavour: Flavour, into usage: inout ElementUsage) {
        usage.count += 1
        for attribute in element.attributes {
            let name = attribute.name
            if KeyTables.structuralAttributes.contains(name) || ["hidden", "userInteractionEnabled", "key", "id"].contains(name) { continue }
            usage.attributes[name, default: [:]][kind(of: attribute.value, attribute: name).rawValue, default: 0] += 1
        }
        var lists = Set(usage.lists)
        for child in element.children {
            if let key = child["key"] {
                if designKeys.contains(key) || key.hasPrefix("simulated") || KeyTables.skippedChildren.contains(child.name) || !isIdentifier(key) { continue }
                if child.name == "rect", key == "frame" {
                    usage.hasFrame = true
                    continue
                }
                if child.name == "autoresizingMask" || child.name == "state" { continue }
                var tags = Set(usage.children[key] ?? [])
                tags.insert(child.name)
                usage.children[key] = tags.sorted()
                if key == "cell" { usage.isControl = true }
            } else if child["id"] == nil, !valueElements.contains(child.name), !KeyTables.skippedChildren.contains(child.name), !child.children.isEmpty {
                lists.insert(child.name)
            }
        }
        usage.lists = lists.sorted()
        if element["contentHorizontalAlignment"] != nil { usage.isControl = true }
        if element["customClass"] == nil {
            var outlets = Set(usage.outlets)
            for connections in element.children where connections.name == "connections" {
                for connection in connections.children where connection.name == "outlet" || connection.name == "outletCollection" {
                    if let property = connection["property"] { outlets.insert(property) }
                }
            }
            usage.outlets = outlets.sorted()
        }
    }

    /// The kind of an attribute's text.
    static func kind(of raw: String, attribute: String) -> ValueKind {
        if let cases = KeyTables.enumerations[attribute], cases[raw] != nil { return .enumerationCase }
        if raw == "YES" || raw == "NO" { return .yesNo }
        if isInteger(raw) { return .integer }
        if isReal(raw) { return .real }
        return .text
    }

    /// `-?\d+`.
    static func isInteger(_ text: String) -> Bool {
        let digits = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
        return !digits.isEmpty && digits.allSatisfy(\.isASCIIDigit)
    }

    /// `-?\d*\.\d+(e-?\d+)?`.
    static func isReal(_ text: String) -> Bool {
        var rest = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
        var exponent: Substring = ""
        if let e = rest.firstIndex(of: "e") {
            exponent = rest[rest.index(after: e)...]
            rest = rest[..<e]
            if exponent.hasPrefix("-") { exponent = exponent.dropFirst() }
            if exponent.isEmpty || !exponent.allSatisfy(\.isASCIIDigit) { return false }
        }
        guard let dot = rest.firstIndex(of: "."), rest.firstIndex(of: ".") == rest.lastIndex(of: ".") else { return false }
        let fraction = rest[rest.index(after: dot)...]
        return rest[..<dot].allSatisfy(\.isASCIIDigit) && !fraction.isEmpty && fraction.allSatisfy(\.isASCIIDigit)
    }

    /// `[a-zA-Z_]\w*`.
    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first == "_" || first.properties.isAlphabetic && first.isASCII else { return false }
        return text.unicodeScalars.allSatisfy { $0 == "_" || $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) }
    }
}

extension Character {
    /// `0`…`9`.
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
