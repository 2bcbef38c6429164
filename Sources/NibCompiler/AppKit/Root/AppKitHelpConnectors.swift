import NibArchive
import NibDocument

/// A view's tool tip, as ibtool archives it: not a key of the view but an `NSIBHelpConnector`
/// among the connections (`NSDestination` the view, `NSFile` `NSToolTipHelpKey`, `NSMarker` the
/// text), from the ibtool pairs' `tooltip_*` documents. The compact schema keeps `NSToolTip`.
///
/// ibtool compiles no tool tip written as base64 text (`<string key="toolTip" base64-UTF8="YES">`,
/// which Xcode writes for text with control characters; `tooltip_base64`, `tooltip_both`): Apple's
/// schema leaves it out too, with a warning, and the compact schema keeps it.
extension Compilation {
    /// The view's values without its tool tip, which is kept for its connector (Apple's schema).
    mutating func takingToolTip(of object: DocumentObject, _ values: [KeyedValue]) -> [KeyedValue] {
        guard flavour == .appKit, writesAppleOnlyKeys, document.format == .document, isViewLike(object),
            let index = archiveIndex.indexByID[object.id], let tip = values.first(where: { $0.key == "NSToolTip" })
        else { return values }
        let element = document.element(at: object.path)
        if let text = element.child("string", key: "toolTip"), text["base64-UTF8"] == "YES" {
            notice("the tool tip of '\(object.id)' is base64 text, which Apple's ibtool does not compile: it is left out, as ibtool leaves it out (compile with --schema compact, or write it as plain text, to keep it)", at: document.location(of: text))
            return values.filter { $0.key != "NSToolTip" }
        }
        let connector = builder.reserve()
        archiveIndex.toolTips.append((connector: connector, view: index, text: tip.value))
        redirectUses(of: index, key: "NSToolTip", to: connector, key: "NSMarker")
        return values.filter { $0.key != "NSToolTip" }
    }

    /// One `NSIBHelpConnector` per view with a tool tip, in document order.
    mutating func helpConnectors() -> [ArchiveValue] {
        archiveIndex.toolTips.map { tip in
            archiveIndex.connectionCount += 1
            builder.set(ArchivedObject(className: "NSIBHelpConnector", values: [
                KeyedValue("NSDestination", .object(tip.view)), KeyedValue("NSFile", .object(builder.string("NSToolTipHelpKey"))),
                KeyedValue("NSMarker", tip.text),
            ]), at: tip.connector)
            return .object(tip.connector)
        }
    }
}
