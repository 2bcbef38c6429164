import NibArchive
import NibDocument

/// Data: which archive key and value type Apple uses for an attribute or a keyed child element.
///
/// Keys not listed follow the frameworks' prefix rule (`text` → `UIText`) and are counted as
/// invented, so coverage reports show where Apple's key is a guess.
package enum KeyTables {
    /// Attributes that only matter to Interface Builder, or that the compiler reads elsewhere.
    package static let structuralAttributes: Set<String> = [
        "id", "key", "customClass", "customModule", "customModuleProvider", "userLabel", "colorLabel",
        "sceneMemberID", "misplaced", "ambiguous", "verifyAmbiguity", "placeholderIntrinsicWidth",
        "placeholderIntrinsicHeight", "fixedFrame", "horizontalCompressionResistancePriority",
        "verticalCompressionResistancePriority", "horizontalHuggingPriority", "verticalHuggingPriority",
        "translatesAutoresizingMaskIntoConstraints", "visibleAtLaunch", "animationDuration",
        "extendedEdge", "useAutolayout",
        // A cell's content view names its cell by id; UIKit's content view archives no such key
        // (-[UITableViewCell encodeWithCoder:] archives the content view under the cell's `UIContentView`).
        "tableViewCell",
    ]

    /// The keys a `<constraint>`'s attributes are archived under.
    static let constraintKeys: [String: String] = [
        "firstItem": "NSFirstItem", "firstAttribute": "NSFirstAttribute", "secondItem": "NSSecondItem",
        "secondAttribute": "NSSecondAttribute", "relation": "NSRelation", "multiplier": "NSMultiplier", "constant": "NSConstant",
        "symbolic": "NSSymbolicConstant", "priority": "NSPriority", "identifier": "NSLayoutIdentifier",
    ]

    /// ``constraintKeys`` where Apple's schema writes the `…V2` keys too, which decoders read first.
    static let constraintKeysV2: [String: String] = constraintKeys.merging([
        "firstAttribute": "NSFirstAttributeV2", "secondAttribute": "NSSecondAttributeV2", "constant": "NSConstantV2",
    ]) { _, new in new }

    /// Layout attributes handled apart from the prefix rule, and the keys they end up in.
    static func layoutFlagKeys(_ flavour: Flavour) -> [(String, String)] {
        switch flavour {
        case .uiKit:
            [("translatesAutoresizingMaskIntoConstraints", "UIViewDoesNotTranslateAutoresizingMaskIntoConstraints"),
             ("horizontalHuggingPriority", "UIViewContentHuggingPriority"), ("verticalHuggingPriority", "UIViewContentHuggingPriority"),
             ("horizontalCompressionResistancePriority", "UIViewContentCompressionResistancePriority"),
             ("verticalCompressionResistancePriority", "UIViewContentCompressionResistancePriority")]
        case .appKit:
            [("translatesAutoresizingMaskIntoConstraints", "NSDoNotTranslateAutoresizingMask"), ("hidden", "NSvFlags"),
             ("horizontalHuggingPriority", "NSHuggingPriority"), ("verticalHuggingPriority", "NSHuggingPriority"),
             ("horizontalCompressionResistancePriority", "NSAntiCompressionPriority"),
             ("verticalCompressionResistancePriority", "NSAntiCompressionPriority")]
        }
    }

    /// Keyed children that are design-time only. `userComments` is Interface Builder's comment
    /// for localizers, which its strings export writes beside an object's text (no class of
    /// AppKit's or UIKit's has such a property).
    static func isDesignTimeKey(_ key: String) -> Bool {
        key == "canvasLocation" || key.hasPrefix("simulated") || key == "freeformSize" || key == "intrinsicContentSize"
            || key == "userComments"
    }

    /// Child element names that are never archived as values of their parent.
    package static let skippedChildren: Set<String> = [
        "connections", "userDefinedRuntimeAttributes", "variation", "designables", "simulatedMetricsContainer",
        "freeformSimulatedSizeMetrics", "simulatedStatusBarMetrics", "simulatedNavigationBarMetrics",
        "simulatedTabBarMetrics", "simulatedToolbarMetrics", "simulatedScreenMetrics", "simulatedOrientationMetrics",
        // A view-based table's prototypes are nibs of their own (`ReusableViewPrototypes`).
        "prototypeCellViews",
    ]

    /// Apple's UIKit keys for attributes and keyed children whose names are known (nib-binary-format.md §3.3).
    package static let uiKitKeys: [String: String] = [
        "text": "UIText", "textColor": "UITextColor", "textAlignment": "UITextAlignment",
        "numberOfLines": "UINumberOfLines", "lineBreakMode": "UILineBreakMode", "baselineAdjustment": "UIBaselineAdjustment",
        "minimumScaleFactor": "UIMinimumScaleFactor", "adjustsFontSizeToFit": "UIAdjustsFontSizeToFit",
        "preferredMaxLayoutWidth": "UIPreferredMaxLayoutWidth", "hidden": "UIHidden", "alpha": "UIAlpha", "tag": "UITag",
        "opaque": "UIOpaque", "clipsSubviews": "UIClipsToBounds", "contentMode": "UIContentMode",
        "multipleTouchEnabled": "UIMultipleTouchEnabled", "clearsContextBeforeDrawing": "UIClearsContextBeforeDrawing",
        "autoresizesSubviews": "UIAutoresizeSubviews", "backgroundColor": "UIBackgroundColor",
        "contentHorizontalAlignment": "UIContentHorizontalAlignment", "contentVerticalAlignment": "UIContentVerticalAlignment",
        "buttonType": "UIButtonType", "placeholder": "UIPlaceholder", "borderStyle": "UIBorderStyle",
        "minimumFontSize": "UIMinimumFontSize", "on": "UISwitchOn", "value": "UIValue", "minValue": "UIMinValue",
        "maxValue": "UIMaxValue", "reuseIdentifier": "UIReuseIdentifier", "selectionStyle": "UISelectionStyle",
        "rowHeight": "UIRowHeight", "separatorStyle": "UISeparatorStyle", "style": "UIStyle",
        "sectionHeaderHeight": "UISectionHeaderHeight", "storyboardIdentifier": "UIStoryboardIdentifier",
        "title": "UITitle", "restorationIdentifier": "UIRestorationIdentifier", "fontDescription": "UIFont",
        "image": "UIImage", "highlighted": "UIHighlighted", "selected": "UISelected", "enabled": "UIEnabled",
        "contentView": "UIContentView", "textLabel": "UITextLabel", "detailTextLabel": "UIDetailTextLabel",
        "collectionViewLayout": "UICollectionLayout", "navigationItem": "UINavigationItem", "tabBarItem": "UITabBarItem",
        "navigationBar": "UINavigationBar", "toolbar": "UIToolbar", "view": "UIView", "shadowColor": "UIShadowColor",
        "highlightedColor": "UIHighlightedColor", "shadowOffset": "UIShadowOffset", "contentSize": "UIContentSize",
        "pagingEnabled": "UIPagingEnabled", "showsHorizontalScrollIndicator": "UIShowsHorizontalScrollIndicator",
        "showsVerticalScrollIndicator": "UIShowsVerticalScrollIndicator", "keyboardType": "UIKeyboardType",
        "returnKeyType": "UIReturnKeyType", "autocorrectionType": "UIAutocorrectionType", "tintColor": "UITintColor",
        "layoutMargins": "UIViewLayoutMargins", "semanticContentAttribute": "UIViewSemanticContentAttribute",
        // A button's insets (-[UIButton encodeWithCoder:], UIKitCore iOS 26.1) and a flow layout's
        // section inset (UIKitCollectionLayoutKeys).
        "contentEdgeInsets": "UIContentEdgeInsets", "titleEdgeInsets": "UITitleEdgeInsets", "imageEdgeInsets": "UIImageEdgeInsets",
        "sectionInset": "UISectionInset",
        // A view's layout-margin switches, a scroll view's bounce switch and inset adjustment, and a
        // static table section's titles, under the keys Apple's compiled nibs hold them by: xibdump
        // (satroschenko/xibdump, which turns Apple-compiled UIKit nibs back into documents) reads
        // them so (its BoolParameterDecoder, ListParameterDecoder and FirstStringDecoder); the
        // section titles are also what UIKitCore's `-[UITableViewSection initWithCoder:]` decodes
        // (iOS 26.1, decompiled in the search index), and nib-binary-format.md §3.3 lists `UIBounceEnabled`.
        "insetsLayoutMarginsFromSafeArea": "UIViewInsetsLayoutMarginsFromSafeArea",
        "preservesSuperviewLayoutMargins": "UIViewPreservesSuperviewMargins",
        "layoutMarginsFollowReadableWidth": "UIViewLayoutMarginsFollowReadableWidth",
        "bounces": "UIBounceEnabled", "contentInsetAdjustmentBehavior": "UIScrollViewContentInsetAdjustmentBehavior",
        "headerTitle": "UITableSectionHeaderTitle", "footerTitle": "UITableSectionFooterTitle",
    ]

    /// AppKit keys known from Apple-compiled nibs (nib-binary-format.md §3.4–3.5).
    package static let appKitKeys: [String: String] = [
        "title": "NSTitle", "tag": "NSTag", "enabled": "NSEnabled", "keyEquivalent": "NSKeyEquiv",
        "cell": "NSCell", "font": "NSSupport", "menu": "NSMenu", "submenu": "NSSubmenu", "identifier": "NSIdentifier",
        "formatter": "NSFormatter", "toolTip": "NSToolTip", "controlSize": "NSControlSize", "state": "NSState",
        "contentView": "NSContentView", "documentView": "NSDocView", "view": "NSView", "image": "NSImage",
        "backgroundColor": "NSBackgroundColor", "textColor": "NSTextColor", "placeholderString": "NSPlaceholderString",
        "allowsMixedState": "NSAllowsMixedState", "editable": "NSEditable", "selectable": "NSSelectable",
        "refusesFirstResponder": "NSRefusesFirstResponder", "isSeparatorItem": "NSIsSeparator",
        "keyEquivalentModifierMask": "NSKeyEquivModMask", "systemMenu": "NSSystemMenu", "autoenablesItems": "NSAutoenablesItems",
        "horizontalScroller": "NSHScroller", "verticalScroller": "NSVScroller", "wantsLayer": "NSViewIsLayerTreeHost",
        "allowsExpansionToolTips": "NSControlAllowsExpansionToolTips", "typeSelect": "NSAllowsTypeSelect",
    ]

    /// Cell attributes that AppKit keeps as a bit of a cell's flag words rather than under a key
    /// of their own: `"attribute": "FLAGSKEY MASK"` (the object library's generator reads this table).
    package static let cellFlagAttributes: [String: String] = [
        "editable": "NSCellFlags 0x10000000", "selectable": "NSCellFlags 0x00200000", "scrollable": "NSCellFlags 0x00100000",
        "sendsActionOnEndEditing": "NSCellFlags2 0x00400000", "refusesFirstResponder": "NSCellFlags2 0x02000000",
        "allowsMixedState": "NSCellFlags2 0x01000000", "usesSingleLineMode": "NSCellFlags2 0x00000040",
        "truncatesLastVisibleLine": "NSCellFlags2 0x00000100", "allowsEditingTextAttributes": "NSCellFlags2 0x40000000",
    ]

    /// AppKit keys that differ by element (`element.name`), from Apple-compiled nibs.
    package static let appKitElementKeys: [String: String] = [
        "clipView.backgroundColor": "NSBGColor", "sortDescriptor.sortKey": "NSKey", "popUpButtonCell.selectedItem": "NSMenuItem",
    ]

    /// Keys Apple's schema names differently from the compact one, by `element.compactKey`
    /// (from Apple-compiled nibs); the object library reads either.
    package static let appleKeyRenames: [String: String] = uiKitAppleKeyRenames.merging(appKitAppleKeyRenames) { _, appKit in appKit }

    /// AppKit's renamed keys (``appleKeyRenames``).
    static let appKitAppleKeyRenames: [String: String] = [
        "menuItem.NSAlternate": "NSIsAlternate", "menuItem.NSSecondaryImage": "NSActionImage", "scroller.NSDoubleValue": "NSCurValue",
        // A menu item's identifier and indentation (NSMenuItem's coder as Finch's open AppKit,
        // measured against Apple's, writes them, and Cappuccino's nib2cib `NSMenuItem.j` reads
        // NSIndent; Apple's NSWindowTemplate keeps its identifier under the same key in the pairs' nibs).
        "menuItem.NSIdentifier": "NSUserInterfaceItemIdentifier", "menuItem.NSIndentationLevel": "NSIndent",
        // (AppKitMenuItemKeys writes these two with their defaults.)
        "menuItem.NSLocalization": "NSAllowsKeyEquivalentLocalization", "menuItem.NSMirroring": "NSAllowsKeyEquivalentMirroring",
        "splitView.NSVertical": "NSIsVertical", "matrix.NSPrototype": "NSProtoCell",
        "buttonCell.NSImage": "NSNormalImage", "outlineView.NSAutosaveExpandedItems": "NSOutlineViewAutosaveExpandedItemsKey",
        "textFieldCell.NSAllowedInputSourceLocales": "NSAllowedInputLocales", "secureTextFieldCell.NSAllowedInputSourceLocales": "NSAllowedInputLocales",
        "sliderCell.NSDoubleValue": "NSValue", "sliderCell.NSAltIncrementValue": "NSAltIncValue", "sliderCell.NSIdentifier": "NSCellIdentifier",
        "stepperCell.NSDoubleValue": "NSValue",
        // Automatic row heights (Finch's NSTableView coder reads ibtool's nibs so, a bool).
        "tableView.NSUsesAutomaticRowHeights": "NSTableViewUseARH", "outlineView.NSUsesAutomaticRowHeights": "NSTableViewUseARH",
        // A level indicator cell's value (Cappuccino's nib2cib `NSLevelIndicator.j` reads it so).
        "levelIndicatorCell.NSDoubleValue": "NSValue",
        "outlineView.NSIndentationMarkerFollowsCell": "NSOutlineViewIndentationMarkerFollowsCellKey",
        "userDefaultsController.NSRepresentsSharedInstance": "NSSharedInstance",
        // A custom box's look (AppKit's NSBox coder since Mac OS X 10.5 names them with a 2; read so by
        // Cappuccino's nib2cib NSBox and mySTEP's NSBox, which load Apple's nibs).
        "box.NSBorderColor": "NSBorderColor2", "box.NSFillColor": "NSFillColor2", "box.NSBorderWidth": "NSBorderWidth2",
        "box.NSCornerRadius": "NSCornerRadius2",
        // A collection view's grid limits (Cappuccino's nib2cib `NSCollectionView.j`, which reads
        // Apple's nibs, knows them only under these names).
        "collectionView.NSMaxNumberOfRows": "NSMaxNumberOfGridRows", "collectionView.NSMaxNumberOfColumns": "NSMaxNumberOfGridColumns",
        // A combo box cell's (AppKitComboBoxKeys).
        "comboBoxCell.NSNumberOfVisibleItems": "NSVisibleItemCount", "comboBoxCell.NSObjectValues": "NSPopUpListData",
    ]

    /// The collection class of a list container's array (``listKey(_:flavour:)``), where not
    /// `NSMutableArray`: a view's constraints are an immutable `NSArray` in every AppKit nib
    /// Apple's ibtool wrote (22 of 22 in ../shared's development pairs and corpus-compiled nibs;
    /// UIKit's `UIViewAutolayoutConstraints`, and AppKit's subviews, menu items, table columns and
    /// tab view items are `NSMutableArray`s there).
    static let listClasses = ["NSViewConstraints": "NSArray"]

    /// The collection class of a renamed list in Apple's schema, by element and key, where not
    /// `NSMutableArray`: a secure text field's input locales are an immutable array (the
    /// `securetextfield` pair), a plain text field's a mutable one (viraptor/ibtool's
    /// `allowedInputSourceLocales.py`).
    static let appleListClasses = ["secureTextFieldCell.NSAllowedInputLocales": "NSArray"]

    /// `<windowPositionMask>` attribute names and their bits.
    static let windowPositionBits: [String: Int] = ["leftStrut": 1, "rightStrut": 2, "topStrut": 4, "bottomStrut": 8]

    /// `<modifierMask>` attribute names and their NSEvent.ModifierFlags bits.
    static let modifierBits: [String: Int] = [
        "shift": 1 << 17, "control": 1 << 18, "option": 1 << 19, "command": 1 << 20, "numericPad": 1 << 21, "function": 1 << 23,
    ]

    /// Attributes whose values are text even when they look like numbers.
    package static let textAttributes: Set<String> = [
        "text", "title", "placeholder", "placeholderString", "identifier", "keyEquivalent", "alternateTitle", "label",
        "paletteLabel", "toolTip", "selector", "reuseIdentifier", "storyboardIdentifier", "restorationIdentifier",
        "image", "alternateImage", "name", "keyPath", "prompt", "backButtonTitle", "headerTitle", "footerTitle",
        "accessibilityLabel", "accessibilityHint", "accessibilityIdentifier", "userLabel", "autosaveName",
        "frameAutosaveName", "storyboardName", "referencedIdentifier", "titleWithMnemonic", "stringValue", "value",
        "format", "positiveFormat", "negativeFormat", "dateFormat", "highlightedImage", "selectedImage",
        "backgroundImage", "catalog", "family", "weight", "metaFont", "systemColor", "cocoaTouchSystemColor",
        "colorSpace", "customColorSpace", "contentType", "textContentType", "dataMode", "bundleIdentifier",
    ]

    /// Enumerated attribute values, by attribute name, as the frameworks' raw values.
    package static let enumerations: [String: [String: Int]] = [
        "contentMode": [
            "scaleToFill": 0, "scaleAspectFit": 1, "scaleAspectFill": 2, "redraw": 3, "center": 4, "top": 5, "bottom": 6,
            "left": 7, "right": 8, "topLeft": 9, "topRight": 10, "bottomLeft": 11, "bottomRight": 12,
        ],
        // NSTextAlignment's numbers, UIKit's and a control's alike (AppKitEnumerationNumbers, which
        // the object library reads names back from).
        "textAlignment": AppKitEnumerationNumbers.textAlignments,
        "lineBreakMode": [
            "wordWrap": 0, "characterWrap": 1, "clip": 2, "headTruncation": 3, "tailTruncation": 4, "middleTruncation": 5,
            "truncatingHead": 3, "truncatingTail": 4, "truncatingMiddle": 5, "clipping": 2,
        ],
        "buttonType": ["custom": 0, "system": 1, "roundedRect": 1, "detailDisclosure": 2, "infoLight": 3, "infoDark": 4, "contactAdd": 5],
        "contentHorizontalAlignment": ["center": 0, "left": 1, "right": 2, "fill": 3, "leading": 4, "trailing": 5],
        "contentVerticalAlignment": ["center": 0, "top": 1, "bottom": 2, "fill": 3],
        "borderStyle": ["none": 0, "line": 1, "bezel": 2, "roundedRect": 3],
        "baselineAdjustment": ["alignBaselines": 0, "alignCenters": 1, "none": 2],
        "semanticContentAttribute": ["unspecified": 0, "playback": 1, "spatial": 2, "forceLeftToRight": 3, "forceRightToLeft": 4],
        "axis": ["horizontal": 0, "vertical": 1],
        // UIKit's UITextField.ViewMode, UIScrollView.KeyboardDismissMode and
        // UIScrollView.ContentInsetAdjustmentBehavior raw values (UIKit's headers), the numbers
        // Apple's nibs hold (xibdump's ListParameterDecoder reads UIClearButtonMode,
        // UIKeyboardDismissMode and UIScrollViewContentInsetAdjustmentBehavior back so).
        "clearButtonMode": ["never": 0, "whileEditing": 1, "unlessEditing": 2, "always": 3],
        "keyboardDismissMode": ["none": 0, "onDrag": 1, "interactive": 2],
        "contentInsetAdjustmentBehavior": ["automatic": 0, "scrollableAxes": 1, "never": 2, "always": 3],
        "modalPresentationStyle": UIKitEnumerationNumbers.modalPresentationStyles,
        "modalTransitionStyle": UIKitEnumerationNumbers.modalTransitionStyles,
        "columnAutoresizingStyle": [
            "none": 0, "uniform": 1, "sequential": 2, "reverseSequential": 3, "lastColumnOnly": 4, "firstColumnOnly": 5,
        ],
        // NSSliderCell's NSTickMarkPosition (NSSlider.TickMarkPosition: left is above, right below).
        "tickMarkPosition": ["below": 0, "above": 1, "left": 1, "right": 0, "leading": 1, "trailing": 0],
        // NSButtonCell's NSBezelStyle (NSBezelStyle raw values).
        "bezelStyle": [
            "rounded": 1, "regularSquare": 2, "disclosure": 5, "shadowlessSquare": 6, "circular": 7, "texturedSquare": 8,
            "helpButton": 9, "smallSquare": 10, "texturedRounded": 11, "roundRect": 12, "roundedRect": 12, "recessed": 13,
            "roundedDisclosure": 14, "inline": 15, "push": 1, "flexiblePush": 2, "toolbar": 11, "accessoryBarAction": 12,
            "accessoryBar": 13, "badge": 15,
        ],
    ]

    /// `eventType` names and their UIControl.Event bit positions.
    static let controlEventBits: [String: Int] = [
        "touchDown": 0, "touchDownRepeat": 1, "touchDragInside": 2, "touchDragOutside": 3, "touchDragEnter": 4,
        "touchDragExit": 5, "touchUpInside": 6, "touchUpOutside": 7, "touchCancel": 8, "valueChanged": 12,
        "primaryActionTriggered": 13, "menuActionTriggered": 14, "editingDidBegin": 16, "editingChanged": 17,
        "editingDidEnd": 18, "editingDidEndOnExit": 19,
    ]

    /// Layout attribute names and their NSLayoutConstraint.Attribute raw values.
    static let layoutAttributes: [String: Int] = [
        "left": 1, "right": 2, "top": 3, "bottom": 4, "leading": 5, "trailing": 6, "width": 7, "height": 8,
        "centerX": 9, "centerY": 10, "lastBaseline": 11, "baseline": 11, "firstBaseline": 12, "leftMargin": 13,
        "rightMargin": 14, "topMargin": 15, "bottomMargin": 16, "leadingMargin": 17, "trailingMargin": 18,
        "centerXWithinMargins": 19, "centerYWithinMargins": 20,
    ]

    /// List containers and the key of the array they become.
    package static func listKey(_ container: String, flavour: Flavour) -> String {
        switch (flavour, container) {
        case (.uiKit, "subviews"): return "UISubviews"
        case (.uiKit, "constraints"): return "UIViewAutolayoutConstraints"
        case (.appKit, "subviews"): return "NSSubviews"
        case (.appKit, "constraints"): return "NSViewConstraints"
        case (.appKit, "items"): return "NSMenuItems"
        case (.appKit, "tableColumns"): return "NSTableColumns"
        case (.appKit, "tabViewItems"): return "NSTabViewItems"
        default: return flavour.classPrefix + container.prefix(1).uppercased() + container.dropFirst()
        }
    }
}
