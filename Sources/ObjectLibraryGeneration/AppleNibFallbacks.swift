import NibCompiler

/// Where Apple's nibs keep what the compact schema writes under a key of its own: flag words,
/// numbers for names, other keys. A generated read falls back to them, so both schemas load alike.
enum AppleNibFallbacks {
    /// A scroll view's switches and amounts: NSsFlags bits and NSScrollAmts in Apple's nibs.
    static let scrollView: [String: String] = [
        "autohidesScrollers": " ?? coder.nibFlagSwitch(0x200, set: true)",
        "hasHorizontalScroller": " ?? coder.nibFlagSwitch(0x20, clear: false)",
        "hasVerticalScroller": " ?? coder.nibFlagSwitch(0x10, clear: false)",
        "usesPredominantAxisScrolling": " ?? coder.nibFlagSwitch(0x10000, clear: false)",
        "borderType": " ?? coder.nibScrollViewBorderType()",
        "verticalPageScroll": " ?? coder.nibScrollAmount(0)", "horizontalPageScroll": " ?? coder.nibScrollAmount(1)",
        "verticalLineScroll": " ?? coder.nibScrollAmount(2)", "horizontalLineScroll": " ?? coder.nibScrollAmount(3)",
        "headerView": " ?? coder.nibTableHeaderView()",
        // The horizontal elasticity: NSScrollView.Elasticity from bit 14 of NSsFlags.
        "horizontalScrollElasticity": " ?? coder.nibInt(forKey: \"NSsFlags\").flatMap { [1: \"none\", 2: \"allowed\"][$0 >> 14 & 3] }",
        // The vertical elasticity from bit 12, and magnification bit 19 (Finch's NSScrollView.m).
        "verticalScrollElasticity": " ?? coder.nibInt(forKey: \"NSsFlags\").flatMap { [1: \"none\", 2: \"allowed\"][$0 >> 12 & 3] }",
        "allowsMagnification": " ?? coder.nibFlagSwitch(0x80000, set: true)",
    ]

    /// A segmented cell's settings are numbers and its segments NSSegmentItems in Apple's nibs.
    static let segmentedCell: [String: String] = [
        "style": "coder.nibString(forKey: \"NSStyle\") ?? coder.nibEnumName(forKey: \"NSSegmentStyle\", names: AppKitEnumerationNumbers.segmentStyleNames)",
        "trackingMode": "coder.nibEnumName(forKey: \"NSTrackingMode\", names: AppKitEnumerationNumbers.segmentTrackingModeNames) ?? (coder.containsValue(forKey: \"NSSegmentStyle\") ? \"selectOne\" : nil)",
        "segmentDistribution": "coder.nibEnumName(forKey: \"NSSegmentDistribution\", names: AppKitEnumerationNumbers.segmentDistributionNames, unless: 0)",
        "segments": "coder.containsValue(forKey: \"NSSegments\") ? coder.nibObjects(forKey: \"NSSegments\") : coder.nibObjects(forKey: \"NSSegmentImages\")",
    ]

    static let segment: [String: String] = [
        "label": " ?? coder.nibNonEmptyString(forKey: \"NSSegmentItemLabel\")", "width": " ?? coder.nibDouble(forKey: \"NSSegmentItemWidth\")",
        "tag": " ?? coder.nibInt(forKey: \"NSSegmentItemTag\")", "selected": " ?? coder.nibBool(forKey: \"NSSegmentItemSelected\")",
        "image": " ?? coder.nibString(forKey: \"NSSegmentItemImage\")", "catalog": " ?? coder.nibImageCatalog(forKey: \"NSSegmentItemImage\")",
        "enabled": " ?? coder.nibBool(forKey: \"NSSegmentItemDisabled\").map { !$0 }",
        "imageScaling": " ?? coder.nibEnumName(forKey: \"NSSegmentItemImageScaling\", names: AppKitEnumerationNumbers.imageScalingNames, unless: 0)",
    ]

