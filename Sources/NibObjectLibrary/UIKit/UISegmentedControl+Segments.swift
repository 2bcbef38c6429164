extension UISegmentedControl {
    /// The number of segments.
    public var numberOfSegments: Int { segments.count }

    /// The title of a segment, or nil where it has none (or there is no such segment).
    public func titleForSegment(at segment: Int) -> String? {
        guard segments.indices.contains(segment) else { return nil }
        return (segments[segment] as? ArchivedUISegment)?.title
    }
}
