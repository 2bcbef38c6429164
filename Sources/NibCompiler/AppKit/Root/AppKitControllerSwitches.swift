import NibArchive
import NibDocument

/// The switches of the Cocoa bindings controllers as their coders write them: each only when on
/// (`encodeBool:YES`), so that a decoder's `decodeBoolForKey:` reads a missing one as off; the
/// switches that are on by default therefore written where the document says nothing, and none
/// written where it turns one off. Sources: Finch's `NSObjectController`/`NSArrayController`
/// coders ("measured against Apple's AppKit"); Cappuccino's nib2cib, Cocotron and GNUstep read
/// the same keys with `decodeBoolForKey:`. Both schemas: the loader reads them so.
/// - every object controller: `NSEditable` (on by default), `NSAutomaticallyPreparesContent`;
/// - an array or tree controller also: `NSAvoidsEmptySelection`, `NSPreservesSelection`,
///   `NSSelectsInsertedObjects` (on by default);
/// - an array controller also: `NSClearsFilterPredicateOnInsertion` and
///   `NSFilterRestrictsInsertion` (on by default), `NSAutomaticallyRearrangesObjects`,
///   `NSAlwaysUsesMultipleValuesMarker`.
/// The class reference Interface Builder keeps beside the class name (`<classReference
/// key="objectClass">`) is its own: the name is archived.
extension Compilation {
    /// Each controller element's switches: the archive key, and whether it is on by default.
    static let controllerSwitches: [String: [(key: String, onByDefault: Bool)]] = {
        let object: [(key: String, onByDefault: Bool)] = [("NSEditable", true), ("NSAutomaticallyPreparesContent", false)]
        let selection: [(key: String, onByDefault: Bool)] = [("NSAvoidsEmptySelection", true), ("NSPreservesSelection", true), ("NSSelectsInsertedObjects", true)]
        let array: [(key: String, onByDefault: Bool)] = [
            ("NSClearsFilterPredicateOnInsertion", true), ("NSFilterRestrictsInsertion", true),
            ("NSAutomaticallyRearrangesObjects", false), ("NSAlwaysUsesMultipleValuesMarker", false),
        ]
        return [
            "objectController": object, "arrayController": object + selection + array,
            "treeController": object + selection, "dictionaryController": object + selection + array,
        ]
    }()

    mutating func appKitControllerSwitchValues(_ object: DocumentObject, _ values: [KeyedValue]) -> [KeyedValue] {
        if object.elementName == "userDefaultsController" { return userDefaultsControllerValues(object, values) }
        guard let switches = Self.controllerSwitches[object.elementName] else { return values }
        var result = values
        let index = archiveIndex.indexByID[object.id]
        for (key, onByDefault) in switches {
            let stated = result.first { $0.key == key }?.value
            let on = stated.map { $0 == .bool(true) } ?? onByDefault
            result.removeAll { $0.key == key }
            if on { result.append(KeyedValue(key, .bool(true))) }
        }
        if result.contains(where: { $0.key == "NSObjectClass" }) {
            result.removeAll { $0.key == "NSObjectClass" }
            if diagnostics.recordsAttributeUses, let index { markUsesDesignTime(of: index, key: "NSObjectClass") }
        }
        return result
    }

    /// A user defaults controller of its own (not the shared one) applies changes immediately
    /// unless the document says not: `NSAppliesImmediately` on (Flycut's Apple-compiled MainMenu
    /// has one so, beside the shared one's `NSSharedInstance` alone); off is no key.
    private mutating func userDefaultsControllerValues(_ object: DocumentObject, _ values: [KeyedValue]) -> [KeyedValue] {
        let element = document.element(at: object.path)
        guard element["representsSharedInstance"] != "YES" else { return values }
        var result = values.filter { $0.key != "NSAppliesImmediately" }
        if element["appliesImmediately"] != "NO" { result.append(KeyedValue("NSAppliesImmediately", .bool(true))) }
        return result
    }
}
