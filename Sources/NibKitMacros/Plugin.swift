import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plug-in that provides NibKit's macros.
@main
struct NibKitMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [OutletMacro.self, ActionMacro.self, ObservedMacro.self]
}
