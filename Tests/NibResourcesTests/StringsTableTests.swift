import Foundation
import NibResources
import Testing

enum SharedCorpus {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("../shared/corpus").standardized
    static var isPresent: Bool { FileManager.default.fileExists(atPath: root.path) }

    static func files(withExtension ext: String) -> [URL] {
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        var found: [URL] = []
        while let url = enumerator?.nextObject() as? URL {
            if url.pathExtension == ext { found.append(url) }
        }
        return found.sorted { $0.path < $1.path }
    }
}

/// Strings tables: `.strings` files in every form the corpus holds.
@Suite struct StringsTableTests {
    @Test func quotedAndBareKeysEscapesAndCommentsAreRead() throws {
        let text = #"""
            /* Class = "UILabel"; text = "Hello"; ObjectID = "5aJ-pO-gnw"; */
            "5aJ-pO-gnw.text" = "Hallo \"Welt\"\n\U00e9\t\\";
            // a line comment
            bare.key = bareValue;
            "only";
            "octal" = "\101";
            """#
        let table = try StringsTable(data: Data(text.utf8))
        #expect(table.keys == ["5aJ-pO-gnw.text", "bare.key", "only", "octal"])
        #expect(table["5aJ-pO-gnw.text"] == "Hallo \"Welt\"\né\t\\")
        #expect(table.entries[0].comment == #"Class = "UILabel"; text = "Hello"; ObjectID = "5aJ-pO-gnw";"#)
        #expect(table.entries[1].comment == "a line comment")
        #expect(table["bare.key"] == "bareValue")
        #expect(table["only"] == "only")
        #expect(table["octal"] == "A")
    }

    @Test func utf16WithEitherByteOrderAndUTF8WithABOMAreRead() throws {
        let table = StringsTable(entries: [.init(key: "a", value: "Grüße ✓")])
        let utf16 = table.data(encoding: .utf16)
        #expect(utf16.starts(with: [0xFF, 0xFE]))
        #expect(try StringsTable(data: utf16)["a"] == "Grüße ✓")
        var bigEndian: [UInt8] = [0xFE, 0xFF]
        for unit in table.text().utf16 { bigEndian += [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
        #expect(try StringsTable(data: Data(bigEndian))["a"] == "Grüße ✓")
        #expect(try StringsTable(data: Data([0xEF, 0xBB, 0xBF] + Array(table.text().utf8)))["a"] == "Grüße ✓")
    }

    @Test func propertyListStringsFilesAreRead() throws {
        let plist = try PropertyListSerialization.data(fromPropertyList: ["b": "2", "a": "1"], format: .xml, options: 0)
        #expect(try StringsTable(data: plist).values == ["a": "1", "b": "2"])
        let binary = try PropertyListSerialization.data(fromPropertyList: ["k": "v"], format: .binary, options: 0)
        #expect(try StringsTable(data: binary)["k"] == "v")
    }

    @Test func writingThenReadingGivesTheSameEntries() throws {
        let table = StringsTable(entries: [
            .init(key: "x.title", value: "Line\nbreak \"quoted\" \\ tab\t", comment: "Class = \"NSMenuItem\"; title = \"Quit\";"),
            .init(key: "y.title", value: "日本語"),
        ])
        for encoding in StringsTable.Encoding.allCases {
            #expect(try StringsTable(data: table.data(encoding: encoding)) == table)
        }
    }

    @Test func aBrokenFileNamesTheLineAndColumn() {
        let text = "\"a\" = \"1\";\n\"b\" = \"2\"\n\"c\" = \"3\";"
        var caught: StringsError?
        do { _ = try StringsTable(data: Data(text.utf8), file: "Broken.strings") } catch { caught = error }
        #expect(caught?.line == 3)
        #expect(caught?.column == 1)
        #expect(caught?.description.hasPrefix("Broken.strings:3:1: error: expected “;”") == true)
    }

    @Test(.enabled(if: SharedCorpus.isPresent, "../shared/corpus is absent; corpus .strings tests skipped"))
    func everyCorpusStringsFileIsRead() throws {
        let files = SharedCorpus.files(withExtension: "strings")
        #expect(files.count >= 18)
        var empty: [String] = []
        for file in files {
            let table = try StringsTable(contentsOf: file)
            if table.entries.isEmpty { empty.append(file.lastPathComponent) }
            // Every table survives being written and read again, in both encodings.
            #expect(try StringsTable(data: table.data(encoding: .utf16)).values == table.values, "\(file.path)")
        }
        #expect(empty == ["LaunchScreen.strings"], "only DuckDuckGo's comment-only LaunchScreen.strings has no entries")
    }
}

/// String Catalogs and `.stringsdict` plural rules.
@Suite struct CatalogAndPluralTests {
    @Test func aStringCatalogGivesATablePerLanguage() throws {
        let json = #"""
            {"sourceLanguage":"en","strings":{
              "8.title":{"comment":"Class = \"NSWindow\"; title = \"Activity\"; ObjectID = \"8\";",
                "localizations":{"de":{"stringUnit":{"state":"translated","value":"Aktivität"}},
                                 "en":{"stringUnit":{"state":"new","value":"Activity"}}}},
              "files":{"localizations":{"en":{"variations":{"plural":{"one":{"stringUnit":{"value":"%d file"}},"other":{"stringUnit":{"value":"%d files"}}}}}}}
            },"version":"1.0"}
            """#
        let catalog = try StringCatalog(data: Data(json.utf8))
        #expect(catalog.languages == ["de", "en"])
        #expect(catalog.table(for: "de")["8.title"] == "Aktivität")
        #expect(catalog.table(for: "de").entries.first?.comment?.contains("NSWindow") == true)
        #expect(catalog.strings["files"]?.plurals["en"]?["other"] == "%d files")
    }

    @Test func pluralRulesChooseTheLanguagesCategory() throws {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>files</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@count@ selected</string>
            <key>count</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>one</key><string>%d file</string><key>few</key><string>%d files (few)</string>
            <key>many</key><string>%d files (many)</string><key>other</key><string>%d files</string></dict>
            </dict></dict></plist>
            """
        let rules = try StringsDictionary(data: Data(plist.utf8))
        #expect(rules.string(forKey: "files", count: 1, language: "en") == "1 file selected")
        #expect(rules.string(forKey: "files", count: 5, language: "en") == "5 files selected")
        #expect(rules.string(forKey: "files", count: 3, language: "ru") == "3 files (few) selected")
        #expect(rules.string(forKey: "files", count: 11, language: "ru") == "11 files (many) selected")
        #expect(rules.string(forKey: "files", count: 21, language: "ru-RU") == "21 file selected")
        #expect(PluralCategory.of(0, language: "fr") == .one)
        #expect(PluralCategory.of(2, language: "ar") == .two)
        #expect(PluralCategory.of(7, language: "ja") == .other)
    }

