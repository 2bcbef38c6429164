import Foundation
import NibArchive
import NibDocument
import NibSupport

/// Compiling documents to compiled nibs: a `.xib` to a NIBArchive `.nib`, a `.storyboard` to a
/// `.storyboardc` folder (Info.plist and one nib per scene and per controller view).
public enum NibCompilation {
    /// What compiling one document produced.
    public struct Outcome: Sendable {
        /// The output written.
        public var output: URL
        /// The compiler's findings.
        public var findings: [CompileFinding]
    }

    /// Compiles `input` to `output`, writing atomically: a temporary file or folder beside the
    /// output, renamed into place, so an interrupted compile never leaves a partial result.
    public static func compile(_ input: URL, to output: URL, options: NibCompiler.Options = .init()) throws -> Outcome {
        let document = try DocumentReader().read(contentsOf: input)
        let compiler = NibCompiler(options: options)
        if document.kind == .storyboard {
            let storyboard = try compiler.compileStoryboard(document)
            try AtomicOutput.write(to: output, isFolder: true) { temporary in
                for (name, nib) in storyboard.nibs {
                    try Data(NIBArchiveWriter().write(nib.archive)).write(to: temporary.appendingPathComponent("\(name).nib"))
                }
                try infoPlist(storyboard).write(to: temporary.appendingPathComponent("Info.plist"))
            }
            return Outcome(output: output, findings: storyboard.nibs.values.flatMap(\.findings))
        }
        let nib = try compiler.compile(document)
        try AtomicOutput.write(to: output, isFolder: false) { temporary in
            try Data(NIBArchiveWriter().write(nib.archive)).write(to: temporary)
        }
        return Outcome(output: output, findings: nib.findings)
    }

    /// The storyboard's Info.plist: entry point, identifiers to nib names, version (binary property list).
    package static func infoPlist(_ storyboard: CompiledStoryboard) throws -> Data {
        let prefix = storyboard.platform == .macOS ? "NS" : "UI"
        var plist: [String: BinaryPropertyListWriter.Value] = [
            "\(prefix)ViewControllerIdentifiersToNibNames": .dictionary(storyboard.identifiersToNibNames.mapValues { .string($0) }),
            "\(prefix)StoryboardVersion": .integer(1),
        ]
        if let entry = storyboard.initialNibName { plist["\(prefix)StoryboardDesignatedEntryPointIdentifier"] = .string(entry) }
        // UIKit's UIStoryboard follows a reference scene by this table (UIKitCore, decompiled:
        // -[UIStoryboard referencedStoryboardForExternalReferenceInfo:]).
        if storyboard.platform != .macOS, !storyboard.externalReferences.isEmpty {
            plist["UIViewControllerIdentifiersToExternalStoryboardReferences"] = .dictionary(storyboard.externalReferences.mapValues { reference in
                var entry: [String: BinaryPropertyListWriter.Value] = [:]
                if let name = reference.storyboardName { entry["UIReferencedStoryboardName"] = .string(name) }
                if let identifier = reference.controllerIdentifier { entry["UIReferencedControllerIdentifier"] = .string(identifier) }
                return .dictionary(entry)
            })
        }
        if storyboard.platform == .macOS {
            // ibtool names the main menu nib whether or not the storyboard has an application scene.
            plist["NSStoryboardMainMenu"] = .string("MainMenu")
            if !storyboard.identifiersToUUIDs.isEmpty {
                plist["NSViewControllerIdentifiersToUUIDs"] = .dictionary(storyboard.identifiersToUUIDs.mapValues { .string($0) })
            }
        }
        // Written with sorted keys: the same storyboard gives the same bytes on every build.
        return Data(BinaryPropertyListWriter.data(.dictionary(plist)))
    }

    /// The output next to a document, or in a folder: `Name.nib` or `Name.storyboardc`.
    public static func defaultOutput(for input: URL, in folder: URL?) -> URL {
        let name = input.deletingPathExtension().lastPathComponent + (input.pathExtension == "storyboard" ? ".storyboardc" : ".nib")
        return (folder ?? input.deletingLastPathComponent()).appendingPathComponent(name)
    }
}
