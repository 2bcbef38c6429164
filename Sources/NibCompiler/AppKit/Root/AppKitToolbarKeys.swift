import NibArchive
import NibDocument

/// Toolbars as AppKit's `NSToolbar`/`NSToolbarItem` `encodeWithCoder:` writes them (Apple's
/// schema; the ibtool pairs `toolbar_button_item` and `toolbar_default_refs`; key names also in
/// Cappuccino's nib2cib `NSToolbar.j`, defaults also in viraptor/ibtool's `toolbar.py`):
/// - the window template holds its toolbar as `NSViewClass` (and then writes no `NSMaxSize`);
/// - a toolbar writes every key, whatever the document says: its identifier (explicit, else
///   implicit), `NSToolbarDelegate` nil (the delegate is an outlet connection), shown,
///   customizable and autosaving unless the document says NO, the display and size modes as
///   numbers (`NSToolbarDisplayMode`, `NSToolbarSizeMode`, 0 for default), no centred item, and
///   its items: every allowed item by identifier (`NSToolbarIBIdentifiedItems`), the allowed and
///   default items as arrays, the selectable ones as a mutable array;
/// - an item writes every key too: identifier, labels, tool tip (empty unless set, nil where the
///   document says nil), its view, whether bordered (the document's word, else its view's button
///   border, else whether it has an image), image, title (its button's), no target or action
///   (the action is a connection), sizes (`{0, 0}` unless set), enabled, autovalidating, tag,
///   visibility priority, not navigational, user-removable, style 0;
/// - a search item (`<searchToolbarItem>`, an NSToolbarItem subclass) writes an item's keys too;
/// - AppKit's standard space items are archived as their own classes with AppKit's labels, sizes,
///   tag -1 and a separator menu item as their menu form.
///
/// `showsBaselineSeparator="NO"` is archived as `NSToolbarShowsBaselineSeparator` false (nib2cib's
/// key; ibtool leaves it out at its default). AppKit's other standard items (print, fonts,
/// colours, separators) are not known from Apple's nibs and are archived as plain items.
extension Compilation {
    /// `NSToolbar.DisplayMode` by Interface Builder's name.
    static let toolbarDisplayModes = ["default": 0, "iconAndLabel": 1, "iconOnly": 2, "labelOnly": 3]
    /// `NSToolbar.SizeMode` by Interface Builder's name.
    static let toolbarSizeModes = ["default": 0, "regular": 1, "small": 2]
    /// `NSToolbarItem.VisibilityPriority` by Interface Builder's name.
    static let toolbarVisibilityPriorities = ["standard": 0, "low": -1000, "high": 1000, "user": 2000]

    /// The class a `<toolbarItem>` is archived as: a standard space item's own class (its
    /// identifier), else the element's.
    func appKitToolbarItemClass(_ object: DocumentObject) -> DocumentObject {
        guard flavour == .appKit, object.elementName == "toolbarItem", object.customClass == nil,
              let identifier = document.element(at: object.path)["implicitItemIdentifier"],
              Self.standardToolbarItems[identifier]?.hasItsOwnClass == true
        else { return object }
        var standard = object
        standard.standardClassName = identifier
        return standard
    }

    /// The generic keys of a toolbar's attributes and lists, which Apple's keys replace.
    static let toolbarGenericKeys: Set<String> = [
        "NSImplicitIdentifier", "NSExplicitIdentifier", "NSDisplayMode", "NSSizeMode", "NSAllowsUserCustomization",
        "NSAutosavesConfiguration", "NSShowsBaselineSeparator", "NSAllowedToolbarItems", "NSDefaultToolbarItems",
        "NSPrefersToBeShown", "NSVisible",
    ]

