// Fuzz target: the XML document reader (.xib/.storyboard bytes → InterfaceDocument).
// Built with libFuzzer by Scripts/fuzz.sh (-DFUZZING); a plain build replays the files it is given.
import Foundation
import FuzzSupport
import NibDocument

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDocumentReader(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    _ = try? DocumentReader().read(data: Data(bytes: data, count: size), file: "fuzz.xib")
    return 0
}

#if !FUZZING
@main struct Replay {
    static func main() { FuzzHarness.replay(fuzzDocumentReader) }
}
#else
@_cdecl("FuzzDocumentReader_main")
func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    FuzzHarness.runDriver(argc, argv, fuzzDocumentReader)
}
#endif
