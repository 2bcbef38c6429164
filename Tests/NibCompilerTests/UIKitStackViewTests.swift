import Foundation
import NibArchive
import NibCompiler
import NibDocument
import NibTestSupport
import Testing

/// `UIStackView`'s keys as its `encodeWithCoder:` writes them (public decompilations of UIKit):
/// its arrangement always, defaults included, under Apple's names with Apple's schema.
@Suite struct UIKitStackViewTests {
    static func compiled(_ attributes: String, schema: NibCompiler.Options.Schema = .apple) throws -> (KeyedArchive, ArchivedObject) {
        let xml = Fixture.iOS("""
            <stackView opaque="NO" contentMode="scaleToFill" \(attributes) id="stack">
                <rect key="frame" x="0" y="0" width="200" height="100"/>
                <subviews>
                    <view contentMode="scaleToFill" id="a"><rect key="frame" x="0" y="0" width="200" height="50"/></view>
                    <view contentMode="scaleToFill" id="b"><rect key="frame" x="0" y="50" width="200" height="50"/></view>
                </subviews>
            </stackView>
            """)
        let document = try DocumentReader().read(data: Data(xml.utf8), file: "Stack.xib")
        let archive = try NibCompiler(options: .init(schema: schema)).compile(document).archive
        return (archive, try #require(archive.objects.first { $0.className == "UIStackView" }))
    }

    @Test func aStackViewWritesItsArrangementAlwaysDefaultsIncluded() throws {
        let (_, stack) = try Self.compiled("")
        #expect(stack["UIStackViewAxis"] == .int(0))
        #expect(stack["UIStackViewDistribution"] == .int(0))
        #expect(stack["UIStackViewAlignment"] == .int(0))
        #expect(stack["UIStackViewSpacing"] == .double(0))
        #expect(stack["UIStackViewBaselineRelative"] == .bool(false))
        #expect(stack["UIStackViewLayoutMarginsRelative"] == .bool(false))
    }

    @Test func aStackViewsArrangementIsUIKitsNumbers() throws {
        let (_, stack) = try Self.compiled(#"axis="vertical" distribution="fillEqually" alignment="center" spacing="8" baselineRelativeArrangement="YES""#)
        #expect(stack["UIStackViewAxis"] == .int(1))
        #expect(stack["UIStackViewDistribution"] == .int(1))
        #expect(stack["UIStackViewAlignment"] == .int(3))
        #expect(stack["UIStackViewSpacing"] == .double(8))
        #expect(stack["UIStackViewBaselineRelative"] == .bool(true))
        #expect(try Self.compiled(#"alignment="bottom""#).1["UIStackViewAlignment"] == .int(4))
    }

    @Test func aStackViewsSubviewsAreItsArrangedSubviewsInAnImmutableArray() throws {
        let (archive, stack) = try Self.compiled("")
        guard case .object(let arranged)? = stack["UIStackViewArrangedSubviews"], case .object(let subviews)? = stack["UISubviews"] else {
            Issue.record("no arranged subviews")
            return
        }
        #expect(archive.objects[arranged].className == "NSArray")
        #expect(archive.objects[arranged].elements == archive.objects[subviews].elements && archive.objects[arranged].elements.count == 2)
    }

    @Test func aStackViewsStandardSpacingIsUIKitsSystemSpacingValue() throws {
        let (_, apple) = try Self.compiled(#"spacingType="standard""#)
        #expect(apple["UIStackViewSpacing"] == .double(Double(Float.leastNormalMagnitude)) && apple["UISpacingType"] == nil)
        let (_, compact) = try Self.compiled(#"spacingType="standard""#, schema: .compact)
        #expect(compact["UISpacing"] == .double(Double(Float.leastNormalMagnitude)) && compact["UISpacingType"] == nil)
    }

    @Test func theCompactSchemaKeepsItsOwnKeysWithTheSameValues() throws {
        let (_, stack) = try Self.compiled(#"axis="vertical" spacing="8""#, schema: .compact)
        #expect(stack["UIAxis"] == .int(1) && stack["UISpacing"] == .double(8) && stack["UIStackViewAxis"] == nil)
        #expect(stack["UIStackViewArrangedSubviews"] == nil)
    }
}
