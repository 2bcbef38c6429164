import Synchronization

/// A count of changes to what resource lookups depend on (the preferred languages, the
/// device's idiom and scale): a memo of found resources stamps each entry with it, and an
/// entry made before a change is looked up again. Reading it takes no lock.
public enum ResourceEnvironment {
    private static let changes = Atomic<Int>(0)

    /// The current generation: it changes whenever a setting resources depend on changes.
    public static var generation: Int { changes.load(ordering: .acquiring) }

    /// Marks a change to a setting resource lookups depend on (call after the setting is stored).
    public static func noteChange() {
        changes.add(1, ordering: .releasing)
    }
}
