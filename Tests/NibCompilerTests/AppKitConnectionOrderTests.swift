import Foundation
import NibArchive
import NibCompiler
import NibDocument
import NibTestSupport
import Testing

/// The order of a nib's connections where ibtool's is not the document's: each kind sorted by
/// its source's id (``AppKitConnectionOrder``), and a storyboard window controller's outlets
/// beside its content controller's (the ibtool pairs `sb_button_hug`, `sb_swift_wc`).
@Suite struct AppKitConnectionOrderTests {
    /// Each connector of the nib's `NSConnections`, as "source class.label".
    static func connections(_ archive: KeyedArchive) throws -> [String] {
        let data = try #require(archive.objects.first { $0.className == "NSIBObjectData" })
        guard case .object(let list)? = data["NSConnections"] else { return [] }
        return archive.objects[list].elements.compactMap { member in
            guard case .object(let connector) = member, case .object(let source)? = archive.objects[connector]["NSSource"] else { return nil }
            return archive.objects[source].className + "." + (archive.string("NSLabel", of: connector) ?? "")
        }
    }

    static func windowControllerNib(_ xml: String) throws -> KeyedArchive {
        let document = try DocumentReader().read(data: Data(xml.utf8), file: "Main.storyboard")
        return try #require(try NibCompiler(options: .init(schema: .apple)).compileStoryboard(document).nibs["NSWindowController-wc"]).archive
    }

    /// AppKitStoryboardTests' storyboard, with a `<deployment>` in its dependencies or without.
    static func storyboard(namingADeployment: Bool) -> String {
        let dependencies = #"<dependencies><deployment identifier="macosx"/><plugIn identifier="com.apple.InterfaceBuilder.CocoaPlugin" version="22505"/></dependencies>"#
        guard namingADeployment, let scenes = AppKitStoryboardTests.document.range(of: "<scenes>") else { return AppKitStoryboardTests.document }
        var xml = AppKitStoryboardTests.document
        xml.insert(contentsOf: dependencies + "\n", at: scenes.lowerBound)
        return xml
    }

    @Test func withADeploymentTheContentControllersStoryboardOutletComesFirst() throws {
        let archive = try Self.windowControllerNib(Self.storyboard(namingADeployment: true))
        #expect(try Self.connections(archive).prefix(4) == [
            "NSCustomObject.sceneController", "NSViewController.storyboard", "NSWindowController.storyboard", "NSWindowController.window",
        ])
    }

    @Test func withoutADeploymentTheWindowControllersOutletsComeFirst() throws {
        let archive = try Self.windowControllerNib(Self.storyboard(namingADeployment: false))
        #expect(try Self.connections(archive).prefix(4) == [
            "NSCustomObject.sceneController", "NSWindowController.storyboard", "NSWindowController.window", "NSViewController.storyboard",
        ])
    }

    /// A window whose controls connect from sources the document lists out of id order.
    static let controls = Fixture.macOS(ownerConnections: #"<outlet property="window" destination="5" id="o1"/>"#, """
        <window title="W" allowsToolTipsWhenApplicationIsInactive="NO" autorecalculatesKeyViewLoop="NO" releasedWhenClosed="NO" animationBehavior="default" id="5">
            <windowStyleMask key="styleMask" titled="YES"/>
            <rect key="contentRect" x="0" y="0" width="200" height="100"/>
            <rect key="screenRect" x="0" y="0" width="1440" height="900"/>
            <view key="contentView" id="6">
                <rect key="frame" x="0" y="0" width="200" height="100"/>
                <subviews>
                    <button id="1680"><rect key="frame" x="0" y="0" width="80" height="20"/>
                        <buttonCell key="cell" type="push" title="B" bezelStyle="rounded" alignment="center" borderStyle="border" id="c1680"><font key="font" metaFont="system"/></buttonCell>
                        <connections>
                            <action selector="later:" target="-2" id="a1"/>
                            <binding destination="-2" name="title" keyPath="t1" id="zz9"/>
                            <binding destination="-2" name="enabled" keyPath="e1" id="aa1"/>
                        </connections>
                    </button>
                    <button id="72"><rect key="frame" x="0" y="30" width="80" height="20"/>
                        <buttonCell key="cell" type="push" title="A" bezelStyle="rounded" alignment="center" borderStyle="border" id="c72"><font key="font" metaFont="system"/></buttonCell>
                        <connections>
                            <action selector="now:" target="-2" id="a2"/>
                            <binding destination="-2" name="title" keyPath="t2" id="b2"/>
                        </connections>
                    </button>
                </subviews>
            </view>
            <connections><outlet property="delegate" destination="-2" id="o2"/></connections>
        </window>
        """)

    @Test func eachKindIsSortedBySourceIdOutletsAndActionsUpBindingsDown() throws {
        let archive = try AppleSchemaTests.archive(Self.controls, schema: .apple)
        let data = try #require(archive.objects.first { $0.className == "NSIBObjectData" })
        guard case .object(let list)? = data["NSConnections"] else { Issue.record("no connections"); return }
        let labels = archive.objects[list].elements.compactMap { member -> String? in
            guard case .object(let connector) = member else { return nil }
            return archive.string("NSLabel", of: connector)
        }
        // Outlets: File's Owner (-2) before the window (5); actions: 72 before 1680, numerically;
        // bindings: 1680 before 72, and 1680's by their own ids (aa1 before zz9).
        #expect(labels == ["window", "delegate", "now:", "later:", "enabled: e1", "title: t1", "title: t2"])
    }

    @Test func idsCompareByTheValueOfTheirDigitsThenByCode() {
        typealias Order = AppKitConnectionOrder
        #expect(Order.precedes("72", "1680") && Order.precedes("-2", "0Tv-ot-Kce") && Order.precedes("0Tv-ot-Kce", "BUG-2A-txI"))
        #expect(Order.precedes("Fuo-fd-knB", "grN-BJ-giq") && !Order.precedes("grN-BJ-giq", "Fuo-fd-knB"))
        #expect(Order.precedes("a9", "a10") && !Order.precedes("a10", "a9") && !Order.precedes("x", "x"))
        // A run of digits too long for any integer type still compares by value.
        #expect(Order.precedes("9" + String(repeating: "0", count: 40), "1" + String(repeating: "0", count: 41)))
    }
}
