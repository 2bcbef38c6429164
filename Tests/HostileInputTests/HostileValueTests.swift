import Foundation
import FuzzSupport
import NibCompiler
import NibDocument
import NibLoading
import NibSupport
import NibTestSupport
import NibToolCore
import PropertyBased
import Testing

/// The numeric rule: every number read from a document or an archive becomes an integer by
/// saturating (NaN 0, beyond the range the bound), and well-formed documents with hostile
/// numbers load, or fail with a typed error, but never trap.
@Suite struct HostileValueTests {
    static let specials: [Double] = [.nan, -.nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 9.3e18, -9.3e18, 9.2233720368547758e18, 0.5, -0.5, -0.0, .leastNonzeroMagnitude]

    @Test func aFloatingPointNumberBecomesAnIntegerBySaturating() async {
        await propertyCheck(count: 500, input: Gen.oneOf(Gen.double(in: -1e19...1e19), Gen<Double?>.element(of: Self.specials).map { $0 ?? 0 })) { value in
            let converted = Int(saturating: value)
            if value.isNaN {
                #expect(converted == 0)
            } else if value >= 9.2233720368547758e18 {
                #expect(converted == .max)
            } else if value < -9.2233720368547758e18 {
                #expect(converted == .min)
            } else {
                #expect(converted == Int(value.rounded(.towardZero)))
            }
            #expect(Int32(saturating: value) == Int32(clamping: converted))
            #expect(UInt(saturating: value) == (value.isNaN || value <= 0 ? 0 : value >= 1.8446744073709552e19 ? .max : UInt(value)))
        }
    }

