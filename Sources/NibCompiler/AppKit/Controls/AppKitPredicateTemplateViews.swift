import NibArchive
import NibDocument

/// The views a predicate editor's row template shows (`NSPredicateTemplateViews`, an `NSArray`),
/// which AppKit's template keeps instead of its expressions and operators: they travel as the
/// represented objects of the pop-ups' items (viraptor/ibtool's `predicateEditor.py`, learnt from
/// Apple-compiled predicate editors; the template's ivars in AppKit's headers are its kind,
/// options, attribute types, wildcards and views only). Apple's schema only.
/// - one `NSPopUpButton` per menu the document lists (`<popUpMenus>`), its cell showing that
///   same menu, the menu's first item and that item's represented object; every item of the menu
///   reports to the cell (`_popUpItemAction:`), as an ordinary pop-up's items do;
/// - then, for a simple row whose right side is a wildcard, a small `NSTextField` to type it;
/// - the views are no subviews of anything (the editor lays them out in its rows) and not in
///   the nib's object tables; a pop-up's frame is where Interface Builder laid out the row: fixed
///   for a compound row, after the titles for a simple one (which NibKit estimates: Interface
///   Builder measures them in the system font, whose metrics NibKit does not have);
/// - a view lists empty subviews in a simple row without a custom class, and in a compound row of
///   an editor with a simple row; the views chain as next key views in a row with a custom class,
///   or a compound row of an editor without simple rows.
extension Compilation {
    /// The pop-up button cell a row template shows `menuID` in (reserved on first use).
    mutating func predicateTemplateCell(forMenu menuID: String) -> Int {
        if let cell = shared.predicateTemplateCells[menuID] { return cell }
        let cell = builder.reserve()
        shared.predicateTemplateCells[menuID] = cell
        return cell
    }

    /// The template's cell that shows the menu an item is in, when the menu is a row template's.
    mutating func predicateTemplateCell(owningMenuOf item: DocumentObject) -> ArchiveValue? {
        guard let menu = item.parentID.flatMap({ document.object(id: $0) }), menu.elementName == "menu",
              let template = menu.parentID.flatMap({ document.object(id: $0) }), template.elementName == "predicateEditorRowTemplate"
        else { return nil }
        return .object(predicateTemplateCell(forMenu: menu.id))
    }

    /// A row template's `NSPredicateTemplateViews`: its pop-ups and, for a wildcard right side, a text field.
    mutating func predicateTemplateViews(_ template: Element, of object: DocumentObject, isCompound: Bool, rightIsWildcard: Bool) -> ArchiveValue {
        let editorElement = object.parentID.flatMap { document.object(id: $0) }.map { document.element(at: $0.path) }
        let editorHasSimpleRow = editorElement?.child("rowTemplates")?.children.contains { $0["rowType"] != "compound" } ?? false
        let hasCustomClass = template["customClass"] != nil
        let listsSubviews = isCompound ? editorHasSimpleRow : !hasCustomClass
        let chains = hasCustomClass || (isCompound && !editorHasSimpleRow)
        let menus = template.child("popUpMenus")?.children.filter { $0.name == "menu" } ?? []
        var views: [Int] = []
        var x = 37.0
        for (position, menu) in menus.enumerated() {
            let frame: (x: Double, width: Double)
            if isCompound {
                frame = position == 0 ? (7, 68) : (81, 173)
            } else {
                frame = (x, Self.estimatedPopUpWidth(menu))
                x += frame.width + 6
            }
            views.append(predicateTemplatePopUp(menu, frame: frame, listsSubviews: listsSubviews))
        }
        if !isCompound, rightIsWildcard {
            let editorWidth = Self.finiteNumber(editorElement?.child("rect", key: "frame")?["width"]) ?? 0
            let width = editorWidth - x - 76 < 20 ? 98 : editorWidth - x - 76
            views.append(predicateTemplateTextField(x: x, width: width, listsSubviews: listsSubviews))
        }
        if chains {
            for (view, next) in zip(views, views.dropFirst()) {
                var archived = builder.archive.objects[view]
                if let position = archived.values.firstIndex(where: { $0.key == "NSNextKeyView" }) { archived.values[position].value = .object(next) }
                builder.set(archived, at: view)
            }
        }
        return .object(builder.array(views.map { .object($0) }))
    }

