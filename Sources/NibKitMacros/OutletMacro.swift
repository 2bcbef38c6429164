import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Outlet var title: UILabel?` → a record the loader finds by reflection:
/// `let __nibOutlet_title = NibOutletSlot(name: "title", keyPath: \ViewController.title)`.
public struct OutletMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let variable = declaration.as(VariableDeclSyntax.self),
            let binding = variable.bindings.first,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmed
        else {
            context.diagnose(Diagnostic(node: node, message: NibMacroDiagnostic.outletNotAVariable))
            return []
        }
        if variable.bindingSpecifier.tokenKind == .keyword(.let) {
            context.diagnose(Diagnostic(node: node, message: NibMacroDiagnostic.outletIsLet))
            return []
        }
        guard binding.typeAnnotation != nil else {
            context.diagnose(Diagnostic(node: node, message: NibMacroDiagnostic.outletNeedsType))
            return []
        }
        guard let owner = EnclosingType.name(in: context) else {
            context.diagnose(Diagnostic(node: node, message: NibMacroDiagnostic.notInAType))
            return []
        }
        let propertyName = name.text.trimmingBackticks
        return [
            """
            let __nibOutlet_\(raw: propertyName) = NibOutletSlot(name: \(literal: propertyName), keyPath: \\\(raw: owner).\(name))
            """
        ]
    }
}

extension String {
    var trimmingBackticks: String { filter { $0 != "`" } }
}
