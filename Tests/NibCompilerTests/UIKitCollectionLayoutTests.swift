import Foundation
import NibArchive
import NibCompiler
import NibDocument
import NibTestSupport
import Testing

/// `UICollectionViewFlowLayout`'s keys as its `encodeWithCoder:` writes them (public
/// decompilations of UIKit): each left out at its default.
@Suite struct UIKitCollectionLayoutTests {
    static func layout(_ attributes: String, _ children: String = "", schema: NibCompiler.Options.Schema = .apple) throws -> ArchivedObject {
        let xml = Fixture.iOS("""
            <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="none" id="cv">
                <rect key="frame" x="0" y="0" width="320" height="480"/>
                <collectionViewFlowLayout key="collectionViewLayout" \(attributes) id="layout">\(children)</collectionViewFlowLayout>
            </collectionView>
            """)
        let document = try DocumentReader().read(data: Data(xml.utf8), file: "Grid.xib")
        let archive = try NibCompiler(options: .init(schema: schema)).compile(document).archive
        return try #require(archive.objects.first { $0.className == "UICollectionViewFlowLayout" })
    }

    @Test func aFlowLayoutsDefaultsAreLeftOut() throws {
        let layout = try Self.layout(#"minimumLineSpacing="10" minimumInteritemSpacing="10""#, """
            <size key="itemSize" width="50" height="50"/>
            <size key="headerReferenceSize" width="0.0" height="0.0"/>
            <size key="footerReferenceSize" width="0.0" height="0.0"/>
            <inset key="sectionInset" minX="0.0" minY="0.0" maxX="0.0" maxY="0.0"/>
            """)
        for key in ["UILineSpacing", "UIInteritemSpacing", "UIItemSize", "UIHeaderReferenceSize", "UIFooterReferenceSize", "UISectionInset", "UIScrollDirection"] {
            #expect(layout[key] == nil, "\(key)")
        }
    }

    @Test func aFlowLayoutsSpacingIsAFloatUnderApplesKeysAndItsDirectionANumber() throws {
        let layout = try Self.layout(#"scrollDirection="horizontal" minimumLineSpacing="4" minimumInteritemSpacing="8""#, """
            <size key="itemSize" width="128" height="64"/>
            <inset key="sectionInset" minX="1" minY="2" maxX="3" maxY="4"/>
            """)
        #expect(layout["UILineSpacing"] == .float(4) && layout["UIInteritemSpacing"] == .float(8))
        #expect(layout["UIMinimumLineSpacing"] == nil && layout["UIScrollDirection"] == .int(1))
        #expect(layout["UIItemSize"] != nil && layout["UISectionInset"] != nil)
        let compact = try Self.layout(#"minimumLineSpacing="4""#, schema: .compact)
        #expect(compact["UIMinimumLineSpacing"] == .float(4) && compact["UILineSpacing"] == nil)
    }
}
