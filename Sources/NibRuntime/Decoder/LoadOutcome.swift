/// What a load found while decoding: its warnings, its first failure, the objects standing in
/// for missing classes, and counts the loader reports.
struct LoadOutcome {
    /// Warnings so far, such as "Unknown class X in Interface Builder file.".
    var warnings: [String] = []
    /// The first error; once set, decoding stops creating objects.
    private(set) var failure: NibDecodingFailure?
    /// Whether ``failure`` is set (checked on every object without copying the failure).
    private(set) var hasFailed = false
    /// Objects created as stand-ins for classes that could not be found.
    var standIns: Set<ObjectIdentifier> = []
    /// Whether the load made an object of a class with a process-wide shared instance.
    var madeSharedInstance = false
    /// How many objects made are the document's, not the archive's bookkeeping.
    var documentObjectCount = 0
    /// How many objects are being decoded inside one another now.
    var depth = 0

    /// Keeps the first failure.
    mutating func fail(_ failure: NibDecodingFailure) {
        guard !hasFailed else { return }
        (self.failure, hasFailed) = (failure, true)
    }

    /// Forgets everything, for the next load (what is empty already is not assigned again).
    mutating func reset() {
        if hasFailed { (failure, hasFailed) = (nil, false) }
        if !warnings.isEmpty { warnings = [] }
        if !standIns.isEmpty { standIns = [] }
        (madeSharedInstance, documentObjectCount, depth) = (false, 0, 0)
    }
}
