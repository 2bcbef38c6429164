/// Compares a keyed archive with a reference one (Apple's) structurally, object by object, as
/// `nibtool diff` and the ibtool compatibility test do.
///
/// The two graphs are walked together from their roots, pairing each object of the archive with
/// the reference's object at the same place. By the default, ``Rules/strict`` rules, what must
/// match is everything an independent reader of both files would see: each object's class (so
/// `NSMutableArray` where Apple writes `NSArray`, or `NSMutableString` for `NSString`, differs)
/// and the fallback classes the class table gives it,
/// its keys, each value's type and value (an integer with its width, as NIBArchive stores the
/// width; an `NSNumber` holding 1 differs from one holding 1.0 or YES), array members in order,
/// the order of `NSIBObjectData`'s tables and of the connections, which objects are one object
/// (a string Apple writes once for two keys must be one object here too), and every object
/// reachable from the root on either side must have a counterpart.
///
/// What may differ is only what Apple's own ibtool does not keep stable (ibtool-pairs' README):
/// where objects sit in the file, the order of class names and of an object's keys, the order of
/// constraints (``unorderedKeys``) and the storyboard compilation's random UUID
/// (``regeneratedKeys``).
///
/// Entries: every (object, key) of the reference's objects reachable from its root (a collection's
/// members count one each, a nested nib's entries in place of its data) plus every (object, key)
/// the archive has that the reference has not (extra keys, extra members, objects reachable only
/// in the archive), which never match: so the share of matching entries is the share an
/// object-by-object comparison of both files finds.
///
/// ``Rules/lenient`` is the comparison as it was before issue 27 (`nibtool diff --lenient`): value
/// objects (strings, numbers, data) compared by content wherever they sit, so sharing one string
/// between keys or not is no difference; numbers equal by value whatever their type; the
/// connections in any order; the tables' members counted as matching wherever they sit; extra
/// keys and objects on the archive's side reported but not counted as entries.
public struct ArchiveComparison: Sendable {
    /// One way the archive differs from the reference.
    public struct Difference: Sendable, Hashable, CustomStringConvertible {
        /// The key path from the root (`IB.objectdata.NSVisibleWindows[0].NSWindowView`).
        public var path: String
        /// The reference object's class at that path.
        public var className: String
        /// What differs.
        public var message: String
        /// `path (Class): message`.
        public var description: String { "\(path) (\(className)): \(message)" }
    }

    /// How strictly two archives are compared.
    public enum Rules: String, Sendable, CaseIterable {
        /// Everything an object-by-object reading of both files sees must match (the default).
        case strict
        /// The comparison before issue 27: values by content, connections in any order, extra
        /// objects not counted (`nibtool diff --lenient`).
        case lenient
    }

    /// The rules this comparison used.
    public let rules: Rules

    /// Every difference, in walking order.
    public private(set) var differences: [Difference] = []
    /// The (object, key) entries of the reference archive's objects reached from its root (a
    /// collection's members count one each); under ``Rules/strict`` also the archive's own entries
    /// the reference has no counterpart for (all of them mismatches).
    public private(set) var entries = 0
    /// How many of ``entries`` the archive has with the same value.
    public private(set) var matchingEntries = 0

    /// The reference's object paired with each of the archive's objects the walk reached (by index).
    public private(set) var counterparts: [Int: Int] = [:]
    /// Per archive object and key compared: whether the key's values matched the reference's.
    private var keyResults: [Int: [String: Bool]] = [:]

    /// Whether the walk found the values under `key` of the archive's object at `index` equal to
    /// its counterpart's (a reference: to the counterpart, of one class); nil when the object had
    /// no counterpart or the key was not compared.
    public func matches(objectAt index: Int, key: String) -> Bool? { keyResults[index]?[key] }

    /// Whether the archive matches the reference exactly.
    public var isExactMatch: Bool { differences.isEmpty }

    /// Keys whose collection members may come in any order: constraints, and the connections,
    /// which ibtool writes in an order that follows neither the document nor the objects' ids
    /// (in ibtool-pairs' test26_strings the connectors' sources run 141, 110, 109, 106, 97… while
    /// the objects table is in document order); members are paired by their content instead.
    public static let unorderedKeys: Set<String> = ["NSViewConstraints", "UIViewAutolayoutConstraints", "NSConstraints", "NSConnections"]

    /// The object tables of `NSIBObjectData` (parents, names, ids): compared after the rest of the
    /// graph, so that objects are paired by where they sit in the hierarchy, not by table position.
    /// The ids table lists connectors and constraints in their free orders (``unorderedKeys``), so
    /// those may sit at any place of their kind.
    public static let tableKeys: Set<String> = [
        "NSObjectsKeys", "NSObjectsValues", "NSOidsKeys", "NSOidsValues", "NSAccessibilityOidsKeys", "NSAccessibilityOidsValues",
        "NSNamesKeys", "NSNamesValues",
    ]

    /// Keys whose value ibtool draws afresh on every compile (a random UUID): two compiles of one
    /// storyboard by Apple's own tool differ there, so any well-formed UUID matches.
    public static let regeneratedKeys: Set<String> = ["uniqueIdentifierForStoryboardCompilation"]

