import Foundation

/// One problem found in a document: where, how bad, which rule, and the source declaration it concerns.
public struct Finding: Sendable, Hashable {
    /// How bad a finding is.
    public enum Severity: String, Sendable, Hashable {
        /// The app fails at run time (UIKit raises).
        case error
        /// The connection or class is skipped at run time (AppKit), or it cannot be told for sure.
        case warning
    }

    /// The document.
    public var file: String
    /// The element's 1-based line.
    public var line: Int
    /// The element's 1-based column.
    public var column: Int
    /// Error or warning.
    public var severity: Severity
    /// The rule's stable name (`unknown-class`, `unknown-outlet`…).
    public var rule: String
    /// What is wrong.
    public var message: String
    /// The class, outlet, selector or key path concerned.
    public var name: String
    /// The source declaration the finding concerns, when there is one.
    public var source: SourcePosition?
    /// What the note at ``source`` says.
    public var note: String?

    /// Creates a finding.
    public init(
        file: String, line: Int, column: Int, severity: Severity, rule: String, message: String, name: String,
        source: SourcePosition? = nil, note: String? = nil
    ) {
        self.file = file
        self.line = line
        self.column = column
        self.severity = severity
        self.rule = rule
        self.message = message
        self.name = name
        self.source = source
        self.note = note
    }

    /// `file:line:column: severity: message [rule]`, then `file:line:column: note: …` at the source declaration.
    public var text: String {
        var text = "\(file):\(line):\(column): \(severity.rawValue): \(message) [\(rule)]"
        if let source { text += "\n\(source): note: \(note ?? "declared here")" }
        return text
    }

    /// One JSON object: file, line, column, severity, rule, message, name, and source {file, line, column}.
    public var json: String {
        var object: [String: Any] = [
            "file": file, "line": line, "column": column, "severity": severity.rawValue, "rule": rule,
            "message": message, "name": name,
        ]
        if let source { object["source"] = ["file": source.file, "line": source.line, "column": source.column] }
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }
}
