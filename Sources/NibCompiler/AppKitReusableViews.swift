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
        /// How far it moves right as ibtool lays it out (``horizontalShift(of:prototypes:)``).
        var horizontalShift: Double
    }

    /// Every prototype of the document's view-based tables, in document order.
    let prototypes: [Prototype]

    /// Finds the prototypes among `objects` (AppKit documents only).
    init(document: InterfaceDocument, objects: [DocumentObject]) {
        guard document.flavour == .appKit, document.format == .document else {
            prototypes = []
            return
        }
        var found: [Prototype] = []
        for table in objects where ["tableView", "outlineView"].contains(table.elementName) {
            let tableElement = document.element(at: table.path)
            let columns = tableElement.child("tableColumns")?.children(named: "tableColumn") ?? []
            let views = columns.flatMap { $0.child("prototypeCellViews")?.children ?? [] }
            let shift = Self.horizontalShift(of: tableElement, prototypes: views)
            for (position, column) in columns.enumerated() {
                for view in column.child("prototypeCellViews")?.children ?? [] {
                    guard let id = view["id"] else { continue }
                    found.append(Prototype(
                        tableID: table.id, identifier: view["identifier"] ?? Self.columnIdentifier(column, position: position), rootID: id,
                        objectIDs: StoryboardLayout.subtree(of: id, in: objects), horizontalShift: shift))
                }
            }
        }
        prototypes = found
    }

    /// The prototype whose view has this id.
    func prototype(rootID: String) -> Prototype? { prototypes.first { $0.rootID == rootID } }

    /// A column's identifier: the document's, or the one AppKit gives a column without one.
    static func columnIdentifier(_ column: Element, position: Int) -> String {
        column["identifier"] ?? "AutomaticTableColumnIdentifier.\(position)"
    }

    /// How far ibtool moves a table's prototypes to the right: an automatic or inset table pads
    /// its rows by 10 points on each side, and a cell starts half the intercell spacing into its
    /// column (`test28_tableview_attrs` 8 → 18; `HSChooserWindow`, laid out so already, keeps 11).
    /// Outline columns narrow their cells further (`outline_cellview`); that is not modelled.
    static func horizontalShift(of table: Element, prototypes: [Element]) -> Double {
        guard ["automatic", "inset"].contains(table["tableStyle"] ?? "automatic") else { return 0 }
        let spacing = Double(table.child("size", key: "intercellSpacing")?["width"] ?? "") ?? 3
        let origins = prototypes.compactMap { $0.child("rect", key: "frame")?["x"].flatMap(Double.init) }
        guard let leftmost = origins.min() else { return 0 }
        return max(0, 10 + (spacing / 2).rounded(.down) - leftmost)
    }
}

extension Compilation {
    /// Compiles each prototype of this nib's view-based tables into a nib of its own, kept by
    /// table for ``appKitReusableViewValues(_:_:)``.
    mutating func compileReusableViews() throws(CompileError) {
        for prototype in reusableViews.prototypes {
            var objects: [DocumentObject] = []
            var proxies: [String: String] = [:]
            // File's Owner stands for the owner makeView(withIdentifier:owner:) is given.
            if var owner = document.objects.first(where: { $0.placeholder == .filesOwner }) {
                owner.isTopLevel = true
                objects.append(owner)
                proxies[owner.id] = "IBFilesOwner"
            }
            for var object in document.objects where prototype.objectIDs.contains(object.id) {
                object.isTopLevel = object.id == prototype.rootID
                objects.append(object)
            }
            let connections = document.connections.filter { connection in
                if case .segue = connection.kind { return false }
                return prototype.objectIDs.contains(connection.sourceID)
            }
            var nested = Compilation(document: document, options: options, objects: objects, connections: connections, scene: nil, extractsReusableViews: false)
            nested.proxyIdentifiers = proxies
            nested.ownPrototype = prototype
            nested.localizationSpots = localizationSpots
            let compiled = try nested.run()
            let data = builder.add(ArchivedObject(className: "NSData", values: [KeyedValue("NS.bytes", .data(NIBArchiveWriter().write(compiled.archive)))]))
            let nib = builder.add(ArchivedObject(className: "NSNib", values: [
                KeyedValue("NSNibFileData", .object(data)), KeyedValue("NSNibFileIsKeyed", .bool(true)),
                KeyedValue("NSNibFileUseParentBundle", .bool(true)), KeyedValue("NSNibFileImages", .null),
                KeyedValue("NSNibFileSounds", .null),
            ]))
            // Its objects, connections and findings are this nib's too, and counted here.
            reusableViewNibs[prototype.tableID, default: []].append((prototype.identifier, nib))
        }
    }

    /// A view-based table's reusable views (see ``ReusableViewPrototypes``), in both schemas:
    /// the loader makes its cell views from them.
    mutating func appKitReusableViewValues(_ object: DocumentObject, _ values: [KeyedValue]) -> [KeyedValue] {
        guard let nibs = reusableViewNibs[object.id] else { return values }
        var result = values.filter { $0.key != "NSViewBased" }
        if recordsAttributeUses, let index = indexByID[object.id] { renameUses(of: index, from: "NSViewBased", to: "NSTableViewArchivedReusableViewsKey") }
        if !result.contains(where: { $0.key == "NSSubviews" }) {
            result.append(KeyedValue("NSSubviews", .object(builder.array([], className: "NSMutableArray"))))
        }
        let pairs = nibs.sorted { $0.identifier < $1.identifier }.map { (ArchiveValue.object(builder.string($0.identifier)), ArchiveValue.object($0.nib)) }
        result.append(KeyedValue("NSTableViewArchivedReusableViewsKey", .object(builder.dictionary(pairs, className: "NSMutableDictionary"))))
        return result
    }

    /// A prototype view, in the table's nib and in its own: moved as ibtool lays it out
    /// (``ReusableViewPrototypes/horizontalShift(of:prototypes:)``); in its own nib, with its
    /// reuse identifier.
    mutating func prototypeViewValues(_ object: DocumentObject, _ values: [KeyedValue]) -> [KeyedValue] {
        guard let prototype = ownPrototype.flatMap({ $0.rootID == object.id ? $0 : nil }) ?? reusableViews.prototype(rootID: object.id) else { return values }
        var result = values
        if prototype.horizontalShift != 0, let frame = document.element(at: object.path).child("rect", key: "frame"),
           let position = result.firstIndex(where: { $0.key == "NSFrame" || $0.key == "NSFrameSize" })
        {
            let number = { (name: String) in Double(frame[name] ?? "") ?? 0 }
            let text = "{{\(Self.format(number("x") + prototype.horizontalShift)), \(Self.format(number("y")))}, {\(Self.format(number("width"))), \(Self.format(number("height")))}}"
            result[position] = KeyedValue("NSFrame", .object(builder.string(text)))
        }
        if ownPrototype != nil, !result.contains(where: { $0.key == "NSReuseIdentifierKey" }) {
            result.append(KeyedValue("NSReuseIdentifierKey", .object(builder.string(prototype.identifier))))
        }
        return result
    }
}