    /// Foundation value classes, compared by content.
    static let valueClasses: Set<String> = [
        "NSString", "NSMutableString", "NSLocalizableString", "NSNumber", "NSData", "NSMutableData",
        "NSValue", "NSDate", "NSNull",
    ]

    /// The (object, key) entries of the objects reachable from an archive's root (at least one an
    /// object): what a nib only one side has costs under strict rules.
    public static func reachableEntries(of archive: KeyedArchive) -> Int {
        Walk.reachable(archive).reduce(0) { $0 + max(1, archive.objects[$1].values.count) }
    }

    /// Compares `actual` with `reference` under `rules` (strict unless told).
    public init(_ actual: KeyedArchive, reference: KeyedArchive, rules: Rules = .strict) {
        self.init(actual, reference: reference, rules: rules, nesting: 0)
    }

    /// Unordered members (constraints, connections) with no counterpart of the same content are
    /// paired with the remaining one sharing most facts while this many or fewer remain; past it,
    /// in order (weighing each against all would be quadratic in the array's length).
    public static let maximumWeighedMembers = 2_000

    /// Nibs nested deeper than this inside nibs are compared as bytes (a hostile archive could
    /// nest one in another until the stack ran out).
    static let maximumNesting = 8

    init(_ actual: KeyedArchive, reference: KeyedArchive, rules: Rules, nesting: Int) {
        self.rules = rules
        var walk = Walk(actual: actual, reference: reference, strict: rules == .strict, nesting: nesting)
        walk.run()
        differences = walk.differences
        counterparts = walk.pairs
        keyResults = walk.keyResults
        entries = walk.entries
        matchingEntries = walk.matchingEntries
    }
}

/// The walk behind ``ArchiveComparison``: both graphs from their roots, pairing objects.
struct Walk {
    typealias Difference = ArchiveComparison.Difference
    var differences: [Difference] = []
    var entries = 0
    var matchingEntries = 0
    static var unorderedKeys: Set<String> { ArchiveComparison.unorderedKeys }
    static var tableKeys: Set<String> { ArchiveComparison.tableKeys }
    static var valueClasses: Set<String> { ArchiveComparison.valueClasses }
    /// The classes of `NSConnections` members.
    static let connectorClasses: Set<String> = [
        "NSNibOutletConnector", "NSNibControlConnector", "NSNibBindingConnector", "NSNibAuxiliaryActionConnector",
        "NSIBUserDefinedRuntimeAttributesConnector", "NSIBHelpConnector", "NSNibConnector",
    ]

    let actual: KeyedArchive
    let reference: KeyedArchive
    private(set) var pairs: [Int: Int] = [:]
    /// Per archive object and key compared: whether its values matched.
    private(set) var keyResults: [Int: [String: Bool]] = [:]
    /// Where the walk first paired each of the archive's objects (strict rules' sharing differences name it).
    private var pairedPaths: [Int: String] = [:]
    /// The archive's object paired with each reference object.
    private var pairedActual: [Int: Int] = [:]
    private var queue: [(actual: Int, reference: Int, path: String)] = []
    private var deferredTables: [(actual: Int, reference: Int, path: String)] = []
    private var comparingTables = false
    /// Memos of work a shared object would otherwise repeat at every reference: value renders,
    /// and nested nibs compared (a few hundred kilobytes of references to one nested nib or one
    /// deep value re-read and re-rendered it each time).
    private let memo = Memo()
    /// The first comparison of each pair of nested nibs, by the data objects holding them.
    private var nestedNibs: [[Int]: (exact: Bool, entries: Int, matching: Int, path: String)] = [:]

    /// How deep this walk's archives are inside other archives' nibs.
    let nesting: Int
    /// Whether the rules are ``ArchiveComparison/Rules/strict``.
    let strict: Bool

    init(actual: KeyedArchive, reference: KeyedArchive, strict: Bool, nesting: Int) {
        self.actual = actual
        self.reference = reference
        self.strict = strict
        self.nesting = nesting
    }

    mutating func run() {
        guard !actual.objects.isEmpty, !reference.objects.isEmpty else {
            differences.append(Difference(path: "", className: "", message: "an archive has no objects"))
            return
        }
        pair(0, 0, path: "")
        var next = 0
        while next < queue.count {
            let item = queue[next]
            next += 1
            compareObject(item.actual, item.reference, path: item.path)
            if next == queue.count, !comparingTables {
                // The hierarchy is walked: now the object tables, whose members are mostly paired.
                comparingTables = true
                let tables = deferredTables
                for table in tables { compareObject(table.actual, table.reference, path: table.path) }
            }
        }
        if strict { countUnpairedObjects() }
    }

    /// Strict rules: every object reachable from either root that has no counterpart costs its
    /// entries (at least one), and each side's such objects are one difference listing them.
    /// The objects reachable from an archive's root, in index order.
    static func reachable(_ archive: KeyedArchive) -> [Int] {
        guard !archive.objects.isEmpty else { return [] }
        var seen = [Bool](repeating: false, count: archive.objects.count)
        var stack = [0]
        var order: [Int] = []
        seen[0] = true
        while let index = stack.popLast() {
            order.append(index)
            for value in archive.objects[index].values {
                if case .object(let next) = value.value, archive.objects.indices.contains(next), !seen[next] {
                    seen[next] = true
                    stack.append(next)
                }
            }
        }
        return order.sorted()
    }

