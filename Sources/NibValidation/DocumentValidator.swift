import Foundation
import NibDocument
import NibRuntime
import NibSupport

/// Checks documents against a source index. Rules, each with a stable name:
///
/// - `unknown-class`: a `customClass` in no source and not a standard class.
/// - `wrong-module`: the class is declared, but in another module than `customModule`.
/// - `unknown-outlet`: an outlet connection whose property the source object's class chain does not declare.
/// - `outlet-type-mismatch`: the destination is not of the outlet's declared type, or one is a collection and the other not.
/// - `unknown-action`: the action's selector is not on the target's class chain (First Responder: on no class at all).
/// - `unknown-runtime-attribute`: a runtime attribute's key path that the custom class chain does not declare.
///
/// UIKit fails at run time where AppKit skips (an unknown outlet key raises in UIKit; AppKit sets
/// nothing), so the same finding is an error in a UIKit document and a warning in an AppKit one.
///
/// Limitations: members are checked only for classes whose superclass chain is known to its end
/// (every class in the sources, up to a standard class); a chain through a class of a module that
/// is not in the sources is not checked. Members of Apple's classes are known from lists
/// (``StandardKnowledge``) and from what the documents themselves connect on standard objects.
public struct DocumentValidator: Sendable {
    /// The sources.
    public var index: SourceIndex
    /// The project (for the modules of documents).
    public var project: Project?
    /// Outlet names documents connect on objects of standard classes.
    var standardOutlets: Set<String> = StandardKnowledge.outlets
    /// Selectors documents send to objects of standard classes.
    var standardActions: Set<String> = StandardKnowledge.actions
    /// Key paths' first keys documents set on objects of standard classes.
    var standardProperties: Set<String> = StandardKnowledge.properties

    /// Creates a validator; `documents` teach it the standard classes' members they use.
    public init(index: SourceIndex, project: Project? = nil, documents: [InterfaceDocument] = []) {
        self.index = index
        self.project = project
        for document in documents { learn(from: document) }
    }

    /// Learns the members standard objects have from a document's connections to them.
    public mutating func learn(from document: InterfaceDocument) {
        for connection in document.connections {
            switch connection.kind {
            case .outlet, .outletCollection:
                if let source = document.object(id: connection.sourceID), source.customClass == nil, source.placeholder == nil {
                    standardOutlets.insert(connection.label)
                }
            case .action:
                if let id = connection.destinationID, let target = document.object(id: id), target.customClass == nil, target.placeholder == nil {
                    standardActions.insert(connection.label)
                }
            default: break
            }
        }
        for attribute in document.runtimeAttributes {
            if let object = document.object(id: attribute.objectID), object.customClass == nil {
                standardProperties.insert(firstKey(attribute.keyPath))
            }
        }
    }

    private func firstKey(_ keyPath: String) -> String {
        String(keyPath.split(separator: ".").first ?? Substring(keyPath))
    }

    /// A class as the document names it, resolved against the sources.
    enum Resolution {
        /// Declared in the sources.
        case source(SourceClass)
        /// One of Apple's classes.
        case standard(String)
        /// From a module not in the sources: not checked.
        case external
        /// Nowhere.
        case unknown
    }

    /// A class's chain: the source classes from the class up, and how it ends.
    struct Chain {
        var classes: [SourceClass]
        /// The standard class the chain ends in, if any.
        var standardBase: String?
        /// Whether every superclass was found (in the sources or as a standard class).
        var isComplete: Bool
        /// Every class name in the chain, standard superclasses included where known.
        var names: [String]
    }

    func isIndexedModule(_ name: String) -> Bool {
        index.modules.contains { $0 == name || $0.lowercased() == name.lowercased() }
    }

    func modulesMatch(_ lhs: String?, _ rhs: String?) -> Bool {
        guard let lhs, let rhs else { return true }
        return lhs == rhs || lhs.lowercased() == rhs.lowercased()
    }

