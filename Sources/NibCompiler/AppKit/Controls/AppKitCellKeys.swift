import NibArchive
import NibDocument

/// AppKit cells and the controls that own them, as ibtool writes them (learnt from the
/// ibtool pairs): a cell packs its booleans and modes into `NSCellFlags`/`NSCellFlags2`, keeps
/// its title as `NSContents` and points back at its control (`NSControlView`); the control
/// repeats the cell's settings in its own `NSControl…` keys.
///
/// With Apple's schema the attributes the flag words hold (`editable`, `lineBreakMode`…) have no
/// keys of their own; the compact schema keeps those keys and writes no flags. The object library
/// reads either (see `KeyTables.cellFlagAttributes`). Outside button cells (whose `NSButtonFlags`
/// hold the border) the words also hold the border, the on state and a small or mini size. A level
/// indicator's style is `NSIndicatorStyle`'s number, discrete capacity (2) where the document names none.
extension Compilation {
    /// Cell classes whose border is in `NSButtonFlags` rather than the cell's flag words.
    static let buttonCellClasses: Set<String> = ["NSButtonCell", "NSPopUpButtonCell"]

    /// Cell classes whose flags say they show text.
    static let textShowingCells: Set<String> = [
        "NSTextFieldCell", "NSButtonCell", "NSSearchFieldCell", "NSPopUpButtonCell", "NSTableHeaderCell",
        "NSSegmentedCell", "NSDatePickerCell", "NSSecureTextFieldCell", "NSComboBoxCell", "NSTokenFieldCell",
    ]
    /// Elements whose `cell` child is an AppKit cell (controls).
    static let appKitCellOwners: Set<String> = appKitControlElements.union(["colorWell", "box", "form", "browser"])

    /// Controls whose cell's alignment, writing direction and continuity the control repeats, whatever
    /// the cell's class: NSControl's encoder writes them for every control with a cell (the date
    /// picker's and stepper's as viraptor/ibtool has them from Apple's nibs; a combo box, token field
    /// and path control are text fields and controls alike).
    static let textAlignedControls: Set<String> = [
        "button", "popUpButton", "textField", "searchField", "secureTextField", "comboBox", "tokenField", "segmentedControl",
        "slider", "stepper", "datePicker", "imageView", "levelIndicator", "pathControl",
    ]

    /// Cell classes whose control repeats the text alignment, writing direction and continuity.
    static let textAlignedCells: Set<String> = [
        "NSButtonCell", "NSTextFieldCell", "NSImageCell", "NSSearchFieldCell", "NSPopUpButtonCell", "NSSegmentedCell",
        "NSColorWellCell", "NSSliderCell", "NSSecureTextFieldCell", "NSLevelIndicatorCell", "NSStepperCell",
    ]

    /// Adds a cell's flags, contents and control to its values.
    mutating func appKitCellValues(_ object: DocumentObject, _ values: [KeyedValue]) -> [KeyedValue] {
        let className = object.standardClassName
        guard className.hasPrefix("NS"), className.hasSuffix("Cell") else { return values }
        let control = object.key == "cell" || object.key == "dataCell" ? controlView(ofCellIn: object.parentID) : nil
        return appKitCellValues(document.element(at: object.path), className: object.standardClassName, index: archiveIndex.indexByID[object.id], control: control,
                                ownerID: object.parentID, values)
    }

    /// The view a cell draws in: its control, or for a table column's data cell, the table view.
    func controlView(ofCellIn ownerID: String?) -> ArchiveValue? {
        guard let owner = ownerID.flatMap({ document.object(id: $0) }) else { return nil }
        if owner.elementName == "tableColumn" { return reference(to: owner.parentID) }
        return reference(to: owner.id)
    }

