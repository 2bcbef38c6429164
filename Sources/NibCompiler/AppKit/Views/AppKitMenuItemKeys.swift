import NibArchive
import NibDocument

/// The keys every NSMenuItem carries in Apple's nibs (from the ibtool pairs): its menu
/// (`NSMenu`), key-equivalent localization and mirroring, `NSKeyEquiv` (empty when none),
/// `NSMnemonicLoc`, the shared state images, `NSHiddenInRepresentation`, and for an item with a
/// submenu the action `submenuAction:` aimed at the submenu. A disabled item says `NSIsDisabled` (a
/// separator says it in both schemas), its state is a number (off no key), and an image beside the
/// title is an action image (`NSHasActionImage`). A system menu is named by `NSName` (``AppKitMenuNames``).
extension Compilation {
    /// `NSMnemonicLoc` when the title has no mnemonic: `NSNotFound` as a 32-bit integer.
    static let noMnemonic = 0x7FFF_FFFF
    /// The key equivalent's switches: the document's attribute, Apple's key and the key the
    /// prefix rule gave it.
    static let keyEquivalentSwitches = [
        ("localization", "NSAllowsKeyEquivalentLocalization", "NSLocalization"),
        ("mirroring", "NSAllowsKeyEquivalentMirroring", "NSMirroring"),
    ]

    mutating func appKitMenuItemValues(_ object: DocumentObject, _ values: [KeyedValue]) -> [KeyedValue] {
        // An empty `<modifierMask key="keyEquivalentModifierMask"/>` leaves the key out.
        var result = values.filter { $0.key != "NSKeyEquivModMask" || $0.value != .int(0) }
        func add(_ key: String, _ value: ArchiveValue) {
            if !result.contains(where: { $0.key == key }) { result.append(KeyedValue(key, value)) }
        }
        let element = document.element(at: object.path)
        if element["isSeparatorItem"] == "YES" { add("NSIsDisabled", .bool(true)) }
        add("NSKeyEquiv", .object(builder.string("")))
        add("NSTitle", .object(builder.string("")))
        // Whether AppKit may localize and mirror the key equivalent: the document's `localization`
        // and `mirroring` (NSMenuItem's allowsKeyEquivalentLocalization and
        // allowsAutomaticKeyEquivalentMirroring), on unless it turns them off.
        for (attribute, key, guessed) in Self.keyEquivalentSwitches {
            result.removeAll { $0.key == guessed }
            if diagnostics.recordsAttributeUses, let index = archiveIndex.indexByID[object.id] { renameUses(of: index, from: guessed, to: key) }
            add(key, .bool(element[attribute] != "NO"))
        }
        guard writesAppleOnlyKeys else { return result }
        let menu = object.parentID.flatMap { document.object(id: $0) }.flatMap { $0.elementName == "menu" ? reference(to: $0.id) : nil }
        var head: [KeyedValue] = []
        if let menu { head.append(KeyedValue("NSMenu", menu)) }
        add("NSMnemonicLoc", .int(Self.noMnemonic))
        let images = stateImages()
        add("NSOnImage", .object(images.on))
        add("NSMixedImage", .object(images.mixed))
        if let submenu = result.first(where: { $0.key == "NSSubmenu" })?.value {
            add("NSAction", .object(builder.string("submenuAction:")))
            add("NSTarget", submenu)
        } else if let cell = popUpCell(owningMenuOf: object) {
            // A pop-up button's items report to its cell.
            add("NSAction", .object(builder.string("_popUpItemAction:")))
            add("NSTarget", cell)
        }
        add("NSHiddenInRepresentation", .bool(false))
        // A disabled item says so as NSIsDisabled (a separator already does).
        if let position = result.firstIndex(where: { $0.key == "NSEnabled" }) {
            let disabled = result[position].value == .bool(false)
            result.remove(at: position)
            if disabled, !result.contains(where: { $0.key == "NSIsDisabled" }) { result.append(KeyedValue("NSIsDisabled", .bool(true))) }
        }
        // The state is NSControl.StateValue's number (off is no key), as wide as Apple's writer
        // makes it: mixed, -1, takes eight bytes, as every negative integer does.
        if let position = result.firstIndex(where: { $0.key == "NSState" }), let state = element["state"].flatMap({ AppKitEnumerationNumbers.controlStates[$0] }) {
            if state == 0 { result.remove(at: position) } else { result[position] = KeyedValue("NSState", .int(state)) }
        }
        // The represented object is archived as an object under NSRepObject (NSMenuItem's coder:
        // viraptor/ibtool's `predicateEditor.py`, Cappuccino's nib2cib): a number is an NSNumber.
        if let position = result.firstIndex(where: { $0.key == "NSRepresentedObject" }) {
            let value = result[position].value
            let represented: ArchiveValue = switch value {
            case .integer, .double, .float, .bool: .object(builder.number(value))
            default: value
            }
            replaceKey("NSRepresentedObject", with: "NSRepObject", represented, in: &result, index: archiveIndex.indexByID[object.id])
        }
        // The image beside the title is the item's action image; the catalog is its resource's.
        if result.contains(where: { $0.key == "NSSecondaryImage" }) { head.append(KeyedValue("NSHasActionImage", .bool(true))) }
        result.removeAll { $0.key == "NSCatalog" }
        // A predicate row template's items report to the cell of the pop-up it shows their menu in.
        predicateTemplateItemValues(object, &result)
        return head + result
    }

