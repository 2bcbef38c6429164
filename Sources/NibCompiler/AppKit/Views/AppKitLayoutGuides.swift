import NibArchive
import NibDocument

/// A macOS view's layout guides (`<viewLayoutGuide key="safeArea">`, `key="layoutMargins"`) as
/// ibtool writes them (learnt from the ibtool pair `layout_guide`), in both schemas:
/// - a guide that constraints use is an `NSLayoutGuide` named by AppKit's identifier
///   (`NSViewSafeAreaLayoutGuide`; the margins' `NSViewLayoutMarginsGuide` is AppKit's name, not
///   seen in the pairs), archived with its system switches and listed in the view's
///   `NSViewLayoutGuides`; a guide nothing uses is not archived;
/// - with Apple's schema the view also says which guides the document gave it, as
///   `IBNSSafeAreaLayoutGuide` and `IBNSLayoutMarginsGuide` objects with their system type
///   (safe area 2, margins 1), where other views have nil;
/// - guides are not in the objects table.
extension Compilation {
    /// AppKit's identifier and Interface Builder's system type of each guide key.
    static let viewLayoutGuides = [
        "safeArea": (identifier: "NSViewSafeAreaLayoutGuide", systemType: 2, ibKey: "IBNSSafeAreaLayoutGuide"),
        "layoutMargins": (identifier: "NSViewLayoutMarginsGuide", systemType: 1, ibKey: "IBNSLayoutMarginsGuide"),
    ]

    /// Whether an object is a macOS view's layout guide (archived apart from the objects table).
    func isAppKitLayoutGuide(_ object: DocumentObject) -> Bool {
        flavour == .appKit && document.format == .document && object.elementName == "viewLayoutGuide"
    }

    /// A layout guide as AppKit archives one.
    mutating func appKitLayoutGuide(_ object: DocumentObject) -> ArchivedObject {
        let identifier = object.key.flatMap { Self.viewLayoutGuides[$0]?.identifier } ?? ""
        return ArchivedObject(className: "NSLayoutGuide", values: [
            KeyedValue("NSLayoutGuideIdentifier", .object(builder.string(identifier))), KeyedValue("NSShouldBeArchived", .bool(true)),
            KeyedValue("NSLayoutGuideNegativeSize", .bool(true)), KeyedValue("NSLayoutGuideLockedToOwningView", .bool(true)),
            KeyedValue("NSLayoutGuideSystemConstraints", .object(builder.array([], className: "NSMutableArray"))),
        ])
    }

    /// A view's guides: the used ones in `NSViewLayoutGuides`, and with Apple's schema the ones
    /// the document gives in IB's keys.
    mutating func appKitLayoutGuideValues(_ object: DocumentObject, _ values: [KeyedValue]) -> [KeyedValue] {
        let guides = document.element(at: object.path).children.filter { $0.name == "viewLayoutGuide" }
        guard !guides.isEmpty else { return values }
        let index = archiveIndex.indexByID[object.id]
        var result = values.filter { !["NSSafeArea", "NSLayoutMargins"].contains($0.key) }
        let used = guides.compactMap { guide in guide["id"].flatMap { input.constrainedViewIDs.contains($0) ? reference(to: $0) : nil } }
        if !used.isEmpty { result.append(KeyedValue("NSViewLayoutGuides", .object(builder.array(used)))) }
        if diagnostics.recordsAttributeUses, let index {
            for key in ["NSSafeArea", "NSLayoutMargins"] { renameUses(of: index, from: key, to: "NSViewLayoutGuides") }
        }
        guard writesAppleOnlyKeys else { return result }
        for guide in guides {
            guard let kind = guide["key"].flatMap({ Self.viewLayoutGuides[$0] }) else { continue }
            let system = builder.add(ArchivedObject(className: "IBNSViewAutolayoutGuide", values: [KeyedValue("IBNSLayoutGuideSystemType", .int(kind.systemType))]))
            if let position = result.firstIndex(where: { $0.key == kind.ibKey }) { result[position].value = .object(system) }
            else { result.append(KeyedValue(kind.ibKey, .object(system))) }
        }
        return result
    }
}