    private mutating func countUnpairedObjects() {
        let reachable = Self.reachable
        func summary(_ indexes: [Int], in archive: KeyedArchive) -> String {
            var counts: [String: Int] = [:]
            for index in indexes { counts[archive.objects[index].className, default: 0] += 1 }
            return counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { $0.value == 1 ? $0.key : "\($0.key) ×\($0.value)" }
                .joined(separator: ", ")
        }
        let mine = reachable(actual).filter { pairs[$0] == nil }
        let theirs = reachable(reference).filter { pairedActual[$0] == nil }
        for index in mine { entries += max(1, actual.objects[index].values.count) }
        for index in theirs { entries += max(1, reference.objects[index].values.count) }
        if !mine.isEmpty {
            differences.append(Difference(path: "<unpaired>", className: "", message: "\(mine.count) objects only in this archive: \(summary(mine, in: actual))"))
        }
        if !theirs.isEmpty {
            differences.append(Difference(path: "<unpaired>", className: "", message: "\(theirs.count) objects of the reference have no counterpart: \(summary(theirs, in: reference))"))
        }
    }

    private mutating func pair(_ a: Int, _ b: Int, path: String) {
        pairs[a] = b
        pairedActual[b] = a
        if strict { pairedPaths[a] = path }
        queue.append((a, b, path))
    }

    private mutating func differ(_ path: String, _ referenceIndex: Int, _ message: String) {
        differences.append(Difference(path: path.isEmpty ? "<root>" : path, className: reference.objects[referenceIndex].className, message: message))
    }

    private mutating func compareObject(_ a: Int, _ b: Int, path: String) {
        let mine = actual.objects[a]
        let theirs = reference.objects[b]
        if mine.className != theirs.className { differ(path, b, "class \(mine.className), expected \(theirs.className)") }
        if strict, mine.fallbackClassNames != theirs.fallbackClassNames {
            differ(path, b, "fallback classes [\(mine.fallbackClassNames.joined(separator: ", "))], expected [\(theirs.fallbackClassNames.joined(separator: ", "))]")
        }
        let myValues = Self.grouped(mine)
        let theirValues = Self.grouped(theirs)
        for (key, expected) in theirValues.ordered {
            if !comparingTables, Self.tableKeys.contains(key), path == "IB.objectdata" {
                if !deferredTables.contains(where: { $0.actual == a }) { deferredTables.append((a, b, path)) }
                continue
            }
            if comparingTables, path == "IB.objectdata", !Self.tableKeys.contains(key) { continue }
            let found = myValues.byKey[key] ?? []
            let childPath = path.isEmpty ? key : "\(path).\(key)"
            entries += strict ? max(expected.count, found.count) : expected.count
            if found.isEmpty {
                differ(path, b, "missing \(key) = \(describe(expected[0], in: reference))")
                continue
            }
            var allMatch = expected.count == found.count
            if !allMatch {
                differ(path, b, "\(key) has \(found.count) values, expected \(expected.count)")
            }
            for (position, value) in zip(found, expected).enumerated() {
                let elementPath = expected.count > 1 || key == ArchivedObject.elementKey ? "\(childPath)[\(position)]" : childPath
                if compareValue(value.0, value.1, path: elementPath, owner: b, key: key) { matchingEntries += 1 } else { allMatch = false }
            }
            keyResults[a, default: [:]][key] = allMatch
        }
        for (key, values) in myValues.ordered where theirValues.byKey[key] == nil && !(comparingTables && path == "IB.objectdata") {
            keyResults[a, default: [:]][key] = false
            differ(path, b, "extra \(key) = \(describe(values[0], in: actual))")
            if strict { entries += values.count }
        }
    }

    /// Whether an archived string is a UUID (`8-4-4-4-12` hexadecimal digits).
    static func isUUID(_ index: Int, in archive: KeyedArchive) -> Bool {
        guard case .data(let bytes)? = archive.objects[index]["NS.bytes"], bytes.count == 36 else { return false }
        for (position, byte) in bytes.enumerated() {
            let isDash = [8, 13, 18, 23].contains(position)
            let isHex = (48...57).contains(byte) || (65...70).contains(byte) || (97...102).contains(byte)
            if isDash ? byte != 45 : !isHex { return false }
        }
        return true
    }

