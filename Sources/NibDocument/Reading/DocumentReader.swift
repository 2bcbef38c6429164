import Foundation

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
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw DocumentError(code: .unreadable, message: "cannot read the file: \(error.localizedDescription)", location: SourceLocation(file: file, line: 0, column: 0))
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

/// Turns file bytes into UTF-8, accepting a UTF-8 or UTF-16 byte-order mark.
enum TextDecoding {
    static func utf8Bytes(of data: Data, file: String) throws(DocumentError) -> [UInt8] {
        let bytes = [UInt8](data)
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            let encoding: String.Encoding = bytes[0] == 0xFF ? .utf16LittleEndian : .utf16BigEndian
            guard let text = String(data: Data(bytes.dropFirst(2)), encoding: encoding) else {
                throw DocumentError(code: .malformedXML, message: "the UTF-16 text is not valid", location: SourceLocation(file: file, line: 1, column: 1))
            }
            return Array(text.utf8)
        }
        guard String(validating: bytes, as: UTF8.self) != nil else {
            let offset = firstInvalidUTF8Offset(bytes)
            let line = bytes[..<offset].reduce(1) { $1 == 10 ? $0 + 1 : $0 }
            throw DocumentError(code: .malformedXML, message: "invalid UTF-8 at byte \(offset); save the document as UTF-8", location: SourceLocation(file: file, line: line, column: 1))
        }
        return bytes
    }

    private static func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int {
        var low = 0
        var high = bytes.count
        // Binary search for the shortest invalid prefix (a cut inside a sequence is tolerated by trimming 3 bytes).
        while low < high {
            let middle = (low + high) / 2
            let prefix = bytes[..<middle]
            let trimmed = prefix.dropLast(min(3, prefix.count))
            if String(validating: trimmed, as: UTF8.self) != nil { low = middle + 1 } else { high = middle }
        }
        return max(0, low - 4)
    }
}
