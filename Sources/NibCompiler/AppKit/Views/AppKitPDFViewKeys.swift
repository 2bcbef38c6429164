import NibArchive
import NibDocument

/// PDFKit's `PDFView` as it archives itself (learnt from the ibtool pair `test34_pdfview`),
/// with Apple's schema: its own keys without a prefix — the archive version (3), display mode
/// (single page continuous, 1), page breaks, scale factor 1 within 0.1–20, auto scaling, the
/// layout switches off, interpolation quality 2 — an empty `NSSubviews`, and the file names it
/// accepts by drag (`NSDragTypes`). NibKit's loader has no `PDFView` class, so the compact
/// schema keeps the document's attributes under NibKit's keys.
extension Compilation {
    mutating func appKitPDFViewValues(_ object: DocumentObject, _ values: [KeyedValue]) -> [KeyedValue] {
        let element = document.element(at: object.path)
        let index = archiveIndex.indexByID[object.id]
        var result = values.filter { !["NSDisplaysPageBreaks", "NSAutoScales"].contains($0.key) }
        if diagnostics.recordsAttributeUses, let index {
            renameUses(of: index, from: "NSDisplaysPageBreaks", to: "PageBreaks")
            renameUses(of: index, from: "NSAutoScales", to: "AutoScale")
        }
        if !result.contains(where: { $0.key == "NSSubviews" }) { result.append(KeyedValue("NSSubviews", .object(builder.array([], className: "NSMutableArray")))) }
        result += [
            KeyedValue("NSDragTypes", .object(builder.array([.object(builder.string("NSFilenamesPboardType"))], className: "NSMutableSet"))),
            KeyedValue("Version", .int(3)), KeyedValue("DisplayMode", .int(1)),
            KeyedValue("PageBreaks", .bool(element["displaysPageBreaks"] != "NO")), KeyedValue("ScaleFactor", .float(1)),
            KeyedValue("AutoScale", .bool(element["autoScales"] == "YES")), KeyedValue("DisplayDirection", .bool(false)),
            KeyedValue("DisplaysRTL", .bool(false)), KeyedValue("MinScaleFactor", .float(0.1)), KeyedValue("MaxScaleFactor", .float(20)),
            KeyedValue("DisplaysAsBook", .bool(false)), KeyedValue("EnableDataDetectors", .bool(false)),
            KeyedValue("InterpolationQuality", .int(2)), KeyedValue("AcceptsDraggedFiles", .bool(false)),
        ]
        return result
    }
}
