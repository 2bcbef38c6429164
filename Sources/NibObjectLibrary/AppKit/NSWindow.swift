import Foundation
import NibArchive
import NibRuntime

/// A window. Nibs archive an `NSWindowTemplate`; loading creates the window from it.
open class NSWindow: NSResponder {
    /// The title.
    open var title = ""
    /// The content rectangle, in screen coordinates.
    open var contentRect = CGRect.zero
    /// The window's style.
    open var styleMask: StyleMask = []
    /// The content view.
    open var contentView: NSView? {
        didSet {
            contentView?.hostingWindow = self
            contentView?.nextResponder = self
        }
    }
    /// The controller whose view is the content view (a storyboard window's content controller):
    /// setting it makes its view, loaded if need be, the content view.
    open var contentViewController: NSWindowContentController? {
        didSet {
            if let view = contentViewController?.windowContentView { contentView = view }
        }
    }
    /// The delegate (weak).
    open weak var delegate: AnyObject?
    /// The view that gets focus first (weak).
    open weak var initialFirstResponder: NSView?
    /// The current first responder (weak).
    open weak var firstResponder: NSResponder?
    /// Whether the window is on screen.
    open private(set) var isVisible = false
    /// Whether the window is the key window.
    open var isKeyWindow: Bool { NSApplication.shared.keyWindow === self }
    /// The frame autosave name.
    open var frameAutosaveName = ""
    /// The window controller (weak).
    open weak var windowController: AnyObject?
    /// Whether closing the window releases it.
    open var isReleasedWhenClosed = true
    /// The animation behaviour (`default`, `documentWindow`, `alertPanel`…).
    open var animationBehavior: String?
    /// Whether the key-view loop is recalculated automatically.
    open var autorecalculatesKeyViewLoop = false
    /// Whether tool tips show while the application is inactive.
    open var allowsToolTipsWhenApplicationIsInactive = true
    /// Whether the window hides when the application deactivates.
    open var hidesOnDeactivate = false
    /// Whether the window is restorable.
    open var isRestorable = true
    /// The tabbing mode (`automatic`, `preferred`, `disallowed`).
    open var tabbingMode: String?
    /// The identifier of the windows this one shares tabs with.
    open var tabbingIdentifier: String?
    /// Which screen edges the window keeps its distance to (left 1, right 2, top 4, bottom 8).
    open var positionMask = 0
    /// The minimum and maximum content sizes.
    open var minSize: CGSize?, maxSize: CGSize?
    /// The toolbar.
    open var toolbar: NSToolbar?
    /// The window's user interface identifier (`NSUserInterfaceItemIdentifier` in Apple's nibs).
    open var identifier: String?

    /// Creates a window, as the window template does when loading.
    public required init(contentRect: CGRect, styleMask: StyleMask, backing: Int, defer flag: Bool) {
        self.contentRect = contentRect
        self.styleMask = styleMask
        super.init()
    }

    public required convenience init() { self.init(contentRect: .zero, styleMask: [], backing: 2, defer: true) }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Puts the window on screen in front.
    open func orderFront(_ sender: Any?) {
        isVisible = true
        NSApplication.shared.windowOrderedFront(self, makeKey: false)
    }

    /// Puts the window on screen in front and makes it key.
    open func makeKeyAndOrderFront(_ sender: Any?) {
        isVisible = true
        firstResponder = firstResponder ?? initialFirstResponder
        NSApplication.shared.windowOrderedFront(self, makeKey: true)
    }

    /// Takes the window off screen.
    open func orderOut(_ sender: Any?) { isVisible = false }

    /// Makes a responder the first responder.
    @discardableResult
    open func makeFirstResponder(_ responder: NSResponder?) -> Bool {
        firstResponder = responder
        return true
    }

    open override func setNibValue(_ value: Any?, forKey key: String) throws(KeyValueCodingError) -> Bool {
        switch key {
        case "delegate": delegate = value as AnyObject?
        case "initialFirstResponder": initialFirstResponder = value as? NSView
        case "contentView": contentView = value as? NSView
        case "contentViewController": contentViewController = value as? NSWindowContentController
        case "title": title = value as? String ?? ""
        default: return try super.setNibValue(value, forKey: key)
        }
        return true
    }

    open override func nibValue(forKey key: String) -> NibValueLookup {
        switch key {
        case "contentView": .value(contentView)
        case "title": .value(title)
        default: super.nibValue(forKey: key)
        }
    }
}

