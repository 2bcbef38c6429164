import Foundation
import NibArchive
import NibCompiler
import NibDocument
import NibLoading
import NibToolCore
import Testing

/// macOS storyboards compile as ibtool compiles them: the nibs `nibtool compile` cuts a storyboard
/// into, as ibtool cuts them (the ibtool pairs' `sb_*` storyboards), and that they still load.
@Suite struct AppKitStoryboardTests {
    /// An application scene with a main menu, a window controller and its content view controller
    /// whose label is an outlet (as the pairs' `sb_basic_wc` and `sb_swift_wc`).
    static let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" useAutolayout="YES" initialViewController="wc">
            <scenes>
                <scene sceneID="s0">
                    <objects>
                        <application id="app" sceneMemberID="viewController">
                            <menu key="mainMenu" title="Main Menu" systemMenu="main" id="mm">
                                <items>
                                    <menuItem title="Quit" keyEquivalent="q" id="quit">
                                        <connections><action selector="terminate:" target="fr0" id="a1"/></connections>
                                    </menuItem>
                                </items>
                            </menu>
                        </application>
                        <customObject id="fr0" userLabel="First Responder" customClass="NSResponder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="s1">
                    <objects>
                        <windowController id="wc" sceneMemberID="viewController">
                            <window key="window" title="Main" animationBehavior="default" id="win">
                                <windowStyleMask key="styleMask" titled="YES"/>
                                <rect key="contentRect" x="0" y="0" width="480" height="270"/>
                                <rect key="screenRect" x="0" y="0" width="1440" height="900"/>
                            </window>
                            <connections><segue destination="vc" kind="relationship" relationship="window.shadowedContentViewController" id="rel"/></connections>
                        </windowController>
                        <customObject id="fr1" userLabel="First Responder" customClass="NSResponder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" id="v">
                                <rect key="frame" x="0" y="0" width="480" height="270"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <subviews>
                                    <textField id="tf"><rect key="frame" x="20" y="20" width="100" height="22"/>
                                        <textFieldCell key="cell" title="Hi" id="tfc"/>
                                    </textField>
                                </subviews>
                            </view>
                            <connections><outlet property="representedObject" destination="tf" id="o1"/></connections>
                        </viewController>
                        <customObject id="fr2" userLabel="First Responder" customClass="NSResponder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    static func compiled(schema: NibCompiler.Options.Schema = .apple) throws -> CompiledStoryboard {
        let document = try DocumentReader().read(data: Data(Self.document.utf8), file: "Main.storyboard")
        return try NibCompiler(options: .init(schema: schema)).compileStoryboard(document)
    }

    static func labels(of className: String, in archive: KeyedArchive) -> [String] {
        archive.objects.indices.filter { archive.objects[$0].className == className }.compactMap { archive.string("NSLabel", of: $0) }
    }

    @Test func aSegueTemplateNamesItsDestinationAsAppKitsTemplatesDoAndItsKindByItsClassOnly() throws {
        let xml = Self.document.replacingOccurrences(of: #"<connections><outlet property="representedObject" destination="tf" id="o1"/></connections>"#, with: """
            <connections>
                <outlet property="representedObject" destination="tf" id="o1"/>
                <segue destination="wc" kind="show" identifier="again" id="show"/>
            </connections>
            """)
        #expect(xml.contains(#"kind="show""#))
        let document = try DocumentReader().read(data: Data(xml.utf8), file: "Main.storyboard")
        let storyboard = try NibCompiler(options: .init(schema: .apple)).compileStoryboard(document)
        let templates = storyboard.nibs.values.flatMap { nib in nib.archive.objects.filter { $0.className == "NSStoryboardShowSegueTemplate" }.map { (nib.archive, $0) } }
        let (archive, template) = try #require(templates.first)
        guard case .object(let destination)? = template["NSDestinationControllerIdentifier"] else { Issue.record("no destination"); return }
        #expect(archive.objects[destination].className == "NSString")
        #expect(template["NSDestinationViewControllerIdentifier"] == nil && template["IBSegueKind"] == nil)
        #expect(template.fallbackClassNames.isEmpty, "AppKit's own template class")
    }

    @Test func aRelationshipTemplateAppKitLacksFallsBackToTheBaseTemplate() throws {
        // A tab item's relationship: NibKit's own template class, which Apple's loader decodes as
        // its fallback, NSStoryboardSegueTemplate.
        let xml = Self.document.replacingOccurrences(of: #"<viewController id="vc" sceneMemberID="viewController">"#, with: #"""
            <tabViewController id="vc" sceneMemberID="viewController">
                <connections><segue destination="wc" kind="relationship" relationship="tabItems" id="tab"/></connections>
            """#).replacingOccurrences(of: "</viewController>", with: "</tabViewController>")
        let document = try DocumentReader().read(data: Data(xml.utf8), file: "Main.storyboard")
        let storyboard = try NibCompiler(options: .init(schema: .apple)).compileStoryboard(document)
        let templates = storyboard.nibs.values.flatMap { $0.archive.objects.filter { $0.className.hasSuffix("SegueTemplate") } }
        let relationship = try #require(templates.first { $0.className == "NSStoryboardRelationshipSegueTemplate" })
        #expect(relationship.fallbackClassNames == ["NSStoryboardSegueTemplate"])
    }

    @Test func aTabViewControllersStyleSelectionAndTransitionsAreNumbers() throws {
        let xml = Self.document.replacingOccurrences(of: #"<viewController id="vc" sceneMemberID="viewController">"#, with: """
            <tabViewController tabStyle="toolbar" selectedTabViewItemIndex="1" id="vc" sceneMemberID="viewController">
                <viewControllerTransitionOptions key="transitionOptions" allowUserInteraction="YES" crossfade="YES"/>
            """).replacingOccurrences(of: "</viewController>", with: "</tabViewController>")
        let document = try DocumentReader().read(data: Data(xml.utf8), file: "Main.storyboard")
        let storyboard = try NibCompiler(options: .init(schema: .apple)).compileStoryboard(document)
        let controllers = storyboard.nibs.values.flatMap { nib in nib.archive.objects.filter { $0["NSViewControllerTabStyle"] != nil } }
        let controller = try #require(controllers.first)
        #expect(controller["NSViewControllerTabStyle"] == .int(2) && controller["NSSelectedTabViewItemIndex"] == .int(1))
        #expect(controller["NSViewControllerTransitionOption"] == .int(0x1001))
        #expect(controller["NSTabStyle"] == nil && controller["NSTransitionOptions"] == nil)
        #expect(!storyboard.nibs.values.contains { $0.archive.objects.contains { $0.className == "NSViewControllerTransitionOptions" } })
    }

    @Test func aControllerShownOnceAtATimeSaysSoAndNamesItselfAsTheSingleInstance() throws {
        let xml = Self.document.replacingOccurrences(of: #"<windowController id="wc""#, with: #"<windowController showSeguePresentationStyle="single" id="wc""#)
        let document = try DocumentReader().read(data: Data(xml.utf8), file: "Main.storyboard")
        let storyboard = try NibCompiler(options: .init(schema: .apple)).compileStoryboard(document)
        let found = storyboard.nibs.values.compactMap { nib -> (KeyedArchive, Int)? in
            nib.archive.objects.firstIndex { $0["showSeguePresentationStyle"] == .int(1) }.map { (nib.archive, $0) }
        }
        let (archive, index) = try #require(found.first)
        let controller = archive.objects[index]
        #expect(controller["NSShowSeguePresentationStyle"] == nil)
        guard case .object(let options)? = controller["NSStoryboardSegueDestinationOptions"] else { Issue.record("no options"); return }
        let members = archive.objects[options].elements
        #expect(members.count == 2)
        guard members.count == 2, case .object(let key) = members[0], case .object(let value) = members[1] else { return }
        #expect(archive.objects[key]["NS.bytes"] == .data(Array("NSSingleInstancePresentationIdentifier".utf8)))
        #expect(controller["uniqueIdentifierForStoryboardCompilation"] == .object(value))
    }

    @Test func aSplitViewItemsHoldingPriorityIsADouble() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" useAutolayout="YES" initialViewController="split">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <splitViewController id="split" sceneMemberID="viewController">
                                <splitViewItems>
                                    <splitViewItem holdingPriority="251" id="item1"/>
                                    <splitViewItem id="item2"/>
                                </splitViewItems>
                                <splitView key="splitView" dividerStyle="thin" vertical="YES" id="sv">
                                    <rect key="frame" x="0" y="0" width="450" height="300"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                </splitView>
                            </splitViewController>
                            <customObject id="fr" userLabel="First Responder" customClass="NSResponder" sceneMemberID="firstResponder"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let document = try DocumentReader().read(data: Data(xml.utf8), file: "Split.storyboard")
        let storyboard = try NibCompiler(options: .init(schema: .apple)).compileStoryboard(document)
        let priorities = storyboard.nibs.values.flatMap { $0.archive.objects.filter { $0.className == "NSSplitViewItem" }.compactMap { $0["NSHoldingPriority"] } }
        #expect(priorities == [.double(251)])
    }

    @Test func aWindowControllersContentControllerIsArchivedInsideTheWindowControllersNib() throws {
        let storyboard = try Self.compiled()
        #expect(storyboard.nibs.keys.sorted() == ["MainMenu", "NSWindowController-wc", "vc-view-v"])
        #expect(storyboard.identifiersToNibNames["NSViewController-vc"] == nil)
        let archive = try #require(storyboard.nibs["NSWindowController-wc"]).archive
        let controller = try #require(archive.objects.first { $0.className == "NSWindowController" })
        guard case .object(let window)? = controller["IBWindowTemplate"], case .object(let content)? = controller["IBWindowTemplateContentViewController"] else {
            Issue.record("no IBWindowTemplate or content controller")
            return
        }
        #expect(archive.objects[window].className == "NSWindowTemplate")
        #expect(archive.objects[content].className == "NSViewController")
        #expect(archive.string("NSNibName", of: content) == "vc-view-v")
        // The window's content controller is a runtime attribute of the window.
        let attributes = try #require(archive.objects.first { $0.className == "NSIBUserDefinedRuntimeAttributesConnector" })
        #expect(attributes["NSObject"] == .object(window))
        #expect(Self.labels(of: "NSNibOutletConnector", in: archive) == ["sceneController", "storyboard", "storyboard", "window"])
        // Two storyboard placeholders: the content controller's first, the window controller's last.
        #expect(archive.objects.filter { $0.className == "NSNibExternalObjectPlaceholder" }.count == 2)
    }

    @Test func aStoryboardWindowWithoutAContentViewGetsAnEmptyOneOfItsContentSize() throws {
        let archive = try #require(try Self.compiled().nibs["NSWindowController-wc"]).archive
        let template = try #require(archive.objects.firstIndex { $0.className == "NSWindowTemplate" })
        guard case .object(let view)? = archive.objects[template]["NSWindowView"] else {
            Issue.record("no content view")
            return
        }
        #expect(archive.objects[view].className == "NSView")
        #expect(archive.string("NSFrameSize", of: view) == "{480, 270}")
    }

    @Test func aStoryboardsSystemImagesAreDesignedAt32Points() throws {
        let button = #"<button id="ib"><rect key="frame" x="0" y="0" width="20" height="20"/><buttonCell key="cell" type="square" bezelStyle="shadowlessSquare" image="NSRemoveTemplate" imagePosition="only" id="ibc"/></button>"#
        let xml = Self.document.replacingOccurrences(of: "<subviews>", with: "<subviews>" + button)
            .replacingOccurrences(of: "</scenes>", with: #"</scenes><resources><image name="NSRemoveTemplate" width="11" height="11"/></resources>"#)
        let document = try DocumentReader().read(data: Data(xml.utf8), file: "Main.storyboard")
        let archive = try #require(try NibCompiler(options: .init(schema: .apple)).compileStoryboard(document).nibs["vc-view-v"]).archive
        let resource = try #require(archive.objects.first { $0.className == "NSCustomResource" })
        guard case .object(let size)? = resource["IBDesignSize"] else { Issue.record("no design size"); return }
        #expect(archive.string("NS.sizeval", of: size) == "{32, 32}")
    }

    @Test func aStoryboardsTextViewChecksGrammarAndReplacesTextButDoesNotCorrectSpelling() throws {
        let textView = #"<textView importsGraphics="NO" richText="NO" verticallyResizable="YES" spellingCorrection="YES" smartInsertDelete="YES" id="tv"><rect key="frame" x="0" y="0" width="200" height="100"/></textView>"#
        let xml = Self.document.replacingOccurrences(of: "<subviews>", with: "<subviews>" + textView)
        let document = try DocumentReader().read(data: Data(xml.utf8), file: "Main.storyboard")
        let archive = try #require(try NibCompiler(options: .init(schema: .apple)).compileStoryboard(document).nibs["vc-view-v"]).archive
        let shared = try #require(archive.objects.first { $0.className == "NSTextViewSharedData" })
        // As the pair `sb_textview`: selectable, editable, smart insert and the constant bits, with
        // grammar (0x8000) and text replacement (0x200_0000) in place of spelling correction (0x400_0000).
        #expect(shared["NSFlags"] == .int(0x200_8B03))
    }

    @Test func everyMacOSStoryboardNibListsAnApplicationObjectWhereFirstResponderSits() throws {
        for (name, nib) in try Self.compiled().nibs {
            let applications = nib.archive.objects.indices.filter { nib.archive.objects[$0].className == "NSCustomObject" && nib.archive.string("NSClassName", of: $0) == "NSApplication" }
            #expect(!applications.isEmpty, "\(name)")
        }
    }

    @Test func aStoryboardsMainMenuListsEachMenusItemsLastToFirstInTheObjectsTable() throws {
        let menu = #"<menu key="submenu" title="App" id="sub"><items><menuItem title="About" id="about"/><menuItem isSeparatorItem="YES" id="sep"/><menuItem title="Quit" id="q2"/></items></menu>"#
        let xml = Self.document.replacingOccurrences(of: #"<menuItem title="Quit" keyEquivalent="q" id="quit">"#, with: #"<menuItem title="App" id="quit">"# + menu)
        let document = try DocumentReader().read(data: Data(xml.utf8), file: "Main.storyboard")
        let archive = try #require(try NibCompiler(options: .init(schema: .apple)).compileStoryboard(document).nibs["MainMenu"]).archive
        let data = try #require(archive.objects.first { $0.className == "NSIBObjectData" })
        guard case .object(let table)? = data["NSObjectsKeys"] else { Issue.record("no objects table"); return }
        let items = archive.objects[table].elements.compactMap { value -> String? in
            guard case .object(let index) = value, archive.objects[index].className == "NSMenuItem" else { return nil }
            return archive.string("NSTitle", of: index)
        }
        #expect(items == ["App", "Quit", "", "About"])
    }

    @Test func theApplicationSceneHoldsItsMainMenuAsIBMainMenuWithoutASceneOwnerOutlet() throws {
        let archive = try #require(try Self.compiled().nibs["MainMenu"]).archive
        let application = try #require(archive.objects.first { $0["IBMainMenu"] != nil })
        #expect(application.className == "NSCustomObject")
        #expect(Self.labels(of: "NSNibOutletConnector", in: archive).isEmpty)
        #expect(archive.objects.allSatisfy { $0.className != "NSNibExternalObjectPlaceholder" })
        // The Quit item's action goes to First Responder: no destination.
        let action = try #require(archive.objects.first { $0.className == "NSNibControlConnector" })
        #expect(action["NSDestination"] == nil)
    }

    @Test func aControllersOutletsIntoItsViewGoThroughANumberedUpstreamPlaceholder() throws {
        let storyboard = try Self.compiled()
        let view = try #require(storyboard.nibs["vc-view-v"]).archive
        let placeholder = try #require(view.objects.firstIndex { $0.className == "NSNibExternalObjectPlaceholder" })
        #expect(view.string("NSExternalObjectPlaceholderIdentifier", of: placeholder) == "UpstreamPlaceholder-1")
        let outlet = try #require(view.objects.first { $0.className == "NSNibOutletConnector" && $0["NSSource"] == .object(placeholder) })
        #expect(outlet["NSChildControllerCreationSelectorName"] == .null)
    }

    @Test func compilationIdentifiersAreWellFormedUUIDsThatTheSameDocumentKeeps() throws {
        let first = try Self.compiled()
        let second = try Self.compiled()
        let identifier = try #require(first.identifiersToUUIDs["NSWindowController-wc"])
        #expect(identifier == second.identifiersToUUIDs["NSWindowController-wc"])
        #expect(identifier.range(of: "^[0-9A-F]{8}-[0-9A-F]{4}-4[0-9A-F]{3}-[89AB][0-9A-F]{3}-[0-9A-F]{12}$", options: .regularExpression) != nil)
        let plist = try PropertyListSerialization.propertyList(from: try NibCompilation.infoPlist(first), format: nil) as? [String: Any]
        #expect((plist?["NSViewControllerIdentifiersToUUIDs"] as? [String: String])?["NSWindowController-wc"] == identifier)
    }

    @Test func nibtoolDiffAcceptsAnyUUIDWhereIbtoolDrawsAFreshOne() throws {
        func archive(_ uuid: String) -> KeyedArchive {
            var builder = ArchiveBuilder()
            let text = builder.string(uuid)
            builder.append(KeyedValue("uniqueIdentifierForStoryboardCompilation", .object(text)), to: 0)
            return builder.archive
        }
        let mine = archive("4B35E764-2BC2-485C-8C01-83A2284F6121")
        #expect(ArchiveComparison(mine, reference: archive("1DA6C2C8-16A7-4B50-831D-E71056ED4301")).isExactMatch)
        #expect(!ArchiveComparison(mine, reference: archive("not a UUID")).isExactMatch)
    }

    @Test func bothSchemasLoadTheWindowItsContentControllerAndTheMainMenu() throws {
        for schema in NibCompiler.Options.Schema.allCases {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-sb-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: folder) }
            let output = folder.appendingPathComponent("Main.storyboardc")
            try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
            let compiled = try Self.compiled(schema: schema)
            for (name, nib) in compiled.nibs { try Data(NIBArchiveWriter().write(nib.archive)).write(to: output.appendingPathComponent("\(name).nib")) }
            try NibCompilation.infoPlist(compiled).write(to: output.appendingPathComponent("Info.plist"))
            let storyboard = try Storyboard(compiledAt: output)
            let controller = try #require(try storyboard.instantiateInitialController() as? NSWindowController, "\(schema)")
            #expect(controller.window?.title == "Main")
            let content = try #require(controller.contentViewController, "\(schema)")
            #expect(controller.window?.contentView === content.view)
            #expect(content.representedObject is NSTextField, "\(schema)")
            #expect(try storyboard.instantiateMainMenu()?.items.first?.title == "Quit", "\(schema)")
        }
    }

    @Test func storyboardsSavedBeforeXcode10ConnectTheWindowToItsControllerAsDelegate() throws {
        func labels(toolsVersion: String) throws -> [String] {
            let xml = Self.document.replacingOccurrences(of: "toolsVersion=\"22505\"", with: "toolsVersion=\"\(toolsVersion)\"")
            let document = try DocumentReader().read(data: Data(xml.utf8), file: "Main.storyboard")
            let archive = try #require(try NibCompiler().compileStoryboard(document).nibs["NSWindowController-wc"]).archive
            return Self.labels(of: "NSNibOutletConnector", in: archive)
        }
        #expect(try labels(toolsVersion: "10117").contains("delegate"))
        #expect(try !labels(toolsVersion: "22505").contains("delegate"))
    }

    @Test func imageCellsInAStoryboardAnimateByDefault() throws {
        let xml = Self.document.replacingOccurrences(of: "<subviews>", with: """
            <subviews>
            <imageView id="iv"><rect key="frame" x="20" y="60" width="48" height="48"/>
                <imageCell key="cell" refusesFirstResponder="YES" alignment="left" imageScaling="proportionallyDown" id="ic"/>
            </imageView>
            """)
        let document = try DocumentReader().read(data: Data(xml.utf8), file: "Main.storyboard")
        let archive = try #require(try NibCompiler().compileStoryboard(document).nibs["vc-view-v"]).archive
        let cell = try #require(archive.objects.first { $0.className == "NSImageCell" })
        #expect(cell["NSAnimates"] == .bool(true))
    }

    /// An inlined content controller's scene brings its other objects into the window
    /// controller's nib (Vienna's `Activity.storyboard`: an array controller the view's fields
    /// bind to, whose own `contentArray` is bound to the content controller), with their
    /// connections; the view nib reaches them as upstream objects, and the bindings are made.
    @Test func anInlinedContentScenesOtherObjectsComeIntoTheWindowControllersNib() throws {
        let xml = Self.document
            .replacingOccurrences(of: "<textFieldCell key=\"cell\" title=\"Hi\" id=\"tfc\"/>", with: """
                <textFieldCell key="cell" title="Hi" id="tfc"/>
                <connections><binding destination="ac" name="value" keyPath="selection.title" id="b1"/></connections>
                """)
            .replacingOccurrences(of: "<customObject id=\"fr2\"", with: """
                <arrayController editable="NO" id="ac">
                    <connections><binding destination="vc" name="contentArray" keyPath="representedObject" id="b2"/></connections>
                </arrayController>
                <customObject id="fr2"
                """)
        let document = try DocumentReader().read(data: Data(xml.utf8), file: "Main.storyboard")
        let compiled = try NibCompiler(options: .init(schema: .apple)).compileStoryboard(document)
        let archive = try #require(compiled.nibs["NSWindowController-wc"]).archive
        #expect(archive.objects.contains { $0.className == "NSArrayController" })
        // The content scene's First Responder does not come along: as many custom objects as without the array controller.
        let plain = try #require(try Self.compiled().nibs["NSWindowController-wc"]).archive
        #expect(archive.objects.filter { $0.className == "NSCustomObject" }.count == plain.objects.filter { $0.className == "NSCustomObject" }.count)
        #expect(Self.labels(of: "NSNibBindingConnector", in: archive).contains { $0.hasPrefix("contentArray") })

        let storyboard = try Storyboard(document: document)
        let controller = try #require(try storyboard.instantiateInitialController() as? NSWindowController)
        let content = try #require(controller.contentViewController)
        let field = try #require(content.view?.subviews.first as? NSTextField)
        let observed = try #require(field.infoForBinding("value")?.observedObject as? NSArrayController)
        #expect(observed.bindingConnection("contentArray")?.observedObject === content)
    }
}
