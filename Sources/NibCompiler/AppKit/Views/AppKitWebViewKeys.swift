import NibArchive
import NibDocument

/// WebKit's legacy `WebView` as it archives itself with Apple's schema (Sparkle's Apple-compiled
/// `SUUpdateAlert.nib` beside its xib): the view keys, the pasteboard types it accepts by drag
/// (`NSDragTypes`), no next key view, its frame and group names, whether it keeps a back-forward
/// list (`UseBackForwardList`) and allows undo, and a `WebPreferences` of its identifier whose
/// values are empty: the document's `<webPreferences>` font sizes and switches (WebKit's
/// defaults there) are not archived. NibKit's loader has no `WebView` class.
extension Compilation {
    /// The drag types of Sparkle's Apple-compiled web view, in the set's order there.
    static let webViewDragTypes = [
        "Apple HTML pasteboard type", "Apple PDF pasteboard type", "Apple URL pasteboard type", "Apple Web Archive pasteboard type",
        "Apple WebKit dummy pasteboard type", "Apple files promise pasteboard type", "NSColor pasteboard type", "NSFilenamesPboardType",
        "NSStringPboardType", "NeXT RTFD pasteboard type", "NeXT Rich Text Format v1.0 pasteboard type", "NeXT TIFF v4.0 pasteboard type",
        "WebURLsWithTitlesPboardType", "public.png", "public.url", "public.url-name",
    ]
    /// The keys the generic rule names after the web view's attributes, which its coder does not write.
    static let webViewDocumentKeys: Set<String> = ["NSMaintainsBackForwardList", "NSPreferences", "NSFrameName", "NSGroupName", "NSAllowsUndo"]

    mutating func appKitWebViewValues(_ object: DocumentObject, _ values: [KeyedValue]) -> [KeyedValue] {
        let element = document.element(at: object.path)
        var result = values.filter { !Self.webViewDocumentKeys.contains($0.key) }
        if diagnostics.recordsAttributeUses, let index = archiveIndex.indexByID[object.id] {
            renameUses(of: index, from: "NSMaintainsBackForwardList", to: "UseBackForwardList")
            renameUses(of: index, from: "NSFrameName", to: "FrameName")
            renameUses(of: index, from: "NSGroupName", to: "GroupName")
            renameUses(of: index, from: "NSAllowsUndo", to: "AllowsUndo")
            markUsesDesignTime(of: index, key: "NSPreferences")
        }
        let dragTypes = Self.webViewDragTypes.map { ArchiveValue.object(builder.string($0)) }
        result.append(KeyedValue("NSDragTypes", .object(builder.array(dragTypes, className: "NSMutableSet"))))
        if !result.contains(where: { $0.key == "NSNextKeyView" }) { result.append(KeyedValue("NSNextKeyView", .null)) }
        let identifier = element.child(key: "preferences")?["identifier"]
        let preferences = builder.add(ArchivedObject(className: "WebPreferences", values: [
            KeyedValue("Identifier", identifier.map { .object(builder.string($0)) } ?? .null),
            KeyedValue("Values", .object(builder.dictionary([], className: "NSMutableDictionary"))),
        ]))
        result += [
            KeyedValue("FrameName", .object(builder.string(element["frameName"] ?? ""))),
            KeyedValue("GroupName", .object(builder.string(element["groupName"] ?? ""))),
            KeyedValue("Preferences", .object(preferences)),
            KeyedValue("UseBackForwardList", .bool(element["maintainsBackForwardList"] != "NO")),
            KeyedValue("AllowsUndo", .bool(element["allowsUndo"] != "NO")),
        ]
        return result
    }
}
