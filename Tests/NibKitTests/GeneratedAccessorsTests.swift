import AccessorsExample
import Foundation
import NibKit
import Testing

/// The typed accessors `nibtool generate accessors` writes, compiled against NibLoading: the build
/// plugin generates them for Examples/AccessorsExample in every build (its `nibkit-accessors` file
/// asks for `public` ones), so this file compiles only if the generated Swift does, and cannot
/// test a stale copy. Each accessor is called on the target's compiled bundle.
@Suite struct GeneratedAccessorsTests {
    let bundle = AccessorsExampleResources.bundle

    @Test func namesAreTheDocumentsFileNamesSorted() {
        #expect(StoryboardName.allCases.map(\.rawValue) == ["Settings", "Shop"])
        #expect(NibName.allCases.map(\.rawValue) == ["Badge"])
        #expect(StoryboardScene.Shop.name == "Shop" && StoryboardScene.Settings.name == "Settings")
        // Identifiers that are no Swift names: a hyphen, a keyword.
        #expect(StoryboardScene.Shop.Identifier.allCases.map(\.rawValue) == ["ProductDetail", "default", "product-list"])
        #expect(StoryboardScene.Shop.Identifier.productList.rawValue == "product-list")
        #expect(StoryboardScene.Shop.Identifier.default.rawValue == "default")
    }

    @Test func uiKitScenesInstantiateAsTheirControllersClasses() throws {
        let initial = try #require(try StoryboardScene.Shop.instantiateInitial(bundle: bundle) as? UINavigationController)
        #expect(initial.topViewController is ProductListViewController)
        let list: ProductListViewController = try StoryboardScene.Shop.instantiateProductList(bundle: bundle)
        #expect(list.navigationItem?.title == "Products")
        let detail: ProductDetailViewController = try StoryboardScene.Shop.instantiateProductDetail(bundle: bundle)
        _ = detail.view
        #expect(detail.nameLabel?.text == "Name")
        // A scene with no custom class is a UIViewController.
        let help: UIViewController = try StoryboardScene.Shop.instantiateDefault(bundle: bundle)
        #expect(help.title == "Help")
    }

    @Test func segueIdentifiersPerformTheirSegues() throws {
        #expect(StoryboardSegue.Shop.allCases.map(\.rawValue) == ["default", "show-product"])
        let navigation = try #require(try StoryboardScene.Shop.instantiateInitial(bundle: bundle) as? UINavigationController)
        let list = try #require(navigation.topViewController as? ProductListViewController)
        try list.performSegue(withIdentifier: StoryboardSegue.Shop.showProduct.rawValue, sender: nil)
        #expect(navigation.topViewController is ProductDetailViewController)
        #expect(StoryboardSegue.Settings.showAdvanced.rawValue == "showAdvanced")
    }

    @Test func reuseIdentifiersAreThePrototypeCellsIdentifiers() {
        #expect(ReuseIdentifier.ShopStoryboard.allCases.map(\.rawValue) == ["2nd \"cell\"", "ProductCell"])
        #expect(ReuseIdentifier.ShopStoryboard.productCell.rawValue == "ProductCell")
        #expect(ReuseIdentifier.ShopStoryboard._2ndCell.rawValue == "2nd \"cell\"")
    }

    @Test func appKitScenesInstantiateAsTheirControllersClasses() throws {
        let general: SettingsPaneController = try StoryboardScene.Settings.instantiateGeneral(bundle: bundle)
        let initial = try #require(try StoryboardScene.Settings.instantiateInitial(bundle: bundle))
        #expect(ObjectIdentifier(initial) != ObjectIdentifier(general))
        // A scene with no custom class comes back as the object the storyboard made.
        let advanced = try StoryboardScene.Settings.instantiateAdvanced(bundle: bundle)
        #expect(advanced is NSViewController && !(advanced is SettingsPaneController))
    }

    @Test func nibNamesLoadTheirNibs() throws {
        let badge = try #require(try AccessorsExampleResources.makeBadge())
        #expect(badge.textLabel?.text == "New")
        let objects = try Nib(named: NibName.badge.rawValue, bundle: bundle).instantiate()
        #expect(objects.first is BadgeView)
    }
}
