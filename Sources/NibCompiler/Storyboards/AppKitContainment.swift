import NibArchive
import NibDocument

/// A macOS tab or split view controller's items, whose controllers are archived inside its nib
/// (`StoryboardContainment.swift`), tied as AppKit needs them: each item names its controller (a
/// `viewController` outlet, the container's n-th item for its n-th relationship), and the
/// container receives its items by a runtime attribute (`tabViewItems`, `splitViewItems`),
/// whose setters make each item's controller a child; each child reaches the storyboard through
/// a placeholder of its own; a tab view controller keeps its items as
/// `privateRelationshipSegueTrackingItems` too. Source: an open reimplementation of ibtool
/// (viraptor/ibtool's tab view controller inside a window controller's nib), which matches
/// the calabash TestApp's UIKit structure; no Apple-compiled macOS nib with a tab or split view
/// controller is in reach to confirm it.
extension Compilation {
    /// The items of each inlined child's container, paired with the children, in order.
    private func itemsAndChildren() -> [(containerID: String, key: String, pairs: [(item: String, child: String)])] {
        StoryboardLayout.InlinedFamily.byContainer(cut.inlinedFamily).compactMap { containerID, children in
            guard let container = document.object(id: containerID) else { return nil }
            let (list, itemName, key) = container.elementName == "splitViewController"
                ? ("splitViewItems", "splitViewItem", "splitViewItems") : ("tabViewItems", "tabViewItem", "tabViewItems")
            let items = document.element(at: container.path).child(list)?.children.filter { $0.name == itemName }.compactMap { $0["id"] } ?? []
            return (containerID, key, zip(items, children).map { (item: $0.0, child: $0.1.controllerID) })
        }
    }

    /// A tab view controller's `privateRelationshipSegueTrackingItems` (Apple's schema).
    mutating func prepareAppKitContainment() {
        guard flavour == .appKit, writesAppleOnlyKeys, !cut.inlinedFamily.isEmpty else { return }
        for (containerID, key, pairs) in itemsAndChildren() where key == "tabViewItems" {
            let items = pairs.compactMap { reference(to: $0.item) }
            cut.extraValues[containerID, default: []].append(KeyedValue("privateRelationshipSegueTrackingItems", .object(builder.array(items))))
        }
    }

    /// Each inlined child's `storyboard` outlet, and each item's `viewController` outlet.
    mutating func appKitInlinedChildOutlets() -> [ArchiveValue] {
        guard flavour == .appKit else { return [] }
        var outlets: [ArchiveValue] = []
        for (controllerID, placeholder) in cut.inlinedStoryboardPlaceholders {
            if let child = reference(to: controllerID) { outlets.append(outletConnector(child, .object(placeholder), "storyboard")) }
        }
        for (_, _, pairs) in itemsAndChildren() {
            for (item, child) in pairs {
                guard let item = reference(to: item), let child = reference(to: child) else { continue }
                outlets.append(outletConnector(item, child, "viewController"))
            }
        }
        return outlets
    }

    /// The containers' items, set by runtime attributes after the outlets.
    mutating func appKitContainerItemsConnectors() -> [ArchiveValue] {
        guard flavour == .appKit else { return [] }
        var connectors: [ArchiveValue] = []
        for (containerID, key, pairs) in itemsAndChildren() {
            guard let container = reference(to: containerID) else { continue }
            let items = pairs.compactMap { reference(to: $0.item) }
            connectors.append(runtimeAttributesConnector(container, values: [.object(builder.array(items))], keyPaths: [.object(builder.string(key))]))
            archiveIndex.connectionCount += 1
        }
        return connectors
    }
}