    /// Compares one value; pairs referenced objects for the walk. Returns whether they match.
    private mutating func compareValue(_ mine: ArchiveValue, _ theirs: ArchiveValue, path: String, owner: Int, key: String) -> Bool {
        switch (mine, theirs) {
        case (.object(let a), .object(let b)) where strict:
            return compareReference(a, b, path: path, key: key)
        case (.object(let a), .object(let b)):
            let theirClass = reference.objects[b].className
            if Self.valueClasses.contains(theirClass) != Self.valueClasses.contains(actual.objects[a].className) {
                differ(path, b, "\(actual.objects[a].className), expected \(theirClass)")
                return false
            }
            // An empty immutable array is a value: sharing one between keys (or not) is no difference.
            if theirClass == "NSArray", actual.objects[a].className == "NSArray", reference.objects[b].elements.isEmpty {
                if actual.objects[a].elements.isEmpty { return true }
                differ(path, b, "\(actual.objects[a].elements.count) members, expected none")
                return false
            }
            if Self.valueClasses.contains(theirClass) {
                if let nested = compareNestedNibs(a, b, path: path) { return nested }
                if sameValue(a, b) || sameNumber(a, b) { return true }
                if ArchiveComparison.regeneratedKeys.contains(key), Self.isUUID(a, in: actual), Self.isUUID(b, in: reference) { return true }
                differ(path, b, "\(render(a, in: actual)), expected \(render(b, in: reference))")
                return false
            }
            if let paired = pairs[a] {
                if paired == b { return actual.objects[a].className == theirClass }
                differ(path, b, "refers to another object than the reference does")
                return false
            }
            if pairedActual[b] != nil {
                differ(path, b, "refers to another object than the reference does")
                return false
            }
            if Self.unorderedKeys.contains(key) { return pairUnordered(a, b, path: path) }
            if Self.tableKeys.contains(key) { return compareTable(a, b, path: path) }
            pair(a, b, path: path)
            return actual.objects[a].className == theirClass
        default:
            if Self.same(mine, theirs) { return true }
            differ(path, owner, "\(describe(mine, in: actual)), expected \(describe(theirs, in: reference))")
            return false
        }
    }

    /// Strict rules: a reference from one object to another. It matches when the two objects
    /// are each other's counterparts (paired here if neither has one yet) and of one class; the
    /// objects' own values are compared once, when the walk reaches them. An object the archive
    /// refers to from two places where the reference has two objects (or the reverse) differs:
    /// which objects are one object is part of what Apple writes.
    private mutating func compareReference(_ a: Int, _ b: Int, path: String, key: String) -> Bool {
        let myClass = actual.objects[a].className
        let theirClass = reference.objects[b].className
        if let paired = pairs[a] {
            if paired == b { return myClass == theirClass }
            differ(path, b, "one \(myClass) here and at \(pairedPaths[a] ?? "another place"); the reference has two objects")
            return false
        }
        if let paired = pairedActual[b] {
            differ(path, b, "the reference has one \(theirClass) here and at \(pairedPaths[paired] ?? "another place"); this archive has two objects")
            return false
        }
        if ArchiveComparison.regeneratedKeys.contains(key), Self.isUUID(a, in: actual), Self.isUUID(b, in: reference) {
            pairWithoutWalking(a, b, path: path)
            return true
        }
        if Self.valueClasses.contains(theirClass), Self.valueClasses.contains(myClass), let nested = compareNestedNibs(a, b, path: path) {
            pairWithoutWalking(a, b, path: path)
            _ = nested
            return myClass == theirClass
        }
        if Self.constraintKeys.contains(key) || key == "NSConnections" { return pairMembers(a, b, path: path, ordered: key == "NSConnections") }
        if Self.tableKeys.contains(key) { return compareTableStrictly(a, b, path: path) }
        pair(a, b, path: path)
        return myClass == theirClass
    }

    /// Keys whose members are constraints, in an order Apple's compiler does not keep stable.
    static let constraintKeys: Set<String> = ["NSViewConstraints", "UIViewAutolayoutConstraints", "NSConstraints"]

    /// Pairs two objects whose values are not compared one by one (a nested nib's data, a regenerated UUID).
    private mutating func pairWithoutWalking(_ a: Int, _ b: Int, path: String) {
        pairs[a] = b
        pairedActual[b] = a
        pairedPaths[a] = path
    }

    /// Strict rules: an array whose members are paired by content (constraints, connections),
    /// each member an entry. Constraints may sit in any order; the connections (`ordered`) must
    /// be in the reference's order, but are still paired by content so that one out of place does
    /// not make every later one differ. The array's class must be the reference's.
    private mutating func pairMembers(_ a: Int, _ b: Int, path: String, ordered: Bool) -> Bool {
        let mine = actual.objects[a].elements
        let theirs = reference.objects[b].elements
        let sameClass = actual.objects[a].className == reference.objects[b].className
        if !sameClass { differ(path, b, "class \(actual.objects[a].className), expected \(reference.objects[b].className)") }
        _ = pairUnordered(a, b, path: path)
        pairedPaths[a] = path
        entries += max(mine.count, theirs.count)
        var misplaced = 0
        for (position, value) in mine.enumerated() {
            guard case .object(let my) = value, let their = pairs[my] else { continue }
            if ordered, position >= theirs.count || theirs[position] != .object(their) { misplaced += 1; continue }
            matchingEntries += 1
        }
        if misplaced > 0 { differ(path, b, "\(misplaced) of \(theirs.count) members are not in the reference's order") }
        return sameClass
    }

