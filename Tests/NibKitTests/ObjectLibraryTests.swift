import Foundation
import NibKit
import NibTestSupport
import Testing

/// The object library: classes named as the documents name them, decoding what IB writes.
@Suite struct ObjectLibraryTests {
    @Test func cellsDecodeTheirTitleAlignmentAndLineBreakMode() throws {
        let nib = try Fixture.nib(Fixture.macOS("""
            <textField verticalHuggingPriority="750" focusRingType="none" id="tf">
                <rect key="frame" x="0" y="0" width="100" height="20"/>
                <textFieldCell key="cell" lineBreakMode="truncatingTail" sendsActionOnEndEditing="YES" title="Name" alignment="right" focusRingType="none" id="c">
                    <font key="font" metaFont="smallSystem"/>
                    <color key="textColor" name="controlTextColor" catalog="System" colorSpace="catalog"/>
                </textFieldCell>
            </textField>
            """))
        let field = try #require(try nib.instantiate(owner: MacOwner()).first as? NSTextField)
        let cell = try #require(field.cell as? NSTextFieldCell)
        #expect(cell.title == "Name")
        #expect(cell.alignment == "right")
        #expect(cell.lineBreakMode == 4)
        #expect(cell.sendsActionOnEndEditing == true)
        #expect(cell.font?.metaFont == "smallSystem")
        #expect(cell.font?.pointSize == 11)
        #expect(cell.textColor?.systemName == "controlTextColor")
        #expect(cell.textColor?.catalogName == "System")
        // A control's focus ring is its cell's, as in AppKit.
        #expect(field.focusRingType == "none")
        #expect(field.contentHuggingPriority.height == 750)
    }

    @Test func aViewsRarelySetStateReadsBackTheDocumentsValuesAndUIKitsDefaults() throws {
        // (Kept in a box made on first use; a view that sets none of it has no box.)
        let nib = try Fixture.nib(Fixture.iOS("""
            <view id="v">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
                <subviews>
                    <label text="A" restorationIdentifier="Restored" horizontalHuggingPriority="251" verticalCompressionResistancePriority="749" id="a">
                        <rect key="frame" x="0" y="0" width="1" height="1"/>
                        <color key="tintColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </label>
                    <label text="B" id="b"><rect key="frame" x="0" y="0" width="1" height="1"/></label>
                </subviews>
            </view>
            """))
        let root = try #require(try nib.instantiate(owner: Owner()).first as? UIView)
        let (set, plain) = (root.subviews[0], root.subviews[1])
        #expect(set.restorationIdentifier == "Restored")
        #expect(set.tintColor?.red == 1)
        #expect(set.contentHuggingPriority == CGSize(width: 251, height: 250))
        #expect(set.contentCompressionResistancePriority == CGSize(width: 750, height: 749))
        #expect(plain.restorationIdentifier == nil && plain.tintColor == nil && plain.owningViewController == nil)
        #expect(plain.contentHuggingPriority == CGSize(width: 250, height: 250))
        #expect(plain.contentCompressionResistancePriority == CGSize(width: 750, height: 750))
        plain.contentHuggingPriority = CGSize(width: 1, height: 2)
        #expect(plain.contentHuggingPriority == CGSize(width: 1, height: 2))
    }

    @Test func colorsDecodeEveryColorSpace() throws {
        let nib = try Fixture.nib(Fixture.iOS("""
            <view id="v">
                <rect key="frame" x="0" y="0" width="1" height="1"/>
                <subviews>
                    <view id="a"><rect key="frame" x="0" y="0" width="1" height="1"/><color key="backgroundColor" red="1" green="0.5" blue="0.25" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></view>
                    <view id="b"><rect key="frame" x="0" y="0" width="1" height="1"/><color key="backgroundColor" white="0.25" alpha="0.5" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></view>
                    <view id="c"><rect key="frame" x="0" y="0" width="1" height="1"/><color key="backgroundColor" systemColor="systemBackgroundColor"/></view>
                    <view id="d"><rect key="frame" x="0" y="0" width="1" height="1"/><color key="backgroundColor" name="AccentColor"/></view>
                </subviews>
            </view>
            """))
        let root = try #require(try nib.instantiate(owner: Owner()).first as? UIView)
        let colors = root.subviews.compactMap(\.backgroundColor)
        #expect(colors.count == 4)
        #expect(colors[0].red == 1 && colors[0].green == 0.5 && colors[0].blue == 0.25)
        // UIColor's coder names no space: its components are sRGB's (UIKitColorComponents).
        #expect(colors[0].colorSpaceName == nil)
        #expect(colors[1].red == 0.25 && colors[1].alpha == 0.5)
        #expect(colors[2].systemName == "systemBackgroundColor")
        #expect(colors[3].assetName == "AccentColor")
    }

