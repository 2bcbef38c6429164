// Fuzz target: well-formed documents with hostile values (FuzzSupport's HostileValues), driven
// by libFuzzer's bytes as a stream of choices: numbers on the templates, containment cycles in
// storyboards, names that try to leave a bundle, and compiled archives with hostile numbers. Built with libFuzzer by Scripts/fuzz.sh
// (-DFUZZING); a plain build replays the files it is given.
import Foundation
import FuzzSupport
import NibArchive
import NibCompiler
import NibLoading
import NibResources
import NibToolCore

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHostileValues(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var choices = HostileValues.Choices(Array(UnsafeBufferPointer(start: data, count: size)))
    let folder = HostileValueFolders.shared
    switch choices.next(4) {
    case 0:
        let template = choices.element(of: HostileValues.templates)
        let text = HostileValues.mutatingNumbers(of: template, choices: &choices)
        let file = folder.appendingPathComponent(template == HostileValues.appKitWindow ? "Hostile.xib" : "HostileUI.xib")
        try? Data(text.utf8).write(to: file)
        _ = DocumentLoader.load(file.path)
        if let document = try? DocumentReader().read(data: Data(text.utf8), file: file.path) {
            _ = DocumentDump.text(of: document)
        }
    case 1:
        let text = HostileValues.containmentStoryboard(scenes: 2 + choices.next(6), choices: &choices)
        let file = folder.appendingPathComponent("Cycles.storyboard")
        try? Data(text.utf8).write(to: file)
        _ = DocumentLoader.load(file.path)
    case 3:
        // An archive every reader accepts, with hostile numbers in it.
        let template = choices.element(of: CompiledTemplates.all)
        let archive = HostileValues.mutatingNumbers(of: template.archive, choices: &choices)
        _ = try? Nib(archive: archive, flavour: template.flavour, source: "Hostile.nib").instantiate(owner: NibGenericOwner())
        _ = ArchiveDump.text(of: archive, source: "Hostile.nib")
    default:
        // A name must never find a file outside the root, whatever it is made of.
        let name = HostileValues.name(&choices)
        let root = folder.appendingPathComponent("Bundle")
        let found = ResourceLookup(languages: ["en"]).find(name, extensions: ["nib"], in: [root]).url
        if let found, !ResourceConfinement.contains(root, found) { fatalError("'\(name)' found \(found.path), outside \(root.path)") }
    }
    return 0
}

/// The templates compiled once per process (every input of mode 3 mutates a copy).
enum CompiledTemplates {
    static let all: [(archive: KeyedArchive, flavour: Flavour)] = HostileValues.templates.map { text in
        guard let document = try? DocumentReader().read(data: Data(text.utf8), file: "Template.xib"),
            let compiled = try? NibCompiler().compile(document)
        else { fatalError("a template does not compile") }
        return (compiled.archive, document.flavour)
    }
}

/// A folder per process with a bundle and a secret beside it (`Bundle/Main.nib`, `Secret.nib`).
enum HostileValueFolders {
    static let shared: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-hostile-values-\(getpid())")
        try? FileManager.default.createDirectory(at: folder.appendingPathComponent("Bundle/Base.lproj"), withIntermediateDirectories: true)
        for file in ["Secret.nib", "Bundle/Main.nib", "Bundle/Base.lproj/Main.nib"] {
            try? Data("NIBArchive".utf8).write(to: folder.appendingPathComponent(file))
        }
        return folder
    }()
}

#if !FUZZING
@main struct Replay {
    static func main() { FuzzHarness.replay(fuzzHostileValues) }
}
#else
@_cdecl("FuzzHostileValues_main")
func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    FuzzHarness.runDriver(argc, argv, fuzzHostileValues)
}
#endif
