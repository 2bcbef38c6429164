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

/// The rules `validate` applies: stable names, what each checks, and the level a finding gets in a UIKit document.
public enum ValidationRule: String, Sendable, CaseIterable {
    case unknownClass = "unknown-class"
    case wrongModule = "wrong-module"
    case unknownOutlet = "unknown-outlet"
    case outletTypeMismatch = "outlet-type-mismatch"
    case unknownAction = "unknown-action"
    case unknownRuntimeAttribute = "unknown-runtime-attribute"

    /// One line on what the rule checks.
    public var summary: String {
        switch self {
        case .unknownClass: "A custom class is declared in no source file and is not a standard class."
        case .wrongModule: "A custom class is declared in another module than the document's customModule."
        case .unknownOutlet: "An outlet is not declared on the source object's class or its superclasses."
        case .outletTypeMismatch: "An outlet's declared type does not match the connected object, or collection and single are mixed."
        case .unknownAction: "An action's selector is declared on no method of the target's class chain."
        case .unknownRuntimeAttribute: "A user-defined runtime attribute names a property the class chain does not declare."
        }
    }
}

extension Finding {
    /// A GitHub Actions workflow command: `::error file=…,line=…,col=…,title=RULE::message`
    /// (with the source declaration's place after the message), escaped as the runner expects.
    public var githubAnnotation: String {
        func property(_ text: String) -> String {
            data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
        }
        func data(_ text: String) -> String {
            text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
        }
        var message = message
        if let source { message += " (\(note ?? "declared here"): \(source.file):\(source.line))" }
        return "::\(severity.rawValue) file=\(property(file)),line=\(line),col=\(column),title=\(property(rule))::\(data(message))"
    }

    /// A SARIF 2.1.0 log of `findings` (one run; the tool's rules; each result with its rule,
    /// level, message, the document's place and, as a related location, the source declaration).
    public static func sarif(_ findings: [Finding], toolVersion: String? = nil) -> String {
        let rules = ValidationRule.allCases
        func location(_ file: String, _ line: Int, _ column: Int) -> [String: Any] {
            let uri = file.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? file
            return ["artifactLocation": ["uri": uri], "region": ["startLine": line, "startColumn": column]]
        }
        var driver: [String: Any] = [
            "name": "nibtool validate",
            "rules": rules.map { rule -> [String: Any] in
                ["id": rule.rawValue, "name": rule.rawValue, "shortDescription": ["text": rule.summary],
                 "defaultConfiguration": ["level": "error"]]
            },
        ]
        if let toolVersion { driver["version"] = toolVersion }
        let results = findings.map { finding -> [String: Any] in
            var result: [String: Any] = [
                "ruleId": finding.rule,
                "level": finding.severity.rawValue,
                "message": ["text": finding.message],
                "locations": [["physicalLocation": location(finding.file, finding.line, finding.column)]],
            ]
            if let index = rules.firstIndex(where: { $0.rawValue == finding.rule }) { result["ruleIndex"] = index }
            if let source = finding.source {
                result["relatedLocations"] = [[
                    "id": 0, "message": ["text": finding.note ?? "declared here"],
                    "physicalLocation": location(source.file, source.line, source.column),
                ]]
            }
            return result
        }
        let log: [String: Any] = [
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "version": "2.1.0",
            "runs": [["tool": ["driver": driver], "results": results]],
        ]
        let data = (try? JSONSerialization.data(withJSONObject: log, options: [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }
}
