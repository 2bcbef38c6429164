extension KeyedArchive {
    /// Classes whose instances are immutable values: two archived objects of one of these
    /// classes with the same values can be one object, as the frameworks share their colours,
    /// fonts, numbers, cursors and button images. Collections qualify only when immutable (their
    /// members are shared references either way).
    public static let shareableClassNames: Set<String> = [
        "NSString", "NSNumber", "NSArray", "NSDictionary", "NSSet", "NSData",
        "UIColor", "NSColor", "UIFont", "NSFont", "UIFontDescriptor", "NSFontDescriptor", "NSCursor", "NSButtonImageSource",
    ]

    /// The archive with equal immutable value objects merged into one and the rest renumbered,
    /// and each old index's new index. Repeats until nothing merges, because merging colours
    /// can make the arrays that hold them equal. The root stays at index 0.
    /// - Parameter keptApart: objects (by index in this archive) that stay their own object
    ///   even where equal to another.
    public func sharingEqualValues(of classNames: Set<String> = shareableClassNames, keepingApart keptApart: Set<Int> = [],
                                   where isShareable: (ArchivedObject) -> Bool = { _ in true }) -> (archive: KeyedArchive, newIndexes: [Int]) {
        var current = self
        var composed = Array(objects.indices)
        while true {
            var canonical: [ArchivedObject: Int] = [:]
            var target = Array(current.objects.indices)
            var merged = false
            // Kept-apart objects never merge, so each still has an index of its own.
            let apart = Set(keptApart.compactMap { $0 < composed.count ? composed[$0] : nil })
            for (index, object) in current.objects.enumerated() where index > 0 && !apart.contains(index) && classNames.contains(object.className) && isShareable(object) {
                if let first = canonical[object] {
                    target[index] = first
                    merged = true
                } else {
                    canonical[object] = index
                }
            }
            guard merged else { return (current, composed) }
            // Keep the objects that are their own target, in order, and point every reference at the survivor.
            var newIndex = Array(repeating: 0, count: current.objects.count)
            var kept: [ArchivedObject] = []
            for index in current.objects.indices where target[index] == index {
                newIndex[index] = kept.count
                kept.append(current.objects[index])
            }
            for index in current.objects.indices where target[index] != index { newIndex[index] = newIndex[target[index]] }
            for position in kept.indices {
                for valuePosition in kept[position].values.indices {
                    if case .object(let reference) = kept[position].values[valuePosition].value, reference >= 0, reference < newIndex.count {
                        kept[position].values[valuePosition].value = .object(newIndex[reference])
                    }
                }
            }
            current = KeyedArchive(objects: kept)
            composed = composed.map { newIndex[$0] }
        }
    }
}

extension KeyedArchive {
    /// The archive with each `NSLocalizableString` whose `NSKey` has a translation holding the
    /// translation instead, as UIKit and AppKit localize a Base nib from a `.strings` table.
    /// - Returns: the archive and how many strings were replaced.
    public func localized(with translations: [String: String]) -> (archive: KeyedArchive, applied: Int) {
        var archive = self
        var applied = 0
        for index in objects.indices where objects[index].className == "NSLocalizableString" {
            guard let key = string("NSKey", of: index), let translation = translations[key],
                let position = objects[index].values.firstIndex(where: { $0.key == "NS.bytes" })
            else { continue }
            archive.objects[index].values[position].value = .data(Array(translation.utf8))
            applied += 1
        }
        return (archive, applied)
    }
}

extension KeyedArchive {
    /// The archive without the objects no reference reaches from the root (values a compiler
    /// built and then replaced), the rest renumbered in order, and each old index's new index
    /// (nil for a dropped object).
    public func keepingReachableObjects() -> (archive: KeyedArchive, newIndexes: [Int?]) {
        guard !objects.isEmpty else { return (self, []) }
        var reached = [Bool](repeating: false, count: objects.count)
        var pending = [0]
        reached[0] = true
        while let index = pending.popLast() {
            for value in objects[index].values {
                if case .object(let reference) = value.value, reference >= 0, reference < objects.count, !reached[reference] {
                    reached[reference] = true
                    pending.append(reference)
                }
            }
        }
        guard reached.contains(false) else { return (self, objects.indices.map { $0 }) }
        var newIndexes = [Int?](repeating: nil, count: objects.count)
        var kept: [ArchivedObject] = []
        for index in objects.indices where reached[index] {
            newIndexes[index] = kept.count
            kept.append(objects[index])
        }
        for position in kept.indices {
            for valuePosition in kept[position].values.indices {
                if case .object(let reference) = kept[position].values[valuePosition].value, reference >= 0, reference < newIndexes.count, let new = newIndexes[reference] {
                    kept[position].values[valuePosition].value = .object(new)
                }
            }
        }
        return (KeyedArchive(objects: kept), newIndexes)
    }
}
