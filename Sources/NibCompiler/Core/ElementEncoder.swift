import NibArchive
import NibDocument

/// Xcode 5+ elements → archived values: attributes, keyed children and lists.
extension Compilation {
    /// The values of an object element: its attributes, its keyed children and its lists.
    mutating func elementValues(of element: Element, object: DocumentObject?, index: Int?) throws(CompileError) -> [KeyedValue] {
        var values: [KeyedValue] = []
        if element.name == "constraint" {
            // (Apple's schema: the attributes and constant are read from their `…V2` keys.)
            recordUses(of: element, index: index, archived: writesAppleOnlyKeys ? KeyTables.constraintKeysV2 : KeyTables.constraintKeys)
            return constraintValues(element, holderID: object?.parentID)
        }
        var archived: [String: String] = [:]
        for attribute in element.attributes where !KeyTables.structuralAttributes.contains(attribute.name) {
            let encoded = attributeValues(attribute, of: element)
            if let first = encoded.first { archived[attribute.name] = first.key }
            values += encoded
        }
        let flags = layoutFlags(of: element)
        for (attribute, key) in KeyTables.layoutFlagKeys(flavour) where element[attribute] != nil && flags.contains(where: { $0.key == key }) {
            archived[attribute] = key
        }
        values += flags
        // An unconstrained view's switch is dropped as ibtool drops it (see layoutFlags): interpreted, not lost.
        let interpreted: Set<String> = flavour == .appKit && archived["translatesAutoresizingMaskIntoConstraints"] == nil ? ["translatesAutoresizingMaskIntoConstraints"] : []
        recordUses(of: element, index: index, archived: archived, structural: interpreted)
        // IB omits the default ⌘; ibtool writes it for every item but a separator.
        if flavour == .appKit, element.name == "menuItem", element.child(key: "keyEquivalentModifierMask") == nil, element["isSeparatorItem"] != "YES" {
            values.append(KeyedValue("NSKeyEquivModMask", .int(KeyTables.modifierBits["command"] ?? 0)))
        }
        if flavour == .uiKit, element.children.contains(where: { $0.name == "state" }) {
            values.append(KeyedValue("UIButtonStatefulContent", buttonStates(of: element)))
        }
        for child in element.children where !KeyTables.skippedChildren.contains(child.name) && child.name != "state" {
            if let key = child["key"] {
                if KeyTables.isDesignTimeKey(key) {
                    recordDesignTime(child)
                    continue
                }
                // A table column's resizing mask is a number (see appKitTableColumnValues).
                if flavour == .appKit, element.name == "tableColumn", key == "resizingMask" { continue }
                values += try keyedChildValues(child, key: key, index: index)
            } else if child.name == "metadata", child["id"] == nil {
                // Old Interface Builder documents' `<metadata/>` beside a view's children is the
                // editor's own: no class or decoder of AppKit's has it.
                recordDesignTime(child)
            } else if child["id"] == nil, !child.children.isEmpty || child.name.hasSuffix("s") {
                if child.name == "segments", archivesSegmentsItself(element) { continue }
                // A view's user guides are Interface Builder's own design aids: AppKit has no class
                // for them, and no decoder of Apple's nibs reads such a key.
                if child.name == "userGuides" {
                    recordDesignTime(child)
                    continue
                }
                values += try listValues(child, index: index)
            } else if child["id"] != nil, let reference = reference(to: child["id"]) {
                // An object directly inside another without a key (rare): keep it reachable.
                values.append(KeyedValue("IBChildObject", reference))
                invented("IBChildObject")
            } else if let value = try valueElement(child) {
                values.append(KeyedValue(flavour.classPrefix + capitalized(child.name), value))
                invented(flavour.classPrefix + capitalized(child.name))
            }
        }
        return values
    }

