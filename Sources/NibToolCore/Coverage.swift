import Foundation
import NibCompiler
import NibLoading

/// How much of a set of documents NibKit turns into typed properties: every attribute and
/// element occurrence, followed from the XML through the compiler to the `init(coder:)` that
/// reads (or does not read) it.
public struct CoverageReport: Sendable {
    /// Attribute occurrences, by category.
    public var attributes = Tally()
    /// Element occurrences, by category.
    public var elements = Tally()
    /// Undecoded attributes as `element.attribute`, with counts.
    public var undecodedAttributes: [String: Int] = [:]
    /// Undecoded elements, with counts.
    public var undecodedElements: [String: Int] = [:]
    /// Documents left out, with the reason.
    public var skipped: [String: String] = [:]
    /// Documents measured.
    public var documents = 0

    /// Counts by category.
    public struct Tally: Sendable {
        /// Read by the `init(coder:)` of the class that decoded them.
        public var typed = 0
        /// Interpreted by the compiler: ids, classes, keys, connections, runtime attributes, document structure.
        public var structural = 0
        /// Interface Builder's bookkeeping and document metadata, dropped as Apple's compiler drops them.
        public var designTime = 0
        /// Archived but read by nothing, decoded only generically, or not compiled at all.
        public var undecoded = 0

        /// Every occurrence.
        public var total: Int { typed + structural + designTime + undecoded }
        /// The share of occurrences with a run-time meaning that NibKit gives them: typed or structural,
        /// over everything but design-time bookkeeping.
        public var decodedShare: Double {
            let relevant = total - designTime
            return relevant == 0 ? 1 : Double(typed + structural) / Double(relevant)
        }
        /// The share of all occurrences, design-time included, that are typed or structural.
        public var strictShare: Double { total == 0 ? 1 : Double(typed + structural) / Double(total) }
    }

    /// The report as text: the shares, then the most common undecoded attributes and elements.
    public func text(top: Int = 25) -> String {
        func percent(_ share: Double) -> String { String(format: "%.1f%%", share * 100) }
        var lines = ["\(documents) documents"]
        for (name, tally) in [("attributes", attributes), ("elements", elements)] {
            lines.append(
                "\(name): \(tally.total) occurrences; decoded \(percent(tally.decodedShare)) of those with a run-time meaning "
                    + "(\(percent(tally.strictShare)) of all); typed \(tally.typed), structural \(tally.structural), "
                    + "design-time \(tally.designTime), undecoded \(tally.undecoded)")
        }
        lines.append("top undecoded attributes:")
        for (name, count) in undecodedAttributes.sorted(by: { ($1.value, $0.key) < ($0.value, $1.key) }).prefix(top) { lines.append("  \(count) \(name)") }
        lines.append("top undecoded elements:")
        for (name, count) in undecodedElements.sorted(by: { ($1.value, $0.key) < ($0.value, $1.key) }).prefix(top) { lines.append("  \(count) \(name)") }
        for (file, reason) in skipped.sorted(by: { $0.key < $1.key }) {
            // (An error's own line names the file: not twice.)
            lines.append(reason.contains(file) ? "skipped: \(reason)" : "skipped \(file): \(reason)")
        }
        return lines.joined(separator: "\n")
    }
}

/// Measures coverage (``CoverageReport``) by compiling and loading each document with tracking on.
public enum Coverage {
    /// Elements that describe the document, not objects: consumed by the reader.
    static let metadataElements: Set<String> = [
        "document", "dependencies", "deployment", "plugIn", "capability", "device", "adaptation", "resources", "designables",
        "designable", "classes", "class", "scenes", "scene", "objects", "systemColor", "namedColor", "image", "sound",
    ]
    /// Elements that become connections or runtime attributes.
    static let connectionElements: Set<String> = [
        "connections", "outlet", "outletCollection", "action", "segue", "binding", "userDefinedRuntimeAttributes",
        "userDefinedRuntimeAttribute", "accessibilityConnection",
    ]

    /// Measures the documents at `paths` (directories are searched).
    public static func measure(paths: [String]) -> CoverageReport {
        measure(documents: DocumentLoader.documents(at: paths))
    }

