import Foundation
import NibArchive
import NibCompiler
import NibKit
import Testing

/// The fixture bundle `Tests/Fixtures/Resources.app`: Base.lproj documents, German (UTF-16),
/// French and Portuguese strings, `~ipad` variants, images, an asset catalog and a sound.
enum ResourcesFixture {
    static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../Fixtures/Resources.app").standardized
    static var bundle: Bundle { Bundle(url: url)! }

    /// Runs `body` with the preferred languages set, then restores them.
    static func with<T>(languages: [String], _ body: () throws -> T) rethrows -> T {
        let saved = NibLanguages.preferred
        NibLanguages.preferred = languages
        defer { NibLanguages.preferred = saved }
        return try body()
    }
}

extension SharedApplicationTests {
/// Localized resources: resource lookup, Base internationalization (documents and compiled nibs)
/// and the named caches. Nested in the serialized shared-application suite: the preferred languages
/// and the device idiom are process-wide, as on a device, and tests of both suites change them.
@Suite struct LocalizedResourcesTests {
    @Test func aBaseDocumentGetsThePreferredLanguagesStrings() throws {
        let view = try ResourcesFixture.with(languages: ["de-DE", "en"]) {
            try #require(try Nib(named: "Greeting", bundle: ResourcesFixture.bundle).instantiate().first as? UIView)
        }
        let label = try #require(view.subviews[0] as? UILabel)
        #expect(label.text == "Hallo")
        #expect(label.accessibilityLabel == "Begrüßung")
        #expect((view.subviews[1] as? UIButton)?.title(for: 0) == "Los")
        #expect((view.subviews[2] as? UITextField)?.placeholder == "Dein Name")
    }

    @Test func theFirstPreferredLanguageWithStringsWinsAndRegionsFallBack() throws {
        let french = try ResourcesFixture.with(languages: ["it", "fr-CA"]) {
            try #require(try Nib(named: "Greeting", bundle: ResourcesFixture.bundle).instantiate().first as? UIView)
        }
        #expect((french.subviews[0] as? UILabel)?.text == "Bonjour")
        let portuguese = try ResourcesFixture.with(languages: ["pt-BR"]) {
            try #require(try Nib(named: "Greeting", bundle: ResourcesFixture.bundle).instantiate().first as? UIView)
        }
        #expect((portuguese.subviews[0] as? UILabel)?.text == "Olá")
        // Untranslated strings keep the Base text.
        #expect((portuguese.subviews[1] as? UIButton)?.title(for: 0) == "Go")
    }

    @Test func aLanguageWithoutStringsKeepsTheBaseText() throws {
        let view = try ResourcesFixture.with(languages: ["ja"]) {
            try #require(try Nib(named: "Greeting", bundle: ResourcesFixture.bundle).instantiate().first as? UIView)
        }
        #expect((view.subviews[0] as? UILabel)?.text == "Hello")
    }

    @Test func storyboardsByNameAreLocalizedToo() throws {
        let controller = try ResourcesFixture.with(languages: ["de"]) {
            try #require(try Storyboard(name: "Main", bundle: ResourcesFixture.bundle).instantiateInitialViewController())
        }
        #expect(controller.title == "Willkommen")
        #expect((controller.view.subviews.first as? UILabel)?.text == "Willkommen an Bord")
    }

    @Test func theDeviceVariantIsPreferredAndThePlainNameIsTheFallback() throws {
        let saved = UIDevice.current.userInterfaceIdiom
        defer { UIDevice.current.userInterfaceIdiom = saved }
        UIDevice.current.userInterfaceIdiom = .pad
        let tablet = try ResourcesFixture.with(languages: ["en"]) { try ResourcesFixture.bundle.loadNibNamed("Card", owner: nil) }
        #expect((tablet.first as? UILabel)?.text == "Tablet card")
        UIDevice.current.userInterfaceIdiom = .phone
        let phone = try ResourcesFixture.with(languages: ["en"]) { try ResourcesFixture.bundle.loadNibNamed("Card", owner: nil) }
        #expect((phone.first as? UILabel)?.text == "Phone card")
    }

    @Test func nibFoldersAreFoundAndOpenedLikeFiles() throws {
        let objects = try ResourcesFixture.with(languages: ["en"]) { try ResourcesFixture.bundle.loadNibNamed("Folded", owner: nil) }
        #expect((objects.first as? UILabel)?.text == "Phone card")
    }

    @Test func theBundleFolderItselfIsSearchedLast() throws {
        let objects = try ResourcesFixture.with(languages: ["de"]) { try ResourcesFixture.bundle.loadNibNamed("Other", owner: nil) }
        #expect((objects.first as? UILabel)?.text == "At the root")
    }

