/// An output that cannot be written where the user asked (a read-only folder, a file where a
/// folder must be, an output that would overwrite an input): `path: error: message`.
public struct OutputError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The output's path as the user gave it.
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
