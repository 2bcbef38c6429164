import NibArchive
import NibDocument

/// AppKit's standard toolbar items, which Interface Builder saves by identifier alone and ibtool
/// archives with AppKit's own settings: the space items (the pairs `toolbar_button_item`,
/// `toolbar_default_refs`) as their own classes, with a separator menu item as their menu form;
/// the print and font panel items (viraptor/ibtool's `toolbar.py`, from Apple's nibs) as plain
/// items with AppKit's labels, tool tip, action and the SF Symbol they show. Every one has tag -1.
extension Compilation {
    /// What AppKit gives a standard item.
    struct StandardToolbarItem {
        var label = ""
        var paletteLabel: String
        var toolTip: String?
        var bordered = false
        var action: String?
        var minSize: String
        var maxSize: String
        /// The symbol image: its name, size and alignment rectangle (normalized).
        var symbol: (name: String, size: String, alignment: String)?
        /// Whether the item is archived as its own class (its identifier), with a separator as its menu form.
        var hasItsOwnClass = false
    }

    /// AppKit's standard items by identifier.
    static let standardToolbarItems: [String: StandardToolbarItem] = [
        "NSToolbarSpaceItem": StandardToolbarItem(paletteLabel: "Space", minSize: "{8, 24}", maxSize: "{8, 24}", hasItsOwnClass: true),
        "NSToolbarFlexibleSpaceItem": StandardToolbarItem(paletteLabel: "Flexible Space", minSize: "{8, 24}", maxSize: "{20000, 24}", hasItsOwnClass: true),
        "NSToolbarShowFontsItem": StandardToolbarItem(
            label: "Fonts", paletteLabel: "Fonts", toolTip: "Show Font Panel", bordered: true, action: "orderFrontFontPanel:",
            minSize: "{36, 24}", maxSize: "{36, 24}", symbol: ("textformat", "{19, 12}", "{{0, 0.083333333333333329}, {1, 0.75}}")),
        "NSToolbarPrintItem": StandardToolbarItem(
            label: "Print", paletteLabel: "Print", toolTip: "Print", bordered: true, action: "printDocument:",
            minSize: "{35, 24}", maxSize: "{35, 24}", symbol: ("printer", "{19, 16}", "{{0, 0.1875}, {1, 0.5625}}")),
    ]

    /// A standard item's keys.
    mutating func standardToolbarItemValues(identifier: String, _ standard: StandardToolbarItem) -> [KeyedValue] {
        let image = standard.symbol.map { toolbarSymbolImage($0.name, size: $0.size, alignment: $0.alignment) } ?? .null
        var values = [
            KeyedValue("NSToolbarItemIdentifier", .object(builder.string(identifier))),
            KeyedValue("NSToolbarItemLabel", .object(builder.string(standard.label))),
            KeyedValue("NSToolbarItemPaletteLabel", .object(builder.string(standard.paletteLabel))),
            KeyedValue("NSToolbarItemToolTip", standard.toolTip.map { .object(builder.string($0)) } ?? .null),
            KeyedValue("NSToolbarItemView", .null),
            KeyedValue("NSToolbarItemBordered", .bool(standard.bordered)), KeyedValue("NSToolbarItemImage", image),
            KeyedValue("NSToolbarItemTitle", .object(builder.string(""))),
            KeyedValue("NSToolbarItemTarget", .null),
            KeyedValue("NSToolbarItemAction", standard.action.map { .object(builder.string($0)) } ?? .null),
            KeyedValue("NSToolbarItemMinSize", .object(builder.string(standard.minSize))),
            KeyedValue("NSToolbarItemMaxSize", .object(builder.string(standard.maxSize))),
            KeyedValue("NSToolbarItemIgnoreMinMaxSizes", .bool(false)), KeyedValue("NSToolbarItemEnabled", .bool(true)),
            KeyedValue("NSToolbarItemAutovalidates", .bool(true)), KeyedValue("NSToolbarItemTag", .int(-1)),
            KeyedValue("NSToolbarItemVisibilityPriority", .int(0)), KeyedValue("NSToolbarItemNavigational", .bool(false)),
        ]
        if standard.hasItsOwnClass { values.append(KeyedValue("NSToolbarItemMenuFormRepresentation", .object(toolbarSeparatorMenuItem()))) }
        values += [KeyedValue("NSToolbarIsUserRemovable", .bool(true)), KeyedValue("NSToolbarItemStyle", .int(0))]
        return values
    }

    /// The separator menu item a space item shows in the toolbar's menu form.
    private mutating func toolbarSeparatorMenuItem() -> Int {
        let images = stateImages()
        return builder.add(ArchivedObject(className: "NSMenuItem", values: [
            KeyedValue("NSIsDisabled", .bool(true)), KeyedValue("NSIsSeparator", .bool(true)),
            KeyedValue("NSAllowsKeyEquivalentLocalization", .bool(true)), KeyedValue("NSAllowsKeyEquivalentMirroring", .bool(true)),
            KeyedValue("NSTitle", .object(builder.string(""))), KeyedValue("NSKeyEquiv", .object(builder.string(""))),
            KeyedValue("NSKeyEquivModMask", .int(AppKitMenuItemDefaults.commandModifier)), KeyedValue("NSMnemonicLoc", .int(Self.noMnemonic)),
            KeyedValue("NSOnImage", .object(images.on)), KeyedValue("NSMixedImage", .object(images.mixed)),
            KeyedValue("NSHiddenInRepresentation", .bool(false)),
        ]))
    }

    /// The SF Symbol image a standard item shows: an `NSImage` whose one representation names the
    /// symbol (kind 6), a template drawn in clear black (generic grey), with its size and alignment.
    private mutating func toolbarSymbolImage(_ name: String, size: String, alignment: String) -> ArchiveValue {
        let representation = builder.array([.object(builder.number(.int(6))), .object(builder.string(name)), .object(builder.number(.bool(false)))])
        let clear = encodeColor(Element(name: "color", attributes: [
            Attribute(name: "white", value: "0.0"), Attribute(name: "alpha", value: "0.0"),
            Attribute(name: "colorSpace", value: "custom"), Attribute(name: "customColorSpace", value: "genericGamma22GrayColorSpace"),
        ]))
        return .object(builder.add(ArchivedObject(className: "NSImage", values: [
            KeyedValue("NSImageFlags", .int(0x20C0_0000)), KeyedValue("NSSize", .object(builder.string(size))),
            KeyedValue("NSReps", .object(builder.array([.object(representation)]))), KeyedValue("NSColor", clear),
            KeyedValue("NSAlignmentRectInNormalizedCoordinates", .object(builder.string(alignment))),
            KeyedValue("NSIsTemplate", .bool(true)), KeyedValue("NSResizingMode", .int(0)), KeyedValue("NSTintColor", .null),
        ])))
    }
}
