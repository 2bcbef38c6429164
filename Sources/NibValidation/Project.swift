import Foundation
import NibSupport
import SwiftParser
import SwiftSyntax
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The files of a project folder and the module each belongs to.
///
/// Modules come from `--module NAME=DIR` first, then from `Package.swift` targets
/// (`Sources/<Target>` or the target's `path:`), else from the name of the top-level folder a
/// file is in (Xcode projects: a guess, compared without regard to case).
public struct Project: Sendable {
    /// A folder whose files belong to a module.
    public struct ModuleRoot: Sendable, Hashable {
        /// The module's name.
        public var name: String
        /// The folder, a standardized absolute path.
        public var path: String
        /// Whether the name was guessed from a folder's name.
        public var isGuessed: Bool

        /// Creates a module root.
        public init(name: String, path: String, isGuessed: Bool = false) {
            self.name = name
            self.path = path
            self.isGuessed = isGuessed
        }
    }

    /// The folder scanned.
    public var root: String
    /// `.xib` and `.storyboard` files.
    public var documents: [String] = []
    /// `.swift` files.
    public var swiftFiles: [String] = []
    /// `.h`, `.m` and `.mm` files.
    public var objectiveCFiles: [String] = []
    /// Module folders, most specific first.
    public var moduleRoots: [ModuleRoot] = []
    /// `Package.swift` files found.
    public var packageManifests: [String] = []
    /// `project.pbxproj` files found (in `X.xcodeproj` folders).
    public var xcodeProjectFiles: [String] = []
    /// The Xcode projects read.
    public var xcodeProjects: [XcodeProject] = []
    /// Xcode project files that could not be read, with the reason.
    public var xcodeProjectErrors: [(file: String, error: String)] = []
    /// Files an Xcode target lists by name: their modules (the targets' module names, in the project's order).
    public var fileModules: [String: [String]] = [:]
    /// Where each module's name is written (a `Package.swift` target's name, an Xcode target's
    /// module or product name setting): the first place, when several declare one name.
    public var moduleNamePositions: [String: SourcePosition] = [:]
    /// Files a synchronized folder's target excludes (`membershipExceptions`): the modules they are not in.
    public var excludedModules: [String: Set<String>] = [:]
    /// `--module NAME=DIR` assignments, as given.
    public var explicitModules: [ModuleRoot] = []

    /// Folders never scanned: build products and vendored code.
    static let skippedFolders: Set<String> = [".build", ".git", "DerivedData", "Pods", "Carthage", "node_modules", ".swiftpm"]

    /// Scans `root` for documents and sources; `modules` are explicit `NAME=DIR` assignments.
    public init(root: String, modules: [ModuleRoot] = []) throws {
        try self.init(scanning: root, modules: modules)
        readModules()
    }

