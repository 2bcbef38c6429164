import NibCompiler
import NibDocument

/// What the corpus uses on the elements of one standard class (elements of several names may
/// stand for one class: `<view>`, `<containerView>`).
struct ClassUsage {
    var flavour: Flavour
    /// The element the class is written as (of several, the most used), or nil for a base class.
    var element: String?
    var count = 0
    /// Each attribute's Swift types over its values.
    var attributes: [String: Set<String>] = [:]
    /// Each keyed child's Swift types (nil for `<nil>`).
    var children: [String: Set<String?>] = [:]
    var lists: Set<String> = []
    var hasFrame = false
    var isControl = false
    var outlets: Set<String> = []

    /// An empty usage (a class the corpus does not use, or a base class).
    init(flavour: Flavour, element: String? = nil) {
        self.flavour = flavour
        self.element = element
    }

    /// Every used class's usage, by class name (`StandardClasses`' prefix rule).
    static func byClass(_ usage: ObjectLibraryUsage) -> [String: ClassUsage] {
        var result: [String: ClassUsage] = [:]
        var elementCounts: [String: Int] = [:]
        for element in usage.elements {
            guard let flavour = Flavour(rawValue: element.flavour) else { continue }
            let name = StandardClasses.className(forElement: element.element, flavour: flavour)
            var merged = result[name] ?? ClassUsage(flavour: flavour)
            merged.flavour = flavour
            if element.count > elementCounts[name, default: -1] {
                merged.element = element.element
                elementCounts[name] = element.count
            }
            merged.count += element.count
            for (attribute, kinds) in element.attributes {
                for kind in kinds.keys { merged.attributes[attribute, default: []].insert(swiftType(of: kind, attribute: attribute)) }
            }
            for (key, tags) in element.children {
                for tag in tags { merged.children[key, default: []].insert(ChildValueTypes.type(ofChild: tag)) }
            }
            merged.lists.formUnion(element.lists)
            merged.hasFrame = merged.hasFrame || element.hasFrame
            merged.isControl = merged.isControl || element.isControl
            merged.outlets.formUnion(element.outlets)
            merged.outlets.formUnion(LibraryShape.compilerOutlets[name] ?? [])
            result[name] = merged
        }
        return result
    }

    /// The Swift type of an attribute value of a kind.
    static func swiftType(of kind: String, attribute: String) -> String {
        switch ValueKind(rawValue: kind) {
        case .enumerationCase: "Int"
        case .yesNo: "Bool"
        case .integer: KeyTables.textAttributes.contains(attribute) ? "String" : "Int"
        case .real: KeyTables.textAttributes.contains(attribute) ? "String" : "Double"
        case .text, nil: "String"
        }
    }

    /// One type for an attribute's values of several types.
    static func merged(_ types: Set<String>) -> String {
        if types == ["Bool"] { return "Bool" }
        if types.isSubset(of: ["Int"]) { return "Int" }
        if types.isSubset(of: ["Int", "Double"]) { return "Double" }
        return "String"
    }
}
