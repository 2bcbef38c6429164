/// How generated classes read their properties: the reads of each Swift type, and the classes
/// whose Apple nibs keep a value elsewhere than under the key the compiler writes.
enum DecodingRules {
    /// The read of a property of each type, `%@` standing for the key.
    static let reads: [String: String] = [
        "Bool": "coder.nibBool(forKey: \"%@\")", "Int": "coder.nibInt(forKey: \"%@\")", "Double": "coder.nibDouble(forKey: \"%@\")",
        "String": "coder.nibString(forKey: \"%@\")", "CGRect": "coder.nibRect(forKey: \"%@\")", "CGSize": "coder.nibSize(forKey: \"%@\")",
        "CGPoint": "coder.nibPoint(forKey: \"%@\")", "[Double]": "coder.nibInsets(forKey: \"%@\")", "[AnyObject]": "coder.nibObjects(forKey: \"%@\")",
        "Any": "coder.decodeObject(forKey: \"%@\")", "AnyObject": "coder.decodeObject(forKey: \"%@\") as AnyObject?",
        "[String: ArchivedNib]": "coder.nibArchivedNibs(forKey: \"%@\")", "Decimal": "coder.nibDecimal(forKey: \"%@\")",
    ]

    /// Apple's option sets that properties are typed by (raw values archived as integers).
    static let optionSets: Set<String> = ["NSTableColumn.ResizingOptions", "NSTableView.GridLineStyle"]

    /// The read of a property of `type` under `key`.
    static func read(_ type: String, key: String) -> String {
        if let read = reads[type] { return read.replacingOccurrences(of: "%@", with: key) }
        if optionSets.contains(type) { return "coder.nibOptions(forKey: \"\(key)\", as: \(type).self)" }
        return "coder.nibObject(forKey: \"\(key)\", as: \(type).self)"
    }

    /// The read of a property of each type that checks the key's signature first (the key
    /// constant stands for `%@`): nil when the key is absent (a property is then left as it is).
    static let keyedReads: [String: String] = [
        "Bool": "coder.nibBool(%@, in: keys)", "Int": "coder.nibInt(%@, in: keys)", "Double": "coder.nibDouble(%@, in: keys)",
        "String": "coder.nibString(%@, in: keys)", "CGRect": "coder.nibRect(%@, in: keys)", "CGSize": "coder.nibSize(%@, in: keys)",
        "CGPoint": "coder.nibPoint(%@, in: keys)", "[Double]": "coder.nibInsets(%@, in: keys)", "[AnyObject]": "coder.nibObjects(%@, in: keys)",
        "Any": "coder.decodeObject(%@, in: keys)", "AnyObject": "coder.decodeObject(%@, in: keys) as AnyObject?",
        "[String: ArchivedNib]": "coder.nibArchivedNibs(%@, in: keys)", "Decimal": "coder.nibDecimal(%@, in: keys)",
    ]

    /// The signature-checked read of a property of `type` under `key`.
    static func keyedRead(_ type: String, key: String) -> String {
        let constant = "." + KeyConstants.name(of: key)
        if let read = keyedReads[type] { return read.replacingOccurrences(of: "%@", with: constant) }
        if optionSets.contains(type) { return "coder.nibOptions(\(constant), as: \(type).self, in: keys)" }
        return "coder.nibObject(\(constant), as: \(type).self, in: keys)"
    }

    /// Properties whose type the corpus's attribute text does not show (an id naming an object).
    static let typeOverrides: [String: String] = [
        "NSPopUpButtonCell.selectedItem": "NSMenuItem", "NSOutlineView.outlineTableColumn": "NSTableColumn",
        "NSDecimal.value": "Decimal", "NSTableColumn.resizingMask": "NSTableColumn.ResizingOptions", "NSTableView.gridStyleMask": "NSTableView.GridLineStyle",
    ]

    /// The value ranges of controls, which UIKit and AppKit type as `Double` (`UIStepper.value`,
    /// `NSStepper.maxValue`…), however whole the corpus's numbers happen to be.
    static let doubleRanges: Set<String> = ["doubleValue", "minValue", "maxValue", "minimumValue", "maximumValue", "stepValue", "increment", "progress"]
    /// Classes whose `value` is such a number.
    static let numericValues: Set<String> = ["UIStepper", "UISlider"]

    /// A property's type by Apple's API where the corpus's text would give another.
    static func appleType(of property: PlannedProperty, in className: String) -> String {
        let isRange = doubleRanges.contains(property.name) || property.name == "value" && numericValues.contains(className)
        return isRange && ["Int", "String"].contains(property.type) ? "Double" : property.type
    }

