import Foundation
import NibArchive
import NibCompiler
import NibDocument
import NibLoading
import NibTestSupport
import Testing

/// Text views, outline views and the frames AppKit changes as it loads
/// views (figures from the ibtool pairs `test12_text_view_border`, `textview_multiattr`,
/// `test7_clipview` and the outline pairs).
@Suite struct AppKitTextViewTests {
    static func scrolledTextView(_ attributes: String, children: String = "") -> String {
        Fixture.macOS("""
            <scrollView borderType="none" horizontalLineScroll="10" horizontalPageScroll="10" verticalLineScroll="10" verticalPageScroll="10" hasHorizontalScroller="NO" id="sv">
                <rect key="frame" x="20" y="20" width="240" height="135"/>
                <clipView key="contentView" id="cv">
                    <rect key="frame" x="0.0" y="0.0" width="240" height="135"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <textView \(attributes) id="tv">
                            <rect key="frame" x="0.0" y="0.0" width="240" height="135"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            \(children)
                        </textView>
                    </subviews>
                </clipView>
                <scroller key="horizontalScroller" hidden="YES" verticalHuggingPriority="750" horizontal="YES" id="hs"><rect key="frame" x="-100" y="-100" width="225" height="15"/></scroller>
                <scroller key="verticalScroller" verticalHuggingPriority="750" horizontal="NO" id="vs"><rect key="frame" x="224" y="0.0" width="16" height="135"/></scroller>
            </scrollView>
            """)
    }