    /// The module an object's class is expected in: `customModule`, or the document's own for `customModuleProvider="target"`.
    func expectedModule(of object: DocumentObject, in document: InterfaceDocument) -> String? {
        if let module = object.customModule, !module.isEmpty { return module }
        if object.customModuleProvider == "target" { return project?.module(of: document.file)?.name }
        return nil
    }

    func resolve(_ object: DocumentObject, in document: InterfaceDocument) -> Resolution {
        guard var name = object.customClass, !name.isEmpty else { return .standard(object.standardClassName) }
        var module = expectedModule(of: object, in: document)
        if let qualified = SwiftClassName.demangle(name) ?? (name.contains(".") ? name : nil), let dot = qualified.lastIndex(of: ".") {
            module = String(qualified[..<dot])
            name = String(qualified[qualified.index(after: dot)...])
        }
        let found = index.classes(named: name)
        // Extensions and categories alone do not declare a class.
        let declared = found.filter { $0.position != nil || $0.superclassName != nil }
        if let match = declared.first(where: { type in module.map { type.module == nil || type.belongs(to: $0) } ?? true || type.language == .objectiveC }) ?? declared.first {
            return .source(match)
        }
        if StandardKnowledge.isStandard(name) { return .standard(name) }
        if let module = object.customModule, !module.isEmpty, !isIndexedModule(module) { return .external }
        return .unknown
    }

    /// Whether an object's members are checked: its class is in the sources and its superclass
    /// chain is known to its end.
    public func membersAreChecked(_ object: DocumentObject, in document: InterfaceDocument) -> Bool {
        guard let chain = chain(of: object, in: document) else { return false }
        return chain.isComplete && !chain.classes.isEmpty
    }

    /// Whether a selector is taken as one of Apple's classes' actions (on a class whose chain ends in one).
    public func isStandardAction(_ selector: String) -> Bool { standardActions.contains(selector) }

    /// Whether an outlet of this name is taken as one of Apple's classes' (on a class whose chain ends in one).
    public func isStandardOutlet(_ name: String) -> Bool { standardOutlets.contains(name) }

    /// Whether `name` is taken as one of Apple's classes.
    public static func isStandardClass(_ name: String) -> Bool { StandardKnowledge.isStandard(name) }

    func chain(from start: SourceClass) -> Chain {
        var classes: [SourceClass] = []
        var names: [String] = []
        var current: SourceClass? = start
        var seen: Set<String> = []
        while let type = current {
            guard seen.insert(type.name).inserted else { return Chain(classes: classes, standardBase: nil, isComplete: false, names: names) }
            classes.append(type)
            names.append(type.name)
            if type.swiftName != type.name { names.append(type.swiftName) }
            guard let superName = type.superclassName else {
                return Chain(classes: classes, standardBase: nil, isComplete: true, names: names)
            }
            let declared = index.classes(named: superName).filter { $0.position != nil || $0.superclassName != nil }
            if let next = declared.first(where: { $0.module == type.module }) ?? declared.first {
                current = next
                continue
            }
            if StandardKnowledge.isStandard(superName) {
                let standard = StandardKnowledge.chain(of: superName) ?? [superName]
                names += standard
                // Extensions and categories of Apple's classes in the chain add their members.
                for name in standard { classes += index.classes(named: name).filter { $0.position == nil && $0.superclassName == nil } }
                return Chain(classes: classes, standardBase: superName, isComplete: true, names: names)
            }
            return Chain(classes: classes, standardBase: nil, isComplete: false, names: names)
        }
        return Chain(classes: classes, standardBase: nil, isComplete: false, names: names)
    }

    func chain(of object: DocumentObject, in document: InterfaceDocument) -> Chain? {
        switch resolve(object, in: document) {
        case .source(let type): return chain(from: type)
        case .standard(let name):
            guard let names = StandardKnowledge.chain(of: name) else { return nil }
            return Chain(classes: [], standardBase: name, isComplete: true, names: names)
        case .external, .unknown: return nil
        }
    }

