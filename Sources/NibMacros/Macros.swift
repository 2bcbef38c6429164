import NibRuntime

/// Makes a stored property an outlet the nib loader can set by name, as `@IBOutlet` does with
/// the Objective-C runtime. Property observers run when the loader sets it, before any
/// `awakeFromNib()`.
///
/// ```swift
/// final class TaskCell: UITableViewCell {
///     @Outlet weak var titleLabel: UILabel?
///     @Outlet var stars: [UIImageView] = []   // an outlet collection
/// }
/// ```
@attached(peer, names: prefixed(__nibOutlet_), prefixed(__NibOutlet_))
public macro Outlet() = #externalMacro(module: "NibKitMacros", type: "OutletMacro")

/// Makes a method an action a nib can connect to, as `@IBAction` does. Its selector follows
/// the Objective-C rules (`tapped(_:)` → `tapped:`, `save(sender:)` → `saveWithSender:`), or
/// is given explicitly.
///
/// ```swift
/// @Action func tapped(_ sender: Any?) { … }
/// @Action("performClose:") func closeWindow(_ sender: Any?) { … }
/// ```
@attached(peer, names: prefixed(__nibAction_), prefixed(__NibAction_))
public macro Action(_ selector: String? = nil) = #externalMacro(module: "NibKitMacros", type: "ActionMacro")
