/// The standard class each Interface Builder element name stands for.
///
/// The rule is the frameworks' prefix plus the element name with its first letter in upper
/// case (`label` → `UILabel`, `textField` → `NSTextField`); the tables hold the exceptions.
public enum StandardClasses {
    /// The standard class of an element, for a flavour.
    public static func className(forElement name: String, flavour: Flavour) -> String {
        if let shared = sharedExceptions[name] { return shared }
        let exceptions = flavour == .uiKit ? uiKitExceptions : appKitExceptions
        if let special = exceptions[name] { return special }
        return flavour.classPrefix + name.prefix(1).uppercased() + name.dropFirst()
    }

    /// The standard class of a legacy archive class (`IBUILabel` → `UILabel`).
    public static func className(forLegacyClass name: String) -> String {
        if let special = legacyExceptions[name] { return special }
        if name.hasPrefix("IBUI") || name.hasPrefix("IBNS") { return String(name.dropFirst(2)) }
        return name
    }

    private static let sharedExceptions: [String: String] = [
        "constraint": "NSLayoutConstraint",
        "customObject": "NSObject",
        "attributedString": "NSAttributedString",
        // UIFoundation's text classes, one for AppKit and UIKit.
        "paragraphStyle": "NSParagraphStyle",
        "textTab": "NSTextTab",
        "numberFormatter": "NSNumberFormatter",
        "dateFormatter": "NSDateFormatter",
        "byteCountFormatter": "NSByteCountFormatter",
        "wkWebView": "WKWebView",
        "mapView": "MKMapView",
        "avPlayerViewController": "AVPlayerViewController",
        "glkView": "GLKView",
        "glkViewController": "GLKViewController",
        "mtkView": "MTKView",
        "skView": "SKView",
        "sceneKitView": "SCNView",
        "arscnView": "ARSCNView",
        "arskView": "ARSKView",
        "pdfView": "PDFView",
    ]

    private static let uiKitExceptions: [String: String] = [
        "containerView": "UIView",
        "pongPressGestureRecognizer": "UILongPressGestureRecognizer",
        "viewLayoutGuide": "UILayoutGuide",
        "viewControllerLayoutGuide": "_UILayoutGuide",
        "fontDescription": "UIFont",
        "imageReference": "UIImage",
        "placeholder": "UIProxyObject",
        "exit": "UIStoryboardUnwindSegueSource",
        "viewControllerPlaceholder": "UIStoryboardReference",
        "webView": "UIWebView",
        "collectionViewCellContentView": "UIView",
    ]

    private static let appKitExceptions: [String: String] = [
        "customView": "NSView",
        "pagecontroller": "NSPageController",
        "webView": "WebView",
        "openGLView": "NSOpenGLView",
        "controllerPlaceholder": "NSStoryboardReference",
        "avPlayerView": "AVPlayerView",
        "exit": "NSStoryboardUnwindSegueSource",
    ]

    private static let legacyExceptions: [String: String] = [
        "IBProxyObject": "UIProxyObject",
        "IBUICustomObject": "NSObject",
        "IBUIViewController": "UIViewController",
    ]
}
