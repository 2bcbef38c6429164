import Foundation
import FuzzSupport
import NibLoading
import NibToolCore
import PropertyBased
import Testing

/// Controllers that contain each other — through relationships (navigation roots, tabs) or
/// embed segues, in one storyboard or across references — fail with `referenceCycle`, naming
/// the chain, instead of recursing until the stack overflows.
@Suite struct ContainmentCycleTests {
    static func storyboard(_ scenes: String) throws -> Storyboard {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="a">
            <scenes>\(scenes)</scenes></document>
            """
        return try Storyboard(document: DocumentReader().read(data: Data(text.utf8), file: "Cycles.storyboard"))
    }

    static func navigation(_ id: String, root: String) -> String {
        """
        <scene sceneID="\(id)-scene"><objects><navigationController id="\(id)" sceneMemberID="viewController">
        <navigationBar key="navigationBar" contentMode="scaleToFill" id="\(id)-bar"><rect key="frame" x="0" y="0" width="320" height="44"/></navigationBar>
        <connections><segue destination="\(root)" kind="relationship" relationship="rootViewController" id="\(id)-root"/></connections>
        </navigationController></objects></scene>
        """
    }

    static func embedding(_ id: String, child: String) -> String {
        """
        <scene sceneID="\(id)-scene"><objects><viewController id="\(id)" sceneMemberID="viewController">
        <view key="view" contentMode="scaleToFill" id="\(id)-view"><rect key="frame" x="0" y="0" width="320" height="480"/>
        <subviews><containerView contentMode="scaleToFill" id="\(id)-box"><rect key="frame" x="0" y="0" width="100" height="100"/>
        <connections><segue destination="\(child)" kind="embed" id="\(id)-embed"/></connections></containerView></subviews></view>
        </viewController></objects></scene>
        """
    }

    @Test func twoNavigationControllersThatAreEachOthersRootAreACycle() throws {
        let storyboard = try Self.storyboard(Self.navigation("a", root: "b") + Self.navigation("b", root: "a"))
        let error = try #require(Bounded.error(NibLoadingError.self) { () throws(NibLoadingError) in _ = try storyboard.instantiateInitialViewController() })
        #expect(error.code == .referenceCycle, "\(error)")
        #expect(error.message.contains("Cycles/UINavigationController-b → Cycles/UINavigationController-a → Cycles/UINavigationController-b"), "\(error)")
    }

    @Test func aTabBarControllerThatListsItselfIsACycle() throws {
        let scene = """
            <scene sceneID="a-scene"><objects><tabBarController id="a" sceneMemberID="viewController">
            <tabBar key="tabBar" contentMode="scaleToFill" id="a-bar"><rect key="frame" x="0" y="0" width="320" height="49"/></tabBar>
            <connections><segue destination="a" kind="relationship" relationship="viewControllers" id="a-tab"/></connections>
            </tabBarController></objects></scene>
            """
        let storyboard = try Self.storyboard(scene)
        let error = try #require(Bounded.error(NibLoadingError.self) { () throws(NibLoadingError) in _ = try storyboard.instantiateInitialViewController() })
        #expect(error.code == .referenceCycle, "\(error)")
    }

    @Test func twoControllersThatEmbedEachOtherAreACycleWhenTheViewLoads() throws {
        let storyboard = try Self.storyboard(Self.embedding("a", child: "b") + Self.embedding("b", child: "a"))
        let controller = try #require(try storyboard.instantiateInitialViewController())
        _ = Bounded.error(NibLoadingError.self) { () throws(NibLoadingError) in controller.loadViewIfNeeded() }
        let error = try #require(controller.segueError)
        #expect(error.code == .referenceCycle, "\(error)")
        #expect(error.message.contains("contain each other"), "\(error)")
    }

    @Test func anAppKitSplitAndTabViewControllerThatHoldEachOtherAreACycle() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" initialViewController="a">
            <scenes><scene sceneID="a-scene"><objects><splitViewController id="a" sceneMemberID="viewController">
            <splitViewItems><splitViewItem id="i1"/></splitViewItems>
            <splitView key="splitView" dividerStyle="thin" vertical="YES" id="sv"><rect key="frame" x="0" y="0" width="450" height="300"/></splitView>
            <connections><segue destination="b" kind="relationship" relationship="splitItems" id="r1"/></connections>
            </splitViewController></objects></scene>
            <scene sceneID="b-scene"><objects><tabViewController id="b" sceneMemberID="viewController">
            <tabViewItems><tabViewItem id="t1"/></tabViewItems>
            <tabView key="tabView" type="noTabsNoBorder" id="tv"><rect key="frame" x="0" y="0" width="450" height="300"/></tabView>
            <connections><segue destination="a" kind="relationship" relationship="tabItems" id="r2"/></connections>
            </tabViewController></objects></scene></scenes></document>
            """
        let storyboard = try Storyboard(document: DocumentReader().read(data: Data(text.utf8), file: "Split.storyboard"))
        let error = try #require(Bounded.error(NibLoadingError.self) { () throws(NibLoadingError) in _ = try storyboard.instantiateInitialController() })
        #expect(error.code == .referenceCycle && error.message.contains("NSTabViewController-b → Split/NSSplitViewController-a"), "\(error)")
    }

