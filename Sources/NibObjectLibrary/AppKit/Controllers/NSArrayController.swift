import Foundation
import NibRuntime

/// How an array controller orders its objects: by a key's value, ascending or descending, as
/// `NSSortDescriptor` (whose key-value comparison needs the Objective-C runtime).
public struct NibSortDescriptor: Sendable, Hashable {
    /// The key whose values are compared.
    public var key: String
    /// Whether smaller values come first.
    public var ascending: Bool

    /// A descriptor of `key`.
    public init(key: String, ascending: Bool = true) {
        self.key = key
        self.ascending = ascending
    }

    /// Whether `left` comes before `right`: numbers by value, text with `localizedStandardCompare`, nil first.
    public func orders(_ left: Any?, before right: Any?) -> Bool {
        let a = BindingKeyPath.value(forKey: key, of: left), b = BindingKeyPath.value(forKey: key, of: right)
        let result: ComparisonResult
        switch (a, b) {
        case (nil, nil): result = .orderedSame
        case (nil, _): result = .orderedAscending
        case (_, nil): result = .orderedDescending
        case (let x as String, let y as String): result = x.localizedStandardCompare(y)
        case (let x?, let y?):
            if let x = Self.number(x), let y = Self.number(y) {
                result = x < y ? .orderedAscending : x > y ? .orderedDescending : .orderedSame
            } else {
                result = "\(x)".localizedStandardCompare("\(y)")
            }
        }
        return ascending ? result == .orderedAscending : result == .orderedDescending
    }

    private static func number(_ value: Any) -> Double? {
        switch value {
        case let number as Int: Double(number)
        case let number as Double: number
        case let flag as Bool: flag ? 1 : 0
        case let date as Date: date.timeIntervalSinceReferenceDate
        default: nil
        }
    }
}

/// A controller of an array: `arrangedObjects` is the content filtered and sorted; the
/// selection is by indexes into it; Add, Insert and Remove buttons target it.
open class NSArrayController: NSObjectController {
    /// The content array (the `contentArray` binding, or set directly).
    open var contentArray: [AnyObject] = [] {
        didSet { rearrangeObjects() }
    }
    /// How `arrangedObjects` is ordered (the `sortDescriptors` binding).
    open var sortDescriptors: [NibSortDescriptor] = [] {
        didSet { rearrangeObjects() }
    }
    /// Which content objects `arrangedObjects` shows (the `filterPredicate` binding; a block predicate).
    open var filterPredicate: NSPredicate? {
        didSet { rearrangeObjects() }
    }
    /// The content, filtered and sorted.
    open private(set) var arrangedObjects: [AnyObject] = []
    /// The selection, as indexes into `arrangedObjects`.
    open private(set) var selectionIndexes = IndexSet()
    /// Whether something is always selected when there are objects.
    open var avoidsEmptySelection = true
    /// Whether the selection follows the same objects when the content changes.
    open var preservesSelection = true
    /// Whether an added or inserted object becomes the selection.
    open var selectsInsertedObjects = true

    public required init() { super.init() }

    public required init?(coder: NSCoder) {
        // The coder writes each switch only when on: a missing one is off, as AppKit reads it.
        avoidsEmptySelection = coder.nibBool(forKey: "NSAvoidsEmptySelection") ?? false
        preservesSelection = coder.nibBool(forKey: "NSPreservesSelection") ?? false
        selectsInsertedObjects = coder.nibBool(forKey: "NSSelectsInsertedObjects") ?? false
        super.init(coder: coder)
    }

    /// The first selected index, or `NSNotFound`.
    open var selectionIndex: Int { selectionIndexes.first ?? NSNotFound }

    open override var selectedObjects: [AnyObject] {
        selectionIndexes.filter { $0 < arrangedObjects.count }.map { arrangedObjects[$0] }
    }

