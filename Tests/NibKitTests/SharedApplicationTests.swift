import Foundation
import NibArchive
import NibKit
import NibTestSupport
import Testing

/// Tests that use the shared application object (NSApplication.shared, UIApplication.shared):
/// its main menu, delegate, key window and launch. They run one at a time.
@Suite(.serialized) struct SharedApplicationTests {
    @Test func theMainMenuIsInstalledWhenTheApplicationOwnsTheNib() throws {
        let nib = try Fixture.nib(Fixture.macOS(ownerClass: "NSApplication", """
            <menu title="Main Menu" systemMenu="main" id="menu"><items><menuItem title="About" id="about"/></items></menu>
            """))
        let objects = try nib.instantiate(owner: NSApplication.shared)
        #expect(NSApplication.shared.mainMenu === objects.first)
    }

    /// Decodes `stand`, an archived object that stands for the shared application, as the root's
    /// `thing`; objects 2 and 3 are the strings "NoSuchApplication" and "NSApplication".
    static func decodeStandIn(_ stand: ArchivedObject) -> (NibDecoder, Any?) {
        let string = { (text: String) in ArchivedObject(className: "NSString", values: [KeyedValue("NS.bytes", .data(Array(text.utf8)))]) }
        let archive = KeyedArchive(objects: [ArchivedObject(className: "NSObject", values: [KeyedValue("thing", .object(1))]), stand, string("NoSuchApplication"), string("NSApplication")])
        let decoder = NibDecoder(archive: archive, resolver: ClassResolver(library: ObjectLibrary.classes), proxies: [:])
        return (decoder, decoder.decodeObject(forKey: "thing"))
    }

    @Test func theSharedApplicationKeepsNoUnreadValuesOfTheObjectThatStandsForIt() throws {
        // Other loads, on other threads, hold the same application: nothing of one load's
        // archived object is written on it.
        let (_, object) = Self.decodeStandIn(ArchivedObject(className: "NSCustomObject", values: [
            KeyedValue("NSClassName", .object(3)), KeyedValue("IBUnreadByAnyClass", .integer(7, width: 1)),
        ]))
        let application = try #require(object as? NSApplication)
        #expect(application === NSApplication.shared)
        #expect(application.undecodedValues["IBUnreadByAnyClass"] == nil)
    }

    @Test func theSharedApplicationStandingInForAnUnknownClassIsAStandInForThatLoadOnly() throws {
        let (decoder, object) = Self.decodeStandIn(ArchivedObject(className: "NSClassSwapper", values: [
            KeyedValue("NSClassName", .object(2)), KeyedValue("NSOriginalClassName", .object(3)), KeyedValue("NSInitializeWithInit", .bool(true)),
        ]))
        let application = try #require(object as? NSApplication)
        #expect(application === NSApplication.shared)
        #expect(decoder.isStandIn(application))
        #expect(application.unresolvedClassName == nil)
    }

    @Test func windowsVisibleAtLaunchAreMadeKeyAndVisible() throws {
        let nib = try Fixture.nib(Fixture.iOS("""
            <window opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" visibleAtLaunch="YES" id="w">
                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
            </window>
            <window opaque="NO" contentMode="scaleToFill" id="hidden"><rect key="frame" x="0.0" y="0.0" width="320" height="480"/></window>
            """))
        let objects = try nib.instantiate(owner: Owner())
        let shown = try #require(objects[0] as? UIWindow)
        let notShown = try #require(objects[1] as? UIWindow)
        #expect(shown.isKeyWindow && !shown.isHidden)
        #expect(!notShown.isKeyWindow && notShown.isHidden)
        #expect(UIApplication.shared.keyWindow === shown)
    }

    @Test func firstResponderMenuActionsReachTheResponderChainThenTheApplicationDelegate() throws {
        let nib = try Fixture.nib(Fixture.macOS(ownerClass: "NSApplication", """
            <menu title="Main" systemMenu="main" id="m"><items>
                <menuItem title="Do" id="i"><connections><action selector="doSomething:" target="-1" id="a"/></connections></menuItem>
            </items></menu>
            """))
        let menu = try #require(try nib.instantiate(owner: NSApplication.shared).first as? NSMenu)
        let item = try #require(menu.items.first)
        #expect(item.target == nil)
        let owner = MacOwner()
        let previous = NSApplication.shared.delegate
        NSApplication.shared.delegate = owner
        defer { NSApplication.shared.delegate = previous }
        #expect(item.resolvedTarget === owner)
        #expect(item.performAction())
        #expect(owner.received == ["doSomething:"])
    }

    @Test func aMacOSBundleLaunchesItsMainStoryboard() throws {
        let bundle = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Examples/Hello.app").standardized
        let result = try ApplicationLaunch.launch(bundleAt: bundle)
        #expect(result.launchedFrom == ["NSMainStoryboardFile": "Main"])
        let menu = try #require(result.mainMenu)
        #expect(NSApplication.shared.mainMenu === menu)
        let quit = try #require(menu.items.first?.submenu?.item(withTitle: "Quit Hello"))
        #expect(quit.action == "terminate:" && quit.target == nil && quit.keyEquivalent == "q")
        #expect(quit.keyEquivalentModifierMask == 1 << 20)
        let controller = try #require(result.initialController as? NSWindowController)
        #expect(controller.window?.isVisible == true)
        #expect(controller.window?.contentView === controller.contentViewController?.view)
        #expect(result.warnings.isEmpty)
    }

