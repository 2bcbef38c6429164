/// The numbers Apple's AppKit nibs give enumerations Interface Builder writes by name (image
/// scaling, segmented controls, tab views, split views), as found in the ibtool pairs. The
/// compiler writes the numbers; the object library reads the names back through the reverse
/// tables, made once because they are read on every instantiation.
public enum AppKitEnumerationNumbers {
    /// `NSImageScaling`.
    public static let imageScalings = ["proportionallyDown": 0, "axesIndependently": 1, "none": 2, "proportionallyUpOrDown": 3]
    /// `NSImageAlignment` (an image cell's `NSAlign`; Cappuccino's nib2cib `NSImageView.j` names the numbers).
    public static let imageAlignments = [
        "center": 0, "top": 1, "topLeft": 2, "topRight": 3, "left": 4, "bottom": 5, "bottomLeft": 6, "bottomRight": 7, "right": 8,
    ]
    /// `NSImageFrameStyle` (an image cell's `NSStyle`).
    public static let imageFrameStyles = ["none": 0, "photo": 1, "grayBezel": 2, "groove": 3, "button": 4]
    /// `NSBox.BoxType`.
    public static let boxTypes = ["primary": 0, "secondary": 1, "separator": 2, "oldStyle": 3, "custom": 4]
    /// `NSBorderType` (a box's border).
    public static let borderTypes = ["none": 0, "line": 1, "bezel": 2, "groove": 3]
    /// `NSBox.TitlePosition`.
    public static let boxTitlePositions = ["noTitle": 0, "aboveTop": 1, "atTop": 2, "belowTop": 3, "aboveBottom": 4, "atBottom": 5, "belowBottom": 6]
    /// `NSSegmentedControl.Style`.
    public static let segmentStyles = [
        "automatic": 0, "rounded": 1, "texturedRounded": 2, "roundRect": 3, "texturedSquare": 4, "capsule": 5, "smallSquare": 6, "separated": 9,
    ]
    /// `NSSegmentedControl.SwitchTracking`.
    public static let segmentTrackingModes = ["selectOne": 0, "selectAny": 1, "momentary": 2, "momentaryAccelerator": 3]
    /// `NSSegmentedControl.Distribution`.
    public static let segmentDistributions = ["fit": 0, "fill": 1, "fillEqually": 2, "fillProportionally": 3]
    /// `NSTabView.TabType`.
    public static let tabViewTypes = [
        "topTabsBezelBorder": 0, "leftTabsBezelBorder": 1, "bottomTabsBezelBorder": 2, "rightTabsBezelBorder": 3,
        "noTabsBezelBorder": 4, "noTabsLineBorder": 5, "noTabsNoBorder": 6,
    ]
    /// `NSTextFieldCell.BezelStyle` (`NSTextBezelStyle`).
    public static let textBezelStyles = ["square": 0, "round": 1]
    /// `NSSplitView.DividerStyle`.
    public static let splitViewDividerStyles = ["thick": 1, "thin": 2, "paneSplitter": 3]

    /// `NSTableView.Style` (`NSTableViewStyle`; a probed Python ibtool for NetNewsWire's Mac xibs
    /// has full width 1 and inset 2, the rest are AppKit's raw values).
    public static let tableViewStyles = ["automatic": 0, "fullWidth": 1, "inset": 2, "sourceList": 3, "plain": 4]
    /// `NSTableView.RowSizeStyle` (`NSTableViewRowSizeStyle`; that ibtool has the system default
    /// −1 and medium 2; custom is AppKit's `NSTableViewRowSizeStyleCustom`, 0, in Apple's
    /// documentation, and Finch's `NSTableView.m` reads the key as that integer). The document's
    /// automatic size is not here: no key.
    public static let tableRowSizeStyles = ["systemDefault": -1, "custom": 0, "small": 1, "medium": 2, "large": 3]
    /// `NSTableView.SelectionHighlightStyle` (`NSTableViewSelectionHighlightStyle`; that ibtool
    /// has a source list 1).
    public static let tableSelectionHighlightStyles = ["none": -1, "regular": 0, "sourceList": 1]

