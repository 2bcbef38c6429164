import Foundation
import NibArchive
import NibCompiler
import NibDocument
import NibTestSupport
import Testing

/// iOS containers' relationship children are archived inside the container's nib, as ibtool
/// compiles them (the calabash TestApp's `UITabBarController-49e-Tb-3d3.nib`): no relationship
/// segue templates, each child naming its parent, the container listing its children.
@Suite struct UIKitContainmentTests {
    static func storyboard(_ text: String = Fixture.iOSTabsStoryboard, schema: NibCompiler.Options.Schema = .apple) throws -> CompiledStoryboard {
        let document = try DocumentReader().read(data: Data(text.utf8), file: "Main.storyboard")
        return try NibCompiler(options: .init(schema: schema)).compileStoryboard(document)
    }

    static func tabs(schema: NibCompiler.Options.Schema = .apple) throws -> KeyedArchive {
        try #require(try storyboard(schema: schema).nibs["UITabBarController-tab"]).archive
    }

    /// The archive index of the first object of a class.
    static func index(of className: String, in archive: KeyedArchive) throws -> Int {
        try #require(archive.objects.firstIndex { $0.className == className }, "no \(className)")
    }

    /// The indexes a list value holds.
    static func members(_ value: ArchiveValue?, in archive: KeyedArchive) -> [Int] {
        guard case .object(let list)? = value else { return [] }
        return archive.objects[list].elements.compactMap { if case .object(let member) = $0 { member } else { nil } }
    }

    /// The class of the list a value holds.
    static func listClass(_ value: ArchiveValue?, in archive: KeyedArchive) -> String? {
        guard case .object(let list)? = value else { return nil }
        return archive.objects[list].className
    }

    @Test func aContainersRelationshipChildrenAreListedInItsNibInTheOrderOfItsSegues() throws {
        for schema in NibCompiler.Options.Schema.allCases {
            let archive = try Self.tabs(schema: schema)
            let tab = archive.objects[try Self.index(of: "UITabBarController", in: archive)]
            let children = Self.members(tab["UIChildViewControllers"], in: archive)
            #expect(children.map { archive.objects[$0].className } == ["UIClassSwapper", "UINavigationController", "UIViewController"], "\(schema)")
            for key in ["UIChildViewControllers", "UIViewControllers", "UICustomizableViewControllers"] {
                #expect(Self.members(tab[key], in: archive) == children, "\(schema): \(key)")
                #expect(Self.listClass(tab[key], in: archive) == "NSMutableArray", "\(schema): \(key)")
            }
        }
    }

    @Test func noRelationshipBecomesASegueTemplate() throws {
        for schema in NibCompiler.Options.Schema.allCases {
            let storyboard = try Self.storyboard(schema: schema)
            for (name, nib) in storyboard.nibs {
                #expect(!nib.archive.objects.contains { $0.className == "UIStoryboardRelationshipSegueTemplate" }, "\(schema): \(name)")
            }
        }
    }

    @Test func eachInlinedChildNamesItsContainerAsItsParent() throws {
        let archive = try Self.tabs()
        let tab = try Self.index(of: "UITabBarController", in: archive)
        let navigation = try Self.index(of: "UINavigationController", in: archive)
        let list = try Self.index(of: "UITableViewController", in: archive)
        #expect(archive.objects[navigation]["UIParentViewController"] == .object(tab))
        #expect(archive.objects[list]["UIParentViewController"] == .object(navigation))
        #expect(Self.members(archive.objects[navigation]["UIViewControllers"], in: archive) == [list])
        #expect(archive.objects[tab]["UIParentViewController"] == nil)
    }

    @Test func aChildOnlyItsContainerReachesHasNoSceneNibOfItsOwnButKeepsItsViewNib() throws {
        let storyboard = try Self.storyboard()
        for name in ["UIViewController-first", "UINavigationController-nav", "UITableViewController-list"] {
            #expect(storyboard.nibs[name] == nil, "\(name)")
            #expect(!storyboard.identifiersToNibNames.values.contains(name), "\(name)")
        }
        for name in ["first-view-first-view", "list-view-list-table", "third-view-third-view"] {
            #expect(storyboard.nibs[name] != nil, "\(name)")
        }
        // A child with a storyboard identifier is inside its container and has a nib of its own too.
        #expect(storyboard.nibs["Third"] != nil && storyboard.identifiersToNibNames["Third"] == "Third")
        #expect(storyboard.identifiersToNibNames["UIViewController-detail"] == "UIViewController-detail")
    }

