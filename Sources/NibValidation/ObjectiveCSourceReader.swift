/// Reads the classes of one Objective-C file (.h, .m, .mm) with a small tokenizer: comments,
/// strings and preprocessor lines are skipped; `@interface`, class extensions and categories,
/// `@implementation` with their instance variables, `@property` and method declarations.
enum ObjectiveCSourceReader {
    struct Token {
        var text: String
        var line: Int
        var column: Int
        var isIdentifier: Bool
    }

    /// Splits source into identifiers (`@interface` is one), numbers and single punctuation characters.
    static func tokens(of source: String) -> [Token] {
        let bytes = Array(source.utf8)
        var tokens: [Token] = []
        var index = 0
        var line = 1
        var lineStart = 0
        var atLineStart = true
        func isIdentifierByte(_ byte: UInt8) -> Bool {
            (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F || byte == 0x24
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A {
                line += 1
                index += 1
                lineStart = index
                atLineStart = true
                continue
            }
            if byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0C { index += 1; continue }
            // Preprocessor line, with backslash continuations.
            if byte == 0x23 && atLineStart {
                while index < bytes.count && bytes[index] != 0x0A {
                    if bytes[index] == 0x5C && index + 1 < bytes.count && bytes[index + 1] == 0x0A {
                        line += 1
                        index += 2
                        lineStart = index
                        continue
                    }
                    if bytes[index] == 0x2F && index + 1 < bytes.count && bytes[index + 1] == 0x2A { break }
                    index += 1
                }
                continue
            }
            atLineStart = false
            if byte == 0x2F && index + 1 < bytes.count && bytes[index + 1] == 0x2F {
                while index < bytes.count && bytes[index] != 0x0A { index += 1 }
                continue
            }
            if byte == 0x2F && index + 1 < bytes.count && bytes[index + 1] == 0x2A {
                index += 2
                while index < bytes.count && !(bytes[index] == 0x2A && index + 1 < bytes.count && bytes[index + 1] == 0x2F) {
                    if bytes[index] == 0x0A { line += 1; lineStart = index + 1 }
                    index += 1
                }
                index += 2
                continue
            }
            if byte == 0x22 || byte == 0x27 {
                let quote = byte
                index += 1
                while index < bytes.count && bytes[index] != quote && bytes[index] != 0x0A {
                    if bytes[index] == 0x5C { index += 1 }
                    index += 1
                }
                index += 1
                tokens.append(Token(text: "\"", line: line, column: index - lineStart, isIdentifier: false))
                continue
            }
            let start = index
            if isIdentifierByte(byte) || (byte == 0x40 && index + 1 < bytes.count && isIdentifierByte(bytes[index + 1])) {
                index += 1
                while index < bytes.count && isIdentifierByte(bytes[index]) { index += 1 }
                let text = String(decoding: bytes[start..<index], as: UTF8.self)
                let isNumber = byte >= 0x30 && byte <= 0x39
                tokens.append(Token(text: text, line: line, column: start - lineStart + 1, isIdentifier: !isNumber))
                continue
            }
            if byte == 0x40 && index + 1 < bytes.count && (bytes[index + 1] == 0x22) {
                index += 1
                continue
            }
            index += 1
            // Multi-byte UTF-8 outside strings: skip continuation bytes.
            while index < bytes.count && bytes[index] & 0xC0 == 0x80 { index += 1 }
            tokens.append(Token(text: String(decoding: bytes[start..<index], as: UTF8.self), line: line, column: start - lineStart + 1, isIdentifier: false))
        }
        return tokens
    }

    private static let qualifiers: Set<String> = [
        "IBOutlet", "IBOutletCollection", "IBInspectable", "IB_DESIGNABLE", "__weak", "__strong", "__unsafe_unretained",
        "__kindof", "const", "nullable", "nonnull", "_Nullable", "_Nonnull", "__nullable", "__nonnull", "__block",
        "volatile", "struct", "unsigned", "signed", "id", "__autoreleasing", "_Null_unspecified", "null_unspecified",
    ]

    /// Adds the classes of `source` (the text of `file`) to `declarations`.
    static func read(source: String, file: String, into index: inout FileDeclarations) {
        let tokens = tokens(of: source)
        var position = 0
        func at(_ offset: Int) -> Token? { position + offset < tokens.count ? tokens[position + offset] : nil }
        while position < tokens.count {
            let token = tokens[position]
            guard token.text == "@interface" || token.text == "@implementation",
                  let nameToken = at(1), nameToken.isIdentifier else {
                if token.text == "@protocol" { skipProtocol(tokens, &position) } else { position += 1 }
                continue
            }
            let isImplementation = token.text == "@implementation"
            position += 2
            var superclass: String?
            var isCategory = false
            if at(0)?.text == ":", let superToken = at(1), superToken.isIdentifier {
                superclass = superToken.text
                position += 2
            } else if at(0)?.text == "(" {
                isCategory = true
                while position < tokens.count && tokens[position].text != ")" { position += 1 }
                position += 1
            }
            // Protocol list or generic parameters.
            if at(0)?.text == "<" {
                var depth = 0
                while position < tokens.count {
                    if tokens[position].text == "<" { depth += 1 }
                    if tokens[position].text == ">" { depth -= 1; if depth == 0 { position += 1; break } }
                    position += 1
                }
            }
            var found = SourceClass(
                name: nameToken.text, superclassName: superclass, module: nil, language: .objectiveC,
                position: isCategory ? nil : SourcePosition(file: file, line: nameToken.line, column: nameToken.column))
            if at(0)?.text == "{" { readInstanceVariables(tokens, &position, file: file, into: &found) }
            readMembers(tokens, &position, file: file, skipBodies: isImplementation, into: &found)
            index.add(found)
        }
    }

    private static func skipProtocol(_ tokens: [Token], _ position: inout Int) {
        position += 1
        // `@protocol Name;` or `@protocol Name, Other;` is a forward declaration; `@protocol(Name)` an expression.
        var look = position
        while look < tokens.count && (tokens[look].isIdentifier || tokens[look].text == ",") { look += 1 }
        if look < tokens.count && (tokens[look].text == ";" || tokens[look].text == ")") { position = look; return }
        if position < tokens.count && tokens[position].text == "(" { return }
        while position < tokens.count && tokens[position].text != "@end" { position += 1 }
    }

    private static func readInstanceVariables(_ tokens: [Token], _ position: inout Int, file: String, into found: inout SourceClass) {
        position += 1
        var declaration: [Token] = []
        var depth = 0
        while position < tokens.count {
            let token = tokens[position]
            position += 1
            if token.text == "}" && depth == 0 { break }
            if token.text == "{" { depth += 1 }
            if token.text == "}" { depth -= 1 }
            if token.text == ";" && depth == 0 {
                found.properties += variables(in: declaration, file: file)
                declaration = []
            } else if !token.text.hasPrefix("@") {
                declaration.append(token)
            }
        }
    }

    /// The variables a declaration such as `IBOutlet NSTextField *a, *b` declares.
    private static func variables(in declaration: [Token], file: String) -> [SourceProperty] {
        let isOutlet = declaration.contains { $0.text == "IBOutlet" || $0.text == "IBOutletCollection" }
        let isCollection = declaration.contains { $0.text == "IBOutletCollection" }
        let isInspectable = declaration.contains { $0.text == "IBInspectable" }
        var typeName: String?
        var depth = 0
        var names: [Token] = []
        for (offset, token) in declaration.enumerated() {
            if token.text == "(" { depth += 1; continue }
            if token.text == ")" { depth -= 1; continue }
            guard depth == 0, token.isIdentifier, !qualifiers.contains(token.text) else { continue }
            let next = offset + 1 < declaration.count ? declaration[offset + 1].text : ";"
            if next == "," || next == ";" || next == "[" || next == "=" || next == ":" {
                names.append(token)
            } else if typeName == nil && names.isEmpty {
                typeName = token.text
            }
        }
        var properties = names.map { token in
            SourceProperty(
                name: token.text, typeName: isCollection ? nil : typeName, isCollection: isCollection, isOutlet: isOutlet,
                isInspectable: isInspectable, position: SourcePosition(file: file, line: token.line, column: token.column))
        }
        if isCollection, let type = collectionType(declaration) {
            for index in properties.indices { properties[index].typeName = type }
        }
        return properties
    }

    private static func collectionType(_ declaration: [Token]) -> String? {
        guard let index = declaration.firstIndex(where: { $0.text == "IBOutletCollection" }),
              index + 2 < declaration.count, declaration[index + 1].text == "(" else { return nil }
        return declaration[index + 2].text
    }

    private static func readMembers(_ tokens: [Token], _ position: inout Int, file: String, skipBodies: Bool, into found: inout SourceClass) {
        while position < tokens.count {
            let token = tokens[position]
            if token.text == "@end" { position += 1; return }
            if token.text == "@interface" || token.text == "@implementation" { return }
            if token.text == "@property" {
                position += 1
                var declaration: [Token] = []
                if position < tokens.count && tokens[position].text == "(" {
                    while position < tokens.count && tokens[position].text != ")" { position += 1 }
                    position += 1
                }
                while position < tokens.count && tokens[position].text != ";" && tokens[position].text != "@end" {
                    declaration.append(tokens[position])
                    position += 1
                }
                // Drop trailing attributes such as `__attribute__((…))` or `API_AVAILABLE(…)`.
                if let cut = declaration.firstIndex(where: { $0.text.hasPrefix("__attribute") || $0.text.hasPrefix("API_") || $0.text.hasPrefix("NS_") }) {
                    declaration = Array(declaration[..<cut])
                }
                found.properties += variables(in: declaration, file: file)
                continue
            }
            if (token.text == "-" || token.text == "+"), isMethodStart(tokens, position) {
                position += 1
                var isAction = false
                var pieces: [String] = []
                var firstName: Token?
                var depth = 0
                while position < tokens.count {
                    let part = tokens[position]
                    if depth == 0 && (part.text == ";" || part.text == "{") { break }
                    if part.text == "(" { depth += 1 } else if part.text == ")" { depth -= 1 }
                    if depth > 0 && part.text == "IBAction" { isAction = true }
                    if depth == 0 && part.isIdentifier {
                        if position + 1 < tokens.count && tokens[position + 1].text == ":" {
                            pieces.append(part.text + ":")
                            firstName = firstName ?? part
                        } else if firstName == nil && pieces.isEmpty {
                            firstName = part
                            pieces.append(part.text)
                        }
                    } else if depth == 0 && part.text == ":" && (position == 0 || !tokens[position - 1].isIdentifier) {
                        pieces.append(":")
                    }
                    position += 1
                }
                if let name = firstName {
                    let selector = pieces.contains(where: { $0.hasSuffix(":") }) ? pieces.filter { $0.hasSuffix(":") }.joined() : name.text
                    found.methods.append(SourceMethod(
                        selector: selector, name: name.text, isAction: isAction,
                        position: SourcePosition(file: file, line: name.line, column: name.column)))
                }
                if position < tokens.count && tokens[position].text == "{" { skipBlock(tokens, &position) } else { position += 1 }
                continue
            }
            if token.text == "{" { skipBlock(tokens, &position); continue }
            position += 1
        }
    }

    /// Whether the `-`/`+` at `position` starts a method (follows `;`, `}`, `@end`-level code, not an expression).
    private static func isMethodStart(_ tokens: [Token], _ position: Int) -> Bool {
        guard position + 1 < tokens.count, tokens[position + 1].text == "(" || tokens[position + 1].isIdentifier else { return false }
        guard position > 0 else { return true }
        let previous = tokens[position - 1]
        return previous.text == ";" || previous.text == "}" || previous.text == ">" || previous.text.hasPrefix("@") || previous.text == ")" || previous.isIdentifier
    }

    private static func skipBlock(_ tokens: [Token], _ position: inout Int) {
        var depth = 0
        while position < tokens.count {
            if tokens[position].text == "{" { depth += 1 }
            if tokens[position].text == "}" { depth -= 1; if depth == 0 { position += 1; return } }
            position += 1
        }
    }
}
