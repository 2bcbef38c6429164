extension NSWindow {
    /// A window's style (AppKit's `NSWindow.StyleMask`): what Interface Builder's
    /// `<windowStyleMask>` sets and `NSWindowStyleMask` archives, with AppKit's raw values.
    public struct StyleMask: OptionSet, Sendable, Hashable {
        public let rawValue: UInt

        /// A style of these bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// No title bar or border.
        public static let borderless: StyleMask = []
        /// A title bar.
        public static let titled = StyleMask(rawValue: 1 << 0)
        /// A close button.
        public static let closable = StyleMask(rawValue: 1 << 1)
        /// A minimize button.
        public static let miniaturizable = StyleMask(rawValue: 1 << 2)
        /// Resizable by the user.
        public static let resizable = StyleMask(rawValue: 1 << 3)
        /// A utility panel.
        public static let utilityWindow = StyleMask(rawValue: 1 << 4)
        /// A document-modal panel.
        public static let docModalWindow = StyleMask(rawValue: 1 << 6)
        /// A panel that does not activate its application.
        public static let nonactivatingPanel = StyleMask(rawValue: 1 << 7)
        /// A textured background (deprecated in AppKit).
        public static let texturedBackground = StyleMask(rawValue: 1 << 8)
        /// The title bar and toolbar drawn as one.
        public static let unifiedTitleAndToolbar = StyleMask(rawValue: 1 << 12)
        /// A heads-up display panel.
        public static let hudWindow = StyleMask(rawValue: 1 << 13)
        /// Full screen.
        public static let fullScreen = StyleMask(rawValue: 1 << 14)
        /// The content view fills the window, under the title bar.
        public static let fullSizeContentView = StyleMask(rawValue: 1 << 15)
    }
}