    /// Adds a cell's flags, contents and control to its values (a cell with or without an id).
    mutating func appKitCellValues(_ element: Element, className: String, index: Int?, control: ArchiveValue?, ownerID: String?,
                                   _ values: [KeyedValue]) -> [KeyedValue] {
        guard flavour == .appKit, className.hasPrefix("NS"), className.hasSuffix("Cell") else { return values }
        var result = values.filter { $0.key != "NSTitle" }
        // A button's empty modifier mask is none: no key (both schemas, as a menu item's).
        if Self.buttonCellClasses.contains(className) { result.removeAll { $0.key == "NSKeyEquivModMask" && $0.value == .int(0) } }
        roundRectFontSize(element, className: className, &result)
        inlineButtonFont(element, className: className, &result)
        appKitRangeCellValues(element, className: className, index: index, control: ownerID.flatMap { document.object(id: $0) }.map { document.element(at: $0.path) }, &result)
        appKitSearchFieldCellValues(element, className: className, index: index, field: ownerID.flatMap { document.object(id: $0) }.map { document.element(at: $0.path) },
                                    control: control, &result)
        appKitOldEditableFieldTextColor(element, className: className, &result)
        // A button cell always has a bezel style: 0 where the document names none (both schemas, so both load alike).
        if className == "NSButtonCell", !result.contains(where: { $0.key == "NSBezelStyle" }) { result.append(KeyedValue("NSBezelStyle", .int(0))) }
        if writesAppleOnlyKeys {
            buttonContentTint(ownerID: ownerID, className: className, &result)
            // A text field's character picker is its cell's setting in Apple's nibs.
            if let owner = ownerID.flatMap({ document.object(id: $0) }), element["key"] == "cell",
               characterPickerEnabled(document.element(at: owner.path)) == true {
                result.append(KeyedValue("NSCharacterPickerEnabled", .bool(true)))
            }
            result.append(KeyedValue("NSCellFlags", .int(Self.cellFlags(element, className: className) | legacyImageCellTypeBit(element, className: className))))
            result.append(KeyedValue("NSCellFlags2", .int(Self.cellFlags2(element))))
            if Self.isLargeControlSize(element) { result += Self.largeControlSizeKeys }
            // What the flag words hold is not archived again under keys of its own.
            let folded = result.compactMap { value in Self.flagWordsByCellKey[value.key].map { (value.key, $0) } }
            result.removeAll { Self.flagWordsByCellKey[$0.key] != nil }
            if diagnostics.recordsAttributeUses, let index { for (key, word) in folded { renameUses(of: index, from: key, to: word) } }
            // Outside button cells (whose NSButtonFlags hold the border) the flag words also hold
            // the border, the on state and a small or mini control size.
            let isButton = Self.buttonCellClasses.contains(className)
            let flagged = [
                ("NSBorderStyle", "NSCellFlags", !isButton && ["bezel", "border"].contains(element["borderStyle"] ?? "")),
                ("NSState", "NSCellFlags", element["state"] == "on"),
                ("NSState", "NSCellFlags2", element["state"] == "mixed"),
                ("NSControlSize", "NSCellFlags2", Self.controlSizes[element["controlSize"] ?? ""] != nil),
                ("NSImportsGraphics", "NSCellFlags2", element["importsGraphics"] == "YES"),
                ("NSHighlighted", "NSCellFlags", element["highlighted"] == "YES"),
                // A disabled cell is bit 29 of its flags; NSEnabled is its control's key (viraptor/ibtool's cells write none).
                ("NSEnabled", "NSCellFlags", element["enabled"] != nil),
                ("NSContinuous", "NSCellFlags", element["continuous"] == "YES" && !Self.rangeTrackingCells.contains(className)),
                ("NSFocusRingType", "NSCellFlags2", AppKitFocusRing.number(element["focusRingType"]) != 0),
                ("NSBaseWritingDirection", "NSCellFlags2", Self.writingDirections[element["baseWritingDirection"] ?? ""] != nil),
            ]
            for (key, word, isFolded) in flagged where isFolded {
                result.removeAll { $0.key == key }
                if diagnostics.recordsAttributeUses, let index { renameUses(of: index, from: key, to: word) }
            }
            // A placeholder with attributes is the placeholder (NSTextFieldCell keeps one, string or
            // attributed, under NSPlaceholderString: Cocotron's and Cappuccino's decoders).
            if let attributed = result.first(where: { $0.key == "NSPlaceholderAttributedString" })?.value {
                replaceKey("NSPlaceholderAttributedString", with: "NSPlaceholderString", attributed, in: &result, index: index)
            }
        }
        // The title is the cell's contents (empty for a text cell without one, as AppKit reads it).
        let title = values.first { $0.key == "NSTitle" }?.value
        if title != nil, diagnostics.recordsAttributeUses, let index { renameUses(of: index, from: "NSTitle", to: "NSContents") }
        // (A segmented cell shows its segments' labels, and has no contents of its own.)
        if title != nil || (Self.textShowingCells.contains(className) && className != "NSSegmentedCell") {
            result.append(KeyedValue("NSContents", title ?? untitledContents(element, className: className)))
        }
        appKitDateCellContents(element, &result)
        appKitNumberCellContents(element, &result)
        appKitDatePickerCellValues(element, className: className, index: index, &result)
        appKitTextCellDefaultColors(element, className: className, &result)
        // A table header cell without a font has AppKit's header font (11-point system, the
        // subheadline text style with Apple's schema).
        if className == "NSTableHeaderCell", !result.contains(where: { $0.key == "NSSupport" }) {
            result.append(KeyedValue("NSSupport", headerFont()))
        }
        // The small system font named outright is that header font too, as ibtool writes it
        // (`test_outline_indent`, `test_table_mult_sel_no`, `test_table_vignettes`).
        if className == "NSTableHeaderCell" { replacePlainMetaFont("smallSystem", of: element, in: &result) { $0.headerFont() } }
        // Whether an image cell animates is read by the loader too. AppKit's default is NO in a
        // xib, YES in a storyboard (both storyboard pairs archive YES without the attribute) and
        // in a table's prototype nib (`transmission_MainMenu`).
        if className == "NSImageCell", !result.contains(where: { $0.key == "NSAnimates" }) {
            result.append(KeyedValue("NSAnimates", .bool(document.kind == .storyboard || cut.ownPrototype != nil)))
        }
        // Undo is on unless the document turns it off: the default is not archived (both
        // schemas), and with Apple's schema off is bit 12 of NSCellFlags2.
        if let position = result.firstIndex(where: { $0.key == "NSAllowsUndo" }), result[position].value == .bool(true) || writesAppleOnlyKeys {
            result.remove(at: position)
            if diagnostics.recordsAttributeUses, let index {
                if writesAppleOnlyKeys { renameUses(of: index, from: "NSAllowsUndo", to: "NSCellFlags2") } else { markUsesDesignTime(of: index, key: "NSAllowsUndo") }
            }
        }
        appKitButtonTypeValue(element, className: className, index: index, &result)
        popUpCellLeavesAutoenablingToItsMenu(element, className: className, index: index, &result)
        popUpSystemFontIsTheMenuFont(element, className: className, result)
        pullDownShowsItsFirstItem(element, className: className, index: index, &result)
        let hugsTitle = Self.buttonCellClasses.contains(className) && element["key"] == "cell"
            && ownerID.flatMap { document.object(id: $0) }.map { document.element(at: $0.path)["imageHugsTitle"] == "YES" } == true
        guard writesAppleOnlyKeys else {
            if hugsTitle { result.append(KeyedValue("NSImageHugsTitle", .bool(true))) }
            // A leading or trailing image loads as AppKit loads Apple's flag bits: on its side.
            if let side = element["imagePosition"].flatMap({ AppKitButtonFlags.directionalImagePositions[$0] }),
               let position = result.firstIndex(where: { $0.key == "NSImagePosition" }) {
                result[position] = KeyedValue("NSImagePosition", .object(builder.string(side)))
            }
            return result
        }
        if title == nil, className == "NSImageCell", let image = values.first(where: { $0.key == "NSImage" })?.value {
            result.append(KeyedValue("NSContents", image))
        }
        // An image's catalog is its resource's (`NSCatalogName`): AppKit's cells have no key for it.
        if result.contains(where: { $0.key == "NSCatalog" }) {
            replaceKey("NSCatalog", with: Self.buttonCellClasses.contains(className) ? "NSNormalImage" : "NSContents", nil, in: &result, index: index)
        }
        if let control { result.append(KeyedValue("NSControlView", control)) }
        if Self.buttonCellClasses.contains(className) {
            // The alternate title is the cell's alternate contents, as its title is its contents
            // (Cappuccino's nib2cib `NSButton.j` reads both so from Apple's nibs).
            if let alternate = result.first(where: { $0.key == "NSAlternateTitle" })?.value {
                replaceKey("NSAlternateTitle", with: "NSAlternateContents", alternate, in: &result, index: index)
            }
            // (The button's image-hugs-title switch is a bit of the cell's flags.)
            result += buttonCellDefaults(element, existing: result, imageHugsTitle: hugsTitle)
            result.removeAll { $0.key == "NSKeyEquiv" }
            if diagnostics.recordsAttributeUses, let index { renameUses(of: index, from: "NSKeyEquiv", to: "NSKeyEquivalent") }
            // The key equivalent's modifier flags are bits of NSButtonFlags2 (AppKitButtonFlags.flags2).
            result.removeAll { $0.key == "NSKeyEquivModMask" }
            if diagnostics.recordsAttributeUses, let index { renameUses(of: index, from: "NSKeyEquivModMask", to: "NSButtonFlags2") }
            // What the button's flag words hold is not archived again either.
            let folded = Self.foldedButtonKeys(element)
            if diagnostics.recordsAttributeUses, let index {
                for value in result where value.key == "NSBehavior" && folded[value.key] != nil {
                    guard case .object(let behavior) = value.value else { continue }
                    // (A multi-level accelerator is the button's kind, the rest are bits of its flags.)
                    diagnostics.attributeUses.rewrite(ofObject: behavior, key: "NSMultiLevelAccelerator", to: .archived(objectIndex: index, key: "NSAuxButtonType"))
                    redirectUses(ofObject: behavior, to: index, key: "NSButtonFlags")
                }
                for (key, word) in folded { renameUses(of: index, from: key, to: word) }
            }
            result.removeAll { folded[$0.key] != nil }
            if className == "NSPopUpButtonCell" { result = popUpCellValues(element, index: index, result) }
        }
        // A level indicator's style is a number, discrete capacity where the document names none.
        // (Apple's schema has only the number: the name is not archived again.)
        if className == "NSLevelIndicatorCell", !result.contains(where: { $0.key == "NSIndicatorStyle" }) {
            let styles = ["relevancy": 0, "continuousCapacity": 1, "discreteCapacity": 2, "rating": 3]
            result.append(KeyedValue("NSIndicatorStyle", .int(styles[element["levelIndicatorStyle"] ?? ""] ?? 2)))
            replaceKey("NSLevelIndicatorStyle", with: "NSIndicatorStyle", nil, in: &result, index: index)
        }
        if className == "NSImageCell" {
            // The image is the cell's contents, its alignment NSAlign, its scaling NSScale and its
            // frame NSStyle: no keys of their own (NSAlign: Cappuccino's nib2cib `NSImageView.j`,
            // which reads Apple's image cells, has no other key for the alignment).
            result.removeAll { ["NSImage", "NSImageAlignment", "NSImageScaling", "NSImageFrameStyle"].contains($0.key) }
            if diagnostics.recordsAttributeUses, let index {
                renameUses(of: index, from: "NSImage", to: "NSContents")
                renameUses(of: index, from: "NSImageAlignment", to: "NSAlign")
                renameUses(of: index, from: "NSImageScaling", to: "NSScale")
                renameUses(of: index, from: "NSImageFrameStyle", to: "NSStyle")
            }
            let keys = Set(result.map(\.key))
            result += Self.imageCellValues(element).filter { !keys.contains($0.key) }
        }
        return result
    }

