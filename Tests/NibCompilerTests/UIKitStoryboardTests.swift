import Foundation
import NibArchive
import NibCompiler
import NibDocument
import NibTestSupport
import Testing

/// iOS storyboards compile as ibtool compiles them: the scene and view nibs' object lists, segue
/// templates and their connections (the calabash TestApp's `.storyboardc` folders in ../shared,
/// compiled by Apple's ibtool, and UIKit's template classes).
@Suite struct UIKitStoryboardTests {
    /// Two scenes: a view controller with a show segue to a table view controller, and segues of
    /// other kinds from the table view controller.
    static let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="vc">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            </view>
                            <connections>
                                <segue destination="tvc" kind="show" identifier="next" id="sg1"/>
                            </connections>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <tableViewController id="tvc" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" style="plain" rowHeight="-1" id="table">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            </tableView>
                            <connections>
                                <segue destination="vc" kind="showDetail" id="sg2"/>
                                <segue destination="vc" kind="custom" customClass="FadeSegue" id="sg3"/>
                                <segue destination="vc" kind="presentation" identifier="present" modalPresentationStyle="formSheet" modalTransitionStyle="crossDissolve" id="sg4"/>
                                <segue destination="vc" kind="presentation" identifier="plain" id="sg5"/>
                            </connections>
                        </tableViewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr2" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    static func storyboard(schema: NibCompiler.Options.Schema = .apple) throws -> CompiledStoryboard {
        let document = try DocumentReader().read(data: Data(document.utf8), file: "Test.storyboard")
        return try NibCompiler(options: .init(schema: schema)).compileStoryboard(document)
    }

    static func nib(_ name: String, schema: NibCompiler.Options.Schema = .apple) throws -> KeyedArchive {
        try #require(try storyboard(schema: schema).nibs[name]).archive
    }

    /// The objects of a root list (`UINibTopLevelObjectsKey`…), as class names or proxy identifiers.
    static func list(_ key: String, in archive: KeyedArchive) -> [String] {
        guard case .object(let list)? = archive.objects[0][key] else { return [] }
        return archive.objects[list].elements.map { element in
            guard case .object(let index) = element else { return "?" }
            let object = archive.objects[index]
            guard object.className == "UIProxyObject", case .object(let name)? = object["UIProxiedObjectIdentifier"] else { return object.className }
            return archive.storyboardTestText(at: name) ?? "UIProxyObject"
        }
    }

    @Test func aSceneNibListsItsControllerThenFilesOwnerThenFirstResponderThenTheStoryboard() throws {
        let archive = try Self.nib("UIViewController-vc")
        #expect(Self.list("UINibTopLevelObjectsKey", in: archive) == ["UIViewController", "IBFilesOwner", "IBFirstResponder", "UIStoryboardPlaceholder"])
        #expect(Array(Self.list("UINibObjectsKey", in: archive).prefix(4)) == ["UIViewController", "IBFilesOwner", "IBFirstResponder", "UIStoryboardPlaceholder"])
    }

    @Test func aViewNibListsTheViewThenFilesOwnerThenTheScenesFirstResponder() throws {
        let archive = try Self.nib("vc-view-root")
        #expect(Self.list("UINibTopLevelObjectsKey", in: archive) == ["UIView", "IBFilesOwner", "IBFirstResponder"])
        #expect(Self.list("UINibObjectsKey", in: archive) == ["UIView", "IBFilesOwner", "IBFirstResponder"])
    }

    @Test func aViewNibReachesItsControllerThroughAnUpstreamPlaceholderAndFilesOwnerOnlyForTheViewOutlet() throws {
        let document = try DocumentReader().read(data: Data(Fixture.iOSTabsStoryboard.utf8), file: "Main.storyboard")
        let storyboard = try NibCompiler().compileStoryboard(document)
        let archive = try #require(storyboard.nibs["first-view-first-view"]).archive
        #expect(Self.list("UINibTopLevelObjectsKey", in: archive) == ["UIView", "IBFilesOwner", "IBFirstResponder", "UpstreamPlaceholder-first"])
        var ends: [String: String] = [:]
        for object in archive.objects where object.className.hasPrefix("UIRuntime") {
            guard case .object(let label)? = object["UILabel"], let name = archive.storyboardTestText(at: label) else { continue }
            let controllerEnd = [object["UISource"], object["UIDestination"]].compactMap { value -> String? in
                guard case .object(let index)? = value, archive.objects[index].className == "UIProxyObject",
                    case .object(let identifier)? = archive.objects[index]["UIProxiedObjectIdentifier"] else { return nil }
                return archive.storyboardTestText(at: identifier)
            }
            ends[name] = controllerEnd.first
        }
        #expect(ends == ["view": "IBFilesOwner", "goButton": "UpstreamPlaceholder-first", "tap:": "UpstreamPlaceholder-first"])
        // The scene nib maps the placeholder to the controller.
        let scene = try #require(storyboard.nibs["UITabBarController-tab"]).archive
        let first = try #require(scene.objects.firstIndex { $0.className == "UIClassSwapper" })
        guard case .object(let table)? = scene.objects[first]["UIExternalObjectsTableForViewLoading"] else { Issue.record("no table"); return }
        let members = scene.objects[table].elements
        #expect(members.count == 2 && members.last == .object(first))
        if case .object(let key)? = members.first { #expect(scene.storyboardTestText(at: key) == "UpstreamPlaceholder-first") }
    }

    @Test func aControllerWhoseViewIsANibOfItsOwnArchivesNoView() throws {
        let controller = try #require(try Self.nib("UIViewController-vc").objects.first { $0.className == "UIViewController" })
        #expect(controller["UIView"] == nil && controller["UINibName"] != nil)
    }

    @Test func showAndShowDetailSeguesAreShowTemplatesTellingTheirActionApart() throws {
        for schema in NibCompiler.Options.Schema.allCases {
            let show = try #require(try Self.nib("UIViewController-vc", schema: schema).objects.first { $0.className == "UIStoryboardShowSegueTemplate" })
            let archive = try Self.nib("UITableViewController-tvc", schema: schema)
            #expect(show["IBSegueKind"] == nil, "\(schema): the class names the kind")
            let detail = try #require(archive.objects.first { $0.className == "UIStoryboardShowSegueTemplate" })
            #expect(archive.objects.contains { $0.className == "UIStoryboardShowDetailSegueTemplate" } == false)
            guard case .object(let action)? = detail["UIActionName"] else { Issue.record("\(schema): no action"); continue }
            #expect(archive.storyboardTestText(at: action) == "showDetailViewController:sender:")
            #expect(detail["IBSegueKind"] != nil, "\(schema): the class does not name showDetail")
        }
        let show = try #require(try Self.nib("UIViewController-vc").objects.first { $0.className == "UIStoryboardShowSegueTemplate" })
        let archive = try Self.nib("UIViewController-vc")
        guard case .object(let action)? = show["UIActionName"] else { Issue.record("no action"); return }
        #expect(archive.storyboardTestText(at: action) == "showViewController:sender:")
    }

    @Test func aSegueTemplateOfAFrameworkClassNamesNoFallbackClass() throws {
        for name in ["UIViewController-vc", "UITableViewController-tvc"] {
            let templates = try Self.nib(name).objects.filter { $0.className.hasSuffix("SegueTemplate") }
            #expect(!templates.isEmpty && templates.allSatisfy { $0.fallbackClassNames.isEmpty }, "\(name)")
        }
    }

    @Test func aCustomSegueIsTheBaseTemplateNamingItsClass() throws {
        let archive = try Self.nib("UITableViewController-tvc")
        let custom = try #require(archive.objects.first { $0.className == "UIStoryboardSegueTemplate" })
        guard case .object(let name)? = custom["UISegueClassName"] else { Issue.record("no segue class"); return }
        #expect(archive.storyboardTestText(at: name) == "FadeSegue" && custom["IBSegueKind"] == nil)
    }

    @Test func aPresentationSeguesStylesAreNumbersWrittenOnlyWhenSet() throws {
        for schema in NibCompiler.Options.Schema.allCases {
            let archive = try Self.nib("UITableViewController-tvc", schema: schema)
            let presentations = archive.objects.filter { $0.className == "UIStoryboardPresentationSegueTemplate" }
            #expect(presentations.count == 2, "\(schema)")
            let styled = presentations.filter { $0["UIModalPresentationStyle"] != nil }
            #expect(styled.count == 1 && styled.first?["UIModalPresentationStyle"] == .int(2) && styled.first?["UIModalTransitionStyle"] == .int(2), "\(schema)")
            #expect(presentations.contains { $0["UIModalPresentationStyle"] == nil && $0["UIModalTransitionStyle"] == nil }, "\(schema)")
        }
    }

    @Test func eachSegueTemplateHasAViewControllerOutletToItsControllerAndClosesTheObjectList() throws {
        let archive = try Self.nib("UITableViewController-tvc")
        let templates = archive.objects.indices.filter { archive.objects[$0].className.hasSuffix("SegueTemplate") }
        #expect(templates.count == 4)
        let outlets = archive.objects.filter { object in
            guard object.className == "UIRuntimeOutletConnection", case .object(let label)? = object["UILabel"] else { return false }
            return archive.storyboardTestText(at: label) == "viewController"
        }
        #expect(outlets.count == 4)
        for outlet in outlets {
            guard case .object(let source)? = outlet["UISource"], case .object(let destination)? = outlet["UIDestination"] else { continue }
            #expect(templates.contains(source) && archive.objects[destination].className == "UITableViewController")
        }
        #expect(Self.list("UINibObjectsKey", in: archive).suffix(4) == [
            "UIStoryboardShowSegueTemplate", "UIStoryboardSegueTemplate", "UIStoryboardPresentationSegueTemplate", "UIStoryboardPresentationSegueTemplate",
        ])
    }
}

