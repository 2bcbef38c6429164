extension NSView {
    /// How a view resizes when its superview's bounds change (AppKit's `NSView.AutoresizingMask`),
    /// with AppKit's raw values: what Interface Builder's `<autoresizingMask>` sets.
    public struct AutoresizingMask: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Nothing resizes.
        public static let none: AutoresizingMask = []
        /// The left margin grows or shrinks (`flexibleMinX`).
        public static let minXMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width grows or shrinks (`widthSizable`).
        public static let width = AutoresizingMask(rawValue: 1 << 1)
        /// The right margin grows or shrinks (`flexibleMaxX`).
        public static let maxXMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The bottom margin grows or shrinks (`flexibleMinY`; AppKit's origin is at the bottom).
        public static let minYMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height grows or shrinks (`heightSizable`).
        public static let height = AutoresizingMask(rawValue: 1 << 4)
        /// The top margin grows or shrinks (`flexibleMaxY`).
        public static let maxYMargin = AutoresizingMask(rawValue: 1 << 5)
    }
}