    /// A round-rect button or segmented control draws a 13-point meta font (system; cell title is 12 anyway)
    /// at 12 points, and ibtool archives it so (`test16_buttons`, `test23_segmented`; both schemas).
    private mutating func roundRectFontSize(_ cell: Element, className: String, _ values: inout [KeyedValue]) {
        let isRoundRect = (className == "NSButtonCell" && cell["bezelStyle"] == "roundedRect") || (className == "NSSegmentedCell" && cell["style"] == "roundRect")
        guard isRoundRect, let font = cell.child("font", key: "font"), ["system", "cellTitle"].contains(font["metaFont"] ?? ""),
              font["size"] == nil, font["pointSize"] == nil,
              let position = values.firstIndex(where: { $0.key == "NSSupport" }), case .object(let index) = values[position].value else { return }
        var object = builder.archive.objects[index]
        object.values = object.values.map { $0.key == "NSSize" ? KeyedValue("NSSize", .double(12)) : $0 }
        builder.set(object, at: index)
    }

    /// An inline button's small bold system font is the demi-bold emphasized subheadline, as
    /// ibtool archives it (`test16_buttons`; both schemas).
    private mutating func inlineButtonFont(_ cell: Element, className: String, _ values: inout [KeyedValue]) {
        guard className == "NSButtonCell", cell["bezelStyle"] == "inline" else { return }
        replacePlainMetaFont("smallSystemBold", of: cell, in: &values) {
            $0.textStyleFont(name: ".AppleSystemUIFontDemi", style: "UICTFontTextStyleEmphasizedSubhead")
        }
    }

