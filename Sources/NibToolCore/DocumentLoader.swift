import Foundation
import NibLoading

/// What loading one document gave: the figures `nibtool load` prints.
public struct LoadReport: Encodable, Sendable {
    /// The path as given (or found below a directory given).
    public var file: String
    /// Whether every scene (or the xib) loaded.
    public var ok: Bool
    /// Objects created, over all scenes.
    public var objects: Int
    /// Connections made, over all scenes.
    public var connections: Int
    /// Warnings, each prefixed with its scene for storyboards.
    public var warnings: [String]
    /// The first error, or nil.
    public var error: String?

    enum CodingKeys: String, CodingKey { case file, ok, objects, connections, warnings, error }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(file, forKey: .file)
        try container.encode(ok, forKey: .ok)
        try container.encode(objects, forKey: .objects)
        try container.encode(connections, forKey: .connections)
        try container.encode(warnings, forKey: .warnings)
        if let error { try container.encode(error, forKey: .error) } else { try container.encodeNil(forKey: .error) }
    }
}

/// Loads documents the way `nibtool load` does: every xib, every storyboard scene, with a
/// generic owner and generic stand-ins for external objects.
public enum DocumentLoader {
    /// The extensions of Interface Builder documents.
    public static let documentExtensions: Set<String> = ["xib", "storyboard"]

    /// The documents at the given paths; directories are walked recursively, in sorted order.
    public static func documents(at paths: [String]) -> [String] {
        var found: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
                found.append(path)
                continue
            }
            let base = URL(fileURLWithPath: path)
            let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)
            var inside: [String] = []
            while let url = enumerator?.nextObject() as? URL {
                if documentExtensions.contains(url.pathExtension) { inside.append(url.path) }
            }
            found += inside.sorted()
        }
        return found
    }

    /// Loads one document and reports.
    public static func load(_ path: String, flavour: Flavour? = nil) -> LoadReport {
        var report = LoadReport(file: path, ok: true, objects: 0, connections: 0, warnings: [], error: nil)
        do {
            let document = try DocumentReader().read(contentsOf: URL(fileURLWithPath: path))
            let externals = externalObjects(of: document)
            let units: [(String?, Nib)] = try nibs(of: document)
            for (scene, nib) in units {
                let options = Nib.Options(externalObjects: externals, flavour: flavour)
                do {
                    let result = try nib.instantiateWithDetails(owner: NibGenericOwner(), options: options)
                    report.objects += result.objectCount
                    report.connections += result.connectionCount
                    let prefix = scene.map { "scene \($0): " } ?? ""
                    report.warnings += result.warnings.map { prefix + $0 }
                } catch {
                    report.ok = false
                    report.error = report.error ?? (scene.map { "scene \($0): " } ?? "") + error.description
                }
            }
        } catch let error as DocumentError {
            report.ok = false
            report.error = error.description
        } catch let error as NibLoadingError {
            report.ok = false
            report.error = error.description
        } catch {
            report.ok = false
            report.error = "\(error)"
        }
        return report
    }

    /// The nibs of a document: the xib, or one per storyboard scene.
    static func nibs(of document: InterfaceDocument) throws -> [(String?, Nib)] {
        guard document.kind == .storyboard else { return [(nil, try Nib(document: document))] }
        var nibs: [(String?, Nib)] = []
        for scene in document.scenes { nibs.append((scene.sceneID, try Nib(document: document, scene: scene))) }
        return nibs
    }

    /// Generic stand-ins for the document's external objects and the storyboard placeholder.
    static func externalObjects(of document: InterfaceDocument) -> [String: AnyObject] {
        var externals: [String: AnyObject] = ["UIStoryboardPlaceholder": NibGenericOwner(), "NSStoryboardPlaceholder": NibGenericOwner()]
        for object in document.objects {
            if case .external(let identifier)? = object.placeholder { externals[identifier] = NibGenericOwner() }
        }
        return externals
    }
}
