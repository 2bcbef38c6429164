import Foundation
import SwiftParser
import SwiftSyntax

/// A class of the library: its superclass, the names it declares and the archive keys it reads.
struct LibraryClass: Sendable {
    /// The superclass's name, or nil for a root class.
    var superclass: String?
    /// Properties and methods without parameters declared in the class and its extensions (locals
    /// included: a name the class uses anywhere is not taken by a generated property). A method
    /// with parameters (`value(forKey:)`) leaves its base name to properties (`value`).
    var names: Set<String> = []
    /// Keys the class reads (`forKey: "…"` arguments and key constants).
    var keys: Set<String> = []
}

/// The hand-written classes of the library, read with swift-syntax's parser (not the generated ones).
enum HandWrittenLibrary {
    /// The folders, relative to the package root, whose classes a generated class may extend.
    static let folders = ["Sources/NibObjectLibrary", "Sources/NibLoading/BuiltIn", "Sources/NibRuntime"]

    /// Every hand-written class under `root`'s library folders, by name; `keyNames` resolves key
    /// constants (`.uiTag`) to their keys.
    static func classes(packageRoot root: URL, keyNames: [String: String] = [:]) throws -> [String: LibraryClass] {
        var classes: [String: LibraryClass] = [:]
        var extensions: [(String, LibraryClass)] = []
        for folder in folders {
            let base = root.appendingPathComponent(folder)
            let files = (FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? [])
                .filter { $0.pathExtension == "swift" && !$0.path.contains("/Generated/") }
                .sorted { $0.path < $1.path }
            for file in files {
                let tree = Parser.parse(source: try String(contentsOf: file, encoding: .utf8))
                for statement in tree.statements {
                    if let declaration = statement.item.as(ClassDeclSyntax.self) {
                        var info = scan(Syntax(declaration.memberBlock), keyNames: keyNames)
                        info.superclass = declaration.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription
                        classes[declaration.name.text] = info
                    } else if let declaration = statement.item.as(ExtensionDeclSyntax.self) {
                        extensions.append((declaration.extendedType.trimmedDescription, scan(Syntax(declaration.memberBlock), keyNames: keyNames)))
                    }
                }
            }
        }
        for (name, info) in extensions where classes[name] != nil {
            classes[name]!.names.formUnion(info.names)
            classes[name]!.keys.formUnion(info.keys)
        }
        return classes
    }

    /// The names declared and keys read anywhere inside `node`.
    static func scan(_ node: Syntax, keyNames: [String: String]) -> LibraryClass {
        let visitor = NameAndKeyVisitor(keyNames: keyNames)
        visitor.walk(node)
        return LibraryClass(superclass: nil, names: visitor.names, keys: visitor.keys)
    }
}

/// Collects declared names and read keys.
private final class NameAndKeyVisitor: SyntaxVisitor {
    let keyNames: [String: String]
    var names: Set<String> = []
    var keys: Set<String> = []

    init(keyNames: [String: String]) {
        self.keyNames = keyNames
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        if let identifier = node.pattern.as(IdentifierPatternSyntax.self) { names.insert(identifier.identifier.text) }
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.signature.parameterClause.parameters.isEmpty { names.insert(node.name.text) }
        return .visitChildren
    }

    override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
        if node.label?.text == "forKey", let literal = node.expression.as(StringLiteralExprSyntax.self),
            literal.segments.count == 1, let segment = literal.segments.first?.as(StringSegmentSyntax.self) {
            keys.insert(segment.content.text)
        }
        return .visitChildren
    }

    /// A key constant read (`coder.decodeString(.uiTitle, in: keys)`); asking whether a key may be
    /// present (`keys.mayContain(.uiTitle)`) is not a read.
    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.base == nil, let key = keyNames[node.declName.baseName.text] else { return .visitChildren }
        let call = node.parent?.as(LabeledExprSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self)
        if call?.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text != "mayContain" { keys.insert(key) }
        return .visitChildren
    }
}
