import Foundation
import NibSupport

/// A named image or sound found in a bundle, read from disk once and shared.
public final class NamedResource: Sendable {
    /// What it is.
    public enum Kind: String, Sendable {
        case image, sound
    }

    /// The name it was asked for (`avatar`, `ding`).
    public let name: String
    /// The kind.
    public let kind: Kind
    /// The file read.
    public let url: URL
    /// The file's bytes.
    public let data: Data
    /// For images: the header's size in pixels (points for PDF).
    public let info: ImageInfo?
    /// For images: 1, 2 or 3, from `@2x`/`@3x` or the catalog.
    public let scale: Int

    init(name: String, kind: Kind, url: URL, data: Data, scale: Int) {
        self.name = name
        self.kind = kind
        self.url = url
        self.data = data
        self.scale = scale
        info = kind == .image ? ImageInfo.read(data) : nil
    }

    /// The size in points: pixels divided by the scale (a PDF's size is already in points).
    public var pointSize: (width: Double, height: Double)? {
        guard let info else { return nil }
        let divisor = info.format == .pdf ? 1 : Double(scale)
        return (info.width / divisor, info.height / divisor)
    }
}

/// The named caches of `UIImage(named:)`, `NSImage(named:)` and `NSSound(named:)`: per resource
/// folder and name, a resource is looked up and read once; later requests share it.
public final class NamedResourceCache: Sendable {
    /// The process's cache.
    public static let shared = NamedResourceCache()

    private struct Key: Hashable {
        var root: String
        var kind: NamedResource.Kind
        var name: String
        var lookup: ResourceLookup
        var scale: Int
    }

    private let entries = Locked<[Key: NamedResource?]>([:])
    private let reads = Locked(0)

    /// Creates an empty cache (tests; apps use ``shared``).
    public init() {}

    /// How many files the cache has read from disk.
    public var diskReads: Int { reads.withLock { $0 } }

    /// Image files searched, in order of preference.
    public static let imageExtensions = ["png", "jpg", "jpeg", "gif", "pdf"]
    /// Sound files searched.
    public static let soundExtensions = ["wav", "aiff", "aif", "caf", "mp3", "m4a"]

    /// The image `name` below `root`: loose files (`name@3x~ipad.png`, `name@2x.png`, `name.png`,
    /// in the language folders first), then the asset catalogs' image sets. Nil when absent.
    /// - Parameter name: the image's name, without scale, device or extension.
    /// - Parameter root: the folder searched (a bundle's resources, or a document's folder).
    /// - Parameter rootPath: `root.path`, when the caller keeps it (working it out is costly).
    /// - Parameter lookup: the languages and device variant the search follows.
    /// - Parameter scale: the screen scale whose `@2x`/`@3x` file is preferred.
    public func image(named name: String, in root: URL, rootPath: String? = nil, lookup: ResourceLookup, scale: Int) -> NamedResource? {
        guard ResourceConfinement.problem(with: name) == nil else { return nil }
        return resource(Key(root: rootPath ?? root.path, kind: .image, name: name, lookup: lookup, scale: scale)) { () -> (URL, Int)? in
            if let found = Self.looseImage(name, in: root, lookup: lookup, scale: scale) { return found }
            for catalog in Self.catalogs(in: root) {
                let idiom = lookup.deviceModifier.map { $0 == "ipad" ? "ipad" : "iphone" } ?? "universal"
                // A catalog's Contents.json names its files: one that leads out of the folder is passed over.
                if let variant = AssetCatalog(contentsOf: catalog).image(named: name, idiom: idiom, scale: scale), ResourceConfinement.contains(root, variant.file) {
                    return (variant.file, variant.scale)
                }
            }
            return nil
        }
    }

    /// The sound `name` below `root`, in the language folders first. Nil when absent.
    /// - Parameter name: the sound's name.
    /// - Parameter root: the folder searched.
    /// - Parameter rootPath: `root.path`, when the caller keeps it.
    /// - Parameter lookup: the languages the search follows.
    public func sound(named name: String, in root: URL, rootPath: String? = nil, lookup: ResourceLookup) -> NamedResource? {
        resource(Key(root: rootPath ?? root.path, kind: .sound, name: name, lookup: lookup, scale: 1)) { () -> (URL, Int)? in
            lookup.find(name, extensions: Self.soundExtensions, in: [root]).url.map { ($0, 1) }
        }
    }

    /// The colour set `name` of the asset catalogs below `root`.
    public func color(named name: String, in root: URL, idiom: String, appearance: String? = nil) -> AssetCatalog.ColorVariant? {
        guard ResourceConfinement.problem(with: name) == nil else { return nil }
        for catalog in Self.catalogs(in: root) {
            if let color = AssetCatalog(contentsOf: catalog).color(named: name, idiom: idiom, appearance: appearance) { return color }
        }
        return nil
    }

    private func resource(_ key: Key, find: () -> (URL, Int)?) -> NamedResource? {
        if let cached = entries.withLock({ $0[key] }) { return cached }
        var made: NamedResource?
        // A file over the limit is not read (the resource is not found).
        if let (url, scale) = find(), let data = try? BoundedFile.read(url, kind: .resource) {
            reads.withLock { $0 += 1 }
            made = NamedResource(name: key.name, kind: key.kind, url: url, data: data, scale: scale)
        }
        // Another thread may have stored it meanwhile: keep the first, so every caller shares one.
        return entries.withLock { entries in
            if let existing = entries[key] { return existing }
            entries[key] = made
            return made
        }
    }

    /// Loose image files, best scale first: the scale asked for, larger ones, then smaller.
    private static func looseImage(_ name: String, in root: URL, lookup: ResourceLookup, scale: Int) -> (URL, Int)? {
        let (givenStem, given) = PathExtension.split(name)
        let stem = imageExtensions.contains(given.lowercased()) ? givenStem : name
        let extensions = imageExtensions.contains(given.lowercased()) ? [given] : imageExtensions
        let scale = min(max(scale, 1), 3)
        let scales = [scale] + (scale < 3 ? Array(scale + 1...3) : []) + (1..<scale).reversed()
        for candidate in scales {
            let suffixed = candidate == 1 ? stem : "\(stem)@\(candidate)x"
            if let url = lookup.find(suffixed, extensions: extensions, in: [root]).url { return (url, candidate) }
            if candidate == 1, let url = lookup.find("\(stem)@1x", extensions: extensions, in: [root]).url { return (url, 1) }
        }
        return nil
    }

    /// The `.xcassets` folders directly in `root`, sorted.
    private static func catalogs(in root: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        return names.sorted().filter { $0.hasSuffix(".xcassets") }.map { root.appendingPathComponent($0) }
    }
}