    /// The generic keys of a toolbar item's attributes and children, and the Apple keys that replace
    /// them (being selectable puts the item in its toolbar's `NSToolbarIBSelectableItems`).
    static let toolbarItemGenericKeys: [String: String] = [
        "NSImplicitItemIdentifier": "NSToolbarItemIdentifier", "NSExplicitItemIdentifier": "NSToolbarItemIdentifier",
        "NSLabel": "NSToolbarItemLabel", "NSPaletteLabel": "NSToolbarItemPaletteLabel", "NSToolTip": "NSToolbarItemToolTip",
        "NSView": "NSToolbarItemView", "NSBordered": "NSToolbarItemBordered", "NSImage": "NSToolbarItemImage",
        "NSCatalog": "NSToolbarItemImage", "NSMinSize": "NSToolbarItemMinSize", "NSMaxSize": "NSToolbarItemMaxSize",
        "NSTag": "NSToolbarItemTag", "NSEnabled": "NSToolbarItemEnabled", "NSAutovalidates": "NSToolbarItemAutovalidates",
        "NSVisibilityPriority": "NSToolbarItemVisibilityPriority", "NSNavigational": "NSToolbarItemNavigational",
        "NSSelectable": "NSToolbarItemIdentifier", "NSTitle": "NSToolbarItemTitle",
    ]

    /// Both schemas write Apple's keys (NibKit's compact one only those its loader reads), so a
    /// toolbar loads alike from either.
    mutating func appKitToolbarValues(_ object: DocumentObject, _ values: [KeyedValue]) -> [KeyedValue] {
        let element = document.element(at: object.path)
        let result: [KeyedValue]
        switch object.elementName {
        case "toolbar": result = toolbarValues(object, element, values)
        // (A search item is an NSToolbarItem, whose coder writes its keys for it: NSSearchToolbarItem
        // adds its own to them.)
        case "toolbarItem", "searchToolbarItem": result = toolbarItemValues(object, element, values)
        default: return values
        }
        guard !writesAppleOnlyKeys else { return result }
        let generic = Set(values.map(\.key))
        return result.filter { generic.contains($0.key) || Self.toolbarKeysTheLoaderReads.contains($0.key) }
    }

    /// The Apple keys of toolbars and their items that NibKit's loader reads.
    static let toolbarKeysTheLoaderReads: Set<String> = [
        "NSToolbarIdentifier", "NSToolbarDisplayMode", "NSToolbarSizeMode", "NSToolbarAllowsUserCustomization",
        "NSToolbarAutosavesConfiguration", "NSToolbarShowsBaselineSeparator", "NSToolbarIBAllowedItems", "NSToolbarIBDefaultItems",
        "NSToolbarItemIdentifier", "NSToolbarItemLabel", "NSToolbarItemPaletteLabel", "NSToolbarItemToolTip", "NSToolbarItemView",
        "NSToolbarItemBordered", "NSToolbarItemImage", "NSToolbarItemTag", "NSToolbarItemMinSize", "NSToolbarItemMaxSize",
        "NSToolbarItemVisibilityPriority",
    ]

