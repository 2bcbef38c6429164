import NibArchive
import NibDocument

/// Boxes as ibtool writes them (the ibtool pairs' `test_box_*`, `box_separator_autoresize`):
/// - the type, border and title position as numbers, the margins as `NSOffsets` (none around a
///   document's content view, AppKit's 5 points otherwise), and always `NSTransparent`;
/// - the title in a title cell (`NSTitleCell`, AppKit's "Title" when the document names none, empty
///   when the box shows no title; a separator's is always AppKit's "Title" at the top in the small
///   system font: viraptor/ibtool's `box.py`);
/// - the content view as the box's one subview, with the box as its superview, resized as AppKit
///   lays it out (a title at the top takes 12 points), its subviews following by their masks;
/// - no border or fill colour unless the box is custom: AppKit draws them only then, and ibtool
///   drops them elsewhere (`test_box_colors`; both schemas, so a loaded box has AppKit's defaults
///   either way); a custom box's colours, border width and corner radius are `NSBorderColor2`,
///   `NSFillColor2`, `NSBorderWidth2` and `NSCornerRadius2` in Apple's schema, as NSBox's coder
///   names them (`KeyTables.appleKeyRenames`), the width and radius as doubles (CGFloats: Finch's
///   NSBox coder reads the radius with `decodeDoubleForKey:`);
/// - a transparent box as `NSFullyTransparent` (``boxValues``);
/// - the title font only in the title cell, as NSBox's coder has it (GNUstep libs-gui's `NSBox
///   -encodeWithCoder:`, viraptor/ibtool's `box.py`); NibKit's compact schema keeps it as
///   `NSTitleFont`, and its loader reads either.
extension Compilation {
    /// The height a title at the top of a box takes from its content (the pairs: 100 → 88, 160 → 148).
    static let boxTitleHeight = 12.0

    mutating func appKitBoxValues(_ object: DocumentObject, _ values: [KeyedValue]) -> [KeyedValue] {
        if object.elementName == "box" { return boxValues(object, values) }
        // AppKit's layout of the content view, in both schemas (NibKit's loader does not lay boxes out).
        guard let parent = object.parentID.flatMap({ document.object(id: $0) }) else { return values }
        if object.key == "contentView", let resize = boxContentResize(ofBox: parent) {
            // AppKit's content view fills the box below the title and resizes with it.
            var result = values.filter { !["NSFrame", "NSFrameSize", "NSvFlags"].contains($0.key) }
            result.append(frame(x: resize.origin.x, y: resize.origin.y, width: resize.new.width, height: resize.new.height))
            result.append(KeyedValue("NSvFlags", .int(0x100 | 2 | 16)))
            return result
        }
        if parent.key == "contentView", let box = parent.parentID.flatMap({ document.object(id: $0) }), let resize = boxContentResize(ofBox: box) {
            return autoresized(object, values, from: resize.old, to: resize.new)
        }
        return values
    }

    private mutating func boxValues(_ object: DocumentObject, _ values: [KeyedValue]) -> [KeyedValue] {
        let element = document.element(at: object.path)
        var result = values.filter { $0.key != "NSTransparent" }
        if element["boxType"] != "custom" {
            for case .object(let color) in result.filter({ $0.key == "NSBorderColor" || $0.key == "NSFillColor" }).map(\.value) where diagnostics.recordsAttributeUses {
                markUsesDesignTime(ofObject: color)
            }
            result.removeAll { $0.key == "NSBorderColor" || $0.key == "NSFillColor" }
        }
        // Apple's schema: a transparent box is NSFullyTransparent; NSTransparent, an older switch
        // AppKit no longer sets, is always off (GNUstep's NSBox coder, Cocotron's and a port of
        // GNUstep's decoder agree). NibKit's compact schema keeps the document's switch.
        let isTransparent = element["transparent"] == "YES"
        result.append(KeyedValue("NSTransparent", .bool(isTransparent && !writesAppleOnlyKeys)))
        if isTransparent, writesAppleOnlyKeys {
            result.append(KeyedValue("NSFullyTransparent", .bool(true)))
            if diagnostics.recordsAttributeUses, let index = archiveIndex.indexByID[object.id] { renameUses(of: index, from: "NSTransparent", to: "NSFullyTransparent") }
        }
        // A separator has AppKit's own title whatever the document says; a box without a title
        // shows "Title" (AppKit's default), unless it shows none, when the title is empty.
        let isSeparator = element["boxType"] == "separator"
        let title = isSeparator ? .object(builder.string("Title")) : result.first { $0.key == "NSTitle" }?.value
            ?? .object(builder.string(element["titlePosition"] == "noTitle" ? "" : "Title"))
        let content = element.child(key: "contentView").flatMap { reference(to: $0["id"]) }
        if !result.contains(where: { $0.key == "NSSubviews" }) {
            result.append(KeyedValue("NSSubviews", .object(builder.array(content.map { [$0] } ?? [], className: "NSMutableArray"))))
        }
        guard writesAppleOnlyKeys else {
            if !result.contains(where: { $0.key == "NSTitle" }) { result.append(KeyedValue("NSTitle", title)) }
            return result
        }
        let index = archiveIndex.indexByID[object.id]
        let numbered = [
            ("NSBoxType", "boxType", AppKitEnumerationNumbers.boxTypes, "primary"),
            ("NSBorderType", "borderType", AppKitEnumerationNumbers.borderTypes, "groove"),
            ("NSTitlePosition", "titlePosition", AppKitEnumerationNumbers.boxTitlePositions, "atTop"),
        ]
        // (The title font is the title cell's: NSBox archives no font of its own.)
        result.removeAll { key in numbered.contains { $0.0 == key.key } || key.key == "NSTitle" || key.key == "NSTitleFont" }
        for (key, attribute, numbers, standard) in numbered {
            // (A separator's title is at the top, where AppKit keeps it, whatever the document says.)
            let name = isSeparator && attribute == "titlePosition" ? standard : element[attribute] ?? standard
            result.append(KeyedValue(key, .int(numbers[name] ?? numbers[standard]!)))
        }
        let margins = element.child(key: "contentViewMargins").map { Self.numbers($0, ["width", "height"]) } ?? (content == nil ? [5, 5] : [0, 0])
        result.removeAll { $0.key == "NSContentViewMargins" }
        result.append(KeyedValue("NSOffsets", .object(builder.string("{\(Self.format(margins[0])), \(Self.format(margins[1]))}"))))
        result.append(KeyedValue("NSTitleCell", boxTitleCell(title: title, font: isSeparator ? nil : element.child(key: "titleFont"))))
        if content != nil { result.append(KeyedValue("IBNSBoxIsUsingDocumentContentView", .bool(true))) }
        if diagnostics.recordsAttributeUses, let index {
            renameUses(of: index, from: "NSTitle", to: "NSTitleCell")
            renameUses(of: index, from: "NSTitleFont", to: "NSTitleCell")
            renameUses(of: index, from: "NSContentViewMargins", to: "NSOffsets")
        }
        return result
    }

