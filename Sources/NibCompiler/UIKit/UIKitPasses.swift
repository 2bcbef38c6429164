import NibArchive
import NibDocument

extension ObjectPass {
    /// UIKit's passes: the defaults a view's decoder needs written out (none of AppKit's run).
    static let uiKit: [ObjectPass] = [
        ObjectPass("views: the defaults UIKit's decoder assumes otherwise", .any) { $0.uiKitViewValues($2, $3) },
        ObjectPass("tab bar items: UITabBarItem's keys", .named(["tabBarItem"])) { $0.uiKitTabBarItemValues($2, $3) },
        ObjectPass("buttons: UIButton's keys and defaults", .named(["button"])) { $0.uiKitButtonValues($2, $3) },
    ]
}
