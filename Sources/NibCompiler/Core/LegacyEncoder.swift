import NibArchive
import NibDocument

/// Xcode 3/4 archive elements → archived values. The legacy XML is itself a keyed archive of
/// IB's model, so this mostly renames: `IBUIText` → `UIText`, `NSFrame` → `UIBounds`/`UICenter`
/// on iOS, `NSSubviews` → `UISubviews`; back pointers (`NSSuperview`, `NSNextResponder`) are dropped.
extension Compilation {
    private static let droppedLegacyKeys: Set<String> = [
        "NSNextResponder", "NSSuperview", "NSWindow", "targetRuntimeIdentifier", "IBUISimulatedStatusBarMetrics",
        "IBUISimulatedOrientationMetrics", "IBUISimulatedDestinationMetrics", "IBUISimulatedTopBarMetrics",
        "IBUISimulatedBottomBarMetrics", "IBUISimulatedSizeMetrics", "NSReuseIdentifierKey",
    ]

    /// Collection classes whose legacy XML lists the members as unkeyed children.
    private static let legacyCollectionClasses: Set<String> = ["NSArray", "NSMutableArray", "NSSet", "NSMutableSet"]

    mutating func indexLegacyDefinitions() {
        var stack: [(Element, ElementPath)] = [(document.root, ElementPath([]))]
        while let (element, path) = stack.popLast() {
            if let id = element["id"], archiveIndex.legacyDefinitions[id] == nil { archiveIndex.legacyDefinitions[id] = path }
            for (index, child) in element.children.enumerated() { stack.append((child, path.appending(index))) }
        }
        for object in objects {
            if let id = document.element(at: object.path)["id"] { archiveIndex.legacyObjectIDByArchiveID[id] = object.id }
        }
    }

    mutating func legacyValues(of element: Element, object: DocumentObject, modernizing: Bool = true) throws(CompileError) -> [KeyedValue] {
        if modernizing, let modern = try modernizedLegacyValues(of: element, object: object) { return modern }
        var values: [KeyedValue] = []
        for child in element.children {
            guard let key = child["key"], !droppedLegacyKey(key), !key.hasPrefix("IBUISimulated") else { continue }
            if flavour == .uiKit, key == "NSFrame" {
                let numbers = Self.parseGeometryString(child.text)
                if numbers.count == 4 {
                    values.append(KeyedValue("UIBounds", geometry([0, 0, numbers[2], numbers[3]])))
                    values.append(KeyedValue("UICenter", geometry([numbers[0] + numbers[2] / 2, numbers[1] + numbers[3] / 2])))
                }
                continue
            }
            if flavour == .uiKit, key == "NSvFlags", let flags = Int(child.text) {
                values.append(KeyedValue("UIAutoresizingMask", .int(flags & 0x3F)))
                if flags & Int(bitPattern: 0x8000_0000) != 0 { values.append(KeyedValue("UIHidden", .bool(true))) }
                continue
            }
            guard let value = try legacyValue(child) else { continue }
            values.append(KeyedValue(legacyKey(key), value))
        }
        // Interface Builder 3 leaves `IBUIOpaque` out for an opaque view; UIKit's decoder takes an
        // absent `UIOpaque` as NO, so a view (one with a frame) gets it written.
        if modernizing, flavour == .uiKit, values.contains(where: { $0.key == "UIBounds" }), !values.contains(where: { $0.key == "UIOpaque" }) {
            values.append(KeyedValue("UIOpaque", .bool(true)))
        }
        return legacyAppKitValues(className: object.standardClassName, values)
    }

    /// Whether a legacy key is left out: the dropped keys, but for an AppKit view in Apple's schema
    /// its superview and next responder (``legacyAppKitBackPointers``).
    private func droppedLegacyKey(_ key: String) -> Bool {
        guard Self.droppedLegacyKeys.contains(key) else { return false }
        return !(flavour == .appKit && writesAppleOnlyKeys && Self.legacyAppKitBackPointers.contains(key))
    }