    @Test(.enabled(if: SharedCorpus.isPresent, "../shared/corpus is absent"))
    func theCorpusCatalogHasViennasLanguages() throws {
        let files = SharedCorpus.files(withExtension: "xcstrings")
        let catalog = try StringCatalog(contentsOf: try #require(files.first))
        #expect(catalog.languages.contains("de"))
        #expect(catalog.table(for: "de")["8.title"] == "Aktivität")
    }
}

enum FixtureBundle {
    static let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Resources.app/Contents/Resources").standardized
}

/// Named resources: image headers, asset catalogs and the named caches, on the fixture bundle.
@Suite struct NamedResourceTests {
    @Test func imageSizesComeFromTheHeadersOfPNGJPEGGIFAndPDF() throws {
        func info(_ name: String) throws -> ImageInfo? {
            ImageInfo.read(try Data(contentsOf: FixtureBundle.resources.appendingPathComponent(name)))
        }
        #expect(try info("avatar@2x.png") == ImageInfo(format: .png, width: 48, height: 48))
        #expect(try info("photo.jpg") == ImageInfo(format: .jpeg, width: 30, height: 20))
        #expect(try info("spinner.gif") == ImageInfo(format: .gif, width: 40, height: 10))
        #expect(try info("badge.pdf") == ImageInfo(format: .pdf, width: 100, height: 50))
        #expect(ImageInfo.read(Data("not an image".utf8)) == nil)
        #expect(ImageInfo.read(Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0])) == nil)
    }

