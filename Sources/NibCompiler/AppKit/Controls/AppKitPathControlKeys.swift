import NibArchive
import NibDocument

/// Path controls as Apple's schema has them (viraptor/ibtool's `pathControl.py` and `pathCell.py`,
/// which match Apple-compiled nibs):
/// - the control accepts dropped URLs and files, so it registers their pasteboard types (`NSDragTypes`);
/// - its cell's URL is its `NSContents`, an `NSURL` (no base, the document's string as the relative
///   part), or the empty string without one; a cell without a font has none (`NSSupport` nil);
/// - the cell shows the URL's components as `NSPathComponentCells`: for a file URL, the start-up
///   volume ("Macintosh HD", at `file:///`) and then one text cell per path component, each at
///   the URL of the path up to it, in the cell's font and text colour (AppKit's control text
///   colour where it names none) on the text background colour;
/// - the cell's delegate is its control (`NSDelegate`), and its allowed types an `NSArray`.
extension Compilation {
    /// The pasteboard types a path control registers, in ibtool's (sorted) order.
    static let pathControlDragTypes = ["Apple URL pasteboard type", "NSFilenamesPboardType"]

    /// The most text (components × URL length, in bytes) a path cell's component cells may repeat.
    static let maximumPathComponentText = 1 << 20

    /// The name Interface Builder gives the start-up volume, a file URL's first component.
    static let startupVolumeName = "Macintosh HD"

    mutating func appKitPathControlValues(_ object: DocumentObject, _ element: Element, _ values: [KeyedValue]) -> [KeyedValue] {
        var result = values
        switch object.elementName {
        case "pathControl":
            if !result.contains(where: { $0.key == "NSDragTypes" }) {
                let types = Self.pathControlDragTypes.map { ArchiveValue.object(builder.string($0)) }
                result.append(KeyedValue("NSDragTypes", .object(builder.array(types, className: "NSMutableSet"))))
            }
        case "pathCell" where element["key"] == "cell":
            let index = archiveIndex.indexByID[object.id]
            let url = element.child("url", key: "url")?["string"]
            replaceKey("NSUrl", with: "NSContents", url.map { foundationURL($0) } ?? .object(builder.string("")), in: &result, index: index)
            if !result.contains(where: { $0.key == "NSSupport" }) { result.append(KeyedValue("NSSupport", .null)) }
            let font = result.first { $0.key == "NSSupport" }?.value ?? .null
            let textColor = result.first { $0.key == "NSTextColor" }?.value ?? systemCatalogColor("controlTextColor")
            let components = url.map { pathComponentCells(of: $0, font: font, textColor: textColor) } ?? []
            result.append(KeyedValue("NSPathComponentCells", .object(builder.array(components, className: "NSMutableArray"))))
            if let control = reference(to: object.parentID) { result.append(KeyedValue("NSDelegate", control)) }
            // The allowed types are an immutable array.
            let types: [ArchiveValue] = element.child("allowedTypes")?.children.filter { $0.name == "string" }
                .map { .object(builder.string($0.text)) } ?? []
            replaceKey("NSAllowedTypes", with: "NSAllowedTypes", .object(builder.array(types)), in: &result, index: index)
            // The style is NSPathControl.Style's number, none at the standard style (the decoders
            // of Cocotron and GNUstep read it as an integer; AppKit's header for the numbers).
            let style = element["pathStyle"].flatMap { Self.pathStyles[$0] } ?? 0
            replaceKey("NSPathStyle", with: "NSPathStyle", style == 0 ? nil : .int(style), in: &result, index: index)
        default:
            break
        }
        return result
    }

    /// `NSPathControl.Style` by Interface Builder's name.
    static let pathStyles = ["standard": 0, "navigationBar": 1, "popUp": 2]

    /// The component cells a path cell shows for `url`: none unless it is a file URL; else the
    /// start-up volume and each path component, at the URL of the path up to it (no trailing slash).
    private mutating func pathComponentCells(of url: String, font: ArchiveValue, textColor: ArchiveValue) -> [ArchiveValue] {
        let scheme = "file://"
        guard url.hasPrefix(scheme + "/") else { return [] }
        let parts = url.dropFirst(scheme.count).split(separator: "/").map(String.init)
        // Each cell holds the URL up to it, so their text grows with the square of the components:
        // past a bound no real path reaches, none are written (AppKit derives them from the URL).
        guard parts.count * url.utf8.count <= Self.maximumPathComponentText else { return [] }
        var components = [(Self.startupVolumeName, scheme + "/")]
        var path = scheme
        for part in parts {
            path += "/" + part
            components.append((part, path))
        }
        return components.map { title, location in
            var values = [
                KeyedValue("NSCellFlags", .int(0x0400_0040)), KeyedValue("NSCellFlags2", .int(0x1000_0400)),
                KeyedValue("NSContents", .object(builder.string(title))),
            ]
            if font != .null { values.append(KeyedValue("NSSupport", font)) }
            values.append(KeyedValue("NSBackgroundColor", systemCatalogColor("textBackgroundColor")))
            values.append(KeyedValue("NSTextColor", textColor))
            values.append(KeyedValue("NSURL", foundationURL(location)))
            return .object(builder.add(ArchivedObject(className: "NSPathComponentCell", values: values)))
        }
    }
}
