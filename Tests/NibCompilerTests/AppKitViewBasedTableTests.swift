import Foundation
import NibArchive
import NibCompiler
import NibLoading
import NibTestSupport
import Testing

/// A view-based table's prototype views (`<prototypeCellViews>`), as ibtool compiles them and
/// AppKit makes cell views from them (`reusable_views_order`, `test28_tableview_attrs`,
/// `HSChooserWindow` in the ibtool pairs): each prototype is a nib of its own inside the table's.
@Suite struct AppKitViewBasedTableTests {
    /// A two-column view-based table: the first column's prototype names itself, the second's
    /// takes its column's identifier. The first prototype's button sends an action to File's Owner.
    static func table(style: String? = nil, rowSizeStyle: String = "automatic") -> String {
        Fixture.macOS("""
            <scrollView id="sv">
                <rect key="frame" x="0.0" y="0.0" width="258" height="134"/>
                <clipView key="contentView" id="clip">
                    <rect key="frame" x="1" y="1" width="256" height="132"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <tableView rowHeight="24" rowSizeStyle="\(rowSizeStyle)" viewBased="YES" \(style.map { "tableStyle=\"\($0)\"" } ?? "") id="tv">
                            <rect key="frame" x="0.0" y="0.0" width="256" height="132"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <size key="intercellSpacing" width="17" height="0.0"/>
                            <tableColumns>
                                <tableColumn identifier="Name" width="116" minWidth="40" maxWidth="1000" id="c0">
                                    <tableHeaderCell key="headerCell" lineBreakMode="truncatingTail" borderStyle="border" title="Name"/>
                                    <textFieldCell key="dataCell" lineBreakMode="truncatingTail" selectable="YES" editable="YES" title="Text Cell" id="dc0"/>
                                    <prototypeCellViews>
                                        <tableCellView identifier="NameCell" id="p0">
                                            <rect key="frame" x="8" y="0.0" width="114" height="24"/>
                                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                            <subviews>
                                                <textField id="p0t">
                                                    <rect key="frame" x="0.0" y="4" width="80" height="16"/>
                                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMinY="YES"/>
                                                    <textFieldCell key="cell" lineBreakMode="truncatingTail" title="Table View Cell" id="p0tc"/>
                                                </textField>
                                                <button id="p0b">
                                                    <rect key="frame" x="84" y="2" width="30" height="20"/>
                                                    <buttonCell key="cell" type="push" title="Go" bezelStyle="rounded" alignment="center" borderStyle="border" id="p0bc"/>
                                                    <connections>
                                                        <action selector="doSomething:" target="-2" id="a0"/>
                                                    </connections>
                                                </button>
                                            </subviews>
                                            <connections>
                                                <outlet property="textField" destination="p0t" id="o0"/>
                                            </connections>
                                        </tableCellView>
                                    </prototypeCellViews>
                                </tableColumn>
                                <tableColumn width="93" minWidth="40" maxWidth="1000" id="c1">
                                    <tableHeaderCell key="headerCell" lineBreakMode="truncatingTail" borderStyle="border" title="Size"/>
                                    <textFieldCell key="dataCell" lineBreakMode="truncatingTail" selectable="YES" editable="YES" title="Text Cell" id="dc1"/>
                                    <prototypeCellViews>
                                        <tableCellView id="p1">
                                            <rect key="frame" x="139" y="0.0" width="90" height="24"/>
                                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                        </tableCellView>
                                    </prototypeCellViews>
                                </tableColumn>
                            </tableColumns>
                        </tableView>
                    </subviews>
                </clipView>
            </scrollView>
            """)
    }

    static func object(at value: ArchiveValue?, in archive: KeyedArchive) throws -> ArchivedObject {
        guard case .object(let index)? = value else { throw Missing(what: "\(String(describing: value)) is no object") }
        return archive.objects[index]
    }

    struct Missing: Error { var what: String }