    /// A button cell's kind, behaviour, border, image and inset are packed in NSButtonFlags/NSButtonFlags2.
    static let buttonCell: [String: String] = [
        "typeValue": " ?? coder.nibButtonType()", "behavior": " ?? coder.nibButtonBehavior()",
        "borderStyle": " ?? coder.nibButtonFlags().flatMap(AppKitButtonFlags.border)",
        "imagePosition": " ?? coder.nibButtonFlags().flatMap(AppKitButtonFlags.imagePosition)",
        "inset": " ?? coder.nibButtonFlags().map(AppKitButtonFlags.inset).flatMap { $0 == 0 ? nil : $0 }",
        "transparent": " ?? coder.nibButtonFlags().flatMap { AppKitButtonFlags.isTransparent($0) ? true : nil }",
        "imageScaling": " ?? coder.nibInt(forKey: \"NSButtonFlags2\").flatMap(AppKitButtonFlags.imageScaling)",
        "keyEquivalent": " ?? coder.nibNonEmptyString(forKey: \"NSKeyEquivalent\")",
        "keyEquivalentModifierMask": " ?? coder.nibButtonKeyEquivalentModifierMask()",
    ]

    /// An outline view's indentation is a float under AppKit's key (0 where the document names none),
    /// its outline column's resizing a switch only when off.
    static let outlineView: [String: String] = [
        "indentationPerLevel": " ?? coder.nibDouble(forKey: \"NSOutlineViewIndentationPerLevelKey\").flatMap { $0 == 0 ? nil : Int(saturating: $0) }",
        "autoresizesOutlineColumn": " ?? coder.nibOutlineColumnAutoresizing()",
        "outlineTableColumn": " ?? coder.nibObject(forKey: \"NSOutlineViewOutlineTableColumnKey\", as: NSTableColumn.self)",
    ]

    static let tableView: [String: String] = [
        "columnReordering": " ?? coder.nibFlagSwitch(-0x80000000, clear: false, in: \"NSTvFlags\")",
        "columnResizing": " ?? coder.nibFlagSwitch(0x40000000, clear: false, in: \"NSTvFlags\")",
        "emptySelection": " ?? coder.nibFlagSwitch(0x10000000, clear: false, in: \"NSTvFlags\")",
        "multipleSelection": " ?? coder.nibFlagSwitch(0x08000000, clear: false, in: \"NSTvFlags\")",
        "columnSelection": " ?? coder.nibFlagSwitch(0x04000000, set: true, in: \"NSTvFlags\")",
        "autosaveColumns": " ?? coder.nibFlagSwitch(0x01000000, clear: false, in: \"NSTvFlags\")",
        "alternatingRowBackgroundColors": " ?? coder.nibFlagSwitch(0x00800000, set: true, in: \"NSTvFlags\")",
        // Its styles are AppKit's numbers under keys of NSTableView's own (AppKitTableStyleKeys).
        "tableStyle": " ?? coder.nibEnumName(forKey: \"NSTableViewStyle\", names: AppKitEnumerationNumbers.tableViewStyleNames)",
        "rowSizeStyle": " ?? coder.nibEnumName(forKey: \"NSTableViewRowSizeStyle\", names: AppKitEnumerationNumbers.tableRowSizeStyleNames)",
        "selectionHighlightStyle": " ?? coder.nibEnumName(forKey: \"NSTableViewSelectionHighlightStyle\", names: AppKitEnumerationNumbers.tableSelectionHighlightStyleNames)",
        // A table with prototype views is view-based; ibtool writes no other key for it.
        "viewBased": " ?? (coder.containsValue(forKey: \"NSTableViewArchivedReusableViewsKey\") ? true : nil)",
    ]

    /// A progress indicator's switches are packed into NSpiFlags (AppKitProgressIndicatorKeys).
    static let progressIndicator: [String: String] = [
        "bezeled": " ?? (coder.nibFlag(0x1, in: \"NSpiFlags\") == false ? false : nil)",
        "indeterminate": " ?? (coder.nibFlag(0x2, in: \"NSpiFlags\") == true ? true : nil)",
        "style": " ?? coder.nibFlag(0x1000, in: \"NSpiFlags\").map { $0 ? \"spinning\" : \"bar\" }",
        "displayedWhenStopped": " ?? (coder.nibFlag(0x2000, in: \"NSpiFlags\") == true ? false : nil)",
        "controlSize": " ?? (coder.nibFlag(0x100, in: \"NSpiFlags\") == true ? \"small\" : coder.nibFlag(0x200, in: \"NSpiFlags\") == true ? \"mini\" : nil)",
    ]

