import Foundation
import NibArchive
import NibCompiler
import NibObjectLibrary
import NibResources

/// Finds a document or compiled nib by name in a bundle, as a device does: the preferred
/// languages' `.lproj` folders, `Base.lproj`, then the resources folder itself (and the bundle
/// root), the device's variant (`name~ipad.xib`) before the plain name, exact case.
enum NibLocator {
    static let nibExtensions = ["nib", "xib"]

    /// The URL of `name` with one of `extensions`, or nil with every path tried.
    static func find(_ name: String, extensions: [String], in bundle: Bundle) -> (url: URL?, tried: [String]) {
        var roots: [URL] = []
        for root in [bundle.resourceURL, bundle.bundleURL].compactMap({ $0 }) where !roots.contains(root) { roots.append(root) }
        let lookup = ResourceLookup(languages: NibLanguages.preferred, deviceModifier: UIDevice.current.userInterfaceIdiom.rawValue)
        return lookup.find(name, extensions: extensions, in: roots)
    }

    /// "Could not load NIB in bundle: '<bundle>' with name '<name>'", with the paths tried.
    static func notFound(_ name: String, bundle: Bundle, tried: [String], what: String = "NIB") -> NibLoadingError {
        if let problem = ResourceConfinement.problem(with: name) {
            return NibLoadingError(code: .nameOutsideBundle, message: "Could not load \(what) in bundle: '\(bundle.bundlePath)': \(problem)", location: bundle.bundlePath)
        }
        return NibLoadingError(
            code: .notFound,
            message: "Could not load \(what) in bundle: '\(bundle.bundlePath)' with name '\(name)'; tried \(tried.joined(separator: ", "))",
            location: bundle.bundlePath)
    }

    /// The preferred language's strings for a document or compiled nib in a `Base.lproj` folder
    /// (a storyboard's nibs: the `.storyboardc` in it), or nil.
    static func baseTranslations(for url: URL) throws(NibLoadingError) -> [String: String]? {
        var file = url
        while file.deletingLastPathComponent().pathExtension == "storyboardc" || file.deletingLastPathComponent().pathExtension == "nib" {
            file.deleteLastPathComponent()
        }
        guard file.deletingLastPathComponent().lastPathComponent == "Base.lproj" else { return nil }
        let name = file.deletingPathExtension().lastPathComponent
        let folder = file.deletingLastPathComponent().deletingLastPathComponent()
        do { return try Translations.preferred(named: name, in: folder, languages: NibLanguages.preferred)?.table.values } catch {
            throw NibLoadingError(code: .unreadableDocument, message: error.message, location: "\(error.file):\(error.line):\(error.column)")
        }
    }

    /// A compiled archive from a `Base.lproj` folder with the preferred language's strings applied.
    static func localized(_ archive: KeyedArchive, at url: URL) throws(NibLoadingError) -> KeyedArchive {
        guard let translations = try baseTranslations(for: url) else { return archive }
        return archive.localized(with: translations).archive
    }

    /// A document read from a `Base.lproj` folder with the preferred language's strings applied
    /// (`<lang>.lproj/<Name>.strings` or a string catalog), as Base internationalization does.
    static func localized(_ document: InterfaceDocument, at url: URL) throws(NibLoadingError) -> InterfaceDocument {
        guard let translations = try baseTranslations(for: url) else { return document }
        do { return try document.localized(with: translations).document } catch {
            throw NibLoadingError(error)
        }
    }
}
