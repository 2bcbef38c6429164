import Foundation
import NibLoading
import NibToolCore
import Testing

/// The shared folders of compiled nibs, when they are beside the repository.
enum SharedFolder {
    static func url(_ name: String) -> URL {
        Corpus.root.deletingLastPathComponent().appendingPathComponent(name)
    }

    /// Every compiled nib (file or folder) and `.storyboardc` in the folders that are present.
    static var compiledNibs: [String] {
        let folders = ["corpus-compiled", "ibtool-pairs", "corpus"].map { url($0).path }.filter { FileManager.default.fileExists(atPath: $0) }
        return DocumentLoader.compiledNibs(at: folders)
    }
}

/// Apple-compiled nibs: every compiled nib in ../shared (Apple's ibtool output, and the nibs real
/// projects ship) opens, dumps every archived object, and instantiates through the object library.
@Suite struct AppleCompiledNibTests {
    @Test(.enabled(if: Corpus.isPresent, "../shared is absent; Apple-compiled nib tests skipped"))
    func everyCompiledNibInTheSharedFoldersOpensDumpsAndInstantiates() throws {
        var opened = 0
        var typedstreams: [String] = []
        var failures: [String] = []
        for path in SharedFolder.compiledNibs {
            let url = URL(fileURLWithPath: path)
            let files = url.pathExtension == "storyboardc" ? nibFiles(inStoryboard: url) : [url]
            do throws(NibLoadingError) {
                for file in files {
                    let compiled = try CompiledNibReader.archive(at: file)
                    let dump = ArchiveDump.text(of: compiled.archive, source: compiled.source)
                    let dumped = dump.split(separator: "\n").filter { $0.hasPrefix("#") }.count
                    if dumped != compiled.archive.objects.count {
                        failures.append("\(file.path): dumped \(dumped) of \(compiled.archive.objects.count) objects")
                    }
                }
                if let problem = try instantiate(url) { failures.append("\(path): \(problem)") }
                opened += 1
            } catch where error.code == .unsupportedFormat {
                typedstreams.append(path)
            } catch {
                failures.append(error.description)
            }
        }
        print("compiled nibs: \(opened) opened, dumped and instantiated; \(typedstreams.count) typedstream nibs reported as unsupported: \(typedstreams)")
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        #expect(opened >= 150, "expected the ~160 compiled nibs of ../shared, opened \(opened)")
        #expect(typedstreams.count <= 1)
    }

    /// ibtool's macOS storyboard layout: the window controller's nib holds the window template and
    /// the content controller, and the application scene's nib the main menu (`IBMainMenu`).
    @Test(.enabled(if: FileManager.default.fileExists(atPath: SharedFolder.url("ibtool-pairs").path), "../shared/ibtool-pairs is absent; skipped"))
    func anAppleCompiledWindowControllerSceneGetsItsWindowContentControllerAndMainMenu() throws {
        let storyboard = try Storyboard(compiledAt: SharedFolder.url("ibtool-pairs/correct/sb_basic_wc.out"))
        let controller = try #require(try storyboard.instantiateInitialController() as? NSWindowController)
        #expect(controller.window?.title == "Basic")
        let content = try #require(controller.contentViewController)
        #expect(content.view?.frame.width == 300)
        #expect(controller.window?.contentView === content.view)
        #expect(content.storyboard === storyboard)
        let menu = try #require(try storyboard.instantiateMainMenu())
        #expect(menu.items.first?.title == "TestApp")
    }

    /// ibtool's iOS containers: the calabash TestApp's tab bar controller nib holds its five tabs,
    /// one a navigation controller whose root table view controller is there too, with its segues.
    @Test(.enabled(if: Corpus.isPresent, "../shared/corpus is absent; skipped"))
    func anAppleCompiledTabBarControllerComesWithItsTabsAndTheirChildren() throws {
        let url = SharedFolder.url("corpus/calabash__calabash-ios/calabash-cucumber/test/cucumber/aut/device/TestApp.app/Base.lproj/Main.storyboardc")
        let storyboard = try Storyboard(compiledAt: url)
        let tabs = try #require(try storyboard.instantiateInitialViewController() as? UITabBarController)
        #expect(tabs.viewControllers.count == 5 && tabs.viewControllers.allSatisfy { $0.parent === tabs })
        #expect(tabs.viewControllers.compactMap(\.tabBarItem?.title) == ["Touch", "Pan", "Rotate/Pinch", "Misc", "Tao"])
        let navigation = try #require(tabs.viewControllers.dropFirst().first as? UINavigationController)
        let root = try #require(navigation.viewControllers.first as? UITableViewController)
        #expect(root.parent === navigation && root.segueTemplates.count == 4 && root.storyboard === storyboard)
        #expect(root.navigationItem?.title == "Pan Menu")
    }

    /// The nibs inside a compiled storyboard.
    private func nibFiles(inStoryboard url: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.sorted().filter { $0.hasSuffix(".nib") }.map { url.appendingPathComponent($0) }
    }

    /// Instantiates a nib with generic stand-ins, or every scene of a compiled storyboard; returns what failed.
    private func instantiate(_ url: URL) throws(NibLoadingError) -> String? {
        guard url.pathExtension == "storyboardc" else {
            let report = DocumentLoader.load(url.path)
            if report.ok, report.objects > 0 { return nil }
            return report.error ?? "no objects"
        }
        let storyboard = try Storyboard(compiledAt: url, options: Nib.Options(externalObjects: DocumentLoader.storyboardPlaceholderStandIns()))
        let missing = try missingViewNibs(inStoryboard: url)
        if !missing.isEmpty {
            print("AppleCompiledNibTests: \(url.path) names view nibs its copy in ../shared lacks (a curated subset of the app): \(missing.sorted()); those views are not checked")
        }
        var scenes = 0
        for nibName in storyboard.sceneNibNames {
            let controller = try storyboard.instantiate(nibName: nibName, creator: nil)
            if let error = DocumentLoader.loadViewIfAny(controller), !(error.code == .notFound && missing.contains { error.message.contains("'\($0)'") }) {
                return "scene \(nibName): \(error.description)"
            }
            scenes += 1
        }
        return scenes > 0 ? nil : "no scenes"
    }

    /// The view nibs a compiled storyboard's scenes name (`UINibName`, `NSNibName`) that its folder does not hold.
    private func missingViewNibs(inStoryboard url: URL) throws(NibLoadingError) -> Set<String> {
        var named: Set<String> = []
        for file in nibFiles(inStoryboard: url) {
            let archive = try CompiledNibReader.archive(at: file).archive
            for object in archive.objects {
                guard case .object(let name)? = object["UINibName"] ?? object["NSNibName"], archive.objects.indices.contains(name),
                    case .data(let bytes)? = archive.objects[name]["NS.bytes"] else { continue }
                named.insert(String(decoding: bytes, as: UTF8.self))
            }
        }
        let present = Set(nibFiles(inStoryboard: url).map { $0.deletingPathExtension().lastPathComponent })
        return named.subtracting(present)
    }
}
