/// The size ibtool says AppKit's named images were designed at (`IBDesignSize`): the image's own
/// size in AppKit, whatever the document's `<resources>` say, and no side larger than 32 points.
///
/// The sizes are AppKit's (`[NSImage imageNamed:].size`, as viraptor/ibtool's system_images table
/// records them; its image helper caps a system image's design size at 32 × 32). The pairs confirm
/// NSApplicationIcon (128 × 128 in AppKit) at 32 × 32, NSActionTemplate at 19 × 19.
extension Compilation {
    /// AppKit's named images and their sizes, width and height.
    static let appKitImageSizes: [String: (Int, Int)] = [
        "NSActionTemplate": (19, 19), "NSAddTemplate": (18, 16), "NSAdvanced": (32, 32), "NSApplicationIcon": (128, 128),
        "NSBluetoothTemplate": (16, 20), "NSBonjour": (32, 32), "NSBookmarksTemplate": (22, 17), "NSCaution": (32, 32),
        "NSColorPanel": (32, 32), "NSComputer": (32, 32), "NSEnterFullScreenTemplate": (20, 18), "NSEveryone": (32, 32),
        "NSExitFullScreenTemplate": (20, 19), "NSFolder": (32, 32), "NSFolderBurnable": (32, 32), "NSFolderSmart": (32, 32),
        "NSFontPanel": (32, 32), "NSGoLeftTemplate": (12, 16), "NSGoRightTemplate": (12, 16), "NSHomeTemplate": (24, 20),
        "NSIChatTheaterTemplate": (15, 13), "NSInfo": (32, 32), "NSInvalidDataFreestandingTemplate": (19, 19),
        "NSLeftFacingTriangleTemplate": (12, 16), "NSListViewTemplate": (21, 14), "NSLockLockedTemplate": (16, 18),
        "NSLockUnlockedTemplate": (21, 18), "NSMenuCheckmark": (18, 16), "NSMenuMixedState": (18, 4), "NSMobileMe": (32, 32),
        "NSMultipleDocuments": (32, 32), "NSNetwork": (32, 32), "NSPathTemplate": (25, 14), "NSPreferencesGeneral": (32, 32),
        "NSQuickLookTemplate": (27, 16), "NSRefreshTemplate": (17, 20), "NSRemoveTemplate": (18, 4),
        "NSRevealFreestandingTemplate": (19, 19), "NSRightFacingTriangleTemplate": (12, 16), "NSShareTemplate": (19, 22),
        "NSSlideshowTemplate": (24, 17), "NSSmartBadgeTemplate": (14, 14), "NSStatusAvailable": (16, 16), "NSStatusNone": (16, 16),
        "NSStatusPartiallyAvailable": (16, 16), "NSStatusUnavailable": (16, 16), "NSStopProgressFreestandingTemplate": (19, 19),
        "NSStopProgressTemplate": (17, 15), "NSTrashEmpty": (32, 32), "NSTrashFull": (32, 32), "NSUser": (32, 32),
        "NSUserAccounts": (32, 32), "NSUserGroup": (32, 32), "NSUserGuest": (32, 32),
    ]

    /// The largest side of a system image's design size.
    static let largestSystemImageDesignSide = 32.0

    /// A system image's design size as `{w, h}`: AppKit's size where known, else the document's
    /// (`width`, `height`), each side at most 32; nil when neither is known.
    static func systemImageDesignSize(_ name: String, documentSize: (Double, Double)?) -> String? {
        guard let size = appKitImageSizes[name].map({ (Double($0.0), Double($0.1)) }) ?? documentSize else { return nil }
        let capped = (min(size.0, largestSystemImageDesignSide), min(size.1, largestSystemImageDesignSide))
        return "{\(format(capped.0)), \(format(capped.1))}"
    }
}