    /// Strict rules: an object table of `NSIBObjectData`. Each member is an entry, matching when
    /// it is the counterpart of the reference's member at the same position (constraints, whose
    /// order Apple does not keep, anywhere among constraints). Members the hierarchy did not pair
    /// are paired by position when of one class, else with an unpaired member of the same
    /// signature or class, so that their values are compared. The table's class must be the reference's.
    private mutating func compareTableStrictly(_ a: Int, _ b: Int, path: String) -> Bool {
        pairs[a] = b
        pairedActual[b] = a
        pairedPaths[a] = path
        let mine = actual.objects[a].elements
        let theirs = reference.objects[b].elements
        let sameClass = actual.objects[a].className == reference.objects[b].className
        if !sameClass { differ(path, b, "class \(actual.objects[a].className), expected \(reference.objects[b].className)") }
        entries += max(mine.count, theirs.count)
        var misplaced = max(0, mine.count - theirs.count)
        for (position, value) in theirs.enumerated() {
            guard position < mine.count else { misplaced += 1; continue }
            guard case .object(let their) = value, case .object(let my) = mine[position] else {
                if Self.same(mine[position], value) { matchingEntries += 1 } else { misplaced += 1 }
                continue
            }
            if pairs[my] == nil, pairedActual[their] == nil, actual.objects[my].className == reference.objects[their].className {
                pair(my, their, path: "\(path)[\(position)]")
            }
            let isConstraint = reference.objects[their].className == "NSLayoutConstraint"
            if pairs[my] == their || isConstraint && actual.objects[my].className == "NSLayoutConstraint" && pairs[my] != nil {
                matchingEntries += 1
            } else {
                misplaced += 1
            }
        }
        // The rest pair by signature, then class, for their values' sake (their places already cost).
        var unpairedMine: [Int] = []
        for value in mine { if case .object(let my) = value, pairs[my] == nil { unpairedMine.append(my) } }
        var bySignature = Queues<String>()
        var byClass = Queues<String>()
        for (position, my) in unpairedMine.enumerated() {
            bySignature.append(position, to: shallow(my, in: actual))
            byClass.append(position, to: actual.objects[my].className)
        }
        var taken = Array(repeating: false, count: unpairedMine.count)
        for (position, value) in theirs.enumerated() {
            guard case .object(let their) = value, pairedActual[their] == nil else { continue }
            guard let candidate = bySignature.takeFirst(shallow(their, in: reference), skipping: taken)
                ?? byClass.takeFirst(reference.objects[their].className, skipping: taken)
            else { continue }
            taken[candidate] = true
            if pairs[unpairedMine[candidate]] == nil { pair(unpairedMine[candidate], their, path: "\(path)[\(position)]") }
        }
        if misplaced > 0 {
            differ(path, b, "\(misplaced) of \(theirs.count) members differ from the reference's at their place (\(mine.count) members, expected \(theirs.count))")
        }
        return sameClass
    }

    /// Two nibs archived inside the nibs as data (a view-based table's `NSNib`s: their
    /// `NSNibFileData`) are compared as nibs, not as bytes: the same rules, their differences
    /// under this path (`…NSNibFileData<nib>.…`), their entries counted with the rest, down to
    /// ``ArchiveComparison/maximumNesting`` (8) levels. Nil when either is not a nib.
    ///
    /// Under strict rules the data object is paired like any other and its one key's entry is
    /// replaced by the nested nib's entries (`countedByCaller` false); under lenient ones the
    /// caller has counted the data entry, which the nested entries replace.
    private mutating func compareNestedNibs(_ a: Int, _ b: Int, path: String) -> Bool? {
        let counted = strict ? 0 : 1
        if let earlier = nestedNibs[[a, b]] {
            entries += earlier.entries - counted
            matchingEntries += earlier.matching - (earlier.exact ? counted : 0)
            if !earlier.exact { differ(path, b, "the nested nib differs as at \(earlier.path)") }
            return earlier.exact
        }
        guard nesting < ArchiveComparison.maximumNesting,
              case .data(let mine)? = actual.objects[a]["NS.bytes"], case .data(let theirs)? = reference.objects[b]["NS.bytes"],
              NIBArchiveReader.isNIBArchive(mine), NIBArchiveReader.isNIBArchive(theirs)
        else { return nil }
        let myArchive: KeyedArchive
        let theirArchive: KeyedArchive
        do {
            myArchive = try NIBArchiveReader().read(mine)
            theirArchive = try NIBArchiveReader().read(theirs)
        } catch {
            differ(path, b, "a nested nib does not read: \(error)")
            nestedNibs[[a, b]] = (false, 1, 0, path)
            entries += 1 - counted
            return false
        }
        let nested = ArchiveComparison(myArchive, reference: theirArchive, rules: strict ? .strict : .lenient, nesting: nesting + 1)
        nestedNibs[[a, b]] = (nested.isExactMatch, nested.entries, nested.matchingEntries, path)
        // The nested nib's entries come in place of the data entry (counted by a lenient caller).
        entries += nested.entries - counted
        matchingEntries += nested.matchingEntries - (nested.isExactMatch ? counted : 0)
        for difference in nested.differences {
            differences.append(Difference(path: "\(path)<nib>.\(difference.path)", className: difference.className, message: difference.message))
        }
        return nested.isExactMatch
    }