    /// Replaces a cell's font (`NSSupport`) that names only `metaFont` (no size, no name) by
    /// the font `make` archives, pointing the font's attribute uses at the new font's flags.
    private mutating func replacePlainMetaFont(_ metaFont: String, of cell: Element, in values: inout [KeyedValue], by make: (inout Compilation) -> ArchiveValue) {
        guard let font = cell.child("font", key: "font"), font["metaFont"] == metaFont, font["size"] == nil, font["pointSize"] == nil, font["name"] == nil,
              let position = values.firstIndex(where: { $0.key == "NSSupport" }), case .object(let named) = values[position].value else { return }
        let replacement = make(&self)
        values[position].value = replacement
        if diagnostics.recordsAttributeUses, case .object(let index) = replacement { redirectUses(ofObject: named, to: index, key: "NSfFlags") }
    }

    /// The font ibtool gives a table header cell that names none: the 11-point system font, described
    /// by the subheadline text style with Apple's schema.
    private mutating func headerFont() -> ArchiveValue {
        textStyleFont(name: ".AppleSystemUIFont", style: "UICTFontTextStyleSubhead")
    }

    /// An 11-point system font of a text style (its descriptor with Apple's schema; in the compact
    /// one the style's name where NibKit's loader reads it back from the descriptor too,
    /// `AppKitTextStyleFonts`, so both schemas load the same font).
    private mutating func textStyleFont(name: String, style: String) -> ArchiveValue {
        var values = [KeyedValue("NSName", .object(builder.string(name))), KeyedValue("NSSize", .double(11)), KeyedValue("NSfFlags", .int(16))]
        if writesAppleOnlyKeys {
            values += textStyleValues(style, size: 11)
        } else if let name = AppKitTextStyleFonts.style(forUsage: style) {
            values.append(KeyedValue("NSTextStyle", .object(builder.string(name))))
        }
        return .object(builder.add(ArchivedObject(className: "NSFont", values: values)))
    }

