import Foundation

/// Finds a document or compiled nib by name in a bundle: the resources folder, the bundle's root,
/// then `Base.lproj` and `en.lproj`, trying each extension in turn. Exact case, as on a device.
enum NibLocator {
    static let nibExtensions = ["xib"]

    /// The URL of `name` with one of `extensions`, or nil with every path tried.
    static func find(_ name: String, extensions: [String], in bundle: Bundle) -> (url: URL?, tried: [String]) {
        var tried: [String] = []
        let roots = [bundle.resourceURL, bundle.bundleURL].compactMap { $0 }
        var folders: [URL] = []
        for root in roots where !folders.contains(root) { folders.append(root) }
        for root in roots {
            for language in ["Base.lproj", "en.lproj"] {
                let folder = root.appendingPathComponent(language)
                if !folders.contains(folder) { folders.append(folder) }
            }
        }
        for folder in folders {
            for ext in extensions {
                let url = folder.appendingPathComponent("\(name).\(ext)")
                tried.append(url.path)
                if FileManager.default.fileExists(atPath: url.path) { return (url, tried) }
            }
        }
        return (nil, tried)
    }

    /// "Could not load NIB in bundle: '<bundle>' with name '<name>'", with the paths tried.
    static func notFound(_ name: String, bundle: Bundle, tried: [String], what: String = "NIB") -> NibLoadingError {
        NibLoadingError(
            code: .notFound,
            message: "Could not load \(what) in bundle: '\(bundle.bundlePath)' with name '\(name)'; tried \(tried.joined(separator: ", "))",
            location: bundle.bundlePath)
    }
}