    private mutating func attributeValues(_ attribute: Attribute, of element: Element) -> [KeyedValue] {
        let name = attribute.name
        if flavour == .uiKit, let inverted = Self.uiKitInvertedSwitch(attribute, of: element) { return [inverted] }
        if flavour == .appKit, name == "hidden" {
            // A menu item keeps it as NSIsHidden; a view folds it into NSvFlags.
            return element.name == "menuItem" && attribute.value == "YES" ? [KeyedValue("NSIsHidden", .bool(true))] : []
        }
        // Images by name archive as image references (UIImageNibPlaceholder / NSCustomResource), as ibtool writes them.
        // A table's header view is named by id in an attribute; the archive refers to the object.
        if flavour == .appKit, name == "headerView", let header = reference(to: attribute.value) {
            return [KeyedValue("NSHeaderView", header)]
        }
        // So is an outline view's outline column.
        if flavour == .appKit, name == "outlineTableColumn", element.name == "outlineView", let column = reference(to: attribute.value) {
            return [KeyedValue("NSOutlineTableColumn", column)]
        }
        // And a pop-up cell's selected item (NSMenuItem, as Apple's nibs have it).
        if flavour == .appKit, name == "selectedItem", element.name == "popUpButtonCell", let item = reference(to: attribute.value) {
            return [KeyedValue("NSMenuItem", item)]
        }
        if name == "image" || name.hasSuffix("Image"), attribute.value != "YES", attribute.value != "NO", !attribute.value.isEmpty {
            return [KeyedValue(key(for: name, element: element.name), .object(imagePlaceholder(attribute.value, catalog: element["catalog"])))]
        }
        if input.localizationSpots?.key(of: element, attribute: name) != nil {
            return [KeyedValue(key(for: name, element: element.name), text(attribute.value, of: element, attribute: name))]
        }
        return [KeyedValue(key(for: name, element: element.name), typedValue(name: name, raw: attribute.value))]
    }

    /// The archive key of an attribute or keyed child: Apple's where known, else the prefix rule.
    /// (`element`: the element's name, where a prefix-rule key is confirmed for it,
    /// `KeyTables.appKitConfirmedPrefixKeys` and `uiKitConfirmedPrefixKeys`.)
    mutating func key(for name: String, element: String? = nil) -> String {
        let table = flavour == .uiKit ? KeyTables.uiKitKeys : KeyTables.appKitKeys
        if let known = table[name] { return known }
        let guessed = flavour.classPrefix + capitalized(name)
        let confirmed = flavour == .appKit ? KeyTables.appKitConfirmedPrefixKeys : KeyTables.uiKitConfirmedPrefixKeys
        if let element, confirmed.contains("\(element).\(name)") { return guessed }
        invented(guessed, element: element)
        return guessed
    }

    func capitalized(_ name: String) -> String { name.prefix(1).uppercased() + name.dropFirst() }

    mutating func typedValue(name: String, raw: String) -> ArchiveValue {
        // UIKit's border styles are numbers; AppKit cells keep Interface Builder's names (their
        // flag words hold the border in Apple's schema).
        if let table = KeyTables.enumerations[name], let value = table[raw], !(flavour == .appKit && name == "borderStyle") { return .int(value) }
        // Lengths AppKit archives as doubles even when whole.
        if flavour == .appKit, Self.appKitDoubleAttributes.contains(name), let number = Double(raw) { return .double(number) }
        if raw == "YES" { return .bool(true) }
        if raw == "NO" { return .bool(false) }
        if !KeyTables.textAttributes.contains(name) {
            if let integer = Int(raw) { return .int(integer) }
            if let number = Double(raw), raw.contains(".") { return .double(number) }
        }
        return .object(builder.string(raw))
    }

