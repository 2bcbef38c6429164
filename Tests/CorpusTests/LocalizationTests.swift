import Foundation
import NibLoading
import NibResources
import NibToolCore
import Testing

/// Localization over the corpus: generated strings files parse back, imported translations reach
/// the loaded objects, and the check finds the stale keys that are really there.
@Suite struct LocalizationTests {
    @Test(.enabled(if: Corpus.isPresent, "../shared/corpus is absent; localization corpus tests skipped"))
    func everyDocumentsGeneratedStringsFileParsesBack() throws {
        var strings = 0
        for path in Corpus.documents {
            let document = try DocumentReader().read(contentsOf: URL(fileURLWithPath: path))
            let table = StringsFiles.generate(document)
            strings += table.entries.count
            for encoding in StringsTable.Encoding.allCases {
                let reread = try StringsTable(data: table.data(encoding: encoding), file: path)
                #expect(reread == table, "\(path) (\(encoding))")
            }
        }
        #expect(strings > 3_000)
    }

    @Test(.enabled(if: Corpus.isPresent, "../shared/corpus is absent; localization corpus tests skipped"))
    func importingTheCorpusTranslationsPutsTheTranslatedTextOnTheLoadedObjects() throws {
        var checked = 0
        var failures: [String] = []
        for result in try LocalizationCheck.check([Corpus.root.path]) {
            let document = try DocumentReader().read(contentsOf: URL(fileURLWithPath: result.file))
            let name = URL(fileURLWithPath: result.file).deletingPathExtension().lastPathComponent
            let folder = URL(fileURLWithPath: result.file).deletingLastPathComponent().deletingLastPathComponent()
            for translation in try Translations.all(named: name, in: folder) {
                let values = translation.table.values
                let localized = try document.localized(with: values)
                // As `nibtool strings import` does: the localized document is written and read back.
                let written = try DocumentReader().read(data: XMLWriter.data(of: localized.document.root), file: result.file)
                let expected = Set(document.localizableStrings.compactMap { values[$0.key] }.filter { !$0.isEmpty })
                #expect(localized.applied == document.localizableStrings.filter { values[$0.key] != nil }.count)
                let rendered = try Self.loadedText(written)
                for text in expected.sorted() where !rendered.contains(text) {
                    failures.append("\(result.file) [\(translation.language)]: “\(text)” is not on any loaded object")
                }
                checked += expected.count
            }
        }
        #expect(failures.isEmpty, "\(failures.count) translations missing:\n\(failures.prefix(20).joined(separator: "\n"))")
        #expect(checked > 800)
    }

    @Test(.enabled(if: Corpus.isPresent, "../shared/corpus is absent; localization corpus tests skipped"))
    func checkReportsTheStaleKeysThatAreReallyThere() throws {
        let results = try LocalizationCheck.check([Corpus.root.path])
        let iina = try #require(results.first { $0.file.hasSuffix("iina/Base.lproj/InitialWindowController.xib") })
        let japanese = try #require(iina.languages.first { $0.language == "ja" })
        #expect(japanese.stale == ["3aN-Hg-GkT.title", "BIz-NQ-0qD.title", "H7D-2H-wQn.title", "I6R-Jl-2Jk.title", "s3U-4u-gYp.title"])
        #expect(japanese.current == 4)
        // Every key called stale names an object the document does not have (or a property it does not localize).
        for result in results {
            let document = try DocumentReader().read(contentsOf: URL(fileURLWithPath: result.file))
            let keys = Set(document.localizableStrings.map(\.key))
            for language in result.languages {
                for key in language.stale { #expect(!keys.contains(key)) }
            }
        }
        #expect(LocalizationCheck.text(of: results).contains("ja (") )
    }

    /// Everything the loaded objects hold, as text: each xib, or each storyboard scene with its view.
    static func loadedText(_ document: InterfaceDocument) throws -> String {
        var roots: [AnyObject] = []
        if document.kind == .storyboard {
            let storyboard = try Storyboard(document: document, options: Nib.Options(externalObjects: DocumentLoader.externalObjects(of: document)))
            for nibName in storyboard.sceneNibNames {
                guard let controller = try? storyboard.instantiate(nibName: nibName, creator: nil) else { continue }
                _ = DocumentLoader.loadViewIfAny(controller)
                roots.append(controller)
            }
        } else {
            let owner = NibGenericOwner()
            roots = [owner] + (try Nib(document: document).instantiate(owner: owner, options: Nib.Options(externalObjects: DocumentLoader.externalObjects(of: document))))
        }
        return ObjectGraphFingerprint(roots: roots).lines.joined(separator: "\n")
    }
}
