/// The order ibtool archives an AppKit nib's connectors in (`NSConnections`, and so the connector
/// part of `NSOidsKeys`), learnt from Apple-compiled nibs beside their documents (iTerm2's
/// SearchableComboView and BetterFontPicker, Sparkle's SUStatus and SUUpdateAlert) and every
/// development pair: not the document's order, but by kind, each kind sorted by the document id of
/// the object the connection belongs to (the element holding its `<connections>`):
/// - outlets first, by ascending source id (one source's outlets keep the document's order);
/// - then actions, by ascending source id;
/// - then bindings, by descending source id, and one source's by ascending binding id.
///
/// Ids compare as `NSString`'s numeric search does: runs of digits by their value, other
/// characters by code (`-2` before digits before upper case before lower case: `72` before
/// `1680`, `Fuo…` before `grN…`). Two points no Apple nib here decides: whether a numeric id and
/// one starting with digits then letters (`100`, `1Xt-HY-uBw`) compare so, and whether case
/// counts; this follows the numeric search, case-sensitive.
package enum AppKitConnectionOrder {
    /// Whether document id `a` sorts before `b`.
    package static func precedes(_ a: String, _ b: String) -> Bool {
        compare(Array(a.unicodeScalars), Array(b.unicodeScalars)) < 0
    }

    /// Orders `items` stably by ascending (or descending) id.
    static func sorted<T>(_ items: [T], by id: (T) -> String, descending: Bool = false) -> [T] {
        // (Each id's scalars once, not once per comparison.)
        let keyed = items.enumerated().map { (offset: $0.offset, key: Array(id($0.element).unicodeScalars), item: $0.element) }
        return keyed.sorted { lhs, rhs in
            let order = compare(lhs.key, rhs.key)
            if order != 0 { return descending ? order > 0 : order < 0 }
            return lhs.offset < rhs.offset
        }.map(\.item)
    }

    /// -1, 0 or 1 as `a` sorts before, with or after `b`.
    static func compare(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        var i = 0, j = 0
        while i < a.count, j < b.count {
            if isDigit(a[i]), isDigit(b[j]) {
                let startA = i, startB = j
                while i < a.count, isDigit(a[i]) { i += 1 }
                while j < b.count, isDigit(b[j]) { j += 1 }
                let order = compareNumbers(a[startA..<i], b[startB..<j])
                if order != 0 { return order }
            } else {
                if a[i] != b[j] { return a[i].value < b[j].value ? -1 : 1 }
                i += 1
                j += 1
            }
        }
        if i < a.count { return 1 }
        if j < b.count { return -1 }
        // Equal by value (`01` and `1`): the plain order decides.
        return a.lexicographicallyPrecedes(b, by: { $0.value < $1.value }) ? -1 : (a == b ? 0 : 1)
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= 0x30 && scalar.value <= 0x39 }

    /// Two runs of digits by value, however long (leading zeros dropped, then length, then digits).
    private static func compareNumbers(_ a: ArraySlice<Unicode.Scalar>, _ b: ArraySlice<Unicode.Scalar>) -> Int {
        let x = a.drop { $0 == "0" }, y = b.drop { $0 == "0" }
        if x.count != y.count { return x.count < y.count ? -1 : 1 }
        for (p, q) in zip(x, y) where p != q { return p.value < q.value ? -1 : 1 }
        return 0
    }
}
