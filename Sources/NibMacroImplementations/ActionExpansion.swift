import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Action func tapped(_ sender: Any?)` → a record the loader finds by reflection: a type that makes it,
/// `enum __NibAction_tapped: NibActionRecord { static var slot: … { NibActionSlot(selector: "tapped:") { target, sender in target.tapped(sender) } } }`,
/// and an empty stored marker naming that type, `let __nibAction_tapped = NibActionMarker<__NibAction_tapped>()`.
public struct ActionExpansion: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let function = declaration.as(FunctionDeclSyntax.self) else {
            context.diagnose(Diagnostic(node: node, message: NibMacroDiagnostic.actionNotAFunction))
            return []
        }
        guard let owner = EnclosingType.name(in: context) else {
            context.diagnose(Diagnostic(node: node, message: NibMacroDiagnostic.notInAType))
            return []
        }
        let parameters = Array(function.signature.parameterClause.parameters)
        guard parameters.count <= 2 else {
            context.diagnose(Diagnostic(node: function.signature, message: NibMacroDiagnostic.tooManyParameters))
            return []
        }
        let explicit = node.arguments?.as(LabeledExprListSyntax.self)?.first?.expression
            .as(StringLiteralExprSyntax.self)?.representedLiteralValue
        let baseName = function.name.text.trimmingBackticks
        let selector = explicit ?? Self.selector(baseName: baseName, labels: parameters.map { $0.firstName.text })
        let call = Self.call(baseName: baseName, parameters: parameters)
        return [
            """
            enum __NibAction_\(raw: baseName): NibActionRecord {
                static var slot: any AnyNibActionSlot { NibActionSlot<\(raw: owner)>(selector: Selector(\(literal: selector))) { target, sender in \(raw: call) } }
            }
            """,
            """
            let __nibAction_\(raw: baseName) = NibActionMarker<__NibAction_\(raw: baseName)>()
            """,
        ]
    }

    /// The Objective-C selector of a Swift method: `tapped(_:)` → `tapped:`, `save(sender:)` → `saveWithSender:`,
    /// `act(_:forEvent:)` → `act:forEvent:`.
    static func selector(baseName: String, labels: [String]) -> String {
        guard let first = labels.first else { return baseName }
        var selector = baseName
        if first != "_" { selector += "With" + first.prefix(1).uppercased() + first.dropFirst() }
        selector += ":"
        for label in labels.dropFirst() { selector += (label == "_" ? "" : label) + ":" }
        return selector
    }

    /// The call the record makes: the sender cast to the parameter's type, the event slot nil.
    static func call(baseName: String, parameters: [FunctionParameterSyntax]) -> String {
        guard let sender = parameters.first else { return "target.\(baseName)()" }
        let type = sender.type.trimmedDescription
        let label = sender.firstName.text == "_" ? "" : "\(sender.firstName.text): "
        var arguments: String
        var guardClause = ""
        if type == "Any?" || type == "Any" || type == "AnyObject?" {
            arguments = type == "Any" ? "\(label)sender as Any" : "\(label)sender as \(type)"
        } else if type.hasSuffix("?") {
            arguments = "\(label)sender as? \(type.dropLast())"
        } else {
            guardClause = "guard let sender = sender as? \(type) else { return }; "
            arguments = "\(label)sender"
        }
        if parameters.count == 2 {
            let second = parameters[1]
            let secondLabel = second.firstName.text == "_" ? "" : "\(second.firstName.text): "
            arguments += ", \(secondLabel)nil"
        }
        return "\(guardClause)target.\(baseName)(\(arguments))"
    }
}
