import Foundation
import NibArchive
import NibCompiler
import NibDocument
import NibLoading
import NibTestSupport
import Testing

/// AppKit classes the ibtool pairs use little or not at all, encoded by what Apple's own archives
/// and the decoders written against them say (each rule's source is in the compiler's doc comment).
/// Each rule that changes what loads holds in both schemas.
@Suite struct AppKitVisualEffectViewTests {
    static func view(_ attributes: String) -> String {
        Fixture.macOS("""
            <visualEffectView \(attributes) id="v"><rect key="frame" x="0" y="0" width="100" height="100"/></visualEffectView>
            """)
    }

    @Test func aVisualEffectViewArchivesItsMaterialBlendingModeAndStateAsNumbers() throws {
        let xml = Self.view(#"blendingMode="withinWindow" material="menu" state="active""#)
        let view = try AppleSchemaTests.object("NSVisualEffectView", in: AppleSchemaTests.archive(xml, schema: .apple))
        #expect(AppKitSliderStepperAndSearchFieldTests.integer(view["NSVisualEffectViewMaterial"]) == 5)
        #expect(AppKitSliderStepperAndSearchFieldTests.integer(view["NSVisualEffectViewBlendingMode"]) == 1)
        #expect(AppKitSliderStepperAndSearchFieldTests.integer(view["NSVisualEffectViewState"]) == 1)
        #expect(AppKitSliderStepperAndSearchFieldTests.integer(view["IBVisualEffectViewExternalMaterial"]) == 5)
        #expect(AppKitSliderStepperAndSearchFieldTests.integer(view["IBVisualEffectViewAppearanceType"]) == 0)
        #expect(view["NSVisualEffectViewMaskImage"] == .null)
        #expect(view["NSMaterial"] == nil && view["NSBlendingMode"] == nil && view["NSState"] == nil)
        for schema in NibCompiler.Options.Schema.allCases {
            let loaded = try #require(AppKitColumnAndScrollerTests.loaded(xml, schema: schema, NSVisualEffectView.self).first, "\(schema)")
            #expect(loaded.material == "menu" && loaded.blendingMode == "withinWindow" && loaded.state == "active", "\(schema)")
        }
    }

    @Test func aVisualEffectViewWritesItsSettingsEvenAtZero() throws {
        let view = try AppleSchemaTests.object("NSVisualEffectView", in: AppleSchemaTests.archive(Self.view(""), schema: .apple))
        for key in ["NSVisualEffectViewMaterial", "NSVisualEffectViewBlendingMode", "NSVisualEffectViewState", "IBVisualEffectViewExternalMaterial"] {
            #expect(AppKitSliderStepperAndSearchFieldTests.integer(view[key]) == 0, "\(key)")
        }
    }
}

@Suite struct AppKitComboBoxTests {
    static func comboBox(_ attributes: String, items: Bool = true) -> String {
        Fixture.macOS("""
            <comboBox id="b"><rect key="frame" x="0" y="0" width="100" height="25"/>
                <comboBoxCell key="cell" scrollable="YES" selectable="YES" editable="YES" borderStyle="bezel" drawsBackground="YES" \(attributes) id="c">
                    <font key="font" metaFont="system"/>
                    \(items ? "<objectValues><string>one</string><string>two</string></objectValues>" : "")
                </comboBoxCell>
            </comboBox>
            """)
    }

