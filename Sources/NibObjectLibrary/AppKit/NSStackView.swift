import Foundation
import NibArchive
import NibRuntime

/// A view that lays out its arranged subviews in a row or a column.
///
/// Decodes Apple's keys (`NSStackViewOrientation`, `NSStackViewSpacing`…, as ibtool writes them)
/// or the keys NibKit's compact schema writes (`NSOrientation`, `NSSpacing`…); what neither
/// gives has AppKit's default.
open class NSStackView: _NSStackViewAttributes {
    /// `horizontal` or `vertical`.
    open var orientation = "horizontal"
    /// How views line up across the stack, by Interface Builder's name (`leading`, `centerY`…).
    open var alignment = "centerY"
    /// How views share the stack's length (`fill`, `equalSpacing`…; `gravityAreas` by default).
    open var distribution = "gravityAreas"
    /// The space between adjacent views.
    open var spacing = 8.0
    /// The margins around the views: top, left, bottom, right.
    open var edgeInsets = [0.0, 0.0, 0.0, 0.0]
    /// Whether hidden views leave the layout.
    open var detachesHiddenViews = false
    /// How strongly the stack keeps its width to its views' (AppKit's 250 by default).
    open var horizontalStackHuggingPriority: Float = 250
    /// How strongly the stack keeps its height to its views'.
    open var verticalStackHuggingPriority: Float = 250
    /// How strongly the stack resists clipping its views horizontally (1000 by default).
    open var horizontalClippingResistancePriority: Float = 1000
    /// How strongly the stack resists clipping its views vertically.
    open var verticalClippingResistancePriority: Float = 1000
    /// Each arranged view's visibility priority, in arranged order (1000, `mustHold`, unless the
    /// document sets another); empty where the nib keeps none (Apple's nibs keep them only once a
    /// view is hidden: ``NSStackViewContainer``).
    open var visibilityPriorities: [Float] = []

    /// Creates an empty stack view.
    public required init(frame: CGRect) { super.init(frame: frame) }

    /// Decodes a stack view from either key set.
    public required init?(coder: NSCoder) {
        typealias Numbers = AppKitStackViewNumbers
        orientation = coder.nibString(forKey: "NSOrientation")
            ?? coder.nibInt(forKey: "NSStackViewOrientation").flatMap { Numbers.orientationNames[$0] } ?? "horizontal"
        alignment = coder.nibString(forKey: "NSAlignment")
            ?? coder.nibInt(forKey: "NSStackViewAlignment").flatMap { Numbers.alignmentNames[$0] }
            ?? Numbers.defaultAlignment(orientation: orientation)
        distribution = coder.nibString(forKey: "NSDistribution")
            ?? coder.nibInt(forKey: "NSStackViewdistribution").flatMap { Numbers.distributionNames[$0] } ?? "gravityAreas"
        spacing = coder.nibDouble(forKey: "NSSpacing") ?? coder.nibDouble(forKey: "NSStackViewSpacing") ?? 8
        let insetKeys = ["top", "left", "bottom", "right"].map { "NSStackViewEdgeInsets.\($0)" }
        edgeInsets = coder.nibInsets(forKey: "NSEdgeInsets") ?? insetKeys.map { coder.nibDouble(forKey: $0) ?? 0 }
        detachesHiddenViews = coder.nibBool(forKey: "NSDetachesHiddenViews") ?? coder.nibBool(forKey: "NSStackViewDetachesHiddenViews") ?? false
        func priority(_ compactKey: String, _ appleKey: String, _ standard: Float) -> Float {
            (coder.nibDouble(forKey: compactKey) ?? coder.nibDouble(forKey: appleKey)).map(Float.init) ?? standard
        }
        horizontalStackHuggingPriority = priority("NSHorizontalStackHuggingPriority", "NSStackViewHorizontalHugging", 250)
        verticalStackHuggingPriority = priority("NSVerticalStackHuggingPriority", "NSStackViewVerticalHugging", 250)
        horizontalClippingResistancePriority = priority("NSHorizontalClippingResistancePriority", "NSStackViewHorizontalClippingResistance", 1000)
        verticalClippingResistancePriority = priority("NSVerticalClippingResistancePriority", "NSStackViewVerticalClippingResistance", 1000)
        super.init(coder: coder)
        let container = coder.decodeObject(forKey: "NSStackViewBeginningContainer") as? NSStackViewContainer
        // Apple's nibs keep a gravity-area stack's beginning views in a container of their own.
        if distribution == "gravityAreas", beginningViews.isEmpty, let container { beginningViews = container.views }
        // The compact schema lists the priorities as plain numbers; Apple's nibs keep them in the container's map.
        if let list = coder.decodeObject(forKey: "NSVisibilityPriorities") as? [Any] {
            visibilityPriorities = list.compactMap { ($0 as? NSNumber)?.floatValue ?? ($0 as? Int).map(Float.init) }
        }
        if visibilityPriorities.isEmpty, let container {
            visibilityPriorities = container.priorities(of: container.views)
        }
        // The views of a stack's gravity areas are its subviews, as `setViews(_:in:)` makes them.
        for case let view as NSView in beginningViews where view.superview !== self { addSubview(view) }
    }
}

/// The holder of one gravity area's views in Apple's nibs (AppKit's private class of that name):
/// its views, and their visibility priorities where it keeps a map of them. Only those are read
/// (a plain object, not a view: every stack view of a nib decodes its container on every load).
final class NSStackViewContainer: NibObject {
    private(set) var views: [AnyObject] = []
    /// The priorities the container's map gives (only views whose priority is not 1000).
    private(set) var visibilityPriorities: [(view: AnyObject, priority: Int)] = []

    required init() { super.init() }

    required init?(coder: NSCoder) {
        views = coder.nibObjects(forKey: "NSStackViewContainerNonDroppedViews")
        if let map = coder.decodeObject(forKey: "NSStackViewContainerVisibilityPriorities") as? ArchivedMapTable {
            visibilityPriorities = map.pairs.compactMap { pair in (pair.value as? NSNumber).map { (pair.key, $0.intValue) } }
        }
        super.init(coder: coder)
    }

    /// Each of `arranged` views' priority (1000 unless the map gives another), as the compact
    /// schema lists them.
    func priorities(of arranged: [AnyObject]) -> [Float] {
        arranged.map { view in Float(visibilityPriorities.first { $0.view === view }?.priority ?? 1000) }
    }
}
