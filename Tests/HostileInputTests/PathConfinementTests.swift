import Foundation
import FuzzSupport
import NibLoading
import NibResources
import PropertyBased
import Testing

/// Names from documents, compiled nibs and Info.plist resolve inside the bundle (or, for a
/// document loaded by path, its folder and its `.lproj` parent): never through `..`, an
/// absolute path or a symbolic link that leads out, never in the tool's own folder.
@Suite struct PathConfinementTests {
    /// `Outside/Secret.storyboard` and `Outside/Secret.nib` beside `App.app`, whose Info.plist names `plistName`.
    static func layout(infoPlist: [String: String] = [:]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-confined-\(UUID().uuidString)")
        let resources = folder.appendingPathComponent("App.app/Contents/Resources/Base.lproj")
        try FileManager.default.createDirectory(at: resources, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Outside"), withIntermediateDirectories: true)
        try Data(secretStoryboard.utf8).write(to: folder.appendingPathComponent("Outside/Secret.storyboard"))
        try Data(secretXib.utf8).write(to: folder.appendingPathComponent("Outside/Secret.xib"))
        let plist = try PropertyListSerialization.data(fromPropertyList: infoPlist, format: .xml, options: 0)
        try plist.write(to: folder.appendingPathComponent("App.app/Contents/Info.plist"))
        return folder
    }

    static let secretStoryboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="s">
        <scenes><scene sceneID="s-scene"><objects><viewController title="SECRET" id="s" sceneMemberID="viewController"><view key="view" contentMode="scaleToFill" id="s-view"/></viewController></objects></scene></scenes></document>
        """
    static let secretXib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa">
        <objects><customObject id="-2" userLabel="File's Owner"/><customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/><customObject id="-3" userLabel="Application" customClass="NSObject"/>
        <menu title="SECRET" id="m"/></objects></document>
        """

    static func referring(to name: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="r">
        <scenes><scene sceneID="r-scene"><objects><viewControllerPlaceholder storyboardName="\(name)" id="r" sceneMemberID="viewController"/></objects></scene></scenes></document>
        """
    }

    @Test(arguments: ["../../../Outside/Secret", "../../../Outside/Secret.xib"])
    func anInfoPlistMainNibNameCannotLeaveTheBundle(_ name: String) throws {
        let folder = try Self.layout(infoPlist: ["NSMainNibFile": name])
        defer { try? FileManager.default.removeItem(at: folder) }
        let error = try #require(Bounded.error(NibLoadingError.self) { () throws(NibLoadingError) in _ = try ApplicationLaunch.launch(bundleAt: folder.appendingPathComponent("App.app")) })
        #expect(error.code == .nameOutsideBundle, "\(error)")
        #expect(error.location.hasSuffix("Info.plist") && error.message.contains("NSMainNibFile"), "\(error)")
    }

    @Test(arguments: ["UIMainStoryboardFile", "NSMainStoryboardFile"])
    func anInfoPlistMainStoryboardNameCannotLeaveTheBundle(_ key: String) throws {
        let folder = try Self.layout(infoPlist: [key: "../../../Outside/Secret"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let error = try #require(Bounded.error(NibLoadingError.self) { () throws(NibLoadingError) in _ = try ApplicationLaunch.launch(bundleAt: folder.appendingPathComponent("App.app")) })
        #expect(error.code == .nameOutsideBundle && error.message.contains(key), "\(error)")
    }

    @Test(arguments: ["../Outside/Secret", "../../Outside/Secret", "/etc/Secret"])
    func aStoryboardReferenceCannotLeaveTheDocumentsFolder(_ name: String) throws {
        let folder = try Self.layout()
        defer { try? FileManager.default.removeItem(at: folder) }
        let document = folder.appendingPathComponent("App.app/Contents/Resources/Base.lproj/Main.storyboard")
        try Data(Self.referring(to: name).utf8).write(to: document)
        let storyboard = try Storyboard(contentsOf: document)
        let error = try #require(Bounded.error(NibLoadingError.self) { () throws(NibLoadingError) in _ = try storyboard.instantiateInitialViewController() })
        #expect(error.code == .nameOutsideBundle, "\(error)")
    }

    @Test func aStoryboardReferenceNotBesideTheDocumentNamesTheFoldersSearchedAndNotTheToolsFolder() throws {
        let folder = try Self.layout()
        defer { try? FileManager.default.removeItem(at: folder) }
        let document = folder.appendingPathComponent("App.app/Contents/Resources/Base.lproj/Main.storyboard")
        try Data(Self.referring(to: "Missing").utf8).write(to: document)
        let storyboard = try Storyboard(contentsOf: document)
        let error = try #require(Bounded.error(NibLoadingError.self) { () throws(NibLoadingError) in _ = try storyboard.instantiateInitialViewController() })
        #expect(error.code == .notFound, "\(error)")
        #expect(error.message.contains("Base.lproj") && error.message.contains("Contents/Resources"), "\(error)")
        #expect(!error.message.contains(Bundle.main.bundlePath + "/"), "\(error)")
    }

    @Test func aStoryboardReferenceFindsItsStoryboardInTheFolderAboveItsLanguageFolder() throws {
        let folder = try Self.layout()
        defer { try? FileManager.default.removeItem(at: folder) }
        let resources = folder.appendingPathComponent("App.app/Contents/Resources")
        try Data(Self.referring(to: "Other").utf8).write(to: resources.appendingPathComponent("Base.lproj/Main.storyboard"))
        try Data(Self.secretStoryboard.utf8).write(to: resources.appendingPathComponent("Other.storyboard"))
        let controller = try #require(try Storyboard(contentsOf: resources.appendingPathComponent("Base.lproj/Main.storyboard")).instantiateInitialViewController())
        #expect(controller.title == "SECRET")
    }

    @Test func aSymbolicLinkOutOfTheBundleIsPassedOver() throws {
        let folder = try Self.layout()
        defer { try? FileManager.default.removeItem(at: folder) }
        let resources = folder.appendingPathComponent("App.app/Contents/Resources")
        try FileManager.default.createSymbolicLink(at: resources.appendingPathComponent("Linked.xib"), withDestinationURL: folder.appendingPathComponent("Outside/Secret.xib"))
        let found = ResourceLookup(languages: ["en"]).find("Linked", extensions: ["xib"], in: [resources])
        #expect(found.url == nil)
        #expect(found.tried.contains(resources.appendingPathComponent("Linked.xib").path))
    }

    @Test func anImageNameCannotLeaveTheBundle() throws {
        let folder = try Self.layout()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data([0x89, 0x50, 0x4E, 0x47]).write(to: folder.appendingPathComponent("Outside/Secret.png"))
        let resources = folder.appendingPathComponent("App.app/Contents/Resources")
        let lookup = ResourceLookup(languages: ["en"])
        #expect(NamedResourceCache().image(named: "../../../Outside/Secret", in: resources, lookup: lookup, scale: 1) == nil)
        #expect(NamedResourceCache().sound(named: "../../../Outside/Secret", in: resources, lookup: lookup) == nil)
    }

    @Test
    func noNameFindsAFileOutsideItsRoot() async throws {
        let folder = try Self.layout()
        defer { try? FileManager.default.removeItem(at: folder) }
        let resources = folder.appendingPathComponent("App.app/Contents/Resources")
        try Data().write(to: resources.appendingPathComponent("Base.lproj/Main.xib"))
        await propertyCheck(count: 300, input: Gen.uint8().array(of: 4...24)) { bytes in
            var choices = HostileValues.Choices(bytes)
            let name = HostileValues.name(&choices)
            let found = ResourceLookup(languages: ["en"]).find(name, extensions: ["xib", "storyboard"], in: [resources]).url
            if let found { #expect(ResourceConfinement.contains(resources, found), "'\(name)' found \(found.path)") }
            if ResourceConfinement.problem(with: name) != nil { #expect(found == nil, "'\(name)'") }
        }
    }
}
