import Foundation
import NibArchive
import NibCompiler
import NibDocument
import NibLoading
import NibTestSupport
import Testing

/// Focus rings and boxes' colours compile as the ibtool pairs have them
/// (`securetextfield`, `scrollview_table`, `bevel_rounded_flags`, `test_box_colors`), and that
/// both schemas load them alike.
@Suite struct AppKitFocusRingAndBoxTests {
    static let views = Fixture.macOS("""
        <scrollView focusRingType="none" id="sv"><rect key="frame" x="0" y="0" width="200" height="100"/>
            <autoresizingMask key="autoresizingMask"/>
            <clipView key="contentView" id="cv"><rect key="frame" x="1" y="1" width="198" height="98"/></clipView>
        </scrollView>
        <textField focusRingType="none" id="plain"><rect key="frame" x="0" y="120" width="100" height="21"/>
            <textFieldCell key="cell" title="A" id="plainCell"/>
        </textField>
        <button focusRingType="none" id="b"><rect key="frame" x="0" y="150" width="50" height="16"/>
            <buttonCell key="cell" type="bevel" title="T" bezelStyle="rounded" focusRingType="none" id="bCell"/>
        </button>
        """)

    static func loaded<T>(_ schema: NibCompiler.Options.Schema, _ type: T.Type) throws -> [T] {
        try AppKitColumnAndScrollerTests.loaded(Self.views, schema: schema, type)
    }

    @Test func aViewWithoutACellKeepsNoFocusRingInItsViewFlags() throws {
        let archive = try AppleSchemaTests.archive(Self.views, schema: .apple)
        let scroll = try #require(archive.objects.first { $0.className == "NSScrollView" })
        #expect(scroll["NSFocusRingType"] == nil)
        guard case .integer(let flags, _)? = scroll["NSvFlags"] else { Issue.record("no NSvFlags"); return }
        #expect(flags & 0x3000 == 0x1000)
        for schema in NibCompiler.Options.Schema.allCases {
            #expect(try Self.loaded(schema, NSScrollView.self).first?.focusRingType == "none", "\(schema)")
        }
    }

