import Foundation
import NibSupport

/// A value of an old-style (OpenStep) property list, as `project.pbxproj` is written: strings
/// (quoted or bare), arrays `( a, b, )`, dictionaries `{ key = value; }`, and `<hex>` data.
/// Strings keep the byte offset where their text starts, so a setting can be pointed at.
public indirect enum OldStylePropertyList: Sendable, Equatable {
    case string(String, offset: Int)
    case array([OldStylePropertyList])
    case dictionary([String: OldStylePropertyList])
    case data([UInt8])

    /// The string, if this is one.
    public var string: String? { if case .string(let text, _) = self { text } else { nil } }
    /// The byte offset where the string's text starts, if this is a string.
    public var offset: Int? { if case .string(_, let offset) = self { offset } else { nil } }
    /// The array's elements, if this is an array.
    public var array: [OldStylePropertyList]? { if case .array(let items) = self { items } else { nil } }
    /// The dictionary, if this is one.
    public var dictionary: [String: OldStylePropertyList]? { if case .dictionary(let items) = self { items } else { nil } }
    /// `self[key]` of a dictionary.
    public subscript(_ key: String) -> OldStylePropertyList? { dictionary?[key] }
}

/// Why an old-style property list could not be read, with the 1-based line where it happened.
public enum OldStylePropertyListError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A character that cannot start or continue a value here.
    case unexpectedCharacter(Character, line: Int)
    /// The text ended inside a value, string or comment.
    case unexpectedEnd(line: Int)
    /// Arrays and dictionaries nested deeper than the limit.
    case tooDeep(line: Int)
    /// More values than the limit.
    case tooManyValues(line: Int)
    /// Something other than a dictionary at the top (`project.pbxproj` is one).
    case notADictionary

    public var description: String {
        switch self {
        case .unexpectedCharacter(let character, let line): "line \(line): unexpected '\(character)'"
        case .unexpectedEnd(let line): "line \(line): the text ends inside a value"
        case .tooDeep(let line): "line \(line): nested deeper than \(OldStylePropertyListParser.maximumDepth) levels"
        case .tooManyValues(let line): "line \(line): more than \(OldStylePropertyListParser.maximumValues) values"
        case .notADictionary: "the top level is not a dictionary"
        }
    }
}

/// A small, bounded reader of old-style property lists (depth and value count are capped, so a
/// hostile file cannot exhaust the stack or memory; every error is typed and has a line).
public struct OldStylePropertyListParser {
    /// Nesting limit (Xcode's files nest about 5 deep).
    public static let maximumDepth = 64
    /// Value limit (a 1 MB project file has about 100 000).
    public static let maximumValues = 5_000_000

    let bytes: [UInt8]
    var index = 0
    var values = 0

    /// Reads `text`.
    public static func parse(_ text: String) throws(OldStylePropertyListError) -> OldStylePropertyList {
        var parser = OldStylePropertyListParser(bytes: Array(text.utf8))
        let value = try parser.value(depth: 0)
        try parser.skipTrivia()
        guard parser.index == parser.bytes.count else { throw .unexpectedCharacter(parser.character, line: parser.line(at: parser.index)) }
        return value
    }

