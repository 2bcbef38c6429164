// Fuzz target: the XML document reader (.xib/.storyboard bytes → InterfaceDocument).
// Built with libFuzzer by Scripts/fuzz.sh (-DFUZZING); a plain build replays the files it is given.
import Foundation
import NibDocument

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDocumentReader(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    _ = try? DocumentReader().read(data: Data(bytes: data, count: size), file: "fuzz.xib")
    return 0
}

#if !FUZZING
/// Without libFuzzer: runs each file given through the target, to replay a crash.
@main struct Replay {
    static func main() {
        for path in CommandLine.arguments.dropFirst() {
            let bytes = [UInt8](FileManager.default.contents(atPath: path) ?? Data())
            _ = bytes.withUnsafeBufferPointer { fuzzDocumentReader($0.baseAddress ?? UnsafePointer(bitPattern: 1)!, $0.count) }
            print("ok \(path)")
        }
    }
}
#else
/// SwiftPM links an executable's entry point as `<Module>_main`: hand it to libFuzzer's driver.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
) -> CInt

@_cdecl("FuzzDocumentReader_main")
func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    var count = argc
    var arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = argv
    return runFuzzerDriver(&count, &arguments, fuzzDocumentReader)
}
#endif
