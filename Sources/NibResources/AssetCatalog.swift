import Foundation
import NibSupport

/// An asset catalog (`.xcassets`) as Xcode keeps it in source: folders of image sets and colour
/// sets (groups may nest), each with a `Contents.json` listing its variants by idiom, scale and
/// appearance.
public struct AssetCatalog: Sendable {
    /// One image of an image set.
    public struct ImageVariant: Sendable, Hashable {
        /// The file, in the set's folder.
        public var file: URL
        /// `universal`, `iphone`, `ipad`, `mac`…
        public var idiom: String
        /// 1, 2 or 3 (a PDF or unscaled image is 1).
        public var scale: Int
        /// `dark`, `light`, or nil for any appearance.
        public var appearance: String?
    }

    /// One colour of a colour set.
    public struct ColorVariant: Sendable, Hashable {
        /// `srgb`, `display-p3`, `extended-gray`…
        public var colorSpace: String
        /// Red, green, blue and alpha, 0…1 (a grey repeats its white level).
        public var red, green, blue, alpha: Double
        /// The idiom.
        public var idiom: String
        /// `dark`, `light`, or nil for any appearance.
        public var appearance: String?
    }

    /// Image sets by name.
    public private(set) var images: [String: [ImageVariant]] = [:]
    /// Colour sets by name.
    public private(set) var colors: [String: [ColorVariant]] = [:]

    /// Reads every set in a catalog folder.
    public init(contentsOf url: URL) {
        let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)
        while let folder = enumerator?.nextObject() as? URL {
            let name = folder.deletingPathExtension().lastPathComponent
            switch folder.pathExtension {
            case "imageset": images[name] = Self.imageVariants(in: folder)
            case "colorset": colors[name] = Self.colorVariants(in: folder)
            default: continue
            }
        }
    }

    private static func contents(_ folder: URL) -> [String: Any] {
        // An unreadable or oversized Contents.json describes nothing (the asset is not found).
        guard let data = try? BoundedFile.read(folder.appendingPathComponent("Contents.json"), kind: .assetCatalogContents) else { return [:] }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] ?? [:]
    }

    private static func appearance(_ item: [String: Any]) -> String? {
        let appearances = item["appearances"] as? [[String: Any]] ?? []
        return appearances.first { $0["appearance"] as? String == "luminosity" }?["value"] as? String
    }

    private static func imageVariants(in folder: URL) -> [ImageVariant] {
        (contents(folder)["images"] as? [[String: Any]] ?? []).compactMap { item in
            guard let file = item["filename"] as? String else { return nil }
            let scale = Int((item["scale"] as? String ?? "1x").dropLast()) ?? 1
            return ImageVariant(file: folder.appendingPathComponent(file), idiom: item["idiom"] as? String ?? "universal", scale: scale, appearance: appearance(item))
        }
    }

    private static func colorVariants(in folder: URL) -> [ColorVariant] {
        (contents(folder)["colors"] as? [[String: Any]] ?? []).compactMap { item in
            guard let color = item["color"] as? [String: Any], let components = color["components"] as? [String: Any] else { return nil }
            func component(_ key: String) -> Double? {
                guard let text = components[key] as? String else { return components[key] as? Double }
                if text.hasPrefix("0x") { return Int(text.dropFirst(2), radix: 16).map { Double($0) / 255 } }
                if let number = Double(text) { return number > 1 && !text.contains(".") ? number / 255 : number }
                return nil
            }
            let white = component("white")
            guard let alpha = component("alpha"), let red = component("red") ?? white, let green = component("green") ?? white, let blue = component("blue") ?? white else { return nil }
            return ColorVariant(
                colorSpace: color["color-space"] as? String ?? "srgb", red: red, green: green, blue: blue, alpha: alpha,
                idiom: item["idiom"] as? String ?? "universal", appearance: appearance(item))
        }
    }

    /// The image of a set for a device: its idiom before `universal`, the appearance asked for
    /// (nil: the any-appearance image), the scale asked for, else the nearest larger, else smaller.
    public func image(named name: String, idiom: String, scale: Int, appearance: String? = nil) -> ImageVariant? {
        guard let variants = images[name] else { return nil }
        let candidates = variants.filter { $0.appearance == appearance && ($0.idiom == idiom || $0.idiom == "universal") }
        return candidates.sorted { a, b in
            let (da, db) = (a.scale >= scale ? a.scale - scale : 10 + scale - a.scale, b.scale >= scale ? b.scale - scale : 10 + scale - b.scale)
            if da != db { return da < db }
            return a.idiom == idiom && b.idiom != idiom
        }.first
    }

    /// The colour of a set for a device: its idiom before `universal`, the appearance asked for
    /// (falling back to the any-appearance colour).
    public func color(named name: String, idiom: String, appearance: String? = nil) -> ColorVariant? {
        guard let variants = colors[name] else { return nil }
        for wanted in [appearance, nil] {
            let matching = variants.filter { $0.appearance == wanted }
            if let found = matching.first(where: { $0.idiom == idiom }) ?? matching.first(where: { $0.idiom == "universal" }) { return found }
        }
        return nil
    }
}
