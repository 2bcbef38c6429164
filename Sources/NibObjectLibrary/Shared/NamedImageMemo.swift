import Foundation
import NibResources
import NibSupport

/// The named images of one nib's resource folder, as its loads found them.
///
/// A nib names the same images on every load (a table cell's icon, thousands of times). The
/// process-wide ``/NibResources/NamedResourceCache`` keys each image by its folder's path, the preferred
/// languages, the device and the scale, and hashing that key costs more than the rest of the
/// image's decoding. This memo keys by the image's name alone and stamps each entry with the
/// ``/NibResources/ResourceEnvironment`` generation it was found under: an entry is used only while the
/// languages, device and scale have not changed since (one lock per image, no settings read).
public final class NamedImageMemo: Sendable {
    private struct Entry: Sendable {
        let generation: Int
        let resource: NamedResource?
    }

    /// The folder the images are looked up in.
    public let root: URL
    private let rootPath: String
    private let entries = Locked<[String: Entry]>([:])

    /// A memo for the images of `root` (`rootPath` is `root.path`, when the caller has it).
    public init(root: URL, rootPath: String? = nil) {
        self.root = root
        self.rootPath = rootPath ?? root.path
    }

    /// The image `name` in the folder under the current languages, device and scale; nil when absent.
    public func image(named name: String) -> NamedResource? {
        // The generation is read before the settings: a change in between makes the entry
        // stale at once (looked up again), never wrongly fresh.
        let generation = ResourceEnvironment.generation
        if let entry = entries.withLock({ $0[name] }), entry.generation == generation { return entry.resource }
        let resource = NamedResourceCache.shared.image(named: name, in: root, rootPath: rootPath, lookup: NamedResourceLookup.current, scale: UIDevice.current.scale)
        entries.withLock { $0[name] = Entry(generation: generation, resource: resource) }
        return resource
    }
}
