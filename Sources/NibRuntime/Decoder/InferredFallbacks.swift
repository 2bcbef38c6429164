import NibArchive

/// The library classes an object of a class no one has decodes as when its archive names no
/// fallback: Apple's nibs name one only where a class asks for it (UIColor's NSColor), so a view
/// of a framework NibKit lacks (MapKit's map view) is known by the keys its superclasses wrote.
enum InferredFallbacks {
    /// The archive's fallback classes for the object, or those its keys show when it names none.
    static func fallbackClassNames(of archived: ArchivedObject) -> [String] {
        archived.fallbackClassNames.isEmpty ? classNames(for: archived) : archived.fallbackClassNames
    }

    /// A cell makes an AppKit control, a frame or view flags an AppKit view; UIKit's content
    /// alignment makes a control, bounds or a centre a view; a window template makes a window
    /// controller, and what a storyboard writes on a controller (its view's nib, its segues, its
    /// container, its compilation identifier) a view controller (a SwiftUI hosting controller
    /// is one). Nothing else is guessed.
    static func classNames(for archived: ArchivedObject) -> [String] {
        var isAppKitView = false
        var isUIKitView = false
        var isAppKitController = false
        var isUIKitController = false
        for value in archived.values {
            switch value.key {
            case "NSCell": return ["NSControl"]
            case "UIContentHorizontalAlignment", "UIContentVerticalAlignment": return ["UIControl"]
            case "IBWindowTemplate": return ["NSWindowController"]
            case "NSFrame", "NSFrameSize", "NSvFlags", "NSSuperview", "NSSubviews": isAppKitView = true
            case "UIBounds", "UICenter", "UISuperview", "UISubviews": isUIKitView = true
            case "NSNibName", "NSStoryboardSegueTemplates", "NSExternalObjectsTableForViewLoading", "uniqueIdentifierForStoryboardCompilation":
                isAppKitController = true
            case "UINibName", "UIStoryboardSegueTemplates", "UIExternalObjectsTableForViewLoading", "UIParentViewController", "UIChildViewControllers":
                isUIKitController = true
            default: break
            }
        }
        if isAppKitView { return ["NSView"] }
        if isUIKitView { return ["UIView"] }
        return isAppKitController ? ["NSViewController"] : isUIKitController ? ["UIViewController"] : []
    }
}
