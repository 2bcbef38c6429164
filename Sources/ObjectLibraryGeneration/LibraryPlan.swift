import NibCompiler
import NibDocument

/// A property of a generated class: its name, archive key, Swift type and where it comes from.
struct PlannedProperty: Equatable {
    var name: String
    var key: String
    var type: String
    /// "attribute `x`", "keyed value `x`", "list `<x>`" or a description.
    var origin: String
    /// The attribute it decodes, if any.
    var attribute: String?
}

/// A class to generate.
struct PlannedClass {
    var superclass: String
    var flavour: Flavour
    var element: String?
    /// `view` (initialized with a frame) or `object`.
    var isView: Bool
    var properties: [PlannedProperty]
    /// Outlets, and whether the class declares them (an outlet may be a typed property too).
    var outlets: [(name: String, declared: Bool)]
    /// The hand-written class whose attributes this base holds (`_UIViewAttributes`: `UIView`).
    var attributesOf: String?
    /// The archived class name, for an element that names no Apple class (``LibraryShape/notClasses``):
    /// the class is then internal data, `Archived<Name>`.
    var dataFor: String?

    /// The Swift name of the class generated as `name`.
    static func swiftName(of name: String) -> String {
        LibraryShape.notClasses.contains(name) ? "Archived" + name : name
    }

    var names: Set<String> { Set(properties.map(\.name)).union(outlets.map(\.name)) }
    var keys: Set<String> { Set(properties.map(\.key)) }
}

/// Which classes to generate, with which properties: the corpus's usage over the hand-written library.
struct LibraryPlan {
    var existing: [String: LibraryClass]
    var candidates: [String: ClassUsage] = [:]
    var superclasses = LibraryShape.superclasses
    var generated: [String: PlannedClass] = [:]

    /// Plans the library for a usage and the hand-written classes.
    init(usage: ObjectLibraryUsage, handWritten: [String: LibraryClass]) {
        existing = handWritten
        let byClass = ClassUsage.byClass(usage)
        for (name, used) in byClass where existing[name] == nil && !LibraryShape.skipped.contains(name) {
            if used.count >= 2 && Self.isClassName(name) && !name.hasSuffix("Controller") || LibraryShape.generatedControllers.contains(name) {
                candidates[name] = used
            }
        }
        for (name, flavour, superclass) in LibraryShape.required {
            if superclasses[name] == nil { superclasses[name] = superclass }
            if candidates[name] == nil, existing[name] == nil {
                var used = byClass[name] ?? ClassUsage(flavour: Flavour(rawValue: flavour)!)
                used.flavour = Flavour(rawValue: flavour)!
                candidates[name] = used
            }
        }
        // Superclasses that are generated themselves must exist: add missing intermediate bases.
        for name in candidates.keys.sorted() {
            let superclass = superclass(of: name)
            if existing[superclass] == nil, candidates[superclass] == nil, superclass != "NibObject" {
                candidates[superclass] = ClassUsage(flavour: candidates[name]!.flavour)
            }
        }
        let order = candidates.keys.sorted()
        for (name, original) in LibraryShape.attributeBases {
            let base = "_\(name)Attributes"
            let own = existing[name] ?? LibraryClass()
            var used = byClass[name] ?? ClassUsage(flavour: name.hasPrefix("UI") ? .uiKit : .appKit)
            if byClass[name] == nil { used.element = nil }
            candidates[base] = used
            superclasses[base] = original
            existing[name] = LibraryClass(superclass: base, names: own.names, keys: own.keys)
            generated[base] = nil
            build(base)
            var planned = generated[base]!
            planned.properties.removeAll { own.names.contains($0.name) || own.keys.contains($0.key) }
            planned.outlets.removeAll { own.names.contains($0.name) }
            planned.attributesOf = name
            generated[base] = planned
        }
        for name in order { build(name) }
    }

    /// `_?[A-Z]\w+`.
    static func isClassName(_ name: String) -> Bool {
        let body = name.hasPrefix("_") ? name.dropFirst() : Substring(name)
        guard let first = body.unicodeScalars.first, ("A"..."Z").contains(first), body.count >= 2 else { return false }
        return UsageExtraction.isIdentifier(String(body))
    }

