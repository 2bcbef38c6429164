/// The names AppKit's nibs give the menus it manages (`NSName` of an `NSMenu`), by Interface
/// Builder's `systemMenu` value, as found in the ibtool pairs. The compiler writes them; the
/// object library reads a menu's role back from them.
public enum AppKitMenuNames {
    /// `NSName` by `systemMenu`.
    public static let bySystemMenu = [
        "main": "_NSMainMenu", "apple": "_NSAppleMenu", "services": "_NSServicesMenu", "window": "_NSWindowsMenu",
        "font": "_NSFontMenu", "recentDocuments": "_NSRecentDocumentsMenu", "help": "_NSHelpMenu",
    ]

    /// The `systemMenu` value an `NSName` stands for.
    public static func systemMenu(forName name: String) -> String? {
        bySystemMenu.first { $0.value == name }?.key
    }
}
