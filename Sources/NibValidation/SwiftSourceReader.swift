import NibSupport
import SwiftParser
import SwiftSyntax

/// Reads the classes of one Swift file with swift-syntax: classes, their superclasses, and the
/// properties and methods of classes and extensions, with the selectors Interface Builder uses.
enum SwiftSourceReader {
    /// Whether `source` holds the word `class` or `extension` anywhere (a whole identifier; a
    /// quick byte scan, so a file without either is not parsed).
    static func mayDeclareClassesOrExtensions(_ source: String) -> Bool {
        var source = source
        return source.withUTF8 { containsWord($0) }
    }

    private static func containsWord(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        func isIdentifier(_ byte: UInt8) -> Bool {
            (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F || byte >= 0x80
        }
        let count = bytes.count
        var index = 0
        while index < count {
            let byte = bytes[index]
            // `class` starts with c (0x63), `extension` with e (0x65), each after a non-identifier byte.
            if (byte == 0x63 || byte == 0x65) && (index == 0 || !isIdentifier(bytes[index - 1])) {
                for word in [Self.classWord, Self.extensionWord] where index + word.count <= count {
                    var matches = true
                    for offset in 0..<word.count where bytes[index + offset] != word[offset] { matches = false; break }
                    if matches && (index + word.count == count || !isIdentifier(bytes[index + word.count])) { return true }
                }
            }
            index += 1
        }
        return false
    }

    private static let classWord = Array("class".utf8)
    private static let extensionWord = Array("extension".utf8)

    /// Adds the classes and extensions of `source` (the text of `file`) to `declarations`.
    static func read(source: String, file: String, into declarations: inout FileDeclarations) {
        let tree = Parser.parse(source: source)
        var reader = DeclarationReader(lines: LineTable(source), file: file)
        reader.read(tree)
        for found in reader.classes {
            declarations.add(SourceClass(
                name: found.objcName ?? found.name, swiftName: found.name, superclassName: found.superclass, module: nil,
                language: .swift, position: found.position, properties: found.properties, methods: found.methods))
        }
        for found in reader.extensions {
            declarations.addExtension(of: found.name, properties: found.properties, methods: found.methods)
        }
    }
}

/// Objective-C selectors of Swift methods, as Swift names them.
public enum SelectorNaming {

    /// The Objective-C selector Swift gives a method: `name` with no parameters; else the first
    /// piece is the name, with `With` and the first label when the label is not `_` (unless
    /// the name ends, or the label starts, with a preposition), then `label:` per further parameter.
    public static func selector(name: String, labels: [String?]) -> String {
        guard let first = labels.first else { return name }
        var selector = name
        if let label = first {
            if preposition(firstWord(of: label)) == false && preposition(lastWord(of: name)) == false {
                selector += "With"
            }
            selector += label.prefix(1).uppercased() + label.dropFirst()
        }
        selector += ":"
        for label in labels.dropFirst() { selector += (label ?? "") + ":" }
        return selector
    }

    private static let prepositions: Set<String> = [
        "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for", "from",
        "given", "in", "including", "inside", "into", "matching", "of", "on", "passing", "preceding", "since", "to",
        "until", "using", "via", "when", "with", "within",
    ]

    private static func preposition(_ word: String) -> Bool { prepositions.contains(word.lowercased()) }

    private static func firstWord(of name: String) -> String {
        guard let first = name.first else { return "" }
        return String(first) + String(name.dropFirst().prefix { !$0.isUppercase })
    }

    private static func lastWord(of name: String) -> String {
        guard let index = name.lastIndex(where: { $0.isUppercase }) else { return name }
        return String(name[index...])
    }
}

/// The declared type of a property, read from its written form.
struct WrittenType {
    var name: String?
    var isCollection = false
    var isOptional = false
    var isImplicitlyUnwrapped = false

