import NibArchive
import NibDocument

/// Rule and predicate editors as Apple's schema has them (viraptor/ibtool's `predicateEditor.py`,
/// which matches Apple-compiled nibs; the keys are NSRuleEditor's coder's, which a rule editor
/// writes alone, and NSPredicateEditor's, which adds its templates and predicate; Cappuccino's
/// nib2cib decodes the former on NSRuleEditor):
/// - the editor is a control without a cell, with the control keys at their defaults, and its rows
///   live in a slice holder view (`_NSRuleEditorViewSliceHolder`, its one subview and next key view,
///   as large as the editor) and an unbound row holder (`_NSRuleEditorViewUnboundRowHolder`);
/// - its settings are `NSRuleEditor…` keys: the alignment grid (75 points), the row height as the
///   slice height (AppKit's 25 by default), the nesting mode as a number, whether it may be emptied
///   (`NSRuleEditorDisallowEmpty`, the opposite of the document's `canRemoveAllRows`), the key
///   paths of its row dictionaries, and it accepts dragged rows (`NSRuleEditorItemPBoardType`);
/// - its row templates are `NSPredicateTemplates` (an `NSArray`), each with its kind (simple 1,
///   compound 2), comparison options (case insensitive 1, diacritic insensitive 2), its right
///   expression's attribute type, and whether either side is a wildcard.
/// The views a template shows its menus in are ``predicateTemplateViews(_:of:isCompound:rightIsWildcard:)``.
extension Compilation {
    /// NSRuleEditor.NestingMode by Interface Builder's name.
    static let ruleEditorNestingModes = ["single": 0, "list": 1, "compound": 2, "simple": 3]

    /// The key paths of the dictionaries a rule editor's rows are, as AppKit archives them.
    static let ruleEditorKeyPaths = [
        ("NSRuleEditorRowTypeKeyPath", "rowType"), ("NSRuleEditorSubrowsArrayKeyPath", "subrows"), ("NSRuleEditorItemsKeyPath", "criteria"),
        ("NSRuleEditorValuesKeyPath", "displayValues"), ("NSRuleEditorBoundArrayKeyPath", "boundArray"),
    ]

    mutating func appKitPredicateEditorValues(_ object: DocumentObject, _ element: Element, _ values: [KeyedValue]) -> [KeyedValue] {
        switch object.elementName {
        case "predicateEditor", "ruleEditor": ruleEditorValues(object, element, values)
        case "predicateEditorRowTemplate": predicateRowTemplateValues(object, element, values)
        default: values
        }
    }

