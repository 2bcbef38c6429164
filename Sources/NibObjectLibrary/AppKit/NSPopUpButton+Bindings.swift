import Foundation
import NibRuntime

/// A pop-up button's items and selection, and its bindings, by Apple's Cocoa Bindings Reference
/// (NSPopUpButton): `content` is an array whose objects become the items (titled by their
/// description, or by `contentValues` when that is bound; standing for `contentObjects`' entries
/// when that is bound, else the content's); `selectedIndex`, `selectedObject` (an item's
/// represented object), `selectedValue` (an item's title) and `selectedTag` follow the selected
/// item both ways: the model's value selects an item, and a choice by the user goes to each of
/// them that is bound before the action is sent.
extension NSPopUpButton {
    /// The menu of the items (the cell's).
    public var itemMenu: NSMenu? { (cell as? NSPopUpButtonCell)?.menu as? NSMenu }

    /// The items' titles.
    public var itemTitles: [String] { itemMenu?.items.map(\.title) ?? [] }

    /// The selected item.
    public var selectedItem: NSMenuItem? { (cell as? NSPopUpButtonCell)?.selectedItem }

    /// The index of the selected item, or -1.
    public var indexOfSelectedItem: Int {
        guard let selectedItem, let index = itemMenu?.items.firstIndex(where: { $0 === selectedItem }) else { return -1 }
        return index
    }

    /// Selects the item at `index` (none when it is out of range).
    public func selectItem(at index: Int) {
        guard let cell = cell as? NSPopUpButtonCell else { return }
        let items = itemMenu?.items ?? []
        cell.selectedItem = items.indices.contains(index) ? items[index] : nil
        stringValue = cell.selectedItem?.title ?? ""
    }

    /// The user chose the item at `index`: the pop-up shows it, each bound `selected…` binding
    /// takes it, then the action is sent (AppKit's order).
    public func userDidSelectItem(at index: Int) {
        selectItem(at: index)
        let item = selectedItem
        let values: [(String, Any?)] = [
            ("selectedIndex", indexOfSelectedItem), ("selectedObject", item?.representedObject),
            ("selectedValue", item?.title), ("selectedTag", item?.tag),
        ]
        for (binding, value) in values where bindingConnection(binding) != nil {
            recordBoundValue(value, forBinding: binding)
            commitBinding(binding, value: value)
        }
        sendAction()
    }

    /// A `content…` or `selected…` binding moved a value in.
    func bindingDidChange(_ binding: String) {
        if binding.hasPrefix("content") { makeItemsFromContent() }
        selectFromBindings()
    }

    /// The items from the bound `content`, `contentValues` and `contentObjects`.
    private func makeItemsFromContent() {
        guard let menu = itemMenu ?? makeMenu() else { return }
        let content = boundArray("content")
        let titles = boundArray("contentValues")
        let objects = boundArray("contentObjects")
        let count = titles?.count ?? content?.count ?? objects?.count ?? 0
        menu.removeAllItems()
        for index in 0..<count {
            let represented = objects?[safe: index] ?? content?[safe: index]
            let title = titles?[safe: index].map { "\($0)" } ?? represented.map { "\($0)" } ?? ""
            let item = NSMenuItem(title: title, action: nil, keyEquivalent: "")
            item.representedObject = represented
            menu.addItem(item)
        }
    }

    private func makeMenu() -> NSMenu? {
        guard let cell = cell as? NSPopUpButtonCell else { return nil }
        let menu = NSMenu(title: "")
        cell.menu = menu
        return menu
    }

    /// Selects the item the bound selection names (index, then object, value, tag).
    private func selectFromBindings() {
        let items = itemMenu?.items ?? []
        if bindingConnection("selectedIndex") != nil {
            selectItem(at: boundValue(forBinding: "selectedIndex").map(NibValue.int) ?? -1)
        } else if bindingConnection("selectedObject") != nil {
            let object = boundValue(forBinding: "selectedObject")
            selectItem(at: items.firstIndex { NibMultipleSelection.same($0.representedObject, object) } ?? -1)
        } else if bindingConnection("selectedValue") != nil {
            let title = boundValue(forBinding: "selectedValue").map { "\($0)" }
            selectItem(at: items.firstIndex { $0.title == title } ?? -1)
        } else if bindingConnection("selectedTag") != nil {
            let tag = boundValue(forBinding: "selectedTag").map(NibValue.int)
            selectItem(at: items.firstIndex { $0.tag == tag } ?? -1)
        }
    }

    private func boundArray(_ binding: String) -> [Any]? {
        guard bindingConnection(binding) != nil else { return nil }
        return boundValue(forBinding: binding) as? [Any]
    }
}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