    /// An image cell's alignment, scaling, frame style and animation as AppKit's numbers. Apple's
    /// nibs keep the image as the cell's `NSContents`, the scaling as `NSScale` and the frame style as
    /// `NSStyle`, with no keys of their own.
    static func imageCellValues(_ cell: Element) -> [KeyedValue] {
        let alignments = AppKitEnumerationNumbers.imageAlignments
        let scalings = AppKitEnumerationNumbers.imageScalings
        let styles = AppKitEnumerationNumbers.imageFrameStyles
        return [
            KeyedValue("NSAlign", .int(alignments[cell["imageAlignment"] ?? ""] ?? 0)),
            KeyedValue("NSScale", .int(scalings[cell["imageScaling"] ?? ""] ?? 2)),  // none when IB names none
            KeyedValue("NSStyle", .int(styles[cell["imageFrameStyle"] ?? ""] ?? 0)),
            KeyedValue("NSImageAnimation", .int(-1)),
        ]
    }

    /// The cell keys whose attributes the flag words hold, each with its word (see
    /// `KeyTables.cellFlagAttributes`; line break mode and alignment are fields of `NSCellFlags2`).
    static let flagWordsByCellKey: [String: String] = {
        var words = ["NSLineBreakMode": "NSCellFlags2", "NSAlignment": "NSCellFlags2"]
        for (attribute, location) in KeyTables.cellFlagAttributes {
            words["NS" + attribute.prefix(1).uppercased() + attribute.dropFirst()] = String(location.split(separator: " ")[0])
        }
        return words
    }()

    /// Points the attribute uses recorded for any key of the object at `index` to `key` of `newIndex`
    /// (an object whose values another object's flag word holds, and which is not archived).
    mutating func redirectUses(ofObject index: Int, to newIndex: Int, key: String) {
        diagnostics.attributeUses.rewrite(ofObject: index, to: .archived(objectIndex: newIndex, key: key))
    }

    /// Replaces `key` in `values` by `newKey` with `value` (or removes it, for nil), pointing the
    /// attribute uses recorded under the old key (of the object at `index`) to the new one.
    mutating func replaceKey(_ key: String, with newKey: String, _ value: ArchiveValue?, in values: inout [KeyedValue], index: Int?) {
        let had = values.contains { $0.key == key }
        values.removeAll { $0.key == key }
        if let value { values.append(KeyedValue(newKey, value)) }
        if had, diagnostics.recordsAttributeUses, let index { renameUses(of: index, from: key, to: newKey) }
    }

    /// The contents of a text cell without a title: an empty string, which a base localization's
    /// text field cell keeps localizable under its title's key, as a titled one's (viraptor/ibtool's
    /// text field cells, learnt from an Apple-compiled base localization).
    private mutating func untitledContents(_ cell: Element, className: String) -> ArchiveValue {
        guard className == "NSTextFieldCell", cell["key"] == "cell", input.localizationSpots != nil, isBaseLocalization, let id = cell["id"] else {
            return .object(builder.string(""))
        }
        return localizableString("", key: "\(id).title")
    }

    /// Points the attribute uses recorded under `key` of the object at `index` to `newKey`.
    mutating func renameUses(of index: Int, from key: String, to newKey: String) {
        redirectUses(of: index, key: key, to: index, key: newKey)
    }

    /// Points the uses recorded for `key` of the object at `index` to `newKey` of the object at `newIndex`.
    mutating func redirectUses(of index: Int, key: String, to newIndex: Int, key newKey: String) {
        diagnostics.attributeUses.rewrite(ofObject: index, key: key, to: .archived(objectIndex: newIndex, key: newKey))
    }

