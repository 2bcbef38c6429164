import Foundation
import NibRuntime

/// A segmented control's cell. Its segments are reached by index, as AppKit's are
/// (`label(forSegment:)`, `tag(forSegment:)`…): Interface Builder's `<segment>` elements (Apple's
/// nibs archive them as `NSSegmentItem`s) stay the cell's own data.
open class NSSegmentedCell: _NSSegmentedCellAttributes {
    var segments: [ArchivedNSSegment] = []

    public required init() { super.init() }

    public required init?(coder: NSCoder) {
        let archived = coder.containsValue(forKey: "NSSegments") ? coder.nibObjects(forKey: "NSSegments") : coder.nibObjects(forKey: "NSSegmentImages")
        segments = archived.compactMap { $0 as? ArchivedNSSegment }
        super.init(coder: coder)
    }

    /// The number of segments.
    open var segmentCount: Int { segments.count }

    /// The label of a segment, or nil where it has none (or there is no such segment).
    open func label(forSegment segment: Int) -> String? { self[segment]?.label }
    /// The name of a segment's image, as the document names it.
    open func imageName(forSegment segment: Int) -> String? { self[segment]?.image }
    /// The width of a segment; 0 for one sized to fit.
    open func width(forSegment segment: Int) -> CGFloat { CGFloat(self[segment]?.width ?? 0) }
    /// The tag of a segment.
    open func tag(forSegment segment: Int) -> Int { self[segment]?.tag ?? 0 }
    /// Whether a segment is enabled (segments are, unless the document says not).
    open func isEnabled(forSegment segment: Int) -> Bool { self[segment].map { $0.enabled ?? true } ?? false }
    /// Whether a segment is selected.
    open func isSelected(forSegment segment: Int) -> Bool { self[segment]?.selected ?? false }
    /// How a segment's image is scaled, as Interface Builder names it; nil for the default.
    open func imageScaling(forSegment segment: Int) -> String? { self[segment]?.imageScaling }

    private subscript(segment: Int) -> ArchivedNSSegment? { segments.indices.contains(segment) ? segments[segment] : nil }
}

extension NSSegmentedControl {
    private var segmentedCell: NSSegmentedCell? { cell as? NSSegmentedCell }

    /// The number of segments.
    public var segmentCount: Int { segmentedCell?.segmentCount ?? 0 }
    /// The label of a segment.
    public func label(forSegment segment: Int) -> String? { segmentedCell?.label(forSegment: segment) }
    /// The width of a segment; 0 for one sized to fit.
    public func width(forSegment segment: Int) -> CGFloat { segmentedCell?.width(forSegment: segment) ?? 0 }
    /// The tag of a segment.
    public func tag(forSegment segment: Int) -> Int { segmentedCell?.tag(forSegment: segment) ?? 0 }
    /// Whether a segment is enabled.
    public func isEnabled(forSegment segment: Int) -> Bool { segmentedCell?.isEnabled(forSegment: segment) ?? false }
    /// Whether a segment is selected.
    public func isSelected(forSegment segment: Int) -> Bool { segmentedCell?.isSelected(forSegment: segment) ?? false }
}
