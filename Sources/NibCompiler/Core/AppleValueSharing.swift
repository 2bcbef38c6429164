import NibArchive

/// Which equal values Apple's ibtool writes as one object: what its archiver uniques.
///
/// Facts, from the objects of the nibs Apple compiled in ../shared/ibtool-pairs' development
/// pairs (every object's references counted, equal objects looked for):
/// - strings and numbers are never written twice: 450 of 1,955 `NSString`s and 61 of 899
///   `NSNumber`s are referred to from more than one place, and no two are equal;
/// - numbers are equal by value, as `-[NSNumber isEqual:]` compares them: where a font
///   descriptor's size 11.0 (a double) is written first, the object table's id 11 refers to that
///   same object (`NSOidsValues` in `imagecell_datacell_font` and five more pairs), so a number
///   equal in value to one written before is that object, whatever its type;
/// - data objects are never shared: `test16_buttons`' images hold 13 `NSData`s equal to another,
///   none referred to twice.
package enum AppleValueSharing {
    /// The classes whose equal objects the compiler merges into one (``KeyedArchive/shareableClassNames``
    /// without `NSData`, which Apple's archiver writes once per use), and `NSTextTab`, of which
    /// UIFoundation keeps one instance for equal tabs (a table `-initWithTextAlignment:location:options:`
    /// looks each new tab up in).
    package static let sharedClassNames: Set<String> = KeyedArchive.shareableClassNames.subtracting(["NSData"]).union(["NSTextTab"])

    /// The collection classes among them, whose equal objects are one only when empty.
    package static let collectionClassNames: Set<String> = ["NSArray", "NSDictionary", "NSSet"]

    /// The archive with every `NSNumber` equal in value to an earlier one (a lower index: the
    /// compiler archives an object's values before the root's tables) referred to as that one.
    /// Objects no longer referred to stay for ``KeyedArchive/keepingReachableObjects()``.
    /// Booleans are left alone (no Apple nib shows whether YES is 1).
    package static func sharingNumbersEqualInValue(_ archive: KeyedArchive) -> KeyedArchive {
        var first: [Double: Int] = [:]
        var target: [Int: Int] = [:]
        for (index, object) in archive.objects.enumerated() where object.className == "NSNumber" && object.values.count == 1 {
            let number: Double
            switch object.values[0].value {
            case .integer(let value, _) where Int64(exactly: Double(value)) == value: number = Double(value)
            case .double(let value) where !value.isNaN: number = value
            case .float(let value) where !value.isNaN: number = Double(value)
            default: continue
            }
            if let earlier = first[number] { target[index] = earlier } else { first[number] = index }
        }
        guard !target.isEmpty else { return archive }
        var shared = archive
        for index in shared.objects.indices {
            for position in shared.objects[index].values.indices {
                if case .object(let referenced) = shared.objects[index].values[position].value, let earlier = target[referenced] {
                    shared.objects[index].values[position].value = .object(earlier)
                }
            }
        }
        return shared
    }
}