    /// Autoresizing, translation into constraints and visibility, as each framework stores them.
    private mutating func layoutFlags(of element: Element) -> [KeyedValue] {
        var values: [KeyedValue] = []
        let mask = element.child("autoresizingMask").map(Self.autoresizingMask)
        let translates = element["translatesAutoresizingMaskIntoConstraints"]
        switch flavour {
        case .uiKit:
            if let mask { values.append(KeyedValue("UIAutoresizingMask", .int(mask))) }
            if translates != nil { values.append(KeyedValue("UIViewDoesNotTranslateAutoresizingMaskIntoConstraints", .bool(translates == "NO"))) }
        case .appKit:
            if element.name != "menuItem", mask != nil || element["hidden"] != nil {  // a menu item's is NSIsHidden
                // Bit 8 is autoresizing the subviews (on unless the document says NO); a view
                // with no bit set archives no flags (`test34_pdfview`). A hidden view without a
                // mask keeps IB's default one (viraptor/ibtool's view flags), as a shown one does.
                let defaultMask = element.child("rect", key: "frame") == nil ? 0
                    : document.root["useAutolayout"] == "YES" ? Self.defaultAutoresizingMask : Self.defaultAutoresizingMaskWithoutAutoLayout
                var flags = (mask ?? defaultMask) | (element["autoresizesSubviews"] == "NO" ? 0 : 0x100)
                flags |= Self.hiddenBit(element)
                if flags != 0 { values.append(KeyedValue("NSvFlags", .int(flags))) }
            }
            // ibtool keeps the switch only for a view that constraints name (or a top-level view
            // IB does not hold by its frame); elsewhere the view's frame rules, as AppKit then loads it.
            if translates == "NO", let id = element["id"], input.constrainedViewIDs.contains(id) || (element["fixedFrame"] != "YES" && isTopLevel(id)) {
                values.append(KeyedValue("NSDoNotTranslateAutoresizingMask", .bool(true)))
            }
        }
        // Hugging and compression resistance: "{horizontal, vertical}", 250 and 750 by default.
        let keys = flavour == .uiKit
            ? ("UIViewContentHuggingPriority", "UIViewContentCompressionResistancePriority") : ("NSHuggingPriority", "NSAntiCompressionPriority")
        let hugging = (element["horizontalHuggingPriority"] ?? "250", element["verticalHuggingPriority"] ?? "250")
        let text = "{\(hugging.0), \(hugging.1)}"
        if flavour == .appKit {
            // ibtool leaves out what the view hugs at already, and writes what differs even where the document names nothing.
            let standard = Self.defaultContentHugging(element)
            if text != "{\(standard.0), \(standard.1)}" || namesHuggingInACellView(element) {
                values.append(KeyedValue(keys.0, .object(builder.string(text))))
            }
        } else if element["horizontalHuggingPriority"] != nil || element["verticalHuggingPriority"] != nil {
            values.append(KeyedValue(keys.0, .object(builder.string(text))))
        }
        if element["horizontalCompressionResistancePriority"] != nil || element["verticalCompressionResistancePriority"] != nil {
            let text = "{\(element["horizontalCompressionResistancePriority"] ?? "750"), \(element["verticalCompressionResistancePriority"] ?? "750")}"
            values.append(KeyedValue(keys.1, .object(builder.string(text))))
        }
        return values
    }

    private mutating func keyedChildValues(_ child: Element, key: String, index: Int?) throws(CompileError) -> [KeyedValue] {
        if child.name == "rect", key == "frame" {
            let frame = Self.numbers(child, ["x", "y", "width", "height"])
            if flavour == .uiKit {
                recordUses(of: child, index: index, archived: ["x": "UICenter", "y": "UICenter", "width": "UIBounds", "height": "UIBounds"])
                return [
                    KeyedValue("UIBounds", geometry([0, 0, frame[2], frame[3]])),
                    KeyedValue("UICenter", geometry([frame[0] + frame[2] / 2, frame[1] + frame[3] / 2])),
                ]
            }
            recordUses(of: child, index: index, allUnder: "NSFrame")
            return [KeyedValue("NSFrame", geometryString(frame))]
        }
        if child.name == "autoresizingMask" {  // see layoutFlags
            recordUses(of: child, index: index, allUnder: flavour == .uiKit ? "UIAutoresizingMask" : "NSvFlags")
            return []
        }
        if flavour == .uiKit, document.format == .document {
            // A text control's input traits are its own keys, as numbers (UIKit's archive).
            if child.name == "textInputTraits" { return uiKitTextInputTraits(child, index: index) }
            // An object's accessibility is a configuration in the nib's list (``uiKitAccessibilityConfigurations()``).
            if child.name == "accessibility", key == "accessibilityConfiguration" { return [] }
        }
        let archiveKey = self.key(for: key)
        guard let value = try valueElement(child, parentIndex: index, parentKey: archiveKey) else { return [] }
        return [KeyedValue(archiveKey, value)]
    }

