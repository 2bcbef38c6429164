/// Decisions about the library's shape that the corpus cannot show: superclasses, classes left
/// out or required, and hand-written classes that take their long tail of attributes from a
/// generated base.
enum LibraryShape {
    /// Superclasses Apple's frameworks give, where the corpus does not show them.
    static let superclasses: [String: String] = [
        "NSTextFieldCell": "NSActionCell", "NSButtonCell": "NSActionCell", "NSPopUpButtonCell": "NSButtonCell", "NSTableHeaderCell": "NSTextFieldCell",
        "NSSecureTextFieldCell": "NSTextFieldCell", "NSSearchFieldCell": "NSTextFieldCell", "NSComboBoxCell": "NSTextFieldCell",
        "NSTokenFieldCell": "NSTextFieldCell", "NSImageCell": "NSCell", "_UILayoutGuide": "UIView", "NSPopUpButton": "NSButton", "NSSecureTextField": "NSTextField",
        "NSSearchField": "NSTextField", "NSComboBox": "NSTextField", "NSTokenField": "NSTextField", "NSOutlineView": "NSTableView",
        "NSTableView": "NSControl", "NSTextView": "NSView", "NSClipView": "NSView", "NSScrollView": "NSView", "NSScroller": "NSControl",
        "NSMatrix": "NSControl", "NSImageView": "NSControl", "NSSlider": "NSControl", "NSBox": "NSView", "NSTabView": "NSView",
        "NSSplitView": "NSView", "NSStackView": "NSView", "NSProgressIndicator": "NSView", "NSTableHeaderView": "NSView",
        "NSTableCellView": "NSView", "NSCollectionView": "NSView", "NSVisualEffectView": "NSView", "NSGridView": "NSView",
        "NSNumberFormatter": "NSFormatter", "NSDateFormatter": "NSFormatter", "NSByteCountFormatter": "NSFormatter",
        "UISegmentedControl": "UIControl", "UIStepper": "UIControl", "UIPageControl": "UIControl", "UIDatePicker": "UIControl",
        "UICollectionViewCell": "UICollectionReusableView", "UICollectionReusableView": "UIView", "UITabBarItem": "UIBarItem",
        "UIBarItem": "NibObject", "UITapGestureRecognizer": "UIGestureRecognizer", "UIPanGestureRecognizer": "UIGestureRecognizer",
        "UILongPressGestureRecognizer": "UIGestureRecognizer", "UISwipeGestureRecognizer": "UIGestureRecognizer",
        "UIPinchGestureRecognizer": "UIGestureRecognizer", "UIRotationGestureRecognizer": "UIGestureRecognizer",
        "UIScreenEdgePanGestureRecognizer": "UIPanGestureRecognizer", "NSArrayController": "NSObjectController",
        "NSTreeController": "NSObjectController", "NSDictionaryController": "NSArrayController", "NSFormatter": "NibObject",
        "UITableViewCellContentView": "UIView", "UICollectionViewCellContentView": "UIView",
    ]

    /// Classes never generated: placeholders, classes decoded elsewhere, and NSNumberFormatter
    /// (hand-written: Foundation's archive keeps its settings in one dictionary).
    static let skipped: Set<String> = [
        "NSObject", "UIProxyObject", "NSLayoutConstraint", "NSAttributedString", "UIStoryboardUnwindSegueSource",
        "NSStoryboardUnwindSegueSource", "NSNumberFormatter",
    ]

    /// Archived classes that name no Apple class: document metadata of old documents
    /// (`<development>`, `<class>`, `<source>`), WatchKit interface elements (`<group>`, `<picker>`,
    /// `<table>`), parts of values (`<fragment>` of an attributed string, `<decimal>` bounds of a
    /// number formatter), and Apple's option sets, which the owning classes type as `OptionSet`s
    /// (`NSWindow.StyleMask`, `NSTableColumn.ResizingOptions`, `NSTableView.GridLineStyle`) or
    /// keep as numbers. They stay data: an internal, final `Archived<Name>` class decodes what the
    /// corpus sets on them (so a load reads their values as before), and apps never see a type
    /// of that name. Foundation's own classes (`NSDecimal`, `NSMutableString`, `NSSortDescriptor`)
    /// are kept the same way: a public class of that name would make the name ambiguous in every
    /// app that imports Foundation and NibKit (`FoundationNameTests`).
    static let notClasses: Set<String> = [
        "UIDevelopment", "UIClass", "UISource", "UIFragment", "UIGroup", "UIPicker", "UITable", "UIExtendedEdge",
        "NSDecimal", "NSWindowStyleMask", "NSWindowCollectionBehavior", "NSWindowPositionMask",
        "NSTableColumnResizingMask", "NSTableViewGridLines", "NSMutableString", "NSSortDescriptor",
        // Interface Builder's elements that are parts of other objects, not classes of their own.
        "UIRelationship", "UISegue", "UITableRow", "UITextAttributes", "UIPressTypeMask", "NSFragment",
        "NSUserLayoutGuide", "NSViewLayoutGuide",
        // A button cell's `<behavior>`: `NSButtonCell` types it as AppKit does (`highlightsBy`, `showsStateBy`).
        "NSBehavior",
        // Interface Builder's references and groupings, which name no public Apple class.
        "NSClassReference", "NSImageReference", "NSSegment", "UISegment", "UITableViewSection",
    ]

