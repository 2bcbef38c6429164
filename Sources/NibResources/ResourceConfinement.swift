import Foundation

/// The rule that keeps every name a document, a compiled nib or an Info.plist gives inside the
/// folder it is looked up in: a bundle's resources, or a document's own folder.
///
/// A name is relative (no leading `/`, no `~`), has no `..` component and no NUL; and the file
/// it finds, with symbolic links resolved, lies inside the folder, also resolved. A name that
/// breaks the rule finds nothing, and the error that follows says why.
public enum ResourceConfinement {
    /// Why `name` cannot name a file inside a folder, or nil when it can.
    public static func problem(with name: String) -> String? {
        if name.isEmpty { return "the name is empty" }
        if name.utf8.contains(0) { return "the name '\(printable(name))' contains a NUL character" }
        if name.hasPrefix("/") { return "the name '\(printable(name))' is an absolute path; name a file inside the folder" }
        if name.hasPrefix("~") { return "the name '\(printable(name))' starts with '~'; name a file inside the folder" }
        if name == ".." || name.hasPrefix("../") || name.hasSuffix("/..") || name.contains("/../") {
            return "the name '\(printable(name))' leads out of the folder through '..'; name a file inside it"
        }
        return nil
    }

    /// Whether `file` (an existing file or folder), with symbolic links resolved, lies inside
    /// `folder` (also resolved).
    public static func contains(_ folder: URL, _ file: URL) -> Bool {
        guard let base = resolvedPath(folder.path), let target = resolvedPath(file.path) else { return false }
        return target == base || target.hasPrefix(base.hasSuffix("/") ? base : base + "/")
    }

    /// The path with every symbolic link and `.`/`..` resolved, or nil when it does not exist.
    package static func resolvedPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// A name as an error message shows it: at most 200 characters, control characters escaped.
    static func printable(_ name: String) -> String {
        let shown = name.count > 200 ? String(name.prefix(200)) + "…" : name
        return shown.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? "\\u{\(String($0.value, radix: 16))}" : String($0) }.joined()
    }
}
