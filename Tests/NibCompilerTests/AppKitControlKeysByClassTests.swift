import Foundation
import NibArchive
import NibCompiler
import NibDocument
import NibTestSupport
import Testing

/// The keys AppKit's encoders write per control class in Apple's schema, for classes no ibtool
/// pair has: date pickers (viraptor/ibtool's parsers, GNUstep libs-gui's `NSDatePickerCell`),
/// matrices' flags (GNUstep's `GSMatrixFlags`), the control keys every control with a cell
/// repeats, and a text field cell's default colours.
@Suite struct AppKitControlKeysByClassTests {
    static func integer(_ value: ArchiveValue?) -> Int? {
        if case .integer(let number, _)? = value { return Int(number) }
        return nil
    }

    static let datePicker = Fixture.macOS("""
        <datePicker id="d"><rect key="frame" x="0" y="0" width="120" height="28"/>
            <datePickerCell key="cell" borderStyle="bezel" alignment="left" datePickerStyle="clockAndCalendar" id="c">
                <font key="font" metaFont="system"/>
                <date key="date" timeIntervalSinceReferenceDate="-595929600"/>
                <color key="backgroundColor" name="controlBackgroundColor" catalog="System" colorSpace="catalog"/>
                <color key="textColor" name="controlTextColor" catalog="System" colorSpace="catalog"/>
                <datePickerElements key="datePickerElements" year="YES" month="YES" day="YES"/>
            </datePickerCell>
        </datePicker>
        """)

    @Test func aDatePickerCellsDateIsItsContentsAndItsElementsAndStyleAreNumbers() throws {
        let archive = try AppleSchemaTests.archive(Self.datePicker, schema: .apple)
        let cell = try AppleSchemaTests.object("NSDatePickerCell", in: archive)
        guard case .object(let date)? = cell["NSContents"] else {
            Issue.record("no date as contents")
            return
        }
        #expect(archive.objects[date].className == "NSDate")
        // Foundation's NSDate coder: seconds since 2001 as a double under NS.time.
        #expect(archive.objects[date].values == [KeyedValue("NS.time", .double(-595_929_600))])
        #expect(cell["NSDate"] == nil)
        #expect(Self.integer(cell["NSDatePickerElements"]) == 0xE0)
        #expect(Self.integer(cell["NSDatePickerType"]) == 1)
        #expect(cell["NSDatePickerStyle"] == nil)
        #expect(cell["NSTimeInterval"] == .double(0))
        #expect(cell["NSDatePickerUseCurrentDateDuringDecoding"] == .bool(false))
        let control = try AppleSchemaTests.object("NSDatePicker", in: archive)
        #expect(control["presentsCalendarOverlay"] == .bool(false))
        #expect(Self.integer(control["NSControlTextAlignment"]) == 0)
        #expect(Self.integer(control["NSControlWritingDirection"]) == -1)
        #expect(control["NSControlContinuous"] == .bool(false))
    }

    @Test func everyControlWithACellRepeatsItsAlignmentWritingDirectionAndContinuity() throws {
        let xml = Fixture.macOS("""
            <comboBox id="b"><rect key="frame" x="0" y="0" width="96" height="26"/>
                <comboBoxCell key="cell" scrollable="YES" lineBreakMode="clipping" selectable="YES" editable="YES" borderStyle="bezel" drawsBackground="YES" id="c">
                    <font key="font" metaFont="system"/>
                </comboBoxCell>
            </comboBox>
            """)
        let control = try AppleSchemaTests.object("NSComboBox", in: AppleSchemaTests.archive(xml, schema: .apple))
        #expect(Self.integer(control["NSControlTextAlignment"]) == 4)
        #expect(Self.integer(control["NSControlWritingDirection"]) == -1)
        #expect(control["NSControlContinuous"] == .bool(false))
    }

    @Test func aTextFieldsContentTypeIsItsTextContentType() throws {
        let xml = Fixture.macOS("""
            <textField contentType="username" id="f"><rect key="frame" x="0" y="0" width="100" height="22"/>
                <textFieldCell key="cell" scrollable="YES" editable="YES" id="fc"><font key="font" metaFont="system"/></textFieldCell>
            </textField>
            """)
        let archive = try AppleSchemaTests.archive(xml, schema: .apple)
        let field = try #require(archive.objects.firstIndex { $0.className == "NSTextField" })
        #expect(archive.string("NSTextContentType", of: field) == "username" && archive.objects[field]["NSContentType"] == nil)
    }

    @Test func aTextFieldCellWithoutColoursHasAppKitsDefaultColours() throws {
        let xml = Fixture.macOS("""
            <textField id="t"><rect key="frame" x="0" y="0" width="96" height="21"/>
                <textFieldCell key="cell" scrollable="YES" lineBreakMode="clipping" selectable="YES" editable="YES" id="c">
                    <font key="font" metaFont="system"/>
                </textFieldCell>
            </textField>
            """)
        let archive = try AppleSchemaTests.archive(xml, schema: .apple)
        let cell = try AppleSchemaTests.object("NSTextFieldCell", in: archive)
        for (key, name) in [("NSTextColor", "controlTextColor"), ("NSBackgroundColor", "textBackgroundColor")] {
            guard case .object(let color)? = cell[key], case .object(let nameIndex)? = archive.objects[color]["NSColorName"],
                  case .data(let bytes)? = archive.objects[nameIndex]["NS.bytes"] else {
                Issue.record("no \(key)")
                continue
            }
            #expect(String(decoding: bytes, as: UTF8.self) == name)
        }
    }

