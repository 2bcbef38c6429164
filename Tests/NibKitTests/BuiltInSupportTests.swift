import Foundation
import NibKit
import NibTestSupport
import Testing

/// A folder standing in for an app bundle, with documents written into it.
struct TemporaryBundle {
    let folder: URL
    let bundle: Bundle

    init(_ files: [String: String]) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("bundle-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        bundle = try #require(Bundle(path: folder.path))
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }
}

final class ProfileViewController: UIViewController {
    @Outlet weak var nameLabel: UILabel?
    override func viewDidLoad() {
        super.viewDidLoad()
        record("Profile.viewDidLoad label=\(nameLabel?.text ?? "nil")")
    }
}

final class PlainViewController: UIViewController {}

final class PrefsWindowController: NSWindowController {
    override func windowWillLoad() { record("windowWillLoad") }
    override func windowDidLoad() { record("windowDidLoad \(window?.title ?? "")") }
}

final class TextDocument: NSDocument {
    override var windowNibName: String? { "Document" }
    override func windowControllerDidLoadNib(_ windowController: NSWindowController) { record("document did load nib") }
}

final class Editor: NibObject, NSMenuItemValidation {
    var allowsCopy = false
    @Action func copy(_ sender: Any?) {}
    @Action func paste(_ sender: Any?) {}
    func validateMenuItem(_ menuItem: NSMenuItem) -> Bool { menuItem.action == "paste:" || allowsCopy }
}

/// Built-in support: view controllers, window controllers, documents, menus, the responder chain.
@Suite struct BuiltInSupportTests {
    static func controllerXib(connectingView: Bool = true) -> String {
        Fixture.iOS(
            ownerClass: "ProfileViewController",
            ownerConnections: (connectingView ? #"<outlet property="view" destination="v" id="o1"/>"# : "") + #"<outlet property="nameLabel" destination="l" id="o2"/>"#,
            """
            <view id="v"><rect key="frame" x="0" y="0" width="320" height="480"/>
                <subviews><label text="Ada" id="l"><rect key="frame" x="0" y="0" width="100" height="20"/></label></subviews>
            </view>
            """)
    }

    @Test func aViewControllerLoadsItsViewLazilyFromItsNibWithItselfAsFilesOwner() throws {
        let bundle = try TemporaryBundle(["Profile.xib": Self.controllerXib()])
        defer { bundle.remove() }
        let controller = ProfileViewController(nibName: "Profile", bundle: bundle.bundle)
        #expect(!controller.isViewLoaded)
        let (calls, view) = recordingCalls { controller.view }
        #expect(view?.frame.width == 320)
        #expect(calls == ["Profile.viewDidLoad label=Ada"])
        #expect(controller.view === view)
    }

    @Test func withNoNibNameTheClassNameWithoutControllerIsTriedFirst() throws {
        let bundle = try TemporaryBundle(["ProfileView.xib": Self.controllerXib(), "ProfileViewController.xib": "not even xml"])
        defer { bundle.remove() }
        let controller = ProfileViewController(nibName: nil, bundle: bundle.bundle)
        #expect(controller.view != nil)
        #expect(controller.nibName == "ProfileView")
    }

    @Test func withNoNibNameTheFullClassNameIsTriedNext() throws {
        let bundle = try TemporaryBundle(["ProfileViewController.xib": Self.controllerXib()])
        defer { bundle.remove() }
        let controller = ProfileViewController(nibName: nil, bundle: bundle.bundle)
        #expect(controller.nameLabel == nil)
        _ = controller.view
        #expect(controller.nameLabel?.text == "Ada")
    }

    @Test func withNoNibAtAllTheViewIsAnEmptyView() throws {
        let bundle = try TemporaryBundle([:])
        defer { bundle.remove() }
        let controller = PlainViewController(nibName: nil, bundle: bundle.bundle)
        #expect(type(of: try #require(controller.view)) == UIView.self)
    }

    @Test func aNibThatDoesNotConnectTheViewOutletIsAnError() throws {
        let bundle = try TemporaryBundle(["Profile.xib": Self.controllerXib(connectingView: false)])
        defer { bundle.remove() }
        let controller = ProfileViewController(nibName: "Profile", bundle: bundle.bundle)
        #expect(controller.view == nil)
        let error = try #require(controller.viewLoadingError)
        #expect(error.code == .missingOutlet)
        #expect(error.message.contains("loaded the \"Profile\" nib but the view outlet was not set"))
    }

    static let windowXib = Fixture.macOS(
        ownerClass: "PrefsWindowController", ownerConnections: #"<outlet property="window" destination="w" id="o"/>"#,
        """
        <window title="Preferences" animationBehavior="default" id="w">
            <windowStyleMask key="styleMask" titled="YES"/>
            <rect key="contentRect" x="0" y="0" width="300" height="200"/>
            <view key="contentView" id="c"><rect key="frame" x="0" y="0" width="300" height="200"/><autoresizingMask key="autoresizingMask"/></view>
        </window>
        """)

    @Test func aWindowControllerLoadsItsWindowOnFirstAccessAndKeepsIt() throws {
        let main = Bundle.main
        let folder = try #require(main.resourceURL)
        let name = "Prefs-\(UUID().uuidString)"
        let file = folder.appendingPathComponent("\(name).xib")
        try Data(Self.windowXib.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let controller = PrefsWindowController(windowNibName: name)
        #expect(!controller.isWindowLoaded)
        let (calls, window) = recordingCalls { controller.window }
        #expect(calls == ["windowWillLoad", "windowDidLoad Preferences"])
        #expect(controller.window === window)
        #expect(window?.windowController === controller)
        #expect(controller.shouldCloseDocument == false)
    }

    @Test func aDocumentHandsItsWindowNibToItsDefaultWindowController() throws {
        let folder = try #require(Bundle.main.resourceURL)
        let file = folder.appendingPathComponent("Document.xib")
        try Data(Self.windowXib.replacingOccurrences(of: "PrefsWindowController", with: "TextDocument").utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let document = TextDocument()
        document.makeWindowControllers()
        let controller = try #require(document.windowControllers.first)
        #expect(controller.document === document)
        let (calls, window) = recordingCalls { controller.window }
        #expect(window?.title == "Preferences")
        #expect(window != nil && controller.window === window)
        #expect(calls == ["document did load nib"])
    }

    @Test func menuItemsAreEnabledByValidatingTheirTargets() throws {
        let editor = Editor()
        let menu = NSMenu(title: "Edit")
        let copy = NSMenuItem(title: "Copy", action: "copy:", keyEquivalent: "c")
        let paste = NSMenuItem(title: "Paste", action: "paste:", keyEquivalent: "v")
        let orphan = NSMenuItem(title: "Orphan", action: "nobodyHandles:", keyEquivalent: "")
        for item in [copy, paste, orphan] { menu.addItem(item) }
        copy.target = editor
        paste.target = editor
        menu.update()
        #expect(!copy.isEnabled && paste.isEnabled && !orphan.isEnabled)
        editor.allowsCopy = true
        menu.update()
        #expect(copy.isEnabled)
    }

}
