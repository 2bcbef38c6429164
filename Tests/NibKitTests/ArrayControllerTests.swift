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

/// What an array or object controller's own bindings are bound to.
final class ArrangementModel: NibObject {
    @Observed var sorting: [NibSortDescriptor] = []
    @Observed var filter: NSPredicate? = nil
    @Observed var indexes: IndexSet = []
    @Observed var person: BoundModel? = nil
}

/// Items inside arrays are observed: a column bound to `arrangedObjects.KEY` follows one
/// item's change; a selection of several objects follows each of them.
@Suite struct ArrayItemObservationTests {
    @Test func aColumnBoundToArrangedObjectsKeyFollowsAChangeOfOneItem() {
        let controller = NSArrayController()
        let people = ArrayControllerTests.people("Ada", "Grace")
        controller.contentArray = people
        let column = NSTableColumn()
        column.bind("value", to: controller, withKeyPath: "arrangedObjects.title")
        people[1].title = "Grace Hopper"
        #expect(column.boundValue(forBinding: "value") as? [String] == ["Ada", "Grace Hopper"])
        let alan = ArrayControllerTests.people("Alan")[0]
        controller.addObject(alan)
        alan.title = "Alan Turing"
        #expect(column.boundValue(forBinding: "value") as? [String] == ["Ada", "Grace Hopper", "Alan Turing"])
        controller.removeObject(people[0])
        people[0].title = "no longer an item"
        #expect(column.boundValue(forBinding: "value") as? [String] == ["Grace Hopper", "Alan Turing"])
        #expect(people[0].keyValueObservers.count == 0)
    }

    @Test func aKeyPathThroughAnArrayFollowsEveryStepOfEachItem() {
        let controller = NSArrayController()
        let people = ArrayControllerTests.people("Ada", "Grace")
        let child = BoundModel()
        child.title = "child"
        people[0].child = child
        controller.contentArray = people
        let column = NSTableColumn()
        column.bind("value", to: controller, withKeyPath: "arrangedObjects.child.title")
        child.title = "renamed"
        #expect((column.boundValue(forBinding: "value") as? [Any])?.first as? String == "renamed")
        let other = BoundModel()
        other.title = "other"
        people[1].child = other
        #expect((column.boundValue(forBinding: "value") as? [Any])?.last as? String == "other")
        other.title = "other, renamed"
        #expect((column.boundValue(forBinding: "value") as? [Any])?.last as? String == "other, renamed")
    }

    @Test func itemsThatAreObservableClassesAreObservedToo() {
        let controller = NSArrayController()
        let items = [ObservableModel(), ObservableModel()]
        controller.contentArray = items
        let column = NSTableColumn()
        column.bind("value", to: controller, withKeyPath: "arrangedObjects.title")
        items[0].title = "changed"
        #expect(column.boundValue(forBinding: "value") as? [String] == ["changed", "first"])
    }

    @Test func aMultipleSelectionFollowsAChangeOfOneSelectedObject() {
        let controller = NSArrayController()
        let people = ArrayControllerTests.people("Same", "Same")
        controller.contentArray = people
        controller.setSelectionIndexes([0, 1])
        let field = ArrayControllerTests.field()
        field.bind("value", to: controller, withKeyPath: "selection.title", options: [NSBindingOption.multipleValuesPlaceholder: "Multiple"])
        #expect(field.stringValue == "Same")
        people[1].title = "Other"
        #expect(field.stringValue == "Multiple")
        people[0].title = "Other"
        #expect(field.stringValue == "Other")
    }
}

