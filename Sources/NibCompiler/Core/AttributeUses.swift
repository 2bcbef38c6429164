import NibDocument

/// Where one attribute occurrence of a document went when it was compiled (for `nibtool coverage`).
package struct AttributeUse: Sendable, Hashable {
    /// What the compiler did with the attribute.
    package enum Disposition: Sendable, Hashable {
        /// Archived under `key` of the object at `objectIndex`; typed if the object's class reads that key.
        case archived(objectIndex: Int, key: String)
        /// Interpreted by the compiler itself: ids, classes, keys, connections, runtime attributes.
        case structural
        /// Interface Builder's own bookkeeping (labels, canvas state), dropped as Apple's ibtool drops it.
        case designTime
        /// Not compiled: NibKit does not know what it means at run time yet.
        case dropped
    }
    /// The element name.
    package var element: String

    /// The same use after the archive's objects were renumbered (old index → new index).
    func renumbered(_ newIndexes: [Int?]) -> AttributeUse {
        guard case .archived(let index, let key) = disposition, newIndexes.indices.contains(index) else { return self }
        var use = self
        // An object no reference reaches was left out of the archive, and its values with it.
        use.disposition = newIndexes[index].map { .archived(objectIndex: $0, key: key) } ?? .designTime
        return use
    }
    /// The attribute name.
    package var attribute: String
    /// The element's line.
    package var line: Int
    /// The element's column.
    package var column: Int
    /// What happened to it.
    package var disposition: Disposition
}

/// Attributes that only Interface Builder uses.
enum DesignTimeAttributes {
    static let names: Set<String> = [
        "userLabel", "colorLabel", "misplaced", "ambiguous", "verifyAmbiguity", "placeholderIntrinsicWidth",
        "placeholderIntrinsicHeight", "fixedFrame", "sceneMemberID", "horizontalCompressionResistancePriority",
        "verticalCompressionResistancePriority", "horizontalHuggingPriority", "verticalHuggingPriority",
    ]
}

/// Attributes the compiler interprets itself rather than archiving.
enum StructuralAttributes {
    static let names: Set<String> = [
        "id", "key", "customClass", "customModule", "customModuleProvider", "placeholderIdentifier", "visibleAtLaunch",
        "storyboardIdentifier", "restorationIdentifier",
        // A cell's content view names its cell (UIKitTableCellKeys): the compiler archives the
        // content view under the cell's `UIContentView` instead.
        "tableViewCell",
    ]
}

extension Compilation {
    /// Records what happened to every attribute of `element`: `archived` maps attribute names to
    /// the key they were archived under in the object at `index`.
    mutating func recordUses(of element: Element, index: Int?, archived: [String: String], structural: Set<String> = []) {
        guard diagnostics.recordsAttributeUses else { return }
        for attribute in element.attributes {
            let disposition: AttributeUse.Disposition
            if let key = archived[attribute.name], let index {
                disposition = .archived(objectIndex: index, key: key)
            } else if structural.contains(attribute.name) || StructuralAttributes.names.contains(attribute.name) {
                disposition = .structural
            } else if DesignTimeAttributes.names.contains(attribute.name) {
                disposition = .designTime
            } else {
                disposition = .dropped
            }
            diagnostics.attributeUses.append(AttributeUse(element: element.name, attribute: attribute.name, line: element.line, column: element.column, disposition: disposition))
        }
    }

    /// Records every attribute of `element` as archived under one key (geometry elements).
    mutating func recordUses(of element: Element, index: Int?, allUnder key: String) {
        var archived: [String: String] = [:]
        for attribute in element.attributes where attribute.name != "key" { archived[attribute.name] = key }
        recordUses(of: element, index: index, archived: archived)
    }

    /// Marks the uses recorded under `key` of the object at `index` as left out on purpose,
    /// where ibtool writes nothing for them.
    mutating func markUsesDesignTime(of index: Int, key: String) {
        diagnostics.attributeUses.rewrite(ofObject: index, key: key, to: .designTime)
    }

    /// Records every attribute of `element` and its descendants as design time: a keyed child
    /// ibtool drops (``KeyTables/isDesignTimeKey(_:)``).
    mutating func recordDesignTime(_ element: Element) {
        guard diagnostics.recordsAttributeUses else { return }
        for attribute in element.attributes {
            diagnostics.attributeUses.append(AttributeUse(element: element.name, attribute: attribute.name, line: element.line, column: element.column, disposition: .designTime))
        }
        for child in element.children { recordDesignTime(child) }
    }

    /// Marks every use recorded for the object at `index` (a value object ibtool leaves out) as
    /// left out on purpose.
    mutating func markUsesDesignTime(ofObject index: Int) {
        diagnostics.attributeUses.rewrite(ofObject: index, to: .designTime)
    }
}

/// The attribute uses of one compilation in the order they were recorded, with the positions of
/// each object's archived uses: passes that move or drop an object's uses touch only those, not
/// every use of the document (which made recording quadratic on large documents).
struct AttributeUseLog {
    /// The uses, in the order they were recorded.
    private(set) var uses: [AttributeUse] = []
    private var positionsByObject: [Int: [Int]] = [:]

    mutating func append(_ use: AttributeUse) {
        if case .archived(let index, _) = use.disposition { positionsByObject[index, default: []].append(uses.count) }
        uses.append(use)
    }

    /// Gives the uses archived in the object at `index` (under `key` only, when given) the
    /// disposition `disposition`.
    mutating func rewrite(ofObject index: Int, key: String? = nil, to disposition: AttributeUse.Disposition) {
        guard let positions = positionsByObject.removeValue(forKey: index) else { return }
        var kept: [Int] = []
        for position in positions {
            guard case .archived(index, let usedKey) = uses[position].disposition else { continue }
            if let key, usedKey != key {
                kept.append(position)
                continue
            }
            uses[position].disposition = disposition
            if case .archived(let newIndex, _) = disposition {
                if newIndex == index { kept.append(position) } else { positionsByObject[newIndex, default: []].append(position) }
            }
        }
        if !kept.isEmpty { positionsByObject[index, default: []].append(contentsOf: kept) }
    }
}
