import NibArchive
import NibDocument

/// Whether a control lays itself out in the user interface's direction, so that it mirrors in a
/// right-to-left localization (`NSAllowsLogicalLayoutDirection`, written by every NSControl).
/// Interface Builder's "Mirror when internationalizing" decides it: `always`, `never`, or by
/// default automatically, which mirrors the controls of a base localization (a document in a
/// `Base.lproj` folder) and no others (viraptor/ibtool's rule, learnt from an Apple-compiled
/// storyboard in `Base.lproj`). The control's setting is what this key archives: it is no key
/// of its own.
extension Compilation {
    /// The archive key generic attribute encoding gives the document's setting.
    static let mirroringSettingKey = "NSMirrorLayoutDirectionWhenInternationalizing"

    /// Whether the document is its app's base localization: it sits in a `Base.lproj` folder.
    var isBaseLocalization: Bool {
        document.file.split(separator: "/").dropLast().contains("Base.lproj")
    }

    /// Sets every archived control's `NSAllowsLogicalLayoutDirection` by its element's
    /// mirroring setting, or by the document's localization for a control without one (the
    /// scrollers and pop-ups ibtool adds too), and takes the setting's own key out.
    mutating func applyLayoutDirectionMirroring() {
        let mirrorsByDefault = isBaseLocalization
        for index in builder.archive.objects.indices {
            var object = builder.archive.objects[index]
            // (Both schemas: the compact one writes the key only for a control that states its setting.)
            let states = object.values.contains { $0.key == Self.mirroringSettingKey }
            if states, !object.values.contains(where: { $0.key == "NSAllowsLogicalLayoutDirection" }) {
                object.values.append(KeyedValue("NSAllowsLogicalLayoutDirection", .bool(false)))
            }
            guard let position = object.values.firstIndex(where: { $0.key == "NSAllowsLogicalLayoutDirection" }) else { continue }
            var mirrors = mirrorsByDefault
            if let id = archiveIndex.objectIDByIndex[index], let documentObject = document.object(id: id) {
                switch document.element(at: documentObject.path)["mirrorLayoutDirectionWhenInternationalizing"] {
                case "always": mirrors = true
                case "never": mirrors = false
                default: break
                }
                if diagnostics.recordsAttributeUses { renameUses(of: index, from: Self.mirroringSettingKey, to: "NSAllowsLogicalLayoutDirection") }
            }
            object.values[position].value = .bool(mirrors)
            object.values.removeAll { $0.key == Self.mirroringSettingKey }
            builder.set(object, at: index)
        }
    }
}
