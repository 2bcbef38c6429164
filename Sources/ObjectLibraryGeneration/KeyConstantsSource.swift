import NibRuntime

/// The source of the library's key constants (`Generated/NibKey+Library.swift`).
struct KeyConstantsSource {
    /// The keys, each once.
    let keys: Set<String>

    /// Two keys whose constants would have one name.
    struct NameClash: Error, CustomStringConvertible {
        let name: String
        var description: String { "two keys would be the constant NibKey.\(name)" }
    }

    /// The file's text: one constant a key, by name, and the table of them all.
    var text: String {
        get throws {
            let sorted = keys.map { (name: KeyConstants.name(of: $0), key: $0) }.sorted { $0.name < $1.name }
            for (first, second) in zip(sorted, sorted.dropFirst()) where first.name == second.name { throw NameClash(name: first.name) }
            return Self.text(of: sorted)
        }
    }

    static func text(of sorted: [(name: String, key: String)]) -> String {
        var lines = [
            ClassSource.header, "import NibRuntime", "",
            "/// The archive keys the library's classes read with a signature check (`coder.nibString(.uiTitle, in: keys)`).",
            "extension NibKey {",
        ]
        for (name, key) in sorted {
            lines.append("    @inline(__always) package static var \(name): NibKey { NibKey(\"\(key)\", signature: \(ClassSource.hex(NibKeySet.signature(of: key)))) }")
        }
        lines.append("")
        lines.append("    /// Every constant above (the test that checks their signatures reads them).")
        lines.append("    package static let library: [NibKey] = [")
        lines += sorted.map { "        .\($0.name)," }
        lines.append("    ]")
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }
}
