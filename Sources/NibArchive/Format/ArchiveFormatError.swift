/// Why some bytes are not a well-formed archive (NIBArchive, binary or XML property list,
/// keyed archive).
///
/// Compare ``code`` to decide what to do; show ``description`` to people. ``offset`` is the
/// byte where the problem was found, when one applies.
public struct ArchiveFormatError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of problem this is.
    public var code: Code
    /// What is wrong.
    public var message: String
    /// The byte offset, when one applies.
    public var offset: Int?

    /// Creates an error.
    public init(_ code: Code, _ message: String, offset: Int? = nil) {
        self.code = code
        self.message = message
        self.offset = offset
    }

    /// The message with the offset.
    public var description: String { offset.map { "\(message) (at byte \($0))" } ?? message }

    /// A broad classification of format problems. Codes may be added in minor releases.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private let name: String
        private init(_ name: String) { self.name = name }
        /// The bytes are not this kind of archive at all (wrong magic, no `$objects`).
        public static let notAnArchive = Code("notAnArchive")
        /// The data ends before a header, table or value does.
        public static let truncated = Code("truncated")
        /// A format version this reader does not know.
        public static let unsupportedVersion = Code("unsupportedVersion")
        /// A count, length or nesting depth is over the reader's limit.
        public static let limitExceeded = Code("limitExceeded")
        /// An offset, index or reference points outside its table or the data.
        public static let outOfRange = Code("outOfRange")
        /// Text (a class name, a key, a string) is not valid UTF-8 or UTF-16.
        public static let invalidText = Code("invalidText")
        /// Anything else that breaks the format: an unknown type marker, a malformed field.
        public static let malformed = Code("malformed")
        /// The code's name.
        public var description: String { name }
    }
}
