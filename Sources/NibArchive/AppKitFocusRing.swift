/// Where Apple's nibs keep a focus ring type (`NSFocusRingType`: default 0, none 1, exterior 2),
/// shared by the compiler, which folds it, and the object library, which reads it back.
///
/// - A cell: a two-bit field of `NSCellFlags2` at bit 15 (none `0x8000`, exterior `0x10000`).
/// - A view without a cell: a two-bit field of `NSvFlags` at bit 12 (none `0x1000`, the ibtool
///   pairs `scrollview_table`, `test_date_formatter`). No pair shows an exterior ring on a view,
///   so the compiler folds only `none` there.
/// - A control: none of its own. AppKit's control takes its cell's, and ibtool drops the control's
///   attribute (`securetextfield`, `test17_scrollhiding`).
public enum AppKitFocusRing {
    /// Interface Builder's names by AppKit's number.
    static let names = [1: "none", 2: "exterior"]

    /// The number of a focus ring type name; 0 (the default) for any other.
    public static func number(_ name: String?) -> Int {
        names.first { $0.value == name }?.key ?? 0
    }

    /// The `NSCellFlags2` bits of a cell's focus ring type.
    public static func cellFlags2Bits(_ name: String?) -> Int { number(name) << 15 }

    /// The `NSvFlags` bits of a view's focus ring type.
    public static func viewFlagsBits(_ name: String?) -> Int { number(name) << 12 }

    /// The focus ring type a cell's `NSCellFlags2` holds; nil for the default.
    public static func name(cellFlags2: Int) -> String? { names[(cellFlags2 >> 15) & 3] }

    /// The focus ring type a view's `NSvFlags` holds; nil for the default.
    public static func name(viewFlags: Int) -> String? { names[(viewFlags >> 12) & 3] }
}