    private func legacyKey(_ key: String) -> String {
        if flavour == .uiKit {
            if key == "NSSubviews" { return "UISubviews" }
            if key.hasPrefix("IBUI") { return String(key.dropFirst(2)) }
        }
        if key.hasPrefix("IBNS") { return String(key.dropFirst(2)) }
        return key
    }

    /// `"{{0, 20}, {320, 460}}"` → `[0, 20, 320, 460]`.
    static func parseGeometryString(_ text: String) -> [Double] {
        text.split(whereSeparator: { "{}, ".contains($0) }).compactMap { Double($0) }
    }

    private mutating func legacyValue(_ element: Element) throws(CompileError) -> ArchiveValue? {
        switch element.name {
        case "reference":
            guard let ref = element["ref"] else { return .null }
            return try legacyReference(ref)
        case "nil": return .null
        case "int", "integer": return .int(Int(element["value"] ?? element.text) ?? 0)
        case "bool", "boolean": return .bool((element["value"] ?? element.text) == "YES")
        case "real", "double", "float": return .double(Double(element["value"] ?? element.text) ?? 0)
        case "string", "characters": return .object(builder.string(Self.text(of: element)))
        case "bytes": return .data(Self.decodeBase64(element.text) ?? Array(element.text.utf8))
        default:
            if let id = element["id"] { return try legacyReference(id) }
            return try legacyObject(element)
        }
    }

    /// A reference by archive id: to a document object if it is one, else to the value it names (encoded once).
    private mutating func legacyReference(_ archiveID: String) throws(CompileError) -> ArchiveValue {
        if let objectID = archiveIndex.legacyObjectIDByArchiveID[archiveID], let reference = reference(to: objectID) { return reference }
        if let index = archiveIndex.legacyValueIndex[archiveID] { return .object(index) }
        guard let path = archiveIndex.legacyDefinitions[archiveID] else { return .null }
        let index = builder.reserve()
        archiveIndex.legacyValueIndex[archiveID] = index
        let element = document.element(at: path)
        if case .object(let built)? = try legacyObject(element) {
            builder.set(builder.archive.objects[built], at: index)
        }
        return .object(index)
    }

    private mutating func legacyObject(_ element: Element) throws(CompileError) -> ArchiveValue? {
        let className = element["class"] ?? (element.name == "array" ? "NSArray" : element.name == "dictionary" ? "NSDictionary" : element.name)
        switch element.name {
        case "array":
            var members: [ArchiveValue] = []
            for child in element.children { if let value = try legacyValue(child) { members.append(value) } }
            return .object(builder.array(members, className: className))
        case "dictionary":
            var pairs: [(ArchiveValue, ArchiveValue)] = []
            for child in element.children {
                guard let key = child["key"], let value = try legacyValue(child) else { continue }
                pairs.append((.object(builder.string(key)), value))
            }
            return .object(builder.dictionary(pairs, className: className))
        case "object" where Self.legacyCollectionClasses.contains(className):
            // `<object class="NSMutableArray" key="NSSubviews">`: Interface Builder 3's XML coder
            // writes an array's members as unkeyed children after `EncodedWithXMLCoder` (the
            // legacy corpus documents; Quicksilver's `QSCompressionPrefPane.xib` lost its window's
            // controls when only keyed children were read). The members make the array.
            var members: [ArchiveValue] = []
            for child in element.children where child["key"] == nil {
                if let value = try legacyValue(child) { members.append(value) }
            }
            return .object(builder.array(members, className: className))
        default:
            var values: [KeyedValue] = []
            for child in element.children {
                guard let key = child["key"], !droppedLegacyKey(key), let value = try legacyValue(child) else { continue }
                values.append(KeyedValue(legacyKey(key), value))
            }
            let mapped = className == "NSColor" && flavour == .uiKit ? "UIColor" : StandardClasses.className(forLegacyClass: className)
            return .object(builder.add(ArchivedObject(className: mapped, values: legacyAppKitValues(className: mapped, values))))
        }
    }
}
