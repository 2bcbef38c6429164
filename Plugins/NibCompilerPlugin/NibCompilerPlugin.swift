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
///
/// Typed accessors (opt-in): a file named `nibkit-accessors` in the target's folder (list it in
/// the target's `exclude:` to keep SwiftPM quiet about it) makes the plugin also run
/// `nibtool generate accessors` on the target's documents (through nibtool-build) and compile the result,
/// `NibAccessors.swift`, into the target. The file's text is the accessors' access level: empty
/// or `internal` (the default), or `public` for a library whose users call them. Without the
/// file nothing more is done: one file check.
@main
struct NibCompilerPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let nibtool = try context.tool(named: "nibtool-build").url
        let output = context.pluginWorkDirectoryURL.appending(path: "Compiled")
        var commands = target.sourceFiles.compactMap { file -> Command? in
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
        let marker = target.directoryURL.appending(path: "nibkit-accessors")
        if FileManager.default.fileExists(atPath: marker.path) {
            let documents = target.sourceFiles.map(\.url).filter { ["xib", "storyboard"].contains($0.pathExtension) }
            let generated = context.pluginWorkDirectoryURL.appending(path: "Accessors").appending(path: "NibAccessors.swift")
            let level = (try? String(contentsOf: marker, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
            commands.append(.buildCommand(
                displayName: "Generating typed accessors for \(target.name)'s documents",
                executable: nibtool,
                arguments: ["generate", "accessors", "-o", generated.path, "--access-level", level.isEmpty ? "internal" : level] + documents.map(\.path),
                inputFiles: documents + [marker],
                outputFiles: [generated]))
        }
        return commands
    }
}
