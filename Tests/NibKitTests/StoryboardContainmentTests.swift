import Foundation
import NibKit
import NibTestSupport
import Testing

final class FirstTabController: UIViewController {
    @Outlet weak var goButton: UIButton?
    private(set) var taps = 0
    @Action func tap(_ sender: Any?) { taps += 1 }
}

/// A container's relationship children come out of the container's own nib, where ibtool
/// archives them: a tab bar controller with its tabs, a navigation controller with its root,
/// each child knowing its parent and loading its view from its own nib.
@Suite struct StoryboardContainmentTests {
    static func storyboard(_ text: String = Fixture.iOSTabsStoryboard) throws -> Storyboard {
        try Storyboard(document: DocumentReader().read(data: Data(text.utf8), file: "Main.storyboard"))
    }

    @Test func theEntryTabBarControllerComesWithItsTabsInTheOrderOfItsSegues() throws {
        let tabs = try #require(try Self.storyboard().instantiateInitialViewController() as? UITabBarController)
        #expect(tabs.viewControllers.count == 3)
        #expect(tabs.viewControllers.first is FirstTabController)
        #expect(tabs.viewControllers.dropFirst().first is UINavigationController)
        #expect(tabs.children.map(ObjectIdentifier.init) == tabs.viewControllers.map(ObjectIdentifier.init))
        #expect(tabs.viewControllers.allSatisfy { $0.parent === tabs && $0.tabBarController === tabs })
    }

    @Test func aNavigationControllerInsideATabHasItsRootOnItsStack() throws {
        let tabs = try #require(try Self.storyboard().instantiateInitialViewController() as? UITabBarController)
        let navigation = try #require(tabs.viewControllers.dropFirst().first as? UINavigationController)
        let root = try #require(navigation.viewControllers.first as? UITableViewController)
        #expect(navigation.viewControllers.count == 1 && root.parent === navigation && root.navigationController === navigation)
        #expect(root.navigationItem?.title == "List" && root.storyboard != nil)
    }

    @Test func anInlinedChildLoadsItsViewFromItsOwnNibWithOutletsAndActions() throws {
        let tabs = try #require(try Self.storyboard().instantiateInitialViewController() as? UITabBarController)
        let first = try #require(tabs.viewControllers.first as? FirstTabController)
        #expect(!first.isViewLoaded)
        _ = first.view
        let button = try #require(first.goButton)
        button.sendActions(for: .touchUpInside)
        #expect(first.taps == 1)
    }

    @Test func anInlinedChildPerformsItsSeguesFromTheContainersNib() throws {
        let tabs = try #require(try Self.storyboard().instantiateInitialViewController() as? UITabBarController)
        let navigation = try #require(tabs.viewControllers.dropFirst().first as? UINavigationController)
        let root = try #require(navigation.viewControllers.first)
        try root.performSegue(withIdentifier: "detail", sender: nil)
        #expect(navigation.viewControllers.count == 2)
    }

    @Test func aChildWithAStoryboardIdentifierIsAlsoMadeOnItsOwn() throws {
        let storyboard = try Self.storyboard()
        let third = try storyboard.instantiateViewController(withIdentifier: "Third")
        #expect(third.parent == nil && third.tabBarItem?.title == "Third")
        #expect(throws: NibLoadingError.self) { try storyboard.instantiateViewController(withIdentifier: "UIViewController-first") }
    }

    @Test func eachInstantiationMakesNewChildren() throws {
        let storyboard = try Self.storyboard()
        let one = try #require(try storyboard.instantiateInitialViewController() as? UITabBarController)
        let two = try #require(try storyboard.instantiateInitialViewController() as? UITabBarController)
        #expect(one.viewControllers.first !== two.viewControllers.first)
    }
}

/// A macOS tab view controller comes with its tabs' controllers, made from its own nib.
@Suite struct AppKitStoryboardContainmentTests {
    @Test func aTabViewControllersItemsEachHaveTheirControllerAsAChild() throws {
        let text = Fixture.macOSTabsStoryboard
        let storyboard = try Storyboard(document: DocumentReader().read(data: Data(text.utf8), file: "Tabs.storyboard"))
        let tabs = try #require(try storyboard.instantiateInitialController() as? NSTabViewController)
        #expect(tabs.tabViewItems.count == 2)
        #expect(tabs.children.count == 2 && tabs.children.allSatisfy { $0.parent === tabs })
        let second = try #require(tabs.tabViewItems.last?.viewController as? NSViewController)
        #expect(second.view?.frame.width == 120)
    }
}