    /// The table's `NSTableViewArchivedReusableViewsKey` as (identifier, nested archive) pairs, in order.
    static func reusableViews(_ archive: KeyedArchive) throws -> [(String, KeyedArchive)] {
        let table = try AppleSchemaTests.object("NSTableView", in: archive)
        let dictionary = try object(at: table["NSTableViewArchivedReusableViewsKey"], in: archive)
        #expect(dictionary.className == "NSMutableDictionary")
        let members = dictionary.elements
        var pairs: [(String, KeyedArchive)] = []
        for position in stride(from: 0, to: members.count - 1, by: 2) {
            guard case .object(let key) = members[position], case .data(let text)? = archive.objects[key]["NS.bytes"] else { continue }
            let identifier = String(decoding: text, as: UTF8.self)
            let nib = try object(at: members[position + 1], in: archive)
            #expect(nib.className == "NSNib" && nib["NSNibFileIsKeyed"] == .bool(true) && nib["NSNibFileUseParentBundle"] == .bool(true))
            let data = try object(at: nib["NSNibFileData"], in: archive)
            guard case .data(let bytes)? = data["NS.bytes"] else { throw Missing(what: "no nib data") }
            pairs.append((identifier, try NIBArchiveReader().read(bytes)))
        }
        return pairs
    }

    @Test func aViewBasedTablesPrototypesAreArchivedAsNibsByIdentifier() throws {
        for schema in NibCompiler.Options.Schema.allCases {
            let archive = try AppleSchemaTests.archive(Self.table(), schema: schema)
            // In identifier order; the second prototype takes its column's automatic identifier.
            #expect(try Self.reusableViews(archive).map(\.0) == ["AutomaticTableColumnIdentifier.1", "NameCell"], "\(schema)")
            let table = try AppleSchemaTests.object("NSTableView", in: archive)
            #expect(table["NSViewBased"] == nil, "\(schema)")
            #expect(try Self.object(at: table["NSSubviews"], in: archive).elements.isEmpty, "\(schema)")
            #expect(!archive.objects.contains { $0.className == "NSTableColumn" && $0["NSPrototypeCellViews"] != nil }, "\(schema)")
        }
    }