    @Test func aComboBoxCellArchivesItsItemsAndVisibleCountUnderAppKitsKeys() throws {
        let xml = Self.comboBox(#"completes="NO" numberOfVisibleItems="7""#)
        let archive = try AppleSchemaTests.archive(xml, schema: .apple)
        let cell = try AppleSchemaTests.object("NSComboBoxCell", in: archive)
        #expect(AppKitSliderStepperAndSearchFieldTests.integer(cell["NSVisibleItemCount"]) == 7)
        #expect(cell["NSHasVerticalScroller"] == .bool(true))
        #expect(cell["NSCompletes"] == nil && cell["NSUsesDataSource"] == nil && cell["NSButtonBordered"] == nil)
        #expect(cell["NSNumberOfVisibleItems"] == nil && cell["NSObjectValues"] == nil)
        guard case .object(let list)? = cell["NSPopUpListData"] else {
            Issue.record("no NSPopUpListData")
            return
        }
        #expect(archive.objects[list].className == "NSMutableArray")
        var itemCounts: [Int] = []
        for schema in NibCompiler.Options.Schema.allCases {
            let loaded = try #require(AppKitColumnAndScrollerTests.loaded(xml, schema: schema, NSComboBox.self).first?.cell as? NSComboBoxCell, "\(schema)")
            #expect(loaded.numberOfVisibleItems == 7, "\(schema)")
            itemCounts.append(loaded.objectValues.count)
        }
        // (Both schemas load the items alike.)
        #expect(Set(itemCounts).count == 1)
    }

    @Test func aComboBoxCellCompletesUnlessItsDocumentSaysNotAndShowsFiveItemsByDefault() throws {
        let cell = try AppleSchemaTests.object("NSComboBoxCell", in: AppleSchemaTests.archive(
            Self.comboBox(#"usesDataSource="YES" hasVerticalScroller="NO" buttonBordered="NO""#, items: false), schema: .apple))
        #expect(cell["NSCompletes"] == .bool(true))
        #expect(AppKitSliderStepperAndSearchFieldTests.integer(cell["NSVisibleItemCount"]) == 5)
        #expect(cell["NSUsesDataSource"] == .bool(true))
        #expect(cell["NSHasVerticalScroller"] == .bool(false))
        #expect(cell["NSButtonBordered"] == .bool(false))
        #expect(cell["NSPopUpListData"] == nil)
    }
}

@Suite struct AppKitSearchFieldFlagsTests {
    static func searchField(_ attributes: String) -> String {
        Fixture.macOS("""
            <searchField id="f"><rect key="frame" x="0" y="0" width="200" height="22"/>
                <searchFieldCell key="cell" scrollable="YES" selectable="YES" editable="YES" borderStyle="bezel" bezelStyle="round" \(attributes) id="c">
                    <font key="font" metaFont="system"/>
                </searchFieldCell>
            </searchField>
            """)
    }

    @Test func aSearchFieldCellThatSendsImmediatelySetsBit8OfItsFlags() throws {
        let xml = Self.searchField(#"sendsSearchStringImmediately="YES" sendsWholeSearchString="NO""#)
        let cell = try AppleSchemaTests.object("NSSearchFieldCell", in: AppleSchemaTests.archive(xml, schema: .apple))
        #expect(cell["NSSearchFieldFlags"] == .data([0x0E, 0, 0, 0]))
        #expect(cell["NSSendsSearchStringImmediately"] == nil && cell["NSSendsWholeSearchString"] == nil)
        for schema in NibCompiler.Options.Schema.allCases {
            let field = try AppKitColumnAndScrollerTests.loaded(xml, schema: schema, NSSearchField.self).first
            #expect((field?.cell as? NSSearchFieldCell)?.sendsSearchStringImmediately == true, "\(schema)")
        }
    }

    @Test func aSearchFieldCellThatSendsTheWholeStringSaysSoUnderItsOwnKey() throws {
        let cell = try AppleSchemaTests.object("NSSearchFieldCell", in: AppleSchemaTests.archive(
            Self.searchField(#"sendsWholeSearchString="YES""#), schema: .apple))
        #expect(cell["NSSearchFieldFlags"] == .data([0x06, 0, 0, 0]))
        #expect(cell["NSSendsWholeSearchString"] == .bool(true))
    }
}

/// The compatibility table says where an attribute went: under Apple's key (or the flag word
/// that holds it), not under the prefix rule's guess.
@Suite struct AppKitAttributeUseRecordTests {
    static func compiled(_ xml: String) throws -> CompiledNib {
        let document = try DocumentReader().read(data: Data(xml.utf8), file: "Test.xib")
        return try NibCompiler(options: .init(recordsAttributeUses: true)).compile(document)
    }

    static func keys(of attribute: String, on element: String, in nib: CompiledNib) -> Set<String> {
        Set(nib.attributeUses.compactMap { use in
            guard use.element == element, use.attribute == attribute, case .archived(_, let key) = use.disposition else { return nil }
            return key
        })
    }

    @Test func aTabViewsTypeAndTruncationAreRecordedUnderTheKeysAppleWrites() throws {
        let nib = try Self.compiled(Fixture.macOS("""
            <tabView type="noTabsNoBorder" allowsTruncatedLabels="NO" drawsBackground="NO" id="t"><rect key="frame" x="0" y="0" width="100" height="100"/>
                <tabViewItems><tabViewItem label="A" identifier="a" id="i"><view key="view" id="v"><rect key="frame" x="0" y="0" width="100" height="100"/></view></tabViewItem></tabViewItems>
            </tabView>
            """))
        #expect(Self.keys(of: "type", on: "tabView", in: nib) == ["NSTvFlags"])
        #expect(Self.keys(of: "allowsTruncatedLabels", on: "tabView", in: nib) == ["NSAllowTruncatedLabels"])
        #expect(nib.inventedKeys["NSDrawsBackground"] == nil)
    }

    @Test func aSegmentedCellsStyleIsRecordedUnderNSSegmentStyle() throws {
        let nib = try Self.compiled(Fixture.macOS("""
            <segmentedControl id="s"><rect key="frame" x="0" y="0" width="100" height="24"/>
                <segmentedCell key="cell" borderStyle="border" alignment="left" style="rounded" trackingMode="selectOne" segmentDistribution="fillEqually" id="c">
                    <font key="font" metaFont="system"/>
                    <segments><segment label="A" selected="YES"/><segment label="B"/></segments>
                </segmentedCell>
            </segmentedControl>
            """))
        #expect(Self.keys(of: "style", on: "segmentedCell", in: nib) == ["NSSegmentStyle"])
        #expect(nib.inventedKeys["NSTrackingMode"] == nil && nib.inventedKeys["NSSegmentDistribution"] == nil)
    }

    @Test func aSliderCellsRangeKeysAreAppKitsOwn() throws {
        let nib = try Self.compiled(AppKitSliderStepperAndSearchFieldTests.sliders)
        for key in ["NSMinValue", "NSMaxValue", "NSNumberOfTickMarks", "NSTickMarkPosition"] { #expect(nib.inventedKeys[key] == nil, "\(key)") }
    }
}

@Suite struct AppKitProgressIndicatorRangeTests {
    static func indicator(_ attributes: String) -> String {
        Fixture.macOS("""
            <progressIndicator \(attributes) style="bar" id="p"><rect key="frame" x="0" y="0" width="100" height="20"/></progressIndicator>
            """)
    }

    @Test func aProgressIndicatorAlwaysHostsALayerTree() throws {
        // (The fixture asks for no layer and sits in no window.)
        let indicator = try AppleSchemaTests.object("NSProgressIndicator", in: AppleSchemaTests.archive(Self.indicator(""), schema: .apple))
        #expect(indicator["NSViewIsLayerTreeHost"] == .bool(true))
    }

    @Test func aProgressIndicatorArchivesItsRangeAsDoubles() throws {
        let archive = try AppleSchemaTests.archive(Self.indicator(#"minValue="16" maxValue="50""#), schema: .apple)
        let indicator = try AppleSchemaTests.object("NSProgressIndicator", in: archive)
        #expect(indicator["NSMinValue"] == .double(16) && indicator["NSMaxValue"] == .double(50))
    }

    @Test func aProgressIndicatorsMaximumIsAlwaysArchivedAndAMinimumOfZeroNever() throws {
        let indicator = try AppleSchemaTests.object("NSProgressIndicator", in: AppleSchemaTests.archive(Self.indicator(#"minValue="0""#), schema: .apple))
        #expect(indicator["NSMaxValue"] == .double(100))
        #expect(indicator["NSMinValue"] == nil)
    }
}

/// Path controls as Apple's schema has them (viraptor/ibtool's `pathControl.py` and `pathCell.py`).
@Suite struct AppKitPathControlTests {
    static func pathControl(_ cellChildren: String) -> String {
        Fixture.macOS("""
            <pathControl verticalHuggingPriority="750" id="p"><rect key="frame" x="0" y="0" width="200" height="22"/>
                <pathCell key="cell" selectable="YES" editable="YES" alignment="left" id="c">\(cellChildren)</pathCell>
            </pathControl>
            """)
    }

    static func string(_ value: ArchiveValue?, in archive: KeyedArchive) -> String? {
        guard case .object(let index)? = value, case .data(let bytes)? = archive.objects[index]["NS.bytes"] else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The members of the array or set `value` refers to.
    static func members(_ value: ArchiveValue?, in archive: KeyedArchive) -> [ArchiveValue] {
        guard case .object(let index)? = value else { return [] }
        return archive.objects[index].values.filter { $0.key != "NSInlinedValue" }.map(\.value)
    }

    /// Each component cell repeats the URL up to it: a hostile path of thousands of components
    /// would make gigabytes of text, so past a bound the (derived) cells are left out.
    @Test func aPathOfTooManyComponentsGetsNoComponentCells() throws {
        let path = String(repeating: "/a", count: 20_000)
        let archive = try AppleSchemaTests.archive(Self.pathControl(#"<url key="url" string="file://\#(path)"/>"#), schema: .apple)
        let cell = try AppleSchemaTests.object("NSPathCell", in: archive)
        #expect(Self.members(cell["NSPathComponentCells"], in: archive).isEmpty)
        #expect(Self.string(try AppKitTextViewTests.referenced(cell["NSContents"], in: archive)["NS.relative"], in: archive)?.count == path.count + 7)
    }

    @Test func aPathControlAcceptsURLsAndFilesAndItsCellShowsAFileURLsComponents() throws {
        let xml = Self.pathControl("""
            <font key="font" metaFont="system"/><url key="url" string="file:///Applications/Utilities/"/>
            """)
        let archive = try AppleSchemaTests.archive(xml, schema: .apple)
        let control = try AppleSchemaTests.object("NSPathControl", in: archive)
        guard case .object(let types)? = control["NSDragTypes"] else { Issue.record("no drag types"); return }
        #expect(archive.objects[types].className == "NSMutableSet")
        #expect(Self.members(control["NSDragTypes"], in: archive).map { Self.string($0, in: archive) } == ["Apple URL pasteboard type", "NSFilenamesPboardType"])
        let cell = try AppleSchemaTests.object("NSPathCell", in: archive)
        #expect(cell["NSUrl"] == nil)
        guard case .object(let url)? = cell["NSContents"] else { Issue.record("no URL"); return }
        #expect(archive.objects[url].className == "NSURL" && archive.objects[url]["NS.base"] == .null)
        #expect(Self.string(archive.objects[url]["NS.relative"], in: archive) == "file:///Applications/Utilities/")
        #expect(cell["NSDelegate"] == .object(try #require(archive.objects.firstIndex { $0.className == "NSPathControl" })))
        let components = Self.members(cell["NSPathComponentCells"], in: archive).compactMap { value -> ArchivedObject? in
            if case .object(let index) = value { return archive.objects[index] }
            return nil
        }
        #expect(components.map(\.className) == Array(repeating: "NSPathComponentCell", count: 3))
        #expect(components.map { Self.string($0["NSContents"], in: archive) } == ["Macintosh HD", "Applications", "Utilities"])
        let locations = components.map { component -> String? in
            guard case .object(let url)? = component["NSURL"] else { return nil }
            return Self.string(archive.objects[url]["NS.relative"], in: archive)
        }
        #expect(locations == ["file:///", "file:///Applications", "file:///Applications/Utilities"])
        #expect(components.allSatisfy { $0["NSSupport"] == cell["NSSupport"] && $0["NSTextColor"] != nil })
    }

    @Test func aPathCellWithoutAURLOrFontHasEmptyContentsNoFontAndNoComponents() throws {
        let archive = try AppleSchemaTests.archive(Self.pathControl(""), schema: .apple)
        let cell = try AppleSchemaTests.object("NSPathCell", in: archive)
        #expect(Self.string(cell["NSContents"], in: archive) == "")
        #expect(cell["NSSupport"] == .null)
        guard case .object(let list)? = cell["NSPathComponentCells"], case .object(let types)? = cell["NSAllowedTypes"] else {
            Issue.record("no component cells or allowed types")
            return
        }
        #expect(Self.members(.object(list), in: archive).isEmpty)
        #expect(archive.objects[types].className == "NSArray")
    }
}

/// Predicate editors as Apple's schema has them (viraptor/ibtool's `predicateEditor.py`).
@Suite struct AppKitPredicateEditorTests {
    static let editor = Fixture.macOS("""
        <predicateEditor verticalHuggingPriority="750" nestingMode="compound" rowHeight="25" id="pe"><rect key="frame" x="0" y="0" width="400" height="75"/>
            <rowTemplates>
                <predicateEditorRowTemplate rowType="compound" id="rc">
                    <popUpMenus><menu id="m1"><items><menuItem title="Any" state="on" id="a"><integer key="representedObject" value="2"/></menuItem></items></menu></popUpMenus>
                </predicateEditorRowTemplate>
                <predicateEditorRowTemplate id="rs">
                    <array key="leftExpressionObject"><expression type="keyPath"><string key="keyPath">name</string></expression></array>
                    <integer key="rightExpressionObject" value="700"/>
                    <comparisonPredicateOptions key="options" caseInsensitive="YES"/>
                    <popUpMenus><menu id="m2"><items><menuItem title="name" state="on" id="b"><expression key="representedObject" type="keyPath"><string key="keyPath">name</string></expression></menuItem></items></menu></popUpMenus>
                </predicateEditorRowTemplate>
            </rowTemplates>
        </predicateEditor>
        """)

    @Test func aPredicateEditorKeepsItsRowsInASliceHolderAndItsSettingsUnderRuleEditorKeys() throws {
        let archive = try AppleSchemaTests.archive(Self.editor, schema: .apple)
        let editor = try AppleSchemaTests.object("NSPredicateEditor", in: archive)
        let holder = try #require(archive.objects.firstIndex { $0.className == "_NSRuleEditorViewSliceHolder" })
        #expect(editor["NSRuleEditorSlicesHolder"] == .object(holder) && editor["NSNextKeyView"] == .object(holder))
        #expect(AppKitPathControlTests.members(editor["NSSubviews"], in: archive) == [.object(holder)])
        #expect(AppKitPathControlTests.string(archive.objects[holder]["NSFrameSize"], in: archive) == "{400, 75}")
        #expect(editor["NSRuleEditorSliceHeight"] == .double(25) && editor["NSRuleEditorAlignmentGridWidth"] == .double(75))
        #expect(AppKitSliderStepperAndSearchFieldTests.integer(editor["NSRuleEditorNestingMode"]) == 2)
        #expect(editor["NSRuleEditorDisallowEmpty"] == .bool(true) && editor["NSRuleEditorEditable"] == .bool(true))
        #expect(AppKitPathControlTests.string(editor["NSRuleEditorRowClass"], in: archive) == "NSMutableDictionary")
        #expect(AppKitPathControlTests.members(editor["NSDragTypes"], in: archive).map { AppKitPathControlTests.string($0, in: archive) } == ["NSRuleEditorItemPBoardType"])
        for key in ["NSNestingMode", "NSRowHeight", "NSCanRemoveAllRows", "NSRowTemplates"] { #expect(editor[key] == nil, "\(key)") }
        #expect(AppKitPathControlTests.members(editor["NSPredicateTemplates"], in: archive).count == 2)
    }

    @Test func aRowTemplateArchivesItsKindOptionsAndWildcards() throws {
        let archive = try AppleSchemaTests.archive(Self.editor, schema: .apple)
        let templates = archive.objects.filter { $0.className == "NSPredicateEditorRowTemplate" }
        let integer = AppKitSliderStepperAndSearchFieldTests.integer
        #expect(templates.map { integer($0["NSPredicateTemplateType"]) } == [2, 1])
        #expect(templates.map { integer($0["NSPredicateTemplateOptions"]) } == [0, 1])
        #expect(templates.map { integer($0["NSPredicateTemplateRightAttributeType"]) } == [0, 700])
        #expect(templates.map { $0["NSPredicateTemplateLeftIsWildcard"] } == [.bool(false), .bool(false)])
        #expect(templates.map { $0["NSPredicateTemplateRightIsWildcard"] } == [.bool(false), .bool(true)])
        #expect(templates.allSatisfy { $0["NSRowType"] == nil && $0["NSOptions"] == nil && $0["NSLeftExpressionObject"] == nil && $0["NSRightExpressionObject"] == nil })
    }

    /// The objects a template's `NSPredicateTemplateViews` lists.
    static func templateViews(_ template: ArchivedObject, in archive: KeyedArchive) -> [ArchivedObject] {
        AppKitPathControlTests.members(template["NSPredicateTemplateViews"], in: archive).compactMap { value in
            if case .object(let index) = value { return archive.objects[index] }
            return nil
        }
    }

    @Test func aCompoundRowShowsEachMenuInAPopUpAtInterfaceBuildersFixedPlaces() throws {
        let archive = try AppleSchemaTests.archive(Self.editor, schema: .apple)
        let template = try #require(archive.objects.first { $0.className == "NSPredicateEditorRowTemplate" && $0["NSPredicateTemplateType"] == .int(2) })
        #expect(template["NSPopUpMenus"] == nil)
        let views = Self.templateViews(template, in: archive)
        #expect(views.map(\.className) == ["NSPopUpButton"])
        #expect(AppKitPathControlTests.string(views.first?["NSFrame"], in: archive) == "{{7, 1}, {68, 24}}")
        let cell = try AppKitTextViewTests.referenced(views.first?["NSCell"], in: archive)
        let menu = try AppKitTextViewTests.referenced(cell["NSMenu"], in: archive)
        let item = try AppKitTextViewTests.referenced(cell["NSMenuItem"], in: archive)
        #expect(menu.className == "NSMenu" && AppKitPathControlTests.string(item["NSTitle"], in: archive) == "Any")
        // The item reports to the cell, whose represented object is the item's.
        #expect(item["NSTarget"] == views.first?["NSCell"] && AppKitPathControlTests.string(item["NSAction"], in: archive) == "_popUpItemAction:")
        #expect(cell["NSRepresentedObject"] != nil && cell["NSRepresentedObject"] == item["NSRepObject"])
    }

    @Test func aSimpleRowWithAWildcardRightSideEndsInATextFieldAndItsKeyPathsAreExpressions() throws {
        let archive = try AppleSchemaTests.archive(Self.editor, schema: .apple)
        let template = try #require(archive.objects.first { $0.className == "NSPredicateEditorRowTemplate" && $0["NSPredicateTemplateType"] == .int(1) })
        let views = Self.templateViews(template, in: archive)
        #expect(views.map(\.className) == ["NSPopUpButton", "NSTextField"])
        #expect(AppKitPathControlTests.string(views.first?["NSFrame"], in: archive)?.hasPrefix("{{37, 1}, {") == true)
        let cell = try AppKitTextViewTests.referenced(views.first?["NSCell"], in: archive)
        let expression = try AppKitTextViewTests.referenced(cell["NSRepresentedObject"], in: archive)
        #expect(expression.className == "NSKeyPathExpression" && expression["NSExpressionType"] == .int(3))
        #expect(AppKitPathControlTests.string(expression["NSSelectorName"], in: archive) == "valueForKey:")
        let argument = try AppKitTextViewTests.referenced(AppKitPathControlTests.members(expression["NSArguments"], in: archive).first, in: archive)
        #expect(argument.className == "NSKeyPathSpecifierExpression" && AppKitPathControlTests.string(argument["NSKeyPath"], in: archive) == "name")
        #expect(!archive.objects.contains { $0.className == "NSExpression" })
    }

    @Test func anEditorWhoseRowHeightIsNoNumberKeepsTheStandardRowsAndFiniteTemplateViews() throws {
        let xml = Fixture.macOS("""
            <predicateEditor nestingMode="compound" rowHeight="nan" id="pe"><rect key="frame" x="0" y="0" width="300" height="50"/>
                <rowTemplates>
                    <predicateEditorRowTemplate id="rs"><integer key="rightExpressionObject" value="700"/>
                        <popUpMenus><menu id="m"><items><menuItem title="name" id="i"/></items></menu></popUpMenus>
                    </predicateEditorRowTemplate>
                </rowTemplates>
            </predicateEditor>
            """)
        let archive = try AppleSchemaTests.archive(xml, schema: .apple)
        #expect(try AppleSchemaTests.object("NSPredicateEditor", in: archive)["NSRuleEditorSliceHeight"] == .double(25))
        let field = try AppleSchemaTests.object("NSTextField", in: archive)
        #expect(AppKitPathControlTests.string(field["NSFrame"], in: archive)?.contains("nan") == false)
    }

    @Test func aRuleEditorHasTheRuleEditorKeysWithoutTemplatesOrAPredicate() throws {
        let xml = Fixture.macOS("""
            <ruleEditor nestingMode="simple" rowHeight="24" id="re"><rect key="frame" x="0" y="0" width="300" height="48"/></ruleEditor>
            """)
        let archive = try AppleSchemaTests.archive(xml, schema: .apple)
        let editor = try AppleSchemaTests.object("NSRuleEditor", in: archive)
        #expect(editor["NSRuleEditorSliceHeight"] == .double(24) && AppKitSliderStepperAndSearchFieldTests.integer(editor["NSRuleEditorNestingMode"]) == 3)
        #expect(editor["NSRuleEditorSlicesHolder"] != nil && editor["NSRuleEditorBoundArrayOwner"] != nil)
        for key in ["NSNestingMode", "NSRowHeight", "NSPredicateTemplates", "NSPredicateEditorPredicate"] { #expect(editor[key] == nil, "\(key)") }
    }

    @Test func aRuleEditorNamesItsStringsFileAndKeepsItsEditableSwitchUnderItsOwnKey() throws {
        let xml = Fixture.macOS("""
            <predicateEditor nestingMode="compound" formattingStringsFilename="Predicates" editable="NO" rowHeight="32" id="pe"><rect key="frame" x="0" y="0" width="300" height="64"/></predicateEditor>
            """)
        let archive = try AppleSchemaTests.archive(xml, schema: .apple)
        let editor = try AppleSchemaTests.object("NSPredicateEditor", in: archive)
        #expect(AppKitPathControlTests.string(editor["NSRuleEditorStringsFileName"], in: archive) == "Predicates")
        #expect(editor["NSFormattingStringsFilename"] == nil && editor["NSEditable"] == nil)
        #expect(editor["NSRuleEditorEditable"] == .bool(false))
    }
}
