import Foundation
import NibArchive
import NibCompiler
import NibDocument
import NibLoading
import NibTestSupport
import Testing

/// Controls' and cells' flag words bit by bit, by AppKit's encoders' rules (GNUstep libs-gui's
/// `NSCell`/`NSButtonCell -encodeWithCoder:`, viraptor/ibtool's stepper and level indicator cells),
/// for documents no ibtool pair has: any bezel style, key equivalent modifiers, image scaling,
/// continuity, and the switches only the flag words hold.
@Suite struct AppKitControlFlagRulesTests {
    static func integer(_ value: ArchiveValue?) -> Int? {
        if case .integer(let number, _)? = value { return Int(number) }
        return nil
    }

    static func button(_ cellAttributes: String, _ children: String = "") -> String {
        Fixture.macOS("""
            <button id="b"><rect key="frame" x="0" y="0" width="82" height="32"/>
                <buttonCell key="cell" \(cellAttributes) title="OK" alignment="center" borderStyle="border" inset="2" id="c">
                    <behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/>
                    <font key="font" metaFont="system"/>
                    \(children)
                </buttonCell>
            </button>
            """)
    }

    static func buttonCell(_ xml: String) throws -> ArchivedObject {
        try AppleSchemaTests.object("NSButtonCell", in: AppleSchemaTests.archive(xml, schema: .apple))
    }