    @Test func aButtonInACellViewThatNamesAHuggingPriorityWritesItEvenAtItsDefault() throws {
        let xml = Self.table().replacingOccurrences(of: #"<button id="p0b">"#, with: #"<button verticalHuggingPriority="750" id="p0b">"#)
        let prototypes = try Self.reusableViews(AppleSchemaTests.archive(xml, schema: .apple))
        let nib = try #require(prototypes.first { $0.0 == "NameCell" }?.1)
        let button = try AppleSchemaTests.object("NSButton", in: nib)
        #expect(AppKitPathControlTests.string(button["NSHuggingPriority"], in: nib) == "{250, 750}")
        // Outside a cell view a push button at its default writes none.
        let plain = try AppleSchemaTests.object("NSButton", in: AppleSchemaTests.archive(Fixture.macOS("""
            <button verticalHuggingPriority="750" id="b"><rect key="frame" x="0" y="0" width="30" height="20"/>
                <buttonCell key="cell" type="push" title="Go" bezelStyle="rounded" alignment="center" borderStyle="border" id="bc"/>
            </button>
            """), schema: .apple))
        #expect(plain["NSHuggingPriority"] == nil)
    }

    @Test func aPrototypesNibHoldsAPlainOwnerThePrototypeAndTheApplication() throws {
        let nested = try Self.reusableViews(AppleSchemaTests.archive(Self.table(), schema: .apple))
        let nib = try #require(nested.first { $0.0 == "NameCell" }?.1)
        let dataIndex = try #require(nib.objects.firstIndex { $0.className == "NSIBObjectData" })
        let data = nib.objects[dataIndex]
        let root = try Self.object(at: data["NSRoot"], in: nib)
        guard case .object(let rootIndex)? = data["NSRoot"] else { Issue.record("no root"); return }
        #expect(root.className == "NSCustomObject" && nib.string("NSClassName", of: rootIndex) == "NSObject")
        let classes = try Self.object(at: data["NSObjectsKeys"], in: nib).elements.compactMap { value -> String? in
            guard case .object(let index) = value else { return nil }
            return nib.objects[index].className
        }
        #expect(classes == ["NSTableCellView", "NSTextField", "NSTextFieldCell", "NSButton", "NSButtonCell", "NSCustomObject"])
        // The prototype is top level, with no superview, and names its reuse identifier.
        let view = try #require(nib.objects.firstIndex { $0.className == "NSTableCellView" })
        #expect(nib.objects[view]["NSSuperview"] == nil && nib.objects[view]["NSNextResponder"] == .null)
        #expect(nib.string("NSReuseIdentifierKey", of: view) == "NameCell")
        // Its outlet and its action to File's Owner are the nib's connections.
        #expect(try Self.object(at: data["NSConnections"], in: nib).elements.count == 2)
    }

    @Test func aPrototypeWithoutAnIdentifierTakesItsColumnsInItsOwnNib() throws {
        let nested = try Self.reusableViews(AppleSchemaTests.archive(Self.table(), schema: .apple))
        let nib = try #require(nested.first { $0.0 == "AutomaticTableColumnIdentifier.1" }?.1)
        let view = try #require(nib.objects.firstIndex { $0.className == "NSTableCellView" })
        #expect(nib.string("NSReuseIdentifierKey", of: view) == "AutomaticTableColumnIdentifier.1")
    }

    @Test func anImageCellAnimatesInAPrototypesNib() throws {
        let xml = Self.table().replacingOccurrences(of: #"<tableCellView id="p1">"#, with: #"<tableCellView id="p1"><subviews><imageView id="iv"><rect key="frame" x="0" y="0" width="16" height="16"/><imageCell key="cell" id="ivc"/></imageView></subviews>"#)
        let archive = try AppleSchemaTests.archive(xml, schema: .apple)
        #expect(try AppleSchemaTests.object("NSImageCell", in: archive)["NSAnimates"] == .bool(false))
        let nib = try #require(try Self.reusableViews(archive).first { $0.0 == "AutomaticTableColumnIdentifier.1" }?.1)
        #expect(try AppleSchemaTests.object("NSImageCell", in: nib)["NSAnimates"] == .bool(true))
    }

    @Test func theTablesNibKeepsThePrototypesUnderTheirColumns() throws {
        let archive = try AppleSchemaTests.archive(Self.table(), schema: .apple)
        // Both prototypes, without a superview, are still objects of the table's nib.
        let views = archive.objects.filter { $0.className == "NSTableCellView" }
        #expect(views.count == 2 && views.allSatisfy { $0["NSSuperview"] == nil })
    }

    @Test func aColumnWithoutAnIdentifierIsNamedByItsPlace() throws {
        let archive = try AppleSchemaTests.archive(Self.table(), schema: .apple)
        let identifiers = archive.objects.indices.filter { archive.objects[$0].className == "NSTableColumn" }.compactMap { archive.string("NSIdentifier", of: $0) }
        #expect(identifiers == ["Name", "AutomaticTableColumnIdentifier.1"])
    }

    @Test func anInsetTablesPrototypesMoveRightByItsPaddingAndHalfItsSpacing() throws {
        for (style, expected) in [(nil, "{{18, 0}, {114, 24}}"), ("inset", "{{18, 0}, {114, 24}}"), ("plain", "{{8, 0}, {114, 24}}")] {
            let archive = try AppleSchemaTests.archive(Self.table(style: style), schema: .apple)
            let nib = try #require(try Self.reusableViews(archive).first { $0.0 == "NameCell" }?.1)
            let view = try #require(nib.objects.firstIndex { $0.className == "NSTableCellView" })
            #expect(nib.string("NSFrame", of: view) == expected, "\(style ?? "automatic")")
            // The second column's keeps its distance from the first.
            let second = try #require(archive.objects.indices.last { archive.objects[$0].className == "NSTableCellView" })
            #expect(archive.string("NSFrame", of: second) == (style == "plain" ? "{{139, 0}, {90, 24}}" : "{{149, 0}, {90, 24}}"))
        }
    }

    /// An outline view whose prototypes IB did not lay out (x 1): the outline column's and the next.
    static let outline = Fixture.macOS("""
        <scrollView id="sv">
            <rect key="frame" x="0.0" y="0.0" width="303" height="313"/>
            <clipView key="contentView" id="clip">
                <rect key="frame" x="1" y="1" width="301" height="311"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <outlineView rowHeight="34" viewBased="YES" indentationPerLevel="16" outlineTableColumn="c0" id="ov">
                        <rect key="frame" x="0.0" y="0.0" width="301" height="311"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <size key="intercellSpacing" width="3" height="2"/>
                        <tableColumns>
                            <tableColumn identifier="Name" width="218" minWidth="38" maxWidth="1000" id="c0">
                                <tableHeaderCell key="headerCell" lineBreakMode="truncatingTail" borderStyle="border" title="Name"/>
                                <textFieldCell key="dataCell" lineBreakMode="truncatingTail" title="Text Cell" id="dc0"/>
                                <prototypeCellViews>
                                    <tableCellView id="p0">
                                        <rect key="frame" x="1" y="1" width="223" height="34"/>
                                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                        <subviews>
                                            <textField id="p0t">
                                                <rect key="frame" x="0.0" y="9" width="223" height="16"/>
                                                <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMinY="YES"/>
                                                <textFieldCell key="cell" lineBreakMode="truncatingTail" title="Table View Cell" id="p0tc"/>
                                            </textField>
                                        </subviews>
                                    </tableCellView>
                                </prototypeCellViews>
                            </tableColumn>
                            <tableColumn identifier="Size" width="34" minWidth="10" maxWidth="1000" id="c1">
                                <tableHeaderCell key="headerCell" lineBreakMode="truncatingTail" borderStyle="border" title="Size"/>
                                <textFieldCell key="dataCell" lineBreakMode="truncatingTail" title="Text Cell" id="dc1"/>
                                <prototypeCellViews>
                                    <tableCellView id="p1">
                                        <rect key="frame" x="225" y="1" width="34" height="34"/>
                                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    </tableCellView>
                                </prototypeCellViews>
                            </tableColumn>
                        </tableColumns>
                    </outlineView>
                </subviews>
            </clipView>
        </scrollView>
        """)

    @Test func anOutlineColumnsPrototypeIsNarrowerByTheIndentationAndTheNextFollowsAtTheSpacing() throws {
        for schema in NibCompiler.Options.Schema.allCases {
            let archive = try AppleSchemaTests.archive(Self.outline, schema: schema)
            let frames = archive.objects.indices.filter { archive.objects[$0].className == "NSTableCellView" }.compactMap { archive.string("NSFrame", of: $0) }
            #expect(frames == ["{{11, 1}, {203, 34}}", "{{217, 1}, {34, 34}}"], "\(schema)")
            // What is inside follows by its mask.
            let field = try #require(archive.objects.firstIndex { $0.className == "NSTextField" })
            #expect(archive.string("NSFrame", of: field) == "{{0, 9}, {203, 16}}", "\(schema)")
        }
    }

    @Test func aTableScrollsALineByARow() throws {
        for schema in NibCompiler.Options.Schema.allCases {
            let scrollView = try #require(try AppKitColumnAndScrollerTests.loaded(Self.outline, schema: schema, NSScrollView.self).first)
            #expect(scrollView.verticalLineScroll == 36 && scrollView.horizontalLineScroll == 36 && scrollView.verticalPageScroll == 10, "\(schema)")
        }
    }

    @Test func theAutomaticRowSizeIsNotArchived() throws {
        for schema in NibCompiler.Options.Schema.allCases {
            #expect(try AppleSchemaTests.object("NSTableView", in: AppleSchemaTests.archive(Self.table(), schema: schema))["NSRowSizeStyle"] == nil)
            let medium = try AppleSchemaTests.object("NSTableView", in: AppleSchemaTests.archive(Self.table(rowSizeStyle: "medium"), schema: schema))
            // Another row size is kept: Apple's schema has it as AppKit's number (AppKitTableStyleKeys).
            #expect(medium[schema == .apple ? "NSTableViewRowSizeStyle" : "NSRowSizeStyle"] != nil, "\(schema)")
        }
    }

    @Test func aTableWithPrototypesLoadsViewBasedWithItsNibsInBothSchemas() throws {
        for schema in NibCompiler.Options.Schema.allCases {
            let objects = try Fixture.topLevelObjects(Self.table(), schema: schema)
            let table = try #require(Self.tableView(in: objects))
            #expect(table.viewBased == true, "\(schema)")
            #expect(table.registeredNibsByIdentifier?.keys.sorted() == ["AutomaticTableColumnIdentifier.1", "NameCell"], "\(schema)")
        }
    }

    @Test func makeViewWithIdentifierMakesANewConnectedViewEachCall() throws {
        let owner = MacOwner()
        let objects = try Fixture.nib(Self.table()).instantiate(owner: owner)
        let table = try #require(Self.tableView(in: objects))
        let first = try #require(try table.makeView(withIdentifier: "NameCell", owner: owner) as? NSTableCellView)
        let second = try #require(try table.makeView(withIdentifier: "NameCell", owner: owner) as? NSTableCellView)
        #expect(first !== second)
        let field = try #require(first.textField as? NSTextField)
        #expect(first.subviews.contains { $0 === field })
        // The prototype's action goes to the owner makeView was given.
        let button = try #require(first.subviews.compactMap { $0 as? NSButton }.first)
        #expect(button.target === owner && button.action == Selector(("doSomething:")))
        #expect(try table.makeView(withIdentifier: "Nothing", owner: owner) == nil)
    }

    @Test(.enabled(if: IbtoolPairs.isPresent, "../shared/ibtool-pairs is absent; Apple's view-based table skipped"))
    func anAppleCompiledViewBasedTableMakesItsCellViews() throws {
        let nib = try Nib(contentsOf: IbtoolPairs.root.appendingPathComponent("correct/reusable_views_order.nib"))
        let objects = try nib.instantiate(owner: NibGenericOwner())
        let outline = try #require(Self.tableView(in: objects))
        #expect(outline.viewBased == true && outline.registeredNibsByIdentifier?.keys.sorted() == ["Middle", "Zebra"])
        let view = try #require(try outline.makeView(withIdentifier: "Zebra", owner: nil) as? NSTableCellView)
        #expect(view.textField is NSTextField)
    }

    @Test func nibDiffComparesNibsInsideNibsAsNibsNotBytes() throws {
        let archive = try AppleSchemaTests.archive(Self.table(), schema: .apple)
        let nibData = try #require(archive.objects.firstIndex { $0.className == "NSData" && $0["NS.bytes"].map { value in
            if case .data(let bytes) = value { return NIBArchiveReader.isNIBArchive(bytes) } else { return false }
        } == true })
        guard case .data(let bytes)? = archive.objects[nibData]["NS.bytes"] else { Issue.record("no nib data"); return }
        func replacingNib(_ change: (inout KeyedArchive) -> Void) throws -> KeyedArchive {
            var nested = try NIBArchiveReader().read(bytes)
            change(&nested)
            var copy = archive
            copy.objects[nibData].values = [KeyedValue("NS.bytes", .data(NIBArchiveWriter().write(nested)))]
            return copy
        }
        // Other bytes, the same objects from the root: no difference.
        let padded = try replacingNib { $0.objects.append(ArchivedObject(className: "NSString", values: [KeyedValue("NS.bytes", .data(Array("unused".utf8)))])) }
        #expect(ArchiveComparison(padded, reference: archive).isExactMatch)
        // A changed title inside the prototype is a difference under the nib's path.
        let retitled = try replacingNib { nested in
            for index in nested.objects.indices where nested.objects[index]["NS.bytes"] == .data(Array("Table View Cell".utf8)) {
                nested.objects[index].values = [KeyedValue("NS.bytes", .data(Array("Other".utf8)))]
            }
        }
        let comparison = ArchiveComparison(retitled, reference: archive)
        #expect(!comparison.isExactMatch)
        #expect(comparison.differences.contains { $0.path.contains("NSNibFileData<nib>.") && $0.message.contains("Other") })
    }

    /// The table view inside the loaded objects (a window's or a view's subviews, depth first).
    static func tableView(in objects: [AnyObject]) -> NSTableView? {
        var pending = objects.compactMap { $0 as? NSView } + objects.compactMap { ($0 as? NSWindow)?.contentView }
        while let view = pending.popLast() {
            if let table = view as? NSTableView { return table }
            pending += view.subviews
            if let clip = (view as? NSScrollView)?.contentView as? NSView { pending.append(clip) }
        }
        return nil
    }
}

/// Where the ibtool pairs are, for tests that read Apple's nibs.
enum IbtoolPairs {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../shared/ibtool-pairs").standardizedFileURL
    static var isPresent: Bool { FileManager.default.fileExists(atPath: root.path) }
}
