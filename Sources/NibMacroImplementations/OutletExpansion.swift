import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Outlet var title: UILabel?` → a record the loader finds by reflection: a type that makes it,
/// `enum __NibOutlet_title: NibOutletRecord { static var slot: … { NibOutletSlot(name: "title", keyPath: \ViewController.title) } }`,
/// and an empty stored marker naming that type, `let __nibOutlet_title = NibOutletMarker<__NibOutlet_title>()`
/// (empty, so that the class's layout is the same in every module: see ``NibOutletMarker``).
public struct OutletExpansion: PeerMacro {
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
            enum __NibOutlet_\(raw: propertyName): NibOutletRecord {
                static var slot: any AnyNibOutletSlot { NibOutletSlot(name: \(literal: propertyName), keyPath: \\\(raw: owner).\(name)) }
            }
            """,
            """
            let __nibOutlet_\(raw: propertyName) = NibOutletMarker<__NibOutlet_\(raw: propertyName)>()
            """,
        ]
    }
}

extension String {
    var trimmingBackticks: String { filter { $0 != "`" } }
}
