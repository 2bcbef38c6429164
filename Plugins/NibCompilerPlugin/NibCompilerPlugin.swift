import Foundation
import PackagePlugin

/// Compiles the `.xib` and `.storyboard` files of a target at build time, as Xcode does: each
/// `Name.xib` becomes `Name.nib` and each `Name.storyboard` becomes `Name.storyboardc` in the
/// target's resource bundle, where `Nib(named: "Name", bundle: .module)` and
/// `Storyboard(name: "Name", bundle: .module)` find them.
///
/// ```swift
/// .target(name: "MyViews", plugins: [.plugin(name: "NibCompilerPlugin", package: "NibKit")])
/// ```
@main
struct NibCompilerPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let nibtool = try context.tool(named: "nibtool-build").url
        let output = context.pluginWorkDirectoryURL.appending(path: "Compiled")
        return target.sourceFiles.compactMap { file -> Command? in
            let input = file.url
            let compiledExtension: String
            switch input.pathExtension {
            case "xib": compiledExtension = "nib"
            case "storyboard": compiledExtension = "storyboardc"
            default: return nil
            }
            let compiled = output.appending(path: input.deletingPathExtension().lastPathComponent + "." + compiledExtension)
            return .buildCommand(
                displayName: "Compiling \(input.lastPathComponent)",
                executable: nibtool,
                arguments: ["compile", input.path, "-o", compiled.path, "--module", target.moduleName, "--schema", "compact"],
                inputFiles: [input],
                outputFiles: [compiled])
        }
    }
}
