import NibArchive
import NibDocument

/// What an iOS scene nib adds for its inlined children.
extension Compilation {
    /// The containment keys: each child's `UIParentViewController`; each container's
    /// `UIChildViewControllers` and `UIViewControllers` (mutable arrays, in the order of its
    /// relationship segues), and a tab bar controller's `UICustomizableViewControllers`, as
    /// `-[UIViewController encodeWithCoder:]` and `-[UITabBarController encodeWithCoder:]` write
    /// them. A tab bar lists the tabs' items (`UIItems`); a navigation bar the root's navigation
    /// item (an NSArray, as the newer of the calabash nibs has it; the older, an NSMutableArray),
    /// which names the bar (`UINavigationBar`).
    mutating func prepareUIKitContainment() {
        guard flavour == .uiKit, !cut.inlinedFamily.isEmpty else { return }
        let archived = cut.inlinedFamily.filter { reference(to: $0.containerID) != nil && reference(to: $0.controllerID) != nil }
        for child in archived {
            if let parent = reference(to: child.containerID) { cut.extraValues[child.controllerID, default: []].append(KeyedValue("UIParentViewController", parent)) }
        }
        for (containerID, children) in StoryboardLayout.InlinedFamily.byContainer(archived) {
            guard let container = document.object(id: containerID) else { continue }
            var ordered = children
            // A split view controller takes its columns from its children's order: primary first.
            if container.elementName == "splitViewController" {
                ordered = ordered.enumerated().sorted { (Self.splitColumnRank[$0.element.relationship] ?? 1, $0.offset) < (Self.splitColumnRank[$1.element.relationship] ?? 1, $1.offset) }.map(\.element)
            }
            let members = ordered.compactMap { reference(to: $0.controllerID) }
            var values = [
                KeyedValue("UIChildViewControllers", .object(builder.array(members, className: "NSMutableArray"))),
                KeyedValue("UIViewControllers", .object(builder.array(members, className: "NSMutableArray"))),
            ]
            let element = document.element(at: container.path)
            switch container.elementName {
            case "tabBarController":
                values.append(KeyedValue("UICustomizableViewControllers", .object(builder.array(members, className: "NSMutableArray"))))
                let items = children.compactMap { child in
                    document.object(id: child.controllerID).flatMap { reference(to: document.element(at: $0.path).child(key: "tabBarItem")?["id"]) }
                }
                describeBar(element.child(key: "tabBar")?["id"], items: builder.array(items))
            case "navigationController":
                let roots = children.filter { $0.relationship == "rootViewController" }
                let items = roots.compactMap { root in document.object(id: root.controllerID).flatMap { document.element(at: $0.path).child(key: "navigationItem")?["id"] } }
                let bar = element.child(key: "navigationBar")?["id"]
                describeBar(bar, items: builder.array(items.compactMap { reference(to: $0) }))
                for item in items { if let bar = reference(to: bar) { cut.extraValues[item, default: []].append(KeyedValue("UINavigationBar", bar)) } }
            default: break
            }
            cut.extraValues[containerID, default: []] += values
        }
    }

    /// Where a split view controller's relationship puts the child among its children
    /// (`-[UISplitViewControllerPanelImpl _initWithCoder:]` takes `childViewControllers` as
    /// [primary, secondary]).
    static let splitColumnRank = ["masterViewController": 0, "detailViewController": 2]

    /// A container's bar: its items (its delegate is the container's bar rule, `UIKitContainerBars`).
    private mutating func describeBar(_ barID: String?, items: Int) {
        guard let barID, reference(to: barID) != nil else { return }
        cut.extraValues[barID, default: []].append(KeyedValue("UIItems", .object(items)))
    }
}
