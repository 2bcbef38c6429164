import NibArchive
import NibDocument

/// `UITapGestureRecognizer`'s keys as its `-encodeWithCoder:` writes them. Source: UIKitCore's
/// `-[UITapGestureRecognizer encodeWithCoder:]` and `-[UITapRecognizer encodeWithCoder:]`
/// (iOS 26.1, decompiled in the search index): the recognizer writes only
/// `UITapGestureRecognizer._imp`, always, its `UITapRecognizer`; that one writes
/// `UITapRecognizer.numberOfTapsRequired` and `UITapRecognizer.numberOfTouchesRequired` with
/// `encodeInteger:`, each only when not 1 (its `-init` default).
///
/// NibKit's compact schema keeps its prefix-rule keys (`UINumberOfTapsRequired`,
/// `UINumberOfTouchesRequired`) on the recognizer itself, also only when not 1; the object
/// library reads either (the nested count in `DecodingRules.afterSuperInit`).
extension Compilation {
    /// The tap recognizer's settings: attribute, compact key, Apple's key in the `UITapRecognizer`.
    static let uiKitTapSettings: [(attribute: String, key: String, appleKey: String)] = [
        ("numberOfTapsRequired", "UINumberOfTapsRequired", "UITapRecognizer.numberOfTapsRequired"),
        ("numberOfTouchesRequired", "UINumberOfTouchesRequired", "UITapRecognizer.numberOfTouchesRequired"),
    ]

    mutating func uiKitTapValues(_ object: DocumentObject, _ element: Element, _ values: [KeyedValue]) -> [KeyedValue] {
        var values = values.filter { value in !Self.uiKitTapSettings.contains { $0.key == value.key } }
        var counts: [KeyedValue] = []
        for setting in Self.uiKitTapSettings {
            guard let number = element[setting.attribute].flatMap(Int.init), number != 1 else { continue }
            counts.append(KeyedValue(writesAppleOnlyKeys ? setting.appleKey : setting.key, .int(number)))
        }
        guard writesAppleOnlyKeys else { return values + counts }
        let recognizer = builder.add(ArchivedObject(className: "UITapRecognizer", values: counts))
        values.append(KeyedValue("UITapGestureRecognizer._imp", .object(recognizer)))
        if let index = archiveIndex.indexByID[object.id] {
            for setting in Self.uiKitTapSettings where element[setting.attribute] != nil {
                diagnostics.attributeUses.rewrite(ofObject: index, key: setting.key, to: .archived(objectIndex: recognizer, key: setting.appleKey))
            }
        }
        return values
    }
}
