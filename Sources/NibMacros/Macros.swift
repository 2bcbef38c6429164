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

/// Makes a stored property observable by bindings, with no Objective-C runtime: it can be read
/// and set by name (as an `@Outlet`), and every change tells what is bound to it, so a bound
/// view shows the new value. The class must be a `NibObject` or adopt `NibKeyValueObservable`.
///
/// ```swift
/// final class Document: NibObject {
///     @Observed var title: String = "Untitled"   // a field bound to `title` follows it
/// }
/// ```
@attached(accessor, names: named(didSet))
@attached(peer, names: prefixed(__nibOutlet_), prefixed(__NibOutlet_))
public macro Observed() = #externalMacro(module: "NibKitMacros", type: "ObservedMacro")
