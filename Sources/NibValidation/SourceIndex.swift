/// A position in a source file (1-based line and column).
public struct SourcePosition: Sendable, Hashable, CustomStringConvertible {
    /// The file's path.
    public var file: String
    /// The 1-based line.
    public var line: Int
    /// The 1-based column.
    public var column: Int

    /// Creates a position.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`.
    public var description: String { "\(file):\(line):\(column)" }
}

/// The language a class is declared in.
public enum SourceLanguage: String, Sendable, Hashable {
    case swift
    case objectiveC
}

/// A property of a class: an outlet, an inspectable or any other property.
public struct SourceProperty: Sendable, Hashable {
    /// The name Interface Builder uses (the `@objc(name)` rename when there is one).
    public var name: String
    /// The declared type with `?`, `!` and an array's brackets removed (`UILabel`), or nil when not written.
    public var typeName: String?
    /// Whether the type is an array (`[UILabel]`, `IBOutletCollection`).
    public var isCollection: Bool
    /// Whether the type is optional (`?`).
    public var isOptional: Bool
    /// Whether the type is implicitly unwrapped (`!`).
    public var isImplicitlyUnwrapped: Bool
    /// `@IBOutlet`, `@Outlet` or Objective-C's `IBOutlet`/`IBOutletCollection`.
    public var isOutlet: Bool
    /// `@IBInspectable`.
    public var isInspectable: Bool
    /// Where it is declared.
    public var position: SourcePosition

    /// Creates a property.
    public init(
        name: String, typeName: String?, isCollection: Bool = false, isOptional: Bool = false,
        isImplicitlyUnwrapped: Bool = false, isOutlet: Bool = false, isInspectable: Bool = false, position: SourcePosition
    ) {
        self.name = name
        self.typeName = typeName
        self.isCollection = isCollection
        self.isOptional = isOptional
        self.isImplicitlyUnwrapped = isImplicitlyUnwrapped
        self.isOutlet = isOutlet
        self.isInspectable = isInspectable
        self.position = position
    }
}

/// A method of a class, by the Objective-C selector Interface Builder connects.
public struct SourceMethod: Sendable, Hashable {
    /// The selector (`tapped:`, `tappedWithSender:`, or the `@objc(name:)` rename).
    public var selector: String
    /// The Swift or Objective-C name as written (`tapped`).
    public var name: String
    /// `@IBAction`, `@Action` or Objective-C's `IBAction`.
    public var isAction: Bool
    /// Where it is declared.
    public var position: SourcePosition

    /// Creates a method.
    public init(selector: String, name: String, isAction: Bool, position: SourcePosition) {
        self.selector = selector
        self.name = name
        self.isAction = isAction
        self.position = position
    }
}

/// One class of the sources, with the members of its declaration and of its extensions.
public struct SourceClass: Sendable, Hashable {
    /// The name Interface Builder uses: the `@objc(Name)` rename, else the declared name.
    public var name: String
    /// The name as declared in Swift (differs from ``name`` under `@objc(Name)`).
    public var swiftName: String
    /// The superclass as written (the first inherited type), if any.
    public var superclassName: String?
    /// The module the class belongs to (Swift), or nil (Objective-C: no module).
    public var module: String?
    /// Further modules that compile the same file (an Xcode file in several targets).
    public var otherModules: [String] = []
    /// Swift or Objective-C.
    public var language: SourceLanguage
    /// Where the class is declared (nil when only extensions or categories were found).
    public var position: SourcePosition?
    /// Properties, from the class and its extensions.
    public var properties: [SourceProperty]
    /// Methods, from the class and its extensions.
    public var methods: [SourceMethod]

    /// Creates a class.
    public init(
        name: String, swiftName: String? = nil, superclassName: String?, module: String?, language: SourceLanguage,
        position: SourcePosition?, properties: [SourceProperty] = [], methods: [SourceMethod] = []
    ) {
        self.name = name
        self.swiftName = swiftName ?? name
        self.superclassName = superclassName
        self.module = module
        self.language = language
        self.position = position
        self.properties = properties
        self.methods = methods
    }

