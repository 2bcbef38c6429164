import Foundation
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

/// Issue 5: resource lookup and Base internationalization. Serialized: the preferred languages
/// and the device idiom are process-wide, as on a device.
@Suite(.serialized) struct LocalizedResourcesTests {
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
}

/// Issue 5: a nib's images and sounds go through the named caches when it loads.
@Suite struct NibNamedResourceTests {
    @Test func aNibsImagesAreFoundInItsBundleWithTheirSizes() throws {
        let view = try #require(try Nib(named: "Greeting", bundle: ResourcesFixture.bundle).instantiate().first as? UIView)
        let avatar = try #require((view.subviews[3] as? UIImageView)?.image)
        #expect(avatar.name == "avatar")
        #expect(avatar.size == CGSize(width: 24, height: 24))
        #expect(avatar.resource?.url.lastPathComponent.hasPrefix("avatar@") == true)
        let star = try #require((view.subviews[4] as? UIImageView)?.image)
        #expect(star.size == CGSize(width: 16, height: 16))
    }

    @Test func assetCatalogColoursComeFromTheCatalogWithIBsColourAsFallback() throws {
        let view = try #require(try Nib(named: "Greeting", bundle: ResourcesFixture.bundle).instantiate().first as? UIView)
        let brand = try #require(view.backgroundColor)
        #expect(brand.assetName == "Brand")
        #expect(brand.red == 0.8 && brand.green == 0.4 && brand.blue == 0.2)
        // Compiled and read from memory (no bundle): the colour IB recorded for the asset.
        let xib = ResourcesFixture.url.appendingPathComponent("Contents/Resources/Base.lproj/Greeting.xib")
        let detached = try Nib(archive: try Nib(contentsOf: xib).archive, flavour: .uiKit)
        let fallback = try #require((detached.instantiate().first as? UIView)?.backgroundColor)
        #expect(abs(fallback.red - 0.5) < 0.0001 && fallback.alpha == 1)
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
}