    /// Properties read after the class's others: a pop-up cell's selected item, once its menu has
    /// decoded all its items (the item names the menu in Apple's nibs, which would decode the menu
    /// while the item is still being made, and leave the item out of it).
    static let readLast: Set<String> = ["NSPopUpButtonCell.selectedItem"]

    /// Statements after `super.init(coder:)`, for what a superclass decodes differently in this class.
    static let afterSuperInit: [String: [String]] = [
        // A view controller's layout guide names its type by its identifier (UIKitLayoutGuideKeys).
        "_UILayoutGuide": [
            "if typeValue == nil, let identifier = coder.nibString(forKey: \"_UILayoutGuideIdentifier\") {",
            "    typeValue = identifier == \"_UIViewControllerTop\" ? \"top\" : identifier == \"_UIViewControllerBottom\" ? \"bottom\" : identifier",
            "}",
        ],
        // Apple's nibs keep a tap recognizer's count in its UITapRecognizer (UIKitTapKeys), 1 when absent.
        "UITapGestureRecognizer": [
            "if !coder.containsValue(forKey: \"UINumberOfTapsRequired\"), let recognizer = coder.decodeObject(forKey: \"UITapGestureRecognizer._imp\") as? NibGenericObject,",
            "   let count = (recognizer.values[\"UITapRecognizer.numberOfTapsRequired\"] as? NSNumber)?.intValue {",
            "    numberOfTapsRequired = count",
            "}",
        ],
        // A pop-up cell's kind and border are packed as a pop-up packs them, its tag is its selected item's.
        "NSPopUpButtonCell": [
            "typeValue = coder.nibString(forKey: \"NSType\") ?? coder.nibInt(forKey: \"NSButtonFlags2\").flatMap(AppKitButtonFlags.popUpType)",
            "borderStyle = coder.nibString(forKey: \"NSBorderStyle\") ?? coder.nibPopUpBorderStyle()",
            "if !coder.containsValue(forKey: \"NSTag\"), let selectedItem { tag = selectedItem.tag }",
        ],
        // A button's image-hugs-title switch is its cell's (in Apple's nibs a bit of the cell's flags).
        "_NSButtonAttributes": ["if imageHugsTitle == nil { imageHugsTitle = cell?.imageHugsTitle }"],
        // Apple's nibs keep a text view's switches, colours and resizing in its shared data and flags.
        "NSTextView": ["readTextSystemSettings(from: coder)"],
        // A search field's completion is its cell's switch in Apple's nibs.
        "_NSTextFieldAttributes": ["if textCompletion == nil, (cell as? NSTextFieldCell)?.automaticTextCompletionDisabled == true { textCompletion = false }"],
        // A view's safe area and margins are its layout guides of those identifiers.
        "_NSViewAttributes": [
            "if safeArea == nil { safeArea = layoutGuides.first { ($0 as? NSLayoutGuide)?.identifier == \"NSViewSafeAreaLayoutGuide\" } }",
            "if layoutMargins == nil { layoutMargins = layoutGuides.first { ($0 as? NSLayoutGuide)?.identifier == \"NSViewLayoutMarginsGuide\" } }",
        ],
        // A linear slider is AppKit's default kind (ibtool writes no kind for it).
        "NSSliderCell": ["if sliderType == nil { sliderType = \"linear\" }"],
        // Apple's nibs leave out an outline column that is the first column.
        "NSOutlineView": ["if outlineTableColumn == nil { outlineTableColumn = tableColumns.first as? NSTableColumn }"],
    ]

    /// Properties read from keys only Apple's nibs have, which no document attribute names.
    static let extraProperties: [String: [PlannedProperty]] = [
        // A macOS view's layout guides that constraints use (its safe area, its margins).
        "_NSViewAttributes": [PlannedProperty(name: "layoutGuides", key: "NSViewLayoutGuides", type: "[AnyObject]", origin: "layout guides constraints use (`NSLayoutGuide`s)")],
        // A view-based table's prototype views, each a nib of its own (both schemas write them so).
        "NSTableView": [PlannedProperty(
            name: "registeredNibsByIdentifier", key: "NSTableViewArchivedReusableViewsKey", type: "[String: ArchivedNib]",
            origin: "nibs of the table's prototype views, by reuse identifier, that `makeView(withIdentifier:owner:)` instantiates")],
        "NSTextFieldCell": [PlannedProperty(
            name: "automaticTextCompletionDisabled", key: "NSAutomaticTextCompletionDisabled", type: "Bool",
            origin: "switch Apple's nibs keep for a text or search field whose completion is off")],
    ]
}
