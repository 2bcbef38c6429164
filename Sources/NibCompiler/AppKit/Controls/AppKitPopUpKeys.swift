import NibArchive
import NibDocument

/// A pop-up button cell's own keys in Apple's schema (learnt from the ibtool pairs), beyond the
/// button cell keys it shares: the selected item as `NSMenuItem` (both schemas), its position
/// as `NSSelectedIndex` (written only when not the first, -1 for none), `NSPullDown`, the
/// preferred edge and arrow position as numbers, and the switches AppKit always archives.
/// The cell's tag is its selected item's, so ibtool writes none of its own. Where the document
/// names no edge ibtool writes 1 (the bottom edge), where it names no arrow 2 (at the bottom).
extension Compilation {
    /// Rewrites a pop-up cell's values as Apple's schema has them.
    mutating func popUpCellValues(_ cell: Element, index: Int?, _ values: [KeyedValue]) -> [KeyedValue] {
        var result = values
        let items = cell.child(key: "menu")?.child("items")?.children.filter { $0.name == "menuItem" } ?? []
        let selected = cell["selectedItem"].flatMap { id in items.firstIndex { $0["id"] == id } }
        if !result.contains(where: { $0.key == "NSMenuItem" }) { result.append(KeyedValue("NSMenuItem", .null)) }
        result.append(KeyedValue("NSMenuItemRespectAlignment", .bool(true)))
        if selected != 0 { result.append(KeyedValue("NSSelectedIndex", .int(selected ?? -1))) }
        // The cell's tag is the selected item's: never archived on the cell, whatever the
        // document gives it (viraptor/ibtool's pop-up cell rule).
        if result.contains(where: { $0.key == "NSTag" }) {
            result.removeAll { $0.key == "NSTag" }
            if diagnostics.recordsAttributeUses, let index { renameUses(of: index, from: "NSTag", to: "NSMenuItem") }
        }
        if cell["pullsDown"] == "YES" { replaceKey("NSPullsDown", with: "NSPullDown", .bool(true), in: &result, index: index) }
        let edge = AppKitEnumerationNumbers.rectEdges[cell["preferredEdge"] ?? ""] ?? 1
        replaceKey("NSPreferredEdge", with: "NSPreferredEdge", .integer(Int64(edge), width: 1), in: &result, index: index)
        // Both switches are always archived, once each, under NSPopUpButtonCell's keys (every
        // pop-up cell of the Apple keyed archives in ../shared/corpus; GNUstep's decoder).
        replaceKey("NSUsesItemFromMenu", with: "NSUsesItemFromMenu", .bool(cell["usesItemFromMenu"] != "NO"), in: &result, index: index)
        replaceKey("NSAltersStateOfSelectedItem", with: "NSAltersState", .bool(cell["altersStateOfSelectedItem"] != "NO"), in: &result, index: index)
        // No arrow is no key (the loader reads the absence in a cell with Apple's button words).
        let arrow = AppKitEnumerationNumbers.popUpArrowPositions[cell["arrowPosition"] ?? ""] ?? 2
        result.removeAll { $0.key == "NSArrowPosition" }
        if arrow != 0 { result.append(KeyedValue("NSArrowPosition", .integer(Int64(arrow), width: 1))) }
        return result
    }
}

extension Compilation {
    /// A pull-down's cell shows its first item, whatever is selected: its `NSMenuItem` is that
    /// item (AppKit's `synchronizeTitleAndSelectedItem` for pull-downs; the pull-down of the Apple
    /// keyed archive in ../shared/corpus, CotEditor's preferences, has its first, hidden item
    /// there and its selection as `NSSelectedIndex`). Both schemas, so both load alike; the
    /// selection itself only Apple's keeps (``popUpCellValues(_:index:_:)``).
    mutating func pullDownShowsItsFirstItem(_ cell: Element, className: String, index: Int?, _ values: inout [KeyedValue]) {
        guard className == "NSPopUpButtonCell", cell["pullsDown"] == "YES",
              let first = cell.child(key: "menu")?.child("items")?.children.first(where: { $0.name == "menuItem" }),
              let item = reference(to: first["id"]) else { return }
        let hadSelection = values.contains { $0.key == "NSMenuItem" }
        values.removeAll { $0.key == "NSMenuItem" }
        values.append(KeyedValue("NSMenuItem", item))
        guard hadSelection, diagnostics.recordsAttributeUses, let index else { return }
        if writesAppleOnlyKeys { renameUses(of: index, from: "NSMenuItem", to: "NSSelectedIndex") } else { markUsesDesignTime(of: index, key: "NSMenuItem") }
    }

    /// A pop-up button of the regular size draws its title in the menu font: its cell's system
    /// font (or appearance font) is archived as the menu font (`NSfFlags` 1558, `nkv_overlap`), in both schemas, and
    /// loads as it. A pop-up of another size keeps its font's own role (viraptor/ibtool's
    /// `popUpButtonCell.py`: only for the default control size).
    mutating func popUpSystemFontIsTheMenuFont(_ cell: Element, className: String, _ values: [KeyedValue]) {
        let font = cell.child("font", key: "font")
        // (The 13-point system font by its other spelling, the appearance's font, too: viraptor/ibtool's pop-up cells.)
        let isSystemFont = font?["metaFont"] == "system" || (font?["usesAppearanceFont"] == "YES" && font?["metaFont"] == nil && font?["name"] == nil)
        guard className == "NSPopUpButtonCell", cell["controlSize"] == nil, isSystemFont,
              case .object(let font)? = values.first(where: { $0.key == "NSSupport" })?.value,
              let menuFlags = AppKitFontFlags.byMetaFont["menu"] else { return }
        var archived = builder.archive.objects[font]
        guard let position = archived.values.firstIndex(where: { $0.key == "NSfFlags" }) else { return }
        archived.values[position].value = .int(menuFlags)
        builder.set(archived, at: font)
    }
}

extension Compilation {
    /// Whether a pop-up's items enable themselves is its menu's switch (`NSNoAutoenable`, which
    /// the menu archives): Interface Builder repeats it on the cell, whose coder has no key for
    /// it (GNUstep's NSPopUpButtonCell decoder; no pop-up cell of the Apple keyed archives in
    /// ../shared/corpus has one). Both schemas.
    mutating func popUpCellLeavesAutoenablingToItsMenu(_ cell: Element, className: String, index: Int?, _ values: inout [KeyedValue]) {
        guard className == "NSPopUpButtonCell", values.contains(where: { $0.key == "NSAutoenablesItems" }) else { return }
        values.removeAll { $0.key == "NSAutoenablesItems" }
        guard diagnostics.recordsAttributeUses, let index else { return }
        if let menu = cell.child(key: "menu")?["id"].flatMap({ archiveIndex.indexByID[$0] }) {
            redirectUses(of: index, key: "NSAutoenablesItems", to: menu, key: "NSNoAutoenable")
        } else {
            markUsesDesignTime(of: index, key: "NSAutoenablesItems")
        }
    }
}