    init(_ written: String?) {
        guard var text = written?.filter({ !$0.isWhitespace }), !text.isEmpty else { return }
        if text.hasSuffix("!") { isImplicitlyUnwrapped = true; text.removeLast() }
        else if text.hasSuffix("?") { isOptional = true; text.removeLast() }
        if text.hasPrefix("(") && text.hasSuffix(")") { text = String(text.dropFirst().dropLast()) }
        if text.hasPrefix("[") && text.hasSuffix("]") && !text.contains(":") {
            isCollection = true
            text = String(text.dropFirst().dropLast())
        } else if text.hasPrefix("Array<") && text.hasSuffix(">") {
            isCollection = true
            text = String(text.dropFirst(6).dropLast())
        }
        while text.hasSuffix("!") || text.hasSuffix("?") { text.removeLast() }
        if let dot = text.lastIndex(of: "."), !text.contains("<") { text = String(text[text.index(after: dot)...]) }
        name = text
    }
}

/// Reads a file's classes, extensions and their members by walking only the declarations that
/// can hold them: the file's statements, `#if` clauses, and the member blocks of classes,
/// extensions, structures, enumerations and actors. Function, initializer and accessor bodies,
/// closures, types and expressions are never entered (a `SyntaxVisitor` walked every node of
/// what it did not skip, and `trimmedDescription` copied each node it named twice: together
/// about a third of the parse's own cost).
private struct DeclarationReader {
    struct Found {
        var name: String
        var objcName: String?
        var superclass: String?
        var position: SourcePosition
        var properties: [SourceProperty] = []
        var methods: [SourceMethod] = []
    }

    /// The declaration members are added to: a class (index into `classes`), an extension, or something else.
    enum Context { case type(Int), extensionOf(Int), other }

    let lines: LineTable
    let file: String
    var classes: [Found] = []
    var extensions: [Found] = []

    init(lines: LineTable, file: String) {
        self.lines = lines
        self.file = file
    }

    func position(_ node: some SyntaxProtocol) -> SourcePosition {
        let location = lines.location(of: node.positionAfterSkippingLeadingTrivia.utf8Offset)
        return SourcePosition(file: file, line: location.line, column: location.column)
    }

    /// The node's tokens' text without any trivia (what `trimmedDescription` gives with inner
    /// whitespace and comments dropped, which no caller keeps), read without copying the node.
    static func text(_ node: some SyntaxProtocol) -> String {
        var text = ""
        for token in node.tokens(viewMode: .sourceAccurate) { text += token.text }
        return text
    }

    mutating func read(_ file: SourceFileSyntax) {
        statements(file.statements, in: .other)
    }

    mutating func statements(_ list: CodeBlockItemListSyntax, in context: Context) {
        for item in list { if case .decl(let declaration) = item.item { read(declaration, in: context) } }
    }

    mutating func members(_ block: MemberBlockSyntax, in context: Context) {
        members(block.members, in: context)
    }

    mutating func members(_ list: MemberBlockItemListSyntax, in context: Context) {
        for member in list { read(member.decl, in: context) }
    }

    mutating func read(_ declaration: DeclSyntax, in context: Context) {
        switch declaration.as(DeclSyntaxEnum.self) {
        case .classDecl(let node):
            let superclass = node.inheritanceClause?.inheritedTypes.first.map { WrittenType(Self.text($0.type)).name } ?? nil
            classes.append(Found(
                name: node.name.text, objcName: objcRename(node.attributes).map { $0.filter { $0 != ":" } },
                superclass: superclass, position: position(node.name)))
            members(node.memberBlock, in: .type(classes.count - 1))
        case .extensionDecl(let node):
            let written = Self.text(node.extendedType)
            extensions.append(Found(name: WrittenType(written).name ?? written, position: position(node)))
            members(node.memberBlock, in: .extensionOf(extensions.count - 1))
        case .structDecl(let node): members(node.memberBlock, in: .other)
        case .enumDecl(let node): members(node.memberBlock, in: .other)
        case .actorDecl(let node): members(node.memberBlock, in: .other)
        case .variableDecl(let node): variable(node, in: context)
        case .functionDecl(let node): function(node, in: context)
        case .ifConfigDecl(let node):
            // Every clause counts: which one compiles depends on flags nibtool does not know.
            for clause in node.clauses {
                switch clause.elements {
                case .statements(let list): statements(list, in: context)
                case .decls(let list): members(list, in: context)
                default: break
                }
            }
        default: break
        }
    }

