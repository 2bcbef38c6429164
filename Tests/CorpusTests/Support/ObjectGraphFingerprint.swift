import Foundation
import NibLoading

/// A text rendering of a live object graph, for comparing two loads of the same nib: every
/// NibKit object reachable from the roots, numbered in the order first reached, with its class
/// and every stored property (by reflection). References print as `#n`, so two graphs render
/// alike exactly when they have the same objects, classes, property values and connections.
struct ObjectGraphFingerprint {
    private(set) var lines: [String] = []
    private var numbers: [ObjectIdentifier: Int] = [:]
    private var queue: [AnyObject] = []
    private let ignored: Set<String>
    /// `String(reflecting:)` of each type met, computed once: it is the slow part of rendering.
    private var typeNames: [ObjectIdentifier: String] = [:]

    /// - Parameter ignoring: further properties to leave out (by name).
    init(roots: [AnyObject], ignoring: Set<String> = []) {
        ignored = Self.ignoredProperties.union(ignoring)
        lines.append("roots: " + roots.map { reference($0) }.joined(separator: ", "))
        var next = 0
        while next < queue.count {
            let object = queue[next]
            next += 1
            lines.append("#\(next - 1) \(typeName(type(of: object))) " + properties(of: object))
        }
    }

    /// The objects rendered, in the order reached.
    var objectCount: Int { queue.count }
    /// The objects reached, in order.
    var reachedObjects: [AnyObject] { queue }

    /// The first line where two fingerprints differ, with both versions, or nil when equal.
    func firstDifference(from other: ObjectGraphFingerprint) -> String? {
        for (index, (mine, theirs)) in zip(lines, other.lines).enumerated() where mine != theirs {
            let common = zip(mine, theirs).prefix { $0 == $1 }.count
            let start = max(0, common - 200)
            return "line \(index), from character \(start):\n  \(mine.dropFirst(start).prefix(400))\n  \(theirs.dropFirst(start).prefix(400))"
        }
        return lines.count == other.lines.count ? nil : "\(lines.count) lines vs \(other.lines.count)"
    }

    /// Objects of NibKit's modules are walked; anything else (Foundation internals) is named only,
    /// as are the containers a load came from (a storyboard, a nib) and the shared applications,
    /// which other loads running at the same time change.
    private mutating func isWalked(_ object: AnyObject) -> Bool {
        if object is Storyboard || object is Nib || object is NSApplication || object is UIApplication { return false }
        // The shared user defaults controller, which nibs bind to, lives for the process; the
        // observation machinery of bindings numbers its observers per process, not per load.
        let name = typeName(type(of: object))
        if (object as? NSUserDefaultsController)?.isSharedInstance == true || Self.bindingMachinery.contains(name) { return false }
        return name.hasPrefix("Nib") || object is NibObject
    }

    private mutating func typeName(_ type: Any.Type) -> String {
        let id = ObjectIdentifier(type)
        if let name = typeNames[id] { return name }
        let name = String(reflecting: type)
        typeNames[id] = name
        return name
    }

    /// Numbers, flags and strings rendered without a mirror (most property values are these).
    private static func leaf(_ value: Any) -> String? {
        switch value {
        case let string as String: string
        case let flag as Bool: flag ? "true" : "false"
        case let number as Int: String(number)
        case let number as Double: "\(number)"
        case let number as CGFloat: "\(number)"
        default: nil
        }
    }

    private static let bindingMachinery: Set<String> = [
        "NibRuntime.ObservationToken", "NibRuntime.KeyPathObserver", "NibRuntime.NibKeyValueObservers", "NibRuntime.ObservableHub",
        "NibRuntime.NSBindingSelectionMarker",
    ]

    private mutating func reference(_ object: AnyObject) -> String {
        guard isWalked(object) else { return "<\(type(of: object))>" }
        let id = ObjectIdentifier(object)
        if let number = numbers[id] { return "#\(number)" }
        numbers[id] = queue.count
        queue.append(object)
        return "#\(queue.count - 1)"
    }

