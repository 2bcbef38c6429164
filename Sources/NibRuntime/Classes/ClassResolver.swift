import Foundation
import NibSupport
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
    public var searchModules: [String] {
        didSet { memo = nil }
    }
    /// Names already resolved with this resolver's settings (kept by a nib between loads).
    private var memo: ClassResolutionMemo?

    /// Creates a resolver over an object library (`name → class`) and extra registrations.
    /// - Parameter library: the object library's classes by name.
    /// - Parameter registered: classes registered for this resolver, by name; they win over the library.
    /// - Parameter searchModules: modules searched for a class name that names none.
    public init(library: [String: AnyClass] = [:], registered: [String: AnyClass] = [:], searchModules: [String] = []) {
        self.init(library: library, registered: registered, searchModules: searchModules, memo: nil)
    }

    /// Creates a resolver that consults and fills `memo`, a memo of earlier resolutions (a nib
    /// keeps one for all its loads); it is used only while the resolver has no registrations of its own.
    package init(library: [String: AnyClass], registered: [String: AnyClass], searchModules: [String], memo: ClassResolutionMemo?) {
        self.library = library
        self.registered = registered
        self.searchModules = searchModules
        self.memo = registered.isEmpty ? memo : nil
    }

    /// Registers a class under a name, for classes that cannot be found by name
    /// (generic classes, classes in modules whose name is not known).
    public mutating func register(_ type: AnyClass, as name: String) {
        registered[name] = type
        memo = nil
    }

    /// Whether this resolver was made with `memo` (not nil), these registrations (none) and
    /// these search modules: a nib's loads use one library with its memo, so such a resolver
    /// finds the same classes as a new one would.
    func hasSettings(memo: ClassResolutionMemo, registered: [String: AnyClass], searchModules: [String]) -> Bool {
        self.memo === memo && registered.isEmpty && self.registered.isEmpty && self.searchModules == searchModules
    }

    /// The decode plans a nib's earlier loads made (by archive index), and the registry
    /// generation they hold for; nil when the resolver keeps no memo.
    func memoizedPlans() -> (plans: DecodePlans?, generation: Int)? {
        guard let memo else { return nil }
        let generation = NibClassRegistry.shared.generation
        return (memo.plans(searchModules: searchModules, generation: generation), generation)
    }

    /// Keeps the decode plans of a load for the next one.
    func storePlans(_ plans: DecodePlans, generation: Int) {
        memo?.store(plans, searchModules: searchModules, generation: generation)
    }

    /// The class for a name, or nil.
    public func resolve(_ name: String) -> AnyClass? {
        guard let memo else { return search(name) }
        // Read before searching: a registration made meanwhile makes this record stale, not wrong.
        let generation = NibClassRegistry.shared.generation
        if let type = memo.type(named: name, searchModules: searchModules, generation: generation) { return type }
        guard let type = search(name) else { return nil }
        memo.record(type, named: name, searchModules: searchModules, generation: generation)
        return type
    }

    private func search(_ name: String) -> AnyClass? {
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

/// Class names resolved by earlier loads of one nib, so that later loads do not search the
/// library, the registry and the Swift runtime again (demangling is slow).
///
/// Only found classes are kept (a name not found is searched again: a module may be loaded
/// later); the memo forgets everything when ``NibClassRegistry`` changes or when asked with
/// other search modules.
package final class ClassResolutionMemo: Sendable {
    private struct State {
        var generation = -1
        var searchModules: [String] = []
        var types: [String: ObjectIdentifierBox] = [:]
        var plans: DecodePlans?
    }
    private let state = Locked(State())

    /// Creates an empty memo.
    package init() {}

    func type(named name: String, searchModules: [String], generation: Int) -> AnyClass? {
        state.withLock { state in
            guard state.generation == generation, state.searchModules == searchModules else { return nil }
            return state.types[name]?.type
        }
    }

    /// The decode plans of the archive's objects made with these settings (empty when stale).
    func plans(searchModules: [String], generation: Int) -> DecodePlans? {
        state.withLock { state in
            state.generation == generation && state.searchModules == searchModules ? state.plans : nil
        }
    }

    /// Keeps the plans a decoder made, for the next load.
    func store(_ plans: DecodePlans, searchModules: [String], generation: Int) {
        state.withLock { state in
            guard generation >= state.generation else { return }
            if state.generation != generation || state.searchModules != searchModules {
                state = State(generation: generation, searchModules: searchModules)
            }
            state.plans = plans
        }
    }

    func record(_ type: AnyClass, named name: String, searchModules: [String], generation: Int) {
        state.withLock { state in
            guard generation >= state.generation else { return }
            if state.generation != generation || state.searchModules != searchModules {
                state = State(generation: generation, searchModules: searchModules)
            }
            state.types[name] = ObjectIdentifierBox(type: type)
        }
    }
}

/// Classes found by `_typeByName`, which demangles on every call: a class, once found, stays
/// found. Names not found are asked again (a module may be loaded later).
final class RuntimeTypeCache: Sendable {
    static let shared = RuntimeTypeCache()
    private let found = Locked<[String: ObjectIdentifierBox]>([:])

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
    private let classes = Locked<[String: ObjectIdentifierBox]>([:])
    private let changes = Atomic<Int>(0)

    /// Registers `type` under `name`; later registrations replace earlier ones.
    public func register(_ type: AnyClass, as name: String) {
        classes.withLock { $0[name] = ObjectIdentifierBox(type: type) }
        changes.add(1, ordering: .sequentiallyConsistent)
    }

    /// How many registrations have been made: memos of earlier resolutions are stale when it changes.
    var generation: Int { changes.load(ordering: .sequentiallyConsistent) }

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
        // Read as bytes: lengths count UTF-8 bytes, and this runs for every custom class name.
        let bytes = Array(name.utf8)
        var position = 4
        var parts: [String] = []
        while position < bytes.count {
            var length = 0
            let digitsStart = position
            while position < bytes.count, bytes[position] >= 0x30, bytes[position] <= 0x39, position - digitsStart < 9 {
                length = length * 10 + Int(bytes[position] - 0x30)
                position += 1
            }
            guard position > digitsStart, length > 0, length <= bytes.count - position else { return nil }
            guard let part = String(validating: bytes[position..<position + length], as: UTF8.self) else { return nil }
            parts.append(part)
            position += length
        }
        return parts.count >= 2 ? parts.joined(separator: ".") : nil
    }
}