    @Test(arguments: ["nan", "inf", "-inf", "1e308", "-1e308", "9223372036854775808", "-9223372036854775809"])
    func aRuntimeAttributeHoldsAnyNumberWithoutATrap(_ value: String) throws {
        let text = HostileValues.uiKitViews.replacingOccurrences(of: #"<integer key="value" value="7"/>"#, with: #"<real key="value" value="\#(value)"/>"#)
            .replacingOccurrences(of: #"<integer key="value" value="3"/>"#, with: #"<real key="value" value="\#(value)"/>"#)
        let document = try DocumentReader().read(data: Data(text.utf8), file: "Hostile.xib")
        let top = try Nib(document: document).instantiate(owner: NibGenericOwner())
        let label = try #require((top.first as? UIView)?.subviews.first as? UILabel)
        let number = Double(value)!
        #expect(label.tag == Int(saturating: number))
        #expect(label.numberOfLines == Int(saturating: number))
    }

    @Test(arguments: ["nan", "inf", "-1e308", "3e38"])
    func aScrollAmountHoldsAnyNumberWithoutATrap(_ value: String) throws {
        let text = HostileValues.appKitWindow.replacingOccurrences(of: #"verticalPageScroll="10""#, with: #"verticalPageScroll="\#(value)""#)
            .replacingOccurrences(of: #"horizontalLineScroll="19""#, with: #"horizontalLineScroll="\#(value)""#)
        let report = try Self.load(text, as: "Scroll.xib")
        #expect(report.ok, "\(report.error ?? "")")
    }

    @Test(arguments: ["nan", "-inf", "1e400", "wide", ""])
    func aSizeOrPositionThatIsNoFiniteNumberIsAnErrorNamingItsPlace(_ value: String) throws {
        let text = Self.macOSDocument(#"<customView id="v"><rect key="frame" x="0" y="0" width="\#(value)" height="10"/></customView>"#)
        let document = try DocumentReader().read(data: Data(text.utf8), file: "Frame.xib")
        let error = try #require(throws: CompileError.self) { try NibCompiler().compile(document) }
        #expect(error.objectID == "v")
        #expect(error.location?.line == 6 && error.description.hasPrefix("Frame.xib:6:"), "\(error)")
        #expect(error.message.contains("width"))
    }

    @Test(arguments: ["nan", "inf"])
    func aFontSizeThatIsNoFiniteNumberIsAnError(_ value: String) throws {
        let text = Self.macOSDocument("""
            <textField id="t"><rect key="frame" x="0" y="0" width="40" height="20"/>
                <textFieldCell key="cell" title="A" id="c"><font key="font" metaFont="system" size="\(value)"/></textFieldCell>
            </textField>
            """)
        let document = try DocumentReader().read(data: Data(text.utf8), file: "Font.xib")
        let error = try #require(throws: CompileError.self) { try NibCompiler().compile(document) }
        #expect(error.objectID == "c" && error.message.contains("size"), "\(error)")
    }

    /// An asset colour's fallback in `<resources>` may name an asset itself, even its own name:
    /// compiling it for Apple's schema (which archives the fallback colour) must not follow it round.
    @Test(arguments: [#"<color name="Loop"/>"#, #"<color name="Other"/>"#])
    func anAssetColourWhoseFallbackNamesAnAssetCompiles(_ fallback: String) throws {
        let text = Self.macOSDocument(
            #"<box boxType="custom" id="b"><rect key="frame" x="0" y="0" width="10" height="10"/><color key="fillColor" name="Loop"/></box>"#,
            resources: #"<namedColor name="Loop">\#(fallback)</namedColor><namedColor name="Other"><color name="Loop"/></namedColor>"#)
        let document = try DocumentReader().read(data: Data(text.utf8), file: "Loop.xib")
        let archive = try NibCompiler(options: .init(schema: .apple)).compile(document).archive
        #expect(archive.objects.contains { $0.className == "NSColor" })
        #expect(try Self.load(text, as: "Loop.xib").ok)
    }

    /// A grid whose cells name themselves as their merge head, the grid as their row or column,
    /// a row as their column, or ids that are not there: it compiles, and loads without a cell
    /// holding what it is not.
    @Test func aGridWhoseCellsNameThemselvesOrTheWrongObjectsLoads() throws {
        let text = Self.macOSDocument("""
            <gridView rowSpacing="nan" columnSpacing="-1e308" id="g">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
                <rows><gridRow height="inf" id="r"/></rows>
                <columns><gridColumn width="-5" id="c"/></columns>
                <gridCells>
                    <gridCell row="r" column="c" headOfMergedCell="x1" id="x1"/>
                    <gridCell row="g" column="r" headOfMergedCell="nowhere" id="x2"/>
                    <gridCell row="x1" column="g" id="x3"/>
                </gridCells>
            </gridView>
            """)
        for schema in NibCompiler.Options.Schema.allCases {
            let document = try DocumentReader().read(data: Data(text.utf8), file: "Grid.xib")
            let archive = try NibCompiler(options: .init(schema: schema)).compile(document).archive
            #expect(archive.objects.contains { $0.className == "NSGridView" }, "\(schema)")
        }
        let report = try Self.load(text, as: "Grid.xib")
        #expect(report.ok, "\(report.error ?? "")")
        for schema in NibCompiler.Options.Schema.allCases {
            let grid = try #require(try Fixture.topLevelObjects(text, schema: schema).compactMap { $0 as? NSGridView }.first)
            let cells = grid.rows.flatMap(\.cells)
            #expect(cells.allSatisfy { cell in cell.column.map { column in grid.columns.contains { $0 === column } } ?? true }, "\(schema)")
            #expect(cells.allSatisfy { $0.headOfMergedCell !== $0 }, "\(schema)")
        }
    }

    @Test
    func everyTemplateWithHostileNumbersLoadsOrFailsWithAnError() async throws {
        await propertyCheck(count: 60, input: Gen.uint8().array(of: 16...256)) { bytes in
            var choices = HostileValues.Choices(bytes)
            let template = choices.element(of: HostileValues.templates)
            let text = HostileValues.mutatingNumbers(of: template, choices: &choices)
            let name = template == HostileValues.appKitWindow ? "Window.xib" : "Views.xib"
            // Reaching the next line at all is the property: a trap would end the test process.
            let report = try Self.load(text, as: name)
            #expect(report.ok || report.error?.contains(name) == true, "\(report.error ?? "")")
        }
    }

    @Test func everyCompiledTemplateWithHostileArchiveValuesLoadsOrFailsWithAnError() async throws {
        let compiled = try HostileValues.templates.map { text in
            let document = try DocumentReader().read(data: Data(text.utf8), file: "Template.xib")
            return (archive: try NibCompiler().compile(document).archive, flavour: document.flavour)
        }
        await propertyCheck(count: 60, input: Gen.uint8().array(of: 16...512)) { bytes in
            var choices = HostileValues.Choices(bytes)
            let template = choices.element(of: compiled)
            let archive = HostileValues.mutatingNumbers(of: template.archive, choices: &choices)
            let externals: [String: AnyObject] = ["UIStoryboardPlaceholder": NibGenericOwner()]
            // Reaching the next line at all is the property: a trap would end the test process.
            do throws(NibLoadingError) {
                _ = try Nib(archive: archive, flavour: template.flavour, source: "Hostile.nib").instantiate(owner: NibGenericOwner(), options: Nib.Options(externalObjects: externals))
            } catch {
                #expect(error.location.contains("Hostile.nib"), "\(error)")
            }
            _ = ArchiveDump.text(of: archive, source: "Hostile.nib")
        }
    }

    @Test func everyCorpusDocumentWithHostileNumbersLoadsOrFailsWithAnError() throws {
        let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../shared/corpus").standardized
        guard FileManager.default.fileExists(atPath: corpus.path) else {
            print("note: ../shared/corpus is absent; the corpus documents were not mutated")
            return
        }
        // Every 8th document, mutated with choices seeded by its name: fixed, and different per document.
        let documents = DocumentLoader.documents(at: [corpus.path]).enumerated().filter { $0.offset % 8 == 3 }.map(\.element)
        #expect(documents.count > 10)
        for path in documents {
            guard let original = try? String(contentsOfFile: path, encoding: .utf8), original.utf8.count < 400_000 else { continue }
            var choices = HostileValues.Choices(Array(path.utf8.reversed()) + Array(repeating: 1, count: 64))
            let report = try Self.load(HostileValues.mutatingNumbers(of: original, oneIn: 5, choices: &choices), as: (path as NSString).lastPathComponent)
            if !report.ok { #expect(report.error?.isEmpty == false) }
        }
    }

    /// Writes `text` to a temporary folder as `name` and loads it as `nibtool load` does.
    /// A macOS document of File's Owner, First Responder, `objects` and `resources`.
    static func macOSDocument(_ objects: String, resources: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none">
            <objects>
                <customObject id="-2" userLabel="File's Owner" customClass="NSObject"/>
                <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                \(objects)
            </objects>
            <resources>\(resources)</resources>
        </document>
        """
    }

    static func load(_ text: String, as name: String) throws -> LoadReport {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-values-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: file)
        return DocumentLoader.load(file.path)
    }
}
