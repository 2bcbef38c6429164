import NibSupport

/// Limits that keep hostile documents from exhausting the stack, memory or time.
///
/// The defaults are far above what Xcode writes (the largest real document seen has about
/// 40 levels and 30,000 elements).
public struct ReadingLimits: Sendable, Hashable {
    /// The deepest element nesting accepted.
    public var maximumDepth = 256
    /// The most elements one document may hold.
    public var maximumElementCount = 2_000_000
    /// The largest document, in bytes.
    public var maximumByteCount = 256 << 20

    /// The default limits.
    public init() {}
}

/// A small, strict XML reader: elements, attributes, text, CDATA, comments and the five
/// predefined and numeric character references. DTDs and entity declarations are refused,
/// so no document can expand or fetch anything.
///
/// It records each element's line and column and never recurses, so nesting depth is a
/// counted limit, not a stack overflow.
struct XMLReader {
    private let bytes: [UInt8]
    private let file: String
    private let limits: ReadingLimits
    private var index = 0
    private var elementCount = 0
    private var lines = LineTable([UInt8]())

    init(bytes: [UInt8], file: String, limits: ReadingLimits) {
        self.bytes = bytes
        self.file = file
        self.limits = limits
    }

    /// Reads the whole document and returns its root element.
    mutating func readDocument() throws(DocumentError) -> Element {
        guard bytes.count <= limits.maximumByteCount else {
            throw error(.limitExceeded, "the document is \(bytes.count) bytes, over the limit of \(limits.maximumByteCount)", at: 0)
        }
        lines = LineTable(bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        var stack: [Element] = []
        var pendingComments: [String] = []
        var root: Element?
        while index < bytes.count {
            let byte = bytes[index]
            if byte != UInt8(ascii: "<") {
                let start = index
                while index < bytes.count, bytes[index] != UInt8(ascii: "<") { index += 1 }
                if stack.isEmpty {
                    if let text = bytes[start..<index].firstIndex(where: { !isSpace($0) }) {
                        throw error(.malformedXML, "text outside the root element", at: text)
                    }
                } else {
                    let text = try decodeText(start, index)
                    stack[stack.count - 1].text += text
                }
                continue
            }
            let start = index
            if matches("<!--") {
                let body = try scan(to: "-->", from: index + 4, what: "comment", openedAt: index)
                pendingComments.append(string(index + 4, body))
                index = body + 3
            } else if matches("<![CDATA[") {
                let body = try scan(to: "]]>", from: index + 9, what: "CDATA section", openedAt: index)
                guard !stack.isEmpty else { throw error(.malformedXML, "CDATA outside the root element", at: start) }
                stack[stack.count - 1].text += string(index + 9, body)
                index = body + 3
            } else if matches("<?") {
                index = try scan(to: "?>", from: index + 2, what: "processing instruction") + 2
            } else if matches("<!DOCTYPE") {
                // A plain DOCTYPE (property lists carry one) is skipped; an internal subset could
                // declare entities, so it is refused.
                let end = try scan(to: ">", from: index, what: "document type declaration")
                if bytes[index..<end].contains(UInt8(ascii: "[")) {
                    throw error(.unsupported, "document type declarations with an internal subset are not accepted (they can declare expanding entities); remove the [ … ] part", at: start)
                }
                index = end + 1
            } else if matches("<!ENTITY") {
                throw error(.unsupported, "entity declarations are not accepted", at: start)
            } else if matches("</") {
                index += 2
                let name = try readName()
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else {
                    throw error(.malformedXML, "expected '>' to close </\(name)", at: index)
                }
                index += 1
                guard let open = stack.popLast() else {
                    throw error(.malformedXML, "closing tag </\(name)> has no matching opening tag", at: start)
                }
                guard open.name == name else {
                    throw error(.malformedXML, "closing tag </\(name)> does not match <\(open.name)> opened at line \(open.line)", at: start)
                }
                finish(open, stack: &stack, root: &root)
            } else {
                index += 1
                let name = try readName()
                var element = Element(name: name)
                (element.line, element.column) = position(of: start)
                element.leadingComments = pendingComments
                pendingComments = []
                elementCount += 1
                guard elementCount <= limits.maximumElementCount else {
                    throw error(.limitExceeded, "more than \(limits.maximumElementCount) elements", at: start)
                }
                let selfClosing = try readAttributes(into: &element)
                guard root == nil else { throw error(.malformedXML, "a second root element <\(name)>", at: start) }
                if selfClosing {
                    finish(element, stack: &stack, root: &root)
                } else {
                    stack.append(element)
                    guard stack.count <= limits.maximumDepth else {
                        throw error(.limitExceeded, "elements nest deeper than \(limits.maximumDepth) levels", at: start)
                    }
                }
            }
        }
        if let open = stack.last {
            throw error(.malformedXML, "the document ends inside <\(open.name)> opened at line \(open.line); the file may be truncated", at: bytes.count)
        }
        guard let root else { throw error(.malformedXML, "the document has no root element", at: bytes.count) }
        return root
    }

    private func finish(_ element: Element, stack: inout [Element], root: inout Element?) {
        if stack.isEmpty {
            root = element
        } else {
            stack[stack.count - 1].children.append(element)
        }
    }

    /// Reads attributes up to `>` or `/>`; returns whether the element closed itself.
    private mutating func readAttributes(into element: inout Element) throws(DocumentError) -> Bool {
        // Names seen, once an element has more than a few: checking each new name against all
        // earlier ones would make one element with 100,000 attributes take 5 billion comparisons.
        var names: Set<String> = []
        while true {
            skipSpace()
            guard index < bytes.count else {
                throw error(.malformedXML, "the document ends inside the tag <\(element.name)", at: index)
            }
            if bytes[index] == UInt8(ascii: ">") { index += 1; return false }
            if bytes[index] == UInt8(ascii: "/") {
                guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: ">") else {
                    throw error(.malformedXML, "expected '/>'", at: index)
                }
                index += 2
                return true
            }
            let nameStart = index
            let name = try readName()
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
                throw error(.malformedXML, "attribute '\(name)' has no value", at: nameStart)
            }
            index += 1
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
                throw error(.malformedXML, "the value of attribute '\(name)' must be quoted", at: index)
            }
            let quote = bytes[index]
            let valueStart = index + 1
            var end = valueStart
            while end < bytes.count, bytes[end] != quote {
                if bytes[end] == UInt8(ascii: "<") {
                    throw error(.malformedXML, "'<' inside the value of attribute '\(name)'", at: end)
                }
                end += 1
            }
            guard end < bytes.count else {
                throw error(.malformedXML, "the value of attribute '\(name)' is not closed", at: valueStart)
            }
            index = end + 1
            let repeated: Bool
            if element.attributes.count < 8 {
                repeated = element.attributes.contains { $0.name == name }
            } else {
                if names.isEmpty { names = Set(element.attributes.map(\.name)) }
                repeated = !names.insert(name).inserted
            }
            if repeated {
                throw error(.malformedXML, "attribute '\(name)' appears twice on <\(element.name)>", at: nameStart)
            }
            element.attributes.append(Attribute(name: name, value: try decodeText(valueStart, end, normalizingSpace: true)))
        }
    }

    private mutating func readName() throws(DocumentError) -> String {
        let start = index
        while index < bytes.count, isNameByte(bytes[index]) { index += 1 }
        guard index > start else { throw error(.malformedXML, "expected a name", at: start) }
        return string(start, index)
    }

    private mutating func skipSpace() {
        while index < bytes.count, isSpace(bytes[index]) { index += 1 }
    }

    private func matches(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        return literal.withUTF8Buffer { buffer in
            for offset in 0..<count where bytes[index + offset] != buffer[offset] { return false }
            return true
        }
    }

    private func scan(to terminator: StaticString, from start: Int, what: String, openedAt opening: Int? = nil) throws(DocumentError) -> Int {
        let count = terminator.utf8CodeUnitCount
        let found: Int? = terminator.withUTF8Buffer { buffer in
            var position = start
            while position + count <= bytes.count {
                var equal = true
                for offset in 0..<count where bytes[position + offset] != buffer[offset] { equal = false; break }
                if equal { return position }
                position += 1
            }
            return nil
        }
        guard let found else { throw error(.malformedXML, "the \(what) is not closed", at: opening ?? start) }
        return found
    }

    /// Decodes character data, resolving references; attribute values also turn tabs and
    /// line breaks into spaces, as XML requires.
    private func decodeText(_ start: Int, _ end: Int, normalizingSpace: Bool = false) throws(DocumentError) -> String {
        var needsWork = false
        for position in start..<end {
            let byte = bytes[position]
            if byte == UInt8(ascii: "&") || byte == 13 || (normalizingSpace && (byte == 9 || byte == 10)) {
                needsWork = true
                break
            }
        }
        if !needsWork { return string(start, end) }
        var output: [UInt8] = []
        output.reserveCapacity(end - start)
        var position = start
        while position < end {
            let byte = bytes[position]
            if byte == UInt8(ascii: "&") {
                var semicolon = position + 1
                while semicolon < end, bytes[semicolon] != UInt8(ascii: ";"), semicolon - position < 12 { semicolon += 1 }
                guard semicolon < end, bytes[semicolon] == UInt8(ascii: ";") else {
                    throw error(.malformedXML, "'&' must start a reference such as &amp;", at: position)
                }
                let name = string(position + 1, semicolon)
                switch name {
                case "lt": output.append(UInt8(ascii: "<"))
                case "gt": output.append(UInt8(ascii: ">"))
                case "amp": output.append(UInt8(ascii: "&"))
                case "quot": output.append(UInt8(ascii: "\""))
                case "apos": output.append(UInt8(ascii: "'"))
                default:
                    guard name.hasPrefix("#") else {
                        throw error(.unsupported, "unknown entity '&\(name);' (only the five predefined entities and numeric references are accepted)", at: position)
                    }
                    guard let scalar = characterReference(name) else {
                        throw error(.malformedXML, "the character reference '&\(name);' names no character XML allows", at: position)
                    }
                    output.append(contentsOf: Array(String(Character(scalar)).utf8))
                }
                position = semicolon + 1
            } else if byte == 13 {
                // CR LF and lone CR become LF (XML end-of-line handling).
                output.append(normalizingSpace ? 32 : 10)
                position += (position + 1 < end && bytes[position + 1] == 10) ? 2 : 1
            } else if normalizingSpace && (byte == 9 || byte == 10) {
                output.append(32)
                position += 1
            } else {
                output.append(byte)
                position += 1
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    private func characterReference(_ name: String) -> Unicode.Scalar? {
        let digits = name.dropFirst()
        let value: UInt32? =
            digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
        // XML 1.0 Char: tab, line feed, carriage return, and U+0020 onwards (surrogates are not scalars).
        guard let scalar = value.flatMap(Unicode.Scalar.init), scalar.value >= 0x20 || [0x9, 0xA, 0xD].contains(scalar.value),
            scalar.value != 0xFFFE, scalar.value != 0xFFFF
        else { return nil }
        return scalar
    }

    private func string(_ start: Int, _ end: Int) -> String {
        String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The line and column of a byte offset.
    private func position(of offset: Int) -> (Int, Int) { lines.location(of: offset) }

    private func error(_ code: DocumentError.Code, _ message: String, at offset: Int) -> DocumentError {
        let (line, column) = position(of: min(offset, max(bytes.count, 0)))
        return DocumentError(code: code, message: message, location: SourceLocation(file: file, line: line, column: column))
    }
}

private func isSpace(_ byte: UInt8) -> Bool { byte == 32 || byte == 10 || byte == 9 || byte == 13 }

private func isNameByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: ":"), UInt8(ascii: "-"),
        UInt8(ascii: "."), 0x80...0xFF:
        return true
    default: return false
    }
}
