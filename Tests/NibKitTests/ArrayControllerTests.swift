import Foundation
import NibKit
import NibTestSupport
import Testing

/// `NSObjectController`, `NSArrayController` and `NSTreeController`: content, selection,
/// arranged objects, the markers and their placeholders, and add/remove as actions.
@Suite struct ArrayControllerTests {
    static func people(_ names: String...) -> [BoundModel] {
        names.map { name in
            let person = BoundModel()
            person.title = name
            return person
        }
    }

    static func field() -> NSTextField {
        let field = NSTextField()
        field.cell = NSTextFieldCell()
        return field
    }

    @Test func anObjectControllersSelectionIsItsContent() {
        let controller = NSObjectController()
        let person = BoundModel()
        controller.content = person
        let field = Self.field()
        field.bind("value", to: controller, withKeyPath: "selection.title", options: [NSBindingOption.continuouslyUpdatesValue: true])
        #expect(field.stringValue == "Hello")
        field.userDidType("Ada")
        #expect(person.title == "Ada")
    }

    @Test func anObjectControllerThatIsNotEditableCannotAddOrRemove() {
        let controller = NSObjectController()
        controller.objectFactory = { BoundModel() }
        controller.isEditable = false
        controller.add(nil)
        #expect(controller.content == nil)
        controller.isEditable = true
        controller.add(nil)
        #expect(controller.content is BoundModel)
        controller.remove(nil)
        #expect(controller.content == nil)
    }

    @Test func noSelectionShowsTheNoSelectionPlaceholder() {
        let controller = NSObjectController()
        let field = Self.field()
        field.bind("value", to: controller, withKeyPath: "selection.title", options: [NSBindingOption.noSelectionPlaceholder: "No Selection"])
        #expect(field.stringValue == "No Selection")
        #expect(field.bindingConnection("value")?.modelValue as? NSBindingSelectionMarker === NSNoSelectionMarker)
    }

    @Test func differentValuesShowTheMultipleValuesPlaceholder() {
        let controller = NSArrayController()
        controller.contentArray = Self.people("Ada", "Grace")
        controller.setSelectionIndexes([0, 1])
        let field = Self.field()
        field.bind("value", to: controller, withKeyPath: "selection.title", options: [NSBindingOption.multipleValuesPlaceholder: "Multiple"])
        #expect(field.stringValue == "Multiple")
        #expect(field.isEnabled)
        controller.setSelectionIndexes([1])
        #expect(field.stringValue == "Grace")
    }

    @Test func editingAMultipleSelectionSetsEverySelectedObject() {
        let controller = NSArrayController()
        let people = Self.people("Ada", "Grace")
        controller.contentArray = people
        controller.setSelectionIndexes([0, 1])
        let field = Self.field()
        field.bind("value", to: controller, withKeyPath: "selection.title")
        field.userDidType("Same")
        field.userDidEndEditing()
        #expect(people.map(\.title) == ["Same", "Same"])
    }

    @Test func aKeyTheSelectionLacksShowsTheNotApplicablePlaceholder() {
        let controller = NSObjectController()
        controller.content = BoundModel()
        let field = Self.field()
        field.bind("value", to: controller, withKeyPath: "selection.missing",
                   options: [NSBindingOption.notApplicablePlaceholder: "N/A", NSBindingOption.raisesForNotApplicableKeys: false])
        #expect(field.stringValue == "N/A")
        #expect(field.bindingConnection("value")?.modelValue as? NSBindingSelectionMarker === NSNotApplicableMarker)
    }

    @Test func arrangedObjectsAreTheContentSortedAndFiltered() {
        let controller = NSArrayController()
        controller.contentArray = Self.people("Grace", "Ada", "Barbara", "Alan")
        controller.sortDescriptors = [NibSortDescriptor(key: "title")]
        #expect(controller.arrangedObjects.map { ($0 as! BoundModel).title } == ["Ada", "Alan", "Barbara", "Grace"])
        controller.filterPredicate = NSPredicate { object, _ in (object as? BoundModel)?.title.hasPrefix("A") ?? false }
        #expect(controller.arrangedObjects.map { ($0 as! BoundModel).title } == ["Ada", "Alan"])
        controller.sortDescriptors = [NibSortDescriptor(key: "title", ascending: false)]
        #expect(controller.arrangedObjects.map { ($0 as! BoundModel).title } == ["Alan", "Ada"])
    }

    @Test func aTableColumnBoundToArrangedObjectsKeyGetsEveryRowsValue() {
        let controller = NSArrayController()
        controller.contentArray = Self.people("Ada", "Grace")
        let column = NSTableColumn()
        column.bind("value", to: controller, withKeyPath: "arrangedObjects.title")
        #expect(column.boundValue(forBinding: "value") as? [String] == ["Ada", "Grace"])
        controller.addObject(Self.people("Alan")[0])
        #expect(column.boundValue(forBinding: "value") as? [String] == ["Ada", "Grace", "Alan"])
    }

