import NibArchive
import NibDocument

/// A stack view's visibility priorities as AppKit archives them (viraptor/ibtool's `stackView.py`,
/// learnt from Apple-compiled stack views): not a list on the stack, but a map on the container
/// of the arranged views, from view to priority, which AppKit keeps only once a view has been
/// detached, so only when an arranged view is hidden:
/// - no hidden arranged view: no map (nil), whatever the priorities;
/// - otherwise an `NSMapTable` of weak-to-strong personality (`$0` 517, `$1` 0), its pairs from
///   `$2` on (each view whose priority is not 1000, with its priority as an integer number, in
///   arranged order; then each hidden arranged stack view not listed yet, at 0), a nil after the
///   last, and `NS.count`.
extension Compilation {
    /// The options word of the map (`NSPointerFunctionsWeakMemory | NSPointerFunctionsObjectPersonality`
    /// for the views, strong numbers).
    static let stackViewVisibilityMapOptions = 517

    /// The beginning container's visibility map for a stack with a distribution, or nil.
    mutating func stackViewVisibilityMap(_ stackView: Element) -> ArchiveValue {
        let arranged = Self.arrangedViews(of: stackView)
        guard arranged.contains(where: { $0["hidden"] == "YES" }) else { return .null }
        let priorities = (stackView.child("visibilityPriorities")?.children ?? []).map { Self.visibilityPriority($0["value"]) }
        var pairs: [(view: ArchiveValue, priority: Int)] = []
        var listed: Set<Int> = []
        for (position, view) in arranged.enumerated() {
            let priority = position < priorities.count ? priorities[position] : 1000
            guard priority != 1000, let reference = reference(to: view["id"]) else { continue }
            pairs.append((reference, priority))
            listed.insert(position)
        }
        for (position, view) in arranged.enumerated() where !listed.contains(position) && view["hidden"] == "YES" && view.name == "stackView" {
            if let reference = reference(to: view["id"]) { pairs.append((reference, 0)) }
        }
        var values = [KeyedValue("$0", .int(Self.stackViewVisibilityMapOptions)), KeyedValue("$1", .int(0))]
        for (offset, pair) in pairs.enumerated() {
            values.append(KeyedValue("$\(2 + 2 * offset)", pair.view))
            values.append(KeyedValue("$\(3 + 2 * offset)", .object(builder.number(.int(pair.priority)))))
        }
        values.append(KeyedValue("$\(2 + 2 * pairs.count)", .null))
        values.append(KeyedValue("NS.count", .int(pairs.count)))
        return .object(builder.add(ArchivedObject(className: "NSMapTable", values: values)))
    }

    /// A priority as the document writes it (an integer, or a real truncated), 1000 where unreadable.
    static func visibilityPriority(_ text: String?) -> Int {
        guard let text else { return 1000 }
        if let integer = Int(text) { return integer }
        guard let real = Double(text), real.isFinite else { return 1000 }
        return Int(max(-1e9, min(1e9, real)))
    }
}
