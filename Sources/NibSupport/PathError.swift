/// A problem with a path the user named: an input that is missing or unreadable, a folder with
/// no documents, an output that would overwrite an input or cannot be written where asked.
/// It prints as `path: error: message`.
public struct PathError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The path as the user gave it.
    public var path: String
    /// What is wrong and what to do.
    public var message: String

    /// Creates an error.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// `path: error: message`.
    public var description: String { "\(path): error: \(message)" }
}
