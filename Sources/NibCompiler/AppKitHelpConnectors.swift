import NibArchive
import NibDocument

/// A view's tool tip, as ibtool archives it: not a key of the view but an `NSIBHelpConnector`
/// among the connections (`NSDestination` the view, `NSFile` `NSToolTipHelpKey`, `NSMarker` the
/// text), from the ibtool pairs' `tooltip_*` documents. The compact schema keeps `NSToolTip`.
extension Compilation {
    /// The view's values without its tool tip, which is kept for its connector (Apple's schema).
    mutating func takingToolTip(of object: DocumentObject, _ values: [KeyedValue]) -> [KeyedValue] {
        guard flavour == .appKit, writesAppleOnlyKeys, document.format == .document, isViewLike(object),
            let index = indexByID[object.id], let tip = values.first(where: { $0.key == "NSToolTip" })
        else { return values }
        let connector = builder.reserve()
        toolTips.append((connector: connector, view: index, text: tip.value))
        for position in attributeUses.indices where attributeUses[position].disposition == .archived(objectIndex: index, key: "NSToolTip") {
            attributeUses[position].disposition = .archived(objectIndex: connector, key: "NSMarker")
        }
        return values.filter { $0.key != "NSToolTip" }
    }

    /// One `NSIBHelpConnector` per view with a tool tip, in document order.
    mutating func helpConnectors() -> [ArchiveValue] {
        toolTips.map { tip in
            connectionCount += 1
            builder.set(ArchivedObject(className: "NSIBHelpConnector", values: [
                KeyedValue("NSDestination", .object(tip.view)), KeyedValue("NSFile", .object(builder.string("NSToolTipHelpKey"))),
                KeyedValue("NSMarker", tip.text),
            ]), at: tip.connector)
            return .object(tip.connector)
        }
    }
}
