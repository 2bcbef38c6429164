import Foundation
import NibArchive
import NibCompiler
import NibKit
import NibTestSupport
import Testing

/// Storyboards: instantiation, relationships, segues of each kind, references, errors.
@Suite struct StoryboardTests {
    @Test func theInitialControllerIsANewControllerEachCall() throws {
        let (storyboard, folder) = try StoryboardFixture.open()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try #require(try storyboard.instantiateInitialViewController() as? UINavigationController)
        let second = try #require(try storyboard.instantiateInitialViewController())
        #expect(ObjectIdentifier(first) != ObjectIdentifier(second))
    }

    @Test func navigationControllersAreFilledFromTheirRootRelationship() throws {
        let (storyboard, folder) = try StoryboardFixture.open()
        defer { try? FileManager.default.removeItem(at: folder) }
        let navigation = try #require(try storyboard.instantiateInitialViewController() as? UINavigationController)
        let root = try #require(navigation.topViewController as? ListViewController)
        #expect(root.navigationController === navigation)
        #expect(root.storyboard === storyboard)
        #expect(root.navigationItem?.title == "Items")
    }

    @Test func awakeFromNibComesAtInstantiationAndViewDidLoadAtFirstViewAccess() throws {
        let (storyboard, folder) = try StoryboardFixture.open()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (atInstantiation, list) = try recordingCalls { try storyboard.instantiateViewController(withIdentifier: "List") as? ListViewController }
        let controller = try #require(list)
        #expect(atInstantiation == ["List.awakeFromNib"])
        #expect(!controller.isViewLoaded)
        let (atViewAccess, _) = recordingCalls { controller.view }
        #expect(atViewAccess == ["List.viewDidLoad"])
        #expect(controller.openButton?.currentTitle == "Open")
    }

    @Test func anUnknownIdentifierIsAnErrorNamingStoryboardAndIdentifier() throws {
        let (storyboard, folder) = try StoryboardFixture.open()
        defer { try? FileManager.default.removeItem(at: folder) }
        let error = try #require(throws: NibLoadingError.self) { _ = try storyboard.instantiateViewController(withIdentifier: "Nope") }
        #expect(error.code == .unknownIdentifier)
        #expect(error.message == "Storyboard (Main) doesn't contain a view controller with identifier 'Nope'")
    }

    @Test func aMissingStoryboardIsAnError() throws {
        let error = try #require(throws: NibLoadingError.self) { _ = try Storyboard(name: "Absent", bundle: Bundle(path: FileManager.default.temporaryDirectory.path)) }
        #expect(error.code == .notFound)
        #expect(error.message.hasPrefix("Could not find a storyboard named 'Absent'"))
    }

    @Test func aCreatorClosureCreatesTheControllerForDependencyInjection() throws {
        let (storyboard, folder) = try StoryboardFixture.open()
        defer { try? FileManager.default.removeItem(at: folder) }
        let detail = try storyboard.instantiateViewController(identifier: "Detail") { coder in DetailViewController(coder: coder, item: "injected") }
        #expect(detail.item == "injected")
        #expect(detail.storyboard === storyboard)
    }

    @Test func performSegueCreatesTheDestinationPreparesAndShowsIt() throws {
        let (storyboard, folder) = try StoryboardFixture.open()
        defer { try? FileManager.default.removeItem(at: folder) }
        let navigation = try #require(try storyboard.instantiateInitialViewController() as? UINavigationController)
        let list = try #require(navigation.topViewController as? ListViewController)
        try list.performSegue(withIdentifier: "showDetail", sender: nil)
        #expect(list.asked.isEmpty)
        #expect(list.prepared == ["showDetail"])
        let detail = try #require(navigation.topViewController as? DetailViewController)
        #expect(detail.item == "prepared")
    }

    @Test func aTriggeredSegueAsksShouldPerformSegueFirst() throws {
        let (storyboard, folder) = try StoryboardFixture.open()
        defer { try? FileManager.default.removeItem(at: folder) }
        let navigation = try #require(try storyboard.instantiateInitialViewController() as? UINavigationController)
        let list = try #require(navigation.topViewController as? ListViewController)
        #expect(list.openButton == nil)
        _ = list.view
        list.allowsDetail = false
        try #require(list.openButton).tap()
        #expect(list.asked == ["showDetail"])
        #expect(navigation.viewControllers.count == 1)
        list.allowsDetail = true
        list.openButton?.tap()
        #expect(navigation.topViewController is DetailViewController)
    }