    func severity(_ document: InterfaceDocument) -> Finding.Severity { document.flavour == .uiKit ? .error : .warning }

    func runTimeEffect(_ document: InterfaceDocument, uiKit: String, appKit: String) -> String {
        document.flavour == .uiKit ? uiKit : appKit
    }

    func describe(_ object: DocumentObject) -> String {
        switch object.placeholder {
        case .filesOwner: "File's Owner (\(object.customClass ?? object.standardClassName))"
        default: object.customClass ?? object.standardClassName
        }
    }

    /// The findings of one document, in document order.
    public func validate(_ document: InterfaceDocument) -> [Finding] {
        var findings: [Finding] = []
        func add(_ location: SourceLocation, _ severity: Finding.Severity, _ rule: String, _ message: String, _ name: String, source: SourcePosition? = nil, note: String? = nil) {
            findings.append(Finding(
                file: document.file, line: location.line, column: location.column, severity: severity, rule: rule,
                message: message, name: name, source: source, note: note))
        }
        // Classes.
        for object in document.objects {
            guard let name = object.customClass, !name.isEmpty, object.placeholder != .firstResponder, object.placeholder != .exit else { continue }
            switch resolve(object, in: document) {
            case .unknown:
                let near = nearestClass(to: name)
                add(object.location, severity(document), "unknown-class",
                    "class '\(name)' is declared in no source file and is not a standard class; "
                        + runTimeEffect(document, uiKit: "UIKit falls back to \(object.standardClassName) and its outlets fail",
                                        appKit: "AppKit uses \(object.standardClassName) instead and skips its outlets and actions")
                        + (near.map { "; did you mean '\($0.name)'?" } ?? ""), name,
                    source: near?.position, note: near.map { "'\($0.name)' declared here" })
            case .source(let type):
                guard type.language == .swift, let expected = expectedModule(of: object, in: document) else { continue }
                let all = index.classes(named: type.name)
                if !all.contains(where: { $0.module == nil || $0.belongs(to: expected) }), let module = type.module {
                    add(object.location, severity(document), "wrong-module",
                        "class '\(name)' is declared in module '\(module)', not in '\(expected)' as the document says",
                        name, source: type.position, note: "'\(name)' declared here, in module '\(module)'")
                }
            case .standard, .external: continue
            }
        }
        // Connections.
        for connection in document.connections {
            switch connection.kind {
            case .outlet, .outletCollection:
                checkOutlet(connection, document, &findings)
            case .action:
                checkAction(connection, document, &findings)
            default: continue
            }
        }
        // Runtime attributes.
        for attribute in document.runtimeAttributes {
            guard let object = document.object(id: attribute.objectID), object.customClass != nil,
                  let chain = chain(of: object, in: document), chain.isComplete, let first = chain.classes.first else { continue }
            let key = firstKey(attribute.keyPath)
            if chain.classes.contains(where: { declaresProperty($0, key) }) { continue }
            if chain.standardBase != nil && (standardProperties.contains(key) || key.hasPrefix("accessibility")) { continue }
            add(attribute.location, severity(document), "unknown-runtime-attribute",
                "runtime attribute '\(attribute.keyPath)': '\(key)' is not a property of \(first.name) or its superclasses; "
                    + runTimeEffect(document, uiKit: "setting it raises NSUnknownKeyException", appKit: "AppKit logs the failure and skips it"),
                attribute.keyPath, source: first.position, note: "class '\(first.name)' declared here")
        }
        return findings
    }

    /// The declared class whose name is nearest `name` (a rename or a typo), if one is near.
    func nearestClass(to name: String) -> (name: String, owner: String, position: SourcePosition)? {
        var candidates: [(name: String, owner: String, position: SourcePosition)] = []
        for (key, list) in index.classes {
            for type in list { if let position = type.position { candidates.append((key, key, position)) } }
        }
        return Self.nearest(to: name, among: candidates.sorted { $0.name < $1.name })
    }