    static let plain = scrolledTextView(#"importsGraphics="NO" richText="NO" verticallyResizable="YES" findStyle="panel" spellingCorrection="YES" smartInsertDelete="YES""#,
                                        children: #"<color key="textColor" name="textColor" catalog="System" colorSpace="catalog"/>"#)

    static func object(_ className: String, in archive: KeyedArchive) throws -> ArchivedObject {
        try AppleSchemaTests.object(className, in: archive)
    }

    static func referenced(_ value: ArchiveValue?, in archive: KeyedArchive) throws -> ArchivedObject {
        guard case .object(let index)? = value else { throw NibKitTestFailure("not an object reference: \(String(describing: value))") }
        return archive.objects[index]
    }

    @Test func aTextViewArchivesAppKitsTextSystemAsWideAsItsTiledFrame() throws {
        let archive = try AppleSchemaTests.archive(Self.plain, schema: .apple)
        let view = try Self.object("NSTextView", in: archive)
        // The vertical scroller takes 17 points: the clip view and the text view are 223 wide.
        #expect(view["NSFrameSize"].flatMap { value -> String? in try? Self.text(value, in: archive) } == "{223, 135}")
        let container = try Self.referenced(view["NSTextContainer"], in: archive)
        #expect(container["NSWidth"] == .double(223) && container["NSMinWidth"] == .double(15) && container["NSTCFlags"] == .int(1))
        let layoutManager = try Self.referenced(container["NSLayoutManager"], in: archive)
        #expect(layoutManager["NSLMFlags"] == .int(102))
        let storage = try Self.referenced(layoutManager["NSTextStorage"], in: archive)
        #expect(storage.className == "NSTextStorage")
        #expect(view["NSTVFlags"] == .int(0x86))
        // Selectable, editable, smart insert, find panel, spelling, and the two constant bits.
        let shared = try Self.referenced(view["NSSharedData"], in: archive)
        #expect(shared["NSFlags"] == .int(67_119_875))
        #expect(shared["NSPreferredTextFinderStyle"] == .int(1))
        let clip = try Self.object("NSClipView", in: archive)
        #expect(try Self.referenced(clip["NSCursor"], in: archive)["NSCursorType"] == .int(0))
    }

    static func loadedTextView(_ xml: String, schema: NibCompiler.Options.Schema) throws -> NSTextView {
        try #require(AppKitColumnAndScrollerTests.loaded(xml, schema: schema, NSTextView.self).first)
    }

    @Test func aTextViewsSwitchesColoursAndResizingLiveInItsSharedDataAndFlagsWithApplesSchema() throws {
        let view = try Self.object("NSTextView", in: AppleSchemaTests.archive(Self.plain, schema: .apple))
        for key in ["NSImportsGraphics", "NSRichText", "NSVerticallyResizable", "NSFindStyle", "NSSpellingCorrection", "NSSmartInsertDelete", "NSTextColor"] {
            #expect(view[key] == nil, "\(key)")
        }
        #expect(view["NSTextViewTextColor"] != nil)
        for schema in NibCompiler.Options.Schema.allCases {
            let loaded = try Self.loadedTextView(Self.plain, schema: schema)
            #expect(loaded.importsGraphics == false && loaded.richText == false && loaded.editable == true && loaded.selectable == true, "\(schema)")
            #expect(loaded.spellingCorrection == true && loaded.smartInsertDelete == true && loaded.usesRuler == false, "\(schema)")
            #expect(loaded.findStyle == "panel" && loaded.verticallyResizable == true && loaded.horizontallyResizable == false, "\(schema)")
            #expect(loaded.textColor?.systemName == "textColor", "\(schema)")
            // The document names no insertion point colour: AppKit's is the system's.
            #expect(loaded.insertionPointColor?.systemName == "textInsertionPointColor", "\(schema)")
        }
    }

    @Test func undoContinuousSpellCheckingAndTheBackgroundAreBitsOfTheSharedFlags() throws {
        func flags(_ attributes: String) throws -> Int? {
            let archive = try AppleSchemaTests.archive(Self.scrolledTextView(attributes), schema: .apple)
            #expect(try Self.object("NSTextView", in: archive)["NSAllowsUndo"] == nil)
            guard case .integer(let flags, _)? = try Self.object("NSTextViewSharedData", in: archive)["NSFlags"] else { return nil }
            return Int(flags)
        }
        // A text view the document says nothing about: AppKit's defaults (`test7_clipview`).
        #expect(try flags("") == 0x90F)
        #expect(try flags(#"allowsUndo="YES" continuousSpellChecking="YES""#) == 0x90F | 0x400 | 0x80)
        // Without its background: bit 8 off (viraptor/ibtool's and Finch's reading), bit 11 kept.
        #expect(try flags(#"drawsBackground="NO""#) == 0x80F)
        for schema in NibCompiler.Options.Schema.allCases {
            let loaded = try Self.loadedTextView(Self.scrolledTextView(#"allowsUndo="YES" drawsBackground="NO""#), schema: schema)
            #expect(loaded.allowsUndo == true && loaded.drawsBackground == false && loaded.continuousSpellChecking == false, "\(schema)")
        }
    }

    @Test func incrementalSearchingCompletionAndTheCharacterPickerLiveInTheSharedData() throws {
        func shared(_ attributes: String) throws -> ArchivedObject {
            let archive = try AppleSchemaTests.archive(Self.scrolledTextView(attributes), schema: .apple)
            let view = try Self.object("NSTextView", in: archive)
            #expect(view["NSIncrementalSearchingEnabled"] == nil && view["NSTextCompletion"] == nil && view["NSAllowsCharacterPickerTouchBarItem"] == nil)
            return try Self.object("NSTextViewSharedData", in: archive)
        }
        let plain = try shared("")
        #expect(plain["NSFlags"] == .int(0x90F) && plain["NSMoreFlags"] == .int(1) && plain["NSAutomaticTextCompletionDisabled"] == .bool(false))
        let set = try shared(#"incrementalSearchingEnabled="YES" textCompletion="NO" allowsCharacterPickerTouchBarItem="YES""#)
        #expect(set["NSFlags"] == .int(0x90F | 0x4000_0000) && set["NSMoreFlags"] == .int(3) && set["NSAutomaticTextCompletionDisabled"] == .bool(true))
        for schema in NibCompiler.Options.Schema.allCases {
            let loaded = try Self.loadedTextView(Self.scrolledTextView(#"incrementalSearchingEnabled="YES" textCompletion="NO""#), schema: schema)
            #expect(loaded.incrementalSearchingEnabled == true && loaded.textCompletion == false, "\(schema)")
        }
    }

    @Test func grammarQuotesDashesAndTextReplacementAreBitsOfTheSharedFlags() throws {
        func archived(_ attributes: String) throws -> (view: ArchivedObject, flags: Int?) {
            let archive = try AppleSchemaTests.archive(Self.scrolledTextView(attributes), schema: .apple)
            let shared = try Self.object("NSTextViewSharedData", in: archive)
            guard case .integer(let flags, _)? = shared["NSFlags"] else { return (try Self.object("NSTextView", in: archive), nil) }
            return (try Self.object("NSTextView", in: archive), Int(flags))
        }
        let attributes = #"grammarChecking="YES" quoteSubstitution="YES" dashSubstitution="YES" textReplacement="YES""#
        let set = try archived(attributes)
        #expect(set.flags == 0x90F | 0x8000 | 0x2_0000 | 0x100_0000 | 0x200_0000)
        for key in ["NSGrammarChecking", "NSQuoteSubstitution", "NSDashSubstitution", "NSTextReplacement"] { #expect(set.view[key] == nil, "\(key)") }
        #expect(try archived(#"quoteSubstitution="YES""#).flags == 0x90F | 0x2_0000)
        for schema in NibCompiler.Options.Schema.allCases {
            let loaded = try Self.loadedTextView(Self.scrolledTextView(#"grammarChecking="YES" dashSubstitution="YES""#), schema: schema)
            #expect(loaded.grammarChecking == true && loaded.dashSubstitution == true, "\(schema)")
            #expect(loaded.quoteSubstitution == false && loaded.textReplacement == false, "\(schema)")
        }
    }

    @Test func aFieldEditorIsBit4OfTheSharedFlags() throws {
        let archive = try AppleSchemaTests.archive(Self.scrolledTextView(#"fieldEditor="YES""#), schema: .apple)
        let shared = try Self.object("NSTextViewSharedData", in: archive)
        guard case .integer(let flags, _)? = shared["NSFlags"] else { Issue.record("no NSFlags"); return }
        #expect(flags == 0x90F | 0x10)
        #expect(try Self.object("NSTextView", in: archive)["NSFieldEditor"] == nil)
    }

    @Test func imageEditingIsBit16AndTheInspectorBarBit31OfTheSignedSharedFlags() throws {
        let archive = try AppleSchemaTests.archive(Self.scrolledTextView(#"allowsImageEditing="YES" usesInspectorBar="YES""#), schema: .apple)
        let shared = try Self.object("NSTextViewSharedData", in: archive)
        guard case .integer(let flags, _)? = shared["NSFlags"] else { Issue.record("no NSFlags"); return }
        #expect(flags == Int64(Int32(bitPattern: 0x8001_090F)))
        let view = try Self.object("NSTextView", in: archive)
        #expect(view["NSAllowsImageEditing"] == nil && view["NSUsesInspectorBar"] == nil)
    }

    @Test func aTextViewsTextSystemChoiceIsNoKeyOfItsOwn() throws {
        let archive = try AppleSchemaTests.archive(Self.scrolledTextView(#"layoutManager="textKit1""#), schema: .apple)
        #expect(try Self.object("NSTextView", in: archive)["NSLayoutManager"] == nil)
        #expect(try Self.object("NSTextContainer", in: archive)["NSLayoutManager"] != nil)
    }

    @Test func aCustomClassTextViewSubstitutesQuotesAndDashesAndCorrectsSpelling() throws {
        let archive = try AppleSchemaTests.archive(Self.scrolledTextView(#"customClass="MyTextView""#), schema: .apple)
        #expect(try Self.object("NSTextViewSharedData", in: archive)["NSFlags"] == .int(0x90F | 0x502_0000))
        // Both schemas load the switches Apple's nibs have.
        for schema in NibCompiler.Options.Schema.allCases {
            let loaded = try Self.loadedTextView(Self.scrolledTextView(#"customClass="NSTextView""#), schema: schema)
            #expect(loaded.quoteSubstitution == true && loaded.dashSubstitution == true && loaded.spellingCorrection == true, "\(schema)")
        }
    }

    @Test func nonContiguousLayoutIsABitOfTheLayoutManagersFlags() throws {
        func layoutManagerFlags(_ attributes: String) throws -> ArchiveValue? {
            let archive = try AppleSchemaTests.archive(Self.scrolledTextView(attributes), schema: .apple)
            #expect(try Self.object("NSTextView", in: archive)["NSAllowsNonContiguousLayout"] == nil)
            return try Self.object("NSLayoutManager", in: archive)["NSLMFlags"]
        }
        #expect(try layoutManagerFlags("") == .int(102))
        #expect(try layoutManagerFlags(#"allowsNonContiguousLayout="YES""#) == .int(102 | 0x80))
        for schema in NibCompiler.Options.Schema.allCases {
            #expect(try Self.loadedTextView(Self.scrolledTextView(#"allowsNonContiguousLayout="YES""#), schema: schema).allowsNonContiguousLayout == true, "\(schema)")
            #expect(try Self.loadedTextView(Self.scrolledTextView(""), schema: schema).allowsNonContiguousLayout == nil, "\(schema)")
        }
    }

    @Test func aTextViewHasNoMinimumSizeAndAPlainWhiteBackgroundIsTheTextBackgroundColour() throws {
        let xml = Self.scrolledTextView(#"editable="NO" horizontallyResizable="YES" verticallyResizable="YES""#, children: """
            <size key="minSize" width="200" height="100"/>
            <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
            """)
        for schema in NibCompiler.Options.Schema.allCases {
            let view = try Self.object("NSTextView", in: AppleSchemaTests.archive(xml, schema: schema))
            #expect(view["NSMinSize"] == nil, "\(schema)")
            let loaded = try Self.loadedTextView(xml, schema: schema)
            #expect(loaded.minSize == nil && loaded.backgroundColor?.systemName == "textBackgroundColor", "\(schema)")
            #expect(loaded.editable == false && loaded.horizontallyResizable == true, "\(schema)")
        }
        let apple = try AppleSchemaTests.archive(xml, schema: .apple)
        let view = try Self.object("NSTextView", in: apple)
        #expect(view["NSBackgroundColor"] == nil && view["NSEditable"] == nil && view["NSHorizontallyResizable"] == nil)
        #expect(view["NSTVFlags"] == .int(0x87))
        let shared = try Self.referenced(view["NSSharedData"], in: apple)
        #expect(try Self.referenced(shared["NSBackgroundColor"], in: apple)["NSColorName"].map { try Self.text($0, in: apple) } == "textBackgroundColor")
    }

    @Test func eachTextViewKeepsItsOwnAttributeDictionariesWhileItsColoursAreShared() throws {
        let xml = Fixture.macOS("""
            <customView id="host"><rect key="frame" x="0" y="0" width="300" height="300"/>
                <subviews>
                    <textView id="a"><rect key="frame" x="0" y="0" width="100" height="100"/></textView>
                    <textView id="b"><rect key="frame" x="0" y="150" width="100" height="100"/></textView>
                </subviews>
            </customView>
            """)
        let archive = try AppleSchemaTests.archive(xml, schema: .apple)
        let shared = archive.objects.filter { $0.className == "NSTextViewSharedData" }
        #expect(shared.count == 2)
        guard shared.count == 2 else { return }
        for key in ["NSSelectedAttributes", "NSLinkAttributes"] { #expect(shared[0][key] != shared[1][key], "\(key)") }
        #expect(shared[0]["NSInsertionColor"] == shared[1]["NSInsertionColor"])
    }

    /// A text view with three runs of styled text.
    static let styledText = scrolledTextView(#"editable="NO""#, children: """
        <attributedString key="textStorage">
            <fragment content="Hello "><attributes><font key="NSFont" metaFont="label"/></attributes></fragment>
            <fragment content="bold"><attributes><font key="NSFont" size="10" name="LucidaGrande-Bold"/></attributes></fragment>
            <fragment content=" world"><attributes><font key="NSFont" metaFont="label"/></attributes></fragment>
        </attributedString>
        """)

    @Test func styledTextKeepsItsRunsInTheTextStorageEachWithTheTextColour() throws {
        let xml = Self.styledText
        let archive = try AppleSchemaTests.archive(xml, schema: .apple)
        let storage = try Self.object("NSTextStorage", in: archive)
        #expect(try Self.referenced(storage["NSString"], in: archive).className == "NSMutableString")
        #expect(try Self.referenced(storage["NSAttributeInfo"], in: archive)["NS.bytes"] == .data([6, 0, 4, 1, 6, 0]))
        let dictionaries = try Self.referenced(storage["NSAttributes"], in: archive).elements
        #expect(dictionaries.count == 2)
        for dictionary in dictionaries {
            let keys = try Self.referenced(dictionary, in: archive).elements.enumerated().filter { $0.offset % 2 == 0 }.map { try Self.text($0.element, in: archive) }
            #expect(keys == ["NSColor", "NSFont"])
        }
    }

    @Test func aLinkIsFoundationsURLWithoutABase() throws {
        let xml = Self.scrolledTextView(#"editable="NO""#, children: """
            <attributedString key="textStorage">
                <fragment content="Site"><attributes><url key="NSLink" string="https://example.com/a"/></attributes></fragment>
            </attributedString>
            """)
        let archive = try AppleSchemaTests.archive(xml, schema: .apple)
        let url = try Self.object("NSURL", in: archive)
        #expect(url.values.map(\.key) == ["NS.base", "NS.relative"] && url["NS.base"] == .null)
        #expect(try Self.text(try #require(url["NS.relative"]), in: archive) == "https://example.com/a")
        #expect(!archive.objects.contains { $0.className == "NSUrl" })
    }

    @Test func aRunWithoutAFontTakesAppKitsDefaultFontInTheTextStorage() throws {
        let xml = Self.scrolledTextView(#"editable="NO""#, children: """
            <attributedString key="textStorage">
                <fragment content="Plain"/>
            </attributedString>
            """)
        let archive = try AppleSchemaTests.archive(xml, schema: .apple)
        let storage = try Self.object("NSTextStorage", in: archive)
        // (One run: its dictionary is the storage's NSAttributes.)
        let dictionary = try Self.referenced(storage["NSAttributes"], in: archive)
        let members = dictionary.elements
        let keys = try stride(from: 0, to: members.count, by: 2).map { try Self.text(members[$0], in: archive) }
        #expect(keys == ["NSColor", "NSFont"])
        let font = try Self.referenced(members[3], in: archive)
        #expect(try Self.text(try #require(font["NSName"]), in: archive) == "Helvetica" && font["NSSize"] == .double(12) && font["NSfFlags"] == .int(16))
        // (NibKit's compact schema keeps the document's runs, as it keeps them without the text colour.)
        let loaded = try #require(try Self.loadedTextView(xml, schema: .apple).textStorage)
        #expect((loaded.runs.first?.attributes["NSFont"] as? NSFont)?.fontName == "Helvetica")
    }

    @Test func aTextViewsTextIsItsTextSystemsWithApplesSchemaAndLoadsAlike() throws {
        let xml = Self.styledText
        #expect(try Self.object("NSTextView", in: AppleSchemaTests.archive(xml, schema: .apple))["NSTextStorage"] == nil)
        for schema in NibCompiler.Options.Schema.allCases {
            let storage = try #require(try Self.loadedTextView(xml, schema: schema).textStorage, "\(schema)")
            #expect(storage.string == "Hello bold world", "\(schema)")
            #expect(storage.runs.map { String(storage.string[$0.range]) } == ["Hello ", "bold", " world"], "\(schema)")
            #expect((storage.runs[1].attributes["NSFont"] as? NSFont)?.fontName == "LucidaGrande-Bold", "\(schema)")
        }
    }

    @Test func aWindowsContentViewTakesTheContentRectanglesSizeAndItsSubviewsFollow() throws {
        let xml = Fixture.macOS("""
            <window title="W" id="w"><rect key="contentRect" x="100" y="100" width="538" height="337"/>
                <view key="contentView" id="c"><rect key="frame" x="0.0" y="0.0" width="523" height="188"/>
                    <subviews>
                        <customView id="v"><rect key="frame" x="0.0" y="0.0" width="523" height="188"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/></customView>
                        <customView id="f"><rect key="frame" x="10" y="10" width="20" height="20"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/></customView>
                    </subviews>
                </view>
            </window>
            """)
        for schema in NibCompiler.Options.Schema.allCases {
            let objects = try Fixture.topLevelObjects(xml, schema: schema)
            let window = try #require(objects.first { $0 is NSWindow } as? NSWindow)
            let content = try #require(window.contentView)
            #expect(content.frame.size == CGSize(width: 538, height: 337), "\(schema)")
            #expect(content.subviews.first?.frame.size == CGSize(width: 538, height: 337), "\(schema)")
            // Pinned to the top left: the height's growth goes to its bottom margin.
            #expect(content.subviews.last?.frame == CGRect(x: 10, y: 159, width: 20, height: 20), "\(schema)")
        }
    }

    @Test func aContentViewWithConstraintsKeepsItsFrame() throws {
        let xml = Fixture.macOS("""
            <window title="W" id="w"><rect key="contentRect" x="100" y="100" width="480" height="158"/>
                <view key="contentView" id="c"><rect key="frame" x="0.0" y="0.0" width="480" height="89"/>
                    <subviews>
                        <customView translatesAutoresizingMaskIntoConstraints="NO" id="v"><rect key="frame" x="20" y="20" width="440" height="49"/></customView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="v" firstAttribute="top" secondItem="c" secondAttribute="top" constant="20" id="k1"/>
                    </constraints>
                </view>
            </window>
            """)
        let window = try #require(try Fixture.topLevelObjects(xml, schema: .apple).first { $0 is NSWindow } as? NSWindow)
        #expect(window.contentView?.frame.size == CGSize(width: 480, height: 89))
        #expect(window.contentView?.subviews.first?.frame == CGRect(x: 20, y: 20, width: 440, height: 49))
    }

    @Test func aSplitViewsPanesAreLaidOutAgainWhereTheDocumentsFramesDoNotTileIt() throws {
        func panes(vertical: Bool) throws -> [CGRect] {
            let xml = Fixture.macOS("""
                <splitView \(vertical ? #"vertical="YES" "# : "")id="s"><rect key="frame" x="0" y="0" width="600" height="400"/>
                    <subviews>
                        <customView id="a"><rect key="frame" x="0" y="0" width="300" height="400"/></customView>
                        <customView id="b"><rect key="frame" x="301" y="0" width="299" height="400"/></customView>
                    </subviews>
                </splitView>
                """)
            let split = try #require(try Fixture.topLevelObjects(xml, schema: .apple).first { $0 is NSSplitView } as? NSView)
            return split.subviews.map(\.frame)
        }
        // Stacked with the thick divider (9 points): the document's side-by-side frames are laid out again.
        #expect(try panes(vertical: false) == [CGRect(x: 0, y: 0, width: 600, height: 196), CGRect(x: 0, y: 205, width: 600, height: 195)])
        // Side by side with a 1-point gap that is not a thick divider's: also laid out again, in proportion.
        #expect(try panes(vertical: true) == [CGRect(x: 0, y: 0, width: 296, height: 400), CGRect(x: 305, y: 0, width: 295, height: 400)])
    }

    @Test func anOutlineViewArchivesItsIndentationAndColumnResizingUnderAppKitsKeysAndLoadsAlike() throws {
        let xml = Fixture.macOS("""
            <outlineView indentationPerLevel="16" autosaveExpandedItems="YES" outlineTableColumn="c1" id="o"><rect key="frame" x="0" y="0" width="200" height="100"/>
                <tableColumns>
                    <tableColumn identifier="a" width="100" minWidth="40" maxWidth="1000" id="c1"/>
                    <tableColumn identifier="b" width="90" minWidth="40" maxWidth="1000" id="c2"/>
                </tableColumns>
            </outlineView>
            """)
        let outline = try Self.object("NSOutlineView", in: AppleSchemaTests.archive(xml, schema: .apple))
        #expect(outline["NSOutlineViewIndentationPerLevelKey"] == .float(16))
        #expect(outline["NSOutlineViewAutoresizesOutlineColumnKey"] == .bool(false))
        #expect(outline["NSOutlineViewAutosaveExpandedItemsKey"] == .bool(true))
        #expect(outline["NSOutineViewStronglyReferencesItems"] == .bool(true))
        #expect(outline["NSOutlineTableColumn"] == nil)  // the first column
        for schema in NibCompiler.Options.Schema.allCases {
            let objects = try Fixture.topLevelObjects(xml, schema: schema)
            let loaded = try #require(objects.first { $0 is NSOutlineView } as? NSOutlineView)
            #expect(loaded.indentationPerLevel == 16 && loaded.autosaveExpandedItems == true && loaded.autoresizesOutlineColumn == nil, "\(schema)")
            #expect(loaded.outlineTableColumn === loaded.tableColumns.first, "\(schema)")
        }
    }

    /// A fixture that is not what the test expects.
    struct NibKitTestFailure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    /// A text view without a maximum size archives the frame size it was made with (its document
    /// frame) once the scroll view tiles it narrower, and none untiled; one with its own keeps it.
    @Test func aTextViewWithoutAMaximumSizeArchivesItsDocumentFrameSize() throws {
        let archive = try AppleSchemaTests.archive(Self.plain, schema: .apple)
        let view = try Self.object("NSTextView", in: archive)
        #expect(try view["NSMaxSize"].map { try Self.text($0, in: archive) } == "{240, 135}")
        let sized = try AppleSchemaTests.archive(Self.scrolledTextView(#"richText="NO""#, children: #"<size key="maxSize" width="463" height="10000000"/>"#), schema: .apple)
        #expect(try Self.object("NSTextView", in: sized)["NSMaxSize"].map { try Self.text($0, in: sized) } == "{463, 10000000}")
        let untiled = try AppleSchemaTests.archive(Self.scrolledTextView(#"richText="NO""#).replacingOccurrences(of: #"<scroller key="verticalScroller""#, with: #"<scroller key="verticalScroller" hidden="YES""#), schema: .apple)
        #expect(try Self.object("NSTextView", in: untiled)["NSMaxSize"] == nil)
    }

    @Test func aTextViewsMaximumNoWiderThanItsScrollViewIsTheScrollViewsWidth() throws {
        func maximum(_ width: String) throws -> [String] {
            let xml = Self.scrolledTextView(#"verticallyResizable="YES""#, children: #"<size key="maxSize" width="\#(width)" height="10000000"/>"#)
            return try NibCompiler.Options.Schema.allCases.map { schema in
                let archive = try AppleSchemaTests.archive(xml, schema: schema)
                return try Self.text(try #require(Self.object("NSTextView", in: archive)["NSMaxSize"]), in: archive)
            }
        }
        #expect(try maximum("200") == ["{240, 10000000}", "{240, 10000000}"])
        #expect(try maximum("240") == ["{240, 10000000}", "{240, 10000000}"])
        #expect(try maximum("10000000") == ["{10000000, 10000000}", "{10000000, 10000000}"])
    }

    @Test func aFragmentsContentMayBeAMutableString() throws {
        let xml = Self.scrolledTextView(#"importsGraphics="NO" verticallyResizable="YES""#, children: """
            <attributedString key="textStorage">
                <fragment>
                    <mutableString key="content">Line one
            Line two</mutableString>
                    <attributes><font key="NSFont" metaFont="system"/></attributes>
                </fragment>
                <fragment content="!">
                    <attributes><font key="NSFont" metaFont="system"/></attributes>
                </fragment>
            </attributedString>
            """)
        let archive = try AppleSchemaTests.archive(xml, schema: .apple)
        let storage = try Self.object("NSTextStorage", in: archive)
        #expect(try Self.text(try #require(storage["NSString"]), in: archive) == "Line one\nLine two!")
    }

    @Test func aTextViewResizesVerticallyByDefaultOnlyInXcode8Documents() throws {
        /// Whether the view resizes vertically: its NSTVFlags bit, and as each schema's nib loads.
        func resizes(toolsVersion: String, attribute: String = "") throws -> [Bool] {
            let xml = Self.scrolledTextView(attribute).replacingOccurrences(of: #"toolsVersion="22505""#, with: #"toolsVersion="\#(toolsVersion)""#)
            guard case .integer(let word, _)? = try Self.object("NSTextView", in: AppleSchemaTests.archive(xml, schema: .apple))["NSTVFlags"] else {
                throw NibKitTestFailure("no NSTVFlags")
            }
            return try [word & 0x2 != 0] + NibCompiler.Options.Schema.allCases.map { try Self.loadedTextView(xml, schema: $0).verticallyResizable == true }
        }
        #expect(try resizes(toolsVersion: "11762") == [true, true, true])
        #expect(try resizes(toolsVersion: "13087") == [false, false, false])
        #expect(try resizes(toolsVersion: "22505") == [false, false, false])
        #expect(try resizes(toolsVersion: "10117") == [false, false, false])
        #expect(try resizes(toolsVersion: "22505", attribute: #"verticallyResizable="YES""#) == [true, true, true])
        #expect(try resizes(toolsVersion: "11762", attribute: #"verticallyResizable="NO""#) == [false, false, false])
    }

    static func text(_ value: ArchiveValue, in archive: KeyedArchive) throws -> String {
        guard case .data(let bytes)? = try referenced(value, in: archive)["NS.bytes"] else { throw NibKitTestFailure("not a string") }
        return String(decoding: bytes, as: UTF8.self)
    }
}
