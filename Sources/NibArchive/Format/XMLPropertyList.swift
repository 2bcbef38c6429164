/// Builds a ``BinaryPropertyList`` value table from an XML property list, so XML keyed archives
/// (old `keyedobjects.nib` files saved as XML) go through ``KeyedArchiverReader`` too.
///
/// It takes the parsed tree as nested ``XMLPropertyList/Node``s, so the XML parsing itself stays
/// with the document reader.
public enum XMLPropertyList {
    /// One XML element: its name, text and children.
    public struct Node: Sendable {
        /// The element name (`dict`, `key`, `string`, `integer`…).
        public var name: String
        /// Its text.
        public var text: String
        /// Its child elements.
        public var children: [Node]
        /// Creates a node.
        public init(name: String, text: String, children: [Node]) {
            self.name = name
            self.text = text
            self.children = children
        }
    }

    /// The value table of the plist whose root element (`<plist>`) is `root`.
    public static func table(from root: Node) throws(ArchiveFormatError) -> BinaryPropertyList {
        guard root.name == "plist", let top = root.children.first else { throw ArchiveFormatError(.notAnArchive, "not an XML property list: no <plist> element") }
        var values: [BinaryPropertyList.Value] = []
        var pending: [(node: Node, index: Int)] = []
        func enqueue(_ node: Node) -> Int {
            values.append(.null)
            pending.append((node, values.count - 1))
            return values.count - 1
        }
        let topIndex = enqueue(top)
        while let (node, index) = pending.popLast() {
            switch node.name {
            case "dict":
                // `<dict><key>CF$UID</key><integer>n</integer></dict>` is a keyed-archiver reference.
                if node.children.count == 2, node.children[0].text == "CF$UID", let uid = Int(node.children[1].text.trimmingWhitespace) {
                    values[index] = .uid(uid)
                    continue
                }
                var keys: [Int] = []
                var members: [Int] = []
                var children = node.children[...]
                while let key = children.popFirst() {
                    guard key.name == "key", let member = children.popFirst() else { throw ArchiveFormatError(.malformed, "a <dict> is not key, value pairs") }
                    keys.append(enqueue(key))
                    members.append(enqueue(member))
                }
                values[index] = .dictionary(keys: keys, values: members)
            case "array": values[index] = .array(node.children.map(enqueue))
            case "key", "string": values[index] = .string(node.text)
            case "integer": values[index] = .integer(Int64(node.text.trimmingWhitespace) ?? 0)
            case "real": values[index] = .real(Double(node.text.trimmingWhitespace) ?? 0)
            case "true": values[index] = .bool(true)
            case "false": values[index] = .bool(false)
            case "data": values[index] = .data(Base64.decode(node.text))
            case "date": values[index] = .string(node.text)
            default: throw ArchiveFormatError(.malformed, "unknown property-list element <\(node.name)>")
            }
        }
        return BinaryPropertyList(values: values, top: topIndex)
    }
}

extension String {
    var trimmingWhitespace: Substring {
        let characters = self[...]
        return characters.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed().reduce(into: Substring()) { $0.append($1) }
    }
}

/// Base64 with whitespace and missing padding tolerated, as property lists and IB write it.
enum Base64 {
    static func decode(_ text: String) -> [UInt8] {
        var table = [UInt8](repeating: 255, count: 256)
        for (index, character) in "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8.enumerated() { table[Int(character)] = UInt8(index) }
        var output: [UInt8] = []
        var buffer: UInt32 = 0
        var bits = 0
        for character in text.utf8 {
            let value = table[Int(character)]
            guard value != 255 else { continue }
            buffer = buffer << 6 | UInt32(value)
            bits += 6
            if bits >= 8 {
                bits -= 8
                output.append(UInt8(truncatingIfNeeded: buffer >> UInt32(bits)))
            }
        }
        return output
    }
}
