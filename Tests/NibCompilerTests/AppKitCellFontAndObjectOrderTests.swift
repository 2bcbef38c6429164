import Foundation
import NibArchive
import NibCompiler
import NibLoading
import NibTestSupport
import Testing

/// A text cell's attribute editing and cell title font, and where constraints sit in the objects
/// table (`HSChooserWindow`, `transmission_MainMenu` in the ibtool pairs).
@Suite struct AppKitCellFontAndObjectOrderTests {
    static let field = Fixture.macOS("""
        <textField id="f">
            <rect key="frame" x="0" y="0" width="100" height="20"/>
            <constraints>
                <constraint firstAttribute="width" constant="100" id="w"/>
            </constraints>
            <textFieldCell key="cell" allowsEditingTextAttributes="YES" title="T" id="fc">
                <font key="font" metaFont="cellTitle"/>
            </textFieldCell>
        </textField>
        """)

    @Test func attributeEditingIsBit30OfTheCellsSecondFlags() throws {
        let cell = try AppleSchemaTests.object("NSTextFieldCell", in: AppleSchemaTests.archive(Self.field, schema: .apple))
        guard case .integer(let flags, _)? = cell["NSCellFlags2"] else { Issue.record("no flags"); return }
        #expect(flags & 0x4000_0000 != 0 && cell["NSAllowsEditingTextAttributes"] == nil)
        for schema in NibCompiler.Options.Schema.allCases {
            let field = try #require(try AppKitColumnAndScrollerTests.loaded(Self.field, schema: schema, NSTextField.self).first)
            #expect((field.cell as? NSTextFieldCell)?.allowsEditingTextAttributes == true, "\(schema)")
        }
    }

    @Test func theCellTitleFontIsTwelvePoints() throws {
        for schema in NibCompiler.Options.Schema.allCases {
            #expect(try AppleSchemaTests.object("NSFont", in: AppleSchemaTests.archive(Self.field, schema: schema))["NSSize"] == .double(12), "\(schema)")
        }
    }

    @Test func aViewsConstraintsAreListedAfterEverythingElseInsideIt() throws {
        let archive = try AppleSchemaTests.archive(Self.field, schema: .apple)
        let data = try AppleSchemaTests.object("NSIBObjectData", in: archive)
        guard case .object(let keys)? = data["NSObjectsKeys"] else { Issue.record("no table"); return }
        let classes = archive.objects[keys].elements.compactMap { value -> String? in
            guard case .object(let index) = value else { return nil }
            return archive.objects[index].className
        }
        // The document writes the constraint before the cell.
        #expect(classes.suffix(3) == ["NSTextField", "NSTextFieldCell", "NSLayoutConstraint"])
    }
}
