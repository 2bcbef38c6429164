/// Enumerations of AppKit views the development pairs do not show, as their raw values in
/// Apple's headers (the numbers Apple's keyed coders archive).
extension AppKitEnumerationNumbers {
    /// `NSVisualEffectView.Material` (AppKit's `NSVisualEffectMaterial`; 14, 16, 19 and 20 are
    /// not named by Interface Builder).
    public static let visualEffectMaterials = [
        "appearanceBased": 0, "light": 1, "dark": 2, "titlebar": 3, "selection": 4, "menu": 5, "popover": 6, "sidebar": 7,
        "mediumLight": 8, "ultraDark": 9, "headerView": 10, "sheet": 11, "windowBackground": 12, "hudWindow": 13,
        "fullScreenUI": 15, "toolTip": 17, "contentBackground": 18, "underWindowBackground": 21, "underPageBackground": 22,
    ]
    /// `NSVisualEffectView.BlendingMode`.
    public static let visualEffectBlendingModes = ["behindWindow": 0, "withinWindow": 1]
    /// `NSVisualEffectView.State`.
    public static let visualEffectStates = ["followsWindowActiveState": 0, "active": 1, "inactive": 2]

    /// Material names by number.
    public static let visualEffectMaterialNames = names(visualEffectMaterials)
    /// Blending mode names by number.
    public static let visualEffectBlendingModeNames = names(visualEffectBlendingModes)
    /// State names by number.
    public static let visualEffectStateNames = names(visualEffectStates)
}
