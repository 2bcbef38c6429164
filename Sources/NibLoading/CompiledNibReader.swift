import Foundation
import NibArchive
import NibDocument
import NibSupport

/// Opens compiled nibs: NIBArchive files, keyed-archive (binary property list) files, and nib
/// folders, choosing the variant UIKit or AppKit would load.
public enum CompiledNibReader {
    /// The variants UIKit tries inside a nib folder, in order (decompiled `-[UINib nibDataForPath:]`).
    public static let uiKitVariants = [
        "objects-17.0+.nib", "objects-16.0+.nib", "objects-15.0+.nib", "objects-14.0+.nib", "objects-13.0+.nib",
        "objects-12.3+.nib", "objects-11.0+.nib", "objects-9.1+.nib", "objects-8.0+.nib", "objects.nib", "runtime.nib",
    ]

    /// The file inside a nib folder that a loader would read: UIKit's first existing variant, else
    /// AppKit's newest `keyedobjects-NNNNNN.nib`, else `keyedobjects.nib`, else `designable.nib` (its source document).
    public static func variant(inFolder folder: URL) -> URL? {
        let manager = FileManager.default
        for name in uiKitVariants {
            let url = folder.appendingPathComponent(name)
            if manager.fileExists(atPath: url.path) { return url }
        }
        let names = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
        let versioned = names.compactMap { name -> (Int, String)? in
            guard name.hasPrefix("keyedobjects-"), name.hasSuffix(".nib"), let number = Int(name.dropFirst(13).dropLast(4)) else { return nil }
            return (number, name)
        }
        if let newest = versioned.max(by: { $0.0 < $1.0 }) { return folder.appendingPathComponent(newest.1) }
        for name in ["keyedobjects.nib", "designable.nib"] where names.contains(name) { return folder.appendingPathComponent(name) }
        return nil
    }

    /// Reads the archive of a compiled nib file or folder; a `designable.nib` or other XML document is compiled.
    /// - Throws: ``NibLoadingError`` naming the file and what is wrong with it.
    public static func archive(at url: URL) throws(NibLoadingError) -> (archive: KeyedArchive, flavour: Flavour, source: String) {
        var file = url
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw NibLoadingError(code: .notFound, message: "no such file", location: url.path)
        }
        if isDirectory.boolValue {
            guard let variant = variant(inFolder: url) else {
                throw NibLoadingError(code: .notFound, message: "the nib folder holds no objects*.nib, runtime.nib, keyedobjects*.nib or designable.nib", location: url.path)
            }
            file = variant
        }
        let data: Data
        do { data = try BoundedFile.read(file, kind: .nib) } catch {
            throw NibLoadingError(code: error.isTooLarge ? .limitExceeded : .unreadableDocument, message: error.message, location: file.path)
        }
        let bytes = [UInt8](data)
        do throws(ArchiveFormatError) {
            if NIBArchiveReader.isNIBArchive(bytes) {
                let archive = try NIBArchiveReader().read(bytes)
                return (archive, flavour(of: archive), file.path)
            }
            if BinaryPropertyList.isBinaryPropertyList(bytes) {
                let archive = try KeyedArchiverReader().read(bytes)
                return (archive, flavour(of: archive), file.path)
            }
        } catch {
            throw NibLoadingError(error, file: file, what: "compiled nib")
        }
        if let archive = try xmlKeyedArchive(data, file: file) { return (archive, flavour(of: archive), file.path) }
        if bytes.starts(with: Array("typedstream".utf8)) || bytes.dropFirst(2).starts(with: Array("typedstream".utf8)) {
            throw NibLoadingError(code: .unsupportedFormat, message: "unsupported format: a pre-keyed (typedstream) NeXT nib; open it in Interface Builder and save it as a .xib", location: file.path)
        }
        let document: InterfaceDocument
        do { document = try DocumentReader().read(data: data, file: file.path) } catch {
            throw NibLoadingError(code: .unreadableDocument, message: "neither a NIBArchive, a keyed archive nor a document: \(error.message)", location: error.location.description)
        }
        let nib = try Nib(document: document)
        return (try nib.archive, document.flavour, file.path)
    }

    /// An XML property list holding a keyed archive, or nil when the XML is not a property list.
    static func xmlKeyedArchive(_ data: Data, file: URL) throws(NibLoadingError) -> KeyedArchive? {
        guard let root = try? DocumentReader().readElementTree(data: data, file: file.path), root.name == "plist" else { return nil }
        func node(_ element: Element) -> XMLPropertyList.Node {
            XMLPropertyList.Node(name: element.name, text: element.text, children: element.children.map(node))
        }
        do throws(ArchiveFormatError) {
            return try KeyedArchiverReader().read(plist: try XMLPropertyList.table(from: node(root)))
        } catch {
            throw NibLoadingError(error, file: file, what: "keyed-archive property list")
        }
    }

    /// UIKit archives have `UINib…Key` roots; AppKit archives have `IB.objectdata`.
    public static func flavour(of archive: KeyedArchive) -> Flavour {
        archive.root["IB.objectdata"] != nil ? .appKit : .uiKit
    }
}

extension NibLoadingError {
    /// A format error in a compiled file: where it is, and what to do.
    init(_ error: ArchiveFormatError, file: URL, what: String) {
        let code: Code = error.code == .limitExceeded ? .limitExceeded : .malformedArchive
        self.init(code: code, message: "not a valid \(what): \(error.message); recompile it from its .xib or .storyboard", location: file.path, byteOffset: error.offset)
    }
}