    @Test func theScaleAskedForWinsThenLargerThenSmaller() throws {
        let cache = NamedResourceCache()
        let lookup = ResourceLookup(languages: ["en"])
        let two = try #require(cache.image(named: "avatar", in: FixtureBundle.resources, lookup: lookup, scale: 2))
        #expect(two.url.lastPathComponent == "avatar@2x.png")
        #expect(two.pointSize?.width == 24)
        let three = try #require(cache.image(named: "avatar", in: FixtureBundle.resources, lookup: lookup, scale: 3))
        #expect(three.url.lastPathComponent == "avatar@3x.png")
        #expect(three.pointSize?.width == 24)
        let one = try #require(cache.image(named: "avatar", in: FixtureBundle.resources, lookup: lookup, scale: 1))
        #expect(one.url.lastPathComponent == "avatar.png")
        let explicit = try #require(cache.image(named: "photo.jpg", in: FixtureBundle.resources, lookup: lookup, scale: 2))
        #expect(explicit.scale == 1)
    }

    @Test func theSameNameIsReadFromDiskOnce() throws {
        let cache = NamedResourceCache()
        let lookup = ResourceLookup(languages: ["en"])
        let first = cache.image(named: "avatar", in: FixtureBundle.resources, lookup: lookup, scale: 2)
        let second = cache.image(named: "avatar", in: FixtureBundle.resources, lookup: lookup, scale: 2)
        #expect(first != nil && first === second)
        #expect(cache.diskReads == 1)
        #expect(cache.image(named: "absent", in: FixtureBundle.resources, lookup: lookup, scale: 2) == nil)
        #expect(cache.image(named: "absent", in: FixtureBundle.resources, lookup: lookup, scale: 2) == nil)
        #expect(cache.diskReads == 1)
    }

    @Test func assetCatalogImageSetsChooseScaleAndAppearance() throws {
        let catalog = AssetCatalog(contentsOf: FixtureBundle.resources.appendingPathComponent("Assets.xcassets"))
        #expect(catalog.image(named: "Star", idiom: "iphone", scale: 2)?.file.lastPathComponent == "star@2x.png")
        #expect(catalog.image(named: "Star", idiom: "iphone", scale: 2, appearance: "dark")?.file.lastPathComponent == "star-dark@2x.png")
        #expect(catalog.image(named: "Star", idiom: "iphone", scale: 3)?.file.lastPathComponent == "star@2x.png")
        let cache = NamedResourceCache()
        let star = try #require(cache.image(named: "Star", in: FixtureBundle.resources, lookup: ResourceLookup(languages: ["en"]), scale: 2))
        #expect(star.pointSize?.width == 16)
    }

    @Test func assetCatalogColorSetsChooseIdiomAndAppearance() throws {
        let catalog = AssetCatalog(contentsOf: FixtureBundle.resources.appendingPathComponent("Assets.xcassets"))
        let light = try #require(catalog.color(named: "Brand", idiom: "iphone"))
        #expect(light.red == 0.8 && light.green == 0.4 && light.blue == 0.2 && light.alpha == 1)
        let dark = try #require(catalog.color(named: "Brand", idiom: "iphone", appearance: "dark"))
        #expect(dark.red == 1 && abs(dark.green - 0.4) < 0.001)
        #expect(catalog.color(named: "Brand", idiom: "ipad")?.colorSpace == "display-p3")
    }

    @Test func soundsAreFoundByNameWithoutExtension() throws {
        let sound = try #require(NamedResourceCache().sound(named: "ding", in: FixtureBundle.resources, lookup: ResourceLookup(languages: ["en"])))
        #expect(sound.url.lastPathComponent == "ding.wav")
        #expect(sound.data.starts(with: Array("RIFF".utf8)))
    }

    @Test func languageFoldersFallBackFromRegionToLanguage() {
        #expect(ResourceLookup.languageFolders(for: ["pt-BR", "zh-Hans-CN", "en"]) == [
            "pt-BR.lproj", "pt_BR.lproj", "pt.lproj", "zh-Hans-CN.lproj", "zh_Hans_CN.lproj", "zh-Hans.lproj", "zh_Hans.lproj", "zh.lproj", "en.lproj",
        ])
    }
}
