import NibArchive
import NibDocument

/// The prototype views of a view-based table (`<prototypeCellViews>` in its columns), which
/// ibtool also compiles each into a nib of its own, archived inside the table's nib (learnt from
/// the ibtool pairs: `reusable_views_order`, `test28_tableview_attrs`, `HSChooserWindow`):
/// - the table keeps them in `NSTableViewArchivedReusableViewsKey`, an `NSMutableDictionary`
///   from reuse identifier to an `NSNib` (the nib's bytes as `NSNibFileData`, keyed, using the
///   parent's bundle, no images or sounds), in identifier order, and an empty `NSSubviews`;
/// - a prototype's identifier is its own, else its column's, else AppKit's
///   `AutomaticTableColumnIdentifier.<column>`; in its own nib the view archives it as `NSReuseIdentifierKey`;
/// - each nib holds a File's Owner of class `NSObject`, the prototype (top level) with what is
///   inside it and the connections among them, and an `NSApplication` object last;
/// - the table's nib keeps the prototypes too, with their column as parent and their
///   connections, but the column does not list them; the prototype has no superview there.
struct ReusableViewPrototypes: Sendable {
    /// One prototype view.
    struct Prototype: Sendable {
        /// The table (or outline) view it belongs to.
        var tableID: String
        /// The identifier `makeView(withIdentifier:owner:)` finds it by.
        var identifier: String
        /// The prototype view.
        var rootID: String
        /// The prototype and every object inside it.
        var objectIDs: Set<String>
        /// Where ibtool lays it out in its row (x and width), when that is not where the document
        /// has it (``layOut(_:columns:)``).
        var laidOut: (x: Double, width: Double)?
    }

    /// Every prototype of the document's view-based tables, in document order.
    let prototypes: [Prototype]

