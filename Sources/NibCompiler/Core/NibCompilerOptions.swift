import NibDocument

extension NibCompiler {
    /// Compilation settings.
    public struct Options: Sendable, Hashable {
        /// The module substituted where a document says `customModuleProvider="target"` without a module.
        public var targetModule: String?
        /// Whether to record what happened to every attribute (``CompiledNib/attributeUses``), for coverage reports.
        package var recordsAttributeUses: Bool
        /// Whether localizable text is archived as `NSLocalizableString` with its
        /// `<objectID>.<property>` key (so the nib can be localized at load) or as plain `NSString`.
        public var localizableText: LocalizableText
        /// Which keys are written: all of Apple's, or only those a loader reads.
        public var schema: Schema
        /// The ICC profiles embedded in archived colour spaces (`NSICC`), as ibtool embeds them;
        /// empty by default (the spaces are archived by number alone).
        public var colorProfiles: ColorProfileLibrary
        /// The scroller style of the Mac whose ibtool the nib should match (``ScrollerStyle``).
        public var scrollerStyle: ScrollerStyle
        /// Creates options.
        public init(targetModule: String? = nil, recordsAttributeUses: Bool = false, localizableText: LocalizableText = .automatic,
                    schema: Schema = .apple, colorProfiles: ColorProfileLibrary = .init(), scrollerStyle: ScrollerStyle = .legacy) {
            self.targetModule = targetModule
            self.recordsAttributeUses = recordsAttributeUses
            self.localizableText = localizableText
            self.schema = schema
            self.colorProfiles = colorProfiles
            self.scrollerStyle = scrollerStyle
        }

        /// AppKit's `NSScroller.preferredScrollerStyle` on the Mac that runs ibtool, which lays out
        /// (tiles) every scroll view before archiving it: the same document compiles to other
        /// frames under each (the pair `test20_framecalc` exists in ../shared/ibtool-pairs twice,
        /// one identical document, one Apple nib of each style). It follows System Settings' "Show
        /// scroll bars" and the pointing devices attached, so no document attribute records it.
        public enum ScrollerStyle: String, Sendable, CaseIterable {
            /// `NSScrollerStyleLegacy`: shown scrollers take room from the clip view (most pairs).
            case legacy
            /// `NSScrollerStyleOverlay`: scrollers float over the clip view, which fills the
            /// scroll view inside its border; each scroller is a layer-tree host.
            case overlay
        }

        /// Which keys an AppKit nib carries.
        public enum Schema: String, Sendable, CaseIterable {
            /// Every key Apple's ibtool writes that NibKit knows: the nib AppKit itself expects
            /// (cell and control flag words, the `NSControl…` mirrors of a cell's settings,
            /// scroller targets, catalog colours' fallbacks, placeholders such as `NSNibTouchBar`).
            case apple
            /// Only the keys NibKit's loader reads: the same objects and values load, in about
            /// four fifths of the bytes. The build plugin writes these for NibKit apps.
            case compact
        }

        /// How localizable text is archived.
        public enum LocalizableText: Sendable {
            /// `NSLocalizableString` for documents in a `.lproj` folder (Base internationalization),
            /// plain `NSString` otherwise, as ibtool writes them (the ibtool pairs, compiled outside
            /// any `.lproj`, hold plain strings).
            case automatic
            /// Always `NSLocalizableString`.
            case localizable
            /// Always plain `NSString`.
            case plain
        }

        /// Whether `document`'s text is archived as `NSLocalizableString`.
        func localizesText(of document: InterfaceDocument) -> Bool {
            switch localizableText {
            case .localizable: true
            case .plain: false
            case .automatic: document.file.split(separator: "/").dropLast().contains { $0.hasSuffix(".lproj") }
            }
        }
    }
}
