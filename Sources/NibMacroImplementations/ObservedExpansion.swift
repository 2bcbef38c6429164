import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Observed var title: String = ""` → what `@Outlet` makes (the property can be read and set
/// by name: key-value coding), and a `didSet` that tells the property's observers (bindings):
/// `didSet { KeyValueObserving.didChangeValue(forKey: "title", of: self) }`.
public struct ObservedExpansion: PeerMacro, AccessorMacro {
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        try OutletExpansion.expansion(of: node, providingPeersOf: declaration, in: context)
    }

    public static func expansion(
        of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        guard let variable = declaration.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.var),
            let binding = variable.bindings.first,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmed
        else { return [] }
        // A computed property or one with its own observers is left alone (the peer macro reports the rest).
        if binding.accessorBlock != nil {
            context.diagnose(Diagnostic(node: node, message: NibMacroDiagnostic.observedHasAccessors))
            return []
        }
        let key = name.text.trimmingBackticks
        return ["didSet { KeyValueObserving.didChangeValue(forKey: \(literal: key), of: self) }"]
    }
}