    /// Finds the prototypes among `objects` (AppKit documents only).
    init(document: InterfaceDocument, objects: [DocumentObject]) {
        guard document.flavour == .appKit, document.format == .document else {
            prototypes = []
            positions = [:]
            return
        }
        var found: [Prototype] = []
        // Each prototype's objects by walking down from it (not one pass over all objects per prototype).
        var children: [String: [String]] = [:]
        for object in objects { if let parent = object.parentID { children[parent, default: []].append(object.id) } }
        func subtree(of id: String) -> Set<String> {
            var tree: Set<String> = [id]
            var pending = [id]
            while let next = pending.popLast() {
                for child in children[next] ?? [] where tree.insert(child).inserted { pending.append(child) }
            }
            return tree
        }
        for table in objects where ["tableView", "outlineView"].contains(table.elementName) {
            let tableElement = document.element(at: table.path)
            let columns = tableElement.child("tableColumns")?.children(named: "tableColumn") ?? []
            let layout = Self.layOut(tableElement, columns: columns)
            for (position, column) in columns.enumerated() {
                for view in column.child("prototypeCellViews")?.children ?? [] {
                    guard let id = view["id"] else { continue }
                    found.append(Prototype(
                        tableID: table.id, identifier: view["identifier"] ?? Self.columnIdentifier(column, position: position), rootID: id,
                        objectIDs: subtree(of: id), laidOut: layout[id]))
                }
            }
        }
        prototypes = found
        positions = Dictionary(found.enumerated().map { ($1.rootID, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Each prototype's position in ``prototypes``, by its view's id.
    private let positions: [String: Int]

    /// The prototype whose view has this id.
    func prototype(rootID: String) -> Prototype? { positions[rootID].map { prototypes[$0] } }

    /// A column's identifier: the document's, or the one AppKit gives a column without one.
    static func columnIdentifier(_ column: Element, position: Int) -> String {
        column["identifier"] ?? "AutomaticTableColumnIdentifier.\(position)"
    }

    /// Where ibtool lays out a table's prototypes, by view id, where the document has them
    /// elsewhere: an automatic or inset table pads its rows by 10 points, and a cell starts half
    /// the intercell spacing into its column. A document whose prototypes start there keeps its
    /// frames (`HSChooserWindow`, `transmission_MainMenu`); otherwise the prototypes are laid
    /// out column by column, each at the spacing after the one before, keeping their widths
    /// (`test28_tableview_attrs`: 8 → 18, 139 → 149), except that an outline view's outline
    /// column's cell is narrower than the column by the indentation less a point
    /// (`outline_cellview`, `reusable_views_order`: 218 − 15 = 203, and the next column's at 217).
    static func layOut(_ table: Element, columns: [Element]) -> [String: (x: Double, width: Double)] {
        guard ["automatic", "inset"].contains(table["tableStyle"] ?? "automatic") else { return [:] }
        let spacing = Double(table.child("size", key: "intercellSpacing")?["width"] ?? "") ?? 3
        let start = 10 + (spacing / 2).rounded(.down)
        func frame(_ view: Element) -> (x: Double, width: Double)? {
            guard let rect = view.child("rect", key: "frame"), let x = rect["x"].flatMap(Double.init), let width = rect["width"].flatMap(Double.init) else { return nil }
            return (x, width)
        }
        let views = columns.flatMap { $0.child("prototypeCellViews")?.children ?? [] }
        guard let leftmost = views.compactMap({ frame($0)?.x }).min(), leftmost < start else { return [:] }
        let outlineColumn = table.name == "outlineView" ? table["outlineTableColumn"] : nil
        let indentation = Double(table["indentationPerLevel"] ?? "") ?? 0
        var layout: [String: (x: Double, width: Double)] = [:]
        var x = start
        for column in columns {
            let prototypes = column.child("prototypeCellViews")?.children ?? []
            let columnWidth = Double(column["width"] ?? "") ?? 0
            var advance = columnWidth
            for view in prototypes {
                guard let id = view["id"], let documented = frame(view) else { continue }
                let width = column["id"] == outlineColumn && indentation > 0 ? columnWidth - (indentation - 1) : documented.width
                layout[id] = (x, width)
                advance = width
            }
            x += advance + spacing
        }
        return layout
    }
}

extension Compilation {
    /// Compiles each prototype of this nib's view-based tables into a nib of its own, kept by
    /// table for ``appKitReusableViewValues(_:_:)``.
    mutating func compileReusableViews() throws(CompileError) {
        let prototypes = input.reusableViews.prototypes
        guard !prototypes.isEmpty else { return }
        // Each prototype's objects and connections, sorted out in one pass over the document
        // (not one pass per prototype: a table of 10,000 prototypes made that quadratic).
        var prototypesOfObject: [String: [Int]] = [:]
        for (number, prototype) in prototypes.enumerated() {
            for id in prototype.objectIDs { prototypesOfObject[id, default: []].append(number) }
        }
        var objectsOfPrototype = Array(repeating: [DocumentObject](), count: prototypes.count)
        for object in document.objects {
            for number in prototypesOfObject[object.id] ?? [] { objectsOfPrototype[number].append(object) }
        }
        var connectionsOfPrototype = Array(repeating: [Connection](), count: prototypes.count)
        for connection in document.connections {
            if case .segue = connection.kind { continue }
            for number in prototypesOfObject[connection.sourceID] ?? [] { connectionsOfPrototype[number].append(connection) }
        }
        let filesOwner = document.objects.first { $0.placeholder == .filesOwner }
        for (number, prototype) in prototypes.enumerated() {
            var objects: [DocumentObject] = []
            var proxies: [String: String] = [:]
            // File's Owner stands for the owner makeView(withIdentifier:owner:) is given.
            if var owner = filesOwner {
                owner.isTopLevel = true
                objects.append(owner)
                proxies[owner.id] = "IBFilesOwner"
            }
            for var object in objectsOfPrototype[number] {
                object.isTopLevel = object.id == prototype.rootID
                objects.append(object)
            }
            let connections = connectionsOfPrototype[number]
            var nested = Compilation(
                document: document, options: options, objects: objects, connections: connections, scene: nil,
                localizationSpots: input.localizationSpots, extractsReusableViews: false)
            nested.cut.proxyIdentifiers = proxies
            nested.cut.ownPrototype = prototype
            let compiled = try nested.run()
            let data = builder.data(NIBArchiveWriter().write(compiled.archive))
            let nib = builder.add(ArchivedObject(className: "NSNib", values: [
                KeyedValue("NSNibFileData", .object(data)), KeyedValue("NSNibFileIsKeyed", .bool(true)),
                KeyedValue("NSNibFileUseParentBundle", .bool(true)), KeyedValue("NSNibFileImages", .null),
                KeyedValue("NSNibFileSounds", .null),
            ]))
            // (Its objects, connections and findings are counted with this nib's, which has them too.)
            cut.reusableViewNibs[prototype.tableID, default: []].append((prototype.identifier, nib))
        }
    }

    /// A view-based table's reusable views (see ``ReusableViewPrototypes``), in both schemas:
    /// the loader makes its cell views from them.
    mutating func appKitReusableViewValues(_ object: DocumentObject, _ values: [KeyedValue]) -> [KeyedValue] {
        guard let nibs = cut.reusableViewNibs[object.id] else { return values }
        var result = values.filter { $0.key != "NSViewBased" }
        if diagnostics.recordsAttributeUses, let index = archiveIndex.indexByID[object.id] { renameUses(of: index, from: "NSViewBased", to: "NSTableViewArchivedReusableViewsKey") }
        if !result.contains(where: { $0.key == "NSSubviews" }) {
            result.append(KeyedValue("NSSubviews", .object(builder.array([], className: "NSMutableArray"))))
        }
        let pairs = nibs.sorted { $0.identifier < $1.identifier }.map { (ArchiveValue.object(builder.string($0.identifier)), ArchiveValue.object($0.nib)) }
        result.append(KeyedValue("NSTableViewArchivedReusableViewsKey", .object(builder.dictionary(pairs, className: "NSMutableDictionary"))))
        return result
    }

    /// The prototype whose view has this id, in the table's nib or in its own.
    func prototype(rootID: String) -> ReusableViewPrototypes.Prototype? {
        if let ownPrototype = cut.ownPrototype, ownPrototype.rootID == rootID { return ownPrototype }
        return input.reusableViews.prototype(rootID: rootID)
    }

    /// A prototype view, in the table's nib and in its own: where ibtool lays it out
    /// (``ReusableViewPrototypes/layOut(_:columns:)``; what is inside follows by its masks); in its
    /// own nib, with its reuse identifier.
    mutating func prototypeViewValues(_ object: DocumentObject, _ values: [KeyedValue]) -> [KeyedValue] {
        guard let prototype = prototype(rootID: object.id) else { return values }
        var result = values
        if let laidOut = prototype.laidOut, let frame = document.element(at: object.path).child("rect", key: "frame"),
           let position = result.firstIndex(where: { $0.key == "NSFrame" || $0.key == "NSFrameSize" })
        {
            let y = Double(frame["y"] ?? "") ?? 0, height = Double(frame["height"] ?? "") ?? 0
            result[position] = self.frame(x: laidOut.x, y: y, width: laidOut.width, height: height)
        }
        if cut.ownPrototype != nil, !result.contains(where: { $0.key == "NSReuseIdentifierKey" }) {
            result.append(KeyedValue("NSReuseIdentifierKey", .object(builder.string(prototype.identifier))))
        }
        return result
    }

    /// How a prototype laid out narrower or wider than the document has it resizes: what is
    /// inside follows by its autoresizing masks.
    func prototypeResize(_ view: DocumentObject) -> Resize? {
        guard let laidOut = prototype(rootID: view.id)?.laidOut,
              let frame = document.element(at: view.path).child("rect", key: "frame"),
              let width = frame["width"].flatMap(Double.init), let height = frame["height"].flatMap(Double.init), width != laidOut.width
        else { return nil }
        return ((width, height), (laidOut.width, height))
    }
}
