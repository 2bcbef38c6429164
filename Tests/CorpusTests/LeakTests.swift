import Foundation
import NibDocument
import NibLoading
import NibToolCore
import Testing

/// Loading a document and letting go of what it made frees every object: no reference cycle
/// keeps a graph alive (what LeakSanitizer and valgrind would report as a definite leak).
@Suite struct LeakTests {
    private final class WeakBox {
        weak var object: AnyObject?
        let name: String
        init(_ object: AnyObject) {
            self.object = object
            name = String(describing: type(of: object))
        }
    }

    @Test(.enabled(if: Corpus.isPresent, "../shared/corpus is absent; leak tests skipped"), arguments: Corpus.documents)
    func everyObjectADocumentMadeIsFreedOnceReleased(path: String) throws {
        let boxes = try Self.loadAndForget(path)
        let survivors = boxes.filter { $0.object != nil }
        let counts = Dictionary(survivors.map { ($0.name, 1) }, uniquingKeysWith: +).sorted { $0.key < $1.key }
        #expect(survivors.isEmpty, "\(path): \(survivors.count) of \(boxes.count) objects still alive: \(counts.map { "\($0.key) ×\($0.value)" }.joined(separator: ", "))")
    }

    /// Loads the document (every scene of a storyboard), and returns weak references to every
    /// object the loads made, once nothing else refers to them.
    private static func loadAndForget(_ path: String) throws -> [WeakBox] {
        let document = try DocumentReader().read(contentsOf: URL(fileURLWithPath: path))
        var boxes: [WeakBox] = []
        func keep(_ roots: [AnyObject]) {
            boxes += ObjectGraphFingerprint(roots: roots).reachedObjects.filter { !Self.isProcessWide($0) }.map(WeakBox.init)
        }
        let externals = DocumentLoader.externalObjects(of: document)
        if document.kind == .storyboard {
            let storyboard = try Storyboard(document: document, options: Nib.Options(externalObjects: externals))
            for nibName in storyboard.sceneNibNames {
                let controller: AnyObject
                do { controller = try storyboard.instantiate(nibName: nibName, creator: nil) } catch {
                    print("LeakTests: \(path) scene \(nibName) skipped: it does not instantiate (\(error.code))")
                    continue
                }
                _ = DocumentLoader.loadViewIfAny(controller)
                keep([controller])
            }
        } else {
            let owner = NibGenericOwner()
            let result = try Nib(document: document).instantiateWithDetails(owner: owner, options: Nib.Options(externalObjects: externals))
            keep([owner] + Array(externals.values) + result.topLevelObjects)
        }
        return boxes
    }

    /// Objects that live for the process, not the load: the shared applications and what they
    /// hold, named images and sounds from the process-wide caches.
    private static func isProcessWide(_ object: AnyObject) -> Bool {
        object is NSApplication || object is UIApplication || object === NSApplication.shared.mainMenu
    }
}