    /// The 1-based line and column (in UTF-8 bytes) of a byte offset in `text`.
    public static func lineAndColumn(of offset: Int, in text: String) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        for (position, byte) in text.utf8.prefix(offset).enumerated() where byte == 0x0A {
            line += 1
            lineStart = position + 1
        }
        return (line, offset - lineStart + 1)
    }

    func line(at offset: Int) -> Int {
        var line = 1
        for byte in bytes.prefix(offset) where byte == 0x0A { line += 1 }
        return line
    }

    var character: Character { index < bytes.count ? Character(Unicode.Scalar(bytes[index])) : " " }

    mutating func skipTrivia() throws(OldStylePropertyListError) {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { index += 1; continue }
            if byte == 0x2F, index + 1 < bytes.count, bytes[index + 1] == 0x2A {
                let start = index
                index += 2
                while index + 1 < bytes.count && !(bytes[index] == 0x2A && bytes[index + 1] == 0x2F) { index += 1 }
                guard index + 1 < bytes.count else { throw .unexpectedEnd(line: line(at: start)) }
                index += 2
                continue
            }
            if byte == 0x2F, index + 1 < bytes.count, bytes[index + 1] == 0x2F {
                while index < bytes.count && bytes[index] != 0x0A { index += 1 }
                continue
            }
            return
        }
    }

    static func isBare(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            || byte == 0x5F || byte == 0x24 || byte == 0x2F || byte == 0x3A || byte == 0x2E || byte == 0x2D || byte >= 0x80
    }

    mutating func value(depth: Int) throws(OldStylePropertyListError) -> OldStylePropertyList {
        try skipTrivia()
        guard index < bytes.count else { throw .unexpectedEnd(line: line(at: index)) }
        guard depth < Self.maximumDepth else { throw .tooDeep(line: line(at: index)) }
        values += 1
        guard values <= Self.maximumValues else { throw .tooManyValues(line: line(at: index)) }
        let byte = bytes[index]
        switch byte {
        case 0x7B: // {
            let start = index
            index += 1
            var items: [String: OldStylePropertyList] = [:]
            while true {
                try skipTrivia()
                guard index < bytes.count else { throw .unexpectedEnd(line: line(at: start)) }
                if bytes[index] == 0x7D { index += 1; return .dictionary(items) }
                guard case .string(let key, _) = try value(depth: depth + 1) else { throw .unexpectedCharacter(character, line: line(at: index)) }
                try skipTrivia()
                guard index < bytes.count, bytes[index] == 0x3D else {
                    if index >= bytes.count { throw .unexpectedEnd(line: line(at: start)) }
                    throw .unexpectedCharacter(character, line: line(at: index))
                }
                index += 1
                items[key] = try value(depth: depth + 1)
                try skipTrivia()
                guard index < bytes.count else { throw .unexpectedEnd(line: line(at: start)) }
                guard bytes[index] == 0x3B else { throw .unexpectedCharacter(character, line: line(at: index)) }
                index += 1
            }
        case 0x28: // (
            let start = index
            index += 1
            var items: [OldStylePropertyList] = []
            while true {
                try skipTrivia()
                guard index < bytes.count else { throw .unexpectedEnd(line: line(at: start)) }
                if bytes[index] == 0x29 { index += 1; return .array(items) }
                items.append(try value(depth: depth + 1))
                try skipTrivia()
                guard index < bytes.count else { throw .unexpectedEnd(line: line(at: start)) }
                if bytes[index] == 0x2C { index += 1 } else if bytes[index] != 0x29 {
                    throw .unexpectedCharacter(character, line: line(at: index))
                }
            }
        case 0x22, 0x27: // " or '
            let quote = byte
            let start = index
            index += 1
            var text: [UInt8] = []
            while index < bytes.count && bytes[index] != quote {
                if bytes[index] == 0x5C, index + 1 < bytes.count {
                    index += 1
                    switch bytes[index] {
                    case 0x6E: text.append(0x0A)
                    case 0x74: text.append(0x09)
                    case 0x72: text.append(0x0D)
                    default: text.append(bytes[index])
                    }
                } else {
                    text.append(bytes[index])
                }
                index += 1
            }
            guard index < bytes.count else { throw .unexpectedEnd(line: line(at: start)) }
            index += 1
            return .string(String(decoding: text, as: UTF8.self), offset: start + 1)
        case 0x3C: // <hex>
            let start = index
            index += 1
            var data: [UInt8] = []
            var half: UInt8?
            while index < bytes.count && bytes[index] != 0x3E {
                let byte = bytes[index]
                index += 1
                let digit: UInt8
                switch byte {
                case 0x30...0x39: digit = byte - 0x30
                case 0x41...0x46: digit = byte - 0x41 + 10
                case 0x61...0x66: digit = byte - 0x61 + 10
                case 0x20, 0x0A, 0x09, 0x0D: continue
                default: throw .unexpectedCharacter(Character(Unicode.Scalar(byte)), line: line(at: index - 1))
                }
                if let high = half { data.append(high << 4 | digit); half = nil } else { half = digit }
            }
            guard index < bytes.count else { throw .unexpectedEnd(line: line(at: start)) }
            index += 1
            return .data(data)
        default:
            guard Self.isBare(byte) else { throw .unexpectedCharacter(character, line: line(at: index)) }
            let start = index
            while index < bytes.count && Self.isBare(bytes[index]) { index += 1 }
            return .string(String(decoding: bytes[start..<index], as: UTF8.self), offset: start)
        }
    }
}

