import Foundation
import NibArchive
import NibRuntime

/// A menu: a list of items.
open class NSMenu: _NSMenuAttributes {
    /// The title.
    open var title = ""
    /// The items, in order.
    open private(set) var items: [NSMenuItem] = []
    /// The menu that holds this one as a submenu (weak).
    open internal(set) weak var supermenu: NSMenu?
    /// Whether items are enabled by validating their targets (`validateMenuItem(_:)`).
    open var autoenablesItems = true
    /// The delegate (weak).
    open weak var delegate: AnyObject?
    /// The special role named in the document (`main`, `apple`, `window`, `services`, `help`…).
    open private(set) var systemMenu: String?

    /// Creates an empty menu.
    public init(title: String) {
        self.title = title
        super.init()
    }

    public required init() { super.init() }

    public required init?(coder: NSCoder) {
        title = coder.decodeObject(forKey: "NSTitle") as? String ?? ""
        systemMenu = coder.decodeObject(forKey: "NSSystemMenu") as? String
            ?? (coder.decodeObject(forKey: "NSName") as? String).flatMap(AppKitMenuNames.systemMenu(forName:))
        if let value = coder.nibBool(forKey: "NSAutoenablesItems") { autoenablesItems = value }
        if let value = coder.nibBool(forKey: "NSNoAutoenable") { autoenablesItems = !value }  // Apple's key
        super.init(coder: coder)
        for item in coder.decodeObject(forKey: "NSMenuItems") as? [Any] ?? [] {
            if let item = item as? NSMenuItem { addItem(item) }
        }
    }

    /// Appends an item.
    open func addItem(_ item: NSMenuItem) {
        items.append(item)
        item.menu = self
    }

    /// Enables or disables each item as AppKit's auto-enabling does: an item is enabled when the
    /// object its action would reach (its target, or the responder chain's) exists and, if it
    /// implements ``NSMenuItemValidation``, approves it. Items without an action are enabled
    /// only if they open a submenu. Submenus are updated too.
    open func update() {
        for item in items {
            item.submenu?.update()
            guard autoenablesItems else { continue }
            guard item.action != nil else {
                item.isEnabled = item.submenu != nil
                continue
            }
            guard let target = item.resolvedTarget else {
                item.isEnabled = false
                continue
            }
            item.isEnabled = (target as? NSMenuItemValidation)?.validateMenuItem(item) ?? true
        }
    }

    /// The first item with a title.
    open func item(withTitle title: String) -> NSMenuItem? { items.first { $0.title == title } }

    /// Removes every item (a pop-up button's `content` binding makes its items again).
    open func removeAllItems() {
        for item in items { item.menu = nil }
        items = []
    }

    open override func setNibValue(_ value: Any?, forKey key: String) throws(KeyValueCodingError) -> Bool {
        switch key {
        case "delegate": delegate = value as AnyObject?
        case "title": title = value as? String ?? ""
        default: return try super.setNibValue(value, forKey: key)
        }
        return true
    }
}

/// A menu item: a title, a key equivalent, and a target and action (nil target: First Responder).
open class NSMenuItem: _NSMenuItemAttributes, NSTargetActionSetting {
    /// The title.
    open var title = ""
    /// The key equivalent.
    open var keyEquivalent = ""
    /// NSEvent.ModifierFlags bits of the key equivalent.
    open var keyEquivalentModifierMask = 0
    /// The target (weak); nil sends the action along the responder chain.
    open weak var target: AnyObject?
    /// The action.
    open var action: Selector?
    /// The tag.
    open var tag = 0
    /// Whether the item is enabled.
    open var isEnabled = true
    /// Whether the item is a separator.
    open private(set) var isSeparatorItem = false
    /// The submenu.
    open var submenu: NSMenu? {
        didSet { submenu?.supermenu = menu }
    }
    /// The menu holding the item (weak).
    open internal(set) weak var menu: NSMenu?
    /// Whether the item is hidden.
    open var isHidden = false
    /// The object the item stands for (a pop-up button's `content` or `contentObjects` entry).
    open var representedObject: Any?

    /// Creates an item.
    public init(title: String, action: Selector?, keyEquivalent: String) {
        self.title = title
        self.action = action
        self.keyEquivalent = keyEquivalent
        super.init()
    }

    public required init() { super.init() }

    public required init?(coder: NSCoder) {
        title = coder.decodeObject(forKey: "NSTitle") as? String ?? ""
        keyEquivalent = coder.decodeObject(forKey: "NSKeyEquiv") as? String ?? ""
        keyEquivalentModifierMask = coder.decodeInteger(forKey: "NSKeyEquivModMask")
        tag = coder.decodeInteger(forKey: "NSTag")
        isSeparatorItem = coder.decodeBool(forKey: "NSIsSeparator")
        if let value = coder.nibBool(forKey: "NSIsDisabled") { isEnabled = !value }
        if let value = coder.nibBool(forKey: "NSEnabled") { isEnabled = value }  // NibKit's compact key
        isHidden = coder.decodeBool(forKey: "NSIsHidden")
        super.init(coder: coder)
        submenu = coder.decodeObject(forKey: "NSSubmenu") as? NSMenu
    }

    /// The object the item's action would reach now: its target, or the responder chain's.
    open var resolvedTarget: AnyObject? {
        guard let action else { return nil }
        return target ?? NSApplication.shared.target(forAction: action)
    }

    /// Chooses the item, as a click or its key equivalent would.
    @discardableResult
    open func performAction() -> Bool {
        guard let action, isEnabled else { return false }
        return NSApplication.shared.sendAction(action, to: target, from: self)
    }
}

/// An object that decides whether menu items aimed at it are enabled.
public protocol NSMenuItemValidation: AnyObject {
    /// Whether `menuItem` should be enabled.
    func validateMenuItem(_ menuItem: NSMenuItem) -> Bool
}