    @Test func selectionIndexesFollowTheSelectedObjectsAndAvoidEmptySelection() {
        let controller = NSArrayController()
        let people = Self.people("Ada", "Grace", "Alan")
        controller.contentArray = people
        #expect(controller.selectionIndexes == [0])
        controller.setSelectionIndex(2)
        controller.sortDescriptors = [NibSortDescriptor(key: "title")]
        #expect(controller.selectedObjects.first === people[2])
        #expect(controller.selectionIndexes == [1])
        controller.avoidsEmptySelection = false
        controller.setSelectionIndexes([])
        #expect(controller.selectionIndexes.isEmpty)
    }

    @Test func addInsertAndRemoveAreActionsButtonsSend() {
        let controller = NSArrayController()
        controller.objectFactory = { BoundModel() }
        controller.contentArray = Self.people("Ada")
        let add = NSButton(), insert = NSButton(), remove = NSButton()
        for (button, selector) in [(add, "add:"), (insert, "insert:"), (remove, "remove:")] {
            button.target = controller
            button.action = Selector(selector)
        }
        _ = NSApplication.shared.sendAction("add:", to: controller, from: add)
        #expect(controller.contentArray.count == 2)
        #expect(controller.selectionIndex == 1)
        _ = NSApplication.shared.sendAction("insert:", to: controller, from: insert)
        #expect(controller.contentArray.count == 3)
        #expect(controller.selectionIndex == 1)
        _ = NSApplication.shared.sendAction("remove:", to: controller, from: remove)
        #expect(controller.contentArray.count == 2)
        #expect(ActionDispatch.responds(controller, to: "add:") && ActionDispatch.responds(controller, to: "remove:"))
    }

    @Test func aRemoveButtonsEnabledBindingFollowsCanRemove() {
        let controller = NSArrayController()
        let remove = NSButton()
        remove.bind("enabled", to: controller, withKeyPath: "canRemove")
        #expect(remove.isEnabled == false)
        controller.contentArray = Self.people("Ada")
        #expect(remove.isEnabled == true)
        controller.remove(nil)
        #expect(remove.isEnabled == false)
    }

    @Test func contentArrayBindingFillsTheController() {
        let owner = BoundModel()
        let holder = NSArrayController()
        holder.contentArray = Self.people("Ada", "Grace")
        let controller = NSArrayController()
        controller.bind("contentArray", to: holder, withKeyPath: "arrangedObjects")
        #expect(controller.arrangedObjects.count == 2)
        holder.addObject(owner)
        #expect(controller.arrangedObjects.count == 3)
    }

    @Test func aTreeControllerSelectsByIndexPath() {
        let controller = NSTreeController()
        controller.childrenKeyPath = "children"
        let root = TreeNode(name: "root", children: [TreeNode(name: "leaf", children: [])])
        controller.contentArray = [root]
        controller.setSelectionIndexPaths([IndexPath(indexes: [0, 0])])
        let field = Self.field()
        field.bind("value", to: controller, withKeyPath: "selection.name")
        #expect(field.stringValue == "leaf")
        controller.setSelectionIndexPaths([IndexPath(index: 0)])
        #expect(field.stringValue == "root")
    }

    @Test func anOutlineColumnBoundToATreeControllersArrangedObjectsKeyGetsEveryRootsValue() {
        let controller = NSTreeController()
        controller.childrenKeyPath = "children"
        controller.contentArray = [TreeNode(name: "Inbox", children: []), TreeNode(name: "Sent", children: [])]
        let column = NSTableColumn()
        column.bind("value", to: controller, withKeyPath: "arrangedObjects.name")
        #expect(column.boundValue(forBinding: "value") as? [String] == ["Inbox", "Sent"])
        controller.addObject(TreeNode(name: "Drafts", children: []))
        #expect(column.boundValue(forBinding: "value") as? [String] == ["Inbox", "Sent", "Drafts"])
    }

    @Test func aTableBoundToSortDescriptorsSortsTheArrangedObjects() {
        let controller = NSArrayController()
        controller.contentArray = Self.people("Grace", "Ada")
        let holder = BoundModel()
        let column = NSTableColumn()
        column.bind("value", to: controller, withKeyPath: "arrangedObjects.title")
        controller.sortDescriptors = [NibSortDescriptor(key: "title")]
        #expect(column.boundValue(forBinding: "value") as? [String] == ["Ada", "Grace"])
        controller.filterPredicate = NSPredicate { object, _ in (object as? BoundModel)?.title == "Grace" }
        #expect(column.boundValue(forBinding: "value") as? [String] == ["Grace"])
        _ = holder
    }
}

final class TreeNode: NibObject {
    @Observed var name: String = ""
    @Observed var children: [TreeNode] = []

    convenience init(name: String, children: [TreeNode]) {
        self.init()
        self.name = name
        self.children = children
    }
}
