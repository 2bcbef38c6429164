import Foundation
import NibArchive
import NibCompiler
import NibDocument
import NibLoading
import NibTestSupport
import Testing

/// Sliders, steppers and search fields compile as the ibtool pairs have them
/// (`test_slider`, `test_slider_prefs`, `stepper_default`, `searchfield_no_completion`,
/// `searchfieldcell_customclass`). Each rule that changes what loads holds in both schemas.
@Suite struct AppKitSliderStepperAndSearchFieldTests {
    static let sliders = Fixture.macOS("""
        <slider id="s1"><rect key="frame" x="0" y="0" width="200" height="25"/>
            <sliderCell key="cell" controlSize="small" continuous="YES" alignment="left" numberOfTickMarks="3" tickMarkPosition="above" minValue="1" maxValue="10" doubleValue="5" sliderType="linear" id="c1"/>
        </slider>
        <slider id="s2"><rect key="frame" x="0" y="30" width="200" height="25"/>
            <sliderCell key="cell" state="on" alignment="left" maxValue="1" tickMarkPosition="below" sliderType="linear" id="c2"/>
        </slider>
        """)

    static func integer(_ value: ArchiveValue?) -> Int? {
        if case .integer(let number, _)? = value { return Int(number) }
        return nil
    }

    @Test func aContinuousSliderActsOnMouseDownAndWhileDragged() throws {
        let archive = try AppleSchemaTests.archive(Self.sliders, schema: .apple)
        let cells = archive.objects.filter { $0.className == "NSSliderCell" }
        let controls = archive.objects.filter { $0.className == "NSSlider" }
        #expect(cells.map { Self.integer($0["NSCellFlags"]).map { $0 & 0x4_0100 } } == [0x4_0100, 0])
        #expect(cells.allSatisfy { $0["NSContinuous"] == nil })
        #expect(controls.map { Self.integer($0["NSControlSendActionMask"]) } == [70, 4])
        for schema in NibCompiler.Options.Schema.allCases {
            let loaded = try AppKitColumnAndScrollerTests.loaded(Self.sliders, schema: schema, NSSlider.self)
            #expect(loaded.map { ($0.cell as? NSSliderCell)?.continuous } == [true, nil], "\(schema)")
        }
    }

    @Test func aCircularSliderIsKindOneAndATallSliderIsVertical() throws {
        let xml = Fixture.macOS("""
            <slider id="round"><rect key="frame" x="0" y="0" width="28" height="30"/>
                <sliderCell key="cell" alignment="left" maxValue="100" sliderType="circular" id="rc"/>
            </slider>
            <slider id="tall"><rect key="frame" x="40" y="0" width="17" height="120"/>
                <sliderCell key="cell" alignment="left" maxValue="1" tickMarkPosition="left" sliderType="linear" id="tc"/>
            </slider>
            """)
        let cells = try AppleSchemaTests.archive(xml, schema: .apple).objects.filter { $0.className == "NSSliderCell" }
        #expect(cells.map { $0["NSSliderType"] } == [.int(1), nil])
        #expect(cells.map { $0["NSVertical"] } == [.bool(true), .bool(true)])
        for schema in NibCompiler.Options.Schema.allCases {
            let loaded = try AppKitColumnAndScrollerTests.loaded(xml, schema: schema, NSSlider.self).compactMap { $0.cell as? NSSliderCell }
            #expect(loaded.map(\.sliderType) == ["circular", "linear"], "\(schema)")
        }
        // A wide slider is horizontal.
        let wide = try AppleSchemaTests.archive(Self.sliders, schema: .apple).objects.filter { $0.className == "NSSliderCell" }
        #expect(wide.allSatisfy { $0["NSVertical"] == .bool(false) })
    }