    @Test func aMacOSBundleLaunchesItsMainNibWithTheApplicationAsOwner() throws {
        let bundle = try TemporaryBundle([:])
        defer { bundle.remove() }
        let contents = bundle.folder.appendingPathComponent("Contents")
        try FileManager.default.createDirectory(at: contents.appendingPathComponent("Resources"), withIntermediateDirectories: true)
        try Data(#"<?xml version="1.0"?><plist version="1.0"><dict><key>NSMainNibFile</key><string>MainMenu</string></dict></plist>"#.utf8)
            .write(to: contents.appendingPathComponent("Info.plist"))
        let xib = Fixture.macOS(ownerClass: "NSApplication", ownerConnections: #"<outlet property="delegate" destination="d" id="o"/>"#, """
            <customObject id="d" customClass="MacController" customModule="NibKitTests"/>
            <menu title="Main Menu" systemMenu="main" id="m"><items><menuItem title="App" id="i"/></items></menu>
            <window title="Launched" animationBehavior="default" id="w">
                <rect key="contentRect" x="0" y="0" width="200" height="100"/>
                <view key="contentView" id="c"><rect key="frame" x="0" y="0" width="200" height="100"/><autoresizingMask key="autoresizingMask"/></view>
            </window>
            """)
        try Data(xib.utf8).write(to: contents.appendingPathComponent("Resources/MainMenu.xib"))
        let previous = NSApplication.shared.delegate
        defer { NSApplication.shared.delegate = previous }
        let result = try ApplicationLaunch.launch(bundleAt: bundle.folder)
        #expect(result.delegate is MacController)
        #expect(result.mainMenu?.title == "Main Menu")
        #expect(result.windows.contains { $0.title == "Launched" })
    }

    @Test func anIOSBundleShowsItsInitialControllerInAKeyWindow() throws {
        let (_, folder) = try StoryboardFixture.open()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(#"<?xml version="1.0"?><plist version="1.0"><dict><key>UIMainStoryboardFile</key><string>Main</string></dict></plist>"#.utf8)
            .write(to: folder.appendingPathComponent("Info.plist"))
        let result = try ApplicationLaunch.launch(bundleAt: folder)
        let window = try #require(result.keyWindow)
        #expect(window.isKeyWindow)
        let navigation = try #require(window.rootViewController as? UINavigationController)
        #expect(navigation.topViewController is ListViewController)
    }

    @Test func aBundleWithoutAMainNibOrStoryboardIsAnError() throws {
        let bundle = try TemporaryBundle(["Info.plist": #"<?xml version="1.0"?><plist version="1.0"><dict/></plist>"#])
        defer { bundle.remove() }
        let error = try #require(throws: NibLoadingError.self) { _ = try ApplicationLaunch.launch(bundleAt: bundle.folder) }
        #expect(error.message.contains("NSMainNibFile"))
    }

    @Test func nilTargetedActionsGoFromTheControlThroughItsWindowToTheApplicationDelegate() throws {
        let nib = try Fixture.nib(Fixture.iOS("""
            <window opaque="NO" contentMode="scaleToFill" visibleAtLaunch="YES" id="w">
                <rect key="frame" x="0" y="0" width="320" height="480"/>
                <subviews>
                    <button contentHorizontalAlignment="center" id="b">
                        <rect key="frame" x="0" y="0" width="10" height="10"/>
                        <connections><action selector="doSomething:" destination="-2" eventType="touchUpInside" id="a"/></connections>
                    </button>
                </subviews>
            </window>
            """))
        let window = try #require(try nib.instantiate(owner: Owner()).first as? UIWindow)
        let button = try #require(window.subviews.first as? UIButton)
        #expect(button.next === window)
        #expect(window.next === UIApplication.shared)
        let delegate = MacOwner()
        let previous = UIApplication.shared.delegate
        UIApplication.shared.delegate = delegate
        defer { UIApplication.shared.delegate = previous }
        button.tap()
        #expect(delegate.received == ["doSomething:"])
    }

    @Test func theNilNibNameSearchPrefersTheDeviceVariant() throws {
        let bundle = try TemporaryBundle([
            "ProfileView.xib": BuiltInSupportTests.controllerXib(),
            "ProfileView~ipad.xib": BuiltInSupportTests.controllerXib().replacingOccurrences(of: "Ada", with: "Ada on iPad"),
        ])
        defer { bundle.remove() }
        UIDevice.current.userInterfaceIdiom = .pad
        defer { UIDevice.current.userInterfaceIdiom = .phone }
        let pad = ProfileViewController(nibName: nil, bundle: bundle.bundle)
        _ = pad.view
        #expect(pad.nameLabel?.text == "Ada on iPad")
        UIDevice.current.userInterfaceIdiom = .phone
        let phone = ProfileViewController(nibName: nil, bundle: bundle.bundle)
        _ = phone.view
        #expect(phone.nameLabel?.text == "Ada")
    }
}