    @Test func buttonFlags2HoldsTheBezelStyleTheDocumentNames() throws {
        // A push button drawn with a textured rounded bezel (11: low bits 3, bit 3 at bit 5).
        let cell = try Self.buttonCell(Self.button(#"type="push" bezelStyle="texturedRounded" imageScaling="proportionallyDown""#))
        #expect(Self.integer(cell["NSButtonFlags2"]) == 0x23 | 0x80)
        #expect(Self.integer(cell["NSBezelStyle"]) == 11)
        #expect(AppKitButtonFlags.bezelStyle(flags2: 0xA3) == 11)
        // A circular bezel (7) and a push button's usual rounded one (1).
        #expect(Self.integer(try Self.buttonCell(Self.button(#"type="push" bezelStyle="circular""#))["NSButtonFlags2"]) == 7)
        #expect(Self.integer(try Self.buttonCell(Self.button(#"type="push" bezelStyle="rounded""#))["NSButtonFlags2"]) == 1)
    }

    @Test func aKeyEquivalentsModifierFlagsAreBitsOfButtonFlags2ShiftedRightByEight() throws {
        let shiftCommand = try Self.buttonCell(Self.button(#"type="push" bezelStyle="rounded" keyEquivalent="a""#,
                                                           #"<modifierMask key="keyEquivalentModifierMask" shift="YES" command="YES"/>"#))
        #expect(Self.integer(shiftCommand["NSButtonFlags2"]) == 0x1200_0000 | 1)
        #expect(shiftCommand["NSKeyEquivModMask"] == nil)
        // Command alone is bit 28; no element, or an empty one, is none.
        let command = try Self.buttonCell(Self.button(#"type="push" bezelStyle="rounded" keyEquivalent="a""#,
                                                      #"<modifierMask key="keyEquivalentModifierMask" command="YES"/>"#))
        #expect(Self.integer(command["NSButtonFlags2"]) == 0x1000_0000 | 1)
        #expect(Self.integer(try Self.buttonCell(Self.button(#"type="push" bezelStyle="rounded" keyEquivalent="a""#))["NSButtonFlags2"]) == 1)
        let none = try Self.buttonCell(Self.button(#"type="push" bezelStyle="rounded" keyEquivalent="a""#,
                                                   #"<modifierMask key="keyEquivalentModifierMask"/>"#))
        #expect(Self.integer(none["NSButtonFlags2"]) == 1)
        #expect(none["NSKeyEquivModMask"] == nil)
        #expect(AppKitButtonFlags.keyEquivalentModifierMask(flags2: 0x1200_0001) == 0x12_0000)
        // Both schemas load the flags alike (the object library reads them back from the word).
        let xml = Self.button(#"type="push" bezelStyle="rounded" keyEquivalent="a""#,
                              #"<modifierMask key="keyEquivalentModifierMask" shift="YES" command="YES"/>"#)
        for schema in NibCompiler.Options.Schema.allCases {
            let loaded = try AppKitColumnAndScrollerTests.loaded(xml, schema: schema, NSButton.self)
            #expect((loaded.first?.cell as? NSButtonCell)?.keyEquivalentModifierMask == 0x12_0000, "\(schema)")
        }
    }

    @Test func imageScalingAxesIndependentlyIsBothBitsOfTheScalingField() throws {
        let cell = try Self.buttonCell(Self.button(#"type="push" bezelStyle="rounded" imageScaling="axesIndependently""#))
        #expect(Self.integer(cell["NSButtonFlags2"]) == 0xC0 | 1)
        #expect(cell["NSImageScaling"] == nil)
        #expect(AppKitButtonFlags.imageScaling(0xC1) == "axesIndependently")
        #expect(AppKitButtonFlags.imageScaling(0x81) == "proportionallyDown")
    }

    @Test func aContinuousCellActsPeriodicallyAndItsControlsMaskSaysSo() throws {
        let archive = try AppleSchemaTests.archive(Self.button(#"type="push" bezelStyle="rounded" continuous="YES""#), schema: .apple)
        let cell = try AppleSchemaTests.object("NSButtonCell", in: archive)
        let control = try AppleSchemaTests.object("NSButton", in: archive)
        #expect(Self.integer(cell["NSCellFlags"]).map { $0 & 0x8_0000 } == 0x8_0000)
        #expect(cell["NSContinuous"] == nil)
        #expect(Self.integer(control["NSControlSendActionMask"]) == 0x1_0004)
        #expect(control["NSControlContinuous"] == .bool(true))
        for schema in NibCompiler.Options.Schema.allCases {
            let loaded = try AppKitColumnAndScrollerTests.loaded(Self.button(#"type="push" bezelStyle="rounded" continuous="YES""#), schema: schema, NSButton.self)
            #expect((loaded.first?.cell as? NSButtonCell)?.continuous == true, "\(schema)")
        }
        #expect(Self.integer(try AppleSchemaTests.object("NSButton", in: AppleSchemaTests.archive(
            Self.button(#"type="push" bezelStyle="rounded""#), schema: .apple))["NSControlSendActionMask"]) == 4)
    }

    static func textField(_ cellAttributes: String) -> String {
        Fixture.macOS("""
            <textField id="t"><rect key="frame" x="0" y="0" width="96" height="21"/>
                <textFieldCell key="cell" scrollable="YES" lineBreakMode="clipping" selectable="YES" editable="YES" \(cellAttributes) id="c">
                    <font key="font" metaFont="system"/>
                </textFieldCell>
            </textField>
            """)
    }

    @Test func importsGraphicsSmallSizeAndHighlightingAreCellFlagBits() throws {
        let archive = try AppleSchemaTests.archive(Self.textField(#"importsGraphics="YES" controlSize="small" highlighted="YES""#), schema: .apple)
        let cell = try AppleSchemaTests.object("NSTextFieldCell", in: archive)
        let flags2 = try #require(Self.integer(cell["NSCellFlags2"]))
        #expect(flags2 & 0x2000_0000 != 0)
        #expect((flags2 >> 17) & 7 == 1)
        #expect(Self.integer(cell["NSCellFlags"]).map { $0 & 0x4000_0000 } == 0x4000_0000)
        #expect(cell["NSImportsGraphics"] == nil && cell["NSControlSize"] == nil && cell["NSHighlighted"] == nil)
        #expect(Self.integer(try AppleSchemaTests.object("NSTextField", in: archive)["NSControlSize"]) == 1)
        // (A large size is not a flag bit: AppKitButtonAndToolTipTests.)
    }

    @Test func aDisabledCellIsBit29OfItsFlagsAndItsControlSaysSo() throws {
        let archive = try AppleSchemaTests.archive(Self.textField(#"enabled="NO""#), schema: .apple)
        let cell = try AppleSchemaTests.object("NSTextFieldCell", in: archive)
        #expect(Self.integer(cell["NSCellFlags"]).map { $0 & 0x2000_0000 } == 0x2000_0000)
        #expect(cell["NSEnabled"] == nil)
        #expect(try AppleSchemaTests.object("NSTextField", in: archive)["NSEnabled"] == .bool(false))
    }

    @Test func aDisabledCellLoadsDisabledFromItsFlags() throws {
        for schema in NibCompiler.Options.Schema.allCases {
            let field = try #require(try AppKitColumnAndScrollerTests.loaded(Self.textField(#"enabled="NO""#), schema: schema, NSTextField.self).first)
            #expect((field.cell as? NSTextFieldCell)?.enabled == false, "\(schema)")
        }
    }

    static let stepperWithoutAutorepeat = Fixture.macOS("""
        <stepper id="s"><rect key="frame" x="0" y="0" width="19" height="28"/>
            <stepperCell key="cell" alignment="left" autorepeat="NO" valueWraps="YES" maxValue="10" increment="2" id="c"/>
        </stepper>
        """)

    @Test func aStepperThatDoesNotAutorepeatTracksAsAPlainCellAndArchivesNoAutorepeat() throws {
        let archive = try AppleSchemaTests.archive(Self.stepperWithoutAutorepeat, schema: .apple)
        let cell = try AppleSchemaTests.object("NSStepperCell", in: archive)
        #expect(Self.integer(cell["NSCellFlags"]) == 0)
        #expect(cell["NSAutorepeat"] == nil)
        #expect(cell["NSValueWraps"] == .bool(true))
        #expect(Self.integer(try AppleSchemaTests.object("NSStepper", in: archive)["NSControlSendActionMask"]) == 4)
    }

    @Test func aStepperCellsIncrementIsADouble() throws {
        let cell = try AppleSchemaTests.object("NSStepperCell", in: AppleSchemaTests.archive(Self.stepperWithoutAutorepeat, schema: .apple))
        #expect(cell["NSIncrement"] == .double(2))
    }

    @Test func aLevelIndicatorsStyleIsOnlyItsNumber() throws {
        let xml = Fixture.macOS("""
            <levelIndicator id="l"><rect key="frame" x="0" y="0" width="96" height="18"/>
                <levelIndicatorCell key="cell" alignment="left" maxValue="5" levelIndicatorStyle="rating" id="c"/>
            </levelIndicator>
            """)
        let cell = try AppleSchemaTests.object("NSLevelIndicatorCell", in: AppleSchemaTests.archive(xml, schema: .apple))
        #expect(Self.integer(cell["NSIndicatorStyle"]) == 3)
        #expect(cell["NSLevelIndicatorStyle"] == nil)
    }
}
