import NibArchive
import NibDocument

/// Stack views as ibtool writes them (learnt from the ibtool pairs): orientation, alignment and
/// distribution as numbers (``AppKitStackViewNumbers``), spacing, insets and priorities as
/// floats under `NSStackView…` keys, and the arranged subviews also listed by a
/// `NSStackViewContainer` (the beginning gravity area) that points back at the stack.
///
/// Visibility priorities are the beginning container's map (``stackViewVisibilityMap(_:)``), never
/// a list on the stack. Apple's encoding of custom spacing is not known (the pairs hold only
/// defaults, archived as nil): that list keeps NibKit's own key.
extension Compilation {
    /// The keys the compact schema writes for a stack view's attributes, and Apple's for each.
    static let compactStackViewKeys: [String: String] = [
        "NSOrientation": "NSStackViewOrientation", "NSAlignment": "NSStackViewAlignment", "NSDistribution": "NSStackViewdistribution",
        "NSSpacing": "NSStackViewSpacing", "NSEdgeInsets": "NSStackViewEdgeInsets.top", "NSDetachesHiddenViews": "NSStackViewDetachesHiddenViews",
        "NSHorizontalStackHuggingPriority": "NSStackViewHorizontalHugging", "NSVerticalStackHuggingPriority": "NSStackViewVerticalHugging",
        "NSHorizontalClippingResistancePriority": "NSStackViewHorizontalClippingResistance",
        "NSVerticalClippingResistancePriority": "NSStackViewVerticalClippingResistance",
    ]

    /// The views a `<stackView>` arranges: its subviews, or those of its gravity areas.
    static func arrangedViews(of stackView: Element) -> [Element] {
        (stackView.child("subviews")?.children ?? []) + gravityAreas.flatMap { stackView.child($0.0)?.children ?? [] }
    }

    /// A stack view's values in Apple's schema.
    mutating func appKitStackViewValues(_ object: DocumentObject, _ values: [KeyedValue]) -> [KeyedValue] {
        typealias Numbers = AppKitStackViewNumbers
        let element = document.element(at: object.path)
        let spacingIsDefault = element.child("customSpacing")?.children.allSatisfy { Double($0["value"] ?? "") ?? 0 >= 3.4e38 } ?? true
        var result = values.filter { value in
            Self.compactStackViewKeys[value.key] == nil
                && value.key != "NSVisibilityPriorities" && !(value.key == "NSCustomSpacing" && spacingIsDefault)
        }
        if diagnostics.recordsAttributeUses, let index = archiveIndex.indexByID[object.id] {
            for value in values { if let key = Self.compactStackViewKeys[value.key] { renameUses(of: index, from: value.key, to: key) } }
            renameUses(of: index, from: "NSVisibilityPriorities", to: "NSStackViewBeginningContainer")
        }
        let orientation = element["orientation"] ?? "horizontal"
        let alignment = element["alignment"] ?? Numbers.defaultAlignment(orientation: orientation)
        func float(_ attribute: String, _ standard: Float) -> ArchiveValue {
            .float(element[attribute].flatMap(Float.init) ?? standard)
        }
        result += [
            KeyedValue("NSStackViewOrientation", .int(Numbers.orientations[orientation] ?? 0)),
            KeyedValue("NSStackViewSecondaryAlignment", .int(Numbers.secondaryAlignments[alignment] ?? 3)),
            KeyedValue("NSStackViewAlignment", .int(Numbers.alignments[alignment] ?? 0)),
            KeyedValue("NSStackViewVerticalClippingResistance", float("verticalClippingResistancePriority", 1000)),
            KeyedValue("NSStackViewHorizontalClippingResistance", float("horizontalClippingResistancePriority", 1000)),
            KeyedValue("NSStackViewVerticalHugging", float("verticalStackHuggingPriority", 250)),
            KeyedValue("NSStackViewHorizontalHugging", float("horizontalStackHuggingPriority", 250)),
            KeyedValue("NSStackViewSpacing", float("spacing", 8)),
        ]
        // A stack of gravity areas (no distribution) has no distribution key (``appKitGravityAreaValues``).
        if let distribution = element["distribution"] {
            result.append(KeyedValue("NSStackViewdistribution", .int(Numbers.distributions[distribution] ?? -1)))
        }
        let insets = element.child(key: "edgeInsets")
        for side in ["top", "left", "right", "bottom"] {
            result.append(KeyedValue("NSStackViewEdgeInsets.\(side)", .float(insets?[side].flatMap(Float.init) ?? 0)))
        }
        if element["distribution"] == nil {
            appKitGravityAreaValues(object, element, &result)
        } else if case let arranged = Self.arrangedViews(of: element).compactMap({ reference(to: $0["id"]) }), !arranged.isEmpty, let stack = reference(to: object.id) {
            // (None for a stack that arranges nothing: `test22_stackview_orient`.)
            let visibility = stackViewVisibilityMap(element)
            result.append(KeyedValue("NSStackViewBeginningContainer", .object(stackViewContainer(for: stack, arranged: arranged, visibility: visibility))))
        }
        if element["distribution"] == "equalSpacing" { result.append(KeyedValue("NSStackViewHasEqualSpacing", .bool(true))) }
        result.append(KeyedValue("NSStackViewDetachesHiddenViews", .bool(element["detachesHiddenViews"] == "YES")))
        result.append(KeyedValue("NSStackViewHasFlatViewHierarchy", .bool(true)))
        return result
    }

