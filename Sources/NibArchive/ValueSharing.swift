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
    /// and each old index's new index. The root stays at index 0.
    /// - Parameters:
    ///   - isShareable: whether an object of those classes is a value, compared by its contents
    ///     (its members equal where they are equal values themselves).
    ///   - mayMerge: whether such a value becomes the earlier object equal to it. A value that
    ///     does not stays an object of its own, but still makes the values that hold it equal
    ///     (two equal fonts are one although each holds a dictionary of its own).
    public func sharingEqualValues(of classNames: Set<String> = shareableClassNames,
                                   where isShareable: (ArchivedObject) -> Bool = { _ in true },
                                   merging mayMerge: (ArchivedObject) -> Bool = { _ in true }) -> (archive: KeyedArchive, newIndexes: [Int]) {
        let classes = equalValueClasses(of: classNames, where: isShareable)
        var first: [Int: Int] = [:]
        var target = Array(objects.indices)
        for (index, object) in objects.enumerated() where index > 0 && classNames.contains(object.className) && isShareable(object) && mayMerge(object) {
            if let earlier = first[classes[index]] { target[index] = earlier } else { first[classes[index]] = index }
        }
        return merging(into: target)
    }

    /// For each object, the index of its class of equal values: objects of `classNames` that
    /// `isShareable` are equal when their values are, members compared by their classes in turn.
    /// Repeats until no class grows, because equal colours can make the arrays that hold them equal.
    private func equalValueClasses(of classNames: Set<String>, where isShareable: (ArchivedObject) -> Bool) -> [Int] {
        var current = self
        var composed = Array(objects.indices)
        while true {
            var canonical: [ArchivedObject: Int] = [:]
            var target = Array(current.objects.indices)
            var merged = false
            for (index, object) in current.objects.enumerated() where index > 0 && classNames.contains(object.className) && isShareable(object) {
                if let first = canonical[object] {
                    target[index] = first
                    merged = true
                } else {
                    canonical[object] = index
                }
            }
            guard merged else { return composed }
            let next = current.merging(into: target)
            current = next.archive
            composed = composed.map { next.newIndexes[$0] }
        }
    }

    /// The archive with each object whose `target` is another replaced by that one (which is its
    /// own target), the rest renumbered in order, and each old index's new index.
    private func merging(into target: [Int]) -> (archive: KeyedArchive, newIndexes: [Int]) {
        var newIndex = Array(repeating: 0, count: objects.count)
        var kept: [ArchivedObject] = []
        for index in objects.indices where target[index] == index {
            newIndex[index] = kept.count
            kept.append(objects[index])
        }
        for index in objects.indices where target[index] != index { newIndex[index] = newIndex[target[index]] }
        for position in kept.indices {
            for valuePosition in kept[position].values.indices {
                if case .object(let reference) = kept[position].values[valuePosition].value, reference >= 0, reference < newIndex.count {
                    kept[position].values[valuePosition].value = .object(newIndex[reference])
                }
            }
        }
        return (KeyedArchive(objects: kept), newIndex)
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
