extension NSCell {
    /// What a button cell changes to show that it is pressed or on (AppKit's `NSCell.StyleMask`):
    /// the switches of Interface Builder's `<behavior>`, with AppKit's raw values.
    public struct StyleMask: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Its contents: the alternate title and image.
        public static let contentsCellMask = StyleMask(rawValue: 1 << 0)
        /// It is drawn pushed in.
        public static let pushInCellMask = StyleMask(rawValue: 1 << 1)
        /// It swaps its light and dark grays.
        public static let changeGrayCellMask = StyleMask(rawValue: 1 << 2)
        /// Its background changes to the highlight colour.
        public static let changeBackgroundCellMask = StyleMask(rawValue: 1 << 3)
    }
}
