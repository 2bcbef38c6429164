/// Finds where JSON text stops being well formed, so a broken string catalog is reported at
/// its line and column (Foundation's parser says only that it failed, in words that vary by
/// platform). Used only after the parser has refused the bytes; nesting is followed with an
/// explicit stack, so no input can exhaust the call stack.
enum JSONSyntax {
    /// The first syntax error: its byte offset and what was expected there; nil for well-formed JSON.
    static func firstError(in bytes: [UInt8]) -> (offset: Int, message: String)? {
        var scanner = Scanner(bytes: bytes)
        return scanner.scan()
    }

    private struct Scanner {
        let bytes: [UInt8]
        var index = 0
        /// The open objects (`{`) and arrays (`[`).
        var stack: [UInt8] = []

        init(bytes: [UInt8]) { self.bytes = bytes }

        mutating func scan() -> (offset: Int, message: String)? {
            var expectingValue = true
            var mayClose = false  // just after `[`: `]` may come instead of a value
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
            while true {
                skipSpace()
                if expectingValue {
                    guard index < bytes.count else { return (index, "the text ends where a value was expected") }
                    let byte = bytes[index]
                    if byte == UInt8(ascii: "]"), mayClose {
                        stack.removeLast()
                        index += 1
                        (expectingValue, mayClose) = (false, false)
                        continue
                    }
                    mayClose = false
                    switch byte {
                    case UInt8(ascii: "{"):
                        stack.append(byte)
                        index += 1
                        skipSpace()
                        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                            stack.removeLast()
                            index += 1
                            expectingValue = false
                            continue
                        }
                        if let error = key() { return error }
                    case UInt8(ascii: "["):
                        stack.append(byte)
                        index += 1
                        mayClose = true
                        continue
                    case UInt8(ascii: "\""):
                        if let error = string() { return error }
                        expectingValue = false
                    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                        if let error = number() { return error }
                        expectingValue = false
                    case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
                        if let error = literal() { return error }
                        expectingValue = false
                    default:
                        return (index, "unexpected \(describe(byte)) where a value was expected")
                    }
                    continue
                }
                guard let open = stack.last else {
                    return index == bytes.count ? nil : (index, "unexpected \(describe(bytes[index])) after the end of the JSON value")
                }
                let close = open == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
                guard index < bytes.count else {
                    return (index, "the text ends inside an \(open == UInt8(ascii: "{") ? "object (no closing “}”)" : "array (no closing “]”)")")
                }
                let byte = bytes[index]
                if byte == UInt8(ascii: ",") {
                    index += 1
                    if open == UInt8(ascii: "{"), let error = key() { return error }
                    expectingValue = true
                } else if byte == close {
                    stack.removeLast()
                    index += 1
                } else {
                    return (index, "expected “,” or “\(Character(Unicode.Scalar(close)))”, found \(describe(byte))")
                }
            }
        }

        /// A member's key and its colon.
        mutating func key() -> (offset: Int, message: String)? {
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                return (index, index < bytes.count ? "expected a quoted key, found \(describe(bytes[index]))" : "the text ends where a key was expected")
            }
            if let error = string() { return error }
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                return (index, "expected “:” after the key")
            }
            index += 1
            return nil
        }

        mutating func string() -> (offset: Int, message: String)? {
            let start = index
            index += 1
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "\""):
                    index += 1
                    return nil
                case UInt8(ascii: "\\"):
                    guard index + 1 < bytes.count else { break }
                    let escaped = bytes[index + 1]
                    if escaped == UInt8(ascii: "u") {
                        let digits = bytes[min(index + 2, bytes.count)..<min(index + 6, bytes.count)]
                        guard digits.count == 4, digits.allSatisfy({ Character(Unicode.Scalar($0)).isHexDigit }) else {
                            return (index, "“\\u” must be followed by four hexadecimal digits")
                        }
                        index += 6
                    } else {
                        guard "\"\\/bfnrt".utf8.contains(escaped) else { return (index, "unknown escape “\\\(Character(Unicode.Scalar(escaped)))” in a string") }
                        index += 2
                    }
                case 0..<0x20:
                    return (index, "a line break or control character inside a string (a missing closing quote?)")
                default:
                    index += 1
                }
            }
            return (start, "a string that never ends (no closing quote)")
        }

        mutating func number() -> (offset: Int, message: String)? {
            let start = index
            func digits() -> Int {
                let first = index
                while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
                return index - first
            }
            if bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { return (start, "a malformed number") }
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                guard digits() > 0 else { return (start, "a malformed number") }
            }
            if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
                index += 1
                if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
                guard digits() > 0 else { return (start, "a malformed number") }
            }
            return nil
        }

        mutating func literal() -> (offset: Int, message: String)? {
            for word in ["true", "false", "null"] where bytes[index...].starts(with: word.utf8) {
                index += word.utf8.count
                return nil
            }
            return (index, "unexpected \(describe(bytes[index])) where a value was expected (true, false and null are lower case)")
        }

        mutating func skipSpace() {
            while index < bytes.count, [32, 9, 10, 13].contains(bytes[index]) { index += 1 }
        }

        func describe(_ byte: UInt8) -> String {
            byte >= 0x21 && byte < 0x7F ? "“\(Character(Unicode.Scalar(byte)))”" : "byte 0x\(byte < 16 ? "0" : "")\(String(byte, radix: 16, uppercase: true))"
        }
    }
}
