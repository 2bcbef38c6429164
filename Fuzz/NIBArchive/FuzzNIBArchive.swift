// Fuzz target: the NIBArchive reader, and writing back what it read.
// Built with libFuzzer by Scripts/fuzz.sh (-DFUZZING); a plain build replays the files it is given.
import Foundation
import FuzzSupport
import NibArchive

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzNIBArchive(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if let archive = try? NIBArchiveReader().read(bytes) {
        // What was read writes back and reads again to the same archive.
        let again: KeyedArchive?
        do { again = try NIBArchiveReader().read(NIBArchiveWriter().write(archive)) } catch {
            FileHandle.standardError.write(Data(("what was read does not read back after writing: \(error)" + "\n").utf8))
            again = nil
        }
        if again != archive, let again {
            FileHandle.standardError.write(Data(("\(archive.objects.count) objects read, \(again.objects.count) after writing" + "\n").utf8))
            for (index, (a, b)) in zip(archive.objects, again.objects).enumerated() where a != b {
                FileHandle.standardError.write(Data(("object \(index) differs: \(a.values.count) values read, \(b.values.count) after writing" + "\n").utf8))
                for (position, (x, y)) in zip(a.values, b.values).enumerated() where x != y {
                    FileHandle.standardError.write(Data(("  value \(position): \(x) vs \(y)" + "\n").utf8))
                    break
                }
                break
            }
        }
        precondition(again == archive, "a NIBArchive that reads does not survive writing")
    }
    return 0
}

#if !FUZZING
@main struct Replay {
    static func main() { FuzzHarness.replay(fuzzNIBArchive) }
}
#else
@_cdecl("FuzzNIBArchive_main")
func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    FuzzHarness.runDriver(argc, argv, fuzzNIBArchive)
}
#endif