    /// A list container (`subviews`, `constraints`, `items`…) as an array.
    private mutating func listValues(_ list: Element, index: Int?) throws(CompileError) -> [KeyedValue] {
        if list.name == "autoresizingMask" { return [] }
        let key = KeyTables.listKey(list.name, flavour: flavour)
        var members: [ArchiveValue] = []
        // A matrix lists its cells by column; AppKit keeps them row by row, in one array.
        let columns = list.children.filter { $0.name == "column" }
        let cells = flavour == .appKit && list.name == "cells" && !columns.isEmpty
            ? (0..<(columns.map(\.children.count).max() ?? 0)).flatMap { row in columns.compactMap { row < $0.children.count ? $0.children[row] : nil } }
            : list.children
        for member in cells where !Self.isRemovedAtBuildTime(member) {
            if let value = try valueElement(member, parentIndex: index, parentKey: key) { members.append(value) }
        }
        // A view whose constraints are all removed at build time holds none.
        if members.isEmpty, !list.children.isEmpty, list.children.allSatisfy(Self.isRemovedAtBuildTime) { return [] }
        if key != "UISubviews", key != "UIViewAutolayoutConstraints", key != "NSSubviews", key != "NSViewConstraints",
            key != "NSMenuItems", key != "NSTableColumns", key != "NSTabViewItems"
        {
            invented(key)
        }
        return [KeyedValue(key, .object(builder.array(members, className: KeyTables.listClasses[key] ?? "NSMutableArray")))]
    }