    /// Adds a member to the class or extension the declaration is directly in.
    mutating func addMember(property: SourceProperty? = nil, method: SourceMethod? = nil, to context: Context) {
        switch context {
        case .type(let index):
            if let property { classes[index].properties.append(property) }
            if let method { classes[index].methods.append(method) }
        case .extensionOf(let index):
            if let property { extensions[index].properties.append(property) }
            if let method { extensions[index].methods.append(method) }
        case .other: break
        }
    }

    mutating func variable(_ node: VariableDeclSyntax, in context: Context) {
        if case .other = context { return }
        let names = attributeNames(node.attributes)
        let isOutlet = names.contains("IBOutlet") || names.contains("Outlet")
        let rename = objcRename(node.attributes)
        for binding in node.bindings {
            guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
            var written = WrittenType(binding.typeAnnotation.map { Self.text($0.type) })
            if written.name == nil, let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
               call.calledExpression.firstToken(viewMode: .sourceAccurate)?.text.first?.isUppercase == true {
                // `var x = Foo()`: the type named by the call, when it looks like a type.
                written = WrittenType(Self.text(call.calledExpression))
            }
            let name = pattern.identifier.text.trimming("`")
            addMember(property: SourceProperty(
                name: rename ?? name, typeName: written.name, isCollection: written.isCollection,
                isOptional: written.isOptional, isImplicitlyUnwrapped: written.isImplicitlyUnwrapped,
                isOutlet: isOutlet, isInspectable: names.contains("IBInspectable"), position: position(pattern)), to: context)
        }
    }

    mutating func function(_ node: FunctionDeclSyntax, in context: Context) {
        if case .other = context { return }
        let names = attributeNames(node.attributes)
        let name = node.name.text.trimming("`")
        let labels: [String?] = node.signature.parameterClause.parameters.map { parameter in
            parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text.trimming("`")
        }
        let selector = objcRename(node.attributes) ?? SelectorNaming.selector(name: name, labels: labels)
        addMember(method: SourceMethod(
            selector: selector, name: name, isAction: names.contains("IBAction") || names.contains("Action"),
            position: position(node.name)), to: context)
    }

    /// The last part of each attribute's name (`IBOutlet`, `Outlet` for `@NibKit.Outlet`).
    func attributeNames(_ list: AttributeListSyntax) -> Set<String> {
        var names: Set<String> = []
        for element in list {
            if case .attribute(let attribute) = element {
                let name = attribute.attributeName.as(IdentifierTypeSyntax.self)?.name.text ?? Self.text(attribute.attributeName)
                names.insert(String(name.split(separator: ".").last ?? Substring(name)))
            }
        }
        return names
    }

    /// The name in `@objc(name)`, without spaces.
    func objcRename(_ list: AttributeListSyntax) -> String? {
        for element in list {
            guard case .attribute(let attribute) = element, let arguments = attribute.arguments,
                  attribute.attributeName.as(IdentifierTypeSyntax.self)?.name.text == "objc" else { continue }
            let text = Self.text(arguments)
            if !text.isEmpty { return text }
        }
        return nil
    }
}

extension String {
    func trimming(_ set: String) -> String {
        var text = Substring(self)
        while let first = text.first, set.contains(first) { text.removeFirst() }
        while let last = text.last, set.contains(last) { text.removeLast() }
        return String(text)
    }
}
