import NibArchive
import NibDocument

/// Image views and colour wells as ibtool writes them (learnt from the ibtool pairs): both accept
/// drops, so each carries the pasteboard types it registers (`NSDragTypes`) and an empty
/// `NSSubviews`; an image view says it is editable (IB's default) and ranks its placeholder; a
/// colour well, which has no cell, carries the `NSControl…` keys with their defaults itself.
extension Compilation {
    /// The pasteboard types an image view registers, in ibtool's (sorted) order.
    static let imageViewDragTypes = [
        "Apple PDF pasteboard type", "Apple PICT pasteboard type", "Apple PNG pasteboard type", "NSFilenamesPboardType",
        "NeXT TIFF v4.0 pasteboard type", "com.apple.NSFilePromiseItemMetaData", "com.apple.pasteboard.promised-file-content-type",
        "dyn.ah62d4rv4gu8yc6durvwwa3xmrvw1gkdusm1044pxqyuha2pxsvw0e55bsmwca7d3sbwu",
    ]

    /// Adds the keys of image views and colour wells, and a segmented control's empty subviews
    /// (Apple's schema only: NibKit's loader reads none).
    mutating func appKitDropTargetValues(_ object: DocumentObject, _ values: [KeyedValue]) -> [KeyedValue] {
        let element = document.element(at: object.path)
        var result = values
        func add(_ key: String, _ value: ArchiveValue) {
            if !result.contains(where: { $0.key == key }) { result.append(KeyedValue(key, value)) }
        }
        add("NSSubviews", .object(builder.array([], className: "NSMutableArray")))
        // A segmented control draws its segments in subviews of its own: the list is empty in the nib.
        if object.elementName == "segmentedControl" { return result }
        let types = object.elementName == "imageView" ? Self.imageViewDragTypes : ["NSColor pasteboard type"]
        add("NSDragTypes", .object(builder.array(types.map { .object(builder.string($0)) }, className: "NSMutableSet")))
        if object.elementName == "imageView" {
            add("NSEditable", .bool(element["editable"] != "NO"))
            add("NSImageViewPlaceholderPrecedence", .int(0))
            add("IBNSShadowedSymbolConfiguration", .null)
            return result
        }
        add("NSEnabled", .bool(element["enabled"] != "NO"))
        colorWellOwnKeys(object, element, &result)
        let defaults = Self.controlDefaultKeys(
            size: Self.controlSizes[element["controlSize"] ?? ""] ?? 0, continuous: element["continuous"] == "YES",
            refusesFirstResponder: element["refusesFirstResponder"] == "YES", sendActionMask: 4)
        for value in defaults { add(value.key, value.value) }
        add("NSIsBordered", .bool(element["bordered"] != "NO"))
        Self.largeControlValues(element, &result)
        return result
    }

    /// `NSColorWell.Style` by Interface Builder's name.
    static let colorWellStyles = ["default": 0, "minimal": 1, "expanded": 2]

    /// What NSColorWell's coder writes of the attributes the generic rule names after themselves:
    /// the border, continuity, first-responder refusal and size only as the `NSControl…` keys
    /// and `NSIsBordered` (the size a number), and the style as a number under `NSColorWellStyle`,
    /// none at the default (AppKit's header; Finch's decoder reads it only when present).
    private mutating func colorWellOwnKeys(_ object: DocumentObject, _ element: Element, _ result: inout [KeyedValue]) {
        let index = archiveIndex.indexByID[object.id]
        for (generic, own) in [("NSBordered", "NSIsBordered"), ("NSContinuous", "NSControlContinuous"),
                               ("NSRefusesFirstResponder", "NSControlRefusesFirstResponder"), ("NSControlSize", "NSControlSize")] {
            replaceKey(generic, with: own, nil, in: &result, index: index)
        }
        let style = element["colorWellStyle"].flatMap { Self.colorWellStyles[$0] } ?? 0
        replaceKey("NSColorWellStyle", with: "NSColorWellStyle", style == 0 ? nil : .int(style), in: &result, index: index)
    }
}
