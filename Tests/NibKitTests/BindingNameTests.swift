import Foundation
import NibKit
import NibTestSupport
import Testing

/// A model of the values the bindings below move: colors, fonts, limits, lists and a choice.
final class ControlModel: NibObject {
    @Observed var color: NSColor? = nil
    @Observed var font: NSFont? = nil
    @Observed var fontName: String = "Menlo"
    @Observed var fontSize: Double = 11
    @Observed var limit: Double = 10
    @Observed var floor: Double = 0
    @Observed var names: [String] = []
    @Observed var people: [BoundModel] = []
    @Observed var index: Int = 0
    @Observed var name: String? = nil
    @Observed var person: BoundModel? = nil
    @Observed var tag: Int = 0
}

/// One test per binding name of a control's own properties (Apple's Cocoa Bindings Reference):
/// the model's value shows in the control, and for a pop-up button's selection the user's
/// choice goes back to the model.
@Suite struct BindingNameTests {
    static func field() -> NSTextField {
        let field = NSTextField()
        field.cell = NSTextFieldCell()
        return field
    }

    static func popUp(_ titles: String...) -> NSPopUpButton {
        let popUp = NSPopUpButton()
        let cell = NSPopUpButtonCell()
        let menu = NSMenu(title: "")
        for (tag, title) in titles.enumerated() {
            let item = NSMenuItem(title: title, action: nil, keyEquivalent: "")
            item.tag = tag * 10
            menu.addItem(item)
        }
        cell.menu = menu
        popUp.cell = cell
        return popUp
    }

    @Test func textColorSetsTheCellsTextColor() {
        let model = ControlModel(), field = Self.field()
        let red = NSColor()
        model.color = red
        field.bind("textColor", to: model, withKeyPath: "color")
        #expect((field.cell as? NSTextFieldCell)?.textColor === red)
        let blue = NSColor()
        model.color = blue
        #expect((field.cell as? NSTextFieldCell)?.textColor === blue)
    }

    @Test func fontSetsTheCellsFont() {
        let model = ControlModel(), field = Self.field()
        model.font = NSFont(name: "Helvetica", size: 13)
        field.bind("font", to: model, withKeyPath: "font")
        #expect(field.cell?.font?.fontName == "Helvetica")
        model.font = NSFont(name: "Courier", size: 9)
        #expect(field.cell?.font?.pointSize == 9)
    }

    @Test func fontNameAndFontSizeMakeOneFont() {
        let model = ControlModel(), field = Self.field()
        field.cell?.font = NSFont(name: "Helvetica", size: 13)
        field.bind("fontSize", to: model, withKeyPath: "fontSize")
        #expect(field.cell?.font?.fontName == "Helvetica")
        #expect(field.cell?.font?.pointSize == 11)
        field.bind("fontName", to: model, withKeyPath: "fontName")
        #expect(field.cell?.font?.fontName == "Menlo")
        model.fontSize = 18
        #expect(field.cell?.font?.fontName == "Menlo")
        #expect(field.cell?.font?.pointSize == 18)
    }

    @Test func fontFamilyNameNamesTheFont() {
        let model = ControlModel(), field = Self.field()
        field.cell?.font = NSFont(name: "Helvetica", size: 13)
        field.bind("fontFamilyName", to: model, withKeyPath: "fontName")
        #expect(field.cell?.font?.fontName == "Menlo")
        #expect(field.cell?.font?.pointSize == 13)
    }

    @Test func maxValueAndMinValueSetASlidersLimits() {
        let model = ControlModel()
        let slider = NSSlider()
        let cell = NSSliderCell()
        slider.cell = cell
        slider.bind("maxValue", to: model, withKeyPath: "limit")
        slider.bind("minValue", to: model, withKeyPath: "floor")
        #expect(cell.maxValue == 10)
        #expect(cell.minValue == 0)
        model.limit = 100
        model.floor = 5
        #expect(cell.maxValue == 100)
        #expect(cell.minValue == 5)
    }