    @Test func namesMatchWithExactCaseAndAMissingNibListsEveryPathTried() throws {
        var caught: NibLoadingError?
        do { _ = try ResourcesFixture.with(languages: ["de"]) { try Nib(named: "greeting", bundle: ResourcesFixture.bundle) } } catch { caught = error as? NibLoadingError }
        let error = try #require(caught)
        #expect(error.code == .notFound)
        #expect(error.message.hasPrefix("Could not load NIB in bundle:"))
        for path in ["de.lproj/greeting.nib", "de.lproj/greeting.xib", "Base.lproj/greeting.xib", "Resources/greeting.xib"] {
            #expect(error.message.contains(path), "\(path) should be listed")
        }
    }

    @Test func aNameWithItsExtensionIsFoundAsIs() throws {
        let view = try ResourcesFixture.with(languages: ["en"]) { try Nib(named: "Greeting.xib", bundle: ResourcesFixture.bundle).instantiate() }
        #expect(view.count == 1)
    }

    // MARK: Named images, sounds and colours (the named caches).

    @Test func aNibsImagesAreFoundInItsBundleWithTheirSizes() throws {
        let view = try #require(try Nib(named: "Greeting", bundle: ResourcesFixture.bundle).instantiate().first as? UIView)
        let avatar = try #require((view.subviews[3] as? UIImageView)?.image)
        #expect(avatar.name == "avatar")
        #expect(avatar.size == CGSize(width: 24, height: 24))
        #expect(avatar.resource?.url.lastPathComponent.hasPrefix("avatar@") == true)
        let star = try #require((view.subviews[4] as? UIImageView)?.image)
        #expect(star.size == CGSize(width: 16, height: 16))
    }

    @Test func oneNibsLoadsFindItsImagesAgainWhenTheScaleChanges() throws {
        // A nib keeps the images its loads found by name; a change of scale (or of languages or
        // device) between loads is a different lookup, not a stale entry.
        let nib = try Nib(named: "Greeting", bundle: ResourcesFixture.bundle)
        let saved = UIDevice.current.scale
        defer { UIDevice.current.scale = saved }
        for scale in [2, 3, 2] {
            UIDevice.current.scale = scale
            let view = try #require(try nib.instantiate().first as? UIView)
            let avatar = try #require((view.subviews[3] as? UIImageView)?.image)
            #expect(avatar.resource?.url.lastPathComponent == "avatar@\(scale)x.png")
        }
    }

    @Test func assetCatalogColoursComeFromTheCatalogWithIBsColourAsFallback() throws {
        let view = try #require(try Nib(named: "Greeting", bundle: ResourcesFixture.bundle).instantiate().first as? UIView)
        let brand = try #require(view.backgroundColor)
        #expect(brand.assetName == "Brand")
        #expect(brand.red == 0.8 && brand.green == 0.4 && brand.blue == 0.2)
        // Compiled and read from memory (no bundle): the colour IB recorded for the asset.
        let xib = ResourcesFixture.url.appendingPathComponent("Contents/Resources/Base.lproj/Greeting.xib")
        let detached = Nib(archive: try Nib(contentsOf: xib).archive, flavour: .uiKit)
        let fallback = try #require((detached.instantiate().first as? UIView)?.backgroundColor)
        #expect(abs(fallback.red - 0.5) < 0.0001 && fallback.alpha == 1)
    }

    @Test func aChangeOfLanguagesDeviceOrScaleStartsANewResourceGeneration() throws {
        // A nib's memo of the images it found is good for one generation: after any change of
        // what lookups depend on, its entries are looked up again.
        let (languages, idiom, scale) = (NibLanguages.preferred, UIDevice.current.userInterfaceIdiom, UIDevice.current.scale)
        defer { (NibLanguages.preferred, UIDevice.current.userInterfaceIdiom, UIDevice.current.scale) = (languages, idiom, scale) }
        var generation = ResourceEnvironment.generation
        for change in [{ NibLanguages.preferred = ["de"] }, { UIDevice.current.userInterfaceIdiom = .pad }, { UIDevice.current.scale = 3 }] {
            change()
            #expect(ResourceEnvironment.generation > generation)
            generation = ResourceEnvironment.generation
        }
    }

    @Test func oneNibsLoadsFindItsImagesAgainWhenTheLanguagesChange() throws {
        let nib = try Nib(named: "Greeting", bundle: ResourcesFixture.bundle)
        let saved = NibLanguages.preferred
        defer { NibLanguages.preferred = saved }
        var found: [URL?] = []
        for languages in [["en"], ["de"], ["en"]] {
            NibLanguages.preferred = languages
            let view = try #require(try nib.instantiate().first as? UIView)
            found.append((view.subviews[3] as? UIImageView)?.image?.resource?.url)
        }
        // The same file under each setting, found afresh after each change (not a stale entry).
        #expect(found.allSatisfy { $0 != nil } && found[0] == found[2])
    }