    @Test func anUnknownSegueIsAnError() throws {
        let (storyboard, folder) = try StoryboardFixture.open()
        defer { try? FileManager.default.removeItem(at: folder) }
        let list = try storyboard.instantiateViewController(withIdentifier: "List")
        let error = try #require(throws: NibLoadingError.self) { try list.performSegue(withIdentifier: "nope", sender: nil) }
        #expect(error.code == .unknownSegue)
        #expect(error.message.contains("has no segue with identifier 'nope'"))
    }

    @Test func embedSeguesAddTheChildWhenTheViewLoads() throws {
        let (storyboard, folder) = try StoryboardFixture.open()
        defer { try? FileManager.default.removeItem(at: folder) }
        let list = try #require(try storyboard.instantiateViewController(withIdentifier: "List") as? ListViewController)
        #expect(list.children.isEmpty)
        _ = list.view
        let child = try #require(list.children.first as? ChildViewController)
        #expect(child.view.superview != nil)
        #expect(list.prepared == ["(embed)"])
    }

    @Test func anUnwindSegueCallsTheActionOnTheControllerAboveAndGoesBack() throws {
        let (storyboard, folder) = try StoryboardFixture.open()
        defer { try? FileManager.default.removeItem(at: folder) }
        let navigation = try #require(try storyboard.instantiateInitialViewController() as? UINavigationController)
        let list = try #require(navigation.topViewController as? ListViewController)
        try list.performSegue(withIdentifier: "showDetail", sender: nil)
        let detail = try #require(navigation.topViewController as? DetailViewController)
        let done = try #require(detail.view.subviews.first as? UIButton)
        done.tap()
        #expect(list.unwoundFrom === detail)
        #expect(navigation.topViewController === list)
    }

    @Test func tabBarControllersAreFilledFromTheirRelationshipsAndReferencesOpenTheOtherStoryboard() throws {
        let (storyboard, folder) = try StoryboardFixture.open()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tabs = try #require(try storyboard.instantiateViewController(withIdentifier: "Tabs") as? UITabBarController)
        #expect(tabs.viewControllers.count == 2)
        #expect(tabs.viewControllers[0] is ChildViewController)
        #expect(tabs.viewControllers[1].title == "Other")
        #expect(tabs.viewControllers[1].storyboard?.name == "Other")
    }

    @Test func aCompiledReferenceIsUIKitsPlaceholderFollowedThroughTheStoryboardsReferenceTable() throws {
        let (_, folder) = try StoryboardFixture.open()
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["Main", "Other"] {
            let source = folder.appendingPathComponent("\(name).storyboard")
            _ = try NibCompilation.compile(source, to: folder.appendingPathComponent("\(name).storyboardc"))
            try FileManager.default.removeItem(at: source)
        }
        // The reference scene's controller is UIKit's placeholder naming the scene's identifier,
        // and the storyboard's Info.plist lists that identifier with what it refers to.
        let compiled = folder.appendingPathComponent("Main.storyboardc")
        let plistData = try Data(contentsOf: compiled.appendingPathComponent("Info.plist"))
        let plist = try #require(try PropertyListSerialization.propertyList(from: plistData, format: nil) as? [String: Any])
        let table = try #require(plist["UIViewControllerIdentifiersToExternalStoryboardReferences"] as? [String: [String: String]])
        let (identifier, reference) = try #require(table.first)
        #expect(table.count == 1)
        #expect(reference == ["UIReferencedStoryboardName": "Other", "UIReferencedControllerIdentifier": "OtherRoot"])
        let nib = try NIBArchiveReader().read(Array(Data(contentsOf: compiled.appendingPathComponent("\(identifier).nib"))))
        let placeholder = try #require(nib.objects.firstIndex { $0.className == "UIStoryboardViewControllerPlaceholder" })
        #expect(nib.string("UIStoryboardIdentifier", of: placeholder) == identifier)
        #expect(!nib.objects.contains { $0.className == "UIStoryboardReference" })
        // Loaded from the compiled folders, the reference still opens the other storyboard.
        let storyboard = try Storyboard(compiledAt: compiled, bundle: Bundle(path: folder.path))
        let tabs = try #require(try storyboard.instantiateViewController(withIdentifier: "Tabs") as? UITabBarController)
        #expect(tabs.viewControllers.count == 2)
        #expect(tabs.viewControllers[1].storyboard?.name == "Other")
    }

