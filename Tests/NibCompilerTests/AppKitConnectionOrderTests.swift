import Foundation
import NibArchive
import NibCompiler
import NibDocument
import Testing

/// The order of a nib's connections where ibtool's is not the document's: a storyboard window
/// controller's outlets beside its content controller's (the ibtool pairs `sb_button_hug`,
/// `sb_swift_wc`).
@Suite struct AppKitConnectionOrderTests {
    /// Each connector of the nib's `NSConnections`, as "source class.label".
    static func connections(_ archive: KeyedArchive) throws -> [String] {
        let data = try #require(archive.objects.first { $0.className == "NSIBObjectData" })
        guard case .object(let list)? = data["NSConnections"] else { return [] }
        return archive.objects[list].elements.compactMap { member in
            guard case .object(let connector) = member, case .object(let source)? = archive.objects[connector]["NSSource"] else { return nil }
            return archive.objects[source].className + "." + (archive.string("NSLabel", of: connector) ?? "")
        }
    }

    static func windowControllerNib(_ xml: String) throws -> KeyedArchive {
        let document = try DocumentReader().read(data: Data(xml.utf8), file: "Main.storyboard")
        return try #require(try NibCompiler(options: .init(schema: .apple)).compileStoryboard(document).nibs["NSWindowController-wc"]).archive
    }

    /// AppKitStoryboardTests' storyboard, with a `<deployment>` in its dependencies or without.
    static func storyboard(namingADeployment: Bool) -> String {
        let dependencies = #"<dependencies><deployment identifier="macosx"/><plugIn identifier="com.apple.InterfaceBuilder.CocoaPlugin" version="22505"/></dependencies>"#
        guard namingADeployment, let scenes = AppKitStoryboardTests.document.range(of: "<scenes>") else { return AppKitStoryboardTests.document }
        var xml = AppKitStoryboardTests.document
        xml.insert(contentsOf: dependencies + "\n", at: scenes.lowerBound)
        return xml
    }

    @Test func withADeploymentTheContentControllersStoryboardOutletComesFirst() throws {
        let archive = try Self.windowControllerNib(Self.storyboard(namingADeployment: true))
        #expect(try Self.connections(archive).prefix(4) == [
            "NSCustomObject.sceneController", "NSViewController.storyboard", "NSWindowController.storyboard", "NSWindowController.window",
        ])
    }

    @Test func withoutADeploymentTheWindowControllersOutletsComeFirst() throws {
        let archive = try Self.windowControllerNib(Self.storyboard(namingADeployment: false))
        #expect(try Self.connections(archive).prefix(4) == [
            "NSCustomObject.sceneController", "NSWindowController.storyboard", "NSWindowController.window", "NSViewController.storyboard",
        ])
    }
}
