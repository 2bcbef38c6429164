/// An error found while reading an Interface Builder document.
///
/// Compare ``code`` to decide what to do; show ``description`` to people. The location
/// names the file, line and column.
public struct DocumentError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of problem this is.
    public var code: Code
    /// What went wrong and how to fix it.
    public var message: String
    /// Where in the document.
    public var location: SourceLocation

    /// Creates an error.
    public init(code: Code, message: String, location: SourceLocation) {
        self.code = code
        self.message = message
        self.location = location
    }

    /// `file:line:column: error: message`.
    public var description: String { "\(location): error: \(message)" }

    /// A broad classification of document errors. Codes may be added in minor releases.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private let name: String
        private init(_ name: String) { self.name = name }
        /// The bytes are not well-formed XML.
        public static let malformedXML = Code("malformedXML")
        /// The XML is well formed but is not an Interface Builder document.
        public static let notAnInterfaceDocument = Code("notAnInterfaceDocument")
        /// The document uses something this reader refuses (a DTD, entities, UTF-32…).
        public static let unsupported = Code("unsupported")
        /// A configured limit (depth, size, count) was exceeded.
        public static let limitExceeded = Code("limitExceeded")
        /// An attribute holds a value of the wrong shape, or a required one is missing.
        public static let invalidValue = Code("invalidValue")
        /// Two objects share an id, or a reference names no object.
        public static let badReference = Code("badReference")
        /// The file could not be read.
        public static let unreadable = Code("unreadable")
        /// The code's name.
        public var description: String { name }
    }
}
