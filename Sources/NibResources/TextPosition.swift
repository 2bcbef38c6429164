/// The line and column of a byte in UTF-8 text, as error messages give them.
enum TextPosition {
    /// The 1-based line and column (in characters) of a byte offset; LF, CR LF and a lone CR
    /// each end one line.
    static func of(_ offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        var index = 0
        while index < min(offset, bytes.count) {
            let byte = bytes[index]
            if byte == 10 || byte == 13 && !(index + 1 < bytes.count && bytes[index + 1] == 10) {
                (line, column) = (line + 1, 1)
            } else if byte & 0xC0 != 0x80 && byte != 13 {
                column += 1  // (a UTF-8 continuation byte is part of the character before)
            }
            index += 1
        }
        return (line, column)
    }
}
