import Foundation
import FuzzSupport
import NibArchive
import NibCompiler
import NibLoading
import NibTestSupport
import NibToolCore
import PropertyBased
import Testing

/// Controllers that contain each other — through relationships (navigation roots, tabs) or
/// embed segues, in one storyboard or across references — fail with an error naming the chain,
/// instead of recursing until the stack overflows: relationships in one iOS storyboard when it
/// is compiled (its containers' children are archived inside their nibs, which no cycle fits),
/// embed segues and references when the controllers are made (`referenceCycle`).
@Suite struct ContainmentCycleTests {
    static func storyboard(_ scenes: String) throws -> Storyboard {
        let text = HostileValues.storyboard(scenes, initial: "a")
        return try Storyboard(document: DocumentReader().read(data: Data(text.utf8), file: "Cycles.storyboard"))
    }

    @Test func twoNavigationControllersThatAreEachOthersRootAreACycle() throws {
        let error = try #require(throws: NibLoadingError.self) {
            try Self.storyboard(HostileValues.navigationScene("a", root: "b") + HostileValues.navigationScene("b", root: "a"))
        }
        #expect(error.code == .compileFailed, "\(error)")
        #expect(error.message.contains("contain each other") && error.message.contains("a → b → a"), "\(error)")
        #expect(error.location.hasPrefix("Cycles.storyboard:"), "\(error)")
    }

    @Test func aTabBarControllerThatListsItselfIsACycle() throws {
        let error = try #require(throws: NibLoadingError.self) { try Self.storyboard(HostileValues.tabBarScene("a", tabs: ["a"])) }
        #expect(error.code == .compileFailed && error.message.contains("a → a"), "\(error)")
    }

    @Test func twoControllersThatEmbedEachOtherAreACycleWhenTheViewLoads() throws {
        let storyboard = try Self.storyboard(HostileValues.embeddingScene("a", child: "b") + HostileValues.embeddingScene("b", child: "a"))
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
        let error = try #require(throws: NibLoadingError.self) {
            try Storyboard(document: DocumentReader().read(data: Data(text.utf8), file: "Split.storyboard"))
        }
        #expect(error.code == .compileFailed && error.message.contains("a → b → a"), "\(error)")
    }

    @Test func twoStoryboardsWhoseNavigationRootsReferToEachOtherAreACycle() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-cycles-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, other) in [("First", "Second"), ("Second", "First")] {
            let reference = #"<scene sceneID="r-scene"><objects><viewControllerPlaceholder storyboardName="\#(other)" id="r" sceneMemberID="viewController"/></objects></scene>"#
            let text = HostileValues.storyboard(HostileValues.navigationScene("a", root: "r") + reference, initial: "a")
            try Data(text.utf8).write(to: folder.appendingPathComponent("\(name).storyboard"))
        }
        let storyboard = try Storyboard(contentsOf: folder.appendingPathComponent("First.storyboard"))
        let error = try #require(Bounded.error(NibLoadingError.self) { () throws(NibLoadingError) in _ = try storyboard.instantiateInitialViewController() })
        #expect(error.code == .referenceCycle, "\(error)")
        #expect(error.message.contains("Second/"), "\(error)")
    }

    @Test func aChainOfContainersDeeperThanTheLimitIsAnError() throws {
        let count = SceneContainment.maximumDepth + 4
        let scenes = (0..<count).map { HostileValues.navigationScene($0 == 0 ? "a" : "n\($0)", root: $0 + 1 < count ? "n\($0 + 1)" : "leaf") }.joined()
        let leaf = #"<scene sceneID="leaf-scene"><objects><viewController id="leaf" sceneMemberID="viewController"><view key="view" contentMode="scaleToFill" id="leaf-view"/></viewController></objects></scene>"#
        let error = try #require(throws: NibLoadingError.self) { try Self.storyboard(scenes + leaf) }
        #expect(error.code == .compileFailed && error.message.contains("levels deep"), "\(error)")
    }

    @Test func aNavigationControllerWithAnotherAsRootIsNoCycle() throws {
        let leaf = #"<scene sceneID="c-scene"><objects><viewController id="c" sceneMemberID="viewController"><view key="view" contentMode="scaleToFill" id="c-view"/></viewController></objects></scene>"#
        let storyboard = try Self.storyboard(HostileValues.navigationScene("a", root: "b") + HostileValues.navigationScene("b", root: "c") + leaf)
        let root = try #require(try storyboard.instantiateInitialViewController() as? UINavigationController)
        #expect(root.viewControllers.first is UINavigationController)
    }

    @Test func anArchiveWhoseControllersAreEachOthersChildLeavesOneTieOutAndWarns() throws {
        // The tab bar controller's nib, with the tab bar controller naming its own tab as its parent.
        let document = try DocumentReader().read(data: Data(Fixture.iOSTabsStoryboard.utf8), file: "Main.storyboard")
        var archive = try #require(try NibCompiler().compileStoryboard(document).nibs["UITabBarController-tab"]).archive
        let tab = try #require(archive.objects.firstIndex { $0.className == "UITabBarController" })
        let navigation = try #require(archive.objects.firstIndex { $0.className == "UINavigationController" })
        archive.objects[tab].values.append(KeyedValue("UIParentViewController", .object(navigation)))
        let result = try Nib(archive: archive, flavour: .uiKit).instantiateWithDetails(owner: NibGenericOwner())
        let controllers = result.topLevelObjects.compactMap { $0 as? UIViewController }
        for controller in controllers {
            var ancestor = controller.parent
            var steps = 0
            while let current = ancestor, steps < 10 {
                #expect(current !== controller, "a controller is its own ancestor")
                ancestor = current.parent
                steps += 1
            }
            #expect(steps < 10)
        }
        #expect(result.warnings.contains { $0.contains("its own container's parent") }, "\(result.warnings)")
    }

    @Test
    func anyGraphOfContainersThatCompilesLoadsAsATreeOfParentsAndChildren() async throws {
        await propertyCheck(count: 40, input: Gen.uint8().array(of: 8...64)) { bytes in
            var choices = HostileValues.Choices(bytes)
            let text = HostileValues.containmentStoryboard(scenes: 2 + choices.next(6), choices: &choices)
            let storyboard: Storyboard
            do {
                storyboard = try Storyboard(document: DocumentReader().read(data: Data(text.utf8), file: "Graph.storyboard"))
            } catch let error as NibLoadingError {
                // Relationships that close a cycle are the only thing such a storyboard can get wrong.
                #expect(error.code == .compileFailed && error.message.contains("contain each other"), "\(error)")
                return
            }
            let root = try #require(try storyboard.instantiateInitialViewController())
            var seen: Set<ObjectIdentifier> = [ObjectIdentifier(root)]
            var pending = [root]
            while let controller = pending.popLast() {
                for child in controller.children {
                    #expect(child.parent === controller)
                    #expect(seen.insert(ObjectIdentifier(child)).inserted, "a controller is in the tree twice")
                    pending.append(child)
                }
                let listed = (controller as? UITabBarController)?.viewControllers ?? (controller as? UINavigationController)?.viewControllers ?? []
                #expect(listed.allSatisfy { member in controller.children.contains { $0 === member } })
            }
        }
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
    static let tabBar = HostileValues.tabBarScene("a", tabs: ["ref", "c"]) + """
        <scene sceneID="ref-scene"><objects><viewControllerPlaceholder storyboardName="Elsewhere" id="ref" sceneMemberID="viewController"/></objects></scene>
        <scene sceneID="c-scene"><objects><viewController id="c" sceneMemberID="viewController"><view key="view" contentMode="scaleToFill" id="c-view"/></viewController></objects></scene>
        """

    static func write() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-missing-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let text = HostileValues.storyboard(tabBar, initial: "a")
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
