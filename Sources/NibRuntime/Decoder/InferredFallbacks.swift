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
    /// alignment makes a control, bounds or a centre a view. Nothing else is guessed.
    static func classNames(for archived: ArchivedObject) -> [String] {
        var isAppKitView = false
        var isUIKitView = false
        for value in archived.values {
            switch value.key {
            case "NSCell": return ["NSControl"]
            case "UIContentHorizontalAlignment", "UIContentVerticalAlignment": return ["UIControl"]
            case "NSFrame", "NSFrameSize", "NSvFlags", "NSSuperview", "NSSubviews": isAppKitView = true
            case "UIBounds", "UICenter", "UISuperview", "UISubviews": isUIKitView = true
            default: break
            }
        }
        return isAppKitView ? ["NSView"] : isUIKitView ? ["UIView"] : []
    }
}