    /// Scans `root` for documents, sources and project files, without reading the modules yet
    /// (``readModules(texts:)`` does; ``ProjectValidation`` does it beside the files' parsing).
    init(scanning root: String, modules: [ModuleRoot]) throws {
        let rootURL = URL(fileURLWithPath: root).standardizedFileURL
        self.root = rootURL.path
        explicitModules = modules.map { ModuleRoot(name: $0.name, path: URL(fileURLWithPath: $0.path).standardizedFileURL.path) }
        let manager = FileManager.default
        guard let enumerator = manager.enumerator(at: rootURL, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles]) else {
            return
        }
        for case let url as URL in enumerator {
            let name = url.lastPathComponent
            if name.hasSuffix(".xcodeproj") {
                let pbxproj = url.appendingPathComponent("project.pbxproj")
                if manager.fileExists(atPath: pbxproj.path) { xcodeProjectFiles.append(pbxproj.standardizedFileURL.path) }
                enumerator.skipDescendants()
                continue
            }
            if Project.skippedFolders.contains(name) || name.hasSuffix(".xcassets") {
                enumerator.skipDescendants()
                continue
            }
            let path = url.standardizedFileURL.path
            switch url.pathExtension {
            case "xib", "storyboard": documents.append(path)
            case "swift": if name == "Package.swift" { packageManifests.append(path) } else { swiftFiles.append(path) }
            case "h", "m", "mm": objectiveCFiles.append(path)
            default: break
            }
        }
        documents.sort()
        swiftFiles.sort()
        objectiveCFiles.sort()
        packageManifests.sort()
        xcodeProjectFiles.sort()
    }

    /// Reads the modules again: `--module` assignments, `Package.swift` targets, Xcode targets.
    /// `texts` replaces the text of manifests or project files by path (a renamed target).
    public mutating func readModules(texts: [String: String] = [:]) {
        var roots = explicitModules
        moduleNamePositions = [:]
        for package in packageManifests {
            let folder = (package as NSString).deletingLastPathComponent
            let source = texts[package] ?? Project.read(package) ?? ""
            for target in Project.packageTargets(source, file: package) {
                moduleNamePositions[target.name] = moduleNamePositions[target.name] ?? target.position
                let path = target.path.map { (folder as NSString).appendingPathComponent($0) }
                    ?? (folder as NSString).appendingPathComponent((target.isTest ? "Tests/" : "Sources/") + target.name)
                roots.append(ModuleRoot(name: target.name, path: URL(fileURLWithPath: path).standardizedFileURL.path))
            }
        }
        // Projects read before are kept unless their text is replaced (a 1 MB file takes a while).
        let previous = xcodeProjects
        xcodeProjects = []
        xcodeProjectErrors = []
        fileModules = [:]
        excludedModules = [:]
        var folderRoots: [ModuleRoot] = []
        for file in xcodeProjectFiles {
            do {
                let project = try texts[file] == nil ? previous.first(where: { $0.file == file }) ?? XcodeProject(file: file) : XcodeProject(file: file, text: texts[file])
                xcodeProjects.append(project)
                for target in project.targets {
                    if let position = target.moduleNamePosition { moduleNamePositions[target.moduleName] = moduleNamePositions[target.moduleName] ?? position }
                    for member in target.files where !(fileModules[member]?.contains(target.moduleName) ?? false) {
                        fileModules[member, default: []].append(target.moduleName)
                    }
                    for folder in target.folders {
                        folderRoots.append(ModuleRoot(name: target.moduleName, path: folder.path))
                        for exception in folder.exceptions {
                            excludedModules[(folder.path as NSString).appendingPathComponent(exception), default: []].insert(target.moduleName)
                        }
                    }
                }
            } catch {
                xcodeProjectErrors.append((file, "\(error)"))
            }
        }
        roots += folderRoots
        // Top-level folders holding sources, for files in no package or Xcode target.
        var guessed: Set<String> = []
        for file in swiftFiles + documents {
            let relative = file.dropFirst(self.root.count).split(separator: "/")
            if relative.count > 1 { guessed.insert(String(relative[0])) }
        }
        for folder in guessed.sorted() {
            roots.append(ModuleRoot(name: folder, path: self.root + "/" + folder, isGuessed: true))
        }
        roots.append(ModuleRoot(name: URL(fileURLWithPath: root).lastPathComponent, path: self.root, isGuessed: true))
        // Most specific (longest path) first; explicit before package before Xcode before guessed at equal paths.
        moduleRoots = roots.enumerated().sorted { lhs, rhs in
            lhs.element.path.count != rhs.element.path.count ? lhs.element.path.count > rhs.element.path.count : lhs.offset < rhs.offset
        }.map(\.element)
    }

    /// The module a file belongs to: a `--module` folder, else the Xcode targets that list the
    /// file, else the most specific package target or synchronized folder, else a guess.
    public func module(of file: String) -> ModuleRoot? {
        modules(of: file).first
    }

    /// Every module a file belongs to (an Xcode file can be in several targets), first the one
    /// ``module(of:)`` gives.
    public func modules(of file: String) -> [ModuleRoot] {
        if let root = explicitModules.filter({ file.hasPrefix($0.path + "/") }).max(by: { $0.path.count < $1.path.count }) { return [root] }
        if let names = fileModules[file], !names.isEmpty {
            return names.map { ModuleRoot(name: $0, path: (file as NSString).deletingLastPathComponent) }
        }
        // Synchronized folders' and packages' roots; every target whose root holds the file at the most specific depth.
        guard let first = moduleRoots.first(where: { file.hasPrefix($0.path + "/") }) else { return [] }
        let excluded = excludedModules[file] ?? []
        return moduleRoots.filter { $0.path == first.path && $0.isGuessed == first.isGuessed && !excluded.contains($0.name) }
            .reduce(into: [ModuleRoot]()) { list, root in if !list.contains(where: { $0.name == root.name }) { list.append(root) } }
    }

    /// The targets a `Package.swift` declares: `.target(name:path:)` and the like.
    static func packageTargets(_ source: String, file: String = "Package.swift") -> [(name: String, path: String?, isTest: Bool, position: SourcePosition)] {
        final class Visitor: SyntaxVisitor {
            var targets: [(name: String, path: String?, isTest: Bool, position: SourcePosition)] = []
            let converter: SourceLocationConverter
            let file: String
            init(converter: SourceLocationConverter, file: String) {
                self.converter = converter
                self.file = file
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                guard let member = node.calledExpression.as(MemberAccessExprSyntax.self) else { return .visitChildren }
                let kind = member.declName.baseName.text
                guard ["target", "executableTarget", "testTarget", "macro", "systemLibrary"].contains(kind) else { return .visitChildren }
                func literal(_ label: String) -> StringLiteralExprSyntax? {
                    node.arguments.first(where: { $0.label?.text == label })?.expression.as(StringLiteralExprSyntax.self)
                }
                func string(_ literal: StringLiteralExprSyntax?) -> String? {
                    literal.map { $0.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined() }
                }
                if let nameLiteral = literal("name"), let name = string(nameLiteral), let segment = nameLiteral.segments.first {
                    let location = converter.location(for: segment.positionAfterSkippingLeadingTrivia)
                    targets.append((name, string(literal("path")), kind == "testTarget",
                                    SourcePosition(file: file, line: location.line, column: location.column)))
                }
                return .visitChildren
            }
        }
        let tree = Parser.parse(source: source)
        let visitor = Visitor(converter: SourceLocationConverter(fileName: file, tree: tree), file: file)
        visitor.walk(tree)
        return visitor.targets
    }

    /// Reads every source file into an index: each file parsed once (files spread over the
    /// machine's cores), then merged with its modules.
    public func index() -> SourceIndex {
        let work = sourceFiles
        let results = Locked([FileDeclarations?](repeating: nil, count: work.count))
        DispatchQueue.concurrentPerform(iterations: work.count) { position in
            let declarations = Project.declarations(of: work[position].file, language: work[position].language)
            results.withLock { $0[position] = declarations }
        }
        return SourceIndex(results.withLock { $0 }.compactMap { $0 }, modules: moduleNames(of:))
    }

    /// The source files an index reads: Swift, then Objective-C.
    var sourceFiles: [(file: String, language: SourceLanguage)] {
        swiftFiles.map { ($0, .swift) } + objectiveCFiles.map { ($0, .objectiveC) }
    }

    /// What one source file declares (its reason when it cannot be read).
    static func declarations(of file: String, language: SourceLanguage) -> FileDeclarations {
        guard let source = read(file) else {
            var declarations = FileDeclarations(file: file, language: language)
            declarations.unreadableReason = "unreadable or over \(BoundedFile.Kind.source.maximumByteCount >> 20) MB"
            return declarations
        }
        return FileDeclarations.read(source: source, file: file, language: language)
    }

    /// The names of a file's modules.
    public func moduleNames(of file: String) -> [String] { modules(of: file).map(\.name) }

    /// A source file's text (UTF-8, else Latin-1), or nil when it cannot be read or is over the
    /// size limit for source files.
    static func read(_ file: String) -> String? {
        guard let bytes = BoundedFile.bytes(atPath: file, kind: .source) else { return nil }
        return String(validating: bytes, as: UTF8.self) ?? String(data: Data(bytes), encoding: .isoLatin1)
    }
}

