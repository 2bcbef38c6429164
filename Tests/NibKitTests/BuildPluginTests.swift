import Foundation
import NibKit
import PluginExample
import Testing

/// The SwiftPM build-tool plugin compiles a target's documents into its resource
/// bundle, and the bundle APIs find the compiled files (Examples/PluginExample uses the plugin).
@Suite struct BuildPluginTests {
    @Test func theBundleHoldsCompiledNibsNotDocuments() throws {
        let folder = try #require(ContactResources.bundle.resourceURL)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names.contains("ContactCard.nib"))
        #expect(names.contains("Contacts.storyboardc"))
        #expect(!names.contains { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") })
        let bytes = try Data(contentsOf: folder.appendingPathComponent("ContactCard.nib"))
        #expect(bytes.starts(with: Array("NIBArchive".utf8)))
    }

    @Test func nibNamedInTheModuleBundleLoadsTheCompiledNib() throws {
        let card = try #require(try ContactResources.makeCard())
        #expect(card.nameLabel?.text == "Grace Hopper")
        #expect(card.phoneLabel?.text == "+1 202 555 0100")
        card.callButton?.sendActions(for: .touchUpInside)
        #expect(card.calls == 1)
    }

    @Test func storyboardNamedInTheModuleBundleOpensTheCompiledStoryboard() throws {
        let storyboard = try ContactResources.storyboard()
        let initial = try #require(try storyboard.instantiateInitialViewController() as? UINavigationController)
        #expect(initial.viewControllers.first?.title == "Contacts")
        let list = try storyboard.instantiateViewController(withIdentifier: "ContactList")
        #expect(list.view.subviews.count == 1)
    }
}