    @Test func anInlinedChildsSeguesAreItsTemplatesInTheContainersNib() throws {
        let archive = try Self.tabs()
        let list = try Self.index(of: "UITableViewController", in: archive)
        let templates = Self.members(archive.objects[list]["UIStoryboardSegueTemplates"], in: archive)
        #expect(templates.map { archive.objects[$0].className } == ["UIStoryboardShowSegueTemplate"])
        let outlet = try #require(archive.objects.first { object in
            guard object.className == "UIRuntimeOutletConnection", case .object(let label)? = object["UILabel"] else { return false }
            return archive.storyboardTestText(at: label) == "viewController"
        })
        #expect(outlet["UISource"] == templates.first.map { .object($0) } && outlet["UIDestination"] == .object(list))
        #expect(archive.objects[try Self.index(of: "UITabBarController", in: archive)]["UIStoryboardSegueTemplates"] == nil)
    }

    @Test func eachControllerReachesTheStoryboardThroughAPlaceholderOfItsOwn() throws {
        let archive = try Self.tabs()
        let outlets = archive.objects.filter { object in
            guard object.className == "UIRuntimeOutletConnection", case .object(let label)? = object["UILabel"] else { return false }
            return archive.storyboardTestText(at: label) == "storyboard"
        }
        #expect(outlets.count == 5)
        let placeholders = Set(outlets.compactMap { if case .object(let index)? = $0["UIDestination"] { index } else { nil } })
        #expect(placeholders.count == 5)
        // The children's placeholders come first, last child first, then the scene's own four objects.
        #expect(UIKitStoryboardTests.list("UINibTopLevelObjectsKey", in: archive) == [
            "UIStoryboardPlaceholder", "UIStoryboardPlaceholder", "UIStoryboardPlaceholder", "UIStoryboardPlaceholder",
            "UITabBarController", "IBFilesOwner", "IBFirstResponder", "UIStoryboardPlaceholder",
        ])
    }

    @Test func aTabBarListsTheTabsItemsAndANavigationBarItsRootsItem() throws {
        let archive = try Self.tabs()
        let tab = try Self.index(of: "UITabBarController", in: archive)
        let bar = archive.objects[try Self.index(of: "UITabBar", in: archive)]
        #expect(bar["UIDelegate"] == .object(tab))
        #expect(Self.listClass(bar["UIItems"], in: archive) == "NSArray")
        #expect(Self.members(bar["UIItems"], in: archive).map { archive.objects[$0].className } == ["UITabBarItem", "UITabBarItem", "UITabBarItem"])
        let navigation = try Self.index(of: "UINavigationController", in: archive)
        let navigationBar = try Self.index(of: "UINavigationBar", in: archive)
        let item = try Self.index(of: "UINavigationItem", in: archive)
        #expect(archive.objects[navigationBar]["UIDelegate"] == .object(navigation))
        #expect(Self.members(archive.objects[navigationBar]["UIItems"], in: archive) == [item])
        #expect(Self.listClass(archive.objects[navigationBar]["UIItems"], in: archive) == "NSArray")
        #expect(archive.objects[item]["UINavigationBar"] == .object(navigationBar))
    }

    @Test func aNavigationControllersBarSitsAtTheTopTranslucentStretchingAndNotOpaque() throws {
        for schema in NibCompiler.Options.Schema.allCases {
            let archive = try Self.tabs(schema: schema)
            let bar = archive.objects[try Self.index(of: "UINavigationBar", in: archive)]
            #expect(bar["UIBarPosition"] == .int(2) && bar["UIBarTranslucence"] == .int(1), "\(schema)")
            #expect(bar["UIAutoresizingMask"] == .int(2) && bar["UIOpaque"] == nil, "\(schema)")
            guard case .object(let hugging)? = bar["UIViewContentHuggingPriority"] else { Issue.record("\(schema): no hugging"); continue }
            #expect(archive.storyboardTestText(at: hugging) == "{250, 750}", "\(schema)")
        }
    }

    @Test func aTabBarControllersBarIsTranslucentUnlessTheDocumentSaysOtherwise() throws {
        let archive = try Self.tabs()
        let bar = archive.objects[try Self.index(of: "UITabBar", in: archive)]
        #expect(bar["UIBarTranslucence"] == .int(1) && bar["UIBarPosition"] == nil && bar["UIAutoresizingMask"] == .int(10))
        let opaque = Fixture.iOSTabsStoryboard.replacingOccurrences(of: #"<tabBar key="tabBar" contentMode="scaleToFill""#, with: #"<tabBar key="tabBar" contentMode="scaleToFill" translucent="NO""#)
        let other = try #require(try Self.storyboard(opaque).nibs["UITabBarController-tab"]).archive
        #expect(other.objects[try Self.index(of: "UITabBar", in: other)]["UIBarTranslucence"] == .int(2))
    }

    @Test func aSplitViewControllersPrimaryColumnComesFirstWhateverTheSeguesOrder() throws {
        let text = HostileSplit.storyboard
        let archive = try #require(try Self.storyboard(text).nibs["UISplitViewController-split"]).archive
        let split = archive.objects[try Self.index(of: "UISplitViewController", in: archive)]
        let children = Self.members(split["UIChildViewControllers"], in: archive)
        #expect(children.map { archive.objects[$0].className } == ["UITableViewController", "UIViewController"])
    }

    @Test func aStoryboardReferenceAsAChildIsAPlaceholderNamingItsReferenceAndParent() throws {
        for schema in NibCompiler.Options.Schema.allCases {
            let storyboard = try Self.storyboard(HostileSplit.tabsWithReference, schema: schema)
            let archive = try #require(storyboard.nibs["UITabBarController-tab"]).archive
            let placeholder = archive.objects[try Self.index(of: "UIStoryboardViewControllerPlaceholder", in: archive)]
            #expect(placeholder["UIParentViewController"] == .object(try Self.index(of: "UITabBarController", in: archive)), "\(schema)")
            guard case .object(let identifier)? = placeholder["UIStoryboardIdentifier"] else { Issue.record("\(schema): no identifier"); continue }
            let name = try #require(archive.storyboardTestText(at: identifier))
            // The reference keeps its scene nib, which the storyboard lists to find what it refers to.
            #expect(storyboard.nibs[name] != nil && storyboard.externalReferences[name]?.storyboardName == "Settings", "\(schema)")
        }
    }

    @Test func aControllerTwoContainersOfOneNibReachKeepsItsFirstParentAndTheOtherIsReported() throws {
        let document = try DocumentReader().read(data: Data(HostileSplit.sharedChild.utf8), file: "Main.storyboard")
        let compiled = try NibCompiler(options: .init(schema: .apple)).compileStoryboard(document)
        let archive = try #require(compiled.nibs["UITabBarController-tab"]).archive
        let shared = archive.objects.filter { $0.className == "UIViewController" }
        #expect(shared.count == 1)
        let findings = compiled.nibs.values.flatMap(\.findings).map(\.message)
        #expect(findings.contains { $0.contains("one parent") }, "\(findings)")
    }
}

