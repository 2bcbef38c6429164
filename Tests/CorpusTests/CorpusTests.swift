import Foundation
import NibLoading
import NibToolCore
import Testing

/// The shared corpus of real documents, when it is beside the repository.
enum Corpus {
    static let root: URL = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.appendingPathComponent("../shared/corpus").standardized
    }()

    static var isPresent: Bool { FileManager.default.fileExists(atPath: root.path) }

    /// Every document NibKit loads; what it refuses by design is in ``unsupported``.
    static var documents: [String] { all.filter { !unsupported.contains($0) } }

    static var all: [String] { DocumentLoader.documents(at: [root.path]) }

    /// WatchKit storyboards, which NibKit refuses as unsupported: left out of the loading tests,
    /// each with a note saying so, and checked by `everyWatchKitStoryboardIsRefusedAsUnsupported`.
    static let unsupported: Set<String> = {
        let found = all.filter { path in
            guard let handle = FileHandle(forReadingAtPath: path) else { return false }
            defer { try? handle.close() }
            let head = (try? handle.read(upToCount: 1_024)) ?? Data()
            return String(decoding: head, as: UTF8.self).contains(#"targetRuntime="watchKit""#)
        }
        for path in found { print("note: the loading tests skip \(path): a WatchKit storyboard, which NibKit refuses as unsupported") }
        return Set(found)
    }()
}

/// Every .xib and .storyboard in ../shared/corpus loads (every storyboard scene).
@Suite struct CorpusTests {
    @Test(.enabled(if: Corpus.isPresent, "../shared/corpus is absent; corpus tests skipped"))
    func everyCorpusDocumentLoads() {
        let documents = Corpus.documents
        #expect(documents.count >= 100, "expected the corpus's 110 documents, found \(documents.count)")
        var failures: [String] = []
        var objects = 0
        for path in documents {
            let report = DocumentLoader.load(path)
            objects += report.objects
            if !report.ok { failures.append("\(path): \(report.error ?? "?")") }
        }
        #expect(failures.isEmpty, "\(failures.count) documents failed:\n\(failures.joined(separator: "\n"))")
        #expect(objects > 10_000)
    }

    @Test(.enabled(if: Corpus.isPresent, "../shared/corpus is absent; corpus tests skipped"))
    func everyWatchKitStoryboardIsRefusedAsUnsupported() {
        #expect(!Corpus.unsupported.isEmpty, "the corpus has a WatchKit storyboard")
        for path in Corpus.unsupported {
            let report = DocumentLoader.load(path)
            #expect(!report.ok && report.error?.contains("WatchKit storyboard") == true, "\(path): \(report.error ?? "loaded")")
        }
    }

    @Test(.enabled(if: Corpus.isPresent, "../shared/corpus is absent; corpus tests skipped"))
    func loadReportsAreJSONWithTheDocumentedKeys() throws {
        let path = try #require(Corpus.documents.first)
        let data = try JSONEncoder().encode(DocumentLoader.load(path))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(Set(object.keys) == ["file", "ok", "objects", "connections", "warnings", "error"])
        #expect(object["error"] is NSNull)
        #expect(object["ok"] as? Bool == true)
    }

    @Test func aBrokenDocumentIsReportedNotOk() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("broken-\(UUID().uuidString).xib")
        try Data("<document>".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let report = DocumentLoader.load(file.path)
        #expect(!report.ok)
        #expect(report.error?.contains(":1:") == true)
    }