    /// Sorts and filters the content again (after a change of a key the order or filter reads).
    open func rearrangeObjects() {
        let selected = preservesSelection ? selectedObjects : []
        var objects = contentArray
        if let filterPredicate { objects = objects.filter { filterPredicate.evaluate(with: $0) } }
        if !sortDescriptors.isEmpty {
            objects = objects.enumerated().sorted { left, right in
                for descriptor in sortDescriptors {
                    if descriptor.orders(left.element, before: right.element) { return true }
                    if descriptor.orders(right.element, before: left.element) { return false }
                }
                return left.offset < right.offset
            }.map(\.element)
        }
        arrangedObjects = objects
        var indexes = IndexSet(selected.compactMap { object in objects.firstIndex { $0 === object } })
        if indexes.isEmpty, avoidsEmptySelection, !objects.isEmpty { indexes = [0] }
        selectionIndexes = indexes
        contentDidChange()
        announce("contentArray", "selectionIndexes", "selectionIndex")
    }

    /// Selects the objects at `indexes` of `arrangedObjects` (out-of-range indexes are dropped).
    /// - Returns: Whether the selection changed.
    @discardableResult
    open func setSelectionIndexes(_ indexes: IndexSet) -> Bool {
        var indexes = indexes.filteredIndexSet { $0 >= 0 && $0 < arrangedObjects.count }
        if indexes.isEmpty, avoidsEmptySelection, !arrangedObjects.isEmpty { indexes = [0] }
        guard indexes != selectionIndexes else { return false }
        selectionIndexes = indexes
        announce("selectionIndexes", "selectionIndex", "selection", "selectedObjects", "canRemove")
        return true
    }

    /// Selects one index.
    @discardableResult
    open func setSelectionIndex(_ index: Int) -> Bool { setSelectionIndexes(IndexSet(integer: index)) }

    /// Adds to the end of the content.
    open override func addObject(_ object: AnyObject) {
        contentArray.append(object)
        if selectsInsertedObjects, let index = arrangedObjects.firstIndex(where: { $0 === object }) { setSelectionIndex(index) }
    }

    /// Inserts a new object before the selection (or at the start): the Insert button's action.
    open func insert(_ sender: Any?) {
        guard canAdd, let object = newObject() else { return }
        let index = selectedObjects.first.flatMap { first in contentArray.firstIndex { $0 === first } } ?? 0
        contentArray.insert(object, at: index)
        if selectsInsertedObjects, let arranged = arrangedObjects.firstIndex(where: { $0 === object }) { setSelectionIndex(arranged) }
    }

    open override func removeObject(_ object: AnyObject) {
        contentArray.removeAll { $0 === object }
    }

    open override func remove(_ sender: Any?) {
        guard canRemove else { return }
        let removed = selectedObjects
        contentArray.removeAll { object in removed.contains { $0 === object } }
    }

    /// Selects the next arranged object.
    open func selectNext(_ sender: Any?) { if selectionIndex != NSNotFound { setSelectionIndex(selectionIndex + 1) } }
    /// Selects the previous arranged object.
    open func selectPrevious(_ sender: Any?) { if selectionIndex != NSNotFound, selectionIndex > 0 { setSelectionIndex(selectionIndex - 1) } }

    override class var actions: [String: (NSController, Any?) -> Void] {
        super.actions.merging([
            "insert:": { ($0 as? NSArrayController)?.insert($1) },
            "selectNext:": { ($0 as? NSArrayController)?.selectNext($1) },
            "selectPrevious:": { ($0 as? NSArrayController)?.selectPrevious($1) },
        ]) { $1 }
    }

    open override func setNibValue(_ value: Any?, forKey key: String) throws(KeyValueCodingError) -> Bool {
        switch key {
        case "content", "contentArray", "contentSet": contentArray = Self.objects(value)
        case "sortDescriptors": sortDescriptors = value as? [NibSortDescriptor] ?? []
        case "filterPredicate": filterPredicate = value as? NSPredicate
        case "selectionIndexes": setSelectionIndexes(value as? IndexSet ?? [])
        case "selectionIndex": setSelectionIndex(value as? Int ?? NSNotFound)
        case "avoidsEmptySelection": avoidsEmptySelection = NibValueTransformers.bool(value)
        default: return try super.setNibValue(value, forKey: key)
        }
        return true
    }