    /// Any element used as a value: an object reference, a typed scalar, geometry, colour, font,
    /// string, collection, or a generic object of the element's class.
    /// `parentIndex`/`parentKey`: where a scalar or geometry value lands, for ``AttributeUse`` records.
    mutating func valueElement(_ element: Element, parentIndex: Int? = nil, parentKey: String? = nil) throws(CompileError) -> ArchiveValue? {
        if let id = element["id"], !ModernElementNames.connectionElements.contains(element.name) {
            return reference(to: id) ?? .null
        }
        if let parentKey, Self.scalarElements.contains(element.name) {
            recordUses(of: element, index: parentIndex, allUnder: parentKey)
        }
        switch element.name {
        case "bool", "boolean": return .bool(element["value"] == "YES")
        case "integer": return .int(Int(element["value"] ?? "") ?? 0)
        case "real", "double", "float": return .double(Double(element["value"] ?? "") ?? 0)
        case "nil": return .null
        case "string": return text(Self.text(of: element), of: element, attribute: nil)
        case "color": return encodeColor(element)
        case "fontDescription", "font": return encodeFont(element)
        case "autoresizingMask": return .int(Self.autoresizingMask(element))
        case "modifierMask": return .int(KeyTables.modifierBits.reduce(0) { element[$1.key] == "YES" ? $0 | $1.value : $0 })
        case "windowPositionMask": return .int(Self.struts(element))
        case "attributedString":
            return try attributedString(element)
        case "paragraphStyle":
            return try paragraphStyle(element)
        case "shadow":
            return shadow(element)
        case "value":
            // `<value key="minSize" type="size" width=… height=…/>`: a typed NSValue.
            var shaped = element
            shaped.name = element["type"] ?? "size"
            return encodeGeometry(shaped) ?? .object(builder.string(element["value"] ?? element.text))
        case "imageReference" where flavour == .appKit && writesAppleOnlyKeys && document.format == .document:
            return appKitImageReference(element)
        case "date", "calendarDate":
            // Foundation's NSDate coder (a date picker's date and bounds; viraptor/ibtool's `date.py`
            // and `calendarDate.py`).
            return foundationDate(seconds: Self.finiteNumber(element["timeIntervalSinceReferenceDate"]) ?? 0)
        case "locale":
            return foundationLocale(element) ?? .null
        case "timeZone":
            return foundationTimeZone(element) ?? .null
        case "url":
            return element["string"].map { foundationURL($0) } ?? .null
        case "imageReference" where flavour == .uiKit:
            return uiKitImageReference(element) ?? .null
        case "mutableData", "data":
            return .data(Self.decodeBase64(element.text) ?? [])
        case "array", "mutableArray":
            var members: [ArchiveValue] = []
            for member in element.children { if let value = try valueElement(member) { members.append(collectionMember(value)) } }
            return .object(builder.array(members, className: element.name == "array" ? "NSArray" : "NSMutableArray"))
        case "dictionary", "mutableDictionary":
            var pairs: [(ArchiveValue, ArchiveValue)] = []
            for member in element.children {
                guard let key = member["key"], let value = try valueElement(member) else { continue }
                pairs.append((.object(builder.string(key)), collectionMember(value)))
            }
            return .object(builder.dictionary(pairs))
        default:
            if let geometry = encodeGeometry(element) { return geometry }
            if KeyTables.skippedChildren.contains(element.name) { return nil }
            let index = builder.reserve()
            let className = StandardClasses.className(forElement: element.name, flavour: flavour)
            var values = try elementValues(of: element, object: nil, index: index)
            if flavour == .appKit, document.format == .document {
                let owner = parentIndex.flatMap { archiveIndex.objectIDByIndex[$0] }
                let control = element["key"] == "cell" || element["key"] == "dataCell" ? controlView(ofCellIn: owner) : nil
                values = appKitSegmentedCellValues(element, appKitSortDescriptorValues(element, index: index,
                    appKitCellValues(element, className: className, index: index, control: control, ownerID: owner, values)))
            }
            builder.set(ArchivedObject(className: className, values: values), at: index)
            return .object(index)
        }
    }

    /// A value as a collection holds it: an object. A number or switch is an `NSNumber`, as
    /// `-encodeObject:` writes every member of an array or dictionary.
    mutating func collectionMember(_ value: ArchiveValue) -> ArchiveValue {
        switch value {
        case .integer, .double, .float, .bool: .object(builder.number(value))
        default: value
        }
    }

    /// `<state key="normal" title=… image=…>` children as UIKit's state → `UIButtonContent` dictionary.
    private mutating func buttonStates(of element: Element) -> ArchiveValue {
        let stateNumbers = ["normal": 0, "highlighted": 1, "disabled": 2, "selected": 4, "focused": 8]
        var pairs: [(ArchiveValue, ArchiveValue)] = []
        for state in element.children where state.name == "state" {
            guard let number = state["key"].flatMap({ stateNumbers[$0] }) else { continue }
            var values: [KeyedValue] = []
            if let title = state["title"] { values.append(KeyedValue("UITitle", text(title, of: state, attribute: "title"))) }
            if let title = state.child("string", key: "title") { values.append(KeyedValue("UITitle", text(Self.text(of: title), of: title, attribute: nil))) }
            if let image = state["image"] { values.append(KeyedValue("UIImage", .object(imagePlaceholder(image)))) }
            if let image = state["backgroundImage"] { values.append(KeyedValue("UIBackgroundImage", .object(imagePlaceholder(image)))) }
            if let color = state.child("color", key: "titleColor") { values.append(KeyedValue("UITitleColor", encodeColor(color))) }
            if let color = state.child("color", key: "titleShadowColor") { values.append(KeyedValue("UIShadowColor", encodeColor(color))) }
            let content = builder.add(ArchivedObject(className: "UIButtonContent", values: values))
            recordUses(of: state, index: content, archived: ["title": "UITitle", "image": "UIImage", "backgroundImage": "UIBackgroundImage"])
            pairs.append((.object(builder.number(.int(number))), .object(content)))
        }
        return .object(builder.dictionary(pairs))
    }

