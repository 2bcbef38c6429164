import Foundation
import NibArchive
import NibCompiler
import NibDocument
import NibLoading
import NibTestSupport
import Testing

/// Text fields and their kin (combo boxes, token fields) in Apple's schema: the character
/// picker, the text-cell kind, the cell's writing direction and an attributed placeholder
/// (the textcontrols research report: the class hierarchy, Finch's and Cocotron's decoders).
@Suite struct AppKitTextControlTests {
    static func textField(_ element: String = "textField", attributes: String = "", cell: String = "textFieldCell", cellAttributes: String = "", children: String = "") -> String {
        Fixture.macOS("""
            <\(element) \(attributes) id="f"><rect key="frame" x="0" y="0" width="120" height="22"/>
                <\(cell) key="cell" scrollable="YES" lineBreakMode="clipping" selectable="YES" editable="YES" borderStyle="bezel" drawsBackground="YES" \(cellAttributes) id="c">
                    <font key="font" metaFont="system"/>\(children)
                </\(cell)>
            </\(element)>
            """)
    }

    @Test func theCharacterPickerIsOnlyTheCellsSwitchWhenOnForEveryKindOfTextField() throws {
        for (element, cell, cellClass) in [("textField", "textFieldCell", "NSTextFieldCell"), ("comboBox", "comboBoxCell", "NSComboBoxCell"), ("tokenField", "tokenFieldCell", "NSTokenFieldCell")] {
            for on in [true, false] {
                let archive = try AppleSchemaTests.archive(Self.textField(element, attributes: "allowsCharacterPickerTouchBarItem=\"\(on ? "YES" : "NO")\"", cell: cell), schema: .apple)
                #expect(!archive.objects.contains { $0["NSAllowsCharacterPickerTouchBarItem"] != nil }, "\(element) \(on)")
                #expect(try AppleSchemaTests.object(cellClass, in: archive)["NSCharacterPickerEnabled"] == (on ? .bool(true) : nil), "\(element) \(on)")
            }
        }
    }

    @Test func comboBoxAndTokenFieldCellsAreTextCellsWithContents() throws {
        for (element, cell, cellClass) in [("comboBox", "comboBoxCell", "NSComboBoxCell"), ("tokenField", "tokenFieldCell", "NSTokenFieldCell")] {
            let archived = try AppleSchemaTests.object(cellClass, in: AppleSchemaTests.archive(Self.textField(element, cell: cell), schema: .apple))
            #expect((AppKitControlKeysByClassTests.integer(archived["NSCellFlags"]) ?? 0) & 0x0400_0000 != 0, "\(element)")
            #expect(archived["NSContents"] != nil, "\(element)")
        }
    }

    @Test func aCellsBaseWritingDirectionIsBits13And14OfItsSecondFlagWordPlusOne() throws {
        for (direction, bits) in [("leftToRight", 1), ("rightToLeft", 2), ("natural", 0)] {
            let xml = Self.textField(cellAttributes: "baseWritingDirection=\"\(direction)\"")
            let cell = try AppleSchemaTests.object("NSTextFieldCell", in: AppleSchemaTests.archive(xml, schema: .apple))
            #expect(AppKitControlKeysByClassTests.integer(cell["NSCellFlags2"]).map { $0 >> 13 & 3 } == bits && cell["NSBaseWritingDirection"] == nil, "\(direction)")
            // (Natural, AppKit's default, is no bits: the loader reads no direction from Apple's nib.)
            for schema in NibCompiler.Options.Schema.allCases where bits != 0 {
                let field = try #require(Fixture.topLevelObjects(xml, schema: schema).first { $0 is NSTextField } as? NSTextField)
                #expect((field.cell as? NSTextFieldCell)?.baseWritingDirection == direction, "\(direction) \(schema)")
            }
        }
    }

    @Test func anAttributedPlaceholderIsThePlaceholder() throws {
        let placeholder = #"<attributedString key="placeholderAttributedString"><fragment content="Search"><attributes><font key="NSFont" metaFont="system"/></attributes></fragment></attributedString>"#
        let cell = try AppleSchemaTests.object("NSTextFieldCell", in: AppleSchemaTests.archive(Self.textField(children: placeholder), schema: .apple))
        #expect(cell["NSPlaceholderString"] != nil && cell["NSPlaceholderAttributedString"] == nil)
    }

    @Test func anUntitledTextFieldCellOfABaseLocalizationKeepsAnEmptyLocalizableTitle() throws {
        let xml = Self.textField()
        func contents(file: String) throws -> ArchivedObject? {
            let document = try DocumentReader().read(data: Data(xml.utf8), file: file)
            let archive = try NibCompiler(options: .init(schema: .apple)).compile(document).archive
            let cell = try AppleSchemaTests.object("NSTextFieldCell", in: archive)
            guard case .object(let index)? = cell["NSContents"] else { return nil }
            return archive.objects[index]
        }
        let base = try #require(try contents(file: "App/Base.lproj/Window.xib"))
        #expect(base.className == "NSLocalizableString" && base["NS.bytes"] == .data([]))
        #expect(try contents(file: "App/Window.xib")?.className == "NSString")
    }
}
