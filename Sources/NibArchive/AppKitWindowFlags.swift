/// A window template's `NSWTFlags` as Apple's AppKit nibs pack it (learnt from the ibtool pairs):
/// the window's switches and its initial position's struts. The compiler writes it; the object
/// library reads the window back from it.
public enum AppKitWindowFlags {
    /// The window is created deferred.
    public static let deferred = 0x2000_0000
    /// One-shot: the window frees its device when hidden (bit 28: Darling's and GNUstep's
    /// window template flags; clear for `oneShot="NO"` in the pair `blocklist_big`).
    public static let oneShot = 0x1000_0000
    /// The window is *not* released when closed (the bit is set for `releasedWhenClosed="NO"`).
    public static let notReleasedWhenClosed = 0x4000_0000
    /// The window hides when the application is inactive (bit 31, sign-extended).
    public static let hidesOnDeactivate = Int(Int32.min)
    /// Tool tips show while the application is inactive.
    public static let allowsToolTipsWhenInactive = 0x2000
    /// The key view loop is recalculated.
    public static let autorecalculatesKeyViewLoop = 0x800
    /// The window has no shadow (`isNotShadowed`, the bit above the key-view-loop bit in GNUstep's
    /// `GSWindowTemplateFlags`, which reads Cocoa's nibs).
    public static let notShadowed = 0x1000
    /// The bits holding the initial position.
    public static let strutsMask = 0x78_0000
    /// The position bits for each combination of struts (left 1, right 2, top 4, bottom 8);
    /// every other combination archives as all struts (the whole mask).
    public static let strutBits: [Int: Int] = [9: 0, 10: 0x5_0000, 5: 0x28_0000, 6: 0x30_0000, 1: 0x68_0000, 2: 0x70_0000, 8: 0x58_0000, 4: 0x38_0000]

    /// The struts `flags`' position bits stand for (all four for the whole mask).
    public static func struts(fromFlags flags: Int) -> Int {
        strutsByBits[flags & strutsMask] ?? 15
    }

    private static let strutsByBits = Dictionary(strutBits.map { ($0.value, $0.key) }, uniquingKeysWith: { first, _ in first })
}
