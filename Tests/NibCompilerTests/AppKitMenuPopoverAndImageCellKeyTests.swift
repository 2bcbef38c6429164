import Foundation
import NibArchive
import NibCompiler
import NibDocument
import NibLoading
import NibTestSupport
import Testing

/// Compiles `objects` (inside a macOS document) with `schema`.
private func compiled(_ objects: String, schema: NibCompiler.Options.Schema = .apple) throws -> KeyedArchive {
    try AppleSchemaTests.archive(Fixture.macOS(objects), schema: schema)
}

/// The first object of `className` in `archive`, loaded by NibKit's object library.
private func loaded<T>(_ className: String, as type: T.Type, from archive: KeyedArchive) throws -> T {
    try #require(loadedAll(className, as: type, from: archive).first, "no \(className)")
}

/// Every object of `className` in the archive, decoded by NibKit's object library.
private func loadedAll<T>(_ className: String, as type: T.Type, from archive: KeyedArchive) -> [T] {
    let decoder = NibDecoder(archive: archive, resolver: ClassResolver(library: ObjectLibrary.classes), proxies: [:])
    return archive.objects.indices.filter { archive.objects[$0].className == className }.compactMap { decoder.objectReference(at: $0) as? T }
}

/// Menus and menu items under NSMenu's and NSMenuItem's own keys (Cappuccino's nib2cib
/// `NSMenu.j` and `NSMenuItem.j`, which read Apple-compiled nibs).
@Suite struct AppKitMenuKeyTests {
    static let menu = """
        <menu title="M" showsStateColumn="NO" id="m">
            <items>
                <menuItem title="Indented" indentationLevel="2" keyEquivalent="'" localization="NO" mirroring="NO" id="i"/>
                <menuItem title="Plain" id="j"/>
            </items>
        </menu>
        """

    @Test func aMenuItemsIndentationLevelIsNSIndent() throws {
        let archive = try compiled(Self.menu)
        let item = try #require(archive.objects.first { $0.className == "NSMenuItem" && $0["NSIndent"] != nil })
        #expect(item["NSIndent"] == .int(2))
        #expect(item["NSIndentationLevel"] == nil)
        #expect(try compiled(Self.menu, schema: .compact).objects.contains { $0["NSIndentationLevel"] == .int(2) })
    }

    @Test func aMenuItemsStateIsItsNumberAsWideAsApplesWriterMakesIt() throws {
        let archive = try compiled("""
            <menu title="M" id="m"><items>
                <menuItem title="On" state="on" id="on"/>
                <menuItem title="Mixed" state="mixed" id="mixed"/>
                <menuItem title="Off" state="off" id="off"/>
            </items></menu>
            """)
        let items = archive.objects.filter { $0.className == "NSMenuItem" }
        // Off is no key; mixed, -1, is eight bytes wide, as every negative integer.
        #expect(items.map { $0["NSState"] } == [.integer(1, width: 1), .integer(-1, width: 8), nil])
    }

    @Test func aKeyEquivalentKeptFromLocalizationAndMirroringTurnsOffNSMenuItemsSwitches() throws {
        let items = try compiled(Self.menu).objects.filter { $0.className == "NSMenuItem" }
        #expect(items.count == 2)
        let kept = try #require(items.first { $0["NSIndent"] != nil })
        #expect(kept["NSAllowsKeyEquivalentLocalization"] == .bool(false))
        #expect(kept["NSAllowsKeyEquivalentMirroring"] == .bool(false))
        #expect(kept["NSLocalization"] == nil && kept["NSMirroring"] == nil)
        let plain = try #require(items.first { $0["NSIndent"] == nil })
        #expect(plain["NSAllowsKeyEquivalentLocalization"] == .bool(true))
        #expect(plain["NSAllowsKeyEquivalentMirroring"] == .bool(true))
    }

    @Test func bothSchemasLoadAMenuItemsIndentationLocalizationAndMirroringAlike() throws {
        for schema in [NibCompiler.Options.Schema.apple, .compact] {
            let item = try loaded("NSMenuItem", as: NSMenuItem.self, from: try compiled(Self.menu, schema: schema))
            #expect(item.indentationLevel == 2, "\(schema)")
            #expect(item.localization == false && item.mirroring == false, "\(schema)")
        }
    }