    open override func nibValue(forKey key: String) -> NibValueLookup {
        switch key {
        case "content", "contentArray": .value(contentArray)
        case "arrangedObjects": .value(arrangedObjects)
        case "sortDescriptors": .value(sortDescriptors)
        case "filterPredicate": .value(filterPredicate)
        case "selectionIndexes": .value(selectionIndexes)
        case "selectionIndex": .value(selectionIndex)
        default: super.nibValue(forKey: key)
        }
    }

    /// The objects of an array value (elements that are not objects are dropped).
    static func objects(_ value: Any?) -> [AnyObject] {
        guard let array = value as? [Any] else { return [] }
        return array.compactMap { BindingKeyPath.isObject($0) ? $0 as AnyObject : nil }
    }
}

/// A controller of a tree: the content is the root objects, each with children at `childrenKeyPath`.
open class NSTreeController: NSObjectController {
    /// The root objects.
    open var contentArray: [AnyObject] = [] {
        didSet { setSelectionIndexPaths(selectionIndexPaths) }
    }
    /// The key of each node's children.
    open var childrenKeyPath: String?
    /// The key that tells a leaf.
    open var leafKeyPath: String?
    /// The selection, as index paths from the roots.
    open private(set) var selectionIndexPaths: [IndexPath] = []

    public required init() { super.init() }

    public required init?(coder: NSCoder) {
        childrenKeyPath = coder.nibString(forKey: "NSTreeContentChildrenKey")
        leafKeyPath = coder.nibString(forKey: "NSTreeContentLeafKey")
        super.init(coder: coder)
    }

    /// The roots (NibKit does not wrap them in tree nodes).
    open var arrangedObjects: [AnyObject] { contentArray }

    /// The children of a node.
    open func children(of node: AnyObject) -> [AnyObject] {
        guard let childrenKeyPath else { return [] }
        return NSArrayController.objects(BindingKeyPath.value(forKey: childrenKeyPath, of: node))
    }

    /// The node at an index path, or nil.
    open func node(at path: IndexPath) -> AnyObject? {
        var level = contentArray
        var node: AnyObject?
        for index in path {
            guard index >= 0, index < level.count else { return nil }
            node = level[index]
            level = children(of: level[index])
        }
        return node
    }

    open override var selectedObjects: [AnyObject] { selectionIndexPaths.compactMap(node(at:)) }

    /// Selects the nodes at `paths` (paths to no node are dropped).
    open func setSelectionIndexPaths(_ paths: [IndexPath]) {
        selectionIndexPaths = paths.filter { node(at: $0) != nil }
        contentDidChange()
        announce("selectionIndexPaths")
    }

    open override func addObject(_ object: AnyObject) {
        contentArray.append(object)
        setSelectionIndexPaths([IndexPath(index: contentArray.count - 1)])
    }

    open override func removeObject(_ object: AnyObject) { contentArray.removeAll { $0 === object } }

    open override func setNibValue(_ value: Any?, forKey key: String) throws(KeyValueCodingError) -> Bool {
        switch key {
        case "content", "contentArray": contentArray = NSArrayController.objects(value)
        case "selectionIndexPaths": setSelectionIndexPaths(value as? [IndexPath] ?? [])
        default: return try super.setNibValue(value, forKey: key)
        }
        return true
    }

    open override func nibValue(forKey key: String) -> NibValueLookup {
        switch key {
        case "content", "contentArray", "arrangedObjects": .value(contentArray)
        case "selectionIndexPaths": .value(selectionIndexPaths)
        default: super.nibValue(forKey: key)
        }
    }
}
