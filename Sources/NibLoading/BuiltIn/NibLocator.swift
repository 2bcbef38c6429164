import Foundation
import NibObjectLibrary

/// Finds a document or compiled nib by name in a bundle: the resources folder, the bundle's root,
/// then `Base.lproj` and `en.lproj`, trying each extension in turn. Exact case, as on a device.
enum NibLocator {
    static let nibExtensions = ["nib", "xib"]

    /// The URL of `name` with one of `extensions`, or nil with every path tried. The device's
    /// variant (`name~ipad.xib`, `name~iphone.xib`) is preferred to the plain name in each folder.
    static func find(_ name: String, extensions: [String], in bundle: Bundle) -> (url: URL?, tried: [String]) {
        let device = "\(name)~\(UIDevice.current.userInterfaceIdiom.rawValue)"
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
            for candidate in [device, name] {
                for ext in extensions {
                    let url = folder.appendingPathComponent("\(candidate).\(ext)")
                    tried.append(url.path)
                    if FileManager.default.fileExists(atPath: url.path) { return (url, tried) }
                }
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