    @Test func aViewWithoutACellKeepsAnExteriorFocusRingInItsViewFlags() throws {
        let xml = Self.views.replacingOccurrences(of: #"<scrollView focusRingType="none""#, with: #"<scrollView focusRingType="exterior""#)
        let scroll = try AppleSchemaTests.object("NSScrollView", in: AppleSchemaTests.archive(xml, schema: .apple))
        #expect(scroll["NSFocusRingType"] == nil)
        guard case .integer(let flags, _)? = scroll["NSvFlags"] else { Issue.record("no NSvFlags"); return }
        #expect(flags & 0x3000 == 0x2000)
        for schema in NibCompiler.Options.Schema.allCases {
            #expect(try AppKitColumnAndScrollerTests.loaded(xml, schema: schema, NSScrollView.self).first?.focusRingType == "exterior", "\(schema)")
        }
    }

    @Test func aControlsFocusRingIsItsCells() throws {
        for schema in NibCompiler.Options.Schema.allCases {
            let archive = try AppleSchemaTests.archive(Self.views, schema: schema)
            let controls = archive.objects.filter { ["NSTextField", "NSButton"].contains($0.className) }
            #expect(controls.count == 2 && controls.allSatisfy { $0["NSFocusRingType"] == nil }, "\(schema)")
            let fields = try Self.loaded(schema, NSTextField.self)
            // The text field's cell names no ring, so neither does the field, as AppKit loads ibtool's nib.
            #expect(fields.count == 1 && fields[0].focusRingType == nil, "\(schema)")
            let buttons = try Self.loaded(schema, NSButton.self)
            #expect(buttons.count == 1 && buttons[0].focusRingType == "none" && buttons[0].cell?.focusRingType == "none", "\(schema)")
        }
    }

    @Test func aCellsFocusRingIsInItsSecondFlagWordWithApplesSchema() throws {
        let archive = try AppleSchemaTests.archive(Self.views, schema: .apple)
        let cell = try #require(archive.objects.first { $0.className == "NSButtonCell" })
        #expect(cell["NSFocusRingType"] == nil)
        guard case .integer(let flags, _)? = cell["NSCellFlags2"] else { Issue.record("no NSCellFlags2"); return }
        #expect(flags & 0x1_8000 == 0x8000)
        #expect(AppKitFocusRing.name(cellFlags2: Int(flags)) == "none" && AppKitFocusRing.name(cellFlags2: 0x1_0000) == "exterior")
    }

    static let boxes = Fixture.macOS("""
        <box title="Plain" id="plain"><rect key="frame" x="0" y="0" width="100" height="60"/>
            <view key="contentView" id="pc"><rect key="frame" x="2" y="2" width="96" height="43"/></view>
            <color key="borderColor" white="0.0" alpha="0.42" colorSpace="calibratedWhite"/>
            <color key="fillColor" white="0.0" alpha="0.0" colorSpace="calibratedWhite"/>
        </box>
        <box boxType="custom" title="Custom" id="custom"><rect key="frame" x="0" y="70" width="100" height="60"/>
            <view key="contentView" id="cc"><rect key="frame" x="1" y="1" width="98" height="58"/></view>
            <color key="borderColor" white="0.0" alpha="0.42" colorSpace="calibratedWhite"/>
            <color key="fillColor" white="0.5" alpha="1" colorSpace="calibratedWhite"/>
        </box>
        """)

    @Test func onlyACustomBoxHasBorderAndFillColours() throws {
        for schema in NibCompiler.Options.Schema.allCases {
            let archive = try AppleSchemaTests.archive(Self.boxes, schema: schema)
            let boxes = archive.objects.filter { $0.className == "NSBox" }
            #expect(boxes.count == 2, "\(schema)")
            // Apple's schema names a custom box's colours as AppKit's NSBox coder does, with a 2.
            let (fill, border) = schema == .apple ? ("NSFillColor2", "NSBorderColor2") : ("NSFillColor", "NSBorderColor")
            #expect(boxes.filter { $0[fill] != nil && $0[border] != nil }.count == 1, "\(schema)")
            #expect(boxes.allSatisfy { $0[schema == .apple ? "NSFillColor" : "NSFillColor2"] == nil }, "\(schema)")
            let loaded = try AppKitColumnAndScrollerTests.loaded(Self.boxes, schema: schema, NSBox.self)
            #expect(loaded.map { $0.fillColor == nil } == [true, false], "\(schema)")
        }
        // A custom box's border width and corner radius are its own too, named with a 2 in Apple's schema.
        let drawn = Fixture.macOS("""
            <box boxType="custom" borderWidth="2" cornerRadius="5" title="Custom" id="custom"><rect key="frame" x="0" y="0" width="100" height="60"/>
                <view key="contentView" id="cc"><rect key="frame" x="2" y="2" width="96" height="56"/></view>
            </box>
            """)
        let appleBox = try AppleSchemaTests.object("NSBox", in: AppleSchemaTests.archive(drawn, schema: .apple))
        // Both CGFloats: doubles, even where the document writes a whole number.
        #expect(appleBox["NSBorderWidth2"] == .double(2) && appleBox["NSCornerRadius2"] == .double(5))
        #expect(appleBox["NSBorderWidth"] == nil && appleBox["NSCornerRadius"] == nil)
        for schema in NibCompiler.Options.Schema.allCases {
            let box = try #require(try AppKitColumnAndScrollerTests.loaded(drawn, schema: schema, NSBox.self).first)
            #expect(box.borderWidth == 2 && box.cornerRadius == 5, "\(schema)")
        }
        // A compiled box whose colours ibtool drops archives no colour objects at all.
        let archive = try AppleSchemaTests.archive(Self.boxes, schema: .apple)
        #expect(archive.keepingReachableObjects().archive.objects.count == archive.objects.count)
    }

    @Test func aTransparentBoxIsFullyTransparentWithItsOlderSwitchOffInApplesSchema() throws {
        let xml = Fixture.macOS("""
            <box transparent="YES" title="Clear" id="clear"><rect key="frame" x="0" y="0" width="100" height="60"/>
                <view key="contentView" id="cc"><rect key="frame" x="0" y="0" width="100" height="48"/></view>
            </box>
            <box title="Plain" id="plain"><rect key="frame" x="0" y="70" width="100" height="60"/>
                <view key="contentView" id="pc"><rect key="frame" x="0" y="0" width="100" height="48"/></view>
            </box>
            """)
        let archive = try AppleSchemaTests.archive(xml, schema: .apple)
        let boxes = archive.objects.filter { $0.className == "NSBox" }
        #expect(boxes.map { $0["NSTransparent"] } == [.bool(false), .bool(false)])
        #expect(boxes.map { $0["NSFullyTransparent"] } == [.bool(true), nil])
        for schema in NibCompiler.Options.Schema.allCases {
            let loaded = try AppKitColumnAndScrollerTests.loaded(xml, schema: schema, NSBox.self)
            #expect(loaded.map { $0.transparent == true } == [true, false], "\(schema)")
        }
    }

    @Test func aPrimaryBoxsContentViewIsWhereAppKitLaysItOutWhateverItsBorder() throws {
        let xml = Fixture.macOS("""
            <box borderType="line" title="Titled" id="titled"><rect key="frame" x="0" y="0" width="100" height="100"/>
                <view key="contentView" id="tc"><rect key="frame" x="1" y="1" width="98" height="84"/></view>
            </box>
            <box borderType="line" title="Box" titlePosition="noTitle" id="untitled"><rect key="frame" x="0" y="120" width="100" height="100"/>
                <view key="contentView" id="uc"><rect key="frame" x="1" y="1" width="98" height="98"/></view>
            </box>
            <box boxType="oldStyle" borderType="line" title="Box" titlePosition="noTitle" id="old"><rect key="frame" x="0" y="240" width="100" height="100"/>
                <view key="contentView" id="oc"><rect key="frame" x="1" y="1" width="98" height="98"/></view>
            </box>
            """)
        let compiled = try NibCompiler().compile(DocumentReader().read(data: Data(xml.utf8), file: "Test.xib"))
        func frame(_ id: String) throws -> String? {
            let index = try #require(compiled.objectIndexes[id])
            return compiled.archive.string("NSFrame", of: index) ?? compiled.archive.string("NSFrameSize", of: index)
        }
        #expect(try frame("tc") == "{100, 88}")
        #expect(try frame("uc") == "{{4, 5}, {92, 92}}")
        // An old-style box keeps the document's frame.
        #expect(try frame("oc") == "{{1, 1}, {98, 98}}")
    }

    @Test func aViewsUserGuidesAreInterfaceBuildersOwnAndNotArchived() throws {
        for schema in NibCompiler.Options.Schema.allCases {
            let archive = try AppleSchemaTests.archive(Fixture.macOS("""
                <customView id="top"><rect key="frame" x="0" y="0" width="200" height="100"/>
                    <userGuides>
                        <userLayoutGuide location="30" affinity="minX"/>
                        <userLayoutGuide location="89.5" affinity="minY"/>
                    </userGuides>
                </customView>
                """), schema: schema)
            #expect(!archive.objects.contains { $0["NSUserGuides"] != nil || $0.className == "NSUserLayoutGuide" }, "\(schema)")
        }
    }

    @Test func aViewsMetadataAndInheritedAppearanceAreNotArchived() throws {
        for schema in NibCompiler.Options.Schema.allCases {
            let archive = try AppleSchemaTests.archive(Fixture.macOS("""
                <visualEffectView appearanceType="inheritedVibrantLight" blendingMode="behindWindow" material="sidebar" state="followsWindowActiveState" id="v">
                    <rect key="frame" x="0" y="0" width="100" height="100"/>
                    <metadata/>
                </visualEffectView>
                """), schema: schema)
            #expect(!archive.objects.contains { $0["NSMetadata"] != nil || $0["NSAppearanceType"] != nil || $0.className == "NSMetadata" }, "\(schema)")
        }
    }

    @Test func aHiddenViewWithoutAMaskKeepsInterfaceBuildersDefaultMask() throws {
        let archive = try AppleSchemaTests.archive(Fixture.macOS("""
            <customView id="top"><rect key="frame" x="0" y="0" width="200" height="100"/>
                <subviews>
                    <customView hidden="YES" translatesAutoresizingMaskIntoConstraints="NO" id="hidden"><rect key="frame" x="0" y="0" width="10" height="10"/></customView>
                </subviews>
            </customView>
            """), schema: .apple)
        let hidden = try #require(archive.objects.first { $0.className == "NSCustomView" && $0["NSvFlags"] != .int(268) && $0["NSSuperview"] != nil })
        // Hidden (bit 31), autoresizing its subviews (bit 8), and IB's default mask of a document
        // without Auto Layout, flexible top and bottom margins (40).
        #expect(hidden["NSvFlags"] == .int(Int(Int32.min) | 0x100 | 40))
    }

    @Test func aBoxsTitleFontIsOnlyItsTitleCellsInApplesSchema() throws {
        let titled = Fixture.macOS("""
            <box title="Box" id="b"><rect key="frame" x="0" y="0" width="100" height="60"/>
                <view key="contentView" id="v"><rect key="frame" x="3" y="3" width="94" height="42"/><autoresizingMask key="autoresizingMask"/></view>
                <font key="titleFont" metaFont="system" size="12"/>
            </box>
            """)
        let archive = try AppleSchemaTests.archive(titled, schema: .apple)
        let box = try AppleSchemaTests.object("NSBox", in: archive)
        #expect(box["NSTitleFont"] == nil)
        guard case .object(let cell)? = box["NSTitleCell"], case .object(let font)? = archive.objects[cell]["NSSupport"] else {
            Issue.record("no title cell font")
            return
        }
        #expect(archive.objects[font]["NSSize"] == .double(12))
        // Both schemas load the document's title font; AppKit's default one loads as none.
        for schema in NibCompiler.Options.Schema.allCases {
            let loaded = try #require(try AppKitColumnAndScrollerTests.loaded(titled, schema: schema, NSBox.self).first)
            #expect(loaded.titleFont?.pointSize == 12, "\(schema)")
            let plain = try #require(try AppKitColumnAndScrollerTests.loaded(Self.boxes, schema: schema, NSBox.self).first)
            #expect(plain.titleFont == nil, "\(schema)")
        }
    }
}