/// An Xcode project's targets, read from `project.pbxproj`: which files each compiles or copies,
/// and the module each target's Swift files form.
///
/// The module name is the target's `PRODUCT_MODULE_NAME`, else its `PRODUCT_NAME`, else the
/// target's name (Xcode's default `PRODUCT_NAME = $(TARGET_NAME)`), made a C99 identifier as
/// Xcode does (characters other than letters, digits and `_` become `_`). A setting comes from the
/// first of the target's build configurations that sets it, else from the project's. Limitation: settings in `.xcconfig`
/// files are not read; a value with another `$(VARIABLE)` falls back to the target's name.
public struct XcodeProject: Sendable {
    /// One target.
    public struct Target: Sendable, Hashable {
        /// The target's name.
        public var name: String
        /// The module its Swift files form.
        public var moduleName: String
        /// Where the module name is written: the `project.pbxproj` and the 1-based line and column
        /// of the setting's (or the target name's) text.
        public var moduleNamePosition: SourcePosition?
        /// Files in its build phases (sources, resources, headers), standardized absolute paths.
        public var files: [String]
        /// Folders whose files all belong to it (Xcode 16's synchronized groups), with the
        /// paths (relative to the folder) excluded from this target.
        public var folders: [(path: String, exceptions: Set<String>)]

        public static func == (lhs: Target, rhs: Target) -> Bool {
            lhs.name == rhs.name && lhs.moduleName == rhs.moduleName && lhs.files == rhs.files
                && lhs.folders.map(\.path) == rhs.folders.map(\.path)
        }
        public func hash(into hasher: inout Hasher) { hasher.combine(name) }
    }

    /// Why a project file was not read.
    public enum ReadError: Error, Sendable, CustomStringConvertible {
        case unreadable(String)
        case syntax(String, OldStylePropertyListError)
        case missing(String, what: String)

        public var description: String {
            switch self {
            case .unreadable(let file): "\(file): unreadable or over the size limit"
            case .syntax(let file, let error): "\(file): \(error)"
            case .missing(let file, let what): "\(file): no \(what)"
            }
        }
    }

    /// The `project.pbxproj` read.
    public var file: String
    /// The targets, in the file's order.
    public var targets: [Target]

