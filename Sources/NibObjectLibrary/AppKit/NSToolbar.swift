import Foundation
import NibRuntime

/// A window's toolbar.
open class NSToolbar: _NSToolbarAttributes {
    /// The toolbar's identifier.
    open private(set) var identifier: String?
    /// The delegate (weak).
    open weak var delegate: AnyObject?

    public required init?(coder: NSCoder) {
        identifier = (coder.decodeObject(forKey: "NSToolbarIdentifier") ?? coder.decodeObject(forKey: "NSExplicitIdentifier")) as? String
        super.init(coder: coder)
        // Apple's nibs keep the modes as numbers and the switches under NSToolbar… keys.
        displayMode = displayMode ?? coder.nibInt(forKey: "NSToolbarDisplayMode").flatMap { [1: "iconAndLabel", 2: "iconOnly", 3: "labelOnly"][$0] }
        sizeMode = sizeMode ?? coder.nibInt(forKey: "NSToolbarSizeMode").flatMap { [1: "regular", 2: "small"][$0] }
        allowsUserCustomization = allowsUserCustomization ?? coder.nibBool(forKey: "NSToolbarAllowsUserCustomization").flatMap { $0 ? nil : false }
        autosavesConfiguration = autosavesConfiguration ?? coder.nibBool(forKey: "NSToolbarAutosavesConfiguration").flatMap { $0 ? nil : false }
        showsBaselineSeparator = showsBaselineSeparator ?? coder.nibBool(forKey: "NSToolbarShowsBaselineSeparator")
        if allowedToolbarItems.isEmpty, let items = coder.decodeObject(forKey: "NSToolbarIBAllowedItems") as? [AnyObject] { allowedToolbarItems = items }
        if defaultToolbarItems.isEmpty, let items = coder.decodeObject(forKey: "NSToolbarIBDefaultItems") as? [AnyObject] { defaultToolbarItems = items }
    }

    public required init() { super.init() }

    open override func setNibValue(_ value: Any?, forKey key: String) throws(KeyValueCodingError) -> Bool {
        if key == "delegate" { delegate = value as AnyObject?; return true }
        return try super.setNibValue(value, forKey: key)
    }
}

/// An item of a toolbar, with a target and an action.
open class NSToolbarItem: _NSToolbarItemAttributes, NSTargetActionSetting, NibActionConnectable {
    /// The label.
    open var label = ""
    /// The target (weak).
    open weak var target: AnyObject?
    /// The action.
    open var action: Selector?
    /// The view, for view-based items.
    open var view: NSView?

    public required init?(coder: NSCoder) {
        label = (coder.decodeObject(forKey: "NSToolbarItemLabel") ?? coder.decodeObject(forKey: "NSLabel")) as? String ?? ""
        super.init(coder: coder)
        // Apple's nibs archive the item's settings under NSToolbarItem… keys.
        if let view = coder.decodeObject(forKey: "NSToolbarItemView") as? NSView { self.view = view }
        explicitItemIdentifier = explicitItemIdentifier ?? coder.decodeObject(forKey: "NSToolbarItemIdentifier") as? String
        paletteLabel = paletteLabel ?? coder.decodeObject(forKey: "NSToolbarItemPaletteLabel") as? String
        toolTip = toolTip ?? coder.decodeObject(forKey: "NSToolbarItemToolTip") as? String
        image = image ?? coder.nibString(forKey: "NSToolbarItemImage")
        tag = tag ?? coder.nibInt(forKey: "NSToolbarItemTag")
        bordered = bordered ?? coder.nibBool(forKey: "NSToolbarItemBordered")
        minSize = minSize ?? coder.nibSize(forKey: "NSToolbarItemMinSize")
        maxSize = maxSize ?? coder.nibSize(forKey: "NSToolbarItemMaxSize")
    }

    public required init() { super.init() }

    /// Sets target and action.
    public func connectAction(_ action: Selector, to target: AnyObject?, eventMask: Int, trigger: String?) {
        self.target = target
        self.action = action
    }

    open override func setNibValue(_ value: Any?, forKey key: String) throws(KeyValueCodingError) -> Bool {
        if key == "view" { view = value as? NSView; return true }
        return try super.setNibValue(value, forKey: key)
    }
}
