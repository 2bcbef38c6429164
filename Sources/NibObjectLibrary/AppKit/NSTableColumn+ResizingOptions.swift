extension NSTableColumn {
    /// How a column resizes (AppKit's `NSTableColumn.ResizingOptions`): what Interface Builder's
    /// `<tableColumnResizingMask>` sets and `NSResizingMask` archives, with AppKit's raw values.
    public struct ResizingOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt

        /// Options of these bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Resizes with the table.
        public static let autoresizingMask = ResizingOptions(rawValue: 1 << 0)
        /// Resizable by the user.
        public static let userResizingMask = ResizingOptions(rawValue: 1 << 1)
    }
}