    /// The candidate whose name is nearest `name`: one contains the other (ignoring case, three
    /// characters at least, the shorter at least half the longer: `Field` is no rename of
    /// `DSClickableURLTextField`), or they are at most two edits apart; the fewest edits wins,
    /// then the first.
    static func nearest<T>(to name: String, among candidates: [(name: String, owner: String, position: T)]) -> (name: String, owner: String, position: T)? {
        let lower = name.lowercased()
        let target = Array(lower.unicodeScalars)
        // Fewest edits first; at equal edits, one that contains the other (a rename that added to it).
        var best: (Int, Bool, (name: String, owner: String, position: T))?
        for candidate in candidates where candidate.name != name {
            let otherLower = candidate.name.lowercased()
            let other = Array(otherLower.unicodeScalars)
            let shorter = min(target.count, other.count)
            let contains = shorter >= 3 && 2 * shorter >= max(target.count, other.count)
                && (lower.contains(otherLower) || otherLower.contains(lower))
            guard contains || abs(target.count - other.count) <= 2 else { continue }
            let distance = editDistance(target, other)
            guard contains || distance <= 2 else { continue }
            if best == nil || distance < best!.0 || (distance == best!.0 && contains && !best!.1) { best = (distance, contains, candidate) }
        }
        return best?.2
    }