    /// Outlets the compiler connects that no document writes: a storyboard tab or split view
    /// item's `viewController`, the controller its container archives beside it.
    static let compilerOutlets: [String: Set<String>] = ["NSTabViewItem": ["viewController"], "NSSplitViewItem": ["viewController"]]

    /// Interface Builder's names of keyed values whose Apple property has another name.
    static let appleNames: [String: String] = ["fontDescription": "font"]

    /// Controllers generated although their names end in `Controller`.
    static let generatedControllers: Set<String> = ["NSArrayController", "NSTreeController", "NSDictionaryController"]

    /// Classes the library must have even when the corpus uses them less than twice (or not at all).
    static let required: [(String, String, String)] = [
        ("UIProgressView", "uiKit", "UIView"), ("UIPageControl", "uiKit", "UIControl"), ("UITabBar", "uiKit", "UIView"),
        ("UIDatePicker", "uiKit", "UIControl"), ("UIVisualEffectView", "uiKit", "UIView"), ("UIPanGestureRecognizer", "uiKit", "UIGestureRecognizer"),
        ("UISwipeGestureRecognizer", "uiKit", "UIGestureRecognizer"), ("UIPinchGestureRecognizer", "uiKit", "UIGestureRecognizer"),
        ("UIRotationGestureRecognizer", "uiKit", "UIGestureRecognizer"), ("UIScreenEdgePanGestureRecognizer", "uiKit", "UIPanGestureRecognizer"),
        ("NSLevelIndicator", "appKit", "NSControl"), ("NSCollectionView", "appKit", "NSView"), ("NSDatePicker", "appKit", "NSControl"),
        ("NSPathControl", "appKit", "NSControl"), ("NSLevelIndicatorCell", "appKit", "NSActionCell"), ("NSDatePickerCell", "appKit", "NSActionCell"),
        ("NSPathCell", "appKit", "NSActionCell"),
        // The legacy WebKit view, archived under its own name (Apple's nibs give no fallback class).
        ("WebView", "appKit", "NSView"),
    ]

    /// Hand-written classes and their original superclasses: each inherits the attributes it does
    /// not decode itself from a generated `_<Class>Attributes` placed between them.
    static let attributeBases: [(String, String)] = [
        ("UIView", "UIResponder"), ("UIControl", "UIView"), ("UILabel", "UIView"), ("UIButton", "UIControl"), ("UITextField", "UIControl"),
        ("UISwitch", "UIControl"), ("UISlider", "UIControl"), ("UIImageView", "UIView"), ("UIScrollView", "UIView"),
        ("UITableView", "NibDataSourceScrollView"), ("UICollectionView", "NibDataSourceScrollView"), ("UIPickerView", "UIView"),
        ("UITextView", "UIScrollView"), ("UITableViewCell", "UIView"), ("UISearchBar", "UIView"), ("UIWindow", "UIView"),
        ("UIBarButtonItem", "NibObject"), ("UINavigationItem", "NibObject"), ("NSView", "NSResponder"), ("NSControl", "NSView"),
        ("NSButton", "NSControl"), ("NSTextField", "NSControl"), ("NSMenu", "NibObject"), ("NSMenuItem", "NibObject"),
        ("NSToolbar", "NibObject"), ("NSToolbarItem", "NibObject"), ("NSStackView", "NSView"), ("NSButtonCell", "NSActionCell"),
        ("NSSegmentedCell", "NSActionCell"),
    ]

    /// Names a generated property may not take (Swift keywords, names of NSObject and the
    /// library's base classes): such a property gets the suffix `Value`.
    static let reserved: Set<String> = [
        "default", "class", "extension", "operator", "protocol", "in", "is", "as", "func", "var", "let", "repeat", "return", "self",
        "super", "import", "inout", "internal", "private", "public", "static", "struct", "subscript", "switch", "case", "enum", "for",
        "if", "else", "while", "do", "break", "continue", "where", "true", "false", "nil", "init", "deinit", "guard", "defer", "throw",
        "throws", "rethrows", "try", "catch", "typealias", "fileprivate", "open", "description", "hash", "next", "type", "Type",
        "debugDescription", "window", "layer", "superview", "subviews", "frame", "bounds", "constraints",
        "values", "any", "some", "copy", "mutableCopy", "isEqual", "accessibilityIdentifier", "accessibilityLabel", "accessibilityHint",
        "accessibilityValue", "isAccessibilityElement", "unresolvedClassName", "boundBindingNames", "target", "action",
    ]
}