    /// A rule editor's values, and a predicate editor's (a rule editor with row templates).
    private mutating func ruleEditorValues(_ object: DocumentObject, _ element: Element, _ values: [KeyedValue]) -> [KeyedValue] {
        let index = archiveIndex.indexByID[object.id]
        var result = values
        func add(_ key: String, _ value: ArchiveValue) {
            if !result.contains(where: { $0.key == key }) { result.append(KeyedValue(key, value)) }
        }
        let editor = reference(to: object.id) ?? .null
        let frame = element.child("rect", key: "frame").map { Self.numbers($0, ["x", "y", "width", "height"]) } ?? [0, 0, 100, 100]
        let holder = builder.add(ArchivedObject(className: "_NSRuleEditorViewSliceHolder", values: [
            KeyedValue("NSNextResponder", editor), KeyedValue("NSNibTouchBar", .null), KeyedValue("NSvFlags", .int(0x112)),
            KeyedValue("NSSubviews", .object(builder.array([], className: "NSMutableArray"))),
            KeyedValue("NSFrameSize", .object(builder.string("{\(Self.format(frame[2])), \(Self.format(frame[3]))}"))),
            KeyedValue("NSSuperview", editor), KeyedValue("NSNextKeyView", .null), KeyedValue("NSViewWantsBestResolutionOpenGLSurface", .bool(true)),
            KeyedValue("IBNSSafeAreaLayoutGuide", .null), KeyedValue("IBNSLayoutMarginsGuide", .null), KeyedValue("IBNSClipsToBounds", .int(0)),
        ]))
        result.removeAll { $0.key == "NSSubviews" }
        result.append(KeyedValue("NSSubviews", .object(builder.array([.object(holder)], className: "NSMutableArray"))))
        add("NSDragTypes", .object(builder.array([.object(builder.string("NSRuleEditorItemPBoardType"))], className: "NSMutableSet")))
        add("NSNextKeyView", .object(holder))
        add("NSEnabled", .bool(element["enabled"] != "NO"))
        for value in Self.controlDefaultKeys(sendActionMask: 4) { add(value.key, value.value) }
        add("NSRuleEditorAlignmentGridWidth", .double(75))
        replaceKey("NSRowHeight", with: "NSRuleEditorSliceHeight", .double(Self.finiteNumber(element["rowHeight"]) ?? 25), in: &result, index: index)
        // The strings file that localizes the rows is named, not read (Cappuccino's decoder of
        // Apple's nibs reads the name under `NSRuleEditorStringsFileName`; AppKit's `_stringsFileName`).
        if let file = element["formattingStringsFilename"] {
            replaceKey("NSFormattingStringsFilename", with: "NSRuleEditorStringsFileName", .object(builder.string(file)), in: &result, index: index)
        }
        add("NSRuleEditorFormattingDictionary", .object(builder.dictionary([])))
        replaceKey("NSEditable", with: "NSRuleEditorEditable", .bool(element["editable"] != "NO"), in: &result, index: index)
        add("NSRuleEditorAllowsEmptyCompoundRows", .bool(false))
        replaceKey("NSCanRemoveAllRows", with: "NSRuleEditorDisallowEmpty", .bool(element["canRemoveAllRows"] != "YES"), in: &result, index: index)
        let nesting = Self.ruleEditorNestingModes[element["nestingMode"] ?? ""] ?? 2
        replaceKey("NSNestingMode", with: "NSRuleEditorNestingMode", .int(nesting), in: &result, index: index)
        for (key, path) in Self.ruleEditorKeyPaths { add(key, .object(builder.string(path))) }
        add("NSRuleEditorRowClass", .object(builder.string("NSMutableDictionary")))
        add("NSRuleEditorSlicesHolder", .object(holder))
        add("NSRuleEditorDelegate", .null)
        let unbound = builder.add(ArchivedObject(className: "_NSRuleEditorViewUnboundRowHolder", values: [
            KeyedValue("NSBoundArray", .object(builder.array([], className: "NSMutableArray"))),
        ]))
        add("NSRuleEditorBoundArrayOwner", .object(unbound))
        add("NSRuleEditorSlices", .object(builder.array([], className: "NSMutableArray")))
        // Only a predicate editor has row templates and a predicate.
        guard object.elementName == "predicateEditor" else { return result }
        let templates = element.child("rowTemplates")?.children.filter { $0.name == "predicateEditorRowTemplate" }.compactMap { reference(to: $0["id"]) } ?? []
        replaceKey("NSRowTemplates", with: "NSPredicateTemplates", .object(builder.array(templates)), in: &result, index: index)
        add("NSPredicateEditorPredicate", .null)
        return result
    }

    private mutating func predicateRowTemplateValues(_ object: DocumentObject, _ element: Element, _ values: [KeyedValue]) -> [KeyedValue] {
        let index = archiveIndex.indexByID[object.id]
        var result = values
        let isCompound = element["rowType"] == "compound"
        replaceKey("NSRowType", with: "NSPredicateTemplateType", .int(isCompound ? 2 : 1), in: &result, index: index)
        let options = element.child("comparisonPredicateOptions").map { options in
            (options["caseInsensitive"] == "YES" ? 1 : 0) | (options["diacriticInsensitive"] == "YES" ? 2 : 0)
        } ?? 0
        // (The document's options, expressions and type are archived as these numbers and switches only.)
        replaceKey("NSOptions", with: "NSPredicateTemplateOptions", .int(options), in: &result, index: index)
        result.append(KeyedValue("NSPredicateTemplateModifier", .int(0)))
        result.append(KeyedValue("NSPredicateTemplateLeftAttributeType", .int(0)))
        let right = element.children.first { $0.name == "integer" && $0["key"] == "rightExpressionObject" }
        let rightType = ArchiveValue.int(right.flatMap { Int($0["value"] ?? "") } ?? 0)
        replaceKey("NSRightExpressionObject", with: "NSPredicateTemplateRightAttributeType", rightType, in: &result, index: index)
        // A simple row's left side is a wildcard unless the document lists its expressions; its
        // right side is one where the document names the right expression's type. A compound row has neither.
        let hasLeft = element.children.contains { $0.name == "array" && $0["key"] == "leftExpressionObject" }
        replaceKey("NSLeftExpressionObject", with: "NSPredicateTemplateLeftIsWildcard", .bool(!isCompound && !hasLeft), in: &result, index: index)
        result.append(KeyedValue("NSPredicateTemplateRightIsWildcard", .bool(!isCompound && right != nil)))
        let views = predicateTemplateViews(element, of: object, isCompound: isCompound, rightIsWildcard: !isCompound && right != nil)
        replaceKey("NSPopUpMenus", with: "NSPredicateTemplateViews", views, in: &result, index: index)
        return result
    }
}