    /// A candidate's superclass: Apple's where listed, else by what its elements have.
    func superclass(of name: String) -> String {
        if let listed = superclasses[name] { return listed }
        let used = candidates[name]!
        let prefix = used.flavour.classPrefix
        if name.hasSuffix("GestureRecognizer") { return "UIGestureRecognizer" }
        if used.hasFrame { return prefix + (used.isControl ? "Control" : "View") }
        if used.flavour == .appKit, name.hasSuffix("Cell") { return "NSActionCell" }
        return "NibObject"
    }

    /// The hand-written and generated classes from `name` up.
    func chain(_ name: String) -> [(superclass: String?, names: Set<String>, keys: Set<String>)] {
        var result: [(superclass: String?, names: Set<String>, keys: Set<String>)] = []
        var current: String? = name
        while let name = current {
            if let planned = generated[name] {
                result.append((planned.superclass, planned.names, planned.keys))
            } else if let info = existing[name] {
                result.append((info.superclass, info.names, info.keys))
            } else {
                break
            }
            current = result.last!.superclass
        }
        return result
    }

    /// Plans a candidate class (its generated superclass first).
    mutating func build(_ name: String) {
        guard generated[name] == nil, let used = candidates[name] else { return }
        let superclass = superclass(of: name)
        if candidates[superclass] != nil, generated[superclass] == nil { build(superclass) }
        let inherited = chain(superclass)
        let inheritedNames = inherited.reduce(into: Set<String>()) { $0.formUnion($1.names) }
        let inheritedKeys = inherited.reduce(into: Set<String>()) { $0.formUnion($1.keys) }
        let flavour = used.flavour
        func propertyName(_ name: String) -> String {
            LibraryShape.reserved.contains(name) || inheritedNames.contains(name) ? name + "Value" : name
        }
        var properties: [PlannedProperty] = []
        for (attribute, types) in used.attributes.sorted(by: { $0.key < $1.key }) {
            let key = KeyTables.archiveKey(for: attribute, element: used.element, flavour: flavour)
            let property = propertyName(attribute)
            if inheritedKeys.contains(key) || inheritedNames.contains(property) { continue }
            properties.append(PlannedProperty(name: property, key: key, type: ClassUsage.merged(types), origin: "attribute `\(attribute)`", attribute: attribute))
        }
        var taken = Set(properties.map(\.name))
        for (child, types) in used.children.sorted(by: { $0.key < $1.key }) {
            let key = KeyTables.archiveKey(for: child, element: used.element, flavour: flavour)
            let property = propertyName(LibraryShape.appleNames[child] ?? child)
            // One property a key: `<fontDescription key="fontDescription">` is the `font`.
            if inheritedKeys.contains(key) || inheritedNames.contains(property) || taken.contains(property) || properties.contains(where: { $0.key == key }) { continue }
            let known = types.compactMap { $0 }
            properties.append(PlannedProperty(name: property, key: key, type: Set(known).count == 1 ? known[0] : "AnyObject", origin: "keyed value `\(child)`"))
            taken.insert(property)
        }
        for list in used.lists.sorted() {
            let key = KeyTables.listKey(list, flavour: flavour)
            if inheritedKeys.contains(key) || ["subviews", "constraints", "connections", "userDefinedRuntimeAttributes", "variation"].contains(list) { continue }
            let property = propertyName(list)
            if inheritedNames.contains(property) || taken.contains(property) { continue }
            properties.append(PlannedProperty(name: property, key: key, type: "[AnyObject]", origin: "list `<\(list)>`"))
            taken.insert(property)
        }
        var outlets: [(name: String, declared: Bool)] = []
        for outlet in used.outlets.sorted() where Self.isPropertyName(outlet) && !inheritedNames.contains(outlet) {
            let typed = properties.first { $0.name == outlet }
            if let typed, typed.type != "AnyObject", typed.type != "[AnyObject]" { continue }
            outlets.append((outlet, typed == nil))
        }
        let names = [superclass] + inherited.compactMap(\.superclass)
        generated[name] = PlannedClass(
            superclass: superclass, flavour: flavour, element: used.element, isView: names.contains("UIView") || names.contains("NSView"),
            properties: properties, outlets: outlets,
            dataFor: LibraryShape.notClasses.contains(name) ? name : nil)
    }

    /// `[a-z]\w*`.
    static func isPropertyName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
        return UsageExtraction.isIdentifier(name)
    }
}