    /// An object table of `NSIBObjectData`: members already paired through the hierarchy are
    /// matched wherever they sit; the others are paired with an unpaired member of the same class
    /// (same plain values first). One difference says when the order is not the reference's.
    private mutating func compareTable(_ a: Int, _ b: Int, path: String) -> Bool {
        pairs[a] = b
        pairedActual[b] = a
        let mine = actual.objects[a].elements
        let theirs = reference.objects[b].elements
        entries += theirs.count
        var inOrder = mine.count == theirs.count
        var unpairedMine: [Int] = []
        var pairedMine: Set<Int> = []
        for (position, value) in theirs.enumerated() {
            guard case .object(let their) = value else {
                if position < mine.count, Self.same(mine[position], value) { matchingEntries += 1 } else { inOrder = false }
                continue
            }
            if Self.valueClasses.contains(reference.objects[their].className) {
                if position < mine.count, case .object(let my) = mine[position], sameValue(my, their) || sameNumber(my, their) {
                    matchingEntries += 1
                } else {
                    inOrder = false
                }
                continue
            }
            if position < mine.count, case .object(let my) = mine[position] {
                if pairs[my] == their { matchingEntries += 1; pairedMine.insert(my); continue }
                // Members the hierarchy did not reach (a placeholder no connection names) pair by position.
                if pairs[my] == nil, pairedActual[their] == nil, shallow(my, in: actual) == shallow(their, in: reference) {
                    pair(my, their, path: "\(path)[\(position)]")
                    matchingEntries += 1
                    pairedMine.insert(my)
                    continue
                }
            }
            inOrder = false
            if let my = pairedActual[their] { matchingEntries += 1; pairedMine.insert(my); continue }
        }
        for value in mine { if case .object(let my) = value, pairs[my] == nil, !pairedMine.contains(my) { unpairedMine.append(my) } }
        // The unpaired members by signature and by class, each list in order, taken from the
        // front: looked up, not searched again for every member (quadratic in the table's size).
        var bySignature = Queues<String>()
        var byClass = Queues<String>()
        for (position, my) in unpairedMine.enumerated() {
            bySignature.append(position, to: shallow(my, in: actual))
            byClass.append(position, to: actual.objects[my].className)
        }
        var taken = Array(repeating: false, count: unpairedMine.count)
        var firstPosition: [Int: Int] = [:]
        for (position, value) in theirs.enumerated() { if case .object(let their) = value, firstPosition[their] == nil { firstPosition[their] = position } }
        for value in theirs {
            guard case .object(let their) = value, pairedActual[their] == nil, !Self.valueClasses.contains(reference.objects[their].className) else { continue }
            let candidate = bySignature.takeFirst(shallow(their, in: reference), skipping: taken)
                ?? byClass.takeFirst(reference.objects[their].className, skipping: taken)
            guard let candidate else {
                differ(path, their, "no counterpart in the table")
                continue
            }
            taken[candidate] = true
            pair(unpairedMine[candidate], their, path: "\(path)[\(firstPosition[their] ?? 0)]")
            matchingEntries += 1
        }
        // In order when every member sits where its counterpart does (pairs made above included);
        // the ids table lists the connectors in the connections' order, and the constraints in
        // their views' order, both free (see ``ArchiveComparison/unorderedKeys``), so a connector
        // or a constraint may sit at any place of its kind.
        inOrder = mine.count == theirs.count && zip(mine, theirs).allSatisfy { pair in
            switch pair {
            case (.object(let my), .object(let their)) where Self.connectorClasses.contains(reference.objects[their].className):
                Self.connectorClasses.contains(actual.objects[my].className) && pairs[my] != nil
            case (.object(let my), .object(let their)) where reference.objects[their].className == "NSLayoutConstraint":
                actual.objects[my].className == "NSLayoutConstraint" && pairs[my] != nil
            case (.object(let my), .object(let their)):
                Self.valueClasses.contains(reference.objects[their].className)
                    ? sameValue(my, their) || sameNumber(my, their) : pairs[my] == their
            default: Self.same(pair.0, pair.1)
            }
        }
        if !inOrder { differ(path, b, "the table's order or length differs from the reference (\(mine.count) members, expected \(theirs.count))") }
        return inOrder
    }

