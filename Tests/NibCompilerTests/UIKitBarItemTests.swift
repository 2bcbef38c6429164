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

/// `UIBarButtonItem`'s keys as its `encodeWithCoder:` writes them (public decompilations of UIKit).
@Suite struct UIKitBarButtonItemTests {
    static func item(_ attributes: String, schema: NibCompiler.Options.Schema = .apple) throws -> ArchivedObject {
        let xml = Fixture.iOS("""
            <barButtonItem \(attributes) id="item"/>
            """)
        let document = try DocumentReader().read(data: Data(xml.utf8), file: "Test.xib")
        let archive = try NibCompiler(options: .init(schema: schema)).compile(document).archive
        return try #require(archive.objects.first { $0.className == "UIBarButtonItem" })
    }

    @Test func aSystemBarButtonItemIsFlaggedAndNumberedWithoutTitle() throws {
        let item = try Self.item(#"systemItem="add" title="Ignored""#)
        #expect(item["UIIsSystemItem"] == .bool(true) && item["UISystemItem"] == .int(4))
        #expect(item["UITitle"] == nil && item["UIStyle"] == nil)
        #expect(item["UIEnabled"] == .bool(true))
    }

    @Test func theDoneSystemItemHasTheDoneStyleAndAPlainItemNoStyle() throws {
        let done = try Self.item(#"systemItem="done""#)
        #expect(done["UISystemItem"] == .int(0) && done["UIStyle"] == .int(2))
        let plain = try Self.item(#"style="plain" title="Go""#)
        #expect(plain["UIStyle"] == nil && plain["UIIsSystemItem"] == nil && plain["UITitle"] != nil)
        #expect(try Self.item(#"style="done" title="Go""#)["UIStyle"] == .int(2))
    }

    @Test func aDisabledOrHiddenBarButtonItemAndItsWidth() throws {
        let item = try Self.item(#"enabled="NO" hidden="YES" width="42" title="Go""#)
        #expect(item["UIEnabled"] == nil && item["UIItemHidden"] == .bool(true) && item["UIWidth"] == .float(42))
        #expect(try Self.item(#"title="Go""#)["UIItemHidden"] == nil)
    }
}

/// `UIToolbar`'s style and translucence as its `encodeWithCoder:` writes them.
@Suite struct UIKitToolbarTests {
    static func toolbar(_ attributes: String) throws -> ArchivedObject {
        let xml = Fixture.iOS("""
            <toolbar opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" \(attributes) id="bar">
                <rect key="frame" x="0" y="0" width="320" height="44"/>
            </toolbar>
            """)
        let document = try DocumentReader().read(data: Data(xml.utf8), file: "Test.xib")
        let archive = try NibCompiler(options: .init(schema: .apple)).compile(document).archive
        return try #require(archive.objects.first { $0.className == "UIToolbar" })
    }

    @Test func aToolbarsTranslucenceIsOneOrTwoAndOnlyWhenTheDocumentSetsIt() throws {
        #expect(try Self.toolbar("")["UIBarTranslucence"] == nil)
        #expect(try Self.toolbar(#"translucent="NO""#)["UIBarTranslucence"] == .int(2))
        let translucent = try Self.toolbar(#"translucent="YES""#)
        #expect(translucent["UIBarTranslucence"] == .int(1) && translucent["UITranslucent"] == nil)
    }

    @Test func aToolbarsBarStyleIsANumberLeftOutAtDefault() throws {
        #expect(try Self.toolbar(#"barStyle="default""#)["UIBarStyle"] == nil)
        #expect(try Self.toolbar(#"barStyle="black""#)["UIBarStyle"] == .int(1))
    }
}

/// `UINavigationBar`'s style, translucence and large titles as its `encodeWithCoder:` writes them.
@Suite struct UIKitNavigationBarTests {
    @Test func aNavigationBarsStyleTranslucenceAndLargeTitles() throws {
        let xml = Fixture.iOS("""
            <navigationBar contentMode="scaleToFill" barStyle="black" translucent="NO" largeTitles="YES" id="bar">
                <rect key="frame" x="0" y="0" width="320" height="44"/>
            </navigationBar>
            """)
        let document = try DocumentReader().read(data: Data(xml.utf8), file: "Test.xib")
        let archive = try NibCompiler(options: .init(schema: .apple)).compile(document).archive
        let bar = try #require(archive.objects.first { $0.className == "UINavigationBar" })
        #expect(bar["UIBarStyle"] == .int(1) && bar["UIBarTranslucence"] == .int(2) && bar["UIBarPrefersLargeTitles"] == .bool(true))
        #expect(bar["UITranslucent"] == nil && bar["UILargeTitles"] == nil)
    }
}
