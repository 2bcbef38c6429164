/// The numbers Apple's AppKit nibs give enumerations Interface Builder writes by name (image
/// scaling, segmented controls, tab views, split views), as found in the ibtool pairs. The
/// compiler writes the numbers; the object library reads the names back through the reverse
/// tables, made once because they are read on every instantiation.
public enum AppKitEnumerationNumbers {
    /// `NSImageScaling`.
    public static let imageScalings = ["proportionallyDown": 0, "axesIndependently": 1, "none": 2, "proportionallyUpOrDown": 3]
    /// `NSImageFrameStyle` (an image cell's `NSStyle`).
    public static let imageFrameStyles = ["none": 0, "photo": 1, "grayBezel": 2, "groove": 3, "button": 4]
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
    /// `NSSplitView.DividerStyle`.
    public static let splitViewDividerStyles = ["thick": 1, "thin": 2, "paneSplitter": 3]

    /// Image scaling names by number.
    public static let imageScalingNames = names(imageScalings)
    /// Image frame style names by number.
    public static let imageFrameStyleNames = names(imageFrameStyles)
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

    /// `table`'s names by number; where two names share a number, the first by name.
    public static func names(_ table: [String: Int]) -> [Int: String] {
        table.keys.sorted().reduce(into: [:]) { names, name in
            if names[table[name]!] == nil { names[table[name]!] = name }
        }
    }
}