    private mutating func toolbarValues(_ object: DocumentObject, _ element: Element, _ values: [KeyedValue]) -> [KeyedValue] {
        var result = values.filter { !Self.toolbarGenericKeys.contains($0.key) }
        // (Every kind of item: `<toolbarItem>`, `<searchToolbarItem>`…; the default list refers to allowed ones.)
        let allowed = element.child("allowedToolbarItems")?.children ?? []
        let defaults = element.child("defaultToolbarItems")?.children ?? []
        /// An item of a list: its own element (allowed items) or the one it refers to (default items).
        func item(_ entry: Element) -> Element? {
            guard let target = entry["reference"] else { return entry["id"] == nil ? nil : entry }
            return allowed.first { $0["id"] == target }
        }
        var identified: [(ArchiveValue, ArchiveValue)] = []
        var allowedItems: [ArchiveValue] = []
        var selectable: [ArchiveValue] = []
        for entry in allowed {
            guard let element = item(entry), let value = reference(to: element["id"]) else { continue }
            identified.append((.object(builder.string(Self.toolbarItemIdentifier(element))), value))
            allowedItems.append(value)
            if element["selectable"] == "YES" { selectable.append(value) }
        }
        let defaultItems = defaults.compactMap { item($0).flatMap { reference(to: $0["id"]) } }
        let identifier = element["explicitIdentifier"] ?? element["implicitIdentifier"] ?? ""
        result += [
            KeyedValue("NSToolbarIdentifier", .object(builder.string(identifier))),
            KeyedValue("NSToolbarDelegate", .null),
            KeyedValue("NSToolbarPrefersToBeShown", .bool(element["visible"] != "NO")),
            KeyedValue("NSToolbarAllowsUserCustomization", .bool(element["allowsUserCustomization"] != "NO")),
            KeyedValue("NSToolbarAutosavesConfiguration", .bool(element["autosavesConfiguration"] != "NO")),
            KeyedValue("NSToolbarDisplayMode", .int(Self.toolbarDisplayModes[element["displayMode"] ?? ""] ?? 0)),
            KeyedValue("NSToolbarSizeMode", .int(Self.toolbarSizeModes[element["sizeMode"] ?? ""] ?? 0)),
        ]
        if element["showsBaselineSeparator"] == "NO" { result.append(KeyedValue("NSToolbarShowsBaselineSeparator", .bool(false))) }
        result += [
            KeyedValue("NSToolbarCenteredItemIdentifier", .null),
            KeyedValue("NSToolbarIBIdentifiedItems", .object(builder.dictionary(identified, className: "NSMutableDictionary"))),
            KeyedValue("NSToolbarIBAllowedItems", .object(builder.array(allowedItems))),
        ]
        // No default items, no key (viraptor/ibtool's toolbar rule, changed against an Apple pair).
        if !defaultItems.isEmpty { result.append(KeyedValue("NSToolbarIBDefaultItems", .object(builder.array(defaultItems)))) }
        result.append(KeyedValue("NSToolbarIBSelectableItems", .object(builder.array(selectable, className: "NSMutableArray"))))
        if diagnostics.recordsAttributeUses, let index = archiveIndex.indexByID[object.id] {
            for (from, to) in [("NSImplicitIdentifier", "NSToolbarIdentifier"), ("NSExplicitIdentifier", "NSToolbarIdentifier"),
                               ("NSDisplayMode", "NSToolbarDisplayMode"), ("NSSizeMode", "NSToolbarSizeMode"),
                               ("NSAllowsUserCustomization", "NSToolbarAllowsUserCustomization"),
                               ("NSAutosavesConfiguration", "NSToolbarAutosavesConfiguration"),
                               ("NSShowsBaselineSeparator", "NSToolbarShowsBaselineSeparator"),
                               ("NSAllowedToolbarItems", "NSToolbarIBAllowedItems"), ("NSDefaultToolbarItems", "NSToolbarIBDefaultItems")] {
                renameUses(of: index, from: from, to: to)
            }
            // A list's references to items are archived as the items in Apple's lists.
            for (list, key) in [(allowed, "NSToolbarIBAllowedItems"), (defaults, "NSToolbarIBDefaultItems")] {
                for entry in list where entry["reference"] != nil { recordUses(of: entry, index: index, archived: ["reference": key]) }
            }
        }
        return result
    }

    /// A toolbar item's identifier: the explicit one, else the implicit one IB made.
    static func toolbarItemIdentifier(_ item: Element) -> String {
        item["explicitItemIdentifier"] ?? item["implicitItemIdentifier"] ?? ""
    }

