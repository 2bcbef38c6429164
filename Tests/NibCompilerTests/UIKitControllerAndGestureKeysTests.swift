import Foundation
import NibArchive
import NibCompiler
import NibDocument
import NibLoading
import NibTestSupport
import Testing

/// UIKit controllers', items' and gesture recognizers' own keys as their coders in UIKitCore
/// write them (iOS 26.1, decompiled in the search index).
@Suite struct UIKitControllerAndGestureKeysTests {
    static func archive(_ objects: String, schema: NibCompiler.Options.Schema = .apple) throws -> KeyedArchive {
        let document = try DocumentReader().read(data: Data(Fixture.iOS(objects).utf8), file: "Test.xib")
        return try NibCompiler(options: .init(schema: schema)).compile(document).archive
    }

    static func longPress(_ attributes: String, schema: NibCompiler.Options.Schema = .apple) throws -> (ArchivedObject, KeyedArchive) {
        let archive = try archive(#"<pongPressGestureRecognizer \#(attributes) id="g"/>"#, schema: schema)
        return (try #require(archive.objects.first { $0.className == "UILongPressGestureRecognizer" }), archive)
    }

    @Test func aLongPressWritesItsDurationAndMovementAsFloatsUnderItsClassKeysOnlyWhenNotDefault() throws {
        let (standard, _) = try Self.longPress(#"allowableMovement="10" minimumPressDuration="0.5""#)
        #expect(standard["UILongPressGestureRecognizer.minimumPressDuration"] == nil && standard["UILongPressGestureRecognizer.allowableMovement"] == nil)
        #expect(standard["UIMinimumPressDuration"] == nil && standard["UIAllowableMovement"] == nil)
        let (changed, _) = try Self.longPress(#"allowableMovement="20" minimumPressDuration="1.5" numberOfTouchesRequired="2""#)
        #expect(changed["UILongPressGestureRecognizer.minimumPressDuration"] == .float(1.5))
        #expect(changed["UILongPressGestureRecognizer.allowableMovement"] == .float(20))
        #expect(changed["UILongPressGestureRecognizer.numberOfTouchesRequired"] == .int(2))
        let (compact, _) = try Self.longPress(#"allowableMovement="20" minimumPressDuration="1.5""#, schema: .compact)
        #expect(compact["UIMinimumPressDuration"] == .float(1.5) && compact["UIAllowableMovement"] == .float(20))
    }

    @Test func aLongPressCarriesATapRecognizerThatWantsNoTaps() throws {
        let (press, archive) = try Self.longPress("")
        guard case .object(let index)? = press["UILongPressGestureRecognizer._imp"] else { Issue.record("no tap recognizer"); return }
        #expect(archive.objects[index].className == "UITapRecognizer")
        #expect(archive.objects[index]["UITapRecognizer.numberOfTapsRequired"] == .int(0))
        #expect(try Self.longPress("", schema: .compact).0["UILongPressGestureRecognizer._imp"] == nil)
    }

    /// A view controller that sets every switch and style UIKit's decoder reads under its own keys.
    static let configuredController = #"""
        <viewController storyboardIdentifier="Main" useStoryboardIdentifierAsRestorationIdentifier="YES" automaticallyAdjustsScrollViewInsets="NO" extendedLayoutIncludesOpaqueBars="YES" definesPresentationContext="YES" modalTransitionStyle="crossDissolve" id="vc">
            <extendedEdge key="edgesForExtendedLayout" top="YES" bottom="YES"/>
        </viewController>
        """#

    /// ``configuredController`` in each schema: its archive, the controller's index, and the controller loaded.
    static func configuredControllers() throws -> [(schema: NibCompiler.Options.Schema, archive: KeyedArchive, index: Int, loaded: UIViewController)] {
        try NibCompiler.Options.Schema.allCases.map { schema in
            let archive = try Self.archive(configuredController, schema: schema)
            let index = try #require(archive.objects.firstIndex { $0.className == "UIViewController" })
            let document = try DocumentReader().read(data: Data(Fixture.iOS(configuredController).utf8), file: "Test.xib")
            let loaded = try #require(try Nib(document: document, compiler: NibCompiler(options: .init(schema: schema)))
                .instantiate(owner: NibGenericOwner()).first { $0 is UIViewController } as? UIViewController)
            return (schema, archive, index, loaded)
        }
    }

    @Test func aViewControllersLayoutSwitchesAreUnderTheKeysUIKitsDecoderReads() throws {
        for (schema, archive, index, loaded) in try Self.configuredControllers() {
            let controller = archive.objects[index]
            #expect(controller["UIKeyAutomaticallyAdjustsScrollViewInsets"] == .int(0) && controller["UIKeyExtendedLayoutIncludesOpaqueBars"] == .int(1), "\(schema)")
            #expect(controller["UIDefinesPresentationContext"] == .bool(true), "\(schema)")
            for key in ["UIAutomaticallyAdjustsScrollViewInsets", "UIExtendedLayoutIncludesOpaqueBars"] { #expect(controller[key] == nil, "\(key) \(schema)") }
            #expect(!loaded.automaticallyAdjustsScrollViewInsets && loaded.extendedLayoutIncludesOpaqueBars && loaded.definesPresentationContext, "\(schema)")
        }
    }

    @Test func aViewControllerRestoredByItsStoryboardIdentifierCarriesItAsItsRestorationIdentifier() throws {
        for (schema, archive, index, loaded) in try Self.configuredControllers() {
            #expect(archive.string("UIRestorationIdentifier", of: index) == "Main", "\(schema)")
            #expect(archive.objects[index]["UIUseStoryboardIdentifierAsRestorationIdentifier"] == nil, "\(schema)")
            #expect(loaded.restorationIdentifier == "Main", "\(schema)")
        }
    }

    @Test func aViewControllersExtendedEdgesAreRectEdgeBits() throws {
        for (schema, archive, index, _) in try Self.configuredControllers() {
            #expect(archive.objects[index]["UIKeyEdgesForExtendedLayout"] == .int(5) && archive.objects[index]["UIEdgesForExtendedLayout"] == nil, "\(schema)")
            #expect(!archive.objects.contains { $0.className == "UIExtendedEdge" }, "\(schema)")
        }
    }

    @Test func aViewControllersTransitionStyleIsItsNumber() throws {
        for (schema, archive, index, loaded) in try Self.configuredControllers() {
            #expect(archive.objects[index]["UIModalTransitionStyle"] == .int(2), "\(schema)")
            #expect(loaded.modalTransitionStyle == "crossDissolve", "\(schema)")
        }
    }

    static func pageController(_ attributes: String) throws -> ArchivedObject {
        let archive = try archive(#"<pageViewController autoresizesArchivedViewToFullSize="NO" \#(attributes) id="p"/>"#)
        return try #require(archive.objects.first { $0.className == "UIPageViewController" })
    }

    @Test func aPageViewControllersStyleOrientationAndSpineAreNumbersAlwaysWritten() throws {
        let scroll = try Self.pageController(#"transitionStyle="scroll" navigationOrientation="vertical" spineLocation="none""#)
        #expect(scroll["UITransitionStyle"] == .int(1) && scroll["UINavigationOrientation"] == .int(1) && scroll["UISpineLocation"] == .int(0))
        #expect(scroll["UIDoubleSided"] == .bool(false) && scroll["UIPageSpacing"] == .int(0))
        let curl = try Self.pageController(#"transitionStyle="pageCurl" navigationOrientation="horizontal" spineLocation="mid""#)
        #expect(curl["UITransitionStyle"] == .int(0) && curl["UINavigationOrientation"] == .int(0) && curl["UISpineLocation"] == .int(2))
        #expect(curl["UIDoubleSided"] == .bool(true))
    }

    @Test func aNavigationItemsLargeTitleModeIsANumberAlwaysWritten() throws {
        func item(_ attributes: String) throws -> ArchivedObject {
            let archive = try Self.archive(#"<navigationItem title="Title" \#(attributes) id="n"/>"#)
            return try #require(archive.objects.first { $0.className == "UINavigationItem" })
        }
        #expect(try item(#"largeTitleDisplayMode="never""#)["UILargeTitleDisplayMode"] == .int(2))
        #expect(try item("")["UILargeTitleDisplayMode"] == .int(0))
    }

    @Test func aNavigationControllersSwitchesAreWrittenOnlyWhenOnAndAShownToolbarAsUIToolbarShown() throws {
        func controller(_ attributes: String) throws -> ArchivedObject {
            let archive = try Self.archive(#"<navigationController \#(attributes) id="n"/>"#)
            return try #require(archive.objects.first { $0.className == "UINavigationController" })
        }
        let shown = try controller(#"toolbarHidden="NO" navigationBarHidden="YES" hidesBarsOnSwipe="YES""#)
        #expect(shown["UIToolbarShown"] == .bool(true) && shown["UINavigationBarHidden"] == .bool(true) && shown["UIToolbarHidden"] == nil)
        #expect(shown["UINavigationControllerCondensesBarsOnSwipe"] == .bool(true) && shown["UIHidesBarsOnSwipe"] == nil)
        let plain = try controller(#"toolbarHidden="YES" navigationBarHidden="NO""#)
        #expect(plain["UIToolbarShown"] == nil && plain["UINavigationBarHidden"] == nil && plain["UIToolbarHidden"] == nil)
    }

    @Test func aTapsCountsAreInItsUITapRecognizerOnlyWhenNotOneAndTheLoaderReadsEitherSchema() throws {
        let objects = #"<tapGestureRecognizer numberOfTapsRequired="2" numberOfTouchesRequired="1" id="t"/>"#
        let apple = try Self.archive(objects)
        let tap = try #require(apple.objects.first { $0.className == "UITapGestureRecognizer" })
        #expect(tap["UINumberOfTapsRequired"] == nil && tap["UINumberOfTouchesRequired"] == nil)
        guard case .object(let index)? = tap["UITapGestureRecognizer._imp"] else { Issue.record("no _imp"); return }
        let recognizer = apple.objects[index]
        #expect(recognizer.className == "UITapRecognizer" && recognizer["UITapRecognizer.numberOfTapsRequired"] == .int(2))
        #expect(recognizer["UITapRecognizer.numberOfTouchesRequired"] == nil)
        let single = try #require(Self.archive(#"<tapGestureRecognizer id="t"/>"#).objects.first { $0.className == "UITapGestureRecognizer" })
        #expect(single["UITapGestureRecognizer._imp"] != nil)
        let compact = try #require(Self.archive(objects, schema: .compact).objects.first { $0.className == "UITapGestureRecognizer" })
        #expect(compact["UINumberOfTapsRequired"] == .int(2) && compact["UITapGestureRecognizer._imp"] == nil && compact["UINumberOfTouchesRequired"] == nil)
        for schema in NibCompiler.Options.Schema.allCases {
            let loaded = try Fixture.topLevelObjects(Fixture.iOS(objects), schema: schema).compactMap { $0 as? UITapGestureRecognizer }
            #expect(loaded.first?.numberOfTapsRequired == 2, "\(schema)")
            let plain = try Fixture.topLevelObjects(Fixture.iOS(#"<tapGestureRecognizer id="t"/>"#), schema: schema).compactMap { $0 as? UITapGestureRecognizer }
            #expect(plain.first?.numberOfTapsRequired == 1, "\(schema)")
        }
    }

    @Test func aViewControllersLayoutGuideIsNamedByItsIdentifierAndTheLoaderReadsItsType() throws {
        let objects = """
            <viewController id="vc">
                <layoutGuides>
                    <viewControllerLayoutGuide type="top" id="g1"/>
                    <viewControllerLayoutGuide type="bottom" id="g2"/>
                </layoutGuides>
                <view key="view" contentMode="scaleToFill" id="v"><rect key="frame" x="0" y="0" width="320" height="480"/></view>
            </viewController>
            """
        for schema in NibCompiler.Options.Schema.allCases {
            let archive = try Self.archive(objects, schema: schema)
            let guides = archive.objects.filter { $0.className == "_UILayoutGuide" }
            #expect(guides.count == 2 && guides.allSatisfy { $0["UIType"] == nil }, "\(schema)")
            let identifiers = guides.map { guide -> String? in
                guard case .object(let index)? = guide["_UILayoutGuideIdentifier"], case .data(let bytes)? = archive.objects[index]["NS.bytes"] else { return nil }
                return String(decoding: bytes, as: UTF8.self)
            }
            #expect(identifiers == ["_UIViewControllerTop", "_UIViewControllerBottom"], "\(schema)")
            // The one fallback an Apple view nib gives besides UIColor's (calabash's storyboard).
            if schema == .apple { #expect(guides.allSatisfy { $0.fallbackClassNames == ["UIView"] }) }
            let xml = Fixture.iOS(ownerConnections: #"<outlet property="guide" destination="g2" id="o"/>"#, objects)
            let document = try DocumentReader().read(data: Data(xml.utf8), file: "Test.xib")
            let nib = try Nib(document: document, compiler: NibCompiler(options: .init(schema: schema)))
            let owner = NibGenericOwner()
            let result = try nib.instantiateWithDetails(owner: owner)
            withExtendedLifetime(result) {
                #expect((owner.outlets["guide"] as? _UILayoutGuide)?.typeValue == "bottom", "\(schema)")
            }
        }
    }

    @Test func aControllersModalPresentationStyleIsANumberTheLoaderNamesAgain() throws {
        let objects = #"<viewController modalPresentationStyle="formSheet" id="c"/>"#
        for schema in NibCompiler.Options.Schema.allCases {
            let archive = try Self.archive(objects, schema: schema)
            let controller = try #require(archive.objects.first { $0.className == "UIViewController" })
            #expect(controller["UIModalPresentationStyle"] == .int(2), "\(schema)")
            let loaded = try Fixture.topLevelObjects(Fixture.iOS(objects), schema: schema).compactMap { $0 as? UIViewController }.first
            #expect(loaded?.modalPresentationStyle == "formSheet", "\(schema)")
        }
    }
}
