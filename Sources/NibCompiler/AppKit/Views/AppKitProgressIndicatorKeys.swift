import NibArchive
import NibDocument

/// A progress indicator as AppKit archives it with Apple's schema (`blocklist_big`; the bits
/// as AppKit's decoder reads them): its switches packed into `NSpiFlags` — bezeled 0x1,
/// indeterminate 0x2, small 0x100 or mini 0x200, spinning 0x1000, hidden when stopped 0x2000,
/// and 0x4004, which every indicator has. The loader reads them back from there.
extension Compilation {
    static let progressIndicatorFlagKeys: Set<String> = ["NSBezeled", "NSIndeterminate", "NSStyle", "NSDisplayedWhenStopped", "NSControlSize"]

    mutating func appKitProgressIndicatorValues(_ object: DocumentObject, _ values: [KeyedValue]) -> [KeyedValue] {
        let element = document.element(at: object.path)
        var flags = 0x4004
        if element["bezeled"] != "NO" { flags |= 0x1 }
        if element["indeterminate"] == "YES" { flags |= 0x2 }
        switch element["controlSize"] {
        case "small": flags |= 0x100
        case "mini": flags |= 0x200
        default: break
        }
        if element["style"] == "spinning" { flags |= 0x1000 }
        if element["displayedWhenStopped"] == "NO" { flags |= 0x2000 }
        var result = values.filter { !Self.progressIndicatorFlagKeys.contains($0.key) }
        if diagnostics.recordsAttributeUses, let index = archiveIndex.indexByID[object.id] {
            for key in Self.progressIndicatorFlagKeys { renameUses(of: index, from: key, to: "NSpiFlags") }
        }
        // Threaded animation is part of the 0x4004 every indicator has (viraptor/ibtool's NSpiFlags
        // names); the tint AppKit's coder does not archive (no decoder reads one).
        for key in ["NSUsesThreadedAnimation", "NSControlTint"] where result.contains(where: { $0.key == key }) {
            result.removeAll { $0.key == key }
            if diagnostics.recordsAttributeUses, let index = archiveIndex.indexByID[object.id] { markUsesDesignTime(of: index, key: key) }
        }
        result.append(KeyedValue("NSpiFlags", .int(flags)))
        // The range as doubles: the maximum always (AppKit's 100 where the document names none),
        // the minimum where not 0. (Apple's keyed archive of an NSProgressIndicator in
        // ../shared/corpus has NSMaxValue 100 and no NSMinValue; Cappuccino's nib2cib reads both.)
        if !result.contains(where: { $0.key == "NSMaxValue" }) { result.append(KeyedValue("NSMaxValue", .double(100))) }
        if element["minValue"].flatMap(Double.init) == 0 {
            replaceKey("NSMinValue", with: "NSMinValue", nil, in: &result, index: archiveIndex.indexByID[object.id])
        }
        return result
    }

    /// A progress indicator hosts a layer tree (``hostsImpliedLayerTree(_:_:)``), and its current
    /// value is Interface Builder's only: ibtool archives none (viraptor/ibtool's parser, learnt
    /// from a pair with a value set; Cappuccino's nib2cib notes that Xcode does not store it), so
    /// the indicator loads at AppKit's 0. Both schemas, so both load alike.
    mutating func appKitProgressIndicatorLayerValues(_ object: DocumentObject, _ values: [KeyedValue]) -> [KeyedValue] {
        var result = values
        hostsImpliedLayerTree(object, &result)
        if result.contains(where: { $0.key == "NSDoubleValue" }) {
            result.removeAll { $0.key == "NSDoubleValue" }
            if diagnostics.recordsAttributeUses, let index = archiveIndex.indexByID[object.id] { markUsesDesignTime(of: index, key: "NSDoubleValue") }
        }
        return result
    }
}