    /// `NSRectEdge` (a pop-up's preferred edge).
    public static let rectEdges = ["minX": 0, "minY": 1, "maxX": 2, "maxY": 3]
    /// NSWindow.AnimationBehavior (AppKit's header; default, 0, is no key).
    public static let windowAnimationBehaviors = ["default": 0, "none": 2, "documentWindow": 3, "utilityWindow": 4, "alertPanel": 5]
    /// `NSPopUpButton.ArrowPosition`.
    public static let popUpArrowPositions = ["noArrow": 0, "arrowAtCenter": 1, "arrowAtBottom": 2]
    /// `NSControl.StateValue` (a menu item's state).
    public static let controlStates = ["mixed": -1, "off": 0, "on": 1]
    /// `NSTextAlignment` (a control's `NSControlTextAlignment`).
    public static let textAlignments = ["left": 0, "center": 1, "right": 2, "justified": 3, "natural": 4]
    /// `NSWritingDirection` (a control's `NSControlWritingDirection`).
    public static let writingDirections = ["natural": -1, "leftToRight": 0, "rightToLeft": 1]
    /// `NSControl.ControlSize` (a control's `NSControlSize`; large is also `NSControlSize2`'s).
    public static let controlSizes = ["regular": 0, "small": 1, "mini": 2, "large": 3]
    /// `NSPopover.Behavior` (`NSBehavior`) by the letter Interface Builder writes: `t` is transient.
    /// (Semi-transient's and application-defined's letters are not known from documents.)
    public static let popoverBehaviors = ["t": 1]

    /// Edge names by number.
    public static let rectEdgeNames = names(rectEdges)
    public static let windowAnimationBehaviorNames = names(windowAnimationBehaviors)
    /// Arrow position names by number.
    public static let popUpArrowPositionNames = names(popUpArrowPositions)
    /// State names by number.
    public static let controlStateNames = names(controlStates)
    /// Image alignment names by number.
    public static let imageAlignmentNames = names(imageAlignments)
    /// Text alignment names by number.
    public static let textAlignmentNames = names(textAlignments)
    /// Writing direction names by number.
    public static let writingDirectionNames = names(writingDirections)
    /// Control size names by number.
    public static let controlSizeNames = names(controlSizes)
    /// Popover behaviour letters by number.
    public static let popoverBehaviorNames = names(popoverBehaviors)
    /// Image scaling names by number.
    public static let imageScalingNames = names(imageScalings)
    /// Image frame style names by number.
    public static let imageFrameStyleNames = names(imageFrameStyles)
    /// Box type names by number.
    public static let boxTypeNames = names(boxTypes)
    /// Border type names by number.
    public static let borderTypeNames = names(borderTypes)
    /// Box title position names by number.
    public static let boxTitlePositionNames = names(boxTitlePositions)
    /// Segment style names by number.
    public static let segmentStyleNames = names(segmentStyles)
    /// Tracking mode names by number.
    public static let segmentTrackingModeNames = names(segmentTrackingModes)
    /// Segment distribution names by number.
    public static let segmentDistributionNames = names(segmentDistributions)
    /// Tab view type names by number.
    public static let tabViewTypeNames = names(tabViewTypes)
    /// Divider style names by number.
    public static let splitViewDividerStyleNames = names(splitViewDividerStyles)
    /// Text bezel style names by number.
    public static let textBezelStyleNames = names(textBezelStyles)
    /// Table style names by number.
    public static let tableViewStyleNames = names(tableViewStyles)
    /// Row size style names by number.
    public static let tableRowSizeStyleNames = names(tableRowSizeStyles)
    /// Selection highlight style names by number.
    public static let tableSelectionHighlightStyleNames = names(tableSelectionHighlightStyles)

    /// `table`'s names by number; where two names share a number, the first by name.
    public static func names(_ table: [String: Int]) -> [Int: String] {
        table.keys.sorted().reduce(into: [:]) { names, name in
            if names[table[name]!] == nil { names[table[name]!] = name }
        }
    }
}