    /// The title cell: a text cell with the small system font, the label colour on the text background.
    private mutating func boxTitleCell(title: ArchiveValue, font: Element?) -> ArchiveValue {
        let fontValue = font.map { encodeFont($0) } ?? metaFont("smallSystem")
        return .object(builder.add(ArchivedObject(className: "NSTextFieldCell", values: [
            KeyedValue("NSCellFlags", .int(0x0400_0000)), KeyedValue("NSCellFlags2", .int(0x0800_0000)), KeyedValue("NSContents", title),
            KeyedValue("NSSupport", fontValue), KeyedValue("NSControlView", .null),
            KeyedValue("NSBackgroundColor", systemCatalogColor("textBackgroundColor")), KeyedValue("NSTextColor", systemCatalogColor("labelColor")),
        ])))
    }

    /// A box's content view size in the document and its frame as AppKit lays it out, where
    /// NibKit knows AppKit's layout: a primary box around a document content view, whatever its
    /// border (a line border takes nothing more), with its title at the top (12 points off the
    /// height: the pair `test_box_colors`, and every primary box current Xcode saves) or with no
    /// title (4 points in from each side, 5 from the bottom: `{{4, 5}, {w − 8, h − 8}}`, as
    /// current Xcode saves every such box). Other kinds keep the document's frame (an old-style
    /// box is inset by its line: Apple's `SUUpdateAlert.nib` in ../shared/corpus).
    func boxContentResize(ofBox box: DocumentObject) -> (old: (width: Double, height: Double), new: (width: Double, height: Double), origin: (x: Double, y: Double))? {
        guard box.elementName == "box" else { return nil }
        let element = document.element(at: box.path)
        let titlePosition = element["titlePosition"] ?? "atTop"
        guard element["boxType"] == nil || element["boxType"] == "primary", titlePosition == "atTop" || titlePosition == "noTitle",
            element.child(key: "contentViewMargins") == nil,
            let boxFrame = element.child("rect", key: "frame").map({ Self.numbers($0, ["x", "y", "width", "height"]) }),
            let contentFrame = element.child(key: "contentView")?.child("rect", key: "frame").map({ Self.numbers($0, ["x", "y", "width", "height"]) })
        else { return nil }
        let old = (contentFrame[2], contentFrame[3])
        if titlePosition == "noTitle" { return (old, (max(0, boxFrame[2] - 8), max(0, boxFrame[3] - 8)), (4, 5)) }
        return (old, (boxFrame[2], boxFrame[3] - Self.boxTitleHeight), (0, 0))
    }

    /// The view a keyed content view sits in, where its element's parent is not that view: a
    /// box's content view in the box, the shown tab view item's view in the tab view.
    func containerSuperviewID(of object: DocumentObject) -> String? {
        guard let key = object.key, let parent = object.parentID.flatMap({ document.object(id: $0) }) else { return nil }
        if parent.elementName == "box", key == "contentView" { return parent.id }
        guard parent.elementName == "tabViewItem", key == "view", let tabView = parent.parentID.flatMap({ document.object(id: $0) }),
            tabView.elementName == "tabView"
        else { return nil }
        return Self.shownTabViewItem(of: document.element(at: tabView.path))?["id"] == parent.id ? tabView.id : nil
    }
}