    @Test(.enabled(if: Corpus.isPresent, "../shared/corpus is absent; corpus tests skipped"))
    func everyCorpusStoryboardInstantiatesEverySceneThroughTheStoryboardAPI() throws {
        var scenes = 0
        var scenesWithControllers = 0
        var failures: [String] = []
        for path in Corpus.documents where path.hasSuffix(".storyboard") {
            let document = try DocumentReader().read(contentsOf: URL(fileURLWithPath: path))
            scenesWithControllers += document.scenes.filter { $0.controllerID != nil }.count
            let storyboard = try Storyboard(contentsOf: URL(fileURLWithPath: path), options: Nib.Options(externalObjects: [:]))
            // macOS: the application scene is the main menu (no controller); a window controller's
            // content controller comes inside the window controller's nib.
            if document.platform == .macOS, document.objects.contains(where: { $0.placeholder == .application && $0.sceneID != nil }) {
                do {
                    if try storyboard.instantiateMainMenu() != nil { scenes += 1 } else { failures.append("\(path): no main menu") }
                } catch {
                    failures.append("\(path) main menu: \(error)")
                }
            }
            for nibName in storyboard.sceneNibNames {
                do {
                    let controller = try storyboard.instantiate(nibName: nibName, creator: nil)
                    scenes += 1
                    if let windowController = controller as? NSWindowController, let content = Self.inlinedContentScene(of: nibName, in: document, storyboard: storyboard) {
                        if let contentController = windowController.contentViewController {
                            scenes += 1
                            if let id = Self.controllerID(ofNib: content, in: document) {
                                scenes += Self.inlinedChildren(of: contentController, id: id, in: document, storyboard: storyboard, failures: &failures, path: path)
                            }
                        } else {
                            failures.append("\(path) \(nibName): no content controller (\(content))")
                        }
                    }
                    // The children archived inside the container's nib and nowhere else.
                    if let id = Self.controllerID(ofNib: nibName, in: document) {
                        scenes += Self.inlinedChildren(of: controller, id: id, in: document, storyboard: storyboard, failures: &failures, path: path)
                    }
                } catch where error.code == .notFound && storyboard.isReference(nibName: nibName) {
                    scenes += 1  // a reference to a storyboard the corpus does not hold
                } catch {
                    failures.append("\(path) \(nibName): \(error)")
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        #expect(scenes == scenesWithControllers)
        #expect(scenes > 200)
    }

    /// The controller whose scene nib is `nibName` (its storyboard identifier, or class and id).
    private static func controllerID(ofNib nibName: String, in document: InterfaceDocument) -> String? {
        document.scenes.lazy.compactMap(\.controllerID).first { id in
            guard let object = document.object(id: id) else { return false }
            return (document.element(at: object.path)["storyboardIdentifier"] ?? "\(object.standardClassName)-\(object.id)") == nibName
        }
    }

    /// How many of a container's relationship children (and theirs) came out of its nib with no
    /// scene nib of their own; a child missing from the container is a failure.
    private static func inlinedChildren(of container: AnyObject, id: String, in document: InterfaceDocument, storyboard: Storyboard,
                                        failures: inout [String], path: String) -> Int {
        let children: [AnyObject] = (container as? UIViewController)?.children ?? (container as? NSViewController)?.children ?? []
        var destinations: [String] = []
        for connection in document.connections where connection.sourceID == id {
            guard case .segue(let kind, _, let relationship) = connection.kind, kind == "relationship", let destination = connection.destinationID,
                document.platform != .macOS || ["tabItems", "splitItems"].contains(relationship ?? ""),
                document.scenes.contains(where: { $0.controllerID == destination }), !destinations.contains(destination), destination != id
            else { continue }
            destinations.append(destination)
        }
        var count = 0
        for (position, destination) in destinations.enumerated() {
            guard let object = document.object(id: destination) else { continue }
            let name = document.element(at: object.path)["storyboardIdentifier"] ?? "\(object.standardClassName)-\(object.id)"
            guard !storyboard.nibNames.contains(name) else { continue }
            guard children.indices.contains(position) else {
                failures.append("\(path) \(id): child \(destination) is missing")
                continue
            }
            count += 1 + inlinedChildren(of: children[position], id: destination, in: document, storyboard: storyboard, failures: &failures, path: path)
        }
        return count
    }

    /// The scene of a window controller's content controller when that controller has no nib of
    /// its own (it is archived in the window controller's nib).
    private static func inlinedContentScene(of nibName: String, in document: InterfaceDocument, storyboard: Storyboard) -> String? {
        for connection in document.connections {
            guard case .segue(_, _, let relationship) = connection.kind, relationship == "window.shadowedContentViewController",
                let source = document.object(id: connection.sourceID), let destinationID = connection.destinationID,
                let destination = document.object(id: destinationID)
            else { continue }
            let sourceName = document.element(at: source.path)["storyboardIdentifier"] ?? "\(source.standardClassName)-\(source.id)"
            let destinationName = document.element(at: destination.path)["storyboardIdentifier"] ?? "\(destination.standardClassName)-\(destination.id)"
            if sourceName == nibName, !storyboard.nibNames.contains(destinationName) { return destinationName }
        }
        return nil
    }
}