    /// `<constraint>` as NSLayoutConstraint keys, as its `encodeWithCoder:` writes them (the
    /// shared Auto Layout engine's, decompiled in the iOS 26.1 restore; AppKit's is the same class):
    /// - the items and attributes; with Apple's schema also the `…V2` keys, which keep a margin
    ///   attribute where the legacy key has the edge it measures from (`leadingMargin` → `leading`);
    /// - the relation only when not equal; the multiplier, held as a float, only when not 1; the
    ///   constant only when not 0 (`NSConstant` and `NSConstantV2`);
    /// - the priority, held as a float, as a whole number (`encodeInt:`) only when not required;
    /// - the identifier, and whether the constraint is archived.
    /// A missing first item is the view holding the constraint.
    private mutating func constraintValues(_ element: Element, holderID: String?) -> [KeyedValue] {
        var values: [KeyedValue] = []
        if let first = reference(to: element["firstItem"] ?? holderID) { values.append(KeyedValue("NSFirstItem", first)) }
        let firstAttribute = KeyTables.layoutAttributes[element["firstAttribute"] ?? ""] ?? 0
        values += attributeValues(firstAttribute, key: "NSFirstAttribute")
        if let second = reference(to: element["secondItem"]) { values.append(KeyedValue("NSSecondItem", second)) }
        if let secondAttribute = element["secondAttribute"].flatMap({ KeyTables.layoutAttributes[$0] }) {
            values += attributeValues(secondAttribute, key: "NSSecondAttribute")
        }
        switch element["relation"] {
        case "lessThanOrEqual": values.append(KeyedValue("NSRelation", .int(-1)))
        case "greaterThanOrEqual": values.append(KeyedValue("NSRelation", .int(1)))
        default: break
        }
        if let multiplier = element["multiplier"].map(Self.multiplier).flatMap(Self.archivedMultiplier), multiplier != Self.constraintDefaults.multiplier {
            values.append(KeyedValue("NSMultiplier", .double(multiplier)))
        }
        // A symbolic constant (the standard spacing) stands instead of the number.
        if element["symbolic"] == "YES" {
            values.append(KeyedValue("NSSymbolicConstant", .object(builder.string("NSSpace"))))
        } else if let constant = Self.finiteNumber(element["constant"]), constant != Self.constraintDefaults.constant {
            values.append(KeyedValue("NSConstant", .double(constant)))
            if writesAppleOnlyKeys { values.append(KeyedValue("NSConstantV2", .double(constant))) }
        }
        if let priority = element["priority"].flatMap(Self.archivedPriority), Double(priority) != Self.constraintDefaults.priority {
            values.append(KeyedValue("NSPriority", .int(priority)))
        }
        if let identifier = element["identifier"] { values.append(KeyedValue("NSLayoutIdentifier", .object(builder.string(identifier)))) }
        values.append(KeyedValue("NSShouldBeArchived", .bool(true)))
        return values
    }

    /// A layout attribute under its legacy key and, with Apple's schema, its `…V2` key.
    private func attributeValues(_ attribute: Int, key: String) -> [KeyedValue] {
        guard writesAppleOnlyKeys else { return [KeyedValue(key, .int(attribute))] }
        return [KeyedValue(key, .int(Self.legacyLayoutAttribute(attribute))), KeyedValue(key + "V2", .int(attribute))]
    }