    /// A constraints or connections array: members are paired by their content, whatever their order.
    private mutating func pairUnordered(_ a: Int, _ b: Int, path: String) -> Bool {
        let mine = actual.objects[a].elements.compactMap { value -> Int? in if case .object(let index) = value { index } else { nil } }
        let theirs = reference.objects[b].elements.compactMap { value -> Int? in if case .object(let index) = value { index } else { nil } }
        pairs[a] = b
        pairedActual[b] = a
        // Members still pair when the counts differ: one missing connection does not unpair the rest.
        let sameCount = mine.count == theirs.count
        if !sameCount { differ(path, b, "\(mine.count) members, expected \(theirs.count)") }
        // Their members by content, taken from the front (the first remaining with the same
        // content, as a search would find it, without searching for every member).
        var byContent = Queues<String>()
        for (position, their) in theirs.enumerated() { byContent.append(position, to: content(their, in: reference, depth: 2)) }
        var taken = Array(repeating: false, count: theirs.count)
        var remainingCount = theirs.count
        var theirFacts: [Int: Set<String>] = [:]
        var firstPosition: [Int: Int] = [:]
        for (position, their) in theirs.enumerated() where firstPosition[their] == nil { firstPosition[their] = position }
        for member in mine where remainingCount > 0 {
            var match = byContent.takeFirst(content(member, in: actual, depth: 2), skipping: taken)
            if match == nil {
                // Else the member sharing the most facts (label, source title…): each remaining one
                // is weighed, up to ``maximumWeighedMembers``; past that, the first remaining.
                let remaining = theirs.indices.lazy.filter { !taken[$0] }
                if remainingCount <= ArchiveComparison.maximumWeighedMembers {
                    let myFacts = facts(member, in: actual, depth: 2)
                    var best: (position: Int, shared: Int)?
                    for position in remaining {
                        let their = theirs[position]
                        if theirFacts[their] == nil { theirFacts[their] = facts(their, in: reference, depth: 2) }
                        let shared = theirFacts[their]!.intersection(myFacts).count
                        if best == nil || shared > best!.shared { best = (position, shared) }
                    }
                    match = best?.position
                } else {
                    match = remaining.first
                }
            }
            guard let match else { break }
            taken[match] = true
            remainingCount -= 1
            pair(member, theirs[match], path: "\(path)[\(firstPosition[theirs[match]] ?? 0)]")
        }
        return sameCount
    }

    /// An object's class, plain values and Foundation values, and the same of the objects it
    /// refers to down to `depth` levels (below that, their classes): enough to tell a connector
    /// from another by its label, source and destination.
    private func content(_ index: Int, in archive: KeyedArchive, depth: Int) -> String {
        let object = archive.objects[index]
        if Self.valueClasses.contains(object.className) { return token(.object(index), in: archive) }
        guard depth > 0 else { return object.className }
        let parts = object.values.map { value -> String in
            if case .object(let nested) = value.value { return "\(value.key)=" + content(nested, in: archive, depth: depth - 1) }
            return "\(value.key)=\(token(value.value, in: archive))"
        }
        return object.className + "(" + parts.sorted().joined(separator: ",") + ")"
    }

    /// What can be said of an object and of the objects it refers to down to `depth` levels, one
    /// fact per value (`NSSource.NSTitle=NSString{…}`): members of an unordered array are paired
    /// with the counterpart sharing most facts, so one differing flag does not break a pair.
    private func facts(_ index: Int, in archive: KeyedArchive, depth: Int, prefix: String = "") -> Set<String> {
        let object = archive.objects[index]
        var facts: Set<String> = [prefix + "class=" + object.className]
        guard depth > 0 else { return facts }
        for value in object.values {
            let key = prefix + value.key
            if case .object(let nested) = value.value, !Self.valueClasses.contains(archive.objects[nested].className) {
                facts.formUnion(self.facts(nested, in: archive, depth: depth - 1, prefix: key + "."))
            } else {
                facts.insert(key + "=" + token(value.value, in: archive))
            }
        }
        return facts
    }

    /// Whether two NSNumbers hold the same number, whatever their types (Foundation compares
    /// NSNumbers by value, and ibtool shares one object for 11 and 11.0).
    private func sameNumber(_ mine: Int, _ theirs: Int) -> Bool {
        func number(_ object: ArchivedObject) -> Double? {
            guard object.className == "NSNumber" else { return nil }
            switch object["NS.intval"] ?? object["NS.dblval"] ?? object["NS.boolval"] {
            case .integer(let value, _)?: return Double(value)
            case .double(let value)?: return value
            case .float(let value)?: return Double(value)
            case .bool(let flag)?: return flag ? 1 : 0
            default: return nil
            }
        }
        guard let a = number(actual.objects[mine]), let b = number(reference.objects[theirs]) else { return false }
        return a == b
    }

    /// An object's class and plain values, for pairing unordered members.
    private func shallow(_ index: Int, in archive: KeyedArchive) -> String {
        let object = archive.objects[index]
        let plain = object.values.filter { if case .object = $0.value { false } else { true } }
            .map { "\($0.key)=\(token($0.value, in: archive))" }.sorted()
        return object.className + "(" + plain.joined(separator: ",") + ")"
    }

    /// Whether two value objects (one of each archive) have the same content, nested values
    /// included (depth-limited): their content numbers are equal.
    private func sameValue(_ mine: Int, _ theirs: Int) -> Bool {
        contentNumber(mine, in: actual) == contentNumber(theirs, in: reference)
    }

    /// A number for a value object's content, equal for equal content in either archive: the
    /// class and the sorted values, nested objects by their own numbers, made once per object and
    /// depth. (Comparing rendered text instead made a value nested 8 levels, each holding the
    /// next many times, text exponential in its size.)
    private func contentNumber(_ index: Int, in archive: KeyedArchive, depth: Int = 0) -> Int {
        let object = archive.objects[index]
        guard depth < 8 else { return memo.number(for: object.className) }
        let key = [side(of: archive), index, depth]
        if let number = memo.numbers[key] { return number }
        let parts = object.values.map { value -> String in
            if case .object(let nested) = value.value { return "\(value.key)=#\(contentNumber(nested, in: archive, depth: depth + 1))" }
            return "\(value.key)=\(describe(value.value, in: archive))"
        }
        let number = memo.number(for: object.className + "{" + parts.sorted().joined(separator: ", ") + "}")
        memo.numbers[key] = number
        return number
    }

