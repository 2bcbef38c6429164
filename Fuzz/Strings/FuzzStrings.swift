// Fuzz target: the .strings parser (every encoding and form), and writing back what it read.
// Built with libFuzzer by Scripts/fuzz.sh (-DFUZZING); a plain build replays the files it is given.
import Foundation
import FuzzSupport
import NibResources

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStrings(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    if let table = try? StringsTable(data: Data(bytes: data, count: size)) {
        let again = try? StringsTable(data: table.data(encoding: .utf8))
        precondition(again?.values == table.values, "a .strings file that reads does not survive writing")
    }
    return 0
}

#if !FUZZING
@main struct Replay {
    static func main() { FuzzHarness.replay(fuzzStrings) }
}
#else
@_cdecl("FuzzStrings_main")
func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    FuzzHarness.runDriver(argc, argv, fuzzStrings)
}
#endif