extension BoundedFile {
    /// The bytes of a regular file of `kind`, or nil when it cannot be read or is over the limit:
    /// the same checks as ``read(_:kind:limit:)`` (the size from the open file, one byte more
    /// than the limit read so a file that grew is refused) with `open`, `fstat` and `read` alone,
    /// for a reader of many small files that needs no reason (`nibtool validate` reads thousands
    /// of sources; Foundation's `FileHandle` cost about as much as reading them).
    package static func bytes(atPath path: String, kind: Kind) -> [UInt8]? {
        let maximum = kind.maximumByteCount
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { _ = close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & mode_t(S_IFMT)) == mode_t(S_IFREG), status.st_size >= 0,
              Int(status.st_size) <= maximum else { return nil }
        var bytes = [UInt8](repeating: 0, count: min(Int(status.st_size), maximum) + 1)
        var count = 0
        while true {
            if count == bytes.count {
                // Grew since `fstat`: read on, up to one byte over the limit.
                guard bytes.count <= maximum else { return nil }
                bytes += [UInt8](repeating: 0, count: min(bytes.count, maximum + 1 - bytes.count))
            }
            let read = bytes.withUnsafeMutableBytes { buffer in systemRead(descriptor, buffer.baseAddress! + count, buffer.count - count) }
            if read < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if read == 0 { break }
            count += read
        }
        guard count <= maximum else { return nil }
        bytes.removeSubrange(count...)
        return bytes
    }

    private static func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.read(descriptor, buffer, count)
        #elseif canImport(Musl)
        Musl.read(descriptor, buffer, count)
        #else
        Darwin.read(descriptor, buffer, count)
        #endif
    }
}
