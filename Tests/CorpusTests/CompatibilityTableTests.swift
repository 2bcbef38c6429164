import Foundation
import NibArchive
import NibCompiler
import NibDocument
import NibToolCore
import Testing

/// `nibtool coverage --compile`: the compatibility table, made from the compiler's own records of
/// what each attribute became, confirmed against Apple's nib beside a document.
@Suite struct CompatibilityTableTests {
    /// A macOS document of the three placeholders and `objects`.
    static func macOS(_ objects: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none">
            <objects>
                <customObject id="-2" userLabel="File's Owner" customClass="NSObject"/>
                <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                <customObject id="-3" userLabel="Application" customClass="NSObject"/>
        \(objects)
            </objects>
        </document>
        """
    }

    static let document = macOS("""
        <customView madeUpSetting="7" userLabel="Panel" id="v">
            <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
            <autoresizingMask key="autoresizingMask"/>
        </customView>
        """)

    /// A folder holding `Test.xib` and, when `pair` is set, `Test.nib` as NibKit compiles it
    /// (standing in for Apple's: every key then agrees).
    static func folder(pair: Bool, document: String = document) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("compat-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let xib = folder.appendingPathComponent("Test.xib")
        try Data(document.utf8).write(to: xib)
        if pair {
            let compiled = try NibCompiler().compile(DocumentReader().read(contentsOf: xib))
            try Data(NIBArchiveWriter().write(compiled.archive)).write(to: folder.appendingPathComponent("Test.nib"))
        }
        return folder
    }

    @Test func eachAttributeNamesItsKeyTypeAndWhetherAPairConfirmsIt() throws {
        let folder = try Self.folder(pair: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let table = CompatibilityTable.measure(paths: [folder.path])
        #expect(table.documents == 1 && table.pairs == 1)
        let frame = try #require(table.rows[.init(element: "rect", attribute: "width")])
        #expect(frame.keys == ["NSFrame"] || frame.keys == ["NSFrameSize"])
        #expect(frame.confirmed == 1 && frame.contradicted == 0)
        #expect(CompatibilityTable.status(of: frame) == "confirmed")
        // Interface Builder's own label is design time; ids are structural.
        #expect(CompatibilityTable.status(of: try #require(table.rows[.init(element: "customView", attribute: "userLabel")])) == "design time")
        #expect(CompatibilityTable.status(of: try #require(table.rows[.init(element: "customView", attribute: "id")])) == "structural")
    }

    @Test func aCanvasLocationIsDesignTime() throws {
        let document = Self.macOS("""
            <customView id="v"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/><point key="canvasLocation" x="139" y="154"/></customView>
            """)
        let folder = try Self.folder(pair: false, document: document)
        defer { try? FileManager.default.removeItem(at: folder) }
        let table = CompatibilityTable.measure(paths: [folder.path])
        #expect(CompatibilityTable.status(of: try #require(table.rows[.init(element: "point", attribute: "x")])) == "design time")
    }

    @Test func anAttributeWhoseAppleKeyIsUnknownSaysWhichKeyNibKitGuesses() throws {
        let folder = try Self.folder(pair: false)
        defer { try? FileManager.default.removeItem(at: folder) }
        let table = CompatibilityTable.measure(paths: [folder.path])
        let row = try #require(table.rows[.init(element: "customView", attribute: "madeUpSetting")])
        #expect(CompatibilityTable.status(of: row) == "unknown (NibKit guesses NSMadeUpSetting)")
        #expect(row.types == ["int8"])
        #expect(table.markdown().contains("| customView | madeUpSetting | 1 | `NSCustomView` | `NSMadeUpSetting` | `int8` |"))
    }

    @Test func aGuessedKeyThePairsShowIsConfirmedAndStillNamed() throws {
        let folder = try Self.folder(pair: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let row = try #require(CompatibilityTable.measure(paths: [folder.path]).rows[.init(element: "customView", attribute: "madeUpSetting")])
        #expect(CompatibilityTable.status(of: row) == "confirmed (NibKit guesses NSMadeUpSetting)")
    }

    /// A scroller's `horizontal` is bit 0 of Apple's NSsFlags: the class rule replaces the key
    /// the prefix rule first wrote, so the table names no guessed key for it.
    static let scrollView = macOS("""
        <scrollView id="s">
            <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
            <autoresizingMask key="autoresizingMask"/>
            <clipView key="contentView" id="cv">
                <rect key="frame" x="1" y="1" width="183" height="98"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            </clipView>
            <scroller key="horizontalScroller" hidden="YES" horizontal="YES" id="h">
                <rect key="frame" x="1" y="83" width="183" height="16"/>
                <autoresizingMask key="autoresizingMask"/>
            </scroller>
            <scroller key="verticalScroller" horizontal="NO" id="v">
                <rect key="frame" x="184" y="1" width="15" height="98"/>
                <autoresizingMask key="autoresizingMask"/>
            </scroller>
        </scrollView>
        """)

    @Test func aValueAClassRuleFoldsIntoAppleKeysIsNotCalledAGuess() throws {
        for pair in [false, true] {
            let folder = try Self.folder(pair: pair, document: Self.scrollView)
            defer { try? FileManager.default.removeItem(at: folder) }
            let row = try #require(CompatibilityTable.measure(paths: [folder.path]).rows[.init(element: "scroller", attribute: "horizontal")])
            #expect(row.folded == 2 && row.keys.isEmpty && row.guessedKeys.isEmpty)
            #expect(CompatibilityTable.status(of: row) == (pair ? "confirmed (class rule)" : "class rule, no pair"))
        }
    }

    @Test func aHeldBackPairIsLeftOutWhenAsked() throws {
        let folder = try Self.folder(pair: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let held = PairSplit.isHeldBack("Test.xib")
        #expect(CompatibilityTable.measure(paths: [folder.path], skippingHeldBack: true).documents == (held ? 0 : 1))
    }

    static let shared = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("../shared").standardized
    static var sharedIsPresent: Bool { FileManager.default.fileExists(atPath: shared.appendingPathComponent("ibtool-pairs").path) }

    /// docs/COMPATIBILITY.md is what `Scripts/compatibility-table.sh` writes from ../shared now:
    /// a change to the compiler's rules shows in the table (regenerate it with the script).
    @Test(.enabled(if: sharedIsPresent, "../shared is absent; docs/COMPATIBILITY.md is not regenerated to compare"))
    func theCheckedInTableIsWhatTheCompilerRegenerates() throws {
        let checkedIn = try String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/COMPATIBILITY.md"), encoding: .utf8)
        let table = CompatibilityTable.measure(
            paths: [Self.shared.appendingPathComponent("corpus").path, Self.shared.appendingPathComponent("ibtool-pairs").path], skippingHeldBack: true)
        let regenerated = table.markdown()
        #expect(regenerated == checkedIn, "docs/COMPATIBILITY.md is out of date: run Scripts/compatibility-table.sh")
    }

    @Test func theTablesMarkdownHasOneRowPerAttributeWithNineCells() throws {
        let folder = try Self.folder(pair: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let markdown = CompatibilityTable.measure(paths: [folder.path]).markdown()
        let rows = markdown.split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| element") }
        #expect(!rows.isEmpty)
        #expect(rows.allSatisfy { $0.replacingOccurrences(of: "\\|", with: "").filter { $0 == "|" }.count == 10 })
    }
}
