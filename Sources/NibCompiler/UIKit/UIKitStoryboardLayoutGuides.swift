import NibArchive
import NibDocument

/// A storyboard controller's top and bottom layout guides as ibtool compiles them into the view's
/// nib (the calabash TestApp's `.storyboardc` folders, compiled by Apple's ibtool): each guide is
/// a hidden subview of the root view, after the document's subviews, top then bottom; the root
/// view's constraints begin with three that place each guide (top: its leading and top edges
/// on the view's, its height; bottom: its leading edge, its height, the view's bottom on its
/// bottom), which the guide lists as `_UILayoutGuideConstraintsToRemove`; the guide holds a
/// `_UILayoutSupportConstraint` on its width, at priority 999. The controller's own nib has none.
extension Compilation {
    /// The controller's layout guides this view nib archives, in document order (top first).
    func storyboardLayoutGuides(ofRootView object: DocumentObject) -> [DocumentObject] {
        guard flavour == .uiKit, let (controllerID, viewID) = cut.ownerViewOutlet, viewID == object.id else { return [] }
        return objects.filter { guide in
            guide.elementName == "viewControllerLayoutGuide" && guide.parentID == controllerID
                && document.element(at: guide.path)["type"].map { Self.uiKitLayoutGuideIdentifiers[$0] != nil } == true
        }
    }

    /// Whether a layout guide is archived in its controller's view nib.
    func isInViewNib(_ guide: DocumentObject) -> Bool {
        flavour == .uiKit && cut.ownerViewOutlet?.controllerID == guide.parentID && guide.parentID != nil
    }

    /// A scene nib's controller whose view has a nib of its own leaves its guides to that nib.
    func uiKitControllerValuesWithoutViewNibGuides(_ object: DocumentObject, _ values: [KeyedValue]) -> [KeyedValue] {
        guard flavour == .uiKit, cut.viewSplits.contains(where: { $0.controllerID == object.id }) else { return values }
        return values.filter { $0.key != "UILayoutGuides" }
    }

    /// The root view's guides appended to its subviews, and their placing constraints before its own.
    mutating func uiKitRootViewLayoutGuideValues(_ object: DocumentObject, _ values: [KeyedValue]) -> [KeyedValue] {
        let guides = storyboardLayoutGuides(ofRootView: object)
        guard !guides.isEmpty, let view = reference(to: object.id) else { return values }
        var values = values
        var references: [ArchiveValue] = []
        var placing: [ArchiveValue] = []
        for guide in guides {
            guard let reference = reference(to: guide.id), let type = document.element(at: guide.path)["type"] else { continue }  // (a top or bottom guide)
            references.append(reference)
            placing += layoutGuideConstraints(guide: guide.id, reference: reference, type: type, view: view).placing
        }
        append(references, toListUnder: "UISubviews", in: &values, atFront: false)
        append(placing, toListUnder: "UIViewAutolayoutConstraints", in: &values, atFront: true)
        return values
    }

    /// A guide's own keys in the view nib, as `-[_UILayoutGuide encodeWithCoder:]` writes them after UIView's.
    mutating func uiKitViewNibLayoutGuideValues(_ object: DocumentObject, _ type: String, _ values: [KeyedValue]) -> [KeyedValue] {
        guard isInViewNib(object), let (_, viewID) = cut.ownerViewOutlet, let view = reference(to: viewID), let guide = reference(to: object.id) else { return values }
        let constraints = layoutGuideConstraints(guide: object.id, reference: guide, type: type, view: view)
        var values = values.filter { !["UIDeepDrawRect", "UIOpaque", "UIHidden", "UIAutoresizeSubviews", "UIViewAutolayoutConstraints", "UIViewSemanticContentAttribute"].contains($0.key) }
        let identifier = values.firstIndex { $0.key == "_UILayoutGuideIdentifier" } ?? values.count
        values.insert(contentsOf: [
            KeyedValue("UIDeepDrawRect", .bool(true)), KeyedValue("UIOpaque", .bool(true)), KeyedValue("UIHidden", .bool(true)),
            KeyedValue("UIAutoresizeSubviews", .bool(true)), KeyedValue("UIViewDoesNotTranslateAutoresizingMaskIntoConstraints", .bool(true)),
            KeyedValue("UIViewAutolayoutConstraints", .object(builder.array([constraints.support], className: "NSMutableArray"))),
            KeyedValue("UIViewSemanticContentAttribute", .int(0)),
        ], at: identifier)
        values.append(KeyedValue("_UILayoutGuideConstraintsToRemove", .object(builder.array(constraints.placing))))
        return values
    }

    /// The constraints of one guide, made once per nib.
    private mutating func layoutGuideConstraints(guide id: String, reference guide: ArchiveValue, type: String, view: ArchiveValue) -> (placing: [ArchiveValue], support: ArchiveValue) {
        if let made = cut.layoutGuideConstraints[id] { return made }
        // NSLayoutConstraint.Attribute: top 3, bottom 4, leading 5, width 7, height 8.
        let placing: [ArchiveValue] = type == "bottom"
            ? [guideConstraint(guide, 5, view, 5), guideConstraint(guide, 8, nil, nil), guideConstraint(view, 4, guide, 4)]
            : [guideConstraint(guide, 5, view, 5), guideConstraint(guide, 3, view, 3), guideConstraint(guide, 8, nil, nil)]
        let support = guideConstraint(guide, 7, nil, nil, className: "_UILayoutSupportConstraint", priority: 999)
        cut.layoutGuideConstraints[id] = (placing, support)
        return (placing, support)
    }

    private mutating func guideConstraint(_ first: ArchiveValue, _ firstAttribute: Int, _ second: ArchiveValue?, _ secondAttribute: Int?,
                                          className: String = "NSLayoutConstraint", priority: Int? = nil) -> ArchiveValue {
        var values = [KeyedValue("NSFirstItem", first), KeyedValue("NSFirstAttributeV2", .int(firstAttribute)), KeyedValue("NSFirstAttribute", .int(firstAttribute))]
        if let second, let secondAttribute {
            values += [KeyedValue("NSSecondItem", second), KeyedValue("NSSecondAttributeV2", .int(secondAttribute)), KeyedValue("NSSecondAttribute", .int(secondAttribute))]
        }
        values.append(KeyedValue("NSShouldBeArchived", .bool(true)))
        if let priority { values.append(KeyedValue("NSPriority", .int(priority))) }
        return .object(builder.add(ArchivedObject(className: className, fallbackClassNames: Self.archiverFallbacks(className), values: values)))
    }
}