    static let tabView: [String: String] = [
        "allowsTruncatedLabels": " ?? coder.nibBool(forKey: \"NSAllowTruncatedLabels\").flatMap { $0 ? nil : false }",
        "drawsBackground": " ?? (coder.containsValue(forKey: \"NSTvFlags\") ? false : nil)",
        // NSTvFlags: the type in bits 0-2, the control size in bits 26-27 (as GNUstep's NSTabView.m reads them).
        "typeValue": " ?? coder.nibInt(forKey: \"NSTvFlags\").flatMap { $0 & 7 == 0 ? nil : AppKitEnumerationNumbers.tabViewTypeNames[$0 & 7] }",
        "controlSize": " ?? coder.nibInt(forKey: \"NSTvFlags\").flatMap { [1: \"small\", 2: \"mini\", 3: \"large\"][$0 >> 26 & 3] }",
        "font": " ?? coder.nibObject(forKey: \"NSFont\", as: NibFont.self)",
    ]

    /// A search toolbar item's settings are its NSToolbarItem keys (AppKitToolbarKeys): an
    /// empty label or tool tip and a standard priority (0) are no setting.
    static let searchToolbarItem: [String: String] = [
        "label": " ?? coder.nibNonEmptyString(forKey: \"NSToolbarItemLabel\")",
        "paletteLabel": " ?? coder.nibNonEmptyString(forKey: \"NSToolbarItemPaletteLabel\")",
        "implicitItemIdentifier": " ?? coder.nibNonEmptyString(forKey: \"NSToolbarItemIdentifier\")",
        "bordered": " ?? coder.nibBool(forKey: \"NSToolbarItemBordered\")",
        "visibilityPriority": " ?? coder.nibInt(forKey: \"NSToolbarItemVisibilityPriority\").flatMap { $0 == 0 ? nil : $0 }",
        "toolTip": " ?? coder.nibNonEmptyString(forKey: \"NSToolbarItemToolTip\") as AnyObject?",
        "view": " ?? coder.decodeObject(forKey: \"NSToolbarItemView\") as AnyObject?",
    ]

    /// A switch's alignment, writing direction and size are NSControl's numbers in Apple's nibs
    /// (AppKitSwitchKeys).
    static let switchControl: [String: String] = [
        "alignment": " ?? coder.nibEnumName(forKey: \"NSControlTextAlignment\", names: AppKitEnumerationNumbers.textAlignmentNames)",
        "baseWritingDirection": " ?? coder.nibEnumName(forKey: \"NSControlWritingDirection\", names: AppKitEnumerationNumbers.writingDirectionNames)",
    ]

    /// A visual effect view's material, blending mode and state are numbers under keys of their
    /// own in Apple's nibs (AppKitVisualEffectViewKeys).
    static let visualEffectView: [String: String] = [
        "material": " ?? coder.nibEnumName(forKey: \"NSVisualEffectViewMaterial\", names: AppKitEnumerationNumbers.visualEffectMaterialNames)",
        "blendingMode": " ?? coder.nibEnumName(forKey: \"NSVisualEffectViewBlendingMode\", names: AppKitEnumerationNumbers.visualEffectBlendingModeNames)",
        "state": " ?? coder.nibEnumName(forKey: \"NSVisualEffectViewState\", names: AppKitEnumerationNumbers.visualEffectStateNames)",
    ]

