import Foundation

/// What every fuzz target shares: replaying files without libFuzzer, and handing the process
/// to libFuzzer's driver when built with `-DFUZZING` (Scripts/fuzz.sh).
public enum FuzzHarness {
    /// A fuzz target's entry: bytes in, 0 out (libFuzzer's `LLVMFuzzerTestOneInput` shape).
    public typealias Target = @convention(c) (UnsafePointer<UInt8>, Int) -> CInt

    /// Without libFuzzer: runs each file named on the command line through `target`, to replay a crash.
    public static func replay(_ target: Target) {
        for path in CommandLine.arguments.dropFirst() {
            let bytes = [UInt8](FileManager.default.contents(atPath: path) ?? Data())
            _ = bytes.withUnsafeBufferPointer { target($0.baseAddress ?? UnsafePointer(bitPattern: 1)!, $0.count) }
            print("ok \(path)")
        }
    }

    #if FUZZING
    /// SwiftPM links an executable's entry point as `<Module>_main`; the target's entry calls this
    /// to run libFuzzer's driver instead.
    public static func runDriver(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>, _ target: Target) -> CInt {
        var count = argc
        var arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = argv
        return runFuzzerDriver(&count, &arguments, target)
    }
    #endif
}

#if FUZZING
@_silgen_name("LLVMFuzzerRunDriver")
private func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
) -> CInt
#endif