    /// Adds the `NSControl…` keys a control carries, from its cell's attributes.
    mutating func appKitControlValues(_ object: DocumentObject, _ values: [KeyedValue]) -> [KeyedValue] {
        let element = document.element(at: object.path)
        guard let cell = element.children.first(where: { $0["key"] == "cell" }) else { return values }
        var values = values
        // A button's image-hugs-title switch is its cell's: a bit of the cell's flags in Apple's
        // schema, the cell's key in NibKit's (`appKitCellValues`), so both load alike.
        if values.contains(where: { $0.key == "NSImageHugsTitle" }) {
            values.removeAll { $0.key == "NSImageHugsTitle" }
            if diagnostics.recordsAttributeUses, let index = archiveIndex.indexByID[object.id], let cellIndex = cell["id"].flatMap({ archiveIndex.indexByID[$0] }) {
                redirectUses(of: index, key: "NSImageHugsTitle", to: cellIndex, key: writesAppleOnlyKeys ? "NSButtonFlags" : "NSImageHugsTitle")
            }
        }
        let cellClass = StandardClasses.className(forElement: cell.name, flavour: flavour)
        // A preferred width of 0 is AppKit's automatic default: ibtool writes no key for it.
        var result = values.filter { !($0.key == "NSPreferredMaxLayoutWidth" && $0.value == .double(0)) }
        func add(_ key: String, _ value: ArchiveValue) {
            if !result.contains(where: { $0.key == key }) { result.append(KeyedValue(key, value)) }
        }
        add("NSEnabled", .bool(cell["enabled"] != "NO" && element["enabled"] != "NO"))
        add("NSControlSize", .int(Self.controlSizes[cell["controlSize"] ?? ""] ?? 0))
        let picker = characterPickerEnabled(element)
        guard writesAppleOnlyKeys else {
            if picker == true { add("NSAllowsCharacterPickerTouchBarItem", .bool(true)) }
            return result
        }
        Self.largeControlValues(cell, &result)
        buttonContentTintLeaves(object, element, cell: cell, &result)
        // Apple's schema keeps the character picker on the cell (NSCharacterPickerEnabled), only
        // when on: the control has no key for it, on or off.
        if result.contains(where: { $0.key == "NSAllowsCharacterPickerTouchBarItem" }) {
            result.removeAll { $0.key == "NSAllowsCharacterPickerTouchBarItem" }
            if diagnostics.recordsAttributeUses, let index = archiveIndex.indexByID[object.id] {
                if picker == true, let cellIndex = cell["id"].flatMap({ archiveIndex.indexByID[$0] }) {
                    redirectUses(of: index, key: "NSAllowsCharacterPickerTouchBarItem", to: cellIndex, key: "NSCharacterPickerEnabled")
                } else {
                    markUsesDesignTime(of: index, key: "NSAllowsCharacterPickerTouchBarItem")
                }
            }
        }
        add("NSAllowsLogicalLayoutDirection", .bool(false))
        add("NSControlRefusesFirstResponder", .bool(cell["refusesFirstResponder"] == "YES"))
        add("NSControlUsesSingleLineMode", .bool(cell["usesSingleLineMode"] == "YES"))
        add("NSControlLineBreakMode", .int(Self.lineBreakMode(cell)))
        if Self.textAlignedCells.contains(cellClass) || Self.textAlignedControls.contains(element.name) {
            add("NSControlTextAlignment", .int(KeyTables.enumerations["textAlignment"]?[cell["alignment"] ?? ""] ?? 4))
            add("NSControlWritingDirection", .integer(Int64(Self.writingDirections[cell["baseWritingDirection"] ?? ""] ?? -1), width: 8))
            add("NSControlContinuous", .bool(Self.controlIsContinuous(cell, cellClass: cellClass)))
        }
        add("NSControlSendActionMask", .int(Self.sendActionMask(trackingFlags: Self.trackingFlags(cell, className: cellClass)) | Self.stepperPeriodicMask(cell, className: cellClass)))
        appKitRangeControlValues(element) { add($0, $1) }
        switch element.name {
        // (A combo box is a text field: NSComboBox inherits NSTextField's coder.)
        case "textField", "searchField", "secureTextField", "tokenField", "comboBox":
            add("NSTextFieldAlignmentRectInsetsVersion", .int(2))
            add("NSAllowsWritingTools", .bool(!["secureTextField", "searchField"].contains(element.name)))  // never for a password or a search
            add("NSTextFieldAllowsWritingToolsAffordance", .bool(false))
            add("NS.resolvesNaturalAlignmentWithBaseWritingDirection", .bool(false))
            // The field's content type (`contentType="username"`) is `NSTextContentType`, a string
            // (a probed Python ibtool for NetNewsWire's Mac xibs, Apple's ibtool 27).
            if let type = result.first(where: { $0.key == "NSContentType" })?.value {
                replaceKey("NSContentType", with: "NSTextContentType", type, in: &result, index: archiveIndex.indexByID[object.id])
            }
        case "button", "popUpButton":
            add("IBNSShadowedSymbolConfiguration", .null)
        case "datePicker":
            // (viraptor/ibtool's date picker: Apple's nibs say NO where the document says nothing.)
            replaceKey("NSPresentsCalendarOverlay", with: "presentsCalendarOverlay", nil, in: &result, index: archiveIndex.indexByID[object.id])
            add("presentsCalendarOverlay", .bool(element["presentsCalendarOverlay"] == "YES"))
        default: break
        }
        appKitSearchFieldControlValues(element, index: archiveIndex.indexByID[object.id], cellIndex: cell["id"].flatMap { archiveIndex.indexByID[$0] }, &result)
        return result
    }

    /// Whether a text field offers the character picker in the Touch Bar (Apple's nibs keep it on the
    /// cell, `NSCharacterPickerEnabled`; the control has no key for it): as the document says,
    /// and on by default in documents saved after the Touch Bar came (Xcode 8) but before
    /// Interface Builder wrote the attribute: tools versions 11759 to 12107, as viraptor/ibtool's
    /// `textFieldCell.py` and `secureTextFieldCell.py` have it from Apple's nibs (the pairs agree:
    /// off at 9059, on at 11762, written at 20037). A search field's is its cell's too, so
    /// (viraptor/ibtool's `searchFieldCell.py` where the document says; Flycut's Apple-compiled
    /// nib, tools version 11762, where it does not). Nil for other elements and where the field
    /// has no picker.
    func characterPickerEnabled(_ field: Element) -> Bool? {
        // (Combo boxes, search and token fields are text fields: NSTextField's subclasses, their cells NSTextFieldCell's.)
        guard ["textField", "secureTextField", "comboBox", "tokenField", "searchField"].contains(field.name) else { return nil }
        if let value = field["allowsCharacterPickerTouchBarItem"] { return value == "YES" }
        return Self.characterPickerByDefaultToolsVersions.contains(toolsVersionNumber ?? 0) ? true : nil
    }

