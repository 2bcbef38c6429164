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
        let visitor = ClassVisitor(lines: LineTable(source), file: file)
        visitor.walk(tree)
        for found in visitor.classes {
            declarations.add(SourceClass(
                name: found.objcName ?? found.name, swiftName: found.name, superclassName: found.superclass, module: nil,
                language: .swift, position: found.position, properties: found.properties, methods: found.methods))
        }
        for found in visitor.extensions {
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

private final class ClassVisitor: SyntaxVisitor {
    struct Found {
        var name: String
        var objcName: String?
        var superclass: String?
        var position: SourcePosition
        var properties: [SourceProperty] = []
        var methods: [SourceMethod] = []
    }

    let lines: LineTable
    let file: String
    var classes: [Found] = []
    var extensions: [Found] = []
    /// The enclosing declarations: a class (index into `classes`), an extension, or something else.
    enum Context { case type(Int), extensionOf(Int), other }
    var stack: [Context] = []

    init(lines: LineTable, file: String) {
        self.lines = lines
        self.file = file
        super.init(viewMode: .sourceAccurate)
    }

    func position(_ node: some SyntaxProtocol) -> SourcePosition {
        let location = lines.location(of: node.positionAfterSkippingLeadingTrivia.utf8Offset)
        return SourcePosition(file: file, line: location.line, column: location.column)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let superclass = node.inheritanceClause?.inheritedTypes.first.map { WrittenType($0.type.trimmedDescription).name } ?? nil
        classes.append(Found(
            name: node.name.text, objcName: objcRename(node.attributes).map { $0.filter { $0 != ":" } },
            superclass: superclass, position: position(node.name)))
        stack.append(.type(classes.count - 1))
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { stack.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = WrittenType(node.extendedType.trimmedDescription).name ?? node.extendedType.trimmedDescription
        extensions.append(Found(name: name, position: position(node)))
        stack.append(.extensionOf(extensions.count - 1))
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { stack.removeLast() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { stack.append(.other); return .visitChildren }
    override func visitPost(_ node: StructDeclSyntax) { stack.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { stack.append(.other); return .visitChildren }
    override func visitPost(_ node: EnumDeclSyntax) { stack.removeLast() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { stack.append(.other); return .visitChildren }
    override func visitPost(_ node: ActorDeclSyntax) { stack.removeLast() }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    /// Adds a member to the class or extension the declaration is directly in.
    func addMember(property: SourceProperty? = nil, method: SourceMethod? = nil) {
        switch stack.last {
        case .type(let index):
            if let property { classes[index].properties.append(property) }
            if let method { classes[index].methods.append(method) }
        case .extensionOf(let index):
            if let property { extensions[index].properties.append(property) }
            if let method { extensions[index].methods.append(method) }
        default: break
        }
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let names = attributeNames(node.attributes)
        let isOutlet = names.contains("IBOutlet") || names.contains("Outlet")
        let rename = objcRename(node.attributes)
        for binding in node.bindings {
            guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
            var written = WrittenType(binding.typeAnnotation?.type.trimmedDescription)
            if written.name == nil, let value = binding.initializer?.value {
                // `var x = Foo()`: the type named by the call, when it looks like a type.
                if let call = value.as(FunctionCallExprSyntax.self) {
                    let callee = call.calledExpression.trimmedDescription
                    if callee.first?.isUppercase == true { written = WrittenType(callee) }
                }
            }
            let name = pattern.identifier.text.trimming("`")
            addMember(property: SourceProperty(
                name: rename ?? name, typeName: written.name, isCollection: written.isCollection,
                isOptional: written.isOptional, isImplicitlyUnwrapped: written.isImplicitlyUnwrapped,
                isOutlet: isOutlet, isInspectable: names.contains("IBInspectable"), position: position(pattern)))
        }
        return .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let names = attributeNames(node.attributes)
        let name = node.name.text.trimming("`")
        let labels: [String?] = node.signature.parameterClause.parameters.map { parameter in
            parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text.trimming("`")
        }
        let selector = objcRename(node.attributes) ?? SelectorNaming.selector(name: name, labels: labels)
        addMember(method: SourceMethod(
            selector: selector, name: name, isAction: names.contains("IBAction") || names.contains("Action"),
            position: position(node.name)))
        return .skipChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    func attributeNames(_ list: AttributeListSyntax) -> Set<String> {
        var names: Set<String> = []
        for element in list {
            if case .attribute(let attribute) = element {
                let name = attribute.attributeName.trimmedDescription
                names.insert(String(name.split(separator: ".").last ?? Substring(name)))
            }
        }
        return names
    }

    /// The name in `@objc(name)`, without spaces.
    func objcRename(_ list: AttributeListSyntax) -> String? {
        for element in list {
            guard case .attribute(let attribute) = element, attribute.attributeName.trimmedDescription == "objc",
                  let arguments = attribute.arguments else { continue }
            let text = arguments.trimmedDescription.filter { !$0.isWhitespace }
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
