import NibMacroImplementations
import SwiftCompilerPlugin
import SwiftSyntax
import SwiftSyntaxMacros

/// The compiler plug-in that provides NibKit's macros.
///
/// The compiler finds a macro's implementation by the module and type names `#externalMacro`
/// gives, so the types it names live here and hand the work to NibMacroImplementations. The
/// implementations are a library of their own because a test target that depends on a macro
/// target makes SwiftPM build every test target, and all they depend on, a second time.
@main
struct NibKitMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [OutletMacro.self, ActionMacro.self, ObservedMacro.self]
}

/// `@Outlet`: see ``OutletExpansion``.
public struct OutletMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        try OutletExpansion.expansion(of: node, providingPeersOf: declaration, in: context)
    }
}

/// `@Action`: see ``ActionExpansion``.
public struct ActionMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        try ActionExpansion.expansion(of: node, providingPeersOf: declaration, in: context)
    }
}

/// `@Observed`: see ``ObservedExpansion``.
public struct ObservedMacro: PeerMacro, AccessorMacro {
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        try ObservedExpansion.expansion(of: node, providingPeersOf: declaration, in: context)
    }

    public static func expansion(
        of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        try ObservedExpansion.expansion(of: node, providingAccessorsOf: declaration, in: context)
    }
}
