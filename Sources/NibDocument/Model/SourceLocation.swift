/// A position in a document: the file, and the 1-based line and column of an element's `<`.
///
/// Columns count bytes of UTF-8 from the start of the line, as most editors do for ASCII
/// markup such as Interface Builder's.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    /// The file as the caller named it, or `<memory>` for data with no file.
    public var file: String
    /// The 1-based line; 0 when the error is about the whole file (it could not be read).
    public var line: Int
    /// The 1-based column.
    public var column: Int

    /// Creates a location.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`, the form compilers and editors understand; just `file` when the
    /// line is 0 (a file that could not be read has no position, and `0:0` is none).
    public var description: String { line == 0 ? file : "\(file):\(line):\(column)" }
}
