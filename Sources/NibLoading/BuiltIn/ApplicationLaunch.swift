import Foundation
import NibObjectLibrary
import NibResources
import NibRuntime
import NibSupport

/// Launching an app bundle as UIKit and AppKit do: read Info.plist, load the main nib with the
/// application as File's Owner (its delegate outlet, main menu and visible windows come with
/// it), or instantiate the main storyboard's initial controller and show it in a window.
public enum ApplicationLaunch {
    /// What a launch created.
    public struct Result {
        /// The Info.plist keys that decided the launch (`NSMainNibFile` = `MainMenu`…).
        public var launchedFrom: [String: String]
        /// The shared application object (`NSApplication` or `UIApplication`).
        public var application: AnyObject
        /// The application's delegate, if the nib or storyboard connected one.
        public var delegate: AnyObject?
        /// The main menu (macOS).
        public var mainMenu: NSMenu?
        /// AppKit windows on screen.
        public var windows: [NSWindow]
        /// The UIKit key window, if one was made.
        public var keyWindow: UIWindow?
        /// The initial controller of a main storyboard.
        public var initialController: AnyObject?
        /// Warnings from every nib loaded.
        public var warnings: [String]
    }

    /// Launches the bundle at `url`: a macOS `.app` (`Contents/Info.plist`) or an iOS bundle (`Info.plist` at its root).
    /// - Throws: ``NibLoadingError`` when the bundle has no Info.plist, names no main nib or
    ///   storyboard, or the nib cannot be loaded.
    public static func launch(bundleAt url: URL, options: Nib.Options = Nib.Options()) throws(NibLoadingError) -> Result {
        let layout = try BundleLayout(url)
        let plist = layout.infoPlist
        for key in ["NSMainNibFile", "NSMainStoryboardFile", "UIMainStoryboardFile"] {
            guard let value = plist[key] else { continue }
            guard let name = value as? String else {
                throw NibLoadingError(code: .unreadableDocument, message: "Info.plist's \(key) is not a string; give the nib or storyboard's name", location: layout.plistURL.path)
            }
            if let problem = ResourceConfinement.problem(with: name) {
                throw NibLoadingError(code: .nameOutsideBundle, message: "Info.plist's \(key): \(problem) (\(layout.bundle.bundlePath))", location: layout.plistURL.path)
            }
        }
        var result: Result
        if let nibName = plist["NSMainNibFile"] as? String {
            let isUIKit = plist["UIDeviceFamily"] != nil || plist["LSRequiresIPhoneOS"] != nil
            let application: AnyObject = isUIKit ? UIApplication.shared : NSApplication.shared
            let nib = try Nib(named: nibName, bundle: layout.bundle)
            let details = try nib.instantiateWithDetails(owner: application, options: options)
            result = Result(
                launchedFrom: ["NSMainNibFile": nibName], application: application, delegate: delegate(of: application),
                mainMenu: isUIKit ? nil : NSApplication.shared.mainMenu, windows: NSApplication.shared.windows.filter(\.isVisible),
                keyWindow: isUIKit ? UIApplication.shared.keyWindow : nil, initialController: nil, warnings: details.warnings)
        } else if let name = plist["NSMainStoryboardFile"] as? String {
            let storyboard = try Storyboard(name: name, bundle: layout.bundle, options: options)
            let menu = try storyboard.instantiateMainMenu()
            let initial = try storyboard.instantiateInitialController()
            switch initial {
            case let controller as NSWindowController: controller.showWindow(nil)
            case let controller as NSViewController:
                let window = NSWindow(contentRect: controller.view?.frame ?? .zero, styleMask: [.titled, .closable, .miniaturizable, .resizable], backing: 2, defer: false)
                window.contentView = controller.view
                window.makeKeyAndOrderFront(nil)
            default: break
            }
            result = Result(
                launchedFrom: ["NSMainStoryboardFile": name], application: NSApplication.shared, delegate: NSApplication.shared.delegate,
                mainMenu: menu, windows: NSApplication.shared.windows.filter(\.isVisible), keyWindow: nil, initialController: initial,
                warnings: storyboard.warnings)
        } else if let name = plist["UIMainStoryboardFile"] as? String {
            let storyboard = try Storyboard(name: name, bundle: layout.bundle, options: options)
            let initial = try storyboard.instantiateInitialViewController()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            window.rootViewController = initial
            window.makeKeyAndVisible()
            result = Result(
                launchedFrom: ["UIMainStoryboardFile": name], application: UIApplication.shared, delegate: UIApplication.shared.delegate,
                mainMenu: nil, windows: [], keyWindow: window, initialController: initial, warnings: storyboard.warnings)
        } else {
            throw NibLoadingError(
                code: .notFound,
                message: "Info.plist names no NSMainNibFile, NSMainStoryboardFile or UIMainStoryboardFile; add one",
                location: layout.plistURL.path)
        }
        return result
    }

    private static func delegate(of application: AnyObject) -> AnyObject? {
        (application as? NSApplication)?.delegate ?? (application as? UIApplication)?.delegate
    }
}

/// Where an app bundle keeps its Info.plist and resources.
struct BundleLayout {
    let plistURL: URL
    let infoPlist: [String: Any]
    let bundle: Bundle

    init(_ url: URL) throws(NibLoadingError) {
        let macOS = url.appendingPathComponent("Contents/Info.plist")
        plistURL = FileManager.default.fileExists(atPath: macOS.path) ? macOS : url.appendingPathComponent("Info.plist")
        guard FileManager.default.fileExists(atPath: plistURL.path) else {
            throw NibLoadingError(code: .notFound, message: "the bundle has no Info.plist (looked for Contents/Info.plist and Info.plist)", location: url.path)
        }
        let data: Data
        do { data = try BoundedFile.read(plistURL, kind: .propertyList) } catch {
            throw NibLoadingError(code: error.isTooLarge ? .limitExceeded : .unreadableDocument, message: error.message, location: plistURL.path)
        }
        guard let plist = (try? PropertyListSerialization.propertyList(from: data, format: nil)) as? [String: Any] else {
            throw NibLoadingError(code: .unreadableDocument, message: "Info.plist is not a property list dictionary", location: plistURL.path)
        }
        infoPlist = plist
        let resources = url.appendingPathComponent("Contents/Resources")
        let root = FileManager.default.fileExists(atPath: resources.path) ? resources : url
        guard let bundle = Bundle(path: root.path) else {
            throw NibLoadingError(code: .notFound, message: "cannot open the bundle's resources", location: root.path)
        }
        self.bundle = bundle
    }
}
