import Foundation
import NibArchive
import NibCompiler
import NibDocument
import NibTestSupport
import Testing

/// `UITableViewCell`'s keys as its `encodeWithCoder:` writes them (public decompilations of UIKit):
/// enumerations as numbers, each left out at its default.
@Suite struct UIKitTableViewCellTests {
    static func compiled(_ attributes: String, schema: NibCompiler.Options.Schema = .apple) throws -> KeyedArchive {
        let xml = Fixture.iOS("""
            <tableViewCell contentMode="scaleToFill" \(attributes) id="cell">
                <rect key="frame" x="0" y="0" width="320" height="44"/>
                <autoresizingMask key="autoresizingMask"/>
                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell" id="content">
                    <rect key="frame" x="0" y="0" width="320" height="44"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>
                        <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="Title" id="title">
                            <rect key="frame" x="16" y="0" width="288" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </label>
                    </subviews>
                </tableViewCellContentView>
            </tableViewCell>
            """)
        let document = try DocumentReader().read(data: Data(xml.utf8), file: "Cell.xib")
        return try NibCompiler(options: .init(schema: schema)).compile(document).archive
    }

    static func cell(_ attributes: String, schema: NibCompiler.Options.Schema = .apple) throws -> ArchivedObject {
        try #require(try compiled(attributes, schema: schema).objects.first { $0.className == "UITableViewCell" })
    }

    @Test func aCellsEnumerationsAreNumbersLeftOutAtTheirDefaults() throws {
        let plain = try Self.cell(#"selectionStyle="default" accessoryType="none" style="IBUITableViewCellStyleDefault" indentationLevel="0""#)
        for key in ["UISelectionStyle", "UIAccessoryType", "UIEditingAccessoryType", "UITableViewCellStyle", "UIStyle", "UIIndentationLevel"] {
            #expect(plain[key] == nil, "\(key)")
        }
        let styled = try Self.cell(
            #"selectionStyle="gray" accessoryType="disclosureIndicator" editingAccessoryType="checkmark" style="IBUITableViewCellStyleSubtitle" indentationLevel="2""#)
        #expect(styled["UISelectionStyle"] == .int(2))
        #expect(styled["UIAccessoryType"] == .int(1))
        #expect(styled["UIEditingAccessoryType"] == .int(3))
        #expect(styled["UITableViewCellStyle"] == .int(3) && styled["UIStyle"] == nil)
        #expect(styled["UIIndentationLevel"] == .int(2))
        #expect(try Self.cell(#"selectionStyle="none""#)["UISelectionStyle"] == .int(0))
    }

    @Test func aCellsHidingOfItsAccessoryWhenEditingIsInterfaceBuildersOwnAndLeftOut() throws {
        for schema in NibCompiler.Options.Schema.allCases {
            #expect(try Self.cell(#"hidesAccessoryWhenEditing="NO""#, schema: schema)["UIHidesAccessoryWhenEditing"] == nil, "\(schema)")
        }
    }

    @Test func aCellsStyleIsUIStyleInTheCompactSchemaWithTheSameNumber() throws {
        let cell = try Self.cell(#"style="IBUITableViewCellStyleValue1""#, schema: .compact)
        #expect(cell["UIStyle"] == .int(1) && cell["UITableViewCellStyle"] == nil)
    }

    @Test func aCellsIndentationWidthIsAFloatAndItsReorderControlOnlyWhenShown() throws {
        let cell = try Self.cell(#"indentationWidth="10" showsReorderControl="NO""#)
        #expect(cell["UIIndentationWidth"] == .float(10))
        #expect(cell["UIShowsReorderControl"] == nil)
        #expect(try Self.cell(#"showsReorderControl="YES""#)["UIShowsReorderControl"] == .bool(true))
    }

    @Test func aCellsTextLabelIsTheLabelObjectAndItsContentViewNamesNoCell() throws {
        let archive = try Self.compiled(#"textLabel="title""#)
        let cell = try #require(archive.objects.first { $0.className == "UITableViewCell" })
        guard case .object(let label)? = cell["UITextLabel"] else { Issue.record("no text label"); return }
        #expect(archive.objects[label].className == "UILabel")
        let content = try #require(archive.objects.first { $0.className == "UITableViewCellContentView" })
        #expect(content["UITableViewCell"] == nil)
        // An empty autoresizing mask is left out, as UIKit's decoder takes an absent one as none.
        #expect(content["UIAutoresizingMask"] == nil)
        #expect(cell["UIDetailTextLabel"] == .null && cell["UIImageView"] == .null)
        #expect(try Self.cell("", schema: .compact)["UIDetailTextLabel"] == nil)
    }

    @Test func aCellsContentViewIsItsFirstSubview() throws {
        let archive = try Self.compiled("")
        let cell = try #require(archive.objects.first { $0.className == "UITableViewCell" })
        guard case .object(let subviews)? = cell["UISubviews"], let content = cell["UIContentView"] else { Issue.record("no subviews"); return }
        #expect(archive.objects[subviews].elements.first == content)
    }
}
