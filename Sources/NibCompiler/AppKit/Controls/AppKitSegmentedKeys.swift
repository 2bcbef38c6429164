import NibArchive
import NibDocument

/// Segmented controls as ibtool writes them (learnt from the ibtool pairs): the cell's style,
/// tracking mode and distribution as numbers, its segments as `NSSegmentItem` objects under
/// `NSSegmentImages`, the last selected segment's index (-1, 64-bit, when none or when the
/// control is momentary), and no
/// contents; the control carries an empty `NSSubviews`.
extension Compilation {
    /// Whether an element's `segments` child is archived by ``appKitSegmentedCellValues`` instead
    /// of as a generic list (Apple's schema).
    func archivesSegmentsItself(_ element: Element) -> Bool {
        flavour == .appKit && writesAppleOnlyKeys && element.name == "segmentedCell"
    }

    /// A segmented cell's values in Apple's schema (cells are encoded with or without an id).
    mutating func appKitSegmentedCellValues(_ element: Element, _ values: [KeyedValue]) -> [KeyedValue] {
        guard archivesSegmentsItself(element) else { return values }
        var result = values.filter { !["NSStyle", "NSTrackingMode", "NSSegmentDistribution", "NSContents"].contains($0.key) }
        // (The document's style is archived as NSSegmentStyle; its mode and distribution under their own keys.)
        if diagnostics.recordsAttributeUses, let index = archiveIndex.indexByID[element["id"] ?? ""] { renameUses(of: index, from: "NSStyle", to: "NSSegmentStyle") }
        let segments = element.child("segments")?.children.filter { $0.name == "segment" } ?? []
        // A cell of a custom class has every segment's label, even an image segment's empty one.
        let labelsAll = element["customClass"] != nil
        let items = segments.map { segment in ArchiveValue.object(segmentItem(segment, labelled: labelsAll)) }
        result.append(KeyedValue("NSSegmentImages", .object(builder.array(items, className: "NSMutableArray"))))
        // A momentary control keeps no selection: -1 whatever its segments say (viraptor/ibtool's
        // segmentedCell.py takes the selected segment for the select-one and select-any modes only).
        let keepsSelection = !["momentary", "momentaryAccelerator"].contains(element["trackingMode"] ?? "")
        let selected = keepsSelection ? segments.lastIndex { $0["selected"] == "YES" } : nil
        result.append(KeyedValue("NSSelectedSegment", selected.map { .int($0) } ?? .integer(-1, width: 8)))
        result.append(KeyedValue("NSSegmentStyle", .int(AppKitEnumerationNumbers.segmentStyles[element["style"] ?? ""] ?? 0)))
        if element["style"] == "separated" { result.append(KeyedValue("NSSegmentStyleSeparated", .int(1))) }
        if let mode = AppKitEnumerationNumbers.segmentTrackingModes[element["trackingMode"] ?? ""], mode != 0 { result.append(KeyedValue("NSTrackingMode", .int(mode))) }
        result.append(KeyedValue("NSSegmentDistribution", .int(AppKitEnumerationNumbers.segmentDistributions[element["segmentDistribution"] ?? ""] ?? 0)))
        return result
    }

    /// A segment: an image segment without a label has none, unless `labelled` (the pairs'
    /// `test23_segmented`: the cells of a custom class); a segment whose label is nil has none.
    private mutating func segmentItem(_ segment: Element, labelled: Bool) -> Int {
        var values: [KeyedValue] = []
        if let width = segment["width"].flatMap(Double.init), width != 0 { values.append(KeyedValue("NSSegmentItemWidth", .double(width))) }
        if let image = segment["image"] { values.append(KeyedValue("NSSegmentItemImage", .object(imagePlaceholder(image, catalog: segment["catalog"])))) }
        // (`<nil key="label"/>` is no label at all.)
        let noLabel = segment.children.contains { $0.name == "nil" && $0["key"] == "label" }
        if !noLabel, segment["label"] != nil || segment["image"] == nil || labelled { values.append(KeyedValue("NSSegmentItemLabel", .object(builder.string(segment["label"] ?? "")))) }
        if let tag = segment["tag"].flatMap(Int.init), tag != 0 { values.append(KeyedValue("NSSegmentItemTag", .int(tag))) }
        if segment["selected"] == "YES" { values.append(KeyedValue("NSSegmentItemSelected", .bool(true))) }
        // NibKit's key: the pairs have no disabled segment to learn Apple's from.
        if segment["enabled"] == "NO" { values.append(KeyedValue("NSSegmentItemDisabled", .bool(true))) }
        // A segment's tool tip (Finch's NSSegmentItem decoder; Cappuccino's nib2cib names the key too).
        if let toolTip = segment["toolTip"] { values.append(KeyedValue("NSSegmentItemTooltip", .object(builder.string(toolTip)))) }
        values.append(KeyedValue("NSSegmentItemImageScaling", .int(AppKitEnumerationNumbers.imageScalings[segment["imageScaling"] ?? ""] ?? 0)))
        let index = builder.add(ArchivedObject(className: "NSSegmentItem", values: values))
        recordUses(of: segment, index: index, archived: [
            "label": "NSSegmentItemLabel", "width": "NSSegmentItemWidth", "image": "NSSegmentItemImage", "catalog": "NSSegmentItemImage",
            "tag": "NSSegmentItemTag", "selected": "NSSegmentItemSelected", "enabled": "NSSegmentItemDisabled", "imageScaling": "NSSegmentItemImageScaling",
            "toolTip": "NSSegmentItemTooltip",
        ])
        return index
    }
}
