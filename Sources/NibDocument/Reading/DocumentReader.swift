import Foundation
import NibSupport

/// Reads .xib and .storyboard files of every era into an ``InterfaceDocument``.
///
/// ```swift
/// let document = try DocumentReader().read(contentsOf: URL(fileURLWithPath: "Main.storyboard"))
/// for object in document.objects { print(object.id, object.className) }
/// ```
public struct DocumentReader: Sendable {
    /// The limits applied while reading.
    public var limits: ReadingLimits

    /// Creates a reader.
    public init(limits: ReadingLimits = ReadingLimits()) {
        self.limits = limits
    }

    /// Reads a document from a file.
    /// - Throws: ``DocumentError`` naming the file, and the line and column where reading failed.
    public func read(contentsOf url: URL) throws(DocumentError) -> InterfaceDocument {
        let file = url.path
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory), isDirectory.boolValue {
            throw DocumentError(code: .unreadable, message: "this is a directory, not a document; name a .xib or .storyboard file", location: SourceLocation(file: file, line: 0, column: 0))
        }
        guard FileManager.default.fileExists(atPath: file) else {
            throw DocumentError(code: .unreadable, message: "no such file; check the path", location: SourceLocation(file: file, line: 0, column: 0))
        }
        let data: Data
        // The size is checked before anything is read.
        do { data = try BoundedFile.read(url, kind: .document, limit: limits.maximumByteCount) } catch {
            throw DocumentError(code: error.isTooLarge ? .limitExceeded : .unreadable, message: error.message, location: SourceLocation(file: file, line: 0, column: 0))
        }
        return try read(data: data, file: file)
    }

    /// Reads a document from bytes; `file` is used in locations and errors.
    public func read(data: Data, file: String = "<memory>") throws(DocumentError) -> InterfaceDocument {
        let bytes = try TextDecoding.utf8Bytes(of: data, file: file)
        var reader = XMLReader(bytes: bytes, file: file, limits: limits)
        return try read(root: try reader.readDocument(), file: file)
    }

    /// Builds a document from an element tree already read (and perhaps changed, as a
    /// localized copy is); `file` is used in locations and errors.
    public func read(root: Element, file: String) throws(DocumentError) -> InterfaceDocument {
        switch root.name {
        case "document":
            var builder = ModernDocumentBuilder(file: file, root: root)
            return try builder.build()
        case "archive":
            var builder = LegacyArchiveBuilder(file: file, root: root)
            return try builder.build()
        default:
            throw DocumentError(
                code: .notAnInterfaceDocument,
                message: "the root element is <\(root.name)>, not <document> or <archive>; this is not an Interface Builder document",
                location: SourceLocation(file: file, line: root.line, column: root.column))
        }
    }

    /// Reads any XML file into its element tree (property lists, for instance), with the same
    /// strictness and limits as documents.
    public func readElementTree(data: Data, file: String = "<memory>") throws(DocumentError) -> Element {
        let bytes = try TextDecoding.utf8Bytes(of: data, file: file)
        var reader = XMLReader(bytes: bytes, file: file, limits: limits)
        return try reader.readDocument()
    }

    /// The platform named by a document's `type` or `targetRuntime`.
    static func platform(type: String, targetRuntime: String?, file: String, root: Element) throws(DocumentError) -> (Platform, InterfaceDocument.Kind) {
        let kind: InterfaceDocument.Kind = type.contains("Storyboard") ? .storyboard : .xib
        let runtime = targetRuntime ?? ""
        if type.contains("AppleTV") || runtime == "AppleTV" { return (.tvOS, kind) }
        if type.contains("WatchKit") || runtime == "watchKit" { return (.watchOS, kind) }
        if type.contains("CocoaTouch") || runtime.hasPrefix("iOS") { return (.iOS, kind) }
        if type.contains("Cocoa") || runtime.hasPrefix("MacOSX") { return (.macOS, kind) }
        throw DocumentError(
            code: .notAnInterfaceDocument,
            message: "unknown document type '\(type)'; expected an Interface Builder type such as com.apple.InterfaceBuilder3.CocoaTouch.XIB",
            location: SourceLocation(file: file, line: root.line, column: root.column))
    }
}