    /// A pop-up's width after its titles, as Interface Builder sizes it: the widest title (or key
    /// path, without its dots) and the pop-up's arrow and margins. The titles' widths are
    /// estimated from an average advance of the 13-point system font.
    static func estimatedPopUpWidth(_ menu: Element) -> Double {
        let items = menu.child("items")?.children.filter { $0.name == "menuItem" } ?? []
        func width(_ text: String) -> Double { Double(text.count) * 6.5 }
        let title = items.map { width($0["title"] ?? "") }.max() ?? 0
        let keyPath = items.compactMap { item in
            item.child("expression", key: "representedObject").flatMap { $0["keyPath"] ?? $0.child("string", key: "keyPath")?.text }
        }.map { width($0.replacingOccurrences(of: ".", with: "")) }.max() ?? 0
        return max((title + 0.14 * Double(items.count)).rounded(.up) + 37, keyPath.rounded(.up) + 36)
    }

    private mutating func predicateTemplatePopUp(_ menu: Element, frame: (x: Double, width: Double), listsSubviews: Bool) -> Int {
        let popUp = builder.reserve()
        let cell = menu["id"].map { predicateTemplateCell(forMenu: $0) } ?? builder.reserve()
        var values = viewValues(x: frame.x, y: 1, width: frame.width, height: 24) + [
            KeyedValue("NSTag", .int(-1)), KeyedValue("NSEnabled", .bool(true)),
        ]
        if listsSubviews { values.append(KeyedValue("NSSubviews", .object(builder.array([], className: "NSMutableArray")))) }
        values.append(KeyedValue("NSCell", .object(cell)))
        values += Self.controlDefaultKeys(alignment: 4, lineBreakMode: 4, writingDirection: -1, sendActionMask: 4)
        values.append(KeyedValue("IBNSShadowedSymbolConfiguration", .null))
        builder.set(ArchivedObject(className: "NSPopUpButton", values: values), at: popUp)
        let first = menu.child("items")?.children.first { $0.name == "menuItem" }
        // (The first item's represented object joins when the item is archived: ``predicateTemplateItemValues(_:_:)``.)
        let joined = builder.archive.objects[cell].values
        var cellValues = [
            KeyedValue("NSCellFlags", .int(0x0400_0040)), KeyedValue("NSCellFlags2", .int(0x1000_0800)),
            KeyedValue("NSSupport", metaFont("smallSystem")), KeyedValue("NSControlView", .object(popUp)),
            KeyedValue("NSButtonFlags", .int(-0x797F_C000)), KeyedValue("NSButtonFlags2", .int(0x24)),
            KeyedValue("NSBezelStyle", .int(12)), KeyedValue("NSKeyEquivalent", .object(builder.string(""))),
            KeyedValue("NSPeriodicDelay", .int(400)), KeyedValue("NSPeriodicInterval", .int(75)), KeyedValue("NSAuxButtonType", .int(-1)),
        ]
        if let item = reference(to: first?["id"]) { cellValues.append(KeyedValue("NSMenuItem", item)) }
        cellValues += joined
        cellValues.append(KeyedValue("NSMenuItemRespectAlignment", .bool(true)))
        if let menuReference = reference(to: menu["id"]) { cellValues.append(KeyedValue("NSMenu", menuReference)) }
        cellValues += [
            KeyedValue("NSPreferredEdge", .int(1)), KeyedValue("NSUsesItemFromMenu", .bool(true)),
            KeyedValue("NSAltersState", .bool(true)), KeyedValue("NSArrowPosition", .int(2)),
        ]
        builder.set(ArchivedObject(className: "NSPopUpButtonCell", values: cellValues), at: cell)
        return popUp
    }

