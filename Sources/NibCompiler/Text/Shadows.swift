import NibArchive
import NibDocument

/// `<shadow>` as UIFoundation's `NSShadow` coder writes it (its keyed `-encodeWithCoder:`, seen
/// decompiled in the search index): the offset's width and height, and the blur radius, each a
/// double left out at zero, and the colour where one was set. The archive holds AppKit's
/// offset, whose height points up; UIKit's points down, so a UIKit document's height is negated.
extension Compilation {
    mutating func shadow(_ element: Element) -> ArchiveValue {
        let index = builder.reserve()
        var values: [KeyedValue] = []
        let offset = element.child("size", key: "offset")
        let width = Self.finiteNumber(offset?["width"]) ?? 0
        let height = (Self.finiteNumber(offset?["height"]) ?? 0) * (flavour == .uiKit ? -1 : 1)
        let blur = Self.finiteNumber(element["blurRadius"]) ?? 0
        if width != 0 { values.append(KeyedValue("NSShadowHoriz", .double(width))) }
        if height != 0 { values.append(KeyedValue("NSShadowVert", .double(height))) }
        if blur != 0 { values.append(KeyedValue("NSShadowBlurRadius", .double(blur))) }
        if let color = element.child("color", key: "color") { values.append(KeyedValue("NSShadowColor", encodeColor(color))) }
        recordUses(of: element, index: index, archived: ["blurRadius": "NSShadowBlurRadius"])
        if let offset { recordUses(of: offset, index: index, archived: ["width": "NSShadowHoriz", "height": "NSShadowVert"]) }
        builder.set(ArchivedObject(className: "NSShadow", values: values), at: index)
        return .object(index)
    }
}
