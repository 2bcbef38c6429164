import Foundation
import NibArchive
import NibCompiler
import NibDocument
import NibTestSupport
import Testing

/// A macOS tab view controller's items' controllers are archived inside its nib, each item
/// naming its controller and the container receiving its items by a runtime attribute.
@Suite struct AppKitContainmentTests {
    static let document = Fixture.macOSTabsStoryboard

    static func storyboard() throws -> CompiledStoryboard {
        try NibCompiler().compileStoryboard(DocumentReader().read(data: Data(document.utf8), file: "Tabs.storyboard"))
    }

    @Test func aTabViewControllersChildrenAreInItsNibAndHaveNoNibsOfTheirOwn() throws {
        let storyboard = try Self.storyboard()
        #expect(storyboard.nibs["NSViewController-one"] == nil && storyboard.nibs["NSViewController-two"] == nil)
        #expect(storyboard.nibs["one-view-v1"] != nil && storyboard.nibs["two-view-v2"] != nil)
        let archive = try #require(storyboard.nibs["NSTabViewController-tabs"]).archive
        #expect(archive.objects.filter { $0.className == "NSViewController" }.count == 2)
        #expect(!archive.objects.contains { $0.className.hasSuffix("SegueTemplate") })
    }

    @Test func eachItemNamesItsControllerAndTheContainerGetsItsItemsByARuntimeAttribute() throws {
        let archive = try #require(try Self.storyboard().nibs["NSTabViewController-tabs"]).archive
        let text = { (value: ArchiveValue?) -> String? in
            guard case .object(let index)? = value, case .data(let bytes)? = archive.objects[index]["NS.bytes"] else { return nil }
            return String(decoding: bytes, as: UTF8.self)
        }
        let itemOutlets = archive.objects.filter { $0.className == "NSNibOutletConnector" && text($0["NSLabel"]) == "viewController" }
        #expect(itemOutlets.count == 2)
        for outlet in itemOutlets {
            guard case .object(let source)? = outlet["NSSource"], case .object(let destination)? = outlet["NSDestination"] else { continue }
            #expect(archive.objects[source].className == "NSTabViewItem" && archive.objects[destination].className == "NSViewController")
        }
        let attribute = try #require(archive.objects.first { $0.className == "NSIBUserDefinedRuntimeAttributesConnector" })
        guard case .object(let paths)? = attribute["NSKeyPaths"], case .object(let first)? = archive.objects[paths].elements.first else { Issue.record("no key path"); return }
        #expect(text(.object(first)) == "tabViewItems")
    }
}