    @Test func labelsAndButtonsDecodeTheirText() throws {
        let nib = try Fixture.nib(Fixture.iOS("""
            <label opaque="NO" text="Hello" textAlignment="center" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" numberOfLines="2" id="l">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
                <fontDescription key="fontDescription" type="boldSystem" pointSize="17"/>
            </label>
            <button contentHorizontalAlignment="center" buttonType="system" id="b">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
                <state key="normal" title="Go"><color key="titleColor" white="0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></state>
                <state key="highlighted" title="Going"/>
            </button>
            """))
        let objects = try nib.instantiate(owner: Owner())
        let label = try #require(objects[0] as? UILabel)
        #expect(label.text == "Hello" && label.textAlignment == 1 && label.numberOfLines == 2)
        #expect(label.lineBreakMode == 4)
        #expect(label.font?.pointSize == 17 && label.font?.isSystemFont == true)
        let button = try #require(objects[1] as? UIButton)
        #expect(button.title(for: 0) == "Go" && button.title(for: 1) == "Going" && button.title(for: 4) == "Go")
        #expect(button.buttonType == 1)
        #expect(button.titleColor(for: 0)?.alpha == 1)
    }

    @Test func valuesNoClassDecodesStayOnTheObject() throws {
        let nib = try Fixture.nib(Fixture.iOS("""
            <label text="x" futureAttribute="kept" id="l"><rect key="frame" x="0" y="0" width="1" height="1"/></label>
            """))
        let label = try #require(try nib.instantiate(owner: Owner()).first as? UILabel)
        #expect(label.undecodedValues["UIFutureAttribute"] as? String == "kept")
        #expect(label.undecodedValues["UIText"] == nil)
    }

    @Test func elementsWithoutAHandWrittenClassDecodeIntoGeneratedClasses() throws {
        let nib = try Fixture.nib(Fixture.iOS("""
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="8" id="s">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
            </stackView>
            <activityIndicatorView hidesWhenStopped="YES" style="medium" id="a"><rect key="frame" x="0" y="0" width="10" height="10"/></activityIndicatorView>
            """))
        let objects = try nib.instantiate(owner: Owner())
        let stack = try #require(objects[0] as? UIStackView)
        #expect(stack.axis == 1)
        #expect(stack.spacing == 8)
        let spinner = try #require(objects[1] as? UIActivityIndicatorView)
        #expect(spinner.hidesWhenStopped == true)
    }

    @Test func aSegmentedControlsSegmentsAreReachedByIndexAsUIKitsAre() throws {
        let nib = try Fixture.nib(Fixture.iOS("""
            <segmentedControl opaque="NO" contentMode="scaleToFill" segmentControlStyle="plain" selectedSegmentIndex="1" id="s">
                <rect key="frame" x="0" y="0" width="120" height="32"/>
                <segments><segment title="First"/><segment title="Second"/></segments>
            </segmentedControl>
            """))
        let control = try #require(nib.instantiate(owner: Owner()).first as? UISegmentedControl)
        #expect(control.numberOfSegments == 2 && control.selectedSegmentIndex == 1)
        #expect(control.titleForSegment(at: 0) == "First" && control.titleForSegment(at: 1) == "Second" && control.titleForSegment(at: 2) == nil)
    }

    @Test func aControlsValueRangeIsDoubleAsUIKitAndAppKitTypeIt() throws {
        let nib = try Fixture.nib(Fixture.iOS("""
            <stepper opaque="NO" contentMode="scaleToFill" value="2" minimumValue="1" maximumValue="10" stepValue="0.5" id="s">
                <rect key="frame" x="0" y="0" width="94" height="32"/>
            </stepper>
            """))
        let stepper = try #require(nib.instantiate(owner: Owner()).first as? UIStepper)
        #expect(stepper.value == 2 && stepper.maximumValue == 10 && stepper.stepValue == 0.5)
    }

    @Test func attributedStringsKeepTheirTextAndRuns() throws {
        let nib = try Fixture.nib(Fixture.iOS("""
            <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" id="t">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
                <attributedString key="attributedText">
                    <fragment content="Bold ">
                        <attributes><font key="NSFont" size="14" name="Helvetica-Bold"/></attributes>
                    </fragment>
                    <fragment content="plain"/>
                </attributedString>
            </textView>
            """))
        let view = try #require(try nib.instantiate(owner: Owner()).first as? UITextView)
        let text = try #require(view.attributedText)
        #expect(text.string == "Bold plain")
        #expect(text.runs.count == 2)
        #expect(String(text.string[text.runs[0].range]) == "Bold ")
        #expect((text.runs[0].attributes["NSFont"] as? NibFont)?.fontName == "Helvetica-Bold")
    }

    @Test func anAttributedStringsMetaFontIsTheSystemFontAtItsSize() throws {
        let nib = try Fixture.nib(Fixture.iOS("""
            <label opaque="NO" usesAttributedText="YES" id="l">
                <rect key="frame" x="0" y="0" width="100" height="21"/>
                <attributedString key="attributedText">
                    <fragment content="Bold "><attributes><font key="NSFont" metaFont="systemBold" size="16"/></attributes></fragment>
                    <fragment content="plain"><attributes><font key="NSFont" size="15" metaFont="system"/></attributes></fragment>
                </attributedString>
            </label>
            """))
        let label = try #require(try nib.instantiate(owner: Owner()).first as? UILabel)
        let fonts = try #require(label.attributedText).runs.map { $0.attributes["NSFont"] as? NibFont }
        #expect(fonts.map { $0?.fontName } == [".SFUI-Semibold", ".SFUI-Regular"])
        #expect(fonts.map { $0?.pointSize } == [16, 15] && fonts.allSatisfy { $0?.isSystemFont == true })
    }
}
