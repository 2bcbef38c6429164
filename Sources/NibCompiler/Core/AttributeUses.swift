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
        for position in diagnostics.attributeUses.indices where diagnostics.attributeUses[position].disposition == .archived(objectIndex: index, key: key) {
            diagnostics.attributeUses[position].disposition = .designTime
        }
    }

    /// Marks every use recorded for the object at `index` (a value object ibtool leaves out) as
    /// left out on purpose.
    mutating func markUsesDesignTime(ofObject index: Int) {
        for position in diagnostics.attributeUses.indices {
            if case .archived(objectIndex: index, key: _) = diagnostics.attributeUses[position].disposition { diagnostics.attributeUses[position].disposition = .designTime }
        }
    }
}
