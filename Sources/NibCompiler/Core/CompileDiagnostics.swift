import NibDocument

/// Something the compiler noticed in a document: what, where, how serious.
public struct CompileFinding: Sendable, Hashable, CustomStringConvertible {
    /// How serious a finding is.
    public enum Severity: String, Sendable, Hashable {
        /// The document compiled, but something was dropped or guessed.
        case warning
        /// Informational.
        case notice
    }
    /// How serious.
    public var severity: Severity
    /// What happened.
    public var message: String
    /// Where.
    public var location: SourceLocation
    /// `file:line:column: warning: message`.
    public var description: String { "\(location): \(severity.rawValue): \(message)" }
}

/// A document that cannot be compiled.
public struct CompileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong and what to change.
    public var message: String
    /// The object concerned, if any.
    public var objectID: String?
    /// Where in the document.
    public var location: SourceLocation?
    /// `file:line:column: error: message (object id)`.
    public var description: String {
        let place = location.map { "\($0): " } ?? ""
        let object = objectID.map { " (object \($0))" } ?? ""
        return "\(place)error: \(message)\(object)"
    }
}