    @Test func aReferencePlaceholderTheTableDoesNotListIsATypedErrorNotAController() throws {
        let (_, folder) = try StoryboardFixture.open()
        defer { try? FileManager.default.removeItem(at: folder) }
        let compiled = folder.appendingPathComponent("Main.storyboardc")
        _ = try NibCompilation.compile(folder.appendingPathComponent("Main.storyboard"), to: compiled)
        // A hostile Info.plist: the reference table is gone (and one entry names no string).
        let plistURL = compiled.appendingPathComponent("Info.plist")
        var plist = try #require(try PropertyListSerialization.propertyList(from: Data(contentsOf: plistURL), format: nil) as? [String: Any])
        let identifier = try #require((plist["UIViewControllerIdentifiersToExternalStoryboardReferences"] as? [String: Any])?.keys.first)
        plist["UIViewControllerIdentifiersToExternalStoryboardReferences"] = ["elsewhere": ["UIReferencedStoryboardName": 7]]
        try PropertyListSerialization.data(fromPropertyList: plist, format: .binary, options: 0).write(to: plistURL)
        let storyboard = try Storyboard(compiledAt: compiled, bundle: Bundle(path: folder.path))
        #expect(throws: NibLoadingError.self) { _ = try storyboard.instantiateViewController(withIdentifier: identifier) }
    }

    @Test func aMacOSWindowControllerSceneGetsItsContentViewController() throws {
        let document = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" initialViewController="wc">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <windowController id="wc" sceneMemberID="viewController">
                                <window key="window" title="Main" animationBehavior="default" id="win">
                                    <windowStyleMask key="styleMask" titled="YES"/>
                                    <rect key="contentRect" x="0" y="0" width="480" height="270"/>
                                    <rect key="screenRect" x="0" y="0" width="1440" height="900"/>
                                </window>
                                <connections><segue destination="vc" kind="relationship" relationship="window.shadowedContentViewController" id="rel"/></connections>
                            </windowController>
                            <customObject id="fr1" userLabel="First Responder" customClass="NSResponder" sceneMemberID="firstResponder"/>
                        </objects>
                    </scene>
                    <scene sceneID="s2">
                        <objects>
                            <viewController id="vc" sceneMemberID="viewController">
                                <view key="view" id="v"><rect key="frame" x="0" y="0" width="480" height="270"/><autoresizingMask key="autoresizingMask"/></view>
                            </viewController>
                            <customObject id="fr2" userLabel="First Responder" customClass="NSResponder" sceneMemberID="firstResponder"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let storyboard = try Storyboard(document: DocumentReader().read(data: Data(document.utf8), file: "Main.storyboard"))
        let controller = try #require(try storyboard.instantiateInitialController() as? NSWindowController)
        #expect(controller.window?.title == "Main")
        let content = try #require(controller.contentViewController)
        #expect(content.view?.frame.width == 480)
        #expect(controller.window?.contentView === content.view)
    }
}

/// Loading a storyboard controller whose view places subviews against its legacy layout guides.
@Suite struct StoryboardLayoutGuideLoadingTests {
    @Test func aViewConstrainedToTheTopLayoutGuideLoadsWithTheGuideAsAHiddenSubview() throws {
        let storyboard = try Storyboard(document: DocumentReader().read(data: Data(Fixture.iOSStoryboardWithLayoutGuides.utf8), file: "Main.storyboard"))
        let controller = try #require(try storyboard.instantiateInitialViewController())
        let view = try #require(controller.view)
        let guides = view.subviews.compactMap { $0 as? _UILayoutGuide }
        #expect(guides.map(\.typeValue) == ["top", "bottom"] && guides.allSatisfy(\.isHidden))
        let toGuide = try #require(view.constraints.first { $0.constant == 20 })
        #expect(toGuide.secondItem === guides.first && toGuide.firstItem is UILabel)
    }
}

