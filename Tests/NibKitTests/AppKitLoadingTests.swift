import Foundation
import NibKit
import NibTestSupport
import Testing

/// Loading AppKit nibs: custom views, outlet and action rules, bindings, awakeFromNib, windows, menus.
@Suite struct AppKitLoadingTests {
    static func document(direct: Bool = false) -> String {
        Fixture.macOS(
            ownerConnections: """
                <outlet property="window" destination="win" id="o1"/>
                <outlet property="field" destination="tf" id="o2"/>
                <outlet property="customView" destination="cv" id="o3"/>
                <outlet property="notAnOutlet" destination="tf" id="o4"/>
                """,
            direct: direct,
            """
            <window title="Main" allowsToolTipsWhenApplicationIsInactive="NO" autorecalculatesKeyViewLoop="NO" releasedWhenClosed="NO" animationBehavior="default" id="win">
                <windowStyleMask key="styleMask" titled="YES" closable="YES"/>
                <rect key="contentRect" x="100" y="100" width="480" height="270"/>
                <rect key="screenRect" x="0.0" y="0.0" width="1440" height="877"/>
                <view key="contentView" id="content">
                    <rect key="frame" x="0.0" y="0.0" width="480" height="270"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>
                        <textField verticalHuggingPriority="750" id="tf">
                            <rect key="frame" x="20" y="20" width="100" height="22"/>
                            <textFieldCell key="cell" title="Name" id="tfc"><font key="font" metaFont="system"/></textFieldCell>
                            <connections>
                                <action selector="doSomething:" target="-2" id="a1"/>
                                <action selector="noSuchAction:" target="-2" id="a2"/>
                                <binding destination="ctl" name="value" keyPath="selection.name" id="bd">
                                    <dictionary key="options"><string key="NSNullPlaceholder">none</string></dictionary>
                                </binding>
                            </connections>
                        </textField>
                        <customView id="cv" customClass="MacCustomView" customModule="NibKitTests">
                            <rect key="frame" x="20" y="60" width="200" height="100"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES"/>
                        </customView>
                    </subviews>
                </view>
            </window>
            <customObject id="mc" customClass="MacController" customModule="NibKitTests">
                <connections><outlet property="owner" destination="-2" id="o5"/></connections>
            </customObject>
            <objectController id="ctl"/>
            <menu title="Main Menu" systemMenu="main" id="menu">
                <items>
                    <menuItem title="Quit" keyEquivalent="q" id="quit">
                        <connections><action selector="terminate:" target="-1" id="a3"/></connections>
                    </menuItem>
                </items>
            </menu>
            """)
    }

    @Test func legacyCustomViewsAreCreatedWithInitFrameAndSwappedIn() throws {
        let owner = MacOwner()
        let (calls, _) = try recordingCalls { try Fixture.nib(Self.document()).instantiate(owner: owner) }
        #expect(calls.contains("MacCustomView.init(frame:) 200x100"))
        #expect(!calls.contains("MacCustomView.init(coder:)"))
        let view = try #require(owner.customView as? MacCustomView)
        #expect(view.superview === owner.window?.contentView)
        #expect(view.autoresizingMask == .width)
    }

    @Test func directDocumentsCreateCustomViewsWithTheDecoderInitializer() throws {
        let (calls, _) = try recordingCalls { try Fixture.nib(Self.document(direct: true)).instantiate(owner: MacOwner()) }
        #expect(calls.contains("MacCustomView.init(coder:)"))
        #expect(!calls.contains { $0.hasPrefix("MacCustomView.init(frame:)") })
    }

    @Test func windowTemplatesCreateTheWindowWithItsContentView() throws {
        let owner = MacOwner()
        _ = try Fixture.nib(Self.document()).instantiate(owner: owner)
        let window = try #require(owner.window)
        #expect(window.title == "Main")
        #expect(window.contentRect.size == CGSize(width: 480, height: 270))
        #expect(window.styleMask == [.titled, .closable])
        #expect(window.contentView?.subviews.count == 2)
    }

    /// As ibtool archives it: with no position struts, the window is centred on its screen
    /// rectangle (1440 × 877 here); a strut keeps the document's coordinate on its axis.
    @Test func aWindowWithoutStrutsIsCentredOnItsScreenRectangle() throws {
        let owner = MacOwner()
        _ = try Fixture.nib(Self.document()).instantiate(owner: owner)
        #expect(try #require(owner.window).contentRect == CGRect(x: 480, y: 303.5, width: 480, height: 270))
        let held = Self.document().replacingOccurrences(of: "<rect key=\"screenRect\"", with: "<windowPositionMask key=\"initialPositionMask\" leftStrut=\"YES\" bottomStrut=\"YES\"/>\n<rect key=\"screenRect\"")
        let other = MacOwner()
        _ = try Fixture.nib(held).instantiate(owner: other)
        #expect(try #require(other.window).contentRect == CGRect(x: 100, y: 100, width: 480, height: 270))
    }

