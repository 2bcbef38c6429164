/// Small documents that use many numeric attributes, for ``HostileValues/mutatingNumbers(of:oneIn:choices:)``.
extension HostileValues {
    /// The templates, each a well-formed document before mutation.
    public static let templates = [uiKitViews, appKitWindow]

    /// Views and controls of UIKit with frames, constraints, fonts, colours and runtime attributes.
    public static let uiKitViews = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
        <objects>
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
        <view contentMode="scaleToFill" tag="3" alpha="0.5" id="root">
        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
        <subviews>
        <label opaque="NO" text="Title" textAlignment="natural" lineBreakMode="tailTruncation" numberOfLines="2" baselineAdjustment="alignBaselines" minimumScaleFactor="0.5" translatesAutoresizingMaskIntoConstraints="NO" id="lbl">
        <rect key="frame" x="20" y="40" width="353" height="21"/>
        <fontDescription key="fontDescription" type="system" pointSize="17"/>
        <color key="textColor" red="0.25" green="0.5" blue="0.75" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
        <userDefinedRuntimeAttributes>
        <userDefinedRuntimeAttribute type="number" keyPath="tag"><integer key="value" value="7"/></userDefinedRuntimeAttribute>
        <userDefinedRuntimeAttribute type="number" keyPath="numberOfLines"><integer key="value" value="3"/></userDefinedRuntimeAttribute>
        <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius"><real key="value" value="4"/></userDefinedRuntimeAttribute>
        <userDefinedRuntimeAttribute type="number" keyPath="alpha"><real key="value" value="0.5"/></userDefinedRuntimeAttribute>
        <userDefinedRuntimeAttribute type="point" keyPath="center"><point key="value" x="10" y="20"/></userDefinedRuntimeAttribute>
        <userDefinedRuntimeAttribute type="size" keyPath="layer.shadowOffset"><size key="value" width="1" height="2"/></userDefinedRuntimeAttribute>
        <userDefinedRuntimeAttribute type="rect" keyPath="bounds"><rect key="value" x="0" y="0" width="5" height="6"/></userDefinedRuntimeAttribute>
        <userDefinedRuntimeAttribute type="range" keyPath="layer.selectionRange"><range key="value" location="1" length="2"/></userDefinedRuntimeAttribute>
        </userDefinedRuntimeAttributes>
        </label>
        <slider opaque="NO" contentMode="scaleToFill" value="0.5" minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="sld">
        <rect key="frame" x="18" y="80" width="357" height="31"/>
        </slider>
        <stepper opaque="NO" contentMode="scaleToFill" value="1" minimumValue="0.0" maximumValue="100" stepValue="1" id="stp">
        <rect key="frame" x="20" y="120" width="94" height="32"/>
        </stepper>
        <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" minimumZoomScale="0.5" maximumZoomScale="4" id="scr">
        <rect key="frame" x="0.0" y="160" width="393" height="200"/>
        </scrollView>
        <datePicker contentMode="scaleToFill" datePickerMode="dateAndTime" minuteInterval="5" id="dtp">
        <rect key="frame" x="0.0" y="380" width="320" height="216"/>
        <date key="date" timeIntervalSinceReferenceDate="700000000"/>
        </datePicker>
        <textField opaque="NO" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" minimumFontSize="17" id="fld">
        <rect key="frame" x="20" y="600" width="353" height="34"/>
        <fontDescription key="fontDescription" type="system" pointSize="14"/>
        </textField>
        <pageControl opaque="NO" contentMode="scaleToFill" numberOfPages="3" currentPage="1" id="pgc">
        <rect key="frame" x="20" y="650" width="100" height="26"/>
        </pageControl>
        </subviews>
        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
        <constraints>
        <constraint firstItem="lbl" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
        <constraint firstItem="lbl" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" priority="750" id="c2"/>
        <constraint firstItem="sld" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="0.5" id="c3"/>
        </constraints>
        </view>
        </objects>
        </document>
        """

    /// A window of AppKit controls with scroll amounts, flags, formatters, tables and matrices, a
    /// gravity-area stack view, a symbol image, a path control, a grid view, styled text (a
    /// paragraph style with tabs, a shadow) and constraints.
    public static let appKitWindow = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
        <objects>
        <customObject id="-2" userLabel="File's Owner"/>
        <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
        <customObject id="-3" userLabel="Application" customClass="NSObject"/>
        <window title="Window" allowsToolTipsWhenApplicationIsInactive="NO" autorecalculatesKeyViewLoop="NO" releasedWhenClosed="NO" animationBehavior="default" id="win">
        <windowStyleMask key="styleMask" titled="YES" closable="YES" miniaturizable="YES" resizable="YES"/>
        <rect key="contentRect" x="196" y="240" width="480" height="270"/>
        <rect key="screenRect" x="0.0" y="0.0" width="1920" height="1055"/>
        <value key="minSize" type="size" width="100" height="80"/>
        <view key="contentView" id="cv">
        <rect key="frame" x="0.0" y="0.0" width="480" height="270"/>
        <autoresizingMask key="autoresizingMask"/>
        <subviews>
        <scrollView autohidesScrollers="YES" horizontalLineScroll="19" horizontalPageScroll="10" verticalLineScroll="19" verticalPageScroll="10" usesPredominantAxisScrolling="NO" id="sv">
        <rect key="frame" x="20" y="20" width="200" height="150"/>
        <clipView key="contentView" id="clip">
        <rect key="frame" x="1" y="1" width="198" height="148"/>
        <subviews>
        <tableView verticalHuggingPriority="750" allowsExpansionToolTips="YES" columnAutoresizingStyle="lastColumnOnly" columnReordering="NO" multipleSelection="NO" autosaveColumns="NO" rowHeight="17" rowSizeStyle="automatic" viewBased="YES" id="tv">
        <rect key="frame" x="0.0" y="0.0" width="198" height="148"/>
        <size key="intercellSpacing" width="3" height="2"/>
        <tableColumns>
        <tableColumn width="116" minWidth="40" maxWidth="1000" id="col">
        <tableHeaderCell key="headerCell" lineBreakMode="truncatingTail" borderStyle="border" title="Name"><font key="font" metaFont="message" size="11"/></tableHeaderCell>
        <textFieldCell key="dataCell" lineBreakMode="truncatingTail" selectable="YES" editable="YES" title="Text" id="colcell"><font key="font" metaFont="system"/></textFieldCell>
        </tableColumn>
        </tableColumns>
        </tableView>
        </subviews>
        </clipView>
        <scroller key="horizontalScroller" hidden="YES" wantsLayer="YES" verticalHuggingPriority="750" horizontal="YES" id="hs"><rect key="frame" x="1" y="133" width="198" height="16"/><autoresizingMask key="autoresizingMask"/></scroller>
        <scroller key="verticalScroller" hidden="YES" wantsLayer="YES" verticalHuggingPriority="750" doubleValue="0.5" horizontal="NO" id="vs"><rect key="frame" x="224" y="17" width="15" height="102"/><autoresizingMask key="autoresizingMask"/></scroller>
        </scrollView>
        <slider verticalHuggingPriority="750" id="sl">
        <rect key="frame" x="240" y="20" width="96" height="28"/>
        <sliderCell key="cell" state="on" alignment="left" maxValue="100" doubleValue="50" tickMarkPosition="above" numberOfTickMarks="5" sliderType="linear" id="slc"/>
        </slider>
        <stepper horizontalHuggingPriority="750" verticalHuggingPriority="750" id="st">
        <rect key="frame" x="240" y="60" width="19" height="28"/>
        <stepperCell key="cell" continuous="YES" alignment="left" increment="2" maxValue="100" id="stc"/>
        </stepper>
        <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" id="tf">
        <rect key="frame" x="240" y="100" width="100" height="21"/>
        <textFieldCell key="cell" scrollable="YES" lineBreakMode="clipping" selectable="YES" editable="YES" sendsActionOnEndEditing="YES" borderStyle="bezel" drawsBackground="YES" id="tfc">
        <numberFormatter key="formatter" formatterBehavior="default10_4" numberStyle="decimal" minimumIntegerDigits="1" maximumIntegerDigits="2000000000" maximumFractionDigits="3" id="nf">
        <real key="minimum" value="0.0"/>
        <real key="maximum" value="100"/>
        </numberFormatter>
        <font key="font" metaFont="system" size="13"/>
        </textFieldCell>
        </textField>
        <matrix verticalHuggingPriority="750" allowsEmptySelection="NO" autorecalculatesCellSize="YES" id="mx">
        <rect key="frame" x="360" y="20" width="100" height="38"/>
        <size key="cellSize" width="100" height="18"/>
        <size key="intercellSpacing" width="4" height="2"/>
        <buttonCell key="prototype" type="radio" title="Radio" imagePosition="left" alignment="left" inset="2" id="proto"><font key="font" metaFont="system"/></buttonCell>
        <cells>
        <column>
        <buttonCell type="radio" title="One" imagePosition="left" alignment="left" state="on" tag="1" inset="2" id="r1"><font key="font" metaFont="system"/></buttonCell>
        <buttonCell type="radio" title="Two" imagePosition="left" alignment="left" inset="2" id="r2"><font key="font" metaFont="system"/></buttonCell>
        </column>
        </cells>
        </matrix>
        <progressIndicator wantsLayer="YES" maxValue="100" doubleValue="30" style="bar" id="pi">
        <rect key="frame" x="360" y="80" width="100" height="20"/>
        </progressIndicator>
        <box title="Box" borderWidth="2" cornerRadius="4" id="bx">
        <rect key="frame" x="360" y="110" width="100" height="60"/>
        <view key="contentView" id="bxv"><rect key="frame" x="2" y="2" width="96" height="42"/></view>
        </box>
        <popUpButton verticalHuggingPriority="750" id="pb">
        <rect key="frame" x="240" y="140" width="100" height="25"/>
        <popUpButtonCell key="cell" type="push" title="Item" bezelStyle="rounded" alignment="left" lineBreakMode="truncatingTail" state="on" borderStyle="borderAndBezel" tag="5" imageScaling="proportionallyDown" inset="2" selectedItem="mi" id="pbc">
        <font key="font" metaFont="menu"/>
        <menu key="menu" id="pm"><items><menuItem title="Item" state="on" tag="5" id="mi"/><menuItem title="Other" tag="-9" id="mi2"/></items></menu>
        </popUpButtonCell>
        </popUpButton>
        <stackView distribution="gravityAreas" orientation="horizontal" alignment="centerY" spacing="8" horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="249.99998474121094" id="gs">
        <rect key="frame" x="20" y="180" width="200" height="30"/>
        <beginningViews>
        <imageView horizontalHuggingPriority="251" verticalHuggingPriority="251" id="iv">
        <rect key="frame" x="0.0" y="0.0" width="24" height="24"/>
        <imageCell key="cell" refusesFirstResponder="YES" alignment="left" imageScaling="proportionallyDown" id="ivc">
        <imageReference key="image" image="gear" catalog="system" symbolScale="large" variableValue="0.5"/>
        </imageCell>
        </imageView>
        </beginningViews>
        </stackView>
        <pathControl verticalHuggingPriority="750" allowsExpansionToolTips="YES" id="pc">
        <rect key="frame" x="240" y="180" width="200" height="22"/>
        <pathCell key="cell" selectable="YES" editable="YES" alignment="left" id="pcc">
        <font key="font" metaFont="system"/>
        <url key="url" string="file:///Applications/Utilities/"/>
        </pathCell>
        </pathControl>
        <gridView xPlacement="leading" yPlacement="center" rowAlignment="none" rowSpacing="10" columnSpacing="8" id="gv">
        <rect key="frame" x="20" y="220" width="200" height="40"/>
        <rows>
        <gridRow height="16" topPadding="2" bottomPadding="-6" id="gr1"/>
        <gridRow yPlacement="top" id="gr2"/>
        </rows>
        <columns>
        <gridColumn width="60" leadingPadding="1" trailingPadding="3" id="gc1"/>
        <gridColumn xPlacement="fill" id="gc2"/>
        </columns>
        <gridCells>
        <gridCell row="gr1" column="gc1" xPlacement="trailing" id="gx1">
        <textField key="contentView" id="gtf"><rect key="frame" x="0" y="24" width="60" height="16"/><textFieldCell key="cell" title="A" id="gtfc"/></textField>
        </gridCell>
        <gridCell row="gr1" column="gc2" headOfMergedCell="gx1" id="gx2"/>
        <gridCell row="gr2" column="gc1" id="gx3"/>
        <gridCell row="gr2" column="gc2" id="gx4"/>
        </gridCells>
        </gridView>
        <textField id="atf">
        <rect key="frame" x="240" y="220" width="200" height="40"/>
        <textFieldCell key="cell" id="atfc">
        <attributedString key="attributedStringValue">
        <fragment content="Tab\tstop">
        <attributes>
        <font key="NSFont" size="12" name="Helvetica"/>
        <paragraphStyle key="NSParagraphStyle" alignment="right" lineBreakMode="truncatingTail" baseWritingDirection="rightToLeft" lineSpacing="3" lineHeightMultiple="1.5" minimumLineHeight="10" tighteningFactorForTruncation="0.05" allowsDefaultTighteningForTruncation="NO">
        <tabStops>
        <textTab alignment="left" location="28"><options/></textTab>
        <textTab alignment="right" location="56"/>
        </tabStops>
        </paragraphStyle>
        <shadow key="NSShadow" blurRadius="2"><size key="offset" width="1" height="-1"/></shadow>
        </attributes>
        </fragment>
        <fragment content=" two"><attributes><font key="NSFont" size="14" name="Helvetica"/></attributes></fragment>
        </attributedString>
        </textFieldCell>
        </textField>
        </subviews>
        <constraints>
        <constraint firstItem="pc" firstAttribute="leading" secondItem="cv" secondAttribute="leading" constant="240" placeholder="YES" id="pch"/>
        <constraint firstItem="gs" firstAttribute="width" secondItem="cv" secondAttribute="width" multiplier="1:2" constant="0.0" priority="1000" id="gsw"/>
        </constraints>
        </view>
        </window>
        </objects>
        </document>
        """
}