    /// The read of a property of an AppKit class: `plain` (the read of its own key), with the
    /// places Apple's nibs keep it instead.
    static func read(_ plain: String, of property: PlannedProperty, in className: String, element: String?) -> String {
        var expr = plain
        let name = property.name, type = property.type
        let attribute = property.attribute
        // Apple's nibs keep some of a cell's attributes in its flag words: read them from there
        // too, and give AppKit's default when neither says (both schemas then load alike).
        if className.hasSuffix("Cell"), let cellAttribute = attribute {
            if let flag = KeyTables.cellFlagAttributes[cellAttribute], type == "Bool" {
                let parts = flag.split(separator: " ")
                expr += " ?? coder.nibFlag(\(parts[1]), in: \"\(parts[0])\") ?? false"
            } else if cellAttribute == "lineBreakMode", type == "Int" {
                expr += " ?? coder.nibCellLineBreakMode() ?? 0"
            } else if cellAttribute == "alignment", type == "String" {
                expr += " ?? coder.nibCellAlignment() ?? \"natural\""
            } else if cellAttribute == "borderStyle", type == "String" {
                expr += " ?? coder.nibCellBorderStyle()"
            } else if cellAttribute == "controlSize", type == "String" {
                expr += " ?? coder.nibCellControlSize()"
            }
        }
        // A slider's or stepper's continuity is a bit of its cell's flags in Apple's nibs (acts
        // while dragged; continuous). The compact schema writes a slider's key only when set, a
        // stepper's always (steppers are continuous unless the document says not).
        if name == "continuous", className == "NSSliderCell" { expr += " ?? (coder.nibFlag(0x100, in: \"NSCellFlags\") == true ? true : nil)" }
        if name == "continuous", className == "NSStepperCell" { expr += " ?? coder.nibFlag(0x80000, in: \"NSCellFlags\")" }
        // Any other cell's continuity is its periodic bit (the compact schema writes the key only when set).
        if name == "continuous", className.hasSuffix("Cell"), !["NSSliderCell", "NSStepperCell"].contains(className), type == "Bool" {
            expr += " ?? (coder.nibFlag(0x80000, in: \"NSCellFlags\") == true ? true : nil)"
        }
        // A rounded text field's bezel is a number in Apple's nibs.
        if name == "bezelStyle", ["NSTextFieldCell", "NSSearchFieldCell", "NSSecureTextFieldCell"].contains(className) {
            expr += " ?? coder.nibEnumName(forKey: \"NSTextBezelStyle\", names: AppKitEnumerationNumbers.textBezelStyleNames)"
        }
        if className == "NSScrollView" { expr += scrollView[name] ?? "" }
        // Apple's nibs keep a view's clipping as NSViewClipsToBoundsKeyName, a disabled menu item as NSIsDisabled.
        if name == "clipsToBounds", type == "Bool" { expr += " ?? coder.nibClipsToBounds()" }
        // A disabled cell has bit 29 of NSCellFlags set in Apple's nibs (the compact schema writes the key only where the document sets it).
        if className.hasSuffix("Cell"), name == "enabled", type == "Bool" { expr += " ?? (coder.nibFlag(0x20000000, in: \"NSCellFlags\") == true ? false : nil)" }
        // A cell's base writing direction is bits 13–14 of NSCellFlags2, plus one (0 natural: no name), in Apple's nibs.
        if className.hasSuffix("Cell"), name == "baseWritingDirection", type == "String" {
            expr += " ?? coder.nibInt(forKey: \"NSCellFlags2\").flatMap { [1: \"leftToRight\", 2: \"rightToLeft\"][$0 >> 13 & 3] }"
        }
        // A text cell whose undo is off has bit 12 of NSCellFlags2 set in Apple's nibs.
        if className.hasSuffix("Cell"), name == "allowsUndo", type == "Bool" { expr += " ?? (coder.nibFlag(0x1000, in: \"NSCellFlags2\") == true ? false : nil)" }
        // A view's opacity is NSView's NSViewAlphaValue in Apple's nibs (AppKitViewKeys).
        if name == "alphaValue", type == "Double" { expr += " ?? coder.nibDouble(forKey: \"NSViewAlphaValue\")" }
        // A view that does not autoresize its subviews has bit 8 of NSvFlags clear (both schemas).
        if className == "NSView", name == "autoresizesSubviews" { expr += " ?? (coder.nibFlag(0x100, in: \"NSvFlags\") == false ? false : nil)" }
        if element == "menuItem", name == "state", type == "String" {
            expr = "coder.nibEnumName(forKey: \"NSState\", names: AppKitEnumerationNumbers.controlStateNames)"
        }
        // A menu item's key-equivalent localization and mirroring are NSMenuItem's switches, on by default (AppKitMenuItemKeys).
        if element == "menuItem", name == "localization", type == "Bool" {
            expr += " ?? coder.nibBool(forKey: \"NSAllowsKeyEquivalentLocalization\").flatMap { $0 ? nil : false }"
        }
        if element == "menuItem", name == "mirroring", type == "Bool" {
            expr += " ?? coder.nibBool(forKey: \"NSAllowsKeyEquivalentMirroring\").flatMap { $0 ? nil : false }"
        }
        if element == "menuItem", name == "enabled", type == "Bool" { expr += " ?? coder.nibBool(forKey: \"NSIsDisabled\").map { !$0 }" }
        if className == "NSSplitView", name == "dividerStyle" {
            expr = "coder.nibEnumName(forKey: \"NSDividerStyle\", names: AppKitEnumerationNumbers.splitViewDividerStyleNames)"
        }
        if className == "NSMatrix", name == "allowsEmptySelection" { expr += " ?? coder.nibFlagSwitch(0x10000000, clear: false, in: \"NSMatrixFlags\")" }
        if className == "NSSegmentedCell" { expr = segmentedCell[name] ?? expr }
        if className == "NSSegment" { expr += segment[name] ?? "" }
        if className == "NSButtonCell" { expr += buttonCell[name] ?? "" }
        // A button cell's image catalog is its image resource's in Apple's nibs (AppKitCellKeys).
        // A pop-up cell's alternate title is its alternate contents in Apple's nibs (empty: none).
        if className == "NSPopUpButtonCell", name == "alternateTitle" { expr += " ?? coder.nibNonEmptyString(forKey: \"NSAlternateContents\")" }
        if className == "NSButtonCell", name == "catalog" { expr += " ?? coder.nibImageCatalog(forKey: \"NSNormalImage\")" }
        // A button's content tint is its cell's NSContentTintColor in Apple's nibs.
        if className == "NSButton", name == "contentTintColor" { expr += " ?? coder.nibCellObject(forKey: \"NSContentTintColor\", as: NibColor.self)" }
        // A box's type, border and title position are numbers, its title and title font in a title cell, in Apple's nibs.
        if className == "NSBox" {
            expr = [
                "boxType": "coder.nibEnumName(forKey: \"NSBoxType\", names: AppKitEnumerationNumbers.boxTypeNames, unless: 0)",
                "borderType": "coder.nibEnumName(forKey: \"NSBorderType\", names: AppKitEnumerationNumbers.borderTypeNames, unless: 3)",
                "titlePosition": "coder.nibEnumName(forKey: \"NSTitlePosition\", names: AppKitEnumerationNumbers.boxTitlePositionNames, unless: 2)",
                "title": expr + " ?? (coder.decodeObject(forKey: \"NSTitleCell\") as? NSCell)?.title",
                "titleFont": expr + " ?? coder.nibBoxTitleFont()",
                // (NSTransparent is always off in Apple's nibs: a transparent box is NSFullyTransparent.)
                "transparent": "coder.nibBool(forKey: \"NSFullyTransparent\") ?? " + expr,
            ][name] ?? expr
        }
        // Apple's nibs keep a pop-up cell's edge and arrow as numbers, pulling down and altering state under their own names.
        if className == "NSPopUpButtonCell" {
            expr = [
                "arrowPosition": "coder.nibPopUpArrowPosition()",
                "preferredEdge": "coder.nibEnumName(forKey: \"NSPreferredEdge\", names: AppKitEnumerationNumbers.rectEdgeNames, unless: 1)",
                "pullsDown": expr + " ?? coder.nibBool(forKey: \"NSPullDown\")",
                "altersStateOfSelectedItem": expr + " ?? coder.nibBool(forKey: \"NSAltersState\").flatMap { $0 ? nil : false }",
            ][name] ?? expr
        }
        if className == "NSOutlineView" { expr += outlineView[name] ?? "" }
        if ["NSTableView", "NSOutlineView"].contains(className), name == "intercellSpacing" { expr += " ?? coder.nibIntercellSpacing()" }
        if ["NSTableView", "NSOutlineView"].contains(className) { expr += tableView[name] ?? "" }
        if className == "NSProgressIndicator" { expr += progressIndicator[name] ?? "" }
        if className == "NSTabView" { expr += tabView[name] ?? "" }
        // A tab view item's image catalog is its image resource's in Apple's nibs (AppKitTabViewKeys).
        if className == "NSTabViewItem", name == "catalog" { expr += " ?? coder.nibImageCatalog(forKey: \"NSImage\")" }
        if className == "NSVisualEffectView" { expr += visualEffectView[name] ?? "" }
        if className == "NSSearchToolbarItem" { expr += searchToolbarItem[name] ?? "" }
        if className == "NSSwitch" { expr += switchControl[name] ?? "" }
        if className == "NSSwitch", name == "controlSize" {
            expr = "coder.nibEnumName(forKey: \"NSControlSize\", names: AppKitEnumerationNumbers.controlSizeNames, unless: 0)"
        }
        // A slider's kind is NSSlider.SliderType's number in Apple's nibs (AppKitRangeControlKeys).
        if className == "NSSliderCell", name == "sliderType" {
            expr = "coder.nibEnumName(forKey: \"NSSliderType\", names: [0: \"linear\", 1: \"circular\"])"
        }
        // A switch's state is NSControl's state number in Apple's nibs (AppKitSwitchKeys).
        if className == "NSSwitch", name == "state" {
            expr = "coder.nibEnumName(forKey: \"NSState\", names: AppKitEnumerationNumbers.controlStateNames)"
        }
        // A popover's behaviour is a number in Apple's nibs (AppKitPopoverKeys).
        if className == "NSPopover", name == "behavior" {
            expr = "coder.nibEnumName(forKey: \"NSBehavior\", names: AppKitEnumerationNumbers.popoverBehaviorNames)"
        }
        // A search field cell's immediate sending is a bit of its NSSearchFieldFlags in Apple's nibs.
        if className == "NSSearchFieldCell", name == "sendsSearchStringImmediately" { expr += " ?? coder.nibSearchFieldSendsImmediately()" }
        if className == "NSTableColumn", name == "editable" { expr += " ?? coder.nibTableColumnEditable()" }
        // A column's resizing mask: its bits (resize with the table 1, by the user 2), no key being none.
        if className == "NSTableColumn", name == "resizingMask" { expr += " ?? []" }
        // An image cell's image is its NSContents, its scaling NSScale, in Apple's nibs.
        if className == "NSImageCell", name == "image" { expr += " ?? coder.nibString(forKey: \"NSContents\")" }
        if className == "NSImageCell", name == "imageFrameStyle" {
            expr += " ?? coder.nibEnumName(forKey: \"NSStyle\", names: AppKitEnumerationNumbers.imageFrameStyleNames, unless: 0)"
        }
        if className == "NSImageCell", name == "imageAlignment" {
            expr += " ?? coder.nibEnumName(forKey: \"NSAlign\", names: AppKitEnumerationNumbers.imageAlignmentNames, unless: 0)"
        }
        if className == "NSImageCell", name == "imageScaling" {
            expr += " ?? coder.nibEnumName(forKey: \"NSScale\", names: AppKitEnumerationNumbers.imageScalingNames, unless: 2)"
        }
        // A text field's character picker is its cell's NSCharacterPickerEnabled in Apple's nibs.
        if name == "allowsCharacterPickerTouchBarItem", type == "Bool" { expr += " ?? coder.nibCellCharacterPicker()" }
        // A clip view's background and scrolling switches are bits of its NScvFlags (none: 0).
        if className == "NSClipView", name == "drawsBackground" { expr += " ?? ((coder.nibInt(forKey: \"NScvFlags\") ?? 0) & 0x4 != 0)" }
        if className == "NSClipView", name == "copiesOnScroll" { expr += " ?? ((coder.nibInt(forKey: \"NScvFlags\") ?? 0) & 0x2 == 0)" }
        // A scroller's size and orientation are in its NSsFlags in Apple's nibs.
        if className == "NSScroller", name == "controlSize" { expr = "coder.nibScrollerControlSize()" }
        if className == "NSScroller", attribute == "horizontal", type == "Bool" { expr += " ?? coder.nibFlag(0x1, in: \"NSsFlags\") ?? false" }
        return expr
    }
}
