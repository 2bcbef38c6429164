import NibArchive
import NibDocument

/// Table columns as ibtool writes them (learnt from the ibtool pairs): widths as doubles, the
/// owning table view, the resizing mask as bits and the resizable and editable switches.
extension Compilation {
    /// Adds a table column's keys.
    mutating func appKitTableColumnValues(_ object: DocumentObject, _ values: [KeyedValue]) -> [KeyedValue] {
        guard flavour == .appKit, document.format == .document, object.elementName == "tableColumn" else { return values }
        let element = document.element(at: object.path)
        var result = values.filter { !["NSWidth", "NSMinWidth", "NSMaxWidth", "NSResizingMask"].contains($0.key) }
        for (attribute, key) in [("width", "NSWidth"), ("minWidth", "NSMinWidth"), ("maxWidth", "NSMaxWidth")] {
            if let number = element[attribute].flatMap(Double.init) { result.append(KeyedValue(key, .double(number))) }
        }
        if !result.contains(where: { $0.key == "NSIdentifier" }) { result.append(KeyedValue("NSIdentifier", .object(builder.string("")))) }
        let mask = element.child(key: "resizingMask")
        if let mask, let index = indexByID[object.id] { recordUses(of: mask, index: index, allUnder: "NSResizingMask") }
        let resizesWithTable = mask?["resizeWithTable"] == "YES"
        let userResizable = mask?["userResizable"] == "YES"
        result.append(KeyedValue("NSResizingMask", .int((resizesWithTable ? 1 : 0) | (userResizable ? 2 : 0))))
        guard writesAppleOnlyKeys else { return result }
        if let table = reference(to: object.parentID) { result.append(KeyedValue("NSTableView", table)) }
        if userResizable { result.append(KeyedValue("NSIsResizeable", .bool(true))) }
        if element["editable"] != "NO" { result.append(KeyedValue("NSIsEditable", .bool(true))) }
        return result
    }
}