    private mutating func toolbarItemValues(_ object: DocumentObject, _ element: Element, _ values: [KeyedValue]) -> [KeyedValue] {
        let identifier = Self.toolbarItemIdentifier(element)
        // Interface Builder's sizing behaviour is its own: it sizes the item's view, and the sizes
        // it gives are archived (NSToolbarItem has no such property; viraptor/ibtool writes no key).
        var result = values.filter { Self.toolbarItemGenericKeys[$0.key] == nil && $0.key != "NSSizingBehavior" }
        if diagnostics.recordsAttributeUses, let index = archiveIndex.indexByID[object.id] {
            for (key, apple) in Self.toolbarItemGenericKeys { renameUses(of: index, from: key, to: apple) }
            markUsesDesignTime(of: index, key: "NSSizingBehavior")
        }
        if object.customClass == nil, let standard = Self.standardToolbarItems[element["implicitItemIdentifier"] ?? ""] {
            return result + standardToolbarItemValues(identifier: identifier, standard)
        }
        let view = element.child(key: "view")
        let buttonCell = view.flatMap { $0.name == "button" ? $0.child(key: "cell") : nil }
        let toolTip: ArchiveValue
        if let text = element["toolTip"] {
            toolTip = .object(builder.string(text))
        } else if element.children.contains(where: { $0.name == "nil" && $0["key"] == "toolTip" }) {
            toolTip = .null
        } else {
            toolTip = .object(builder.string(""))
        }
        // Bordered as the document says, else as its button view is; AppKit's default, off, otherwise
        // (an image is no border: Xcode writes `bordered="YES"` for a bordered image item).
        let bordered = element["bordered"].map { $0 == "YES" } ?? buttonCell.map { $0["borderStyle"] == "border" } ?? false
        let image = element["image"].flatMap { $0.isEmpty ? nil : ArchiveValue.object(imagePlaceholder($0, catalog: element["catalog"])) } ?? .null
        /// The document's size as the generic encoding archived it, else AppKit's zero size.
        func size(_ key: String) -> ArchiveValue {
            let generic = "NS" + key.prefix(1).uppercased() + key.dropFirst()
            if let value = values.first(where: { $0.key == generic })?.value { return value }
            guard let size = element.child("size", key: key) else { return .object(builder.string("{0, 0}")) }
            return geometryString(Self.numbers(size, ["width", "height"]))
        }
        result += [
            KeyedValue("NSToolbarItemIdentifier", .object(builder.string(identifier))),
            KeyedValue("NSToolbarItemLabel", .object(builder.string(element["label"] ?? ""))),
            KeyedValue("NSToolbarItemPaletteLabel", .object(builder.string(element["paletteLabel"] ?? ""))),
            KeyedValue("NSToolbarItemToolTip", toolTip),
            KeyedValue("NSToolbarItemView", reference(to: view?["id"]) ?? .null),
            KeyedValue("NSToolbarItemBordered", .bool(bordered)),
            KeyedValue("NSToolbarItemImage", image),
            KeyedValue("NSToolbarItemTitle", .object(builder.string(buttonCell?["title"] ?? ""))),
            KeyedValue("NSToolbarItemTarget", .null), KeyedValue("NSToolbarItemAction", .null),
            KeyedValue("NSToolbarItemMinSize", size("minSize")), KeyedValue("NSToolbarItemMaxSize", size("maxSize")),
            KeyedValue("NSToolbarItemIgnoreMinMaxSizes", .bool(false)),
            KeyedValue("NSToolbarItemEnabled", .bool(element["enabled"] != "NO")),
            KeyedValue("NSToolbarItemAutovalidates", .bool(element["autovalidates"] != "NO")),
            KeyedValue("NSToolbarItemTag", .int(element["tag"].flatMap { Int($0) } ?? 0)),
            KeyedValue("NSToolbarItemVisibilityPriority", .int(element["visibilityPriority"].flatMap { Self.toolbarVisibilityPriorities[$0] ?? Int($0) } ?? 0)),
            KeyedValue("NSToolbarItemNavigational", .bool(element["navigational"] == "YES")),
            KeyedValue("NSToolbarIsUserRemovable", .bool(true)),
            KeyedValue("NSToolbarItemStyle", .int(0)),
        ]
        return result
    }

}

/// Menu item defaults shared by the families that archive menu items.
enum AppKitMenuItemDefaults {
    /// The Command key's `NSEvent.ModifierFlags` bit: a key equivalent's modifiers when the document names none.
    static let commandModifier = 1 << 20
}