    static func editDistance(_ lhs: [Unicode.Scalar], _ rhs: [Unicode.Scalar]) -> Int {
        if lhs.isEmpty { return rhs.count }
        var previous = Array(0...rhs.count)
        var current = previous
        for i in 1...lhs.count {
            current[0] = i
            for j in stride(from: 1, through: rhs.count, by: 1) {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (lhs[i - 1] == rhs[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[rhs.count]
    }

    private func declaresProperty(_ type: SourceClass, _ name: String) -> Bool {
        if type.property(named: name) != nil { return true }
        guard type.language == .objectiveC else { return false }
        // Key-value coding also finds `_name`, `isName`, and a `setName:` method.
        let capitalized = name.prefix(1).uppercased() + name.dropFirst()
        return type.property(named: "_" + name) != nil || type.property(named: "is" + capitalized) != nil
            || type.method(selector: "set\(capitalized):") != nil
    }

    private func checkOutlet(_ connection: Connection, _ document: InterfaceDocument, _ findings: inout [Finding]) {
        guard let source = document.object(id: connection.sourceID), source.customClass != nil,
              let chain = chain(of: source, in: document), chain.isComplete, let first = chain.classes.first else { return }
        let name = connection.label
        let isCollection: Bool = if case .outletCollection = connection.kind { true } else { false }
        let match = chain.classes.lazy.compactMap({ type in type.property(named: name).map { (type, $0) } }).first
        guard let found = match else {
            if chain.classes.contains(where: { declaresProperty($0, name) }) { return }
            if chain.standardBase != nil && standardOutlets.contains(name) { return }
            let near = Self.nearest(to: name, among: chain.classes.flatMap { type -> [(name: String, owner: String, position: SourcePosition)] in
                type.properties.filter(\.isOutlet).map { (name: $0.name, owner: type.name, position: $0.position) }
            })
            findings.append(Finding(
                file: document.file, line: connection.location.line, column: connection.location.column, severity: severity(document),
                rule: "unknown-outlet",
                message: "outlet '\(name)' of \(describe(source)) is not declared on \(first.name) or its superclasses; "
                    + runTimeEffect(document, uiKit: "loading raises 'not key value coding-compliant for the key \(name)'",
                                    appKit: "AppKit skips the connection")
                    + (near.map { "; did you mean '\($0.name)'?" } ?? ""),
                name: name, source: near?.position ?? first.position,
                note: near.map { "'\($0.name)' declared here, in \($0.owner)" } ?? "class '\(first.name)' declared here"))
            return
        }
        let (owner, property) = found
        // Types.
        let declared = property.typeName
        if isCollection != property.isCollection, declared.map({ !["NSArray", "Array", "Any", "AnyObject", "id"].contains($0) }) ?? true {
            findings.append(Finding(
                file: document.file, line: connection.location.line, column: connection.location.column, severity: severity(document),
                rule: "outlet-type-mismatch",
                message: isCollection
                    ? "outlet collection '\(name)' of \(describe(source)) is declared as a single \(declared ?? "value"), not an array"
                    : "outlet '\(name)' of \(describe(source)) is declared as an array [\(declared ?? "")], but connected as a single outlet",
                name: name, source: property.position, note: "'\(name)' declared here, in \(owner.name)"))
            return
        }
        guard let declared, !StandardKnowledge.universalTypes.contains(declared),
              let destinationID = connection.destinationID, let destination = document.object(id: destinationID),
              destination.placeholder == nil || destination.customClass != nil else { return }
        // The declared type must be a class we know: in the sources, or standard with a known chain.
        let typeIsKnown = index.sourceClass(named: declared) != nil || StandardKnowledge.chain(of: declared) != nil
        guard typeIsKnown, let destinationChain = self.chain(of: destination, in: document), destinationChain.isComplete,
              destinationChain.standardBase.map({ StandardKnowledge.chain(of: $0) != nil }) ?? true else { return }
        if destinationChain.names.contains(declared) { return }
        findings.append(Finding(
            file: document.file, line: connection.location.line, column: connection.location.column, severity: severity(document),
            rule: "outlet-type-mismatch",
            message: "outlet '\(name)' of \(describe(source)) is declared as \(declared), but is connected to a \(destination.className)",
            name: name, source: property.position, note: "'\(name)' declared here, in \(owner.name)"))
    }

    private func checkAction(_ connection: Connection, _ document: InterfaceDocument, _ findings: inout [Finding]) {
        let selector = connection.label
        let target = connection.destinationID.flatMap { document.object(id: $0) }
        if target == nil || target?.placeholder == .firstResponder {
            if standardActions.contains(selector) || index.anyClassDeclares(selector: selector) != nil { return }
            findings.append(Finding(
                file: document.file, line: connection.location.line, column: connection.location.column, severity: .warning,
                rule: "unknown-action",
                message: "action '\(selector)' is sent to First Responder, but no class in the sources declares it and it is not a standard action; "
                    + runTimeEffect(document, uiKit: "nothing in the responder chain handles it", appKit: "the menu item or control stays disabled"),
                name: selector))
            return
        }
        guard let target, target.customClass != nil, let chain = chain(of: target, in: document), chain.isComplete,
              let first = chain.classes.first else { return }
        if chain.classes.contains(where: { $0.method(selector: selector) != nil }) { return }
        if chain.standardBase != nil && standardActions.contains(selector) { return }
        let near = Self.nearest(to: selector, among: chain.classes.flatMap { type -> [(name: String, owner: String, position: SourcePosition)] in
            type.methods.filter(\.isAction).map { (name: $0.selector, owner: type.name, position: $0.position) }
        })
        findings.append(Finding(
            file: document.file, line: connection.location.line, column: connection.location.column, severity: severity(document),
            rule: "unknown-action",
            message: "action '\(selector)' is sent to \(describe(target)), but \(first.name) and its superclasses declare no method with that selector; "
                + runTimeEffect(document, uiKit: "the control raises 'unrecognized selector sent to instance'",
                                appKit: "AppKit sends it to an object that does not respond")
                + (near.map { "; did you mean '\($0.name)'?" } ?? ""),
            name: selector, source: near?.position ?? first.position,
            note: near.map { "'\($0.name)' declared here, in \($0.owner)" } ?? "class '\(first.name)' declared here"))
    }
}

/// Validates a whole folder: finds its documents and sources, indexes the sources, checks each document.
public struct ProjectValidation: Sendable {
    /// The project scanned.
    public var project: Project
    /// The source index.
    public var index: SourceIndex
    /// Documents read, by path.
    public var documentsRead: [String] = []
    /// The documents read.
    public var documents: [InterfaceDocument] = []
    /// Documents that could not be read, with the error.
    public var documentErrors: [(file: String, error: String)] = []
    /// The findings, by document in path order.
    public var findings: [Finding] = []
    /// The validator used.
    public var validator: DocumentValidator

    /// Scans, indexes and validates `root`.
    ///
    /// After the scan, one pass spread over the machine's cores reads the modules (project
    /// files and manifests), every document and every source file, the larger kinds first so no
    /// core waits at the end; then the index is merged and the documents are checked.
    public init(root: String, modules: [Project.ModuleRoot] = []) throws {
        let scanned = try Project(scanning: root, modules: modules)
        let documentFiles = scanned.documents
        let sourceFiles = scanned.sourceFiles
        let withModules = Locked<Project?>(nil)
        let documentResults = Locked([Result<InterfaceDocument, DocumentError>?](repeating: nil, count: documentFiles.count))
        let sourceResults = Locked([FileDeclarations?](repeating: nil, count: sourceFiles.count))
        DispatchQueue.concurrentPerform(iterations: 1 + documentFiles.count + sourceFiles.count) { item in
            if item == 0 {
                var project = scanned
                project.readModules()
                withModules.withLock { $0 = project }
            } else if item <= documentFiles.count {
                let result = Result { () throws(DocumentError) in try DocumentReader().read(contentsOf: URL(fileURLWithPath: documentFiles[item - 1])) }
                documentResults.withLock { $0[item - 1] = result }
            } else {
                let position = item - 1 - documentFiles.count
                let declarations = Project.declarations(of: sourceFiles[position].file, language: sourceFiles[position].language)
                sourceResults.withLock { $0[position] = declarations }
            }
        }
        let project = withModules.withLock { $0 } ?? scanned
        let index = SourceIndex(sourceResults.withLock { $0 }.compactMap { $0 }, modules: project.moduleNames(of:))
        var documents: [InterfaceDocument] = []
        var read: [String] = []
        var errors: [(file: String, error: String)] = []
        for (file, result) in zip(documentFiles, documentResults.withLock { $0 }) {
            switch result {
            case .success(let document):
                documents.append(document)
                read.append(file)
            case .failure(let error): errors.append((file, "\(error)"))
            case nil: break
            }
        }
        let validator = DocumentValidator(index: index, project: project, documents: documents)
        self.project = project
        self.index = index
        self.documents = documents
        self.documentsRead = read
        self.documentErrors = errors
        self.validator = validator
        self.findings = documents.flatMap { validator.validate($0) }
    }

    /// The validation after one source file changed to `source`: only that file is parsed again;
    /// the documents are not read again. `documents` narrows which documents are checked (all by default).
    public func changing(file: String, to source: String, documents narrowed: Set<String>? = nil) -> ProjectValidation {
        var copy = self
        copy.index = index.reindexing(file: file, source: source, modules: file.hasSuffix(".swift") ? project.moduleNames(of: file) : [])
        copy.revalidate(narrowed)
        return copy
    }

    /// The validation after `Package.swift` or `project.pbxproj` files changed (`texts` by path), or
    /// with other `--module` assignments: modules are read again and assigned to the files already
    /// parsed; no source file is parsed again.
    public func changingModules(texts: [String: String] = [:], explicit: [Project.ModuleRoot]? = nil, documents narrowed: Set<String>? = nil) -> ProjectValidation {
        var copy = self
        if let explicit { copy.project.explicitModules = explicit.map { Project.ModuleRoot(name: $0.name, path: URL(fileURLWithPath: $0.path).standardizedFileURL.path) } }
        copy.project.readModules(texts: texts)
        let project = copy.project
        copy.index = index.reassigningModules(project.moduleNames(of:))
        copy.revalidate(narrowed)
        return copy
    }

    private mutating func revalidate(_ narrowed: Set<String>?) {
        validator.index = index
        validator.project = project
        let validator = self.validator
        findings = documents.filter { narrowed?.contains($0.file) ?? true }.flatMap { validator.validate($0) }
    }
}