/// A panel: a window for auxiliary content.
open class NSPanel: NSWindow {}

/// The archived description of a window; decoding creates the window (of `NSWindowClass`).
final class NSWindowTemplate: NibObject, NibDecodingReplacement {
    private(set) var replacementObject: AnyObject?

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        guard let decoder = coder.nibDecoder else { return }
        let className = coder.decodeObject(forKey: "NSWindowClass") as? String ?? "NSWindow"
        var windowType: NSWindow.Type = NSWindow.self
        let resolved: AnyClass? = CustomClassInstantiation.resolve(className, decoder: decoder)
        if let resolved {
            if let type = resolved as? NSWindow.Type { windowType = type } else {
                decoder.fail(NibDecodingFailure(message: "\(className) is used as a window class but is not an NSWindow subclass", objectIndex: -1))
            }
        }
        let rect = NibValue.rect(coder.decodeObject(forKey: "NSWindowRect")) ?? .zero
        let window = windowType.init(
            contentRect: rect, styleMask: coder.nibOptions(forKey: "NSWindowStyleMask") ?? [],
            backing: coder.decodeInteger(forKey: "NSWindowBacking"), defer: true)
        if resolved == nil { decoder.markStandIn(window) }
        window.title = coder.decodeObject(forKey: "NSWindowTitle") as? String ?? ""
        window.frameAutosaveName = coder.decodeObject(forKey: "NSFrameAutosaveName") as? String ?? ""
        window.contentView = coder.decodeObject(forKey: "NSWindowView") as? NSView
        // Apple's nibs pack the window's switches into NSWTFlags; older NibKit nibs had a key each.
        let flags = coder.containsValue(forKey: "NSWTFlags") ? Int(UInt32(truncatingIfNeeded: coder.decodeInteger(forKey: "NSWTFlags"))) : nil
        typealias Flags = AppKitWindowFlags
        window.isReleasedWhenClosed = flags.map { $0 & Flags.notReleasedWhenClosed == 0 } ?? coder.nibBool(forKey: "NSReleasedWhenClosed") ?? true
        window.animationBehavior = coder.nibString(forKey: "NSAnimationBehavior")
            ?? coder.nibInt(forKey: "NSWindowAnimationBehavior").flatMap { AppKitEnumerationNumbers.windowAnimationBehaviorNames[$0] }
        window.autorecalculatesKeyViewLoop = flags.map { $0 & Flags.autorecalculatesKeyViewLoop != 0 } ?? coder.nibBool(forKey: "NSAutorecalculatesKeyViewLoop") ?? false
        window.allowsToolTipsWhenApplicationIsInactive = flags.map { $0 & Flags.allowsToolTipsWhenInactive != 0 }
            ?? coder.nibBool(forKey: "NSAllowsToolTipsWhenApplicationIsInactive") ?? true
        window.hidesOnDeactivate = flags.map { $0 & 0x8000_0000 != 0 } ?? coder.nibBool(forKey: "NSHidesOnDeactivate") ?? false  // bit 31 of the unsigned word
        window.isRestorable = coder.nibBool(forKey: "NSWindowIsRestorable") ?? coder.nibBool(forKey: "NSRestorable") ?? true
        let tabbingModes = [0: "automatic", 1: "preferred", 2: "disallowed"]
        window.tabbingMode = coder.nibInt(forKey: "NSWindowTabbingMode").flatMap { tabbingModes[$0] } ?? coder.nibString(forKey: "NSTabbingMode")
        window.tabbingIdentifier = coder.nibString(forKey: "NSWindowTabbingIdentifier")
        window.positionMask = coder.nibInt(forKey: "NSInitialPositionMask") ?? flags.map(Flags.struts(fromFlags:)) ?? 0
        window.minSize = coder.nibSize(forKey: "NSMinSize")
        window.maxSize = coder.nibSize(forKey: "NSMaxSize")
        // Apple's nibs hold the toolbar as NSViewClass.
        window.toolbar = coder.nibObject(forKey: "NSToolbar") ?? coder.nibObject(forKey: "NSViewClass")
        window.identifier = coder.nibString(forKey: "NSUserInterfaceItemIdentifier") ?? coder.nibString(forKey: "NSIdentifier")
        replacementObject = window
    }

    required init() { super.init() }
}

/// What a window's content controller gives it: the view to show (AppKit's NSViewController).
public protocol NSWindowContentController: AnyObject {
    /// The view to show as the window's content, loaded if need be.
    var windowContentView: NSView? { get }
}
