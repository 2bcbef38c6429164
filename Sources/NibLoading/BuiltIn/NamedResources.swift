import Foundation
import NibCompiler
import NibObjectLibrary
import NibResources

/// A nib's named images and sounds: where they are looked up, and loading them into the named
/// caches when the nib loads.
enum NamedResources {
    /// The resource folder of a document or compiled nib: the folder holding it, above any
    /// `.lproj`, `.nib` or `.storyboardc` folder it is in.
    static func root(forFileAt url: URL) -> URL {
        var folder = url.deletingLastPathComponent()
        while ["lproj", "nib", "storyboardc"].contains(folder.pathExtension) { folder.deleteLastPathComponent() }
        return folder
    }

    /// Looks up every image and sound the document names, so they are in the named caches
    /// before its objects decode; returns a warning for each one that is missing.
    static func preload(_ document: InterfaceDocument, in root: URL) -> [String] {
        let lookup = ResourceLookup(languages: NibLanguages.preferred, deviceModifier: UIDevice.current.userInterfaceIdiom.rawValue)
        var warnings: [String] = []
        for reference in document.resourceReferences {
            let found: NamedResource?
            switch reference.kind {
            case .image: found = NamedResourceCache.shared.image(named: reference.name, in: root, lookup: lookup, scale: UIDevice.current.scale)
            case .sound: found = NamedResourceCache.shared.sound(named: reference.name, in: root, lookup: lookup)
            }
            guard found == nil else { continue }
            let users = reference.objectIDs.isEmpty ? "" : " used by \(reference.objectIDs.map { "object \($0)" }.joined(separator: ", "))"
            warnings.append("\(document.file): the \(reference.kind.rawValue) named “\(reference.name)”\(users) is not in \(root.path) (add the file, or fix the name)")
        }
        return warnings
    }
}