    @Test func twoStoryboardsWhoseNavigationRootsReferToEachOtherAreACycle() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-cycles-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, other) in [("First", "Second"), ("Second", "First")] {
            let text = """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="a">
                <scenes>\(Self.navigation("a", root: "r"))
                <scene sceneID="r-scene"><objects><viewControllerPlaceholder storyboardName="\(other)" id="r" sceneMemberID="viewController"/></objects></scene>
                </scenes></document>
                """
            try Data(text.utf8).write(to: folder.appendingPathComponent("\(name).storyboard"))
        }
        let storyboard = try Storyboard(contentsOf: folder.appendingPathComponent("First.storyboard"))
        let error = try #require(Bounded.error(NibLoadingError.self) { () throws(NibLoadingError) in _ = try storyboard.instantiateInitialViewController() })
        #expect(error.code == .referenceCycle, "\(error)")
        #expect(error.message.contains("Second/"), "\(error)")
    }

    @Test func aChainOfContainersDeeperThanTheLimitIsAnError() throws {
        let count = SceneContainment.maximumDepth + 4
        let scenes = (0..<count).map { Self.navigation($0 == 0 ? "a" : "n\($0)", root: $0 + 1 < count ? "n\($0 + 1)" : "leaf") }.joined()
        let leaf = #"<scene sceneID="leaf-scene"><objects><viewController id="leaf" sceneMemberID="viewController"><view key="view" contentMode="scaleToFill" id="leaf-view"/></viewController></objects></scene>"#
        let storyboard = try Self.storyboard(scenes + leaf)
        let error = try #require(Bounded.error(NibLoadingError.self) { () throws(NibLoadingError) in _ = try storyboard.instantiateInitialViewController() })
        #expect(error.code == .limitExceeded, "\(error)")
    }

    @Test func aNavigationControllerWithAnotherAsRootIsNoCycle() throws {
        let leaf = #"<scene sceneID="c-scene"><objects><viewController id="c" sceneMemberID="viewController"><view key="view" contentMode="scaleToFill" id="c-view"/></viewController></objects></scene>"#
        let storyboard = try Self.storyboard(Self.navigation("a", root: "b") + Self.navigation("b", root: "c") + leaf)
        let root = try #require(try storyboard.instantiateInitialViewController() as? UINavigationController)
        #expect(root.viewControllers.first is UINavigationController)
    }

    @Test
    func anyGraphOfContainersLoadsOrFailsWithAnError() async throws {
        await propertyCheck(count: 40, input: Gen.uint8().array(of: 8...64)) { bytes in
            var choices = HostileValues.Choices(bytes)
            let text = HostileValues.containmentStoryboard(scenes: 2 + choices.next(6), choices: &choices)
            let report = try HostileValueTests.load(text, as: "Graph.storyboard")
            if !report.ok { #expect(report.error?.isEmpty == false) }
        }
    }
}

/// A container whose relationship leads to a storyboard that is not there loads without that
/// child and warns, naming the folder searched; strict mode makes it an error.
@Suite struct MissingReferencedStoryboardTests {
    static let tabBar = """
        <scene sceneID="a-scene"><objects><tabBarController id="a" sceneMemberID="viewController">
        <tabBar key="tabBar" contentMode="scaleToFill" id="a-bar"><rect key="frame" x="0" y="0" width="320" height="49"/></tabBar>
        <connections>
        <segue destination="ref" kind="relationship" relationship="viewControllers" id="a-tab0"/>
        <segue destination="c" kind="relationship" relationship="viewControllers" id="a-tab1"/>
        </connections>
        </tabBarController></objects></scene>
        <scene sceneID="ref-scene"><objects><viewControllerPlaceholder storyboardName="Elsewhere" id="ref" sceneMemberID="viewController"/></objects></scene>
        <scene sceneID="c-scene"><objects><viewController id="c" sceneMemberID="viewController"><view key="view" contentMode="scaleToFill" id="c-view"/></viewController></objects></scene>
        """

    static func write() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-missing-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="a">
            <scenes>\(tabBar)</scenes></document>
            """
        try Data(text.utf8).write(to: folder.appendingPathComponent("Tabs.storyboard"))
        return folder
    }

    @Test func aTabBarWhoseTabIsInAMissingStoryboardLoadsItsOtherTabsAndWarns() throws {
        let folder = try Self.write()
        defer { try? FileManager.default.removeItem(at: folder) }
        let storyboard = try Storyboard(contentsOf: folder.appendingPathComponent("Tabs.storyboard"))
        let tabs = try #require(try storyboard.instantiateInitialViewController() as? UITabBarController)
        #expect(tabs.viewControllers.count == 1)
        #expect(storyboard.warnings.contains { $0.contains("'Elsewhere'") && $0.contains(folder.lastPathComponent) }, "\(storyboard.warnings)")
        let report = DocumentLoader.load(folder.appendingPathComponent("Tabs.storyboard").path)
        #expect(report.ok, "\(report.error ?? "")")
    }

    @Test func inStrictModeATabInAMissingStoryboardIsAnError() throws {
        let folder = try Self.write()
        defer { try? FileManager.default.removeItem(at: folder) }
        let storyboard = try Storyboard(contentsOf: folder.appendingPathComponent("Tabs.storyboard"), options: Nib.Options(isStrict: true))
        let error = try #require(throws: NibLoadingError.self) { try storyboard.instantiateInitialViewController() }
        #expect(error.code == .notFound, "\(error)")
    }

    @Test func aWatchKitStoryboardIsRefusedAsUnsupported() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder.WatchKit.Storyboard" version="3.0" toolsVersion="9531" targetRuntime="watchKit" initialViewController="w">
            <scenes><scene sceneID="w-scene"><objects><controller id="w" customClass="InterfaceController"/></objects></scene></scenes></document>
            """
        let document = try DocumentReader().read(data: Data(text.utf8), file: "Interface.storyboard")
        let error = try #require(throws: NibLoadingError.self) { try Storyboard(document: document) }
        #expect(error.code == .unsupportedFormat && error.message.contains("WatchKit"), "\(error)")
    }
}