    @Test func aSliderCellArchivesAppKitsDefaultsAndItsTickMarkPositionAsANumber() throws {
        let archive = try AppleSchemaTests.archive(Self.sliders, schema: .apple)
        let cell = try #require(archive.objects.last { $0.className == "NSSliderCell" })
        #expect(cell["NSValue"] == .double(0))
        #expect(cell["NSMinValue"] == .double(0))
        #expect(Self.integer(cell["NSNumberOfTickMarks"]) == 0)
        #expect(Self.integer(cell["NSTickMarkPosition"]) == 0)
        #expect(cell["NSAllowsTickMarkValuesOnly"] == .bool(false))
        #expect(cell["NSSliderType"] == nil)
        for schema in NibCompiler.Options.Schema.allCases {
            let cells = try AppKitColumnAndScrollerTests.loaded(Self.sliders, schema: schema, NSSlider.self).compactMap { $0.cell as? NSSliderCell }
            #expect(cells.map(\.tickMarkPosition) == [1, 0], "\(schema)")
            #expect(cells.map(\.doubleValue) == [5, 0], "\(schema)")
            #expect(cells.map(\.sliderType) == ["linear", "linear"], "\(schema)")
        }
    }

    static func stepper(_ continuity: String) -> String {
        Fixture.macOS("""
            <stepper id="s"><rect key="frame" x="0" y="0" width="19" height="28"/>
                <stepperCell key="cell" \(continuity) alignment="left" maxValue="100" doubleValue="0" id="c"/>
            </stepper>
            """)
    }

