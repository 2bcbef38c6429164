extension UIView {
    /// How a view resizes when its superview's bounds change (UIKit's `UIView.AutoresizingMask`),
    /// with UIKit's raw values: what Interface Builder's `<autoresizingMask>` sets.
    public struct AutoresizingMask: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The left margin grows or shrinks (`flexibleMinX`).
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width grows or shrinks.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The right margin grows or shrinks (`flexibleMaxX`).
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The top margin grows or shrinks (`flexibleMinY`).
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height grows or shrinks.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The bottom margin grows or shrinks (`flexibleMaxY`).
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
}