/// The controllers' own bindings and their buttons in a loaded nib.
@Suite struct ControllerBindingTests {
    @Test func aSortDescriptorsBindingOrdersTheArrangedObjects() {
        let model = ArrangementModel()
        let controller = NSArrayController()
        controller.contentArray = ArrayControllerTests.people("Grace", "Ada", "Alan")
        controller.bind("sortDescriptors", to: model, withKeyPath: "sorting")
        model.sorting = [NibSortDescriptor(key: "title")]
        #expect(controller.arrangedObjects.map { ($0 as! BoundModel).title } == ["Ada", "Alan", "Grace"])
        model.sorting = [NibSortDescriptor(key: "title", ascending: false)]
        #expect(controller.arrangedObjects.map { ($0 as! BoundModel).title } == ["Grace", "Alan", "Ada"])
    }

    @Test func aFilterPredicateBindingFiltersTheArrangedObjects() {
        let model = ArrangementModel()
        let controller = NSArrayController()
        controller.contentArray = ArrayControllerTests.people("Grace", "Ada", "Alan")
        controller.bind("filterPredicate", to: model, withKeyPath: "filter")
        #expect(controller.arrangedObjects.count == 3)
        model.filter = NSPredicate { object, _ in (object as? BoundModel)?.title.hasPrefix("A") ?? false }
        #expect(controller.arrangedObjects.map { ($0 as! BoundModel).title } == ["Ada", "Alan"])
        model.filter = nil
        #expect(controller.arrangedObjects.count == 3)
    }

    @Test func aSelectionIndexesBindingSelectsInTheController() {
        let model = ArrangementModel()
        let controller = NSArrayController()
        controller.contentArray = ArrayControllerTests.people("Ada", "Grace", "Alan")
        controller.bind("selectionIndexes", to: model, withKeyPath: "indexes")
        model.indexes = [2]
        #expect(controller.selectionIndexes == [2])
        #expect((controller.selectedObjects.first as? BoundModel)?.title == "Alan")
    }

    @Test func aContentObjectBindingSetsTheObjectControllersContent() {
        let model = ArrangementModel()
        let controller = NSObjectController()
        controller.bind("contentObject", to: model, withKeyPath: "person")
        let field = ArrayControllerTests.field()
        field.bind("value", to: controller, withKeyPath: "selection.title", options: [NSBindingOption.noSelectionPlaceholder: "none"])
        #expect(field.stringValue == "none")
        model.person = ArrayControllerTests.people("Ada")[0]
        #expect(field.stringValue == "Ada")
    }

    /// Add and Remove buttons of a nib whose actions target its array controller, and the Remove
    /// button's `enabled` bound to `canRemove`.
    @Test func addAndRemoveButtonsOfANibTargetItsArrayController() throws {
        let xml = Fixture.macOS(ownerClass: "NibObject", """
            <button id="add">
                <rect key="frame" x="20" y="20" width="60" height="32"/>
                <buttonCell key="cell" type="push" title="Add" bezelStyle="rounded" alignment="center" id="addc"/>
                <connections><action selector="add:" target="ac" id="a1"/></connections>
            </button>
            <button id="remove">
                <rect key="frame" x="90" y="20" width="60" height="32"/>
                <buttonCell key="cell" type="push" title="Remove" bezelStyle="rounded" alignment="center" id="removec"/>
                <connections>
                    <action selector="remove:" target="ac" id="a2"/>
                    <binding destination="ac" name="enabled" keyPath="canRemove" id="b1"/>
                </connections>
            </button>
            <arrayController id="ac"/>
            """)
        let objects = try Fixture.nib(xml).instantiate(owner: NibObject())
        let controller = try #require(objects.compactMap { $0 as? NSArrayController }.first)
        controller.objectFactory = { BoundModel() }
        let buttons = objects.compactMap { $0 as? NSButton }
        let add = try #require(buttons.first { $0.title == "Add" }), remove = try #require(buttons.first { $0.title == "Remove" })
        #expect(remove.isEnabled == false)
        add.performClick(nil)
        add.performClick(nil)
        #expect(controller.arrangedObjects.count == 2)
        #expect(remove.isEnabled == true)
        remove.performClick(nil)
        #expect(controller.arrangedObjects.count == 1)
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