    /// `NSWTFlags` carries the window's switches, each at AppKit's default unless the document says otherwise.
    @Test func aWindowsSwitchesComeFromItsTemplateFlags() throws {
        let owner = MacOwner()
        _ = try Fixture.nib(Self.document()).instantiate(owner: owner)
        let window = try #require(owner.window)
        #expect(!window.isReleasedWhenClosed && !window.allowsToolTipsWhenApplicationIsInactive && !window.autorecalculatesKeyViewLoop)
        #expect(!window.hidesOnDeactivate)
        let plain = Self.document().replacingOccurrences(
            of: #"allowsToolTipsWhenApplicationIsInactive="NO" autorecalculatesKeyViewLoop="NO" releasedWhenClosed="NO""#, with: #"hidesOnDeactivate="YES""#)
        let other = MacOwner()
        _ = try Fixture.nib(plain).instantiate(owner: other)
        let defaults = try #require(other.window)
        #expect(defaults.isReleasedWhenClosed && defaults.allowsToolTipsWhenApplicationIsInactive && defaults.autorecalculatesKeyViewLoop)
        #expect(defaults.hidesOnDeactivate)
    }

    @Test func anOutletWithNoPropertyMakesNoConnectionAndNoError() throws {
        let result = try Fixture.nib(Self.document()).instantiateWithDetails(owner: MacOwner())
        #expect(result.warnings.contains { $0.contains("has no outlet 'notAnOutlet'") })
    }

    @Test func anActionIsSkippedWhenTheTargetDoesNotRespond() throws {
        let owner = MacOwner()
        let result = try Fixture.nib(Self.document()).instantiateWithDetails(owner: owner)
        #expect(result.warnings.contains("Could not connect the action noSuchAction: to target of class File's Owner (MacOwner)"))
        let field = try #require(owner.field)
        #expect(field.action == "doSomething:")
        #expect(field.target === owner)
        field.performClick(nil)
        #expect(owner.received == ["doSomething:"])
    }

    @Test func menuItemsTargetingFirstResponderGetANilTarget() throws {
        let objects = try Fixture.nib(Self.document()).instantiate(owner: MacOwner())
        let menu = try #require(objects.compactMap { $0 as? NSMenu }.first)
        let quit = try #require(menu.item(withTitle: "Quit"))
        #expect(quit.action == "terminate:")
        #expect(quit.target == nil)
        #expect(quit.keyEquivalent == "q")
    }

    @Test func bindingsAreMadeWithTheirKeyPathAndOptions() throws {
        let owner = MacOwner()
        let objects = try Fixture.nib(Self.document()).instantiate(owner: owner)
        let controller = try #require(objects.compactMap { $0 as? NSObjectController }.first)
        let info = try #require(owner.field?.infoForBinding("value"))
        #expect(info.observedObject === controller)
        #expect(info.keyPath == "selection.name")
        #expect(info.options["NSNullPlaceholder"] as? String == "none")
    }

    @Test func awakeFromNibReachesFilesOwnerLast() throws {
        let (calls, _) = try recordingCalls { try Fixture.nib(Self.document()).instantiate(owner: MacOwner()) }
        let awakenings = calls.filter { $0.hasSuffix("awakeFromNib") }
        #expect(awakenings.contains("MacController.awakeFromNib"))
        #expect(awakenings.contains("MacCustomView.awakeFromNib"))
        #expect(awakenings.last == "MacOwner.awakeFromNib")
    }

    @Test func outletsAreConnectedBeforeActionsAndBeforeAwakeFromNib() throws {
        let (calls, _) = try recordingCalls { try Fixture.nib(Self.document()).instantiate(owner: MacOwner()) }
        let outlet = try #require(calls.firstIndex(of: "MacOwner.window set"))
        let awake = try #require(calls.firstIndex { $0.hasSuffix("awakeFromNib") })
        #expect(outlet < awake)
    }

    @Test func windowsVisibleAtLaunchAreOrderedFront() throws {
        let owner = MacOwner()
        _ = try Fixture.nib(Self.document()).instantiate(owner: owner)
        #expect(owner.window?.isVisible == true)
    }

    @Test func runtimeAttributesAreSetAfterOutlets() throws {
        let nib = try Fixture.nib(Fixture.macOS(
            ownerConnections: #"<outlet property="customView" destination="v" id="o"/>"#,
            """
            <customView id="v">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius"><integer key="value" value="4"/></userDefinedRuntimeAttribute>
                </userDefinedRuntimeAttributes>
            </customView>
            """))
        let owner = MacOwner()
        _ = try nib.instantiate(owner: owner)
        #expect(owner.customView?.layer.cornerRadius == 4)
        let operations = try nib.archive.objects.map(\.className)
        let outlet = try #require(operations.firstIndex(of: "NSNibOutletConnector"))
        let attributes = try #require(operations.firstIndex(of: "NSIBUserDefinedRuntimeAttributesConnector"))
        #expect(outlet < attributes)
    }

}
