import Foundation
import NibArchive
import NibCompiler
import NibDocument
import NibLoading
import NibTestSupport
import Testing

/// Pop-up buttons, menus and content hugging compile as ibtool writes them (the
/// figures come from the ibtool pairs `popup_explicit_font`, `popup_empty`,
/// `popup_default_hugging` and the hugging pairs), and that both schemas load alike.
@Suite struct AppKitPopUpTests {
    static func popUp(cell attributes: String, hugging: String = "verticalHuggingPriority=\"750\" ", items: String) -> String {
        Fixture.macOS("""
            <popUpButton \(hugging)id="p"><rect key="frame" x="20" y="20" width="200" height="25"/>
                <popUpButtonCell key="cell" \(attributes) id="pc">
                    <behavior key="behavior" lightByBackground="YES" lightByGray="YES"/>
                    <font key="font" size="12" name="HelveticaNeue"/>
                    <menu key="menu" id="m"><items>\(items)</items></menu>
                </popUpButtonCell>
            </popUpButton>
            """)
    }

    static let explicitFont = popUp(
        cell: #"type="push" title="Item 1" bezelStyle="rounded" alignment="left" lineBreakMode="truncatingTail" state="on" borderStyle="borderAndBezel" imageScaling="proportionallyDown" inset="2" selectedItem="i1""#,
        items: #"<menuItem title="Item 1" state="on" id="i1"/>"#)

    static func object(_ className: String, in xml: String, schema: NibCompiler.Options.Schema = .apple) throws -> ArchivedObject {
        try AppleSchemaTests.object(className, in: AppleSchemaTests.archive(xml, schema: schema))
    }

    @Test func aPopUpCellKeepsItsBorderInItsButtonFlagsAndItsBezelInItsCellFlags() throws {
        let cell = try Self.object("NSPopUpButtonCell", in: Self.explicitFont)
        #expect(cell["NSButtonFlags"] == .int(109_068_288))
        #expect(cell["NSButtonFlags2"] == .int(129))
        #expect(cell["NSAuxButtonType"] == .int(0))  // momentary light: it does not push in
        #expect(cell["NSCellFlags"] == .int(-2_076_180_416))
        for key in ["NSType", "NSBorderStyle", "NSBehavior", "NSInset", "NSImageScaling"] { #expect(cell[key] == nil, "\(key)") }
    }

    @Test func aPopUpCellNamesItsSelectedItemAndArchivesAppKitsPopUpSwitches() throws {
        let archive = try AppleSchemaTests.archive(Self.explicitFont, schema: .apple)
        let cell = try AppleSchemaTests.object("NSPopUpButtonCell", in: archive)
        guard case .object(let item)? = cell["NSMenuItem"] else { Issue.record("no selected item"); return }
        #expect(archive.objects[item].className == "NSMenuItem")
        #expect(archive.objects[item]["NSState"] == .integer(1, width: 1))
        #expect(cell["NSSelectedIndex"] == nil)  // the first item
        #expect(cell["NSSelectedItem"] == nil)
        #expect(cell["NSPreferredEdge"] == .integer(1, width: 1))
        #expect(cell["NSArrowPosition"] == .integer(2, width: 1))
        #expect(cell["NSUsesItemFromMenu"] == .bool(true) && cell["NSAltersState"] == .bool(true))
        #expect(cell["NSMenuItemRespectAlignment"] == .bool(true))
    }

    @Test func aPopUpCellsSwitchesAreAppKitsKeysOnceEachWhateverTheDocumentSays() throws {
        let cell = try Self.object("NSPopUpButtonCell", in: Self.popUp(
            cell: #"type="push" bezelStyle="rounded" alignment="left" borderStyle="borderAndBezel" altersStateOfSelectedItem="YES" usesItemFromMenu="NO" selectedItem="i1""#,
            items: #"<menuItem title="Item 1" id="i1"/>"#))
        #expect(cell["NSAltersState"] == .bool(true) && cell["NSAltersStateOfSelectedItem"] == nil)
        #expect(cell.values.filter { $0.key == "NSUsesItemFromMenu" }.map(\.value) == [.bool(false)])
    }

    @Test func aPopUpLeavesAutoenablingToItsMenuAndATexturedPushKindIsNoKey() throws {
        let xml = Self.popUp(
            cell: #"type="push" bezelStyle="texturedRounded" alignment="left" borderStyle="border" autoenablesItems="NO" selectedItem="i1""#,
            items: #"<menuItem title="Item 1" id="i1"/>"#).replacingOccurrences(of: #"<menu key="menu" id="m">"#, with: #"<menu key="menu" autoenablesItems="NO" id="m">"#)
        for schema in NibCompiler.Options.Schema.allCases {
            let archive = try AppleSchemaTests.archive(xml, schema: schema)
            let cell = try AppleSchemaTests.object("NSPopUpButtonCell", in: archive)
            #expect(cell["NSAutoenablesItems"] == nil, "\(schema)")
            let menu = try AppleSchemaTests.object("NSMenu", in: archive)
            #expect(menu[schema == .apple ? "NSNoAutoenable" : "NSAutoenablesItems"] == .bool(schema == .apple), "\(schema)")
            if schema == .apple { #expect(cell["NSType"] == nil) }
        }
    }

    @Test func aPopUpCellWithoutASelectionHasIndexMinusOneAndNoItem() throws {
        let cell = try Self.object("NSPopUpButtonCell", in: Self.popUp(cell: #"type="push" bezelStyle="rounded" borderStyle="borderAndBezel" inset="2""#, items: ""))
        #expect(cell["NSSelectedIndex"] == .integer(-1, width: 8))
        #expect(cell["NSMenuItem"] == .null)
    }

    /// The selected index is an integer as Apple's archiver writes any: as wide as its value
    /// needs (a later item's index in one byte), -1 in eight.
    @Test func aPopUpCellsSelectedIndexIsAsWideAsItsValue() throws {
        let items = #"<menuItem title="A" id="a"/><menuItem title="B" id="b"/><menuItem title="C" id="c"/>"#
        let cell = try Self.object("NSPopUpButtonCell", in: Self.popUp(cell: #"type="push" bezelStyle="rounded" selectedItem="c""#, items: items))
        #expect(cell["NSSelectedIndex"] == .integer(2, width: 1))
    }

    static let pullDown = popUp(
        cell: #"type="recessed" bezelStyle="recessed" imagePosition="left" alignment="left" controlSize="mini" lineBreakMode="truncatingTail" borderStyle="borderAndBezel" tag="-999" imageScaling="proportionallyDown" inset="2" pullsDown="YES" arrowPosition="noArrow" selectedItem="h""#,
        items: #"<menuItem title="A" tag="-999" hidden="YES" id="h"/><menuItem title="B" tag="3" id="b"/>"#)

    @Test func aPullDownWithoutAnArrowWritesNSPullDownAndNoArrowKeyAndTakesItsItemsTag() throws {
        let cell = try Self.object("NSPopUpButtonCell", in: Self.pullDown)
        #expect(cell["NSPullDown"] == .bool(true) && cell["NSPullsDown"] == nil)
        #expect(cell["NSArrowPosition"] == nil)
        #expect(cell["NSTag"] == nil)
        #expect(cell["NSAuxButtonType"] == .int(0))
    }

    @Test func aPopUpCellNeverKeepsATagOfItsOwn() throws {
        let items = #"<menuItem title="A" tag="1" id="a"/><menuItem title="B" tag="2" id="b"/>"#
        let cell = try Self.object("NSPopUpButtonCell", in: Self.popUp(cell: #"type="push" bezelStyle="rounded" tag="9" selectedItem="b""#, items: items))
        #expect(cell["NSTag"] == nil)
    }

    @Test func aPullDownsCellShowsItsFirstItemWhateverIsSelected() throws {
        let items = #"<menuItem title="Actions" hidden="YES" id="h"/><menuItem title="B" id="b"/><menuItem title="C" id="c"/>"#
        for (selection, index) in [(#" selectedItem="c""#, ArchiveValue.integer(2, width: 1)), ("", .integer(-1, width: 8))] {
            let xml = Self.popUp(cell: #"type="push" bezelStyle="rounded" pullsDown="YES""# + selection, items: items)
            let archive = try AppleSchemaTests.archive(xml, schema: .apple)
            let cell = try AppleSchemaTests.object("NSPopUpButtonCell", in: archive)
            let first = try AppKitTextViewTests.referenced(cell["NSMenuItem"], in: archive)
            #expect(AppKitPathControlTests.string(first["NSTitle"], in: archive) == "Actions")
            #expect(cell["NSSelectedIndex"] == index)
            for schema in NibCompiler.Options.Schema.allCases {
                let objects = try Fixture.topLevelObjects(xml, schema: schema)
                let button = try #require(objects.first { $0 is NSPopUpButton } as? NSPopUpButton)
                #expect((button.cell as? NSPopUpButtonCell)?.selectedItem?.title == "Actions", "\(schema)")
            }
        }
    }

    @Test func aPopUpCellLoadsAlikeFromBothSchemas() throws {
        for schema in NibCompiler.Options.Schema.allCases {
            let objects = try Fixture.topLevelObjects(Self.pullDown, schema: schema)
            let button = try #require(objects.first { $0 is NSPopUpButton } as? NSPopUpButton)
            let cell = try #require(button.cell as? NSPopUpButtonCell)
            #expect(cell.selectedItem?.title == "A", "\(schema)")
            #expect(cell.tag == -999, "\(schema)")
            #expect(cell.pullsDown == true && cell.arrowPosition == "noArrow", "\(schema)")
            #expect(cell.typeValue == "recessed" && cell.borderStyle == "borderAndBezel", "\(schema)")
            #expect(cell.selectedItem?.menu === (cell.menu as? NSMenu), "\(schema)")
            #expect((cell.menu as? NSMenu)?.items.count == 2, "\(schema)")
        }
    }

    @Test func contentHuggingIsArchivedWhereItDiffersFromTheViewsOwnDefault() throws {
        func hugging(_ xml: String, _ className: String) throws -> ArchiveValue? { try Self.object(className, in: Fixture.macOS(xml))["NSHuggingPriority"] }
        // A pop-up hugs vertically at 750 by itself: the document's 250 is written.
        let untouched = Self.popUp(cell: #"type="push" bezelStyle="rounded" borderStyle="borderAndBezel""#, hugging: "", items: "")
        #expect(try Self.object("NSPopUpButton", in: untouched)["NSHuggingPriority"] != nil)
        #expect(try Self.object("NSPopUpButton", in: Self.explicitFont)["NSHuggingPriority"] == nil)
        // A check box hugs at 250: a vertical 750 is written; a help button hugs at 750 both ways.
        let check = try hugging(#"<button verticalHuggingPriority="750" id="c"><rect key="frame" x="0" y="0" width="80" height="18"/><buttonCell key="cell" type="check" title="C" bezelStyle="regularSquare" imagePosition="left" id="cc"/></button>"#, "NSButton")
        #expect(check != nil)
        let help = try hugging(#"<button horizontalHuggingPriority="750" verticalHuggingPriority="750" id="h"><rect key="frame" x="0" y="0" width="21" height="21"/><buttonCell key="cell" type="help" bezelStyle="helpButton" id="hc"/></button>"#, "NSButton")
        #expect(help == nil)
        let stepper = try hugging(#"<stepper horizontalHuggingPriority="750" verticalHuggingPriority="750" id="s"><rect key="frame" x="0" y="0" width="19" height="28"/><stepperCell key="cell" id="sc"/></stepper>"#, "NSStepper")
        #expect(stepper == nil)
    }

    @Test func eachKindOfViewGetsAppKitsOwnHuggingBackWhereTheNibLeavesItOut() throws {
        let xml = Fixture.macOS("""
            <customView id="root"><rect key="frame" x="0" y="0" width="300" height="200"/>
                <subviews>
                    <button id="check"><rect key="frame" x="0" y="0" width="80" height="18"/><buttonCell key="cell" type="check" title="C" bezelStyle="regularSquare" imagePosition="left" id="cc"/></button>
                    <button horizontalHuggingPriority="750" verticalHuggingPriority="750" id="help"><rect key="frame" x="0" y="20" width="21" height="21"/><buttonCell key="cell" type="help" bezelStyle="helpButton" id="hc"/></button>
                    <button verticalHuggingPriority="750" id="push"><rect key="frame" x="0" y="50" width="80" height="32"/><buttonCell key="cell" type="push" title="P" bezelStyle="rounded" id="pc"/></button>
                    <popUpButton id="pop"><rect key="frame" x="0" y="90" width="100" height="25"/><popUpButtonCell key="cell" type="push" bezelStyle="rounded" borderStyle="borderAndBezel" id="popc"><menu key="menu" id="m"/></popUpButtonCell></popUpButton>
                </subviews>
            </customView>
            """)
        for schema in NibCompiler.Options.Schema.allCases {
            let objects = try Fixture.topLevelObjects(xml, schema: schema)
            let root = try #require(objects.first { $0 is NSView } as? NSView)
            let priorities = root.subviews.map(\.contentHuggingPriority)
            #expect(priorities == [CGSize(width: 250, height: 250), CGSize(width: 750, height: 750), CGSize(width: 250, height: 750), CGSize(width: 250, height: 250)], "\(schema)")
        }
    }

    @Test func anUntitledMenuHasAnEmptyTitleAndOneThatDoesNotAutoenableSaysNSNoAutoenable() throws {
        let xml = Fixture.macOS(#"<menu autoenablesItems="NO" id="m"><items><menuItem title="X" state="on" id="x"/></items></menu>"#)
        let menu = try Self.object("NSMenu", in: xml)
        #expect(menu["NSNoAutoenable"] == .bool(true) && menu["NSAutoenablesItems"] == nil)
        if case .object? = menu["NSTitle"] {} else { Issue.record("no NSTitle") }
        for schema in NibCompiler.Options.Schema.allCases {
            let objects = try Fixture.topLevelObjects(xml, schema: schema)
            let loaded = try #require(objects.first { $0 is NSMenu } as? NSMenu)
            #expect(loaded.autoenablesItems == false && loaded.title == "", "\(schema)")
            #expect(loaded.items.first?.state == "on", "\(schema)")
        }
    }

    @Test func aMenuItemsRepresentedObjectIsAnObjectUnderNSRepObject() throws {
        let xml = Self.popUp(cell: #"type="push" bezelStyle="rounded" alignment="left" borderStyle="borderAndBezel" selectedItem="i1""#, items: """
            <menuItem title="Any" state="on" id="i1"><integer key="representedObject" value="2"/></menuItem>
            <menuItem title="Named" id="i2"><string key="representedObject">name</string></menuItem>
            """)
        let archive = try AppleSchemaTests.archive(xml, schema: .apple)
        let items = archive.objects.filter { $0.className == "NSMenuItem" }
        #expect(items.allSatisfy { $0["NSRepresentedObject"] == nil })
        let represented = items.map { item -> ArchivedObject? in
            guard case .object(let index)? = item["NSRepObject"] else { return nil }
            return archive.objects[index]
        }
        #expect(represented.map { $0?.className } == ["NSNumber", "NSString"])
        #expect(represented.first??["NS.intval"].map(AppKitSliderStepperAndSearchFieldTests.integer) == 2)
    }
}