    static func matrix(_ attributes: String) -> String {
        Fixture.macOS("""
            <matrix \(attributes) id="m"><rect key="frame" x="0" y="0" width="100" height="38"/>
                <size key="cellSize" width="100" height="18"/>
                <size key="intercellSpacing" width="4" height="2"/>
                <buttonCell key="prototype" type="radio" title="Radio" imagePosition="left" alignment="left" inset="2" id="p">
                    <behavior key="behavior" changeContents="YES" doesNotDimImage="YES" lightByContents="YES"/>
                    <font key="font" metaFont="system"/>
                </buttonCell>
                <cells>
                    <column>
                        <buttonCell type="radio" title="One" imagePosition="left" alignment="left" state="on" tag="1" inset="2" id="a">
                            <behavior key="behavior" changeContents="YES" doesNotDimImage="YES" lightByContents="YES"/>
                            <font key="font" metaFont="system"/>
                        </buttonCell>
                    </column>
                </cells>
            </matrix>
            """)
    }

    @Test func aMatrixsModeAndSwitchesAreBitsOfItsFlags() throws {
        let defaults = try AppleSchemaTests.object("NSMatrix", in: AppleSchemaTests.archive(Self.matrix(""), schema: .apple))
        #expect(Self.integer(defaults["NSMatrixFlags"]) == 0x5480_0000)
        let track = try AppleSchemaTests.object("NSMatrix", in: AppleSchemaTests.archive(
            Self.matrix(#"mode="track" allowsEmptySelection="NO" selectionByRect="NO" autosizesCells="NO" drawsBackground="YES""#), schema: .apple))
        #expect(Self.integer(track["NSMatrixFlags"]) == 0x0100_0000)
        #expect(track["NSMode"] == nil && track["NSSelectionByRect"] == nil && track["NSDrawsBackground"] == nil)
        let highlight = try AppleSchemaTests.object("NSMatrix", in: AppleSchemaTests.archive(Self.matrix(#"mode="highlight""#), schema: .apple))
        #expect(Self.integer(highlight["NSMatrixFlags"]).map { $0 & Int(Int32.min) } == Int(Int32.min))
    }
}

extension AppKitControlKeysByClassTests {
    static let sliderWithFont = Fixture.macOS("""
        <slider id="s"><rect key="frame" x="0" y="0" width="200" height="25"/>
            <sliderCell key="cell" alignment="left" tickMarkPosition="below" sliderType="linear" id="c">
                <font key="font" metaFont="system"/>
            </sliderCell>
        </slider>
        """)

    @Test func aSliderCellWithAFontIsATextCellAndHasAppKitsMaximum() throws {
        let cell = try AppleSchemaTests.object("NSSliderCell", in: AppleSchemaTests.archive(Self.sliderWithFont, schema: .apple))
        #expect(Self.integer(cell["NSCellFlags"]).map { $0 & 0x0400_0000 } == 0x0400_0000)
        #expect(cell["NSMaxValue"] == .double(1))
    }
}

/// Segment tool tips and a button's border under the mouse, under the keys Apple's coders use.
@Suite struct AppKitSegmentAndButtonBorderKeyTests {
    @Test func aSegmentsToolTipIsItsSegmentItemsTooltip() throws {
        let archive = try AppleSchemaTests.archive(Fixture.macOS("""
            <segmentedControl id="s"><rect key="frame" x="0" y="0" width="100" height="24"/>
                <segmentedCell key="cell" borderStyle="border" alignment="left" style="rounded" trackingMode="selectOne" id="sc">
                    <segments>
                        <segment label="One" toolTip="The first" selected="YES"/>
                        <segment label="Two"/>
                    </segments>
                </segmentedCell>
            </segmentedControl>
            """), schema: .apple)
        let items = archive.objects.indices.filter { archive.objects[$0].className == "NSSegmentItem" }
        #expect(items.map { archive.string("NSSegmentItemTooltip", of: $0) } == ["The first", nil])
    }

    @Test func aBorderShownOnlyUnderTheMouseIsABitOfTheSecondButtonFlagsOnly() throws {
        let button = try AppleSchemaTests.object("NSButtonCell", in: AppleSchemaTests.archive(Fixture.macOS("""
            <button id="b"><rect key="frame" x="0" y="0" width="80" height="24"/>
                <buttonCell key="cell" type="bevel" title="Hover" bezelStyle="regularSquare" alignment="center" showsBorderOnlyWhileMouseInside="YES" borderStyle="border" id="bc"/>
            </button>
            """), schema: .apple))
        #expect(button["NSShowsBorderOnlyWhileMouseInside"] == nil)
        guard case .integer(let flags2, _)? = button["NSButtonFlags2"] else { Issue.record("no flags"); return }
        #expect(flags2 & 0x8 != 0)
    }
}