    @Test func aMenuWithoutAStateColumnExcludesTheMarkColumn() throws {
        let menu = try AppleSchemaTests.object("NSMenu", in: try compiled(Self.menu))
        #expect(menu["NSMenuExcludeMarkColumn"] == .bool(true))
        #expect(menu["NSShowsStateColumn"] == nil)
        let shown = try AppleSchemaTests.object("NSMenu", in: try compiled(#"<menu title="M" id="m"><items/></menu>"#))
        #expect(shown["NSMenuExcludeMarkColumn"] == nil)
    }
}

/// Popovers under NSPopover's own keys (Cappuccino's nib2cib `NSPopover.j`).
@Suite struct AppKitPopoverKeyTests {
    @Test func aPopoversAndADrawersKeysAreNotGuesses() throws {
        let document = try DocumentReader().read(data: Data(Fixture.macOS(#"<popover behavior="t" id="p"/><drawer trailingOffset="15" id="d"/>"#).utf8), file: "Test.xib")
        let nib = try NibCompiler(options: .init(recordsAttributeUses: true, schema: .apple)).compile(document)
        #expect(!nib.invented("NSBehavior", forElement: "popover"))
        #expect(!nib.invented("NSTrailingOffset", forElement: "drawer"))
    }

    @Test func aTransientPopoversBehaviorIsTheNumberOne() throws {
        let archive = try compiled(#"<popover behavior="t" id="p"/>"#)
        #expect(try AppleSchemaTests.object("NSPopover", in: archive)["NSBehavior"] == .int(1))
        for schema in [NibCompiler.Options.Schema.apple, .compact] {
            let popover = try loaded("NSPopover", as: NSPopover.self, from: try compiled(#"<popover behavior="t" id="p"/>"#, schema: schema))
            #expect(popover.behavior == "t", "\(schema)")
        }
    }
}

/// Image cells: the alignment is only AppKit's `NSAlign` number (Cappuccino's nib2cib `NSImageView.j`).
@Suite struct AppKitImageCellAlignmentTests {
    static let imageView = """
        <imageView id="v"><rect key="frame" x="0" y="0" width="48" height="48"/>
            <imageCell key="cell" refusesFirstResponder="YES" alignment="left" imageAlignment="topLeft" imageScaling="proportionallyDown" id="c"/>
        </imageView>
        """

    @Test func anImageCellsAlignmentIsNSAlignOnly() throws {
        let cell = try AppleSchemaTests.object("NSImageCell", in: try compiled(Self.imageView))
        #expect(cell["NSAlign"] == .int(2))
        #expect(cell["NSImageAlignment"] == nil)
        // (NibKit's compact schema keeps the name; both load the same alignment.)
        for schema in [NibCompiler.Options.Schema.apple, .compact] {
            let loadedCell = try loaded("NSImageCell", as: NSImageCell.self, from: try compiled(Self.imageView, schema: schema))
            #expect(loadedCell.imageAlignment == "topLeft", "\(schema)")
        }
    }
}

/// Controllers, sort descriptors, columns and collection views under the keys decoders of Apple's
/// nibs read (Cappuccino's nib2cib, GNUstep libs-gui's `NSTreeController.m`).
@Suite struct AppKitControllerKeyTests {
    static let objects = """
        <treeController objectClassName="Entry" automaticallyPreparesContent="YES" childrenKeyPath="children" leafKeyPath="isLeaf" countKeyPath="count" avoidsEmptySelection="NO" id="t"/>
        <arrayController objectClassName="Item" automaticallyPreparesContent="YES" preservesSelection="NO" id="a"/>
        <tableView id="tv"><rect key="frame" x="0" y="0" width="100" height="100"/>
            <tableColumns>
                <tableColumn identifier="c" width="40" minWidth="10" maxWidth="100" headerToolTip="Tip" id="tc">
                    <tableHeaderCell key="headerCell" lineBreakMode="truncatingTail" alignment="left" title="C" id="th"/>
                    <textFieldCell key="dataCell" lineBreakMode="truncatingTail" alignment="left" title="Text" id="dc"/>
                    <sortDescriptor key="sortDescriptorPrototype" selector="caseInsensitiveCompare:" sortKey="name"/>
                </tableColumn>
            </tableColumns>
        </tableView>
        """

    @Test func aTreeControllersKeyPathsAreItsTreeContentKeys() throws {
        for schema in [NibCompiler.Options.Schema.apple, .compact] {
            let archive = try compiled(Self.objects, schema: schema)
            let tree = try AppleSchemaTests.object("NSTreeController", in: archive)
            for key in ["NSTreeContentChildrenKey", "NSTreeContentLeafKey", "NSTreeContentCountKey"] { #expect(tree[key] != nil, "\(key) \(schema)") }
            for key in ["NSChildrenKeyPath", "NSLeafKeyPath", "NSCountKeyPath"] { #expect(tree[key] == nil, "\(key) \(schema)") }
            let controller = try loaded("NSTreeController", as: NSTreeController.self, from: archive)
            #expect(controller.childrenKeyPath == "children" && controller.leafKeyPath == "isLeaf", "\(schema)")
        }
    }

    @Test func aControllersSwitchesAreWrittenOnlyWhenOnTheDefaultOnesWhereTheDocumentSaysNothing() throws {
        let objects = Self.objects + #"<objectController editable="NO" id="o"/>"#
        for schema in [NibCompiler.Options.Schema.apple, .compact] {
            let archive = try compiled(objects, schema: schema)
            let array = try AppleSchemaTests.object("NSArrayController", in: archive)
            for key in ["NSEditable", "NSAutomaticallyPreparesContent", "NSAvoidsEmptySelection", "NSSelectsInsertedObjects", "NSClearsFilterPredicateOnInsertion", "NSFilterRestrictsInsertion"] {
                #expect(array[key] == .bool(true), "\(key) \(schema)")
            }
            for key in ["NSPreservesSelection", "NSAutomaticallyRearrangesObjects", "NSAlwaysUsesMultipleValuesMarker"] { #expect(array[key] == nil, "\(key) \(schema)") }
            let tree = try AppleSchemaTests.object("NSTreeController", in: archive)
            #expect(tree["NSAvoidsEmptySelection"] == nil && tree["NSPreservesSelection"] == .bool(true) && tree["NSClearsFilterPredicateOnInsertion"] == nil, "\(schema)")
            let object = try AppleSchemaTests.object("NSObjectController", in: archive)
            #expect(object["NSEditable"] == nil, "\(schema)")
            // Loaded as AppKit reads them: a missing switch is off.
            let arrayController = try loaded("NSArrayController", as: NSArrayController.self, from: archive)
            #expect(arrayController.isEditable && arrayController.avoidsEmptySelection && !arrayController.preservesSelection, "\(schema)")
            #expect(try !loaded("NSObjectController", as: NSObjectController.self, from: archive).isEditable, "\(schema)")
        }
    }

    @Test func aUserDefaultsControllerOfItsOwnAppliesImmediatelyUnlessItSaysNot() throws {
        let objects = """
            <userDefaultsController representsSharedInstance="YES" id="shared"/>
            <userDefaultsController id="own"/>
            <userDefaultsController appliesImmediately="NO" id="deferred"/>
            """
        for schema in [NibCompiler.Options.Schema.apple, .compact] {
            let archive = try compiled(objects, schema: schema)
            let controllers = archive.objects.filter { $0.className == "NSUserDefaultsController" }
            #expect(controllers.map { $0["NSAppliesImmediately"] } == [nil, .bool(true), nil], "\(schema)")
            let loaded = loadedAll("NSUserDefaultsController", as: NSUserDefaultsController.self, from: archive)
            #expect(loaded.map(\.appliesImmediately) == [true, true, false], "\(schema)")
        }
    }

    @Test func controllerSortDescriptorAndColumnKeysDecodersOfApplesNibsReadAreNotGuesses() throws {
        let document = try DocumentReader().read(data: Data(Fixture.macOS(Self.objects).utf8), file: "Test.xib")
        let nib = try NibCompiler(options: .init(recordsAttributeUses: true, schema: .apple)).compile(document)
        let keys = [
            ("treeController", "NSObjectClassName"), ("treeController", "NSAutomaticallyPreparesContent"), ("treeController", "NSAvoidsEmptySelection"),
            ("arrayController", "NSObjectClassName"), ("arrayController", "NSAutomaticallyPreparesContent"), ("arrayController", "NSPreservesSelection"),
            ("tableColumn", "NSHeaderToolTip"), ("sortDescriptor", "NSSelector"),
        ]
        for (element, key) in keys { #expect(!nib.invented(key, forElement: element), "\(element).\(key)") }
    }

    @Test func aCollectionViewsGridLimitsAreItsGridRowsAndColumns() throws {
        let xml = #"<collectionView maxNumberOfRows="2" maxNumberOfColumns="3" id="cv"><rect key="frame" x="0" y="0" width="100" height="100"/></collectionView>"#
        let view = try AppleSchemaTests.object("NSCollectionView", in: try compiled(xml))
        #expect(view["NSMaxNumberOfGridRows"] == .int(2) && view["NSMaxNumberOfGridColumns"] == .int(3))
        #expect(view["NSMaxNumberOfRows"] == nil && view["NSMaxNumberOfColumns"] == nil)
    }

    @Test func aCollectionViewFlowLayoutsSpacingsAreDoubles() throws {
        let xml = """
            <collectionView selectable="YES" id="cv"><rect key="frame" x="0" y="0" width="100" height="100"/>
                <collectionViewFlowLayout key="collectionViewLayout" minimumInteritemSpacing="4" minimumLineSpacing="10" id="layout">
                    <size key="itemSize" width="32" height="32"/>
                </collectionViewFlowLayout>
            </collectionView>
            """
        let layout = try AppleSchemaTests.object("NSCollectionViewFlowLayout", in: try compiled(xml))
        #expect(layout["NSMinimumInteritemSpacing"] == .double(4) && layout["NSMinimumLineSpacing"] == .double(10))
    }
}

/// A tab view item's image from a catalog: the catalog is the image resource's, as with menu
/// items, segments and toolbar items.
@Suite struct AppKitTabViewItemImageTests {
    static let tabView = """
        <tabView id="tv"><rect key="frame" x="0" y="0" width="200" height="200"/>
            <tabViewItems>
                <tabViewItem label="General" identifier="general" image="gearshape" catalog="system" id="ti">
                    <view key="view" id="v"><rect key="frame" x="0" y="0" width="180" height="160"/></view>
                </tabViewItem>
            </tabViewItems>
        </tabView>
        """

    @Test func aTabViewItemsImageCatalogIsItsImageResourcesOnly() throws {
        let archive = try compiled(Self.tabView)
        let item = try AppleSchemaTests.object("NSTabViewItem", in: archive)
        #expect(item["NSCatalog"] == nil)
        guard case .object(let image)? = item["NSImage"] else { Issue.record("no image"); return }
        #expect(archive.string("NSCatalogName", of: image) == "system")
        for schema in [NibCompiler.Options.Schema.apple, .compact] {
            let loadedItem = try loaded("NSTabViewItem", as: NSTabViewItem.self, from: try compiled(Self.tabView, schema: schema))
            #expect(loadedItem.catalog == "system", "\(schema)")
        }
    }
}

/// A button's or image view's image from a catalog: the catalog is the image resource's.
@Suite struct AppKitCellImageCatalogTests {
    static let controls = """
        <button id="b"><rect key="frame" x="0" y="0" width="40" height="40"/>
            <buttonCell key="cell" type="bevel" bezelStyle="rounded" image="arrow.clockwise" catalog="system" imagePosition="overlaps" alignment="center" imageScaling="proportionallyDown" inset="2" id="bc">
                <behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/>
                <font key="font" metaFont="system"/>
            </buttonCell>
        </button>
        <imageView id="iv"><rect key="frame" x="0" y="50" width="40" height="40"/>
            <imageCell key="cell" refusesFirstResponder="YES" alignment="left" imageScaling="proportionallyDown" image="arrow.clockwise" catalog="system" id="ic"/>
        </imageView>
        """

    @Test func aCellsImageCatalogIsItsImageResourcesOnly() throws {
        let archive = try compiled(Self.controls)
        for (className, imageKey) in [("NSButtonCell", "NSNormalImage"), ("NSImageCell", "NSContents")] {
            let cell = try AppleSchemaTests.object(className, in: archive)
            #expect(cell["NSCatalog"] == nil, "\(className)")
            guard case .object(let image)? = cell[imageKey] else { Issue.record("no image in \(className)"); continue }
            #expect(archive.string("NSCatalogName", of: image) == "system", "\(className)")
        }
        for schema in [NibCompiler.Options.Schema.apple, .compact] {
            let cell = try loaded("NSButtonCell", as: NSButtonCell.self, from: try compiled(Self.controls, schema: schema))
            #expect(cell.catalog == "system", "\(schema)")
        }
    }
}

/// A button cell's alternate title is its alternate contents, as its title is its contents
/// (Cappuccino's nib2cib `NSButton.j`).
@Suite struct AppKitButtonAlternateTitleTests {
    static let controls = """
        <button id="b"><rect key="frame" x="0" y="0" width="40" height="40"/>
            <buttonCell key="cell" type="push" title="A" alternateTitle="Alt" bezelStyle="rounded" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="bc">
                <behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/>
                <font key="font" metaFont="system"/>
            </buttonCell>
        </button>
        <popUpButton id="p"><rect key="frame" x="0" y="40" width="100" height="25"/>
            <popUpButtonCell key="cell" type="push" title="X" alternateTitle="Other" bezelStyle="rounded" alignment="left" lineBreakMode="truncatingTail" borderStyle="borderAndBezel" imageScaling="proportionallyDown" inset="2" id="pc">
                <behavior key="behavior" lightByBackground="YES" lightByGray="YES"/>
                <font key="font" metaFont="menu"/>
                <menu key="menu" id="m"><items><menuItem title="X" id="mi"/></items></menu>
            </popUpButtonCell>
        </popUpButton>
        """

    @Test func aButtonCellsAlternateTitleIsItsAlternateContents() throws {
        let archive = try compiled(Self.controls)
        for (className, title) in [("NSButtonCell", "Alt"), ("NSPopUpButtonCell", "Other")] {
            let index = try #require(archive.objects.firstIndex { $0.className == className })
            #expect(archive.objects[index]["NSAlternateTitle"] == nil, "\(className)")
            #expect(archive.string("NSAlternateContents", of: index) == title, "\(className)")
        }
        for schema in [NibCompiler.Options.Schema.apple, .compact] {
            let cell = try loaded("NSPopUpButtonCell", as: NSPopUpButtonCell.self, from: try compiled(Self.controls, schema: schema))
            #expect(cell.alternateTitle == "Other", "\(schema)")
        }
    }
}

/// A level indicator cell's value is `NSValue`, as a slider's or stepper's is (Cappuccino's
/// nib2cib `NSLevelIndicator.j`).
@Suite struct AppKitLevelIndicatorValueTests {
    @Test func aLevelIndicatorCellsValueIsNSValue() throws {
        let archive = try compiled("""
            <levelIndicator verticalHuggingPriority="750" id="li"><rect key="frame" x="0" y="0" width="96" height="18"/>
                <levelIndicatorCell key="cell" alignment="left" doubleValue="2" maxValue="5" warningValue="4" criticalValue="5" levelIndicatorStyle="rating" id="lic"/>
            </levelIndicator>
            """)
        let cell = try AppleSchemaTests.object("NSLevelIndicatorCell", in: archive)
        #expect(cell["NSValue"] == .double(2))
        #expect(cell["NSDoubleValue"] == nil)
    }
}

/// A token field cell's style is the number of `NSTokenField.TokenStyle` (Cappuccino's nib2cib `NSTokenField.j`).
@Suite struct AppKitTokenFieldStyleTests {
    @Test func aTokenFieldCellsStyleIsANumber() throws {
        let archive = try compiled("""
            <tokenField verticalHuggingPriority="750" id="tf"><rect key="frame" x="0" y="0" width="96" height="22"/>
                <tokenFieldCell key="cell" selectable="YES" editable="YES" borderStyle="bezel" alignment="left" drawsBackground="YES" tokenStyle="squared" id="tfc">
                    <font key="font" metaFont="system"/>
                </tokenFieldCell>
            </tokenField>
            """)
        #expect(try AppleSchemaTests.object("NSTokenFieldCell", in: archive)["NSTokenStyle"] == .int(3))
    }
}

/// Drawers as viraptor/ibtool's `drawer.py` writes them against Apple's nibs.
@Suite struct AppKitDrawerTests {
    @Test func aDrawersOffsetsAreDoublesAndItsEdgeAndNilOutletsAreAlwaysArchived() throws {
        let drawer = try AppleSchemaTests.object("NSDrawer", in: try compiled(#"<drawer trailingOffset="15" id="d"><size key="contentSize" width="100" height="150"/></drawer>"#))
        #expect(drawer["NSTrailingOffset"] == .double(15) && drawer["NSLeadingOffset"] == .double(0))
        #expect(drawer["NSPreferredEdge"] == .int(2))
        for key in ["NSDelegate", "NSNextResponder", "NSNibTouchBar", "NSParentWindow"] { #expect(drawer[key] == .null, "\(key)") }
        let minY = try AppleSchemaTests.object("NSDrawer", in: try compiled(#"<drawer preferredEdge="minY" id="d"/>"#))
        #expect(minY["NSPreferredEdge"] == .int(1) && minY["NSTrailingOffset"] == nil)
        // (NibKit's compact schema writes the same keys: its loader keeps a drawer's keys as they are.)
        let compact = try AppleSchemaTests.object("NSDrawer", in: try compiled(#"<drawer trailingOffset="15" id="d"/>"#, schema: .compact))
        #expect(compact["NSTrailingOffset"] == .double(15) && compact["NSLeadingOffset"] == .double(0) && compact["NSPreferredEdge"] == .int(2))
    }
}

/// A switch, a control without a cell, carries NSControl's keys itself, as a colour well does.
@Suite struct AppKitSwitchControlKeyTests {
    static let switches = """
        <switch horizontalHuggingPriority="750" verticalHuggingPriority="750" controlSize="mini" baseWritingDirection="leftToRight" alignment="left" translatesAutoresizingMaskIntoConstraints="NO" id="sw">
            <rect key="frame" x="0" y="0" width="42" height="25"/>
        </switch>
        """

    @Test func aSwitchsAlignmentWritingDirectionAndSizeAreNSControlsNumbers() throws {
        let archive = try compiled(Self.switches)
        let control = try AppleSchemaTests.object("NSSwitch", in: archive)
        #expect(control["NSControlTextAlignment"] == .int(0) && control["NSControlWritingDirection"] == .int(0))
        #expect(control["NSControlSize"] == .int(2) && control["NSEnabled"] == .bool(true) && control["NSControlSendActionMask"] == .int(4))
        #expect(control["NSAlignment"] == nil && control["NSBaseWritingDirection"] == nil)
        for schema in [NibCompiler.Options.Schema.apple, .compact] {
            let loadedSwitch = try loaded("NSSwitch", as: NSSwitch.self, from: try compiled(Self.switches, schema: schema))
            #expect(loadedSwitch.alignment == "left" && loadedSwitch.baseWritingDirection == "leftToRight" && loadedSwitch.controlSize == "mini", "\(schema)")
        }
    }

    @Test func aSwitchsStateIsNSControlsStateNumber() throws {
        let on = Self.switches.replacingOccurrences(of: #"id="sw""#, with: #"state="on" id="sw""#)
        #expect(try AppleSchemaTests.object("NSSwitch", in: compiled(on))["NSState"] == .int(1))
        #expect(try AppleSchemaTests.object("NSSwitch", in: compiled(Self.switches))["NSState"] == nil)
        for schema in [NibCompiler.Options.Schema.apple, .compact] {
            #expect(try loaded("NSSwitch", as: NSSwitch.self, from: compiled(on, schema: schema)).state == "on", "\(schema)")
        }
    }
}