    /// The tools versions whose text fields offer the character picker without saying so.
    static let characterPickerByDefaultToolsVersions = 11759...12107

    /// `NSCellFlags`: the cell's kind and switches (text, selectable, editable, bezeled…), its on
    /// state and, outside button cells, its border.
    static func cellFlags(_ cell: Element, className: String) -> Int {
        var flags = 0
        if let mode = cell["lineBreakMode"], mode.hasPrefix("truncating") || mode == "clipping" { flags |= 0x40 }
        // (A table column's image data cell with a font is a text cell by its flags too; one
        // without is not: `imagecell_datacell_font` has both, `scrollview_table` the second.)
        // (A slider cell with a font is a text cell too: viraptor/ibtool's slider cell.)
        // (A date picker's cell shows its date as text, but its flags do not say so: viraptor/ibtool's
        // cell flags, learnt from a date picker pair.)
        if textShowingCells.contains(className) && className != "NSDatePickerCell"
            || (className == "NSImageCell" && cell["key"] == "dataCell" && cell.child("font", key: "font") != nil)
            || (className == "NSSliderCell" && cell.child("font", key: "font") != nil) {
            flags |= 0x0400_0000
        }
        if cell["selectable"] == "YES" { flags |= 0x0020_0001 }
        if cell["state"] == "on" { flags |= Int(Int32(bitPattern: 0x8000_0000)) }
        if cell["scrollable"] == "YES" { flags |= 0x0010_0000 }
        if cell["enabled"] == "NO" { flags |= 0x2000_0000 }
        if cell["editable"] == "YES" { flags |= 0x1000_0000 }
        if cell["highlighted"] == "YES" { flags |= 0x4000_0000 }
        // (A pop-up cell's bezel is here, its border in NSButtonFlags.)
        if cell["borderStyle"] == "bezel" || (className == "NSPopUpButtonCell" && cell["borderStyle"] == "borderAndBezel") { flags |= 0x0040_0000 }
        if className == "NSTableHeaderCell" || className == "NSSegmentedCell" || (cell["borderStyle"] == "border" && !buttonCellClasses.contains(className)) {
            flags |= 0x0080_0000
        }
        return flags | trackingFlags(cell, className: className)
    }

    /// The newest tools version whose image views' cells say in their flags that they are image
    /// cells (viraptor/ibtool's `imageCell.py`, from Apple's nibs).
    static let legacyImageCellToolsVersion = 2494

    /// `NSCellFlags`' image cell type (NSImageCellType, 2, in bits 26–27: 0x08000000, as GNUstep
    /// libs-gui's NSCell coder reads the type) for an image view's cell in a document of Xcode 4's
    /// first tools (up to ``legacyImageCellToolsVersion``); a later document's image cell has no type bit.
    func legacyImageCellTypeBit(_ cell: Element, className: String) -> Int {
        guard className == "NSImageCell", cell["key"] == "cell", let version = toolsVersionNumber, version <= Self.legacyImageCellToolsVersion else { return 0 }
        return 0x0800_0000
    }

    /// The `NSCellFlags` bits of how a cell tracks the mouse (NSCell's `_cFlags`, as GNUstep
    /// libs-gui's `NSCell -encodeWithCoder:` reads Apple's nibs: act on mouse down 0x40000, act on
    /// mouse dragged 0x100, don't act on mouse up 0x20, continuous, that is periodic, 0x80000).
    /// Sliders and steppers track as their own classes do (`rangeCellTrackingFlags`); any other
    /// continuous cell sends its action periodically.
    static func trackingFlags(_ cell: Element, className: String) -> Int {
        if rangeTrackingCells.contains(className) { return rangeCellTrackingFlags(cell, className: className) }
        return cell["continuous"] == "YES" ? 0x8_0000 : 0
    }

    /// The control's `NSControlSendActionMask`: the events its cell's tracking flags act on, as
    /// NSEvent.EventTypeMask bits (AppKit's `-[NSCell sendActionOn:]` keeps them as those flags):
    /// left mouse down (2) for 0x40000, left mouse up (4) unless 0x20, left mouse dragged (64) for
    /// 0x100 and periodic (65536) for 0x80000. A plain cell acts on mouse up (4); a continuous
    /// slider on down, up and dragged (70), a stepper on down and periodically (65538), as the
    /// ibtool pairs show.
    static func sendActionMask(trackingFlags flags: Int) -> Int {
        var mask = 0
        if flags & 0x4_0000 != 0 { mask |= 2 }
        if flags & 0x20 == 0 { mask |= 4 }
        if flags & 0x100 != 0 { mask |= 64 }
        if flags & 0x8_0000 != 0 { mask |= 0x1_0000 }
        return mask
    }