    /// Whether the class is compiled into `module` (compared without regard to case).
    public func belongs(to module: String) -> Bool {
        ([self.module].compactMap { $0 } + otherModules).contains { $0 == module || $0.lowercased() == module.lowercased() }
    }

    /// The property named `name`, if declared here.
    public func property(named name: String) -> SourceProperty? {
        properties.first { $0.name == name }
    }

    /// The method with the selector, if declared here.
    public func method(selector: String) -> SourceMethod? {
        methods.first { $0.selector == selector }
    }
}

/// What one source file declares, read on its own: the classes (with no module yet) and the
/// extensions. Kept per file, so a changed file is read again alone and merged with the others.
public struct FileDeclarations: Sendable {
    /// The file.
    public var file: String
    /// Swift or Objective-C.
    public var language: SourceLanguage
    /// Classes declared (Objective-C: interfaces, implementations and categories), module unset.
    public var classes: [SourceClass] = []
    /// Swift extensions: the extended type's name and the members they add.
    public var extensions: [(name: String, properties: [SourceProperty], methods: [SourceMethod])] = []
    /// Why the file could not be read, when it could not.
    public var unreadableReason: String?

    /// Creates an empty record for `file`.
    public init(file: String, language: SourceLanguage) {
        self.file = file
        self.language = language
    }

    /// Reads `source`, the text of `file`: swift-syntax for Swift, the tokenizer for Objective-C.
    public static func read(source: String, file: String, language: SourceLanguage) -> FileDeclarations {
        var declarations = FileDeclarations(file: file, language: language)
        switch language {
        case .swift:
            // A file with no `class` or `extension` word (in code, comments or strings alike) declares
            // nothing the index keeps: swift-syntax's parse, the slow part, is skipped for it.
            guard SwiftSourceReader.mayDeclareClassesOrExtensions(source) else { break }
            SwiftSourceReader.read(source: source, file: file, into: &declarations)
        case .objectiveC: ObjectiveCSourceReader.read(source: source, file: file, into: &declarations)
        }
        return declarations
    }

    mutating func add(_ type: SourceClass) { classes.append(type) }
    mutating func addExtension(of name: String, properties: [SourceProperty], methods: [SourceMethod]) {
        extensions.append((name, properties, methods))
    }
}

/// Every class declared in a folder's Swift and Objective-C sources: the files' declarations
/// (read once each), merged by class name with each file's module.
public struct SourceIndex: Sendable {
    /// The classes by the name Interface Builder uses (several when two modules declare one name).
    public private(set) var classes: [String: [SourceClass]] = [:]
    /// Every source file read, in the order added.
    public private(set) var files: [String] = []
    /// Files that could not be read, with the reason.
    public private(set) var unreadable: [(file: String, reason: String)] = []
    /// The modules whose sources were indexed.
    public private(set) var modules: Set<String> = []
    /// Each file's declarations, as read.
    public private(set) var declarations: [String: FileDeclarations] = [:]
    /// Each file's modules (the first is the class's ``SourceClass/module``; Swift files only).
    public private(set) var fileModules: [String: [String]] = [:]
    /// Members declared in extensions of classes not (yet) found, by Swift name.
    private var pendingExtensions: [String: [(module: String?, properties: [SourceProperty], methods: [SourceMethod])]] = [:]

    /// Creates an empty index.
    public init() {}

    /// An index of files already read, each with its modules; merged at once.
    public init(_ files: [FileDeclarations], modules: (String) -> [String]) {
        for file in files {
            self.files.append(file.file)
            declarations[file.file] = file
            fileModules[file.file] = file.language == .swift ? modules(file.file) : []
        }
        merge()
    }

    /// The classes named `name` (Interface Builder's name).
    public func classes(named name: String) -> [SourceClass] { classes[name] ?? [] }

    /// A class named `name`, preferring one in `module`.
    public func sourceClass(named name: String, preferring module: String? = nil) -> SourceClass? {
        let found = classes(named: name)
        if let module, let match = found.first(where: { $0.module == module }) { return match }
        return found.first(where: { $0.position != nil }) ?? found.first
    }

    /// Whether any class declares a method with the selector.
    public func anyClassDeclares(selector: String) -> SourceMethod? {
        for list in classes.values {
            for type in list { if let method = type.method(selector: selector) { return method } }
        }
        return nil
    }

