import Foundation
import NibArchive

/// The text `nibtool dump` prints for a compiled nib: every archived object with its keys and values.
public enum ArchiveDump {
    /// One line per object (`#index ClassName`), then its values indented.
    public static func text(of archive: KeyedArchive, source: String) -> String {
        var lines = ["\(source): \(archive.objects.count) archived objects"]
        for (index, object) in archive.objects.enumerated() {
            let fallbacks = object.fallbackClassNames.isEmpty ? "" : " (fallbacks: \(object.fallbackClassNames.joined(separator: ", ")))"
            lines.append("#\(index) \(object.className)\(fallbacks)")
            for value in object.values { lines.append("    \(value.key) = \(describe(value.value, in: archive))") }
        }
        return lines.joined(separator: "\n")
    }

    static func describe(_ value: ArchiveValue, in archive: KeyedArchive) -> String {
        switch value {
        case .integer(let number, _): return String(number)
        case .bool(let flag): return flag ? "true" : "false"
        case .float(let number): return String(number)
        case .double(let number): return String(number)
        case .data(let bytes):
            if let text = String(validating: bytes, as: UTF8.self), bytes.allSatisfy({ $0 >= 32 || $0 == 10 }) { return "data \"\(text)\"" }
            // Short binary values (colour components, flags) are shown in full, in hex.
            if bytes.count <= 32 { return "data \(bytes.count) bytes <" + bytes.map { String(format: "%02x", $0) }.joined(separator: " ") + ">" }
            return "data \(bytes.count) bytes"
        case .null: return "nil"
        case .object(let index):
            guard index < archive.objects.count else { return "#\(index) (out of range)" }
            let target = archive.objects[index]
            if target.className == "NSString" || target.className == "NSMutableString", case .data(let bytes)? = target["NS.bytes"] {
                return "#\(index) \"\(String(decoding: bytes, as: UTF8.self))\""
            }
            return "#\(index) \(target.className)"
        }
    }
}
