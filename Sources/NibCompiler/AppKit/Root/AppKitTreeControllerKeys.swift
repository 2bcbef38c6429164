import NibArchive
import NibDocument

/// Tree controllers' key paths under the keys AppKit's `NSTreeController` coder uses, which do
/// not follow the prefix rule: `NSTreeContentChildrenKey`, `NSTreeContentCountKey` and
/// `NSTreeContentLeafKey`, each the key path as a string. Sources: GNUstep libs-gui's
/// `NSTreeController.m` (its decoder, which notes that the names break the convention) and an
/// Xcode 3 keyed archive of an NSTreeController quoted in xibition's README. Both schemas write
/// them: NibKit's loader reads only these keys.
extension Compilation {
    /// The prefix rule's key of each key path and AppKit's.
    static let treeControllerKeyPathKeys = [
        ("NSChildrenKeyPath", "NSTreeContentChildrenKey"), ("NSCountKeyPath", "NSTreeContentCountKey"), ("NSLeafKeyPath", "NSTreeContentLeafKey"),
    ]

    mutating func appKitTreeControllerValues(_ object: DocumentObject, _ values: [KeyedValue]) -> [KeyedValue] {
        var result = values
        let index = archiveIndex.indexByID[object.id]
        for (key, apple) in Self.treeControllerKeyPathKeys {
            if let value = result.first(where: { $0.key == key })?.value { replaceKey(key, with: apple, value, in: &result, index: index) }
        }
        return result
    }
}
