import Foundation
import NibArchive
import NibCompiler
import NibDocument
import NibTestSupport
import Testing

/// UIKit's bar items: the keys `UITabBarItem`'s `encodeWithCoder:` writes, which ibtool's are
/// (the tab bar items of the calabash TestApp's `Main.storyboardc`, compiled by Apple's ibtool).
@Suite struct UIKitBarItemTests {
    static func tabBarItem(_ attributes: String, schema: NibCompiler.Options.Schema = .apple) throws -> ArchivedObject {
        let xml = Fixture.iOS("""
            <tabBarItem \(attributes) id="item"/>
            """)
        let document = try DocumentReader().read(data: Data(xml.utf8), file: "Test.xib")
        let archive = try NibCompiler(options: .init(schema: schema)).compile(document).archive
        return try #require(archive.objects.first { $0.className == "UITabBarItem" })
    }

    @Test func anEnabledTabBarItemWritesUIEnabledAsItsDecoderTakesAnAbsentKeyAsNo() throws {
        for schema in NibCompiler.Options.Schema.allCases {
            #expect(try Self.tabBarItem(#"title="Home""#, schema: schema)["UIEnabled"] == .bool(true), "\(schema)")
            #expect(try Self.tabBarItem(#"title="Home" enabled="NO""#, schema: schema)["UIEnabled"] == nil, "\(schema)")
        }
    }

    @Test func aTabBarItemsSelectedImageIsItsSelectedTemplateImage() throws {
        let item = try Self.tabBarItem(#"title="Home" image="home" selectedImage="home-selected""#)
        #expect(item["UIImage"] != nil && item["UISelectedTemplateImage"] != nil && item["UISelectedImage"] == nil)
    }

    @Test func aSystemTabBarItemIsItsNumberWithoutTitleOrImage() throws {
        let item = try Self.tabBarItem(#"systemItem="favorites" title="Ignored" image="ignored""#)
        #expect(item["UISystemItem"] == .int(1) && item["UITitle"] == nil && item["UIImage"] == nil)
    }

    @Test func aTabBarItemsTagIsWrittenOnlyWhenNotZero() throws {
        #expect(try Self.tabBarItem(#"title="A" tag="0""#)["UITag"] == nil)
        #expect(try Self.tabBarItem(#"title="A" tag="3""#)["UITag"] == .int(3))
    }
}
