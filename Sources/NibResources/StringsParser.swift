/// The `.strings` grammar (the old-style property-list dictionary without braces): entries of
/// `key = value;` or `key;`, keys and values quoted or bare, comments anywhere between tokens.
struct StringsParser {
    private let scalars: [Unicode.Scalar]
    private let file: String
    private var position = 0
    private var line = 1
    private var column = 1
    /// The last comment read before the next entry.
    private var pendingComment: String?

    init(text: String, file: String) {
        scalars = Array(text.unicodeScalars)
        self.file = file
    }

    mutating func parse() throws(StringsError) -> [StringsTable.Entry] {
        var entries: [StringsTable.Entry] = []
        while true {
            try skipSpaceAndComments()
            guard position < scalars.count else { return entries }
            let comment = pendingComment
            pendingComment = nil
            let key = try token(what: "a key")
            try skipSpaceAndComments()
            if peek == ";" {
                advance()
                entries.append(StringsTable.Entry(key: key, value: key, comment: comment))
                continue
            }
            guard peek == "=" else { throw error("expected “=” or “;” after the key \"\(key)\"") }
            advance()
            try skipSpaceAndComments()
            let value = try token(what: "a value")
            try skipSpaceAndComments()
            guard peek == ";" else { throw error("expected “;” after the value of \"\(key)\"") }
            advance()
            entries.append(StringsTable.Entry(key: key, value: value, comment: comment))
        }
    }

    private var peek: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }

    /// Moves past one scalar; LF, CR LF and a lone CR each end one line (a CR followed by an
    /// LF is counted at the LF).
    private mutating func advance() {
        let scalar = scalars[position]
        if scalar == "\n" || scalar == "\r" && (position + 1 == scalars.count || scalars[position + 1] != "\n") {
            line += 1
            column = 1
        } else {
            column += 1
        }
        position += 1
    }

    private func error(_ message: String) -> StringsError {
        StringsError(file: file, line: line, column: column, message: message)
    }

    private mutating func skipSpaceAndComments() throws(StringsError) {
        while let scalar = peek {
            if scalar.properties.isWhitespace || scalar == "\u{FEFF}" {
                advance()
            } else if scalar == "/", position + 1 < scalars.count, scalars[position + 1] == "*" {
                let start = (line, column)
                advance()
                advance()
                var text = ""
                while true {
                    guard let next = peek else {
                        throw StringsError(file: file, line: start.0, column: start.1, message: "a comment that never ends (no “*/”)")
                    }
                    if next == "*", position + 1 < scalars.count, scalars[position + 1] == "/" {
                        advance()
                        advance()
                        break
                    }
                    text.unicodeScalars.append(next)
                    advance()
                }
                pendingComment = text.trimmingCharacters(in: .whitespacesAndNewlines)
            } else if scalar == "/", position + 1 < scalars.count, scalars[position + 1] == "/" {
                var text = ""
                while let next = peek, next != "\n", next != "\r" {
                    text.unicodeScalars.append(next)
                    advance()
                }
                pendingComment = String(text.dropFirst(2)).trimmingCharacters(in: .whitespaces)
            } else {
                return
            }
        }
    }

    /// A quoted string or a bare word (letters, digits and `_ $ : . / -`).
    private mutating func token(what: String) throws(StringsError) -> String {
        guard let first = peek else { throw error("expected \(what), found the end of the file") }
        if first == "\"" { return try quoted() }
        var text = ""
        while let scalar = peek, scalar.properties.isAlphabetic || scalar.properties.numericType != nil || "_$:./-".unicodeScalars.contains(scalar) {
            text.unicodeScalars.append(scalar)
            advance()
        }
        guard !text.isEmpty else { throw error("expected \(what), found “\(first)”") }
        return text
    }

    private mutating func quoted() throws(StringsError) -> String {
        let start = (line, column)
        advance()
        var text = ""
        while true {
            guard let scalar = peek else {
                throw StringsError(file: file, line: start.0, column: start.1, message: "a string that never ends (no closing quote)")
            }
            advance()
            if scalar == "\"" { return text }
            guard scalar == "\\" else {
                text.unicodeScalars.append(scalar)
                continue
            }
            guard let escaped = peek else { continue }
            advance()
            switch escaped {
            case "n": text += "\n"
            case "t": text += "\t"
            case "r": text += "\r"
            case "a": text += "\u{07}"
            case "b": text += "\u{08}"
            case "f": text += "\u{0C}"
            case "v": text += "\u{0B}"
            case "0"..."7":
                // Up to three octal digits (the first already read).
                var value = escaped.value - 48
                for _ in 0..<2 {
                    guard let digit = peek, ("0"..."7").contains(digit) else { break }
                    value = value * 8 + digit.value - 48
                    advance()
                }
                if let scalar = Unicode.Scalar(value) { text.unicodeScalars.append(scalar) }
            case "U", "u":
                var value: UInt32 = 0
                var digits = 0
                while digits < 4, let digit = peek, let number = digit.properties.numericType != nil ? UInt32(String(digit)) : hexLetter(digit) {
                    value = value * 16 + number
                    digits += 1
                    advance()
                }
                guard digits > 0 else { throw error("“\\\(escaped)” must be followed by hexadecimal digits") }
                if let scalar = Unicode.Scalar(value) { text.unicodeScalars.append(scalar) }
            default:
                text.unicodeScalars.append(escaped)
            }
        }
    }

    private func hexLetter(_ scalar: Unicode.Scalar) -> UInt32? {
        switch scalar {
        case "a"..."f": scalar.value - 97 + 10
        case "A"..."F": scalar.value - 65 + 10
        default: nil
        }
    }
}
