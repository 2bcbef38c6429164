import Foundation
import NibSupport
import SwiftParser
import SwiftSyntax

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

    /// Folders never scanned: build products and vendored code.
    static let skippedFolders: Set<String> = [".build", ".git", "DerivedData", "Pods", "Carthage", "node_modules", ".swiftpm"]

    /// Scans `root` for documents and sources; `modules` are explicit `NAME=DIR` assignments.
    public init(root: String, modules: [ModuleRoot] = []) throws {
        let rootURL = URL(fileURLWithPath: root).standardizedFileURL
        self.root = rootURL.path
        var packages: [String] = []
        let manager = FileManager.default
        guard let enumerator = manager.enumerator(at: rootURL, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles]) else {
            return
        }
        for case let url as URL in enumerator {
            let name = url.lastPathComponent
            if Project.skippedFolders.contains(name) || name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcassets") {
                enumerator.skipDescendants()
                continue
            }
            let path = url.standardizedFileURL.path
            switch url.pathExtension {
            case "xib", "storyboard": documents.append(path)
            case "swift": if name == "Package.swift" { packages.append(path) } else { swiftFiles.append(path) }
            case "h", "m", "mm": objectiveCFiles.append(path)
            default: break
            }
        }
        documents.sort()
        swiftFiles.sort()
        objectiveCFiles.sort()
        var roots = modules.map { ModuleRoot(name: $0.name, path: URL(fileURLWithPath: $0.path).standardizedFileURL.path) }
        for package in packages.sorted() {
            let folder = (package as NSString).deletingLastPathComponent
            let source = Project.read(package) ?? ""
            for target in Project.packageTargets(source) {
                let path = target.path.map { (folder as NSString).appendingPathComponent($0) }
                    ?? (folder as NSString).appendingPathComponent((target.isTest ? "Tests/" : "Sources/") + target.name)
                roots.append(ModuleRoot(name: target.name, path: URL(fileURLWithPath: path).standardizedFileURL.path))
            }
        }
        // Top-level folders holding sources, for files in no package target.
        var guessed: Set<String> = []
        for file in swiftFiles + documents {
            let relative = file.dropFirst(self.root.count).split(separator: "/")
            if relative.count > 1 { guessed.insert(String(relative[0])) }
        }
        for folder in guessed.sorted() {
            roots.append(ModuleRoot(name: folder, path: self.root + "/" + folder, isGuessed: true))
        }
        roots.append(ModuleRoot(name: rootURL.lastPathComponent, path: self.root, isGuessed: true))
        // Most specific (longest path) first; explicit before package before guessed at equal paths.
        moduleRoots = roots.enumerated().sorted { lhs, rhs in
            lhs.element.path.count != rhs.element.path.count ? lhs.element.path.count > rhs.element.path.count : lhs.offset < rhs.offset
        }.map(\.element)
    }

    /// The module a file belongs to.
    public func module(of file: String) -> ModuleRoot? {
        moduleRoots.first { file.hasPrefix($0.path + "/") }
    }

    /// The targets a `Package.swift` declares: `.target(name:path:)` and the like.
    static func packageTargets(_ source: String) -> [(name: String, path: String?, isTest: Bool)] {
        final class Visitor: SyntaxVisitor {
            var targets: [(name: String, path: String?, isTest: Bool)] = []
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                guard let member = node.calledExpression.as(MemberAccessExprSyntax.self) else { return .visitChildren }
                let kind = member.declName.baseName.text
                guard ["target", "executableTarget", "testTarget", "macro", "systemLibrary"].contains(kind) else { return .visitChildren }
                func string(_ label: String) -> String? {
                    guard let argument = node.arguments.first(where: { $0.label?.text == label }),
                          let literal = argument.expression.as(StringLiteralExprSyntax.self) else { return nil }
                    return literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
                }
                if let name = string("name") { targets.append((name, string("path"), kind == "testTarget")) }
                return .visitChildren
            }
        }
        let visitor = Visitor(viewMode: .sourceAccurate)
        visitor.walk(Parser.parse(source: source))
        return visitor.targets
    }

    /// Reads every source file into an index.
    public func index() -> SourceIndex {
        var index = SourceIndex()
        for file in swiftFiles {
            index.noteFile(file)
            guard let source = Project.read(file) else { index.noteUnreadable(file, "unreadable or over \(BoundedFile.Kind.source.maximumByteCount >> 20) MB"); continue }
            SwiftSourceReader.read(source: source, file: file, module: module(of: file)?.name, into: &index)
        }
        for file in objectiveCFiles {
            index.noteFile(file)
            guard let source = Project.read(file) else { index.noteUnreadable(file, "unreadable or over \(BoundedFile.Kind.source.maximumByteCount >> 20) MB"); continue }
            ObjectiveCSourceReader.read(source: source, file: file, into: &index)
        }
        index.finish()
        return index
    }

    /// A source file's text (UTF-8, else Latin-1), or nil when it cannot be read or is over the
    /// size limit for source files.
    static func read(_ file: String) -> String? {
        guard let data = try? BoundedFile.read(URL(fileURLWithPath: file), kind: .source) else { return nil }
        return String(data: data, encoding: .utf8) ?? String(data: data, encoding: .isoLatin1)
    }
}
