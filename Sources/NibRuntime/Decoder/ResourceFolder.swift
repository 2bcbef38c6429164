import Foundation

/// Where a nib's named resources (images, sounds, colours) are looked up: its bundle's resources,
/// or the folder of the document it came from, with what the object library keeps to find them
/// quickly. A nib's folder stays with its decoder from one load to the next.
struct ResourceFolder {
    /// The folder.
    var root: URL?
    /// ``root``'s path (named resources are cached by it; `URL.path` is costly next to a small nib's load).
    var path: String?
    /// The object library's memo of named resources for ``root`` (its `NamedImageMemo`).
    var memo: AnyObject?
}

extension NibDecoder {
    /// The folder the nib's named resources (images, sounds, colours) are looked up in: its
    /// bundle's resources, or the folder of the document it came from.
    public var resourceRoot: URL? {
        get { resources.root }
        set { (resources.root, resources.path) = (newValue, newValue?.path) }
    }

    /// ``resourceRoot``'s path (named resources are cached by it).
    public var resourceRootPath: String? { resources.path }

    /// What the object library keeps per nib to find its named resources quickly (its
    /// `NamedImageMemo` for ``resourceRoot``); nil when a load has none.
    package var resourceMemo: AnyObject? { resources.memo }

    /// Whether the decoder looks resources up with `memo` already (a nib's folder and memo stay
    /// with its decoder from one load to the next; a nib without a folder has no memo).
    package func usesResources(memo: AnyObject?) -> Bool {
        resources.memo === memo
    }

    /// Sets the nib's resource folder, with its path worked out earlier, and the memo for it.
    package func useResources(root: URL?, path: String?, memo: AnyObject?) {
        resources = ResourceFolder(root: root, path: path ?? root?.path, memo: memo)
    }
}
