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
        walk(paths, extensions: documentExtensions).files
    }

    /// What `nibtool load` loads at the given paths: documents and compiled nibs (`.nib` files
    /// and folders, `.storyboardc` folders), directories walked recursively (not into a
    /// compiled nib), in sorted order; a file named directly is taken whatever its extension.
    /// - Throws: ``ToolError`` for a path that does not exist or a folder that holds none.
    public static func loadable(at paths: [String]) throws(ToolError) -> [String] {
        try existing(at: paths, extensions: documentExtensions.union(compiledExtensions), what: ".xib, .storyboard, .nib or .storyboardc")
    }

    /// ``documents(at:)``, refusing a path that does not exist or a folder that holds no document.
    /// - Throws: ``ToolError`` naming the path.
    public static func existingDocuments(at paths: [String]) throws(ToolError) -> [String] {
        try existing(at: paths, extensions: documentExtensions, what: ".xib or .storyboard")
    }

    /// The compiled nibs at the given paths: `.nib` files and folders and `.storyboardc` folders,
    /// directories walked recursively (not into a nib or storyboard they find), in sorted order.
    public static func compiledNibs(at paths: [String]) -> [String] {
        walk(paths, extensions: compiledExtensions).files
    }

    /// The extensions of compiled nibs.
    static let compiledExtensions: Set<String> = ["nib", "storyboardc"]

    private static func existing(at paths: [String], extensions: Set<String>, what: String) throws(ToolError) -> [String] {
        try OutputPaths.requireExisting(paths)
        let found = walk(paths, extensions: extensions)
        if let folder = found.emptyFolders.first {
            throw ToolError(path: folder, message: "the folder holds no \(what) files; name a folder that does, or the files")
        }
        return found.files
    }

    /// The files with `extensions` below each path, each folder's in sorted order, and the
    /// folders that held none. A path that is no folder, or is a compiled nib's folder, is taken
    /// as it is; a walk does not go into a compiled nib it finds.
    private static func walk(_ paths: [String], extensions: Set<String>) -> (files: [String], emptyFolders: [String]) {
        var files: [String] = []
        var emptyFolders: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            let base = URL(fileURLWithPath: path)
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue, !compiledExtensions.contains(base.pathExtension) else {
                files.append(path)
                continue
            }
            let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)
            var inside: [String] = []
            while let url = enumerator?.nextObject() as? URL {
                if compiledExtensions.contains(url.pathExtension) { enumerator?.skipDescendants() }
                if extensions.contains(url.pathExtension) { inside.append(url.path) }
            }
            if inside.isEmpty { emptyFolders.append(path) }
            files += inside.sorted()
        }
        return (files, emptyFolders)
    }

    /// Loads one document and reports: a xib with a generic owner; a storyboard through the
    /// storyboard API, every scene's controller and then its view.
    public static func load(_ path: String, flavour: Flavour? = nil) -> LoadReport {
        var report = LoadReport(file: path, ok: true, objects: 0, connections: 0, warnings: [], error: nil)
        do {
            if path.hasSuffix(".storyboardc") {
                // A compiled storyboard: its placeholders are not known, so the common ones get stand-ins.
                let options = Nib.Options(externalObjects: storyboardPlaceholderStandIns(), flavour: flavour)
                return try loadStoryboard(Storyboard(compiledAt: URL(fileURLWithPath: path), options: options), path: path)
            }
            if path.hasSuffix(".nib") {
                // A compiled nib: the placeholders it names are not known, so every common one gets a stand-in.
                let externals = storyboardPlaceholderStandIns()
                let result = try Nib(contentsOf: URL(fileURLWithPath: path)).instantiateWithDetails(owner: NibGenericOwner(), options: Nib.Options(externalObjects: externals, flavour: flavour))
                report.objects = result.objectCount
                report.connections = result.connectionCount
                report.warnings = result.warnings
                return report
            }
            let document = try DocumentReader().read(contentsOf: URL(fileURLWithPath: path))
            let options = Nib.Options(externalObjects: externalObjects(of: document), flavour: flavour)
            if document.kind == .storyboard {
                report = try loadStoryboard(Storyboard(document: document, options: options), path: path)
            } else {
                let result = try Nib(document: document).instantiateWithDetails(owner: NibGenericOwner(), options: options)
                report.objects = result.objectCount
                report.connections = result.connectionCount
                report.warnings = result.warnings
            }
        } catch let error as DocumentError {
            report.ok = false
            report.error = error.description
        } catch let error as NibLoadingError {
            report.ok = false
            report.error = error.description
        } catch {
            report.ok = false
            report.error = ErrorLine.text(for: error, file: path)
        }
        return report
    }

    /// Every scene's controller through the storyboard API, then its view (and what the view's load triggers).
    static func loadStoryboard(_ storyboard: Storyboard, path: String) -> LoadReport {
        var failures: [String] = []
        var notes: [String] = []
        for nibName in storyboard.sceneNibNames {
            do throws(NibLoadingError) {
                let controller = try storyboard.instantiate(nibName: nibName, creator: nil)
                if let error = loadViewIfAny(controller) {
                    if Storyboard.isMissingStoryboard(error) {
                        notes.append("scene \(nibName) embeds a controller from a storyboard that is not here: \(error.message)")
                    } else {
                        failures.append("scene \(nibName): \(error.description)")
                    }
                }
            } catch where error.code == .notFound && storyboard.isReference(nibName: nibName) {
                // The reference itself is fine; the storyboard it names is not beside this one.
                notes.append("scene \(nibName) refers to a storyboard that is not here: \(error.message)")
            } catch {
                failures.append("scene \(nibName): \(error.description)")
            }
        }
        return LoadReport(
            file: path, ok: failures.isEmpty, objects: storyboard.objectCount, connections: storyboard.connectionCount,
            warnings: storyboard.warnings + notes, error: failures.first)
    }

    /// Loads a controller's view (a window controller's window) as first use would, and those of
    /// the controllers it contains; returns why the first one failed, if one did.
    public static func loadViewIfAny(_ controller: AnyObject) -> NibLoadingError? {
        // Each controller once, and only the children a controller had before its view loaded
        // (those its nib archived: tabs, a stack, panes). Children a view's embed segues make
        // had their views loaded by the segue, inside the chain that stops controllers from
        // containing each other; walking into them would embed without end.
        var seen: Set<ObjectIdentifier> = []
        var pending = [controller]
        var firstError: NibLoadingError?
        while let next = pending.popLast() {
            guard seen.insert(ObjectIdentifier(next)).inserted else { continue }
            let (error, children) = loadView(of: next)
            if firstError == nil { firstError = error }
            pending += children.reversed()
        }
        return firstError
    }

    /// Loads one controller's view (a window controller's window) if it is not loaded and has
    /// not failed; its error and the controllers it contained before.
    private static func loadView(of controller: AnyObject) -> (error: NibLoadingError?, children: [AnyObject]) {
        var error: NibLoadingError?
        let children: [AnyObject]
        switch controller {
        case let controller as UIViewController:
            children = controller.children
            if !controller.isViewLoaded, controller.viewLoadingError == nil { controller.loadViewIfNeeded() }
            error = controller.viewLoadingError ?? controller.segueError
        case let controller as NSViewController:
            children = controller.children
            if !controller.isViewLoaded, controller.viewLoadingError == nil { controller.loadViewIfNeeded() }
            error = controller.viewLoadingError
        case let controller as NSWindowController:
            _ = controller.window
            error = controller.windowLoadingError
            children = controller.contentViewController.map { [$0] } ?? []
        default:
            return (nil, [])
        }
        // A controller of a class no one has (a SwiftUI hosting controller) stands in for one
        // that may well make its own view: that its view is not found is not the document's fault.
        if error?.code == .notFound, (controller as? NibObject)?.unresolvedClassName != nil { error = nil }
        return (error, children)
    }

    /// Generic stand-ins for the storyboard placeholders of UIKit and AppKit.
    public static func storyboardPlaceholderStandIns() -> [String: AnyObject] {
        ["UIStoryboardPlaceholder": NibGenericOwner(), "NSStoryboardPlaceholder": NibGenericOwner()]
    }

    /// Generic stand-ins for the document's external objects and the storyboard placeholder.
    public static func externalObjects(of document: InterfaceDocument) -> [String: AnyObject] {
        var externals = storyboardPlaceholderStandIns()
        for object in document.objects {
            if case .external(let identifier)? = object.placeholder { externals[identifier] = NibGenericOwner() }
        }
        return externals
    }
}
