import Foundation
import NibArchive
import NibCompiler
import NibDocument
import NibTestSupport
import Testing

/// `NSAllowsLogicalLayoutDirection`: a control mirrors for right-to-left localizations when the
/// document is a base localization, unless it says otherwise ("Mirror when internationalizing").
@Suite struct AppKitLayoutDirectionMirroringTests {
    static let fields = Fixture.macOS("""
        <textField id="plain"><rect key="frame" x="0" y="0" width="100" height="20"/>
            <textFieldCell key="cell" title="Plain" id="plainc"/>
        </textField>
        <textField mirrorLayoutDirectionWhenInternationalizing="never" id="never"><rect key="frame" x="0" y="30" width="100" height="20"/>
            <textFieldCell key="cell" title="Never" id="neverc"/>
        </textField>
        <textField mirrorLayoutDirectionWhenInternationalizing="always" id="always"><rect key="frame" x="0" y="60" width="100" height="20"/>
            <textFieldCell key="cell" title="Always" id="alwaysc"/>
        </textField>
        """)

    /// Each text field's `NSAllowsLogicalLayoutDirection`, by its title, for the document at `file`.
    static func mirroring(file: String) throws -> [String: ArchiveValue] {
        let compiled = try NibCompiler().compile(DocumentReader().read(data: Data(fields.utf8), file: file))
        var result: [String: ArchiveValue] = [:]
        for id in ["plain", "never", "always"] {
            let index = try #require(compiled.objectIndexes[id])
            let object = compiled.archive.objects[index]
            #expect(object["NSMirrorLayoutDirectionWhenInternationalizing"] == nil, "the setting is no key of its own")
            result[id] = object["NSAllowsLogicalLayoutDirection"]
        }
        return result
    }

    @Test func aBaseLocalizationsControlsMirrorUnlessTheySayNever() throws {
        let values = try Self.mirroring(file: "App/Base.lproj/Window.xib")
        #expect(values == ["plain": .bool(true), "never": .bool(false), "always": .bool(true)])
    }

    @Test func anUnlocalizedDocumentsControlsMirrorOnlyWhenTheySayAlways() throws {
        for file in ["App/Window.xib", "App/en.lproj/Window.xib", "Base.lproj"] {
            let values = try Self.mirroring(file: file)
            #expect(values == ["plain": .bool(false), "never": .bool(false), "always": .bool(true)], "\(file)")
        }
    }
}