    private mutating func predicateTemplateTextField(x: Double, width: Double, listsSubviews: Bool) -> Int {
        let field = builder.reserve()
        let cell = builder.add(ArchivedObject(className: "NSTextFieldCell", values: [
            KeyedValue("NSCellFlags", .int(0x1470_0040)), KeyedValue("NSCellFlags2", .int(0x42_0400)),
            KeyedValue("NSContents", .object(builder.string(""))), KeyedValue("NSSupport", metaFont("smallSystem")),
            KeyedValue("NSControlView", .object(field)), KeyedValue("NSDrawsBackground", .bool(true)),
            KeyedValue("NSBackgroundColor", systemCatalogColor("textBackgroundColor")), KeyedValue("NSTextColor", systemCatalogColor("controlTextColor")),
        ]))
        var values = viewValues(x: x, y: 4, width: width, height: 18) + [KeyedValue("NSEnabled", .bool(true))]
        if listsSubviews { values.append(KeyedValue("NSSubviews", .object(builder.array([], className: "NSMutableArray")))) }
        values.append(KeyedValue("NSCell", .object(cell)))
        values += Self.controlDefaultKeys(size: 1, lineBreakMode: 2, writingDirection: -1, sendActionMask: 4)
        values += [
            KeyedValue("NSTextFieldAlignmentRectInsetsVersion", .int(2)),
            KeyedValue("NSAllowsWritingTools", .bool(true)), KeyedValue("NSTextFieldAllowsWritingToolsAffordance", .bool(false)),
            KeyedValue("NS.resolvesNaturalAlignmentWithBaseWritingDirection", .bool(false)),
        ]
        builder.set(ArchivedObject(className: "NSTextField", values: values), at: field)
        return field
    }

    /// A row view's own keys: unplaced, no next key view (chained later where the row chains them).
    private mutating func viewValues(x: Double, y: Double, width: Double, height: Double) -> [KeyedValue] {
        [KeyedValue("NSNextResponder", .null), KeyedValue("NSNibTouchBar", .null), KeyedValue("NSvFlags", .int(0x100)),
         frame(x: x, y: y, width: width, height: height), KeyedValue("NSSuperview", .null), KeyedValue("NSNextKeyView", .null)]
            + Self.viewBookkeeping
    }

    /// What a row template's menu item adds in Apple's schema: it reports to the template's cell
    /// for its menu (`_popUpItemAction:`), a key-path expression it stands for is Foundation's
    /// `NSKeyPathExpression` (``keyPathExpression(_:)``), and the first item's represented object
    /// is the cell's too.
    mutating func predicateTemplateItemValues(_ object: DocumentObject, _ values: inout [KeyedValue]) {
        guard let cellValue = predicateTemplateCell(owningMenuOf: object), case .object(let cell) = cellValue else { return }
        let element = document.element(at: object.path)
        if !values.contains(where: { $0.key == "NSAction" }) {
            values.append(KeyedValue("NSAction", .object(builder.string("_popUpItemAction:"))))
            values.append(KeyedValue("NSTarget", cellValue))
        }
        if let expression = element.child("expression", key: "representedObject"), expression["type"] == "keyPath",
           let path = expression["keyPath"] ?? expression.child("string", key: "keyPath")?.text,
           let position = values.firstIndex(where: { $0.key == "NSRepObject" }) {
            values[position].value = keyPathExpression(path)
        }
        let menu = object.parentID.flatMap { document.object(id: $0) }.map { document.element(at: $0.path) }
        guard menu?.child("items")?.children.first(where: { $0.name == "menuItem" })?["id"] == object.id,
              let represented = values.first(where: { $0.key == "NSRepObject" })?.value else { return }
        builder.append(KeyedValue("NSRepresentedObject", represented), to: cell)
    }

    /// `NSExpression(forKeyPath:)` as Foundation archives it: a function expression (type 3)
    /// sending `valueForKey:` (`valueForKeyPath:` for a path with dots) to the evaluated object
    /// (`NSSelfExpression`, type 1) with the key path (`NSKeyPathSpecifierExpression`, type 10)
    /// as its argument (Foundation's coders' keys; viraptor/ibtool's predicate editor).
    mutating func keyPathExpression(_ path: String) -> ArchiveValue {
        let operand = builder.add(ArchivedObject(className: "NSSelfExpression", values: [KeyedValue("NSExpressionType", .int(1))]))
        let specifier = builder.add(ArchivedObject(className: "NSKeyPathSpecifierExpression", values: [
            KeyedValue("NSExpressionType", .int(10)), KeyedValue("NSKeyPath", .object(builder.string(path))),
        ]))
        return .object(builder.add(ArchivedObject(className: "NSKeyPathExpression", values: [
            KeyedValue("NSExpressionType", .int(3)),
            KeyedValue("NSSelectorName", .object(builder.string(path.contains(".") ? "valueForKeyPath:" : "valueForKey:"))),
            KeyedValue("NSOperand", .object(operand)),
            KeyedValue("NSArguments", .object(builder.array([.object(specifier)], className: "NSMutableArray"))),
        ])))
    }
}
