import Foundation
import Synchronization

/// Finds the Swift class for a class name in a nib: an explicit registration, the object
/// library, or a lookup by name in the Swift runtime, which needs no registration and works
/// in optimized builds.
///
/// Names are accepted as `Module.Class`, as Swift-mangled `_TtC5MyApp14ViewController`, or
/// plain (`ViewController`), which is tried in each of ``searchModules``.
public struct ClassResolver: @unchecked Sendable {
    // @unchecked: the dictionaries hold metatypes, which are immutable and safe to share.
    private var registered: [String: AnyClass]
    private var library: [String: AnyClass]
    /// Modules tried, in order, for class names that name none.
    public var searchModules: [String]

    /// Creates a resolver over an object library (`name → class`) and extra registrations.
    public init(library: [String: AnyClass] = [:], registered: [String: AnyClass] = [:], searchModules: [String] = []) {
        self.library = library
        self.registered = registered
        self.searchModules = searchModules
    }

    /// Registers a class under a name, for classes that cannot be found by name
    /// (generic classes, classes in modules whose name is not known).
    public mutating func register(_ type: AnyClass, as name: String) {
        registered[name] = type
    }

    /// The class for a name, or nil.
    public func resolve(_ name: String) -> AnyClass? {
        if let type = registered[name] ?? library[name] ?? NibClassRegistry.shared.lookup(name) { return type }
        if let type = RuntimeClasses.table[name] { return type }
        let qualified = SwiftClassName.demangle(name) ?? name
        if qualified.contains(".") {
            if let type = registered[qualified] ?? NibClassRegistry.shared.lookup(qualified) { return type }
            return RuntimeTypeCache.shared.type(named: qualified)
        }
        for module in searchModules {
            if let type = RuntimeTypeCache.shared.type(named: "\(module).\(qualified)") { return type }
        }
        return nil
    }
}

/// Classes found by `_typeByName`, which demangles on every call: a class, once found, stays
/// found. Names not found are asked again (a module may be loaded later).
final class RuntimeTypeCache: Sendable {
    static let shared = RuntimeTypeCache()
    private let found = Mutex<[String: ObjectIdentifierBox]>([:])

    func type(named name: String) -> AnyClass? {
        if let cached = found.withLock({ $0[name] }) { return cached.type }
        guard let type = _typeByName(name) as? AnyClass else { return nil }
        found.withLock { $0[name] = ObjectIdentifierBox(type: type) }
        return type
    }
}

/// Process-wide class registrations, for classes that cannot be found by name.
///
/// ```swift
/// NibClassRegistry.shared.register(GenericCell<Int>.self, as: "IntCell")
/// ```
public final class NibClassRegistry: Sendable {
    /// The shared registry.
    public static let shared = NibClassRegistry()
    private let classes = Mutex<[String: ObjectIdentifierBox]>([:])

    /// Registers `type` under `name`; later registrations replace earlier ones.
    public func register(_ type: AnyClass, as name: String) {
        classes.withLock { $0[name] = ObjectIdentifierBox(type: type) }
    }

    /// The class registered under `name`.
    public func lookup(_ name: String) -> AnyClass? {
        classes.withLock { $0[name]?.type }
    }
}

/// A metatype in a Sendable box (metatypes are immutable).
struct ObjectIdentifierBox: @unchecked Sendable {
    let type: AnyClass
}

/// Swift class names in the forms nibs store them.
public enum SwiftClassName {
    /// `_TtC5MyApp14ViewController` → `MyApp.ViewController`; nil for anything else.
    public static func demangle(_ name: String) -> String? {
        guard name.hasPrefix("_TtC") else { return nil }
        var rest = Substring(name.dropFirst(4))
        var parts: [String] = []
        while !rest.isEmpty {
            let digits = rest.prefix { $0.isNumber }
            guard let length = Int(digits), length > 0 else { return nil }
            rest = rest.dropFirst(digits.count)
            guard rest.count >= length else { return nil }
            parts.append(String(rest.prefix(length)))
            rest = rest.dropFirst(length)
        }
        return parts.count >= 2 ? parts.joined(separator: ".") : nil
    }
}
