import NibArchive

/// An archive with what every load of it shares, made once per nib: the lookup index, the
/// prepared placeholders and connection records, the memos of earlier loads (classes found, key
/// reads) and the decoder the last load left. A class: a load takes it with one reference count,
/// not one per table.
package final class PreparedArchive: Sendable {
    /// The archive every load decodes.
    package let archive: KeyedArchive
    /// Its lookup index.
    package let lookup: ArchiveLookup
    /// The classes its loads found by name, kept for the next load.
    package let classMemo = ClassResolutionMemo()
    /// The key reads of its first load, replayed by the later ones.
    package let readMemo = KeyReadMemo()
    /// The decoder of its last finished load, emptied, for the next.
    package let spareDecoder = SpareDecoder()
    /// Its placeholders and connection records, which loads read without making objects.
    package let records: PreparedRecords
    /// Whether it is in AppKit's schema (`IB.objectdata`) rather than UIKit's.
    package let isAppKitSchema: Bool
    /// AppKit's `NSRoot` (File's Owner), whose object the owner replaces, found before decoding.
    package let appKitRootIndex: Int?

    /// Prepares an archive for its loads.
    package init(_ archive: KeyedArchive) {
        self.archive = archive
        lookup = ArchiveLookup(archive)
        records = PreparedRecords(archive, lookup: lookup)
        isAppKitSchema = archive.objects.first?["IB.objectdata"] != nil
        appKitRootIndex = Self.appKitRootIndex(archive)
    }

    /// The index of AppKit's `NSRoot` (File's Owner), found in the archive before decoding so
    /// the owner can take its place.
    static func appKitRootIndex(_ archive: KeyedArchive) -> Int? {
        guard case .object(let data)? = archive.root["IB.objectdata"], data < archive.objects.count,
            case .object(let root)? = archive.objects[data]["NSRoot"]
        else { return nil }
        return root
    }
}
