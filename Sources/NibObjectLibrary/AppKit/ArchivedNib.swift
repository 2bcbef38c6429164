import Foundation
import NibRuntime
import NibSupport

/// A nib archived inside another, as AppKit's `NSNib` is in a view-based table's nib: one per
/// prototype cell view, which `NSTableView.makeView(withIdentifier:owner:)` instantiates.
///
/// Its bytes are a compiled nib of their own (`NSNibFileData`); NibLoading reads them on first
/// use and keeps the parsed nib for the next rows.
public final class ArchivedNib: NibObject {
    /// The nib's bytes (a NIBArchive or a keyed archive).
    public private(set) var data = Data()
    /// Whether its images and sounds are looked up where the nib that holds it found its own.
    public private(set) var usesParentBundle = false
    /// Where the nib that holds it looks up images and sounds.
    public private(set) var parentResourceRoot: URL?
    /// The nib read from ``data``, made by NibLoading on first use (a `Nib`).
    public let parsedNib = Locked<(any AnyObject & Sendable)?>(nil)

    public required init?(coder: NSCoder) {
        data = coder.decodeObject(forKey: "NSNibFileData") as? Data ?? Data()
        usesParentBundle = coder.nibBool(forKey: "NSNibFileUseParentBundle") ?? false
        parentResourceRoot = (coder as? NibDecoder)?.resourceRoot
        super.init(coder: coder)
    }

    public required init() { super.init() }
}

extension NSCoder {
    /// The nibs of a view-based table's prototype views, by reuse identifier.
    public func nibArchivedNibs(forKey key: String) -> [String: ArchivedNib]? {
        guard let table = decodeObject(forKey: key) as? [AnyHashable: Any] else { return nil }
        var nibs: [String: ArchivedNib] = [:]
        for (identifier, nib) in table {
            if let identifier = identifier as? String, let nib = nib as? ArchivedNib { nibs[identifier] = nib }
        }
        return nibs
    }
}
