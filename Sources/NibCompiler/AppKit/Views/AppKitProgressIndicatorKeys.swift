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
        result.append(KeyedValue("NSpiFlags", .int(flags)))
        hostsLayerTreeInAnimatedWindow(object, &result)
        return result
    }
}
