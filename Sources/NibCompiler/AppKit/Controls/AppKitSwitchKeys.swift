import NibArchive
import NibDocument

/// Switches (`NSSwitch`, a control without a cell) with Apple's schema: like a colour well, the
/// other cell-less control the pairs show, the switch carries NSControl's own keys itself, as
/// NSControl's coder writes them: enabled, the control size as a number (a large switch as
/// AppKitLargeControlSize has it), and its text alignment and writing direction as
/// `NSControlTextAlignment` and `NSControlWritingDirection` numbers (the document's `alignment`
/// and `baseWritingDirection`, NSControl properties, not keys of NSSwitch's own); the rest at
/// NSControl's defaults. Its state, where the document sets one, is NSControl's state number
/// under `NSState` (`encodeInteger:`: Finch's NSSwitch coder).
extension Compilation {
    mutating func appKitSwitchValues(_ object: DocumentObject, _ element: Element, _ values: [KeyedValue]) -> [KeyedValue] {
        let index = archiveIndex.indexByID[object.id]
        var result = values
        let alignment = KeyTables.enumerations["textAlignment"]?[element["alignment"] ?? ""] ?? 0
        replaceKey("NSAlignment", with: "NSControlTextAlignment", .int(alignment), in: &result, index: index)
        let direction = Self.writingDirections[element["baseWritingDirection"] ?? ""] ?? 0
        replaceKey("NSBaseWritingDirection", with: "NSControlWritingDirection", .int(direction), in: &result, index: index)
        replaceKey("NSControlSize", with: "NSControlSize", .int(Self.controlSizes[element["controlSize"] ?? ""] ?? 0), in: &result, index: index)
        Self.largeControlValues(element, &result)
        if let state = element["state"] {
            replaceKey("NSState", with: "NSState", AppKitEnumerationNumbers.controlStates[state].map { .int($0) }, in: &result, index: index)
        }
        func add(_ key: String, _ value: ArchiveValue) {
            if !result.contains(where: { $0.key == key }) { result.append(KeyedValue(key, value)) }
        }
        add("NSEnabled", .bool(element["enabled"] != "NO"))
        let defaults = Self.controlDefaultKeys(continuous: element["continuous"] == "YES", refusesFirstResponder: element["refusesFirstResponder"] == "YES", sendActionMask: 4)
        for value in defaults { add(value.key, value.value) }
        return result
    }
}