    /// Properties left out: an image's or sound's file (`resource`) depends on where the nib
    /// file is, and a compiled copy lives elsewhere than its document.
    static let ignoredProperties: Set<String> = ["resource"]

    private mutating func properties(of object: AnyObject) -> String {
        var rendered: [String] = []
        // A nib archived in a table (its prototype views) is compared by what it loads, not by
        // its bytes, which differ between two compilers that write the same objects.
        if let archived = object as? ArchivedNib {
            do {
                let loaded = try archived.nib().instantiate(owner: NibGenericOwner())
                return "loads=[" + loaded.map { reference($0) }.joined(separator: ", ") + "]"
            } catch {
                return "loads=<\(error)>"
            }
        }
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            for child in current.children where !ignored.contains(child.label ?? "") {
                // Objects keep rarely set state in a box made on first use (`NibLazyBox`): its
                // fields are rendered as the object's own, where they differ from their
                // defaults, so an object whose box holds only ignored state renders as one
                // without a box.
                if let boxed = child.value as? OptionalLazyBox {
                    rendered += boxedProperties(boxed.box)
                    continue
                }
                rendered.append("\(child.label ?? "_")=\(render(child.value))")
            }
            mirror = current.superclassMirror
        }
        return rendered.joined(separator: " ")
    }

    /// The fields of a box of rarely set state that are set, skipping ignored ones.
    private mutating func boxedProperties(_ box: (any NibLazyBox)?) -> [String] {
        guard let box else { return [] }
        var rendered: [String] = []
        for child in Mirror(reflecting: box).children where !ignored.contains(child.label ?? "") {
            let value = render(child.value)
            if !["nil", "false", "0", "{}", "[]"].contains(value) { rendered.append("\(child.label ?? "_")=\(value)") }
        }
        return rendered
    }

    private mutating func render(_ value: Any) -> String {
        if type(of: value) is AnyClass {
            return reference(value as AnyObject)
        }
        if let leaf = Self.leaf(value) { return leaf }
        // An error a load recorded is compared by its code: its message names the folders searched,
        // which differ between a document and its compiled copy in another folder.
        if let error = value as? NibLoadingError { return "NibLoadingError(\(error.code))" }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            guard let wrapped = mirror.children.first else { return "nil" }
            return render(wrapped.value)
        case .collection, .tuple:
            var parts: [String] = []
            for child in mirror.children { parts.append(render(child.value)) }
            return "[" + parts.joined(separator: ", ") + "]"
        case .dictionary:
            // Hash order differs between two equal dictionaries: entries go in key order.
            var entries: [(key: String, value: Any)] = []
            for child in mirror.children {
                let pair = Array(Mirror(reflecting: child.value).children)
                guard pair.count == 2 else { continue }
                entries.append((String(describing: pair[0].value), pair[1].value))
            }
            entries.sort { $0.key < $1.key }
            var parts: [String] = []
            for entry in entries { parts.append("\(entry.key): \(render(entry.value))") }
            return "{" + parts.joined(separator: ", ") + "}"
        case .set:
            var parts: [String] = []
            for child in mirror.children { parts.append(render(child.value)) }
            return "{" + parts.sorted().joined(separator: ", ") + "}"
        case .struct, .enum:
            // Foundation's structs (Data, URL, CGRect) print themselves; their mirrors show storage addresses.
            let isNibKitType = typeName(type(of: value)).hasPrefix("Nib")
            if mirror.children.isEmpty || !isNibKitType { return String(describing: value) }
            var parts: [String] = []
            for child in mirror.children { parts.append("\(child.label ?? "_"): \(render(child.value))") }
            return "\(type(of: value))(" + parts.joined(separator: ", ") + ")"
        default:
            return String(describing: value)
        }
    }
}

/// An optional box of rarely set state, whatever its type.
private protocol OptionalLazyBox {
    var box: (any NibLazyBox)? { get }
}

extension Optional: OptionalLazyBox where Wrapped: NibLazyBox {
    var box: (any NibLazyBox)? { self }
}