    /// The gravity areas of a stack view with no distribution, as Apple's nibs have them
    /// (viraptor/ibtool's `stackView.py`): a container for each area (beginning, middle, end)
    /// holding the views the document puts there, which are also the stack's subviews (no
    /// beginning one for a stack with no views), no distribution key, and no equal spacing. NibKit's keys for the areas' lists leave.
    private mutating func appKitGravityAreaValues(_ object: DocumentObject, _ element: Element, _ result: inout [KeyedValue]) {
        guard let stack = reference(to: object.id) else { return }
        let index = archiveIndex.indexByID[object.id]
        var subviews: [ArchiveValue] = []
        // A stack with no views at all has no beginning container, as one with a distribution
        // that arranges nothing (`test22_stackview_orient`; viraptor/ibtool writes it only for a
        // stack with subviews); the middle and end containers it has even so.
        let isEmpty = Self.gravityAreas.allSatisfy { element.child($0.0)?.children.isEmpty ?? true }
        for (list, key, containerKey) in Self.gravityAreas {
            let views = element.child(list)?.children.compactMap { reference(to: $0["id"]) } ?? []
            subviews += views
            let container: ArchiveValue? = isEmpty && list == "beginningViews" ? nil : .object(stackViewContainer(for: stack, arranged: views))
            replaceKey(key, with: containerKey, container, in: &result, index: index)
        }
        if !result.contains(where: { $0.key == "NSSubviews" }) { result.append(KeyedValue("NSSubviews", .object(builder.array(subviews, className: "NSMutableArray")))) }
        result.append(KeyedValue("NSStackViewHasEqualSpacing", .bool(false)))
    }

    /// A stack's gravity areas: the document's list, NibKit's key for it and Apple's container key.
    static let gravityAreas = [
        ("beginningViews", "NSBeginningViews", "NSStackViewBeginningContainer"),
        ("middleViews", "NSMiddleViews", "NSStackViewMiddleContainer"),
        ("endViews", "NSEndViews", "NSStackViewEndContainer"),
    ]

    /// The container of a stack's beginning gravity area: an unplaced view holding the arranged
    /// views, and the map of their visibility priorities (nil without one).
    private mutating func stackViewContainer(for stack: ArchiveValue, arranged: [ArchiveValue], visibility: ArchiveValue = .null) -> Int {
        builder.add(ArchivedObject(className: "NSStackViewContainer", values: [
            KeyedValue("NSNextResponder", .null),
            KeyedValue("NSNibTouchBar", .null),
            KeyedValue("NSvFlags", .int(0x100)),
            KeyedValue("NSFrameSize", .object(builder.string("{0, 0}"))),
            KeyedValue("NSViewWantsBestResolutionOpenGLSurface", .bool(true)),
            KeyedValue("NSDoNotTranslateAutoresizingMask", .bool(true)),
            KeyedValue("IBNSSafeAreaLayoutGuide", .null),
            KeyedValue("IBNSLayoutMarginsGuide", .null),
            KeyedValue("IBNSClipsToBounds", .int(0)),
            KeyedValue("NSStackViewContainerStackView", stack),
            KeyedValue("NSStackViewContainerViewToCustomAfterSpaceMap", .null),
            KeyedValue("NSStackViewContainerVisibilityPriorities", visibility),
            KeyedValue("NSStackViewContainerNonDroppedViews", .object(builder.array(arranged, className: "NSMutableArray"))),
        ]))
    }
}
