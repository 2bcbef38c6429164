import Foundation
import NibRuntime

extension NSCoder {
    /// The option set whose raw value is the integer under `key` (AppKit's masks), or nil when absent.
    package func nibOptions<Options: OptionSet>(forKey key: String, as type: Options.Type = Options.self) -> Options? where Options.RawValue == UInt {
        nibInt(forKey: key).map { Options(rawValue: UInt(truncatingIfNeeded: $0)) }
    }
}