    /// `NSCellFlags2`: alignment (NSTextAlignment's old numbering, bits 26–28), line break mode
    /// (bits 9–11), control size, focus ring and the remaining switches.
    static func cellFlags2(_ cell: Element) -> Int {
        var flags = 0
        let alignment = TextEnumerationNumbers.alignments[cell["alignment"] ?? ""] ?? 4
        flags |= alignment << 26
        flags |= lineBreakMode(cell) << 9
        if cell["sendsActionOnEndEditing"] == "YES" { flags |= 0x0040_0000 }
        if cell["refusesFirstResponder"] == "YES" { flags |= 0x0200_0000 }
        if cell["allowsMixedState"] == "YES" { flags |= 0x0100_0000 }
        // The base writing direction plus one in bits 13–14 (natural 0, left to right 1, right to
        // left 2: Finch's NSCell flag table, worked out from ibtool's output).
        if let direction = writingDirections[cell["baseWritingDirection"] ?? ""] { flags |= ((direction + 1) & 3) << 13 }
        // The mixed state: bit 23 (viraptor/ibtool's `CellFlags2.IN_MIXED_STATE`); on is NSCellFlags' sign bit.
        if cell["state"] == "mixed" { flags |= 0x0080_0000 }
        if cell["allowsUndo"] == "NO" { flags |= 0x1000 }
        if cell["allowsEditingTextAttributes"] == "YES" { flags |= 0x4000_0000 }
        if cell["importsGraphics"] == "YES" { flags |= 0x2000_0000 }
        if cell["usesSingleLineMode"] == "YES" { flags |= 0x40 }
        if cell["truncatesLastVisibleLine"] == "YES" { flags |= 0x100 }
        // (NSControl.ControlSize in bits 17–19: small 1, mini 2; a large cell's is NSControlSize2's.)
        if !isLargeControlSize(cell) { flags |= (controlSizes[cell["controlSize"] ?? ""] ?? 0) << 17 }
        flags |= AppKitFocusRing.cellFlags2Bits(cell["focusRingType"])
        return flags
    }

    /// The keys every button cell carries even when the document leaves them at their defaults; a
    /// check box or radio button also has AppKit's mark (`NSSwitch`, `NSRadioButton`) as `NSAlternateImage`.
    private mutating func buttonCellDefaults(_ cell: Element, existing: [KeyedValue], imageHugsTitle: Bool) -> [KeyedValue] {
        var added: [KeyedValue] = []
        func add(_ key: String, _ value: ArchiveValue) {
            if !existing.contains(where: { $0.key == key }), !added.contains(where: { $0.key == key }) { added.append(KeyedValue(key, value)) }
        }
        // The key equivalent (an attribute, or a `<string key="keyEquivalent">` child) is NSKeyEquivalent.
        add("NSKeyEquivalent", existing.first { $0.key == "NSKeyEquiv" }?.value ?? .object(builder.string(cell["keyEquivalent"] ?? "")))

        add("NSAlternateContents", .object(builder.string("")))
        // A check box or radio button draws AppKit's own mark as its alternate image.
        if let mark = ["check": "NSSwitch", "radio": "NSRadioButton"][cell["type"] ?? ""] { add("NSAlternateImage", buttonImageSource(named: mark)) }
        add("NSPeriodicDelay", .int(400))
        add("NSPeriodicInterval", .int(75))
        add("NSButtonFlags", .int(Self.buttonFlags(cell, imageHugsTitle: imageHugsTitle)))
        add("NSButtonFlags2", .int(Self.buttonFlags2(cell)))
        add("NSAuxButtonType", .int(Self.auxiliaryButtonType(cell)))
        return added
    }

    /// AppKit's image for a check box or radio button (`NSButtonImageSource`; equal ones become one object when the nib is finished).
    private mutating func buttonImageSource(named name: String) -> ArchiveValue {
        .object(builder.add(ArchivedObject(className: "NSButtonImageSource", values: [KeyedValue("NSImageName", .object(builder.string(name)))])))
    }

    /// NSControl.ControlSize by name (regular 0).
    static let controlSizes = ["small": 1, "mini": 2, "large": 3]
    /// A cell's NSLineBreakMode (word wrapping when it names none; the shared `lineBreakMode`
    /// table has UIKit's and lacks the wrapping ones).
    static func lineBreakMode(_ cell: Element) -> Int {
        TextEnumerationNumbers.lineBreakModes[cell["lineBreakMode"] ?? ""] ?? 0
    }
    /// NSWritingDirection by name (the object library reads the names back from the same table).
    static let writingDirections = AppKitEnumerationNumbers.writingDirections
}
