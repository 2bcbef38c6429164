/// Issue 27's split of the ibtool pairs into a development set and a held-back set: a pair is
/// held back when the FNV-1a 64-bit hash of its document's file name (`blocklist.xib`, UTF-8;
/// offset basis 0xcbf29ce484222325, prime 0x100000001b3) is a multiple of 3. The held-back pairs
/// measure whether the compiler's rules hold for documents nobody tuned it on: only their
/// aggregate figures are ever printed, never a pair's own differences.
public enum PairSplit {
    /// Which part of the split a pair is in.
    public enum Part: String, Sendable, CaseIterable {
        /// Pairs one may develop against, diff and read.
        case development
        /// Pairs measured only in aggregate.
        case heldBack = "held-back"
    }

    /// FNV-1a 64-bit of `name`'s UTF-8 bytes.
    public static func fnv1a64(_ name: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return hash
    }

    /// Whether the pair whose document is named `documentName` (a file name, no folder) is held back.
    public static func isHeldBack(_ documentName: String) -> Bool { fnv1a64(documentName) % 3 == 0 }

    /// The part of the split of the pair whose document is named `documentName`.
    public static func part(of documentName: String) -> Part { isHeldBack(documentName) ? .heldBack : .development }
}
