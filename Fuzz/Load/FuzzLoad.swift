// Fuzz target: the whole load path, bytes → live objects (a document or a compiled nib).
// Built with libFuzzer by Scripts/fuzz.sh (-DFUZZING); a plain build replays the files it is given.
import Foundation
import FuzzSupport
import NibArchive
import NibLoading

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLoad(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    let externals: [String: AnyObject] = ["UIStoryboardPlaceholder": NibGenericOwner(), "NSStoryboardPlaceholder": NibGenericOwner()]
    if bytes.starts(with: Array("NIBArchive".utf8)) || bytes.starts(with: Array("bplist".utf8)) {
        if let archive = (try? NIBArchiveReader().read([UInt8](bytes))) ?? (try? KeyedArchiverReader().read([UInt8](bytes))) {
            _ = try? Nib(archive: archive, flavour: CompiledNibReader.flavour(of: archive)).instantiate(owner: NibGenericOwner(), options: .init(externalObjects: externals))
        }
    } else if let document = try? DocumentReader().read(data: bytes, file: "<fuzz>") {
        if document.kind == .storyboard {
            if let storyboard = try? Storyboard(document: document, options: .init(externalObjects: externals)) {
                for name in storyboard.sceneNibNames { _ = try? storyboard.instantiate(nibName: name, creator: nil) }
            }
        } else {
            _ = try? Nib(document: document).instantiate(owner: NibGenericOwner(), options: .init(externalObjects: externals))
        }
    }
    return 0
}

#if !FUZZING
@main struct Replay {
    static func main() { FuzzHarness.replay(fuzzLoad) }
}
#else
@_cdecl("FuzzLoad_main")
func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    FuzzHarness.runDriver(argc, argv, fuzzLoad)
}
#endif