extension KeyedArchive {
    /// The text of an archived NSString, by index.
    func storyboardTestText(at index: Int) -> String? {
        guard objects.indices.contains(index), case .data(let bytes)? = objects[index]["NS.bytes"] else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// A storyboard controller's legacy top and bottom layout guides, as ibtool compiles them (the
/// calabash TestApp's launch screen and main storyboard, compiled by Apple's ibtool).
@Suite struct UIKitStoryboardLayoutGuideTests {
    static func nib(_ name: String, schema: NibCompiler.Options.Schema = .apple) throws -> KeyedArchive {
        let document = try DocumentReader().read(data: Data(Fixture.iOSStoryboardWithLayoutGuides.utf8), file: "Main.storyboard")
        return try #require(try NibCompiler(options: .init(schema: schema)).compileStoryboard(document).nibs[name]).archive
    }

    static func guides(in archive: KeyedArchive) -> [(index: Int, object: ArchivedObject)] {
        archive.objects.enumerated().filter { $0.element.className == "_UILayoutGuide" }.map { ($0.offset, $0.element) }
    }

    static func members(_ value: ArchiveValue?, in archive: KeyedArchive) -> [ArchivedObject] {
        guard case .object(let list)? = value else { return [] }
        return archive.objects[list].elements.compactMap { if case .object(let member) = $0 { archive.objects[member] } else { nil } }
    }

    @Test func theGuidesAreHiddenSubviewsOfTheRootViewAfterItsOwnInTheViewsNib() throws {
        for schema in NibCompiler.Options.Schema.allCases {
            #expect(Self.guides(in: try Self.nib("UIViewController-vc", schema: schema)).isEmpty, "\(schema): none in the controller's nib")
            let archive = try Self.nib("vc-view-root", schema: schema)
            let root = try #require(archive.objects.first { $0.className == "UIView" })
            #expect(Self.members(root["UISubviews"], in: archive).map(\.className) == ["UILabel", "_UILayoutGuide", "_UILayoutGuide"], "\(schema)")
            #expect(Self.guides(in: archive).allSatisfy { $0.object["UIHidden"] == .bool(true) }, "\(schema)")
        }
        let controller = try #require(try Self.nib("UIViewController-vc").objects.first { $0.className == "UIViewController" })
        #expect(controller["UILayoutGuides"] == nil)
    }

    @Test func eachGuideIsPlacedByThreeConstraintsOfTheRootViewBeforeItsOwn() throws {
        let archive = try Self.nib("vc-view-root")
        let root = try #require(archive.objects.first { $0.className == "UIView" })
        let constraints = Self.members(root["UIViewAutolayoutConstraints"], in: archive)
        // Top: leading (5), top (3), height (8); bottom: leading, height, the view's bottom (4); then the document's.
        #expect(constraints.map { $0["NSFirstAttribute"] } == [.int(5), .int(3), .int(8), .int(5), .int(8), .int(4), .int(3)])
        for (index, guide) in Self.guides(in: archive) {
            let removed = Self.members(guide["_UILayoutGuideConstraintsToRemove"], in: archive)
            #expect(removed.count == 3 && removed.allSatisfy { $0["NSFirstItem"] == .object(index) || $0["NSSecondItem"] == .object(index) })
            let support = Self.members(guide["UIViewAutolayoutConstraints"], in: archive)
            #expect(support.map(\.className) == ["_UILayoutSupportConstraint"] && support.first?.fallbackClassNames == ["NSLayoutConstraint"])
            #expect(support.first?["NSFirstAttribute"] == .int(7) && support.first?["NSPriority"] == .int(999))
        }
    }

    @Test func aConstraintToAGuideKeepsTheGuideAsItsItem() throws {
        let archive = try Self.nib("vc-view-root")
        let top = try #require(Self.guides(in: archive).first { guide in
            guard case .object(let identifier)? = guide.object["_UILayoutGuideIdentifier"] else { return false }
            return archive.storyboardTestText(at: identifier) == "_UIViewControllerTop"
        })
        let constraint = try #require(archive.objects.first { $0["NSConstant"] == .double(20) })
        #expect(constraint["NSSecondItem"] == .object(top.index))
    }
}
