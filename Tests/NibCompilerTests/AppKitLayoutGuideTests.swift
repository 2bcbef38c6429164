import Foundation
import NibArchive
import NibCompiler
import NibLoading
import NibTestSupport
import Testing

/// A macOS view's layout guides as ibtool archives them (`layout_guide` in the ibtool pairs).
@Suite struct AppKitLayoutGuideTests {
    static let document = Fixture.macOS("""
        <view id="root">
            <rect key="frame" x="0.0" y="0.0" width="480" height="270"/>
            <autoresizingMask key="autoresizingMask"/>
            <subviews>
                <customView translatesAutoresizingMaskIntoConstraints="NO" id="inner">
                    <rect key="frame" x="0" y="0" width="480" height="270"/>
                </customView>
            </subviews>
            <constraints>
                <constraint firstItem="inner" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="c1"/>
                <constraint firstItem="inner" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c2"/>
            </constraints>
            <viewLayoutGuide key="safeArea" id="safe"/>
            <viewLayoutGuide key="layoutMargins" id="margins"/>
        </view>
        """)

    @Test func aGuideConstraintsUseIsAnNSLayoutGuideListedByItsView() throws {
        for schema in NibCompiler.Options.Schema.allCases {
            let archive = try AppleSchemaTests.archive(Self.document, schema: schema)
            let guides = archive.objects.indices.filter { archive.objects[$0].className == "NSLayoutGuide" }
            // The unused margins are not archived.
            #expect(guides.count == 1, "\(schema)")
            guard let guide = guides.first else { continue }
            #expect(archive.string("NSLayoutGuideIdentifier", of: guide) == "NSViewSafeAreaLayoutGuide", "\(schema)")
            let view = try AppleSchemaTests.object("NSView", in: archive)
            guard case .object(let list)? = view["NSViewLayoutGuides"] else { Issue.record("no guides (\(schema))"); continue }
            #expect(archive.objects[list].elements == [.object(guide)], "\(schema)")
            #expect(view["NSSafeArea"] == nil && view["NSLayoutMargins"] == nil, "\(schema)")
            // Not in the objects table.
            let data = try AppleSchemaTests.object("NSIBObjectData", in: archive)
            guard case .object(let keys)? = data["NSObjectsKeys"] else { Issue.record("no table"); continue }
            #expect(!archive.objects[keys].elements.contains(.object(guide)), "\(schema)")
        }
    }

    @Test func applesSchemaSaysWhichGuidesTheDocumentGaveTheView() throws {
        let archive = try AppleSchemaTests.archive(Self.document, schema: .apple)
        let view = try AppleSchemaTests.object("NSView", in: archive)
        for (key, type) in [("IBNSSafeAreaLayoutGuide", 2), ("IBNSLayoutMarginsGuide", 1)] {
            guard case .object(let index)? = view[key] else { Issue.record("no \(key)"); continue }
            #expect(archive.objects[index].className == "IBNSViewAutolayoutGuide" && archive.objects[index]["IBNSLayoutGuideSystemType"] == .int(type))
        }
    }

    @Test func aViewsSafeAreaLoadsAsTheGuideItsConstraintsName() throws {
        for schema in NibCompiler.Options.Schema.allCases {
            let view = try #require(try Fixture.topLevelObjects(Self.document, schema: schema).compactMap { $0 as? NSView }.first)
            let guide = try #require(view.safeArea as? NSLayoutGuide, "\(schema)")
            #expect(guide.identifier == "NSViewSafeAreaLayoutGuide" && view.layoutMargins == nil)
            #expect(view.constraints.allSatisfy { $0.secondItem === guide }, "\(schema)")
        }
    }
}