    /// A value as the pairing keys see it: value objects by content number, other objects by class.
    private func token(_ value: ArchiveValue, in archive: KeyedArchive) -> String {
        guard case .object(let index) = value else { return describe(value, in: archive) }
        return Self.valueClasses.contains(archive.objects[index].className) ? "#\(contentNumber(index, in: archive))" : archive.objects[index].className
    }

    /// The most characters of a value object's rendering shown in a difference.
    static let maximumRenderedCharacters = 1_000

    /// A value object's content, nested values included (depth-limited), as differences show it
    /// (cut at ``maximumRenderedCharacters``).
    private func render(_ index: Int, in archive: KeyedArchive, depth: Int = 0) -> String {
        let object = archive.objects[index]
        guard depth < 8 else { return object.className }
        // Rendered once per object and depth (the walk renders a shared value at every reference).
        let key = [side(of: archive), index, depth]
        if let rendered = memo.renders[key] { return rendered }
        var rendered = renderOnce(index, in: archive, depth: depth)
        if rendered.count > Self.maximumRenderedCharacters { rendered = String(rendered.prefix(Self.maximumRenderedCharacters)) + "…" }
        memo.renders[key] = rendered
        return rendered
    }

    /// 0 for the archive, 1 for the reference: which storage the objects are (both copies of one
    /// archive render alike, so sharing storage is no confusion).
    private func side(of archive: KeyedArchive) -> Int {
        let mine = actual.objects.withUnsafeBufferPointer { $0.baseAddress }
        return archive.objects.withUnsafeBufferPointer { $0.baseAddress } == mine ? 0 : 1
    }

    private func renderOnce(_ index: Int, in archive: KeyedArchive, depth: Int) -> String {
        let object = archive.objects[index]
        let parts = object.values.map { value -> String in
            if case .object(let nested) = value.value { return "\(value.key)=" + render(nested, in: archive, depth: depth + 1) }
            return "\(value.key)=\(describe(value.value, in: archive))"
        }
        // NSString and NSLocalizableString hold text alike; the NSKey is compared as a key.
        return object.className + "{" + parts.sorted().joined(separator: ", ") + "}"
    }

    private func describe(_ value: ArchiveValue, in archive: KeyedArchive) -> String {
        switch value {
        case .integer(let number, let width): "\(number) (int\(width * 8))"
        case .bool(let flag): "\(flag)"
        case .float(let number): "\(number) (float)"
        case .double(let number): "\(number) (double)"
        case .data(let bytes): String(validating: bytes, as: UTF8.self).map { "data \"\($0)\"" } ?? "data \(bytes.count) bytes"
        case .null: "nil"
        case .object(let index):
            Self.valueClasses.contains(archive.objects[index].className) ? render(index, in: archive) : archive.objects[index].className
        }
    }

    private static func same(_ a: ArchiveValue, _ b: ArchiveValue) -> Bool {
        switch (a, b) {
        case (.double(let x), .double(let y)): x == y || (x.isNaN && y.isNaN)
        case (.float(let x), .float(let y)): x == y || (x.isNaN && y.isNaN)
        default: a == b
        }
    }

    /// An object's values by key, keys in first-seen order.
    private static func grouped(_ object: ArchivedObject) -> (ordered: [(String, [ArchiveValue])], byKey: [String: [ArchiveValue]]) {
        var byKey: [String: [ArchiveValue]] = [:]
        var order: [String] = []
        for value in object.values {
            if byKey[value.key] == nil { order.append(value.key) }
            byKey[value.key, default: []].append(value.value)
        }
        return (order.map { ($0, byKey[$0]!) }, byKey)
    }
}

/// The memos of one ``Walk``, changed from its non-mutating helpers.
private final class Memo {
    /// Rendered values by side (0 the archive, 1 the reference), object index and depth.
    var renders: [[Int]: String] = [:]
    /// Content numbers by side, object index and depth.
    var numbers: [[Int]: Int] = [:]
    /// The number of each content seen, shared by both sides.
    private var contents: [String: Int] = [:]

    /// The number of a content, new or as given before.
    func number(for content: String) -> Int {
        if let number = contents[content] { return number }
        contents[content] = contents.count
        return contents.count - 1
    }
}

/// Positions by key, each key's list in order, taken from the front.
private struct Queues<Key: Hashable> {
    private var lists: [Key: [Int]] = [:]
    private var fronts: [Key: Int] = [:]

    mutating func append(_ position: Int, to key: Key) { lists[key, default: []].append(position) }

    /// The first position under `key` not yet taken (positions taken elsewhere are skipped for good).
    mutating func takeFirst(_ key: Key, skipping taken: [Bool]) -> Int? {
        guard let list = lists[key] else { return nil }
        var front = fronts[key] ?? 0
        while front < list.count, taken[list[front]] { front += 1 }
        fronts[key] = front
        return front < list.count ? list[front] : nil
    }
}
