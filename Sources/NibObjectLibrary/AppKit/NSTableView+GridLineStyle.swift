extension NSTableView {
    /// The grid lines a table draws (AppKit's `NSTableView.GridLineStyle`): what Interface
    /// Builder's `<tableViewGridLines>` sets and `NSGridStyleMask` archives, with AppKit's raw values.
    public struct GridLineStyle: OptionSet, Sendable, Hashable {
        public let rawValue: UInt

        /// A style of these bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Solid lines between columns.
        public static let solidVerticalGridLineMask = GridLineStyle(rawValue: 1 << 0)
        /// Solid lines between rows.
        public static let solidHorizontalGridLineMask = GridLineStyle(rawValue: 1 << 1)
        /// Dashed lines between rows.
        public static let dashedHorizontalGridLineMask = GridLineStyle(rawValue: 1 << 3)
    }
}