    @Test func aMissingImageIsAWarningNamingTheDocumentObjectAndName() throws {
        let result = try Nib(named: "Greeting", bundle: ResourcesFixture.bundle).instantiateWithDetails()
        let warning = try #require(result.warnings.first { $0.contains("missing-picture") })
        #expect(warning.contains("Greeting.xib"))
        #expect(warning.contains("object Img-6g-006"))
        #expect(!result.warnings.contains { $0.contains("“avatar”") })
    }

    @Test func namedImagesAndSoundsInCode() throws {
        let image = try #require(UIImage(named: "avatar", in: ResourcesFixture.bundle))
        #expect(image.size.width == 24)
        #expect(UIImage(named: "no-such-image", in: ResourcesFixture.bundle) == nil)
        let sound = try #require(NSSound(named: "ding", in: ResourcesFixture.bundle))
        #expect(sound.resource?.url.pathExtension == "wav")
    }

    // MARK: Compiled nibs in a Base.lproj, localized through the `NSLocalizableString`s the compiler writes (as ibtool does).

    @Test func theCompilerArchivesLocalizableTextWithItsKey() throws {
        let xib = ResourcesFixture.url.appendingPathComponent("Contents/Resources/Base.lproj/Greeting.xib")
        let archive = try Nib(contentsOf: xib).archive
        let keys = archive.objects.indices.filter { archive.objects[$0].className == "NSLocalizableString" }.compactMap { archive.string("NSKey", of: $0) }
        #expect(Set(keys) == ["Lbl-1b-001.text", "Lbl-1b-001.accessibilityLabel", "Btn-2c-002.normalTitle", "Fld-3d-003.placeholder"])
    }

    @Test func aCompiledBaseNibAndStoryboardGetThePreferredLanguagesStrings() throws {
        let bundle = FileManager.default.temporaryDirectory.appendingPathComponent("compiled-\(UUID().uuidString)/Demo.app")
        defer { try? FileManager.default.removeItem(at: bundle.deletingLastPathComponent()) }
        let resources = ResourcesFixture.url.appendingPathComponent("Contents/Resources")
        let base = bundle.appendingPathComponent("Base.lproj")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: resources.appendingPathComponent("de.lproj"), to: bundle.appendingPathComponent("de.lproj"))
        let nib = try Nib(contentsOf: resources.appendingPathComponent("Base.lproj/Greeting.xib"))
        try Data(NIBArchiveWriter().write(try nib.archive)).write(to: base.appendingPathComponent("Greeting.nib"))
        let compiled = try NibCompiler().compileStoryboard(try DocumentReader().read(contentsOf: resources.appendingPathComponent("Base.lproj/Main.storyboard")))
        let storyboardFolder = base.appendingPathComponent("Main.storyboardc")
        try FileManager.default.createDirectory(at: storyboardFolder, withIntermediateDirectories: true)
        for (name, nib) in compiled.nibs { try Data(NIBArchiveWriter().write(nib.archive)).write(to: storyboardFolder.appendingPathComponent("\(name).nib")) }
        let plist: [String: Any] = ["UIStoryboardDesignatedEntryPointIdentifier": compiled.initialNibName ?? "", "UIViewControllerIdentifiersToNibNames": compiled.identifiersToNibNames]
        try PropertyListSerialization.data(fromPropertyList: plist, format: .binary, options: 0).write(to: storyboardFolder.appendingPathComponent("Info.plist"))

        let view = try ResourcesFixture.with(languages: ["de"]) {
            try #require(try Nib(contentsOf: base.appendingPathComponent("Greeting.nib")).instantiate().first as? UIView)
        }
        #expect((view.subviews[0] as? UILabel)?.text == "Hallo")
        #expect((view.subviews[1] as? UIButton)?.title(for: 0) == "Los")
        let english = try ResourcesFixture.with(languages: ["en"]) {
            try #require(try Nib(contentsOf: base.appendingPathComponent("Greeting.nib")).instantiate().first as? UIView)
        }
        #expect((english.subviews[0] as? UILabel)?.text == "Hello")
        let controller = try ResourcesFixture.with(languages: ["de"]) {
            try #require(try Storyboard(name: "Main", bundle: Bundle(url: bundle)!).instantiateInitialViewController())
        }
        #expect(controller.title == "Willkommen")
        #expect((controller.view.subviews.first as? UILabel)?.text == "Willkommen an Bord")
    }
}
}