    /// The attribute a legacy decoder reads for a margin attribute (13…20): the edge or centre
    /// it is measured from (left 1, right 2, top 3, bottom 4, leading 5, trailing 6, centre X 9,
    /// centre Y 10); any other attribute is itself.
    static func legacyLayoutAttribute(_ attribute: Int) -> Int {
        let edges = [13: 1, 14: 2, 15: 3, 16: 4, 17: 5, 18: 6, 19: 9, 20: 10]
        return edges[attribute] ?? attribute
    }

    /// A priority as the constraint archives it: the float it holds, as a whole number (truncated,
    /// as `encodeInt:` takes it); nil for a value that is no number.
    static func archivedPriority(_ text: String) -> Int? {
        guard let priority = finiteNumber(text) else { return nil }
        // (Clamped first: a hostile one would not fit an integer.)
        return Int(min(max(Float(priority), -1e9), 1e9).rounded(.towardZero))
    }

    /// The values an NSLayoutConstraint takes when its archive has no key for them: viraptor/ibtool
    /// turns Interface Builder 3 archives' constraints (which state every value) into Apple's form
    /// by dropping `NSMultiplier`, `NSPriority` and `NSRelation` and a zero `NSConstant`.
    static let constraintDefaults = (multiplier: 1.0, constant: 0.0, priority: 1000.0)

    /// A multiplier as the constraint archives it: the float it holds, widened back to a double
    /// (`multiplier="0.951613"` → 0.9516130089759827, as a probed Python ibtool found for
    /// NetNewsWire's Mac xibs; a ratio `16:9` likewise); nil for one that is not finite.
    static func archivedMultiplier(_ multiplier: Double) -> Double? {
        let held = Float(multiplier)
        return held.isFinite ? Double(held) : nil
    }

    /// `"16:9"` or `"0.5"`.
    static func multiplier(_ text: String) -> Double {
        let parts = text.split(separator: ":")
        if parts.count == 2, let a = Double(parts[0]), let b = Double(parts[1]), b != 0 { return a / b }
        return Double(text) ?? 1
    }
}

extension Compilation {
    /// AppKit elements whose classes are NSControls (they hug vertically at 750 by default).
    /// AppKit attributes archived as doubles even when whole (lengths, and the values of sliders,
    /// steppers, progress and level indicators).
    static let appKitDoubleAttributes: Set<String> = [
        "preferredMaxLayoutWidth", "doubleValue", "minValue", "maxValue", "warningValue", "criticalValue",
        "increment", "altIncrementValue",  // NSStepperCell's and NSSliderCell's increments are doubles too
        "cornerRadius", "borderWidth",  // a box's (CGFloats)
        "holdingPriority",  // a split view item's (a priority, a float: GNUstep's NSSplitViewItem coder)
        "minimumInteritemSpacing", "minimumLineSpacing",  // a collection view flow layout's (CGFloats; GNUstep's decoder)
    ]

    static let appKitControlElements: Set<String> = [
        "button", "popUpButton", "textField", "searchField", "secureTextField", "comboBox", "tokenField", "segmentedControl",
        "slider", "stepper", "datePicker", "imageView", "levelIndicator", "pathControl", "matrix", "scroller", "tableView", "outlineView",
    ]

    /// Value elements that become a value of their parent (their attributes land under the parent's key).
    static let scalarElements: Set<String> = [
        "bool", "boolean", "integer", "real", "double", "float", "nil", "string", "autoresizingMask", "modifierMask", "windowPositionMask",
        "mutableData", "data", "value", "rect", "point", "size", "inset", "edgeInsets", "directionalEdgeInsets",
    ]
}

/// Element names that are connections rather than objects or values.
enum ModernElementNames {
    static let connectionElements: Set<String> = ["outlet", "outletCollection", "action", "segue", "binding", "accessibilityConnection"]
}
