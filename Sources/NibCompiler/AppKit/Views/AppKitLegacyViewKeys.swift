import NibArchive

/// An Interface Builder 3 archive's AppKit views and controls as ibtool archives them with today's
/// AppKit: ibtool loads the old document into live objects and archives those, so a view of a
/// legacy document carries the keys every view carries in a modern document's nib (viraptor/ibtool's
/// archive.py, which brings its legacy pairs to Apple's output this way):
/// - every view: `IBNSClipsToBounds` 0, no layout guides, `NSViewWantsBestResolutionOpenGLSurface`,
///   no touch bar; its superview and next responder as the archive has them;
/// - every control: its action and target under `NSControlAction`/`NSControlTarget` too, and
///   NSControl's settings at their defaults where the archive has none;
/// - every menu item: key equivalent localization and mirroring, shown in representations, and
///   an item with a submenu targets it.
extension Compilation {
    /// The AppKit view classes of legacy archives that get every view's keys.
    static let legacyAppKitViewClasses: Set<String> = [
        "NSView", "NSCustomView", "NSBox", "NSTextView", "NSTextField", "NSButton", "NSImageView", "NSScrollView", "NSClipView",
        "NSScroller", "NSSplitView", "NSTableView", "NSOutlineView", "NSTabView", "NSStackView", "NSControl", "NSPopUpButton",
        "NSComboBox", "NSSlider", "NSProgressIndicator", "NSSecureTextField", "NSSearchField", "NSTokenField", "NSColorWell",
        "NSSegmentedControl", "NSLevelIndicator", "NSMatrix", "NSRuleEditor", "NSPathControl", "NSBrowser", "NSDatePicker", "NSStepper",
    ]

    /// The AppKit control classes of legacy archives that get NSControl's keys (a progress
    /// indicator, which viraptor/ibtool lists too, is no NSControl and keeps its own).
    static let legacyAppKitControlClasses: Set<String> = [
        "NSButton", "NSImageView", "NSTextField", "NSSecureTextField", "NSSearchField", "NSTokenField", "NSComboBox", "NSPopUpButton",
        "NSSlider", "NSScroller", "NSSegmentedControl", "NSLevelIndicator", "NSColorWell", "NSPathControl", "NSBrowser", "NSDatePicker",
        "NSStepper", "NSMatrix", "NSRuleEditor", "NSControl",
    ]

    /// The back pointers a legacy AppKit view keeps (Apple's schema): the objects ibtool archives have them.
    static let legacyAppKitBackPointers: Set<String> = ["NSSuperview", "NSNextResponder"]

    /// A legacy AppKit object's values with the keys today's AppKit archives for its class.
    mutating func legacyAppKitValues(className: String, _ values: [KeyedValue]) -> [KeyedValue] {
        guard flavour == .appKit, document.format == .legacyArchive else { return values }
        var result = values
        func addIfMissing(_ key: String, _ value: ArchiveValue) {
            if !result.contains(where: { $0.key == key }) { result.append(KeyedValue(key, value)) }
        }
        // As today's AppKit archives every item (the pairs' menus, e.g. `menu_action_image`), in
        // both schemas: the loader reads these switches.
        if className == "NSMenuItem" {
            addIfMissing("NSAllowsKeyEquivalentLocalization", .bool(true))
            addIfMissing("NSAllowsKeyEquivalentMirroring", .bool(true))
        }
        guard writesAppleOnlyKeys else { return result }
        if Self.legacyAppKitViewClasses.contains(className) {
            addIfMissing("IBNSClipsToBounds", .int(0))
            addIfMissing("IBNSLayoutMarginsGuide", .null)
            addIfMissing("IBNSSafeAreaLayoutGuide", .null)
            addIfMissing("NSViewWantsBestResolutionOpenGLSurface", .bool(true))
            addIfMissing("NSNibTouchBar", .null)
        }
        if Self.legacyAppKitControlClasses.contains(className) {
            if let action = result.first(where: { $0.key == "NSAction" }) { addIfMissing("NSControlAction", action.value) }
            if let target = result.first(where: { $0.key == "NSTarget" }) { addIfMissing("NSControlTarget", target.value) }
            // (Without NSAllowsLogicalLayoutDirection, which these controls' archives do not get.)
            for value in Self.controlDefaultKeys(sendActionMask: 4) where value.key != "NSAllowsLogicalLayoutDirection" {
                addIfMissing(value.key, value.value)
            }
        }
        if className == "NSMenuItem" {
            // A submenu's item targets its submenu.
            addIfMissing("NSHiddenInRepresentation", .bool(false))
            if let submenu = result.first(where: { $0.key == "NSSubmenu" }) { addIfMissing("NSTarget", submenu.value) }
        }
        return result
    }
}