/// Storyboards for the containment rules beyond the shared fixture.
enum HostileSplit {
    /// A split view controller whose detail segue comes before its master segue.
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="split">
        <scenes>
        <scene sceneID="s1"><objects><splitViewController id="split" sceneMemberID="viewController">
        <connections>
        <segue destination="detail" kind="relationship" relationship="detailViewController" id="r1"/>
        <segue destination="master" kind="relationship" relationship="masterViewController" id="r2"/>
        </connections></splitViewController></objects></scene>
        <scene sceneID="s2"><objects><tableViewController id="master" sceneMemberID="viewController">
        <tableView key="view" contentMode="scaleToFill" style="plain" id="master-table"/></tableViewController></objects></scene>
        <scene sceneID="s3"><objects><viewController id="detail" sceneMemberID="viewController">
        <view key="view" contentMode="scaleToFill" id="detail-view"/></viewController></objects></scene>
        </scenes></document>
        """

    /// A tab bar controller whose tab is a reference to another storyboard.
    static let tabsWithReference = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="tab">
        <scenes>
        <scene sceneID="s1"><objects><tabBarController id="tab" sceneMemberID="viewController">
        <tabBar key="tabBar" contentMode="scaleToFill" id="tab-bar"/>
        <connections><segue destination="ref" kind="relationship" relationship="viewControllers" id="r1"/></connections>
        </tabBarController></objects></scene>
        <scene sceneID="s2"><objects><viewControllerPlaceholder storyboardName="Settings" id="ref" sceneMemberID="viewController"/></objects></scene>
        </scenes></document>
        """

    /// A tab bar controller with two navigation controllers whose root is the same controller.
    static let sharedChild = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="tab">
        <scenes>
        <scene sceneID="s1"><objects><tabBarController id="tab" sceneMemberID="viewController">
        <tabBar key="tabBar" contentMode="scaleToFill" id="tab-bar"/>
        <connections>
        <segue destination="n1" kind="relationship" relationship="viewControllers" id="r1"/>
        <segue destination="n2" kind="relationship" relationship="viewControllers" id="r2"/>
        </connections></tabBarController></objects></scene>
        <scene sceneID="s2"><objects><navigationController id="n1" sceneMemberID="viewController">
        <navigationBar key="navigationBar" contentMode="scaleToFill" id="n1-bar"/>
        <connections><segue destination="root" kind="relationship" relationship="rootViewController" id="r3"/></connections>
        </navigationController></objects></scene>
        <scene sceneID="s3"><objects><navigationController id="n2" sceneMemberID="viewController">
        <navigationBar key="navigationBar" contentMode="scaleToFill" id="n2-bar"/>
        <connections><segue destination="root" kind="relationship" relationship="rootViewController" id="r4"/></connections>
        </navigationController></objects></scene>
        <scene sceneID="s4"><objects><viewController id="root" sceneMemberID="viewController">
        <view key="view" contentMode="scaleToFill" id="root-view"/></viewController></objects></scene>
        </scenes></document>
        """
}