    /// The index with one file read again from `source` (a changed file; a new one is added):
    /// only that file is parsed, the others' declarations are merged as they were.
    public func reindexing(file: String, source: String, modules: [String]? = nil) -> SourceIndex {
        let language: SourceLanguage = file.hasSuffix(".swift") ? .swift : .objectiveC
        var copy = self
        if copy.declarations[file] == nil { copy.files.append(file) }
        copy.declarations[file] = FileDeclarations.read(source: source, file: file, language: language)
        if let modules { copy.fileModules[file] = language == .swift ? modules : [] }
        else if copy.fileModules[file] == nil { copy.fileModules[file] = [] }
        copy.merge()
        return copy
    }

    /// The index with every Swift file's modules assigned again (a module renamed): no file is parsed.
    public func reassigningModules(_ modules: (String) -> [String]) -> SourceIndex {
        var copy = self
        for file in copy.files where copy.declarations[file]?.language == .swift { copy.fileModules[file] = modules(file) }
        copy.merge()
        return copy
    }

    /// Merges the files' declarations: classes by name and module, then extensions applied.
    private mutating func merge() {
        classes = [:]
        unreadable = []
        modules = []
        pendingExtensions = [:]
        for file in files {
            guard let declared = declarations[file] else { continue }
            if let reason = declared.unreadableReason { unreadable.append((file, reason)) }
            let fileModules = self.fileModules[file] ?? []
            let module = fileModules.first
            for module in fileModules { modules.insert(module) }
            for type in declared.classes {
                var type = type
                type.module = module
                type.otherModules = Array(fileModules.dropFirst())
                add(type)
            }
            for ext in declared.extensions {
                pendingExtensions[ext.name, default: []].append((module, ext.properties, ext.methods))
            }
        }
        finish()
    }

    /// Adds a class declaration, or merges it with one of the same name and module (Objective-C
    /// `@interface` and `@implementation`, class extensions and categories).
    private mutating func add(_ type: SourceClass) {
        var list = classes[type.name] ?? []
        if let index = list.firstIndex(where: { $0.module == type.module && $0.language == type.language }) {
            var existing = list[index]
            if existing.position == nil || (existing.superclassName == nil && type.superclassName != nil) {
                existing.position = type.position ?? existing.position
            }
            existing.superclassName = existing.superclassName ?? type.superclassName
            existing.properties += type.properties
            existing.methods += type.methods
            for module in type.otherModules where !existing.otherModules.contains(module) { existing.otherModules.append(module) }
            list[index] = existing
        } else {
            list.append(type)
        }
        classes[type.name] = list
    }

    /// Applies extensions to their classes (declared in any file, in any order).
    private mutating func finish() {
        var bySwiftName: [String: [(String, Int)]] = [:]
        for (name, list) in classes {
            for (index, type) in list.enumerated() { bySwiftName[type.swiftName, default: []].append((name, index)) }
        }
        // In file order, so the merged members do not depend on the dictionary's order.
        var order: [String] = []
        var seen: Set<String> = []
        for file in files {
            for ext in declarations[file]?.extensions ?? [] where seen.insert(ext.name).inserted { order.append(ext.name) }
        }
        for swiftName in order {
            guard let extensions = pendingExtensions[swiftName] else { continue }
            guard let targets = bySwiftName[swiftName] else {
                // An extension of a class not in the sources (Apple's `NSTextView`): kept as a
                // class with no declaration, whose members count for that class.
                for ext in extensions {
                    add(SourceClass(name: swiftName, superclassName: nil, module: ext.module, language: .swift, position: nil,
                                    properties: ext.properties, methods: ext.methods))
                }
                continue
            }
            for ext in extensions {
                // Same module first; else every class of that name (an extension in another module).
                let sameModule = targets.filter { classes[$0.0]![$0.1].module == ext.module }
                for (name, index) in (sameModule.isEmpty ? targets : sameModule) {
                    classes[name]![index].properties += ext.properties
                    classes[name]![index].methods += ext.methods
                }
            }
        }
        pendingExtensions = [:]
    }
}