/// Turns file bytes into UTF-8, accepting a UTF-8 or UTF-16 byte-order mark; UTF-32 and
/// malformed text are errors naming the line and column of the first bad byte.
enum TextDecoding {
    static func utf8Bytes(of data: Data, file: String) throws(DocumentError) -> [UInt8] {
        let bytes = [UInt8](data)
        if bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) || bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) {
            throw DocumentError(code: .unsupported, message: "the document is UTF-32; save it as UTF-8", location: SourceLocation(file: file, line: 1, column: 1))
        }
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            return try utf16(bytes, littleEndian: bytes[0] == 0xFF, file: file)
        }
        guard String(validating: bytes, as: UTF8.self) != nil else {
            let offset = firstInvalidUTF8Offset(bytes)
            let (line, column) = position(of: offset, in: bytes[..<offset])
            throw DocumentError(code: .malformedXML, message: "invalid UTF-8 at byte \(offset); save the document as UTF-8", location: SourceLocation(file: file, line: line, column: column))
        }
        return bytes
    }

    /// UTF-16 text (after its byte-order mark) as UTF-8; an odd byte count or a lone surrogate
    /// is an error at the line and column where it occurs.
    private static func utf16(_ bytes: [UInt8], littleEndian: Bool, file: String) throws(DocumentError) -> [UInt8] {
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var offset = 2
        while offset + 1 < bytes.count {
            let (first, second) = (UInt16(bytes[offset]), UInt16(bytes[offset + 1]))
            units.append(littleEndian ? second << 8 | first : first << 8 | second)
            offset += 2
        }
        var output: [UInt8] = []
        output.reserveCapacity(units.count)
        var iterator = units.makeIterator()
        var decoder = UTF16()
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): output.append(contentsOf: UTF8.encode(scalar)!)
            case .emptyInput: break loop
            case .error:
                let (line, column) = position(of: output.count, in: output[...])
                throw DocumentError(code: .malformedXML, message: "the UTF-16 text has a lone surrogate; save the document as UTF-8", location: SourceLocation(file: file, line: line, column: column))
            }
        }
        if bytes.count % 2 != 0 {
            let (line, column) = position(of: output.count, in: output[...])
            throw DocumentError(code: .malformedXML, message: "the UTF-16 text ends with half a character (an odd number of bytes); the file may be truncated", location: SourceLocation(file: file, line: line, column: column))
        }
        return output
    }

    /// The line and column just after `prefix`, which ends at `offset`.
    /// (LF, CR LF and a lone CR are each one line break.)
    private static func position(of offset: Int, in prefix: ArraySlice<UInt8>) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = prefix.startIndex
        for index in prefix.indices {
            let byte = prefix[index]
            guard byte == 10 || byte == 13 else { continue }
            // A CR followed by an LF is counted at the LF.
            if byte == 13, index + 1 < prefix.endIndex, prefix[index + 1] == 10 { continue }
            line += 1
            lineStart = index + 1
        }
        return (line, offset - lineStart + 1)
    }

    /// The offset of the first byte that does not start a valid UTF-8 sequence.
    private static func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int {
        var offset = 0
        while offset < bytes.count {
            let length: Int
            switch bytes[offset] {
            case 0x00...0x7F:
                offset += 1
                continue
            case 0xC2...0xDF: length = 2
            case 0xE0...0xEF: length = 3
            case 0xF0...0xF4: length = 4
            default: return offset
            }
            guard offset + length <= bytes.count, String(validating: bytes[offset..<(offset + length)], as: UTF8.self) != nil else { return offset }
            offset += length
        }
        return bytes.count
    }
}