    @Test func aStepperIsContinuousUnlessItsDocumentSaysNot() throws {
        for (continuity, isContinuous) in [("", true), (#"continuous="YES""#, true), (#"continuous="NO""#, false)] {
            let archive = try AppleSchemaTests.archive(Self.stepper(continuity), schema: .apple)
            let cell = try AppleSchemaTests.object("NSStepperCell", in: archive)
            let control = try AppleSchemaTests.object("NSStepper", in: archive)
            // Autorepeating (AppKit's default), it acts on mouse down, periodically only when continuous.
            #expect(Self.integer(cell["NSCellFlags"]) == (isContinuous ? 0xC_0020 : 0x4_0020), "\(continuity)")
            #expect(Self.integer(control["NSControlSendActionMask"]) == 65538, "\(continuity)")
            #expect(control["NSControlContinuous"] == .bool(isContinuous), "\(continuity)")
            for schema in NibCompiler.Options.Schema.allCases {
                let loaded = try AppKitColumnAndScrollerTests.loaded(Self.stepper(continuity), schema: schema, NSStepper.self)
                #expect((loaded.first?.cell as? NSStepperCell)?.continuous == isContinuous, "\(continuity) \(schema)")
            }
        }
    }

    @Test func aStepperThatDoesNotAutorepeatTracksAsAPlainCell() throws {
        for continuity in [#"autorepeat="NO""#, #"autorepeat="NO" continuous="NO""#] {
            let archive = try AppleSchemaTests.archive(Self.stepper(continuity), schema: .apple)
            let cell = try AppleSchemaTests.object("NSStepperCell", in: archive)
            #expect(Self.integer(cell["NSCellFlags"]) == 0, "\(continuity)")
            #expect(cell["NSAutorepeat"] == nil, "\(continuity)")
            #expect(Self.integer(try AppleSchemaTests.object("NSStepper", in: archive)["NSControlSendActionMask"]) == 4, "\(continuity)")
        }
    }

    @Test func aStepperWithAZeroMaximumArchivesNone() throws {
        let xml = Self.stepper("").replacingOccurrences(of: #"maxValue="100""#, with: #"maxValue="0""#)
        for schema in NibCompiler.Options.Schema.allCases {
            let cell = try AppleSchemaTests.object("NSStepperCell", in: AppleSchemaTests.archive(xml, schema: schema))
            #expect(cell["NSMaxValue"] == nil, "\(schema)")
        }
    }

    @Test func aStepperThatDoesNotAutorepeatIsNotAContinuousControl() throws {
        for (continuity, continuous) in [(#"autorepeat="NO""#, false), (#"autorepeat="NO" continuous="YES""#, false), ("", true)] {
            let archive = try AppleSchemaTests.archive(Self.stepper(continuity), schema: .apple)
            #expect(try AppleSchemaTests.object("NSStepper", in: archive)["NSControlContinuous"] == .bool(continuous), "\(continuity)")
        }
    }

    @Test func aStepperArchivesItsOwnRangeAsZeroAndItsCellsIncrementAndAutorepeat() throws {
        let archive = try AppleSchemaTests.archive(Self.stepper(""), schema: .apple)
        let control = try AppleSchemaTests.object("NSStepper", in: archive)
        let cell = try AppleSchemaTests.object("NSStepperCell", in: archive)
        #expect(["NSStepperMinValue", "NSStepperMaxValue", "NSStepperIncrement"].map { control[$0] } == [.double(0), .double(0), .double(0)])
        #expect(control["NSStepperWraps"] == .bool(false) && control["NSStepperAutorepeat"] == .bool(false))
        #expect(cell["NSIncrement"] == .double(1) && cell["NSAutorepeat"] == .bool(true))
        // A value and minimum of 0 are not archived; the maximum is.
        #expect(cell["NSValue"] == nil && cell["NSMinValue"] == nil && cell["NSMaxValue"] == .double(100))
    }

    static func searchField(completion: String) -> String {
        Fixture.macOS("""
            <searchField \(completion) id="f"><rect key="frame" x="0" y="0" width="200" height="22"/>
                <searchFieldCell key="cell" scrollable="YES" lineBreakMode="clipping" selectable="YES" editable="YES" borderStyle="bezel" usesSingleLineMode="YES" bezelStyle="round" id="c">
                    <font key="font" metaFont="system"/>
                </searchFieldCell>
            </searchField>
            """)
    }

    @Test func aSearchFieldsCharacterPickerIsItsCellsAsTheDocumentOrItsToolsVersionSays() throws {
        let set = try AppleSchemaTests.archive(Self.searchField(completion: #"allowsCharacterPickerTouchBarItem="YES""#), schema: .apple)
        #expect(try AppleSchemaTests.object("NSSearchFieldCell", in: set)["NSCharacterPickerEnabled"] == .bool(true))
        #expect(try AppleSchemaTests.object("NSSearchField", in: set)["NSAllowsCharacterPickerTouchBarItem"] == nil)
        // As a text field's: on without the attribute in Xcode 8's documents (Flycut's Apple nib), off after.
        let old = try AppleSchemaTests.archive(Self.searchField(completion: "").replacingOccurrences(of: #"toolsVersion="22505""#, with: #"toolsVersion="11762""#), schema: .apple)
        #expect(try AppleSchemaTests.object("NSSearchFieldCell", in: old)["NSCharacterPickerEnabled"] == .bool(true))
        let plain = try AppleSchemaTests.archive(Self.searchField(completion: ""), schema: .apple)
        #expect(try AppleSchemaTests.object("NSSearchFieldCell", in: plain)["NSCharacterPickerEnabled"] == nil)
        for schema in NibCompiler.Options.Schema.allCases {
            let xml = Self.searchField(completion: #"allowsCharacterPickerTouchBarItem="YES""#)
            let field = try #require(AppKitColumnAndScrollerTests.loaded(xml, schema: schema, NSSearchField.self).first)
            #expect(field.allowsCharacterPickerTouchBarItem == true, "\(schema)")
        }
    }

    @Test func aSearchFieldCellArchivesItsSearchAndCancelButtonsAimedAtItself() throws {
        let archive = try AppleSchemaTests.archive(Self.searchField(completion: ""), schema: .apple)
        let cellIndex = try #require(archive.objects.firstIndex { $0.className == "NSSearchFieldCell" })
        let cell = archive.objects[cellIndex]
        for (key, action) in [("NSSearchButtonCell", "_searchFieldSearch:"), ("NSCancelButtonCell", "_searchFieldCancel:")] {
            guard case .object(let buttonIndex)? = cell[key] else {
                Issue.record("no \(key)")
                continue
            }
            let button = archive.objects[buttonIndex]
            #expect(button.className == "NSButtonCell")
            #expect(button["NSTarget"] == .object(cellIndex))
            guard case .object(let actionIndex)? = button["NSAction"], case .data(let bytes)? = archive.objects[actionIndex]["NS.bytes"] else {
                Issue.record("no action in \(key)")
                continue
            }
            #expect(String(decoding: bytes, as: UTF8.self) == action)
        }
        #expect(Self.integer(cell["NSMaximumRecents"]) == 255)
        #expect(cell["NSSearchFieldFlags"] == .data([6, 0, 0, 0]))
        #expect(try AppleSchemaTests.object("NSSearchField", in: archive)["NSAllowsWritingTools"] == .bool(false))
    }

    @Test func aSearchFieldsCompletionIsItsCellsSwitchInApplesSchema() throws {
        let xml = Self.searchField(completion: #"textCompletion="NO""#)
        let archive = try AppleSchemaTests.archive(xml, schema: .apple)
        #expect(try AppleSchemaTests.object("NSSearchField", in: archive)["NSTextCompletion"] == nil)
        let cell = try AppleSchemaTests.object("NSSearchFieldCell", in: archive)
        #expect(cell["NSAutomaticTextCompletionDisabled"] == .bool(true))
        #expect(cell["NSAutomaticTextCompletionStored"] == .bool(true))
        for schema in NibCompiler.Options.Schema.allCases {
            #expect(try AppKitColumnAndScrollerTests.loaded(xml, schema: schema, NSSearchField.self).first?.textCompletion == false, "\(schema)")
            #expect(try AppKitColumnAndScrollerTests.loaded(Self.searchField(completion: ""), schema: schema, NSSearchField.self).first?.textCompletion == nil, "\(schema)")
        }
    }

    @Test func aTextFieldsCompletionIsItsCellsSwitchInApplesSchemaToo() throws {
        func field(_ completion: String) -> String {
            Fixture.macOS("""
                <textField \(completion) id="tf"><rect key="frame" x="0" y="0" width="100" height="22"/>
                    <textFieldCell key="cell" scrollable="YES" lineBreakMode="clipping" selectable="YES" editable="YES" borderStyle="bezel" drawsBackground="YES" id="c"/>
                </textField>
                """)
        }
        let xml = field(#"textCompletion="NO""#)
        let archive = try AppleSchemaTests.archive(xml, schema: .apple)
        #expect(try AppleSchemaTests.object("NSTextField", in: archive)["NSTextCompletion"] == nil)
        #expect(try AppleSchemaTests.object("NSTextFieldCell", in: archive)["NSAutomaticTextCompletionDisabled"] == .bool(true))
        #expect(try AppleSchemaTests.object("NSTextFieldCell", in: AppleSchemaTests.archive(field(""), schema: .apple))["NSAutomaticTextCompletionDisabled"] == nil)
        for schema in NibCompiler.Options.Schema.allCases {
            #expect(try AppKitColumnAndScrollerTests.loaded(xml, schema: schema, NSTextField.self).first?.textCompletion == false, "\(schema)")
            #expect(try AppKitColumnAndScrollerTests.loaded(field(""), schema: schema, NSTextField.self).first?.textCompletion == nil, "\(schema)")
        }
    }

    @Test func aRoundedTextBezelIsANumberInApplesSchema() throws {
        let xml = Self.searchField(completion: "")
        let cell = try AppleSchemaTests.object("NSSearchFieldCell", in: AppleSchemaTests.archive(xml, schema: .apple))
        #expect(Self.integer(cell["NSTextBezelStyle"]) == 1)
        #expect(cell["NSBezelStyle"] == nil)
        for schema in NibCompiler.Options.Schema.allCases {
            let field = try AppKitColumnAndScrollerTests.loaded(xml, schema: schema, NSSearchField.self).first
            #expect((field?.cell as? NSSearchFieldCell)?.bezelStyle == "round", "\(schema)")
        }
    }
}
