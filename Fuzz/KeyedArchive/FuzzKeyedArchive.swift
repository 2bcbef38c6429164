// Fuzz target: the keyed-archive readers (binary and XML property lists → KeyedArchive).
// Built with libFuzzer by Scripts/fuzz.sh (-DFUZZING); a plain build replays the files it is given.
import Foundation
import FuzzSupport
import NibArchive

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzKeyedArchive(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    _ = try? KeyedArchiverReader().read(bytes)
    return 0
}

#if !FUZZING
@main struct Replay {
    static func main() { FuzzHarness.replay(fuzzKeyedArchive) }
}
#else
@_cdecl("FuzzKeyedArchive_main")
func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    FuzzHarness.runDriver(argc, argv, fuzzKeyedArchive)
}
#endif
