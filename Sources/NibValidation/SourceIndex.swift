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

    /// The property named `name`, if declared here.
    public func property(named name: String) -> SourceProperty? {
        properties.first { $0.name == name }
    }

    /// The method with the selector, if declared here.
    public func method(selector: String) -> SourceMethod? {
        methods.first { $0.selector == selector }
    }
}

/// Every class declared in a folder's Swift and Objective-C sources.
public struct SourceIndex: Sendable {
    /// The classes by the name Interface Builder uses (several when two modules declare one name).
    public private(set) var classes: [String: [SourceClass]] = [:]
    /// Every source file read.
    public private(set) var files: [String] = []
    /// Files that could not be read, with the reason.
    public private(set) var unreadable: [(file: String, reason: String)] = []
    /// Members declared in extensions of classes not (yet) found, by Swift name.
    private var pendingExtensions: [String: [(module: String?, properties: [SourceProperty], methods: [SourceMethod])]] = [:]
    /// The modules whose sources were indexed.
    public private(set) var modules: Set<String> = []

    /// Creates an empty index.
    public init() {}

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

    mutating func noteFile(_ file: String) { files.append(file) }
    mutating func noteUnreadable(_ file: String, _ reason: String) { unreadable.append((file, reason)) }
    mutating func noteModule(_ module: String?) { if let module { modules.insert(module) } }

    /// Adds a class declaration, or merges it with one of the same name and module (Objective-C
    /// `@interface` and `@implementation`, class extensions and categories).
    mutating func add(_ type: SourceClass) {
        var list = classes[type.name] ?? []
        if let index = list.firstIndex(where: { $0.module == type.module && $0.language == type.language }) {
            var existing = list[index]
            if existing.position == nil || (existing.superclassName == nil && type.superclassName != nil) {
                existing.position = type.position ?? existing.position
            }
            existing.superclassName = existing.superclassName ?? type.superclassName
            existing.properties += type.properties
            existing.methods += type.methods
            list[index] = existing
        } else {
            list.append(type)
        }
        classes[type.name] = list
    }

    /// Adds an extension's members (Swift); applied to the class in ``finish()``.
    mutating func addExtension(of swiftName: String, module: String?, properties: [SourceProperty], methods: [SourceMethod]) {
        pendingExtensions[swiftName, default: []].append((module, properties, methods))
    }

    /// Applies extensions to their classes (declared in any file, in any order).
    mutating func finish() {
        var bySwiftName: [String: [(String, Int)]] = [:]
        for (name, list) in classes {
            for (index, type) in list.enumerated() { bySwiftName[type.swiftName, default: []].append((name, index)) }
        }
        for (swiftName, extensions) in pendingExtensions {
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
