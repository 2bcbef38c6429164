/// Why some bytes are not a well-formed archive (NIBArchive or binary property list).
public struct ArchiveFormatError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong, with the byte offset where it was found.
    public var message: String
    /// The byte offset, when one applies.
    public var offset: Int?

    /// Creates an error.
    public init(_ message: String, offset: Int? = nil) {
        self.message = message
        self.offset = offset
    }

    /// The message with the offset.
    public var description: String { offset.map { "\(message) (at byte \($0))" } ?? message }
}