    @Test func maxValueSetsASteppersLimit() {
        let model = ControlModel()
        let stepper = NSStepper()
        let cell = NSStepperCell()
        stepper.cell = cell
        stepper.bind("maxValue", to: model, withKeyPath: "limit")
        #expect(cell.maxValue == 10)
    }

    @Test func selectedIndexSelectsTheItemAndTakesTheUsersChoice() {
        let model = ControlModel(), popUp = Self.popUp("Small", "Medium", "Large")
        model.index = 1
        popUp.bind("selectedIndex", to: model, withKeyPath: "index")
        #expect(popUp.indexOfSelectedItem == 1)
        #expect(popUp.selectedItem?.title == "Medium")
        model.index = 2
        #expect(popUp.selectedItem?.title == "Large")
        popUp.userDidSelectItem(at: 0)
        #expect(model.index == 0)
    }

    @Test func selectedValueSelectsTheItemOfThatTitle() {
        let model = ControlModel(), popUp = Self.popUp("Small", "Medium", "Large")
        model.name = "Large"
        popUp.bind("selectedValue", to: model, withKeyPath: "name")
        #expect(popUp.indexOfSelectedItem == 2)
        popUp.userDidSelectItem(at: 1)
        #expect(model.name == "Medium")
    }

    @Test func selectedTagSelectsTheItemOfThatTag() {
        let model = ControlModel(), popUp = Self.popUp("Small", "Medium", "Large")
        model.tag = 20
        popUp.bind("selectedTag", to: model, withKeyPath: "tag")
        #expect(popUp.selectedItem?.title == "Large")
        popUp.userDidSelectItem(at: 1)
        #expect(model.tag == 10)
    }

    @Test func contentMakesTheItemsAndSelectedObjectFollowsThem() {
        let model = ControlModel(), popUp = Self.popUp()
        model.people = ArrayControllerTests.people("Ada", "Grace")
        model.person = model.people[1]
        popUp.bind("content", to: model, withKeyPath: "people")
        popUp.bind("selectedObject", to: model, withKeyPath: "person")
        #expect(popUp.itemTitles.count == 2)
        #expect(popUp.selectedItem?.representedObject as AnyObject? === model.people[1])
        popUp.userDidSelectItem(at: 0)
        #expect(model.person === model.people[0])
        model.people = ArrayControllerTests.people("Alan")
        #expect(popUp.itemTitles.count == 1)
    }

    @Test func contentValuesTitleTheItems() {
        let model = ControlModel(), popUp = Self.popUp()
        model.people = ArrayControllerTests.people("Ada", "Grace")
        model.names = ["Ada Lovelace", "Grace Hopper"]
        popUp.bind("content", to: model, withKeyPath: "people")
        popUp.bind("contentValues", to: model, withKeyPath: "names")
        #expect(popUp.itemTitles == ["Ada Lovelace", "Grace Hopper"])
        #expect(popUp.itemMenu?.items.first?.representedObject as AnyObject? === model.people[0])
        model.names = ["Ada", "Grace"]
        #expect(popUp.itemTitles == ["Ada", "Grace"])
    }

    @Test func contentObjectsAreWhatSelectedObjectSets() {
        let model = ControlModel(), popUp = Self.popUp()
        model.names = ["Ada Lovelace", "Grace Hopper"]
        model.people = ArrayControllerTests.people("Ada", "Grace")
        popUp.bind("contentValues", to: model, withKeyPath: "names")
        popUp.bind("contentObjects", to: model, withKeyPath: "people")
        popUp.bind("selectedObject", to: model, withKeyPath: "person")
        #expect(popUp.itemTitles == ["Ada Lovelace", "Grace Hopper"])
        popUp.userDidSelectItem(at: 1)
        #expect(model.person === model.people[1])
        model.person = model.people[0]
        #expect(popUp.selectedItem?.title == "Ada Lovelace")
    }
}
