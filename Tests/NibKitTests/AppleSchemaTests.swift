import Foundation
import NibArchive
import NibCompiler
import NibDocument
import NibKit
import Testing

/// Issue 7's rules: what `nibtool compile` writes for AppKit documents, key set by key set, and
/// that `nibtool diff` treats ibtool's unordered arrays as unordered.
@Suite struct AppleSchemaTests {
    static let field = Fixture.macOS("""
        <textField id="tf"><rect key="frame" x="20" y="20" width="100" height="22"/>
            <textFieldCell key="cell" lineBreakMode="truncatingTail" selectable="YES" editable="YES" alignment="center" title="Hi" id="tc">
                <font key="font" metaFont="system"/>
                <color key="textColor" name="labelColor" catalog="System" colorSpace="catalog"/>
            </textFieldCell>
        </textField>
        """)

    static func archive(_ xml: String, schema: NibCompiler.Options.Schema) throws -> KeyedArchive {
        let document = try DocumentReader().read(data: Data(xml.utf8), file: "Test.xib")
        return try NibCompiler(options: .init(schema: schema)).compile(document).archive
    }

    static func object(_ className: String, in archive: KeyedArchive) throws -> ArchivedObject {
        try #require(archive.objects.first { $0.className == className }, "no \(className)")
    }

    @Test func aCellKeepsItsSwitchesInItsFlagWordsWithApplesSchema() throws {
        let cell = try Self.object("NSTextFieldCell", in: Self.archive(Self.field, schema: .apple))
        // Text cell, truncating, selectable, editable; centred (2 << 26), truncating tail (4 << 9).
        #expect(cell["NSCellFlags"] == .int(0x0400_0000 | 0x40 | 0x0020_0001 | 0x1000_0000))
        #expect(cell["NSCellFlags2"] == .int(2 << 26 | 4 << 9))
        #expect(cell["NSEditable"] == nil && cell["NSSelectable"] == nil && cell["NSLineBreakMode"] == nil && cell["NSAlignment"] == nil)
    }

    @Test func theCompactSchemaKeepsTheKeysAndWritesNoFlags() throws {
        let cell = try Self.object("NSTextFieldCell", in: Self.archive(Self.field, schema: .compact))
        #expect(cell["NSCellFlags"] == nil)
        #expect(cell["NSEditable"] == .bool(true))
    }

    @Test func theLoaderReadsACellsSwitchesFromEitherKeySet() throws {
        for schema in NibCompiler.Options.Schema.allCases {
            let document = try DocumentReader().read(data: Data(Self.field.utf8), file: "Test.xib")
            let nib = try Nib(document: document, compiler: NibCompiler(options: .init(schema: schema)))
            let objects = try nib.instantiateWithDetails(owner: NibGenericOwner()).topLevelObjects
            let field = try #require(objects.first { $0 is NSTextField } as? NSTextField)
            let cell = try #require(field.cell as? NSTextFieldCell)
            #expect(cell.editable == true && cell.selectable == true, "\(schema)")
            #expect(cell.alignment == "center" && cell.lineBreakMode == 4, "\(schema)")
            #expect(cell.title == "Hi")
        }
    }

    @Test func aControlMirrorsItsCellsSettingsInNSControlKeys() throws {
        let field = try Self.object("NSTextField", in: Self.archive(Self.field, schema: .apple))
        #expect(field["NSControlTextAlignment"] == .int(1))
        #expect(field["NSControlLineBreakMode"] == .int(4))
        #expect(field["NSControlWritingDirection"] == .integer(-1, width: 8))
        #expect(field["NSEnabled"] == .bool(true))
    }

    @Test func aSystemColourCarriesIbtoolsFallbackColour() throws {
        let archive = try Self.archive(Self.field, schema: .apple)
        let named = try #require(archive.objects.first { $0.className == "NSColor" && $0["NSCatalogName"] != nil })
        guard case .object(let fallback)? = named["NSColor"] else { Issue.record("no fallback colour"); return }
        #expect(archive.objects[fallback]["NSComponents"] == .data(Array("0 1".utf8)))
        #expect(try Self.archive(Self.field, schema: .compact).objects.allSatisfy { $0["NSColor"] == nil })
    }

    @Test func aMetaFontIsNamedByItsFontFlags() throws {
        let font = try Self.object("NSFont", in: Self.archive(Self.field, schema: .apple))
        #expect(font["NSfFlags"] == .int(1044))
        #expect(font["IBMetaFont"] == nil)
        #expect(AppKitFontFlags.metaFont(forFlags: 1044) == "system")
    }

    @Test func theIdsTableListsTheRootThenTheObjectsThenTheConnectors() throws {
        let archive = try Self.archive(Self.field, schema: .apple)
        let data = try Self.object("NSIBObjectData", in: archive)
        guard case .object(let keys)? = data["NSOidsKeys"], case .object(let objects)? = data["NSObjectsKeys"], case .object(let values)? = data["NSOidsValues"] else {
            Issue.record("no ids tables")
            return
        }
        #expect(archive.objects[keys].elements.count == archive.objects[objects].elements.count + 1)
        #expect(archive.objects[keys].elements.first == data["NSRoot"])
        #expect(archive.objects[values].elements.count == archive.objects[keys].elements.count)
        #expect(try Self.archive(Self.field, schema: .compact).objects.allSatisfy { $0["NSOidsKeys"] == nil })
    }

    @Test func diffPairsConnectionsByContentWhateverTheirOrder() throws {
        let xml = Fixture.macOS(ownerConnections: """
            <outlet property="first" destination="a" id="o1"/>
            <outlet property="second" destination="b" id="o2"/>
            """, """
            <customObject id="a" customClass="NSObject"/>
            <customObject id="b" customClass="NSObject"/>
            """)
        let archive = try Self.archive(xml, schema: .apple)
        var reordered = archive
        let dataIndex = try #require(archive.objects.firstIndex { $0.className == "NSIBObjectData" })
        guard case .object(let connections)? = archive.objects[dataIndex]["NSConnections"] else { Issue.record("no connections"); return }
        let members = reordered.objects[connections].values
        let inlined = members.filter { $0.key != ArchivedObject.elementKey }
        reordered.objects[connections].values = inlined + members.filter { $0.key == ArchivedObject.elementKey }.reversed()
        #expect(ArchiveComparison(reordered, reference: archive).isExactMatch)
        // A changed label is a difference.
        var relabelled = archive
        let label = try #require(relabelled.objects.firstIndex { $0.className == "NSString" && $0["NS.bytes"] == .data(Array("second".utf8)) })
        relabelled.objects[label].values = [KeyedValue("NS.bytes", .data(Array("third".utf8)))]
        #expect(!ArchiveComparison(relabelled, reference: archive).isExactMatch)
    }
}
