import NibArchive
import NibDocument

/// One step from an element's generic values (``Compilation/elementValues(of:object:index:)``) to
/// what its class archives: the elements it handles, whether it writes only Apple's schema, and
/// the rule. Each flavour declares its passes as a list (`AppKit/AppKitPasses.swift`,
/// `UIKit/UIKitPasses.swift`); an object runs through its flavour's passes for its element, in
/// the list's order, so a pass never checks flavour, element or schema itself.
struct ObjectPass: Sendable {
    /// The elements a pass handles.
    enum Elements: Sendable {
        /// These elements only.
        case named(Set<String>)
        /// Every element: the pass picks by structure (a frame, a parent box), as its file says.
        case any
    }

    /// A rule: the object, its element and its values so far → its values.
    typealias Rule = @Sendable (inout Compilation, DocumentObject, Element, [KeyedValue]) -> [KeyedValue]

    /// What the pass is, for reading the list.
    let name: String
    let elements: Elements
    /// Whether the pass writes only keys of Apple's schema (``NibCompiler/Options/Schema/apple``).
    let appleSchemaOnly: Bool
    let rule: Rule

    init(_ name: String, _ elements: Elements, appleSchemaOnly: Bool = false, _ rule: @escaping Rule) {
        self.name = name
        self.elements = elements
        self.appleSchemaOnly = appleSchemaOnly
        self.rule = rule
    }
}

/// A flavour's passes for one schema, looked up by element name.
struct ObjectPassTable: Sendable {
    /// The passes of each element some pass names, in the list's order (with the passes for every element).
    private let byElement: [String: [ObjectPass]]
    /// The passes for elements no pass names.
    private let forOtherElements: [ObjectPass]

    init(_ passes: [ObjectPass], schema: NibCompiler.Options.Schema) {
        let passes = passes.filter { !$0.appleSchemaOnly || schema == .apple }
        var names: Set<String> = []
        for pass in passes { if case .named(let elements) = pass.elements { names.formUnion(elements) } }
        byElement = Dictionary(uniqueKeysWithValues: names.map { name in
            (name, passes.filter { pass in
                switch pass.elements {
                case .any: true
                case .named(let elements): elements.contains(name)
                }
            })
        })
        forOtherElements = passes.filter { if case .any = $0.elements { true } else { false } }
    }

    /// The passes an element runs through, in order.
    func passes(for elementName: String) -> [ObjectPass] { byElement[elementName] ?? forOtherElements }
}

extension Compilation {
    private static let appKitApple = ObjectPassTable(ObjectPass.appKit, schema: .apple)
    private static let appKitCompact = ObjectPassTable(ObjectPass.appKit, schema: .compact)
    private static let uiKitApple = ObjectPassTable(ObjectPass.uiKit, schema: .apple)
    private static let uiKitCompact = ObjectPassTable(ObjectPass.uiKit, schema: .compact)

    /// The passes of this compilation's flavour and schema.
    private var passTable: ObjectPassTable {
        switch (flavour, options.schema) {
        case (.appKit, .apple): Self.appKitApple
        case (.appKit, .compact): Self.appKitCompact
        case (.uiKit, .apple): Self.uiKitApple
        case (.uiKit, .compact): Self.uiKitCompact
        }
    }

    /// An object's generic values after each pass for its element.
    mutating func passedValues(_ object: DocumentObject, _ element: Element, _ values: [KeyedValue]) -> [KeyedValue] {
        var values = values
        for pass in passTable.passes(for: object.elementName) { values = pass.rule(&self, object, element, values) }
        return values
    }
}
