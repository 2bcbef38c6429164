/// A file or resource name split at its extension without Foundation's `NSString` path methods, which
/// trap on some names on Linux (a property test of hostile names found one in `pathExtension`):
/// the extension is what follows the last "." of the last path component, when that dot
/// neither starts the component (a hidden file) nor ends it.
package enum PathExtension {
    package static func split(_ name: String) -> (stem: String, extension: String) {
        let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
        let bytes = Array(name.utf8)
        var end = bytes.count
        while end > 1, bytes[end - 1] == slash { end -= 1 }
        let componentStart = bytes[..<end].lastIndex(of: slash).map { $0 + 1 } ?? 0
        guard let last = bytes[componentStart..<end].lastIndex(of: dot), last > componentStart, last < end - 1 else {
            return (name, "")
        }
        // Split at an ASCII byte, so both sides are whole UTF-8.
        return (String(decoding: bytes[..<last], as: UTF8.self), String(decoding: bytes[(last + 1)..<end], as: UTF8.self))
    }
}