    /// Reads `project.pbxproj` at `file` (inside `X.xcodeproj`), or from `text` when given.
    public init(file: String, text: String? = nil) throws(ReadError) {
        self.file = file
        guard let text = text ?? Project.read(file) else { throw .unreadable(file) }
        let plist: OldStylePropertyList
        do { plist = try OldStylePropertyListParser.parse(text) } catch { throw .syntax(file, error) }
        guard let objects = plist["objects"]?.dictionary else { throw .missing(file, what: "objects dictionary") }
        guard let rootID = plist["rootObject"]?.string, let root = objects[rootID] else { throw .missing(file, what: "root object") }
        let projectFolder = ((file as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
        var base = projectFolder
        if let dir = root["projectDirPath"]?.string, !dir.isEmpty { base = (projectFolder as NSString).appendingPathComponent(dir) }

        // Every group's and file's path, walking from the main group (bounded: each object once).
        var paths: [String: String] = [:]
        var visited: Set<String> = []
        func walk(_ id: String, parent: String, depth: Int) {
            guard depth < OldStylePropertyListParser.maximumDepth, visited.insert(id).inserted, let object = objects[id] else { return }
            let path = object["path"]?.string
            let folder: String? = switch object["sourceTree"]?.string ?? "<group>" {
            case "<group>": path.map { (parent as NSString).appendingPathComponent($0) } ?? parent
            case "SOURCE_ROOT": path.map { (base as NSString).appendingPathComponent($0) } ?? base
            case "<absolute>": path
            default: nil
            }
            guard let folder else { return }
            paths[id] = XcodeProject.standardized(folder)
            for child in object["children"]?.array ?? [] { if let childID = child.string { walk(childID, parent: folder, depth: depth + 1) } }
        }
        if let mainGroup = root["mainGroup"]?.string { walk(mainGroup, parent: base, depth: 0) }

        /// Each build configuration's settings, in the list's order.
        func settings(_ listID: String?) -> [[String: OldStylePropertyList]] {
            guard let listID, let configurations = objects[listID]?["buildConfigurations"]?.array else { return [] }
            return configurations.compactMap { $0.string.flatMap { objects[$0]?["buildSettings"]?.dictionary } }
        }
        let projectSettings = settings(root["buildConfigurationList"]?.string)
        var lineStarts = [0]
        for (offset, byte) in text.utf8.enumerated() where byte == 0x0A { lineStarts.append(offset + 1) }
        func position(_ value: OldStylePropertyList?) -> SourcePosition? {
            guard let offset = value?.offset else { return nil }
            // The last line start at or before the offset.
            var low = 0
            var high = lineStarts.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
            }
            return SourcePosition(file: file, line: low + 1, column: offset - lineStarts[low] + 1)
        }

        var targets: [Target] = []
        for targetValue in root["targets"]?.array ?? [] {
            guard let targetID = targetValue.string, let target = objects[targetID], let name = target["name"]?.string else { continue }
            let targetSettings = settings(target["buildConfigurationList"]?.string)
            /// The first configuration of the target that sets `key`, else the project's.
            func setting(_ key: String) -> OldStylePropertyList? {
                targetSettings.lazy.compactMap { $0[key] }.first ?? projectSettings.lazy.compactMap { $0[key] }.first
            }
            var moduleName = name
            var moduleNamePosition = position(target["name"])
            for key in ["PRODUCT_MODULE_NAME", "PRODUCT_NAME"] {
                guard let value = setting(key), let text = value.string else { continue }
                let resolved = text.replacingOccurrences(of: "$(TARGET_NAME)", with: name).replacingOccurrences(of: "${TARGET_NAME}", with: name)
                    .replacingOccurrences(of: "$(TARGET_NAME:c99extidentifier)", with: name)
                if resolved.contains("$") { break }
                moduleName = resolved
                if !text.contains("$") { moduleNamePosition = position(value) }
                break
            }
            moduleName = XcodeProject.c99Identifier(moduleName)
            var files: [String] = []
            for phase in target["buildPhases"]?.array ?? [] {
                guard let phaseID = phase.string, let buildFiles = objects[phaseID]?["files"]?.array else { continue }
                for buildFile in buildFiles {
                    guard let buildFileID = buildFile.string, let referenceID = objects[buildFileID]?["fileRef"]?.string,
                          let reference = objects[referenceID] else { continue }
                    if reference["isa"]?.string == "PBXVariantGroup" {
                        // A localized file: each language's copy.
                        for child in reference["children"]?.array ?? [] { if let childID = child.string, let path = paths[childID] { files.append(path) } }
                    } else if let path = paths[referenceID] {
                        files.append(path)
                    }
                }
            }
            var folders: [(path: String, exceptions: Set<String>)] = []
            for group in target["fileSystemSynchronizedGroups"]?.array ?? [] {
                guard let groupID = group.string, let path = paths[groupID] else { continue }
                var exceptions: Set<String> = []
                for exception in objects[groupID]?["exceptions"]?.array ?? [] {
                    guard let exceptionID = exception.string, let set = objects[exceptionID],
                          set["isa"]?.string == "PBXFileSystemSynchronizedBuildFileExceptionSet", set["target"]?.string == targetID else { continue }
                    for member in set["membershipExceptions"]?.array ?? [] { if let text = member.string { exceptions.insert(text) } }
                }
                folders.append((path, exceptions))
            }
            targets.append(Target(name: name, moduleName: moduleName, moduleNamePosition: moduleNamePosition, files: files, folders: folders))
        }
        self.targets = targets
    }

    /// `path` made absolute (against the current folder) with `.`, `..`, repeated and trailing
    /// slashes resolved by its text, as `URL.standardizedFileURL.path` gives for these paths,
    /// without the file system call a file URL makes for each (thousands in a large project).
    static func standardized(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var parts: [Substring] = []
        for part in absolute.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// `name` as a C99 extended identifier, as Xcode makes module names: other characters become `_`, and a leading digit gets one before it.
    static func c99Identifier(_ name: String) -> String {
        var result = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        if result.first?.isNumber == true { result = "_" + result }
        return result
    }
}