    /// Measures the given documents (no directory search).
    public static func measure(documents: [String]) -> CoverageReport {
        var report = CoverageReport()
        for path in documents {
            do {
                let document = try DocumentReader().read(contentsOf: URL(fileURLWithPath: path))
                guard document.format == .document else {
                    report.skipped[path] = "a legacy Xcode 3/4 archive: its XML is a keyed archive of IB's own model, not attributes; measured documents are Xcode 5+"
                    continue
                }
                try measure(document, into: &report)
                report.documents += 1
            } catch {
                report.skipped[path] = "could not be loaded: \(ErrorLine.text(for: error, file: path))"
            }
        }
        return report
    }

    private static func measure(_ document: InterfaceDocument, into report: inout CoverageReport) throws {
        let compiler = NibCompiler(options: .init(recordsAttributeUses: true))
        let units: [CompiledNib]
        if document.kind == .storyboard {
            var compiled: [CompiledNib] = []
            for scene in document.scenes { compiled.append(try compiler.compileScene(scene, of: document, includingView: true)) }
            units = compiled
        } else {
            units = [try compiler.compile(document)]
        }
        var outcome: [AttributePlace: AttributeUse.Disposition] = [:]
        var typed: Set<AttributePlace> = []
        var objectOutcome: [String: Bool] = [:]
        let externals = DocumentLoader.externalObjects(of: document)
        for unit in units {
            var options = Nib.Options(externalObjects: externals)
            options.recordsKeyReads = true
            let result = try Nib(archive: unit.archive, flavour: document.flavour, source: document.file)
                .instantiateWithDetails(owner: NibGenericOwner(), options: options)
            for use in unit.attributeUses {
                let place = AttributePlace(line: use.line, column: use.column, attribute: use.attribute)
                outcome[place] = use.disposition
                if case .archived(let index, let key) = use.disposition, result.keyReads.contains(KeyRead(objectIndex: index, key: key)),
                    result.objectClasses[index].map({ !$0.isGeneric }) ?? true
                {
                    typed.insert(place)
                }
            }
            for (id, index) in unit.objectIndexes {
                if let made = result.objectClasses[index] { objectOutcome[id] = !made.isGeneric || objectOutcome[id] == true }
            }
        }
        tally(document.root, outcome: outcome, typed: typed, objects: objectOutcome, parents: [], into: &report)
    }

    private static func tally(
        _ element: Element, outcome: [AttributePlace: AttributeUse.Disposition], typed: Set<AttributePlace>, objects: [String: Bool], parents: [String],
        into report: inout CoverageReport
    ) {
        let context = parents + [element.name]
        let isMetadata = context.contains { metadataElements.contains($0) } && !context.contains("objects")
            || element.name == "point" && element["key"] == "canvasLocation"
            || context.contains("designables") || context.contains("resources")
        let isConnection = context.contains { connectionElements.contains($0) }
        var anyTyped = false
        var anyUndecoded = false
        for attribute in element.attributes {
            let place = AttributePlace(line: element.line, column: element.column, attribute: attribute.name)
            if typed.contains(place) {
                report.attributes.typed += 1
                anyTyped = true
                continue
            }
            switch outcome[place] {
            case .structural?:
                report.attributes.structural += 1
            case .designTime?:
                report.attributes.designTime += 1
            case .archived?, .dropped?:
                report.attributes.undecoded += 1
                report.undecodedAttributes["\(element.name).\(attribute.name)", default: 0] += 1
                anyUndecoded = true
            case nil:
                if isMetadata {
                    report.attributes.designTime += 1
                } else if isConnection || attribute.name == "key" || attribute.name == "id" {
                    report.attributes.structural += 1
                } else {
                    report.attributes.undecoded += 1
                    report.undecodedAttributes["\(element.name).\(attribute.name) (not compiled)", default: 0] += 1
                    anyUndecoded = true
                }
            }
        }
        if let id = element["id"], let decoded = objects[id] {
            if decoded { report.elements.typed += 1 } else {
                report.elements.undecoded += 1
                report.undecodedElements[element.name, default: 0] += 1
            }
        } else if isMetadata {
            report.elements.designTime += 1
        } else if isConnection || !anyUndecoded {
            if anyTyped { report.elements.typed += 1 } else { report.elements.structural += 1 }
        } else if anyTyped {
            report.elements.typed += 1
        } else {
            report.elements.undecoded += 1
            report.undecodedElements[element.name, default: 0] += 1
        }
        for child in element.children {
            tally(child, outcome: outcome, typed: typed, objects: objects, parents: context, into: &report)
        }
    }
}