    /// A menu's values: a menu AppKit manages (`systemMenu`) is named by its `NSName` in Apple's schema.
    mutating func appKitMenuValues(_ object: DocumentObject, _ values: [KeyedValue]) -> [KeyedValue] {
        let element = document.element(at: object.path)
        var result = values
        // A menu that does not enable its items itself says so as NSNoAutoenable.
        if let position = result.firstIndex(where: { $0.key == "NSAutoenablesItems" }), result[position].value == .bool(false) {
            result[position] = KeyedValue("NSNoAutoenable", .bool(true))
            if diagnostics.recordsAttributeUses, let index = archiveIndex.indexByID[object.id] { renameUses(of: index, from: "NSAutoenablesItems", to: "NSNoAutoenable") }
        }
        // A menu without a state column says it excludes the mark column (NSMenu's key, as
        // Cappuccino's nib2cib `NSMenu.j` reads it from Apple's nibs); showing it is the default.
        if let position = result.firstIndex(where: { $0.key == "NSShowsStateColumn" }) {
            let shows = result[position].value != .bool(false)
            replaceKey("NSShowsStateColumn", with: "NSMenuExcludeMarkColumn", shows ? nil : .bool(true), in: &result, index: archiveIndex.indexByID[object.id])
        }
        // A menu without a title has an empty one, and one without items its empty list.
        if !result.contains(where: { $0.key == "NSTitle" }) { result.insert(KeyedValue("NSTitle", .object(builder.string(""))), at: 0) }
        if !result.contains(where: { $0.key == "NSMenuItems" }) {
            result.append(KeyedValue("NSMenuItems", .object(builder.array([], className: "NSMutableArray"))))
        }
        guard let role = element["systemMenu"], let name = AppKitMenuNames.bySystemMenu[role] else { return result }
        return result.filter { $0.key != "NSSystemMenu" } + [KeyedValue("NSName", .object(builder.string(name)))]
    }

    /// The pop-up button cell whose menu holds the item, if any.
    private func popUpCell(owningMenuOf item: DocumentObject) -> ArchiveValue? {
        guard let menu = item.parentID.flatMap({ document.object(id: $0) }), menu.elementName == "menu",
            let cell = menu.parentID.flatMap({ document.object(id: $0) }), cell.elementName == "popUpButtonCell"
        else { return nil }
        return reference(to: cell.id)
    }

    /// The checkmark and mixed-state images every menu item refers to, archived once.
    mutating func stateImages() -> (on: Int, mixed: Int) {
        if let menuStateImages = shared.menuStateImages { return menuStateImages }
        func image(_ name: String, size: String) -> Int {
            let designSize = builder.add(ArchivedObject(className: "NSValue", values: [
                KeyedValue("NS.special", .int(2)), KeyedValue("NS.sizeval", .object(builder.string(size))),
            ]))
            return builder.add(ArchivedObject(className: "NSCustomResource", values: [
                KeyedValue("NSClassName", .object(builder.string("NSImage"))),
                KeyedValue("NSResourceName", .object(builder.string(name))),
                KeyedValue("IBNamespaceID", .null),
                KeyedValue("IBDesignSize", .object(designSize)),
                KeyedValue("IBDesignImageConfiguration", .null),
            ]))
        }
        let images = (on: image("NSMenuCheckmark", size: "{18, 16}"), mixed: image("NSMenuMixedState", size: "{18, 4}"))
        shared.menuStateImages = images
        return images
    }
}
