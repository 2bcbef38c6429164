import Foundation
import NibArchive
import NibObjectLibrary

extension NSTableView {
    /// A new view made from the prototype registered under `identifier` (a view-based table's
    /// `<prototypeCellViews>`, each archived as a nib of its own), with `owner` as its nib's
    /// File's Owner, as AppKit's `makeView(withIdentifier:owner:)` makes one; nil when no
    /// prototype has that identifier. Each call makes a new view; the nib is read once per table.
    /// - Throws: ``NibLoadingError`` when the prototype's nib does not read or load.
    public func makeView(withIdentifier identifier: String, owner: AnyObject?) throws(NibLoadingError) -> NSView? {
        guard let archived = registeredNibsByIdentifier?[identifier] else { return nil }
        let objects = try archived.nib().instantiate(owner: owner)
        return objects.lazy.compactMap { $0 as? NSView }.first
    }
}

extension ArchivedNib {
    /// The nib its bytes hold, read on first use and kept: instantiate it as any other.
    /// - Throws: ``NibLoadingError`` when the bytes are not a well-formed archive.
    public func nib() throws(NibLoadingError) -> Nib {
        if let nib = parsedNib.withLock({ $0 }) as? Nib { return nib }
        let source = "a nib archived in a table view (NSNib)"
        let archive: KeyedArchive
        do throws(ArchiveFormatError) {
            let bytes = [UInt8](data)
            archive = NIBArchiveReader.isNIBArchive(bytes) ? try NIBArchiveReader().read(bytes) : try KeyedArchiverReader().read(bytes)
        } catch {
            throw NibLoadingError(code: .malformedArchive, message: "\(error.message); compile the table's document again", location: source, byteOffset: error.offset)
        }
        let nib = Nib(archive: archive, flavour: .appKit, source: source, resourceRoot: usesParentBundle ? parentResourceRoot : nil)
        parsedNib.withLock { $0 = nib }
        return nib
    }
}
