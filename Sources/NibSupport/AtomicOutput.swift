import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Writing a file or folder so that no reader, and no interruption, ever sees it half written:
/// the content goes to a hidden temporary sibling (`.Name.nib.<uuid>.tmp`), which then takes
/// the output's place in one rename. A process killed at any point leaves either the old
/// output or the new one, complete; at worst a hidden temporary stays behind, and the next
/// write to the same output removes those older than an hour.
public enum AtomicOutput {
    /// Writes `output` through `write`, which fills the temporary URL it is given (a file, or a
    /// folder when `isFolder`).
    /// - Throws: ``PathError`` naming `output` (not the temporary) when its folder cannot be
    ///   made or written; the errors of `write` otherwise.
    public static func write(to output: URL, isFolder: Bool, _ write: (URL) throws -> Void) throws {
        let manager = FileManager.default
        let folder = output.deletingLastPathComponent()
        try checkWritable(output, isFolder: isFolder)
        do {
            try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw PathError(path: output.path, message: "cannot make its folder \(folder.path) (\(reason(error))); name an output in a folder you can write")
        }
        removeStaleTemporaries(of: output)
        let temporary = folder.appendingPathComponent(".\(output.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            if isFolder { try manager.createDirectory(at: temporary, withIntermediateDirectories: true) }
            try write(temporary)
            try replace(output, with: temporary, isFolder: isFolder)
        } catch {
            try? manager.removeItem(at: temporary)
            // A file-system error names the hidden temporary: name the output instead.
            if error is CocoaError || (error as NSError).domain == NSCocoaErrorDomain || (error as NSError).domain == NSPOSIXErrorDomain {
                throw PathError(path: output.path, message: "cannot write it (\(reason(error))); check that \(folder.path) is a folder you can write, with space free")
            }
            throw error
        }
    }

    /// Refuses, before anything is made, an output whose folder is a file (or below one), a
    /// read-only folder, and a file output that is an existing folder.
    static func checkWritable(_ output: URL, isFolder: Bool) throws(PathError) {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        if !isFolder, manager.fileExists(atPath: output.path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw PathError(path: output.path, message: "a folder is here, and the output is a file; remove the folder or name another output")
        }
        var ancestor = output.deletingLastPathComponent().standardizedFileURL
        while !manager.fileExists(atPath: ancestor.path, isDirectory: &isDirectory), ancestor.path != "/" {
            ancestor = ancestor.deletingLastPathComponent()
        }
        guard isDirectory.boolValue else {
            throw PathError(path: output.path, message: "\(ancestor.path) is a file, not a folder, so nothing can be written below it; name an output in a folder")
        }
        if access(ancestor.path, W_OK | X_OK) != 0 {
            throw PathError(path: output.path, message: "the folder \(ancestor.path) is read-only (\(String(cString: strerror(errno)))); make it writable or name an output elsewhere")
        }
    }

    /// The system's reason for a file-system error, without the paths it names.
    private static func reason(_ error: any Error) -> String {
        let error = error as NSError
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if error.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(error.code))) }
        if let reason = error.userInfo[NSLocalizedDescriptionKey] as? String, !reason.contains("/") { return reason }
        return "the system refused"
    }

    /// Puts `temporary` in `output`'s place in one step.
    private static func replace(_ output: URL, with temporary: URL, isFolder: Bool) throws {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        let exists = manager.fileExists(atPath: output.path, isDirectory: &isDirectory)
        if !exists || !(isFolder || isDirectory.boolValue) {
            // rename(2) replaces a file, or creates the name, in one step (FileManager's
            // replaceItemAt loses the original on Linux when it fails).
            guard rename(temporary.path, output.path) == 0 else { throw renameError(output) }
            return
        }
        // A folder cannot be renamed over a non-empty one: exchange the two in one step, then
        // remove the old one, now under the temporary name.
        if exchange(temporary, output) {
            try? manager.removeItem(at: temporary)
            return
        }
        // No exchange on this system: move the old folder aside, the new one in, the old one out.
        let old = output.deletingLastPathComponent().appendingPathComponent(".\(output.lastPathComponent).\(UUID().uuidString).old.tmp")
        try manager.moveItem(at: output, to: old)
        guard rename(temporary.path, output.path) == 0 else {
            try? manager.moveItem(at: old, to: output)
            throw renameError(output)
        }
        try? manager.removeItem(at: old)
    }

    /// Swaps two paths atomically (Linux `renameat2` with `RENAME_EXCHANGE`, looked up at run
    /// time because Glibc's module does not export it); false when the system cannot.
    private static func exchange(_ first: URL, _ second: URL) -> Bool {
        #if os(Linux)
        typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
        let renameExchange: UInt32 = 2
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "renameat2") else { return false }
        let renameat2 = unsafeBitCast(symbol, to: RenameAt2.self)
        return renameat2(AT_FDCWD, first.path, AT_FDCWD, second.path, renameExchange) == 0
        #else
        return false
        #endif
    }

    /// Removes hidden temporaries of `output` that an interrupted write left more than an hour ago.
    private static func removeStaleTemporaries(of output: URL) {
        let manager = FileManager.default
        let folder = output.deletingLastPathComponent()
        let prefix = ".\(output.lastPathComponent)."
        guard let names = try? manager.contentsOfDirectory(atPath: folder.path) else { return }
        let hourAgo = Date().addingTimeInterval(-3_600)
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
            let url = folder.appendingPathComponent(name)
            if let modified = (try? manager.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date, modified < hourAgo {
                try? manager.removeItem(at: url)
            }
        }
    }

    private static func renameError(_ output: URL) -> PathError {
        PathError(path: output.path, message: "cannot move the new output into place (\(String(cString: strerror(errno)))); check that its folder is writable")
    }
}
